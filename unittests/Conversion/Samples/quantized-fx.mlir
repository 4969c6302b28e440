// Sweep samples of the decompositions of the quantized forms FX graph
// mode adds (lib/Conversion/AtenToCore/Quantized.cpp, docs/quantization.md
// "FX graph mode"): tensor scales and zero points, int_repr, lists of
// dequantize, and the quantized ops FX emits, run with LibTorch's kernels
// before decompose (the packed weights repacked by the runtime) and as
// quantize_linear/dequantize_linear around f32 ops after. Scales are
// powers of two where the op multiplies, so that both sides compute
// exactly and round the same values. Per tensor only (a per-channel
// sample would charge its ops with opset 13 in docs/supported-ops.md);
// aten ops on quantized tensors (sigmoid, clamp, cat, ...) are in the lit
// tests (test/Conversion/AtenToCore/quantized-fx.mlir) and
// test/Export/quantized-fx*.test: a sample here would charge those float
// ops with QuantizeLinear's opset 10.

graph @tensor_qparams_int_repr(%x: tensor<[3, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = dense<tensor<[], f32>, [0.07]>} : tensor<[], f32>
  %z = prim.Constant {value = dense<tensor<[], i64>, [120]>} : tensor<[], i64>
  %u8 = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor.tensor_qparams(%x, %s, %z, %u8) : tensor<*, ?>
  %i = aten.int_repr(%q) : tensor<*, ?>
  %l = prim.ListConstruct(%q, %q) : list<tensor<*, ?>>
  %dl = aten.dequantize.tensors(%l) : list<tensor<*, ?>>
  %a, %b = prim.ListUnpack(%dl) : (tensor<*, ?>, tensor<*, ?>)
  return %i, %a, %b
}

// -----

graph @activations(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = 0.0625} : float
  %z = prim.Constant {value = 120} : int
  %u8 = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %u8) : tensor<*, ?>
  %os = prim.Constant {value = 0.03125} : float
  %oz = prim.Constant {value = 100} : int
  %slope = prim.Constant {value = 0.125} : float
  %false = prim.Constant {value = false} : bool
  %lr = quantized.leaky_relu(%q, %slope, %false, %os, %oz) {tocc.schema = "quantized::leaky_relu(Tensor qx, Scalar negative_slope, bool inplace, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %r6 = quantized.relu6(%q, %false) {tocc.schema = "quantized::relu6(Tensor qx, bool inplace=False) -> Tensor"} : tensor<*, ?>
  %lo = prim.Constant {value = -0.5} : float
  %hi = prim.Constant {value = 0.75} : float
  %cl = quantized.clamp(%q, %lo, %hi) {tocc.schema = "quantized::clamp(Tensor qx, Scalar? min=None, Scalar? max=None) -> Tensor qy"} : tensor<*, ?>
  %c = prim.Constant {value = -0.5} : float
  %ms = quantized.mul.Scalar(%q, %c) {tocc.schema = "quantized::mul.Scalar(Tensor qa, Scalar b) -> Tensor qc"} : tensor<*, ?>
  %two = prim.Constant {value = 2.0} : float
  %mr = quantized.mul_relu.Scalar2(%two, %q) {tocc.schema = "quantized::mul_relu.Scalar2(Scalar b, Tensor qa) -> Tensor qc"} : tensor<*, ?>
  %mm = quantized.mul_relu(%q, %q, %os, %oz) {tocc.schema = "quantized::mul_relu(Tensor qa, Tensor qb, float scale, int zero_point) -> Tensor qc"} : tensor<*, ?>
  %d0 = aten.dequantize.self(%lr) : tensor<*, ?>
  %d1 = aten.dequantize.self(%r6) : tensor<*, ?>
  %d2 = aten.dequantize.self(%cl) : tensor<*, ?>
  %d3 = aten.dequantize.self(%ms) : tensor<*, ?>
  %d4 = aten.dequantize.self(%mr) : tensor<*, ?>
  %d5 = aten.dequantize.self(%mm) : tensor<*, ?>
  return %d0, %d1, %d2, %d3, %d4, %d5
}

// -----

// Fixed-output ops and norms, whose f32 values lie anywhere: scales whose
// quotients are never ties on these inputs.
graph @sigmoid_softmax_norms(%x: tensor<[2, 4, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = 0.07} : float
  %z = prim.Constant {value = 120} : int
  %u8 = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %u8) : tensor<*, ?>
  %fs = prim.Constant {value = 0.00390625} : float
  %fz = prim.Constant {value = 0} : int
  %sg = quantized.sigmoid(%q, %fs, %fz) {tocc.schema = "quantized::sigmoid(Tensor qx, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %dim = prim.Constant {value = -1} : int
  %sm = quantized.softmax(%q, %dim, %fs, %fz) {tocc.schema = "quantized::softmax(Tensor qx, int dim, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %os = prim.Constant {value = 0.045} : float
  %oz = prim.Constant {value = 128} : int
  %shape = prim.Constant {value = [3]} : list<int>
  %w = prim.Constant {value = dense<tensor<[3], f32>, [1.0, 0.5, 1.5]>} : tensor<[3], f32>
  %b = prim.Constant {value = dense<tensor<[3], f32>, [0.0, 0.1, -0.1]>} : tensor<[3], f32>
  %eps = prim.Constant {value = 1.0e-05} : float
  %ln = quantized.layer_norm(%q, %shape, %w, %b, %eps, %os, %oz) {tocc.schema = "quantized::layer_norm(Tensor input, int[] normalized_shape, Tensor? weight, Tensor? bias, float eps, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %groups = prim.Constant {value = 2} : int
  %wc = prim.Constant {value = dense<tensor<[4], f32>, [1.0, 0.5, 1.5, 0.8]>} : tensor<[4], f32>
  %bc = prim.Constant {value = dense<tensor<[4], f32>, [0.0, 0.1, -0.1, 0.2]>} : tensor<[4], f32>
  %gn = quantized.group_norm(%q, %groups, %wc, %bc, %eps, %os, %oz) {tocc.schema = "quantized::group_norm(Tensor input, int num_groups, Tensor? weight, Tensor? bias, float eps, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %in = quantized.instance_norm(%q, %wc, %bc, %eps, %os, %oz) {tocc.schema = "quantized::instance_norm(Tensor input, Tensor? weight, Tensor? bias, float eps, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %one = prim.Constant {value = 1.0} : float
  %el = quantized.elu(%q, %os, %oz, %one, %one, %one) {tocc.schema = "quantized::elu(Tensor self, float output_scale, int output_zero_point, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor"} : tensor<*, ?>
  %d0 = aten.dequantize.self(%sg) : tensor<*, ?>
  %d1 = aten.dequantize.self(%sm) : tensor<*, ?>
  %d2 = aten.dequantize.self(%ln) : tensor<*, ?>
  %d3 = aten.dequantize.self(%gn) : tensor<*, ?>
  %d4 = aten.dequantize.self(%in) : tensor<*, ?>
  %d5 = aten.dequantize.self(%el) : tensor<*, ?>
  return %d0, %d1, %d2, %d3, %d4, %d5
}

// -----

graph @matmul(%x: tensor<[2, 3, 4], f32>, %y: tensor<[2, 4, 2], f32>) -> (tensor<*, ?>) {
  %s = prim.Constant {value = 0.125} : float
  %z = prim.Constant {value = 128} : int
  %u8 = prim.Constant {value = 13} : int
  %qx = aten.quantize_per_tensor(%x, %s, %z, %u8) : tensor<*, ?>
  %qy = aten.quantize_per_tensor(%y, %s, %z, %u8) : tensor<*, ?>
  %os = prim.Constant {value = 0.25} : float
  %oz = prim.Constant {value = 100} : int
  %m = quantized.matmul(%qx, %qy, %os, %oz) {tocc.schema = "quantized::matmul(Tensor qa, Tensor qb, float scale, int zero_point) -> Tensor qc"} : tensor<*, ?>
  %d = aten.dequantize.self(%m) : tensor<*, ?>
  return %d
}

// -----

graph @conv1d_and_transpose(%x: tensor<[1, 2, 5], f32>, %y: tensor<[1, 2, 3, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = 0.125} : float
  %z = prim.Constant {value = 128} : int
  %u8 = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %u8) : tensor<*, ?>
  %qy = aten.quantize_per_tensor(%y, %s, %z, %u8) : tensor<*, ?>
  %w = prim.Constant {value = dense<tensor<[2, 2, 1, 3], i8>, [3, -4, 7, 1, -2, 5, 0, -8, 2, 6, -1, 4]>} : tensor<[2, 2, 1, 3], i8>
  %ws = prim.Constant {value = dense<tensor<[], f32>, [0.0625]>} : tensor<[], f32>
  %wz = prim.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %b = prim.Constant {value = dense<tensor<[2], f32>, [0.5, -0.25]>} : tensor<[2], f32>
  %stride = prim.Constant {value = [1, 2]} : list<int>
  %pad = prim.Constant {value = [0, 1]} : list<int>
  %zeros = prim.Constant {value = [0, 0]} : list<int>
  %ones = prim.Constant {value = [1, 1]} : list<int>
  %twos = prim.Constant {value = [2, 2]} : list<int>
  %g = prim.Constant {value = 1} : int
  %f = prim.Constant {value = 0} : int
  %t = prim.Constant {value = 1} : int
  %none = prim.Constant : none
  %p = prim.TupleConstruct(%w, %ws, %wz, %none, %b, %stride, %pad, %zeros, %ones, %g, %f) : tuple<tensor<[2, 2, 1, 3], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[2], f32>, list<int>, list<int>, list<int>, list<int>, int, int>
  %os = prim.Constant {value = 0.25} : float
  %oz = prim.Constant {value = 100} : int
  %c = quantized.conv1d_relu(%q, %p, %os, %oz) {tocc.schema = "quantized::conv1d_relu(Tensor qx, __torch__.torch.classes.quantized.Conv2dPackedParamsBase packed_weight, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %wt = prim.Constant {value = dense<tensor<[2, 2, 2, 2], i8>, [3, -4, 7, 1, -2, 5, 0, -8, 2, 6, -1, 4, 1, -3, 5, 2]>} : tensor<[2, 2, 2, 2], i8>
  %pt = prim.TupleConstruct(%wt, %ws, %wz, %none, %b, %twos, %zeros, %zeros, %ones, %g, %t) : tuple<tensor<[2, 2, 2, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[2], f32>, list<int>, list<int>, list<int>, list<int>, int, int>
  %ct = quantized.conv_transpose2d(%qy, %pt, %os, %oz) {tocc.schema = "quantized::conv_transpose2d(Tensor qx, __torch__.torch.classes.quantized.Conv2dPackedParamsBase packed_weight, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %d = aten.dequantize.self(%c) : tensor<*, ?>
  %dt = aten.dequantize.self(%ct) : tensor<*, ?>
  return %d, %dt
}

// -----

graph @mul_scalar_forms(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = 0.0625} : float
  %z = prim.Constant {value = 120} : int
  %u8 = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %u8) : tensor<*, ?>
  %c = prim.Constant {value = -0.5} : float
  %two = prim.Constant {value = 2.0} : float
  %a = quantized.mul.Scalar2(%c, %q) {tocc.schema = "quantized::mul.Scalar2(Scalar b, Tensor qa) -> Tensor qc"} : tensor<*, ?>
  %b = quantized.mul_relu.Scalar(%q, %c) {tocc.schema = "quantized::mul_relu.Scalar(Tensor qa, Scalar b) -> Tensor qc"} : tensor<*, ?>
  %m = quantized.mul_scalar(%q, %two) {tocc.schema = "quantized::mul_scalar(Tensor qa, Scalar b) -> Tensor qc"} : tensor<*, ?>
  %mr = quantized.mul_scalar_relu(%q, %two) {tocc.schema = "quantized::mul_scalar_relu(Tensor qa, Scalar b) -> Tensor qc"} : tensor<*, ?>
  %os = prim.Constant {value = 0.045} : float
  %oz = prim.Constant {value = 128} : int
  %one = prim.Constant {value = 1.0} : float
  %ce = quantized.celu(%q, %os, %oz, %one) {tocc.schema = "quantized::celu(Tensor self, float output_scale, int output_zero_point, Scalar alpha=1) -> Tensor"} : tensor<*, ?>
  %d0 = aten.dequantize.self(%a) : tensor<*, ?>
  %d1 = aten.dequantize.self(%b) : tensor<*, ?>
  %d2 = aten.dequantize.self(%m) : tensor<*, ?>
  %d3 = aten.dequantize.self(%mr) : tensor<*, ?>
  %d4 = aten.dequantize.self(%ce) : tensor<*, ?>
  return %d0, %d1, %d2, %d3, %d4
}

// -----

// Batch norms of 1, 2 and 3 spatial dims, with and without relu.
graph @batch_norms(%x: tensor<[2, 3, 4], f32>, %y: tensor<[1, 3, 2, 2, 2], f32>, %x2: tensor<[1, 3, 2, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = 0.07} : float
  %z = prim.Constant {value = 120} : int
  %u8 = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %u8) : tensor<*, ?>
  %q3 = aten.quantize_per_tensor(%y, %s, %z, %u8) : tensor<*, ?>
  %w = prim.Constant {value = dense<tensor<[3], f32>, [0.9, 1.2, 0.7]>} : tensor<[3], f32>
  %b = prim.Constant {value = dense<tensor<[3], f32>, [0.1, -0.2, 0.05]>} : tensor<[3], f32>
  %mean = prim.Constant {value = dense<tensor<[3], f32>, [0.2, -0.1, 0.3]>} : tensor<[3], f32>
  %var = prim.Constant {value = dense<tensor<[3], f32>, [1.5, 0.8, 1.1]>} : tensor<[3], f32>
  %eps = prim.Constant {value = 1.0e-05} : float
  %os = prim.Constant {value = 0.13} : float
  %oz = prim.Constant {value = 70} : int
  %a = quantized.batch_norm1d(%q, %w, %b, %mean, %var, %eps, %os, %oz) {tocc.schema = "quantized::batch_norm1d(Tensor qx, Tensor? weight, Tensor? bias, Tensor mean, Tensor var, float eps, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %ar = quantized.batch_norm1d_relu(%q, %w, %b, %mean, %var, %eps, %os, %oz) {tocc.schema = "quantized::batch_norm1d_relu(Tensor qx, Tensor? weight, Tensor? bias, Tensor mean, Tensor var, float eps, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %g = quantized.batch_norm(%q, %w, %b, %mean, %var, %eps, %os, %oz) {tocc.schema = "quantized::batch_norm(Tensor qx, Tensor? weight, Tensor? bias, Tensor mean, Tensor var, float eps, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %gr = quantized.batch_norm_relu(%q, %w, %b, %mean, %var, %eps, %os, %oz) {tocc.schema = "quantized::batch_norm_relu(Tensor qx, Tensor? weight, Tensor? bias, Tensor mean, Tensor var, float eps, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %c = quantized.batch_norm3d(%q3, %w, %b, %mean, %var, %eps, %os, %oz) {tocc.schema = "quantized::batch_norm3d(Tensor qx, Tensor? weight, Tensor? bias, Tensor mean, Tensor var, float eps, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %cr = quantized.batch_norm3d_relu(%q3, %w, %b, %mean, %var, %eps, %os, %oz) {tocc.schema = "quantized::batch_norm3d_relu(Tensor qx, Tensor? weight, Tensor? bias, Tensor mean, Tensor var, float eps, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %q2 = aten.quantize_per_tensor(%x2, %s, %z, %u8) : tensor<*, ?>
  %br = quantized.batch_norm2d_relu(%q2, %w, %b, %mean, %var, %eps, %os, %oz) {tocc.schema = "quantized::batch_norm2d_relu(Tensor qx, Tensor? weight, Tensor? bias, Tensor mean, Tensor var, float eps, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %d0 = aten.dequantize.self(%a) : tensor<*, ?>
  %d1 = aten.dequantize.self(%ar) : tensor<*, ?>
  %d2 = aten.dequantize.self(%g) : tensor<*, ?>
  %d3 = aten.dequantize.self(%gr) : tensor<*, ?>
  %d4 = aten.dequantize.self(%c) : tensor<*, ?>
  %d5 = aten.dequantize.self(%cr) : tensor<*, ?>
  %d6 = aten.dequantize.self(%br) : tensor<*, ?>
  return %d0, %d1, %d2, %d3, %d4, %d5, %d6
}

// -----

graph @conv1d_conv3d_transposes(%x: tensor<[1, 2, 5], f32>, %y: tensor<[1, 2, 3, 3, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = 0.125} : float
  %z = prim.Constant {value = 128} : int
  %u8 = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %u8) : tensor<*, ?>
  %qy = aten.quantize_per_tensor(%y, %s, %z, %u8) : tensor<*, ?>
  %w = prim.Constant {value = dense<tensor<[2, 2, 1, 3], i8>, [3, -4, 7, 1, -2, 5, 0, -8, 2, 6, -1, 4]>} : tensor<[2, 2, 1, 3], i8>
  %ws = prim.Constant {value = dense<tensor<[], f32>, [0.0625]>} : tensor<[], f32>
  %wz = prim.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %b = prim.Constant {value = dense<tensor<[2], f32>, [0.5, -0.25]>} : tensor<[2], f32>
  %stride = prim.Constant {value = [1, 2]} : list<int>
  %pad = prim.Constant {value = [0, 1]} : list<int>
  %zeros = prim.Constant {value = [0, 0]} : list<int>
  %ones = prim.Constant {value = [1, 1]} : list<int>
  %g = prim.Constant {value = 1} : int
  %f = prim.Constant {value = 0} : int
  %t = prim.Constant {value = 1} : int
  %none = prim.Constant : none
  %p = prim.TupleConstruct(%w, %ws, %wz, %none, %b, %stride, %pad, %zeros, %ones, %g, %f) : tuple<tensor<[2, 2, 1, 3], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[2], f32>, list<int>, list<int>, list<int>, list<int>, int, int>
  %os = prim.Constant {value = 0.25} : float
  %oz = prim.Constant {value = 100} : int
  %c = quantized.conv1d(%q, %p, %os, %oz) {tocc.schema = "quantized::conv1d(Tensor qx, __torch__.torch.classes.quantized.Conv2dPackedParamsBase packed_weight, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %pt = prim.TupleConstruct(%w, %ws, %wz, %none, %b, %stride, %zeros, %zeros, %ones, %g, %t) : tuple<tensor<[2, 2, 1, 3], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[2], f32>, list<int>, list<int>, list<int>, list<int>, int, int>
  %ct = quantized.conv_transpose1d(%q, %pt, %os, %oz) {tocc.schema = "quantized::conv_transpose1d(Tensor qx, __torch__.torch.classes.quantized.Conv2dPackedParamsBase packed_weight, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %w3 = prim.Constant {value = dense<tensor<[2, 2, 1, 2, 2], i8>, [3, -4, 7, 1, -2, 5, 0, -8, 2, 6, -1, 4, 1, -3, 5, 2]>} : tensor<[2, 2, 1, 2, 2], i8>
  %ones3 = prim.Constant {value = [1, 1, 1]} : list<int>
  %zeros3 = prim.Constant {value = [0, 0, 0]} : list<int>
  %p3 = prim.TupleConstruct(%w3, %ws, %wz, %none, %b, %ones3, %zeros3, %zeros3, %ones3, %g, %f) : tuple<tensor<[2, 2, 1, 2, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[2], f32>, list<int>, list<int>, list<int>, list<int>, int, int>
  %c3 = quantized.conv3d.new(%qy, %p3, %os, %oz) {tocc.schema = "quantized::conv3d.new(Tensor qx, __torch__.torch.classes.quantized.Conv3dPackedParamsBase packed_weight, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %c3r = quantized.conv3d_relu.new(%qy, %p3, %os, %oz) {tocc.schema = "quantized::conv3d_relu.new(Tensor qx, __torch__.torch.classes.quantized.Conv3dPackedParamsBase packed_weight, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %p3t = prim.TupleConstruct(%w3, %ws, %wz, %none, %b, %ones3, %zeros3, %zeros3, %ones3, %g, %t) : tuple<tensor<[2, 2, 1, 2, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[2], f32>, list<int>, list<int>, list<int>, list<int>, int, int>
  %c3t = quantized.conv_transpose3d(%qy, %p3t, %os, %oz) {tocc.schema = "quantized::conv_transpose3d(Tensor qx, __torch__.torch.classes.quantized.Conv3dPackedParamsBase packed_weight, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %d0 = aten.dequantize.self(%c) : tensor<*, ?>
  %d1 = aten.dequantize.self(%ct) : tensor<*, ?>
  %d2 = aten.dequantize.self(%c3) : tensor<*, ?>
  %d3 = aten.dequantize.self(%c3r) : tensor<*, ?>
  %d4 = aten.dequantize.self(%c3t) : tensor<*, ?>
  return %d0, %d1, %d2, %d3, %d4
}

// -----

graph @dequantize_forms(%x: tensor<[3, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = 0.07} : float
  %z = prim.Constant {value = 120} : int
  %u8 = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %u8) : tensor<*, ?>
  %d = aten.dequantize.tensor(%q) : tensor<*, ?>
  %l = prim.ListConstruct(%q, %q) : list<tensor<*, ?>>
  %dl = aten.dequantize.list(%l) : list<tensor<*, ?>>
  %a, %b = prim.ListUnpack(%dl) : (tensor<*, ?>, tensor<*, ?>)
  return %d, %a, %b
}

// -----

// embedding_byte: u8 rows with a float scale and zero point each (the
// runtime packs them with embedding_bag_prepack); the sweep's integer
// inputs are in [0, 4).
graph @embedding_byte(%ids: tensor<[2, 4], i64>) -> (tensor<*, ?>) {
  %w = prim.Constant {value = dense<tensor<[4, 2], u8>, [1, 200, 37, 4, 255, 0, 17, 99]>} : tensor<[4, 2], u8>
  %ws = prim.Constant {value = dense<tensor<[4], f32>, [0.5, 0.25, 0.125, 0.03]>} : tensor<[4], f32>
  %wz = prim.Constant {value = dense<tensor<[4], f32>, [1.5, -2.0, 0.0, 7.25]>} : tensor<[4], f32>
  %axis = prim.Constant {value = 0} : int
  %none = prim.Constant : none
  %p = prim.TupleConstruct(%w, %ws, %wz, %axis, %none) : tuple<tensor<[4, 2], u8>, tensor<[4], f32>, tensor<[4], f32>, int, none>
  %false = prim.Constant {value = false} : bool
  %y = quantized.embedding_byte(%p, %ids, %false) {tocc.schema = "quantized::embedding_byte(__torch__.torch.classes.quantized.EmbeddingPackedParamsBase weight, Tensor indices, bool pruned_weights=False) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

graph @q_scale_zero_point(%x: tensor<[3, 5], f32>) -> (float, int) {
  %s = prim.Constant {value = 0.07} : float
  %z = prim.Constant {value = 120} : int
  %u8 = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %u8) : tensor<*, ?>
  %qs = aten.q_scale(%q) : float
  %qz = aten.q_zero_point(%q) : int
  return %qs, %qz
}

// -----

// Per channel: opset 13, its own sample.
graph @q_per_channel_params(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>, int) {
  %s = prim.Constant {value = dense<tensor<[3], f64>, [0.05, 0.03, 0.07]>} : tensor<[3], f64>
  %z = prim.Constant {value = dense<tensor<[3], i64>, [0, 3, -2]>} : tensor<[3], i64>
  %axis = prim.Constant {value = 1} : int
  %i8 = prim.Constant {value = 12} : int
  %q = aten.quantize_per_channel(%x, %s, %z, %axis, %i8) : tensor<*, ?>
  %ps = aten.q_per_channel_scales(%q) : tensor<*, ?>
  %pz = aten.q_per_channel_zero_points(%q) : tensor<*, ?>
  %pa = aten.q_per_channel_axis(%q) : int
  return %ps, %pz, %pa
}

// -----

// A list quantized at once, and a quantized::cat without an output scale
// (torch's takes the first input's).
graph @list_quantize_and_cat(%x: tensor<[2, 3], f32>, %y: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %l = prim.ListConstruct(%x, %y) : list<tensor<*, ?>>
  %s = prim.Constant {value = dense<tensor<[2], f64>, [0.07, 0.11]>} : tensor<[2], f64>
  %z = prim.Constant {value = dense<tensor<[2], i64>, [120, 131]>} : tensor<[2], i64>
  %dt = prim.Constant {value = 13} : int
  %qs = aten.quantize_per_tensor.tensors(%l, %s, %z, %dt) : list<tensor<*, ?>>
  %one = prim.Constant {value = 1} : int
  %none = prim.Constant : none
  %c = quantized.cat(%qs, %one, %none, %none) {tocc.schema = "quantized::cat(Tensor[] qx, int dim, float? scale, int? zero_point) -> Tensor"} : tensor<*, ?>
  %d = aten.dequantize.self(%c) : tensor<*, ?>
  return %d
}

// -----

// add of a scalar: the zero point shifted by round(b / s) (0.3), or the
// scale stretched where that leaves the range (9.9, -9.9; not 10, where
// some sums are ties on the stretched grid that torch rounds in f64).
graph @add_scalar_forms(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = 0.0625} : float
  %z = prim.Constant {value = 120} : int
  %u8 = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %u8) : tensor<*, ?>
  %small = prim.Constant {value = 0.3} : float
  %big = prim.Constant {value = 9.9} : float
  %neg = prim.Constant {value = -9.9} : float
  %a = quantized.add.Scalar(%q, %small) {tocc.schema = "quantized::add.Scalar(Tensor qa, Scalar b) -> Tensor qc"} : tensor<*, ?>
  %b = quantized.add.Scalar2(%big, %q) {tocc.schema = "quantized::add.Scalar2(Scalar b, Tensor qa) -> Tensor qc"} : tensor<*, ?>
  %c = quantized.add_relu.Scalar(%q, %neg) {tocc.schema = "quantized::add_relu.Scalar(Tensor qa, Scalar b) -> Tensor qc"} : tensor<*, ?>
  %d = quantized.add_relu.Scalar2(%small, %q) {tocc.schema = "quantized::add_relu.Scalar2(Scalar b, Tensor qa) -> Tensor qc"} : tensor<*, ?>
  %e = quantized.add_scalar(%q, %neg) {tocc.schema = "quantized::add_scalar(Tensor qa, Scalar b) -> Tensor qc"} : tensor<*, ?>
  %f = quantized.add_scalar_relu(%q, %big) {tocc.schema = "quantized::add_scalar_relu(Tensor qa, Scalar b) -> Tensor qc"} : tensor<*, ?>
  %d0 = aten.dequantize.self(%a) : tensor<*, ?>
  %d1 = aten.dequantize.self(%b) : tensor<*, ?>
  %d2 = aten.dequantize.self(%c) : tensor<*, ?>
  %d3 = aten.dequantize.self(%d) : tensor<*, ?>
  %d4 = aten.dequantize.self(%e) : tensor<*, ?>
  %d5 = aten.dequantize.self(%f) : tensor<*, ?>
  return %d0, %d1, %d2, %d3, %d4, %d5
}
