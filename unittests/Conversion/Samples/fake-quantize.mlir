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
