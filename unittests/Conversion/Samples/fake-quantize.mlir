// Sweep samples of QAT's fake-quantize ops (lib/Conversion/AtenToCore/
// FakeQuantize.cpp, docs/quantization.md "QAT models"): LibTorch's
// fake-quantize before decompose, quantize_linear/dequantize_linear (with a
// clamp where the range is narrower than u8's or i8's) after. Scales are
// not powers of two but the inputs' quotients are never ties.

graph @per_tensor(%x: tensor<[3, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = 0.07} : float
  %z = prim.Constant {value = 3} : int
  %lo = prim.Constant {value = 0} : int
  %hi = prim.Constant {value = 255} : int
  %hi4 = prim.Constant {value = 15} : int
  %full = aten.fake_quantize_per_tensor_affine(%x, %s, %z, %lo, %hi) : tensor<*, ?>
  %four = aten.fake_quantize_per_tensor_affine(%x, %s, %z, %lo, %hi4) : tensor<*, ?>
  %st = prim.Constant {value = dense<tensor<[1], f32>, [0.05]>} : tensor<[1], f32>
  %zt = prim.Constant {value = dense<tensor<[1], i32>, [0]>} : tensor<[1], i32>
  %slo = prim.Constant {value = -127} : int
  %shi = prim.Constant {value = 127} : int
  %sym = aten.fake_quantize_per_tensor_affine.tensor_qparams(%x, %st, %zt, %slo, %shi) : tensor<*, ?>
  %zf = prim.Constant {value = dense<tensor<[1], f32>, [1.3]>} : tensor<[1], f32>
  %llo = prim.Constant {value = -64} : int
  %lhi = prim.Constant {value = 63} : int
  %g = prim.Constant {value = 1.0} : float
  %learn = aten._fake_quantize_learnable_per_tensor_affine(%x, %st, %zf, %llo, %lhi, %g) : tensor<*, ?>
  return %full, %four, %sym, %learn
}

// -----

// Per channel (QuantizeLinear's axis: opset 13), its own sample so as not
// to charge the per-tensor ops with 13.
graph @per_channel(%w: tensor<[2, 3, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = dense<tensor<[2], f32>, [0.05, 0.03]>} : tensor<[2], f32>
  %z = prim.Constant {value = dense<tensor<[2], i32>, [0, 0]>} : tensor<[2], i32>
  %axis = prim.Constant {value = 0} : int
  %lo = prim.Constant {value = -127} : int
  %hi = prim.Constant {value = 127} : int
  %y = aten.fake_quantize_per_channel_affine(%w, %s, %z, %axis, %lo, %hi) : tensor<*, ?>
  %zf = prim.Constant {value = dense<tensor<[2], f32>, [0.4, -1.6]>} : tensor<[2], f32>
  %g = prim.Constant {value = 1.0} : float
  %l = aten._fake_quantize_learnable_per_channel_affine(%w, %s, %zf, %axis, %lo, %hi, %g) : tensor<*, ?>
  return %y, %l
}

// -----

graph @quantize_per_channel(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %s = prim.Constant {value = dense<tensor<[3], f64>, [0.05, 0.03, 0.07]>} : tensor<[3], f64>
  %z = prim.Constant {value = dense<tensor<[3], i64>, [0, 3, -2]>} : tensor<[3], i64>
  %axis = prim.Constant {value = 1} : int
  %i8 = prim.Constant {value = 12} : int
  %q = aten.quantize_per_channel(%x, %s, %z, %axis, %i8) : tensor<*, ?>
  %d = aten.dequantize.tensor(%q) : tensor<*, ?>
  return %d
}

// -----

// QAT's default fused observer and fake-quantize, the observer off (as a
// model is exported). torch computes the scale and zero point from the
// running min and max, and stores them: after training they agree, as
// here ([-1, 1] over [0, 255]: 2/255 and 128).
graph @fused_observer_off(%x: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %off = prim.Constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %on = prim.Constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %mn = prim.Constant {value = dense<tensor<[1], f32>, [-1.0]>} : tensor<[1], f32>
  %mx = prim.Constant {value = dense<tensor<[1], f32>, [1.0]>} : tensor<[1], f32>
  %s = prim.Constant {value = dense<tensor<[1], f32>, [0.007843138]>} : tensor<[1], f32>
  %z = prim.Constant {value = dense<tensor<[1], i32>, [128]>} : tensor<[1], i32>
  %c = prim.Constant {value = 0.01} : float
  %lo = prim.Constant {value = 0} : int
  %hi = prim.Constant {value = 255} : int
  %axis = prim.Constant {value = -1} : int
  %f = prim.Constant {value = false} : bool
  %y = aten.fused_moving_avg_obs_fake_quant(%x, %off, %on, %mn, %mx, %s, %z, %c, %lo, %hi, %axis, %f, %f) : tensor<*, ?>
  return %y
}
