// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='decompose'

// What the fake-quantize decompositions (FakeQuantize.cpp) do not take,
// each an error at the op.

graph @qint32_range(%x: tensor<[2], f32>) -> (tensor<*, ?>) {
  %s = prim.Constant {value = 0.5} : float
  %z = prim.Constant {value = 0} : int
  %lo = prim.Constant {value = -1000} : int
  %hi = prim.Constant {value = 1000} : int
  // expected-error @below {{the range [-1000, 1000] fits neither u8 [0, 255] nor i8 [-128, 127] (ONNX's QuantizeLinear takes those)}}
  %y = aten.fake_quantize_per_tensor_affine(%x, %s, %z, %lo, %hi) : tensor<*, ?>
  return %y
}

// -----

graph @zero_point_outside(%x: tensor<[2], f32>) -> (tensor<*, ?>) {
  %s = prim.Constant {value = 0.5} : float
  %z = prim.Constant {value = 20} : int
  %lo = prim.Constant {value = 0} : int
  %hi = prim.Constant {value = 15} : int
  // expected-error @below {{the zero point 20 is outside [quant_min, quant_max] = [0, 15]}}
  %y = aten.fake_quantize_per_tensor_affine(%x, %s, %z, %lo, %hi) : tensor<*, ?>
  return %y
}

// -----

graph @scale_computed(%x: tensor<[2], f32>, %s: tensor<[1], f32>) -> (tensor<*, ?>) {
  %z = prim.Constant {value = dense<tensor<[1], i32>, [0]>} : tensor<[1], i32>
  %lo = prim.Constant {value = 0} : int
  %hi = prim.Constant {value = 255} : int
  // expected-error @below {{argument 'scale' (operand 1) must be a constant (a number or a tensor of the quantization parameters)}}
  %y = aten.fake_quantize_per_tensor_affine.tensor_qparams(%x, %s, %z, %lo, %hi) : tensor<*, ?>
  return %y
}

// -----

graph @observer_on(%x: tensor<[4], f32>) -> (tensor<*, ?>) {
  %on = prim.Constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %mn = prim.Constant {value = dense<tensor<[1], f32>, [-1.0]>} : tensor<[1], f32>
  %mx = prim.Constant {value = dense<tensor<[1], f32>, [1.0]>} : tensor<[1], f32>
  %s = prim.Constant {value = dense<tensor<[1], f32>, [0.0078125]>} : tensor<[1], f32>
  %z = prim.Constant {value = dense<tensor<[1], i32>, [128]>} : tensor<[1], i32>
  %c = prim.Constant {value = 0.01} : float
  %lo = prim.Constant {value = 0} : int
  %hi = prim.Constant {value = 255} : int
  %axis = prim.Constant {value = -1} : int
  %f = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.fused_moving_avg_obs_fake_quant' op has its observer on (observer_on is not a constant 0): it would update the scale at run time; export after model.apply(torch.ao.quantization.disable_observer)}}
  %y = aten.fused_moving_avg_obs_fake_quant(%x, %on, %on, %mn, %mx, %s, %z, %c, %lo, %hi, %axis, %f, %f) : tensor<*, ?>
  return %y
}
