// Sweep samples of the decompositions of torch's quantized ops
// (lib/Conversion/AtenToCore/Quantized.cpp, docs/quantization.md): each
// graph quantizes its random inputs with aten.quantize_per_tensor, runs
// the quantized ops (LibTorch's kernels as written; the packed weights,
// tuples of constants as the importer makes them, packed again by the
// runtime) and dequantizes. After decompose they are quantize_linear and
// dequantize_linear around f32 ops. The conv and linear samples have
// power-of-two scales, so that both sides compute exactly and round the
// same values; the others have scales whose quotients are never ties.
// Per-channel weights, which need opset 13, are in the lit tests
// (test/Conversion/AtenToCore/quantized.mlir) and test/Export/quantized.test,
// and their lowering in quantization.mlir: here they would charge
// quantize_per_tensor with opset 13 in docs/supported-ops.md.

graph @quantize_dequantize(%x: tensor<[3, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = 0.07} : float
  %z = prim.Constant {value = 120} : int
  %u8 = prim.Constant {value = 13} : int
  %i8 = prim.Constant {value = 12} : int
  %zi = prim.Constant {value = -5} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %u8) : tensor<*, ?>
  %d = aten.dequantize.self(%q) : tensor<*, ?>
  %qi = aten.quantize_per_tensor(%x, %s, %zi, %i8) : tensor<*, ?>
  %di = aten.dequantize.self(%qi) : tensor<*, ?>
  return %d, %di
}

// -----

graph @add_mul_cat_hardswish(%x: tensor<[2, 3, 4], f32>, %y: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = 0.07} : float
  %z = prim.Constant {value = 120} : int
  %u8 = prim.Constant {value = 13} : int
  %qx = aten.quantize_per_tensor(%x, %s, %z, %u8) : tensor<*, ?>
  %s2 = prim.Constant {value = 0.11} : float
  %z2 = prim.Constant {value = 131} : int
  %qy = aten.quantize_per_tensor(%y, %s2, %z2, %u8) : tensor<*, ?>
  %os = prim.Constant {value = 0.13} : float
  %oz = prim.Constant {value = 70} : int
  %a = quantized.add(%qx, %qy, %os, %oz) {tocc.schema = "quantized::add(Tensor qa, Tensor qb, float scale, int zero_point) -> Tensor qc"} : tensor<*, ?>
  %ar = quantized.add_relu(%qx, %qy, %os, %oz) {tocc.schema = "quantized::add_relu(Tensor qa, Tensor qb, float scale, int zero_point) -> Tensor qc"} : tensor<*, ?>
  %m = quantized.mul(%qx, %qy, %os, %oz) {tocc.schema = "quantized::mul(Tensor qa, Tensor qb, float scale, int zero_point) -> Tensor qc"} : tensor<*, ?>
  %one = prim.Constant {value = 1} : int
  %list = prim.ListConstruct(%qx, %qy) : list<tensor<*, ?>>
  %c = quantized.cat(%list, %one, %os, %oz) {tocc.schema = "quantized::cat(Tensor[] qx, int dim, float? scale, int? zero_point) -> Tensor"} : tensor<*, ?>
  %h = quantized.hardswish(%qx, %os, %oz) {tocc.schema = "quantized::hardswish(Tensor input, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %da = aten.dequantize.self(%a) : tensor<*, ?>
  %dar = aten.dequantize.self(%ar) : tensor<*, ?>
  %dm = aten.dequantize.self(%m) : tensor<*, ?>
  %dc = aten.dequantize.self(%c) : tensor<*, ?>
  %dh = aten.dequantize.self(%h) : tensor<*, ?>
  return %da, %dar, %dm, %dc, %dh
}

// -----

graph @cat_relu_batch_norm(%x: tensor<[2, 3, 4, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = 0.07} : float
  %z = prim.Constant {value = 120} : int
  %u8 = prim.Constant {value = 13} : int
  %qx = aten.quantize_per_tensor(%x, %s, %z, %u8) : tensor<*, ?>
  %os = prim.Constant {value = 0.13} : float
  %oz = prim.Constant {value = 70} : int
  %zero = prim.Constant {value = 0} : int
  %list = prim.ListConstruct(%qx, %qx) : list<tensor<*, ?>>
  %c = quantized.cat_relu(%list, %zero, %os, %oz) {tocc.schema = "quantized::cat_relu(Tensor[] qx, int dim, float? scale, int? zero_point) -> Tensor"} : tensor<*, ?>
  %w = prim.Constant {value = dense<tensor<[3], f32>, [0.9, 1.2, 0.7]>} : tensor<[3], f32>
  %b = prim.Constant {value = dense<tensor<[3], f32>, [0.1, -0.2, 0.05]>} : tensor<[3], f32>
  %mean = prim.Constant {value = dense<tensor<[3], f32>, [0.2, -0.1, 0.3]>} : tensor<[3], f32>
  %var = prim.Constant {value = dense<tensor<[3], f32>, [1.5, 0.8, 1.1]>} : tensor<[3], f32>
  %eps = prim.Constant {value = 1.0e-05} : float
  %bn = quantized.batch_norm2d(%qx, %w, %b, %mean, %var, %eps, %os, %oz) {tocc.schema = "quantized::batch_norm2d(Tensor qx, Tensor? weight, Tensor? bias, Tensor mean, Tensor var, float eps, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %dc = aten.dequantize.self(%c) : tensor<*, ?>
  %db = aten.dequantize.self(%bn) : tensor<*, ?>
  return %dc, %db
}

// -----

graph @conv2d_per_tensor(%x: tensor<[1, 2, 5, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = 0.125} : float
  %z = prim.Constant {value = 128} : int
  %u8 = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %u8) : tensor<*, ?>
  %w = prim.Constant {value = dense<tensor<[2, 2, 1, 2], i8>, [3, -4, 7, 1, -2, 5, 0, -8]>} : tensor<[2, 2, 1, 2], i8>
  %ws = prim.Constant {value = dense<tensor<[], f32>, [0.0625]>} : tensor<[], f32>
  %wz = prim.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %none = prim.Constant : none
  %b = prim.Constant {value = dense<tensor<[2], f32>, [0.5, -0.25]>} : tensor<[2], f32>
  %ones = prim.Constant {value = [1, 1]} : list<int>
  %pad = prim.Constant {value = [0, 1]} : list<int>
  %zeros = prim.Constant {value = [0, 0]} : list<int>
  %groups = prim.Constant {value = 1} : int
  %transpose = prim.Constant {value = 0} : int
  %pt = prim.TupleConstruct(%w, %ws, %wz, %none, %b, %ones, %pad, %zeros, %ones, %groups, %transpose) : tuple<tensor<[2, 2, 1, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[2], f32>, list<int>, list<int>, list<int>, list<int>, int, int>
  %os = prim.Constant {value = 0.25} : float
  %oz = prim.Constant {value = 100} : int
  %y = quantized.conv2d.new(%q, %pt, %os, %oz) {tocc.schema = "quantized::conv2d.new(Tensor qx, __torch__.torch.classes.quantized.Conv2dPackedParamsBase packed_weight, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %yr = quantized.conv2d_relu.new(%q, %pt, %os, %oz) {tocc.schema = "quantized::conv2d_relu.new(Tensor qx, __torch__.torch.classes.quantized.Conv2dPackedParamsBase packed_weight, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %d = aten.dequantize.self(%y) : tensor<*, ?>
  %dr = aten.dequantize.self(%yr) : tensor<*, ?>
  return %d, %dr
}

// -----

graph @linear(%x: tensor<[3, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = 0.125} : float
  %z = prim.Constant {value = 128} : int
  %u8 = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %u8) : tensor<*, ?>
  %w = prim.Constant {value = dense<tensor<[2, 4], i8>, [3, -4, 7, 1, -2, 5, 0, -8]>} : tensor<[2, 4], i8>
  %ws = prim.Constant {value = dense<tensor<[], f32>, [0.0625]>} : tensor<[], f32>
  %wz = prim.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %b = prim.Constant {value = dense<tensor<[2], f32>, [0.5, -0.25]>} : tensor<[2], f32>
  %none = prim.Constant : none
  %p = prim.TupleConstruct(%w, %ws, %wz, %none, %b) : tuple<tensor<[2, 4], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[2], f32>>
  %os = prim.Constant {value = 0.25} : float
  %oz = prim.Constant {value = 100} : int
  %y = quantized.linear(%q, %p, %os, %oz) {tocc.schema = "quantized::linear(Tensor X, __torch__.torch.classes.quantized.LinearPackedParamsBase W_prepack, float Y_scale_i, int Y_zero_point_i) -> Tensor Y"} : tensor<*, ?>
  %yr = quantized.linear_relu(%q, %p, %os, %oz) {tocc.schema = "quantized::linear_relu(Tensor X, __torch__.torch.classes.quantized.LinearPackedParamsBase W_prepack, float Y_scale_i, int Y_zero_point_i) -> Tensor Y"} : tensor<*, ?>
  %d = aten.dequantize.self(%y) : tensor<*, ?>
  %dr = aten.dequantize.self(%yr) : tensor<*, ?>
  return %d, %dr
}

// -----

// Average pools of a quantized tensor round to its scale (decompose's
// requantize): windows of 9, whose means are never ties. (Not mean.dim,
// which exports from opset 9 for float tensors: a sample here would charge
// it with QuantizeLinear's opset 10.)
graph @avg_pools_requantized(%x: tensor<[2, 3, 3, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = 0.07} : float
  %z = prim.Constant {value = 120} : int
  %u8 = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %u8) : tensor<*, ?>
  %one = prim.Constant {value = [1, 1]} : list<int>
  %a = aten.adaptive_avg_pool2d(%q, %one) : tensor<*, ?>
  %k = prim.Constant {value = [3, 3]} : list<int>
  %pad = prim.Constant {value = [0, 0]} : list<int>
  %false = prim.Constant {value = false} : bool
  %true = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %p = aten.avg_pool2d(%q, %k, %k, %pad, %false, %true, %none) : tensor<*, ?>
  %da = aten.dequantize.self(%a) : tensor<*, ?>
  %dp = aten.dequantize.self(%p) : tensor<*, ?>
  return %da, %dp
}
