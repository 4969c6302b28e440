// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose' | FileCheck %s

// QAT's fake-quantize ops (FakeQuantize.cpp, docs/quantization.md "QAT
// models"): quantize_linear then dequantize_linear, u8 where [quant_min,
// quant_max] lies in [0, 255], else i8; a clamp of the input to
// [(quant_min - zp) * s, (quant_max - zp) * s] first where the range is
// narrower than the dtype's (QuantizeLinear saturates to the dtype's).

// The whole u8 range: no clamp.
// CHECK-LABEL: graph @full_range
// CHECK-NOT:   core.clamp
// CHECK:       %[[S:.*]] = core.constant {value = dense<tensor<[], f32>, [0.1]>}
// CHECK-NEXT:  %[[Z:.*]] = core.constant {value = dense<tensor<[], u8>, [128]>}
// CHECK-NEXT:  %[[Q:.*]] = core.quantize_linear(%x, %[[S]], %[[Z]]) : tensor<[2, 3], u8>
// CHECK-NEXT:  core.dequantize_linear(%[[Q]], %[[S]], %[[Z]]) : tensor<[2, 3], f32>
graph @full_range(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %s = prim.Constant {value = 0.1} : float
  %z = prim.Constant {value = 128} : int
  %lo = prim.Constant {value = 0} : int
  %hi = prim.Constant {value = 255} : int
  %y = aten.fake_quantize_per_tensor_affine(%x, %s, %z, %lo, %hi) : tensor<*, ?>
  return %y
}

// -----

// [0, 15] (4 bits in a u8), zero point 3, scale 0.5: clamp to
// [-1.5, 6], tensor qparams (a QAT module's buffers).
// CHECK-LABEL: graph @four_bits
// CHECK:       %[[S:.*]] = core.constant {value = dense<tensor<[], f32>, [0.5]>}
// CHECK-NEXT:  %[[Z:.*]] = core.constant {value = dense<tensor<[], u8>, [3]>}
// CHECK-NEXT:  %[[LO:.*]] = core.constant {value = dense<tensor<[], f32>, [-1.5]>}
// CHECK-NEXT:  %[[HI:.*]] = core.constant {value = dense<tensor<[], f32>, [6.0]>}
// CHECK-NEXT:  %[[C:.*]] = core.clamp(%x, %[[LO]], %[[HI]]) : tensor<[2, 3], f32>
// CHECK-NEXT:  %[[Q:.*]] = core.quantize_linear(%[[C]], %[[S]], %[[Z]]) : tensor<[2, 3], u8>
// CHECK-NEXT:  core.dequantize_linear(%[[Q]], %[[S]], %[[Z]])
graph @four_bits(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %s = prim.Constant {value = dense<tensor<[1], f32>, [0.5]>} : tensor<[1], f32>
  %z = prim.Constant {value = dense<tensor<[1], i32>, [3]>} : tensor<[1], i32>
  %lo = prim.Constant {value = 0} : int
  %hi = prim.Constant {value = 15} : int
  %y = aten.fake_quantize_per_tensor_affine.tensor_qparams(%x, %s, %z, %lo, %hi) : tensor<*, ?>
  return %y
}

// -----

// Symmetric [-127, 127] per channel along axis 0 of a [2, 3] weight: i8,
// the bounds per channel [2, 1] to broadcast.
// CHECK-LABEL: graph @per_channel_symmetric
// CHECK:       %[[S:.*]] = core.constant {value = dense<tensor<[2], f32>, [0.5, 0.25]>}
// CHECK-NEXT:  %[[Z:.*]] = core.constant {value = dense<tensor<[2], i8>, [0, 0]>}
// CHECK-NEXT:  %[[LO:.*]] = core.constant {value = dense<tensor<[2], f32>, [-63.5, -31.75]>}
// CHECK-NEXT:  %[[HI:.*]] = core.constant {value = dense<tensor<[2], f32>, [63.5, 31.75]>}
// CHECK-NEXT:  %[[LO1:.*]] = core.unsqueeze(%[[LO]]) {axes = [1]} : tensor<[2, 1], f32>
// CHECK-NEXT:  %[[HI1:.*]] = core.unsqueeze(%[[HI]]) {axes = [1]} : tensor<[2, 1], f32>
// CHECK-NEXT:  %[[C:.*]] = core.clamp(%w, %[[LO1]], %[[HI1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:  %[[Q:.*]] = core.quantize_linear(%[[C]], %[[S]], %[[Z]]) {axis = 0} : tensor<[2, 3], i8>
// CHECK-NEXT:  core.dequantize_linear(%[[Q]], %[[S]], %[[Z]]) {axis = 0}
graph @per_channel_symmetric(%w: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %s = prim.Constant {value = dense<tensor<[2], f32>, [0.5, 0.25]>} : tensor<[2], f32>
  %z = prim.Constant {value = dense<tensor<[2], i32>, [0, 0]>} : tensor<[2], i32>
  %axis = prim.Constant {value = 0} : int
  %lo = prim.Constant {value = -127} : int
  %hi = prim.Constant {value = 127} : int
  %y = aten.fake_quantize_per_channel_affine(%w, %s, %z, %axis, %lo, %hi) : tensor<*, ?>
  return %y
}

// -----

// Learnable (LSQ): a float zero point, rounded half to even (2.5 -> 2)
// and clamped to the range; qint8's [-64, 63].
// CHECK-LABEL: graph @learnable
// CHECK:       %[[Z:.*]] = core.constant {value = dense<tensor<[], i8>, [2]>}
// CHECK-NEXT:  %[[LO:.*]] = core.constant {value = dense<tensor<[], f32>, [-13.2]>}
// CHECK-NEXT:  %[[HI:.*]] = core.constant {value = dense<tensor<[], f32>, [12.2]>}
// CHECK-NEXT:  %[[C:.*]] = core.clamp(%x, %[[LO]], %[[HI]])
// CHECK-NEXT:  core.quantize_linear(%[[C]], %{{.*}}, %[[Z]]) : tensor<[4], i8>
graph @learnable(%x: tensor<[4], f32>) -> (tensor<*, ?>) {
  %s = prim.Constant {value = dense<tensor<[1], f32>, [0.2]>} : tensor<[1], f32>
  %z = prim.Constant {value = dense<tensor<[1], f32>, [2.5]>} : tensor<[1], f32>
  %lo = prim.Constant {value = -64} : int
  %hi = prim.Constant {value = 63} : int
  %g = prim.Constant {value = 1.0} : float
  %y = aten._fake_quantize_learnable_per_tensor_affine(%x, %s, %z, %lo, %hi, %g) : tensor<*, ?>
  return %y
}

// -----

// QAT's default FusedMovingAvgObsFakeQuantize with the observer off: a
// fake-quantize with its scale and zero point; with fake-quant off too,
// the input.
// CHECK-LABEL: graph @fused_observer_off
// CHECK:       %[[Q:.*]] = core.quantize_linear(%x, %{{.*}}, %{{.*}}) : tensor<[4], u8>
// CHECK-NEXT:  %[[D:.*]] = core.dequantize_linear(%[[Q]]
// CHECK-NEXT:  return %[[D]], %x
graph @fused_observer_off(%x: tensor<[4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %off = prim.Constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
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
  %y = aten.fused_moving_avg_obs_fake_quant(%x, %off, %on, %mn, %mx, %s, %z, %c, %lo, %hi, %axis, %f, %f) : tensor<*, ?>
  %y2 = aten.fused_moving_avg_obs_fake_quant(%x, %off, %off, %mn, %mx, %s, %z, %c, %lo, %hi, %axis, %f, %f) : tensor<*, ?>
  return %y, %y2
}
