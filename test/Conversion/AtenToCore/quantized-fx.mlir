// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose' | FileCheck %s

// The forms FX graph mode's quantized models add (Quantized.cpp,
// docs/quantization.md "FX graph mode"): tensor scales and zero points,
// per-channel quantize, quantized tensor constants, lists of dequantize,
// int_repr, the quantized ops FX emits, and the requantize after aten ops
// on quantized tensors whose torch kernels give fixed or the input's
// scale and zero point.

// quantize_per_tensor.tensor_qparams: FX's `_scale_0` (0-d f32) and
// `_zero_point_0` (0-d i64) tensors are read as numbers.
// CHECK-LABEL: graph @tensor_qparams
// CHECK-DAG:   %[[S:.*]] = core.constant {value = dense<tensor<[], f32>, [0.25]>} : tensor<[], f32>
// CHECK-DAG:   %[[Z:.*]] = core.constant {value = dense<tensor<[], u8>, [7]>} : tensor<[], u8>
// CHECK:       %[[Q:.*]] = core.quantize_linear(%x, %[[S]], %[[Z]]) : tensor<[2, 3], u8>
// CHECK:       core.dequantize_linear(%[[Q]], %[[S]], %[[Z]]) : tensor<[2, 3], f32>
graph @tensor_qparams(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %s = prim.Constant {value = dense<tensor<[], f32>, [0.25]>} : tensor<[], f32>
  %z = prim.Constant {value = dense<tensor<[], i64>, [7]>} : tensor<[], i64>
  %dt = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor.tensor_qparams(%x, %s, %z, %dt) : tensor<*, ?>
  %d = aten.dequantize.self(%q) : tensor<*, ?>
  return %d
}

// -----

// quantize_per_channel: the scales cast to f32, the zero points to the
// dtype's integers, along the axis.
// CHECK-LABEL: graph @per_channel
// CHECK:       %[[Q:.*]] = core.quantize_linear(%x, %{{.*}}, %{{.*}}) {axis = 1} : tensor<[2, 3], i8>
// CHECK:       core.dequantize_linear(%[[Q]], %{{.*}}, %{{.*}}) {axis = 1} : tensor<[2, 3], f32>
graph @per_channel(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %s = prim.Constant {value = dense<tensor<[3], f64>, [0.5, 0.25, 0.125]>} : tensor<[3], f64>
  %z = prim.Constant {value = dense<tensor<[3], i64>, [0, 1, -1]>} : tensor<[3], i64>
  %axis = prim.Constant {value = -1} : int
  %dt = prim.Constant {value = 12} : int
  %q = aten.quantize_per_channel(%x, %s, %z, %axis, %dt) : tensor<*, ?>
  %d = aten.dequantize.self(%q) : tensor<*, ?>
  return %d
}

// -----

// int_repr: the integers the dequantize_linear reads; dequantize.tensors:
// the list itself.
// CHECK-LABEL: graph @int_repr_and_lists
// CHECK:       %[[Q:.*]] = core.quantize_linear(%x, %[[S:.*]], %[[Z:.*]]) : tensor<[4], u8>
// CHECK:       %[[D:.*]] = core.dequantize_linear(%[[Q]], %[[S]], %[[Z]])
// CHECK-NOT:   core.quantize_linear
// CHECK:       return %[[Q]], %[[D]], %[[D]]
graph @int_repr_and_lists(%x: tensor<[4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = 0.5} : float
  %z = prim.Constant {value = 3} : int
  %dt = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %dt) : tensor<*, ?>
  %i = aten.int_repr(%q) : tensor<*, ?>
  %l = prim.ListConstruct(%q, %q) : list<tensor<*, ?>>
  %dl = aten.dequantize.tensors(%l) : list<tensor<*, ?>>
  %a, %b = prim.ListUnpack(%dl) : (tensor<*, ?>, tensor<*, ?>)
  return %i, %a, %b
}

// -----

// A quantized tensor constant (the importer's form of FX reference
// mode's weights) is a dequantize_linear already: dequantize passes it.
// CHECK-LABEL: graph @quantized_constant
// CHECK:       %[[W:.*]] = core.dequantize_linear(%w, %ws, %wz) {axis = 0} : tensor<[2, 1], f32>
// CHECK:       return %[[W]]
graph @quantized_constant() -> (tensor<*, ?>) {
  %w = prim.Constant {value = dense<tensor<[2, 1], i8>, [3, -4]>} : tensor<[2, 1], i8>
  %ws = prim.Constant {value = dense<tensor<[2], f32>, [0.5, 0.25]>} : tensor<[2], f32>
  %wz = prim.Constant {value = dense<tensor<[2], i8>, [0, 0]>} : tensor<[2], i8>
  %q = core.dequantize_linear(%w, %ws, %wz) {axis = 0} : tensor<[2, 1], f32>
  %d = aten.dequantize.self(%q) : tensor<*, ?>
  return %d
}

// -----

// sigmoid, hardsigmoid and tanh of a quantized tensor: torch's kernels
// give them fixed scales and zero points (quint8: 1/256 and 0, tanh 2/256
// and 128; qint8: 1/256 and -128, tanh 2/256 and 0); hardtanh, clamp and
// leaky_relu keep the input's, to which they round; cat requantizes to its
// first input's where the others differ.
// CHECK-LABEL: graph @requantized
// CHECK:       %sig = core.sigmoid(%q)
// CHECK-NEXT:  %[[S:.*]] = core.constant {value = dense<tensor<[], f32>, [0.00390625]>}
// CHECK-NEXT:  %[[Z:.*]] = core.constant {value = dense<tensor<[], u8>, [0]>}
// CHECK-NEXT:  core.quantize_linear(%sig, %[[S]], %[[Z]])
// CHECK:       %hs = core.hardsigmoid(%q)
// CHECK-NEXT:  %[[S:.*]] = core.constant {value = dense<tensor<[], f32>, [0.00390625]>}
// CHECK-NEXT:  %[[Z:.*]] = core.constant {value = dense<tensor<[], u8>, [0]>}
// CHECK-NEXT:  core.quantize_linear(%hs, %[[S]], %[[Z]])
// CHECK:       %th = core.tanh(%q)
// CHECK-NEXT:  %[[S:.*]] = core.constant {value = dense<tensor<[], f32>, [0.0078125]>}
// CHECK-NEXT:  %[[Z:.*]] = core.constant {value = dense<tensor<[], u8>, [128]>}
// CHECK-NEXT:  core.quantize_linear(%th, %[[S]], %[[Z]])
// CHECK:       %ht = core.clamp(%q,
// CHECK-NEXT:  %[[S:.*]] = core.constant {value = dense<tensor<[], f32>, [0.1]>}
// CHECK-NEXT:  %[[Z:.*]] = core.constant {value = dense<tensor<[], u8>, [100]>}
// CHECK-NEXT:  core.quantize_linear(%ht, %[[S]], %[[Z]])
// CHECK:       %cl = core.clamp(%q,
// CHECK-NEXT:  %[[S:.*]] = core.constant {value = dense<tensor<[], f32>, [0.1]>}
// CHECK-NEXT:  %[[Z:.*]] = core.constant {value = dense<tensor<[], u8>, [100]>}
// CHECK-NEXT:  core.quantize_linear(%cl, %[[S]], %[[Z]])
// CHECK:       %lr = core.leaky_relu(%q)
// CHECK-NEXT:  %[[S:.*]] = core.constant {value = dense<tensor<[], f32>, [0.1]>}
// CHECK-NEXT:  %[[Z:.*]] = core.constant {value = dense<tensor<[], u8>, [100]>}
// CHECK-NEXT:  core.quantize_linear(%lr, %[[S]], %[[Z]])
// CHECK:       %cat = core.concat(%q, %q2)
// CHECK-NEXT:  %[[S:.*]] = core.constant {value = dense<tensor<[], f32>, [0.1]>}
// CHECK-NEXT:  %[[Z:.*]] = core.constant {value = dense<tensor<[], u8>, [100]>}
// CHECK-NEXT:  core.quantize_linear(%cat, %[[S]], %[[Z]])
graph @requantized(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = 0.1} : float
  %z = prim.Constant {value = 100} : int
  %s2 = prim.Constant {value = 0.2} : float
  %dt = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %dt) : tensor<*, ?>
  %q2 = aten.quantize_per_tensor(%x, %s2, %z, %dt) : tensor<*, ?>
  %sig = aten.sigmoid(%q) : tensor<*, ?>
  %hs = aten.hardsigmoid(%q) : tensor<*, ?>
  %th = aten.tanh(%q) : tensor<*, ?>
  %lo = prim.Constant {value = -1.03} : float
  %hi = prim.Constant {value = 1.01} : float
  %ht = aten.hardtanh(%q, %lo, %hi) : tensor<*, ?>
  %cl = aten.clamp(%q, %lo, %hi) : tensor<*, ?>
  %slope = prim.Constant {value = 0.1} : float
  %lr = aten.leaky_relu(%q, %slope) : tensor<*, ?>
  %one = prim.Constant {value = 1} : int
  %l = prim.ListConstruct(%q, %q2) : list<tensor<*, ?>>
  %cat = aten.cat(%l, %one) : tensor<*, ?>
  %d0 = aten.dequantize.self(%sig) : tensor<*, ?>
  %d1 = aten.dequantize.self(%hs) : tensor<*, ?>
  %d2 = aten.dequantize.self(%th) : tensor<*, ?>
  %d3 = aten.dequantize.self(%ht) : tensor<*, ?>
  %d4 = aten.dequantize.self(%cl) : tensor<*, ?>
  %d5 = aten.dequantize.self(%lr) : tensor<*, ?>
  %d6 = aten.dequantize.self(%cat) : tensor<*, ?>
  return %d0, %d1, %d2, %d3, %d4, %d5, %d6
}

// -----

// A cat of tensors of one scale and zero point moves values: no
// requantize; nor after a max pool or a relu.
// CHECK-LABEL: graph @not_requantized
// CHECK:       %[[CAT:.*]] = core.concat(
// CHECK-NEXT:  %[[R:.*]] = core.relu(%[[CAT]])
// CHECK-NEXT:  return %[[R]]
graph @not_requantized(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %s = prim.Constant {value = 0.1} : float
  %z = prim.Constant {value = 100} : int
  %dt = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %dt) : tensor<*, ?>
  %one = prim.Constant {value = 1} : int
  %l = prim.ListConstruct(%q, %q) : list<tensor<*, ?>>
  %cat = aten.cat(%l, %one) : tensor<*, ?>
  %r = aten.relu(%cat) : tensor<*, ?>
  %d = aten.dequantize.self(%r) : tensor<*, ?>
  return %d
}

// -----

// quantized::layer_norm over the last normalized_shape dims,
// leaky_relu, matmul and sigmoid with their output scales, mul by a
// scalar (torch keeps the integers and scales the scale: the exact
// product), relu6.
// CHECK-LABEL: graph @fx_ops
// CHECK:       %[[LN:.*]] = core.layer_norm(%{{.*}}, %w, %b) {axis = 1, eps = 1.0e-05}
// CHECK:       core.quantize_linear(%[[LN]]
// CHECK:       %[[LR:.*]] = core.leaky_relu(%{{.*}}) {negative_slope = 0.1}
// CHECK:       core.quantize_linear(%[[LR]]
// CHECK:       %[[MM:.*]] = core.matmul(
// CHECK:       core.quantize_linear(%[[MM]]
// CHECK:       %[[SG:.*]] = core.sigmoid(
// CHECK:       core.quantize_linear(%[[SG]]
// CHECK:       %[[MS:.*]] = core.mul(%{{.*}}, %{{.*}}) : tensor<[2, 4], f32>
// CHECK-NOT:   core.quantize_linear(%[[MS]]
// CHECK:       %[[R6:.*]] = core.clamp(
// CHECK:       core.quantize_linear(%[[R6]]
graph @fx_ops(%x: tensor<[2, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = 0.1} : float
  %z = prim.Constant {value = 100} : int
  %dt = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %dt) : tensor<*, ?>
  %shape = prim.Constant {value = [4]} : list<int>
  %w = prim.Constant {value = dense<tensor<[4], f32>, [1.0, 2.0, 0.5, 1.0]>} : tensor<[4], f32>
  %b = prim.Constant {value = dense<tensor<[4], f32>, [0.0, 0.1, 0.0, -0.1]>} : tensor<[4], f32>
  %eps = prim.Constant {value = 1.0e-05} : float
  %os = prim.Constant {value = 0.05} : float
  %oz = prim.Constant {value = 128} : int
  %ln = quantized.layer_norm(%q, %shape, %w, %b, %eps, %os, %oz) {tocc.schema = "quantized::layer_norm(Tensor input, int[] normalized_shape, Tensor? weight, Tensor? bias, float eps, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %slope = prim.Constant {value = 0.1} : float
  %false = prim.Constant {value = false} : bool
  %lr = quantized.leaky_relu(%q, %slope, %false, %os, %oz) {tocc.schema = "quantized::leaky_relu(Tensor qx, Scalar negative_slope, bool inplace, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %zero = prim.Constant {value = 0} : int
  %one = prim.Constant {value = 1} : int
  %t = aten.transpose.int(%q, %zero, %one) : tensor<*, ?>
  %mm = quantized.matmul(%q, %t, %os, %oz) {tocc.schema = "quantized::matmul(Tensor qa, Tensor qb, float scale, int zero_point) -> Tensor qc"} : tensor<*, ?>
  %sg = quantized.sigmoid(%q, %os, %zero) {tocc.schema = "quantized::sigmoid(Tensor qx, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %c = prim.Constant {value = -0.35} : float
  %ms = quantized.mul.Scalar(%q, %c) {tocc.schema = "quantized::mul.Scalar(Tensor qa, Scalar b) -> Tensor qc"} : tensor<*, ?>
  %r6 = quantized.relu6(%q, %false) {tocc.schema = "quantized::relu6(Tensor qx, bool inplace=False) -> Tensor"} : tensor<*, ?>
  %d0 = aten.dequantize.self(%ln) : tensor<*, ?>
  %d1 = aten.dequantize.self(%lr) : tensor<*, ?>
  %d2 = aten.dequantize.self(%mm) : tensor<*, ?>
  %d3 = aten.dequantize.self(%sg) : tensor<*, ?>
  %d4 = aten.dequantize.self(%ms) : tensor<*, ?>
  %d5 = aten.dequantize.self(%r6) : tensor<*, ?>
  return %d0, %d1, %d2, %d3, %d4, %d5
}

// -----

// conv1d: torch packs it as a 2-d conv of kernel height 1 (weight
// [O, C/g, 1, k], stride [1, s], padding [0, p]): unsqueeze, conv,
// squeeze. conv_transpose2d: a transposed conv with the output padding.
// CHECK-LABEL: graph @conv1d_and_transpose
// CHECK:       %[[U:.*]] = core.unsqueeze(%{{.*}}) {axes = [2]} : tensor<[1, 2, 1, 5], f32>
// CHECK:       %[[C:.*]] = core.conv(%[[U]], %{{.*}}, %none) {dilations = [1, 1], groups = 1, pads = [0, 1, 0, 1], strides = [1, 2]} : tensor<[1, 2, 1, 3], f32>
// CHECK:       %[[S:.*]] = core.squeeze(%[[C]]) {axes = [2]} : tensor<[1, 2, 3], f32>
// CHECK:       core.quantize_linear(%[[S]]
// CHECK:       %[[T:.*]] = core.conv_transpose(%{{.*}}, %{{.*}}, %none) {dilations = [1, 1], groups = 1, output_padding = [1, 1], pads = [0, 0, 0, 0], strides = [2, 2]} : tensor<[1, 2, 6, 6], f32>
// CHECK:       core.quantize_linear(%[[T]]
graph @conv1d_and_transpose(%x: tensor<[1, 2, 5], f32>, %y: tensor<[1, 2, 2, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = 0.1} : float
  %z = prim.Constant {value = 128} : int
  %dt = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %dt) : tensor<*, ?>
  %qy = aten.quantize_per_tensor(%y, %s, %z, %dt) : tensor<*, ?>
  %w = prim.Constant {value = dense<tensor<[2, 2, 1, 3], i8>, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]>} : tensor<[2, 2, 1, 3], i8>
  %ws = prim.Constant {value = dense<tensor<[], f32>, [0.01]>} : tensor<[], f32>
  %wz = prim.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %none = prim.Constant : none
  %stride = prim.Constant {value = [1, 2]} : list<int>
  %pad = prim.Constant {value = [0, 1]} : list<int>
  %zeros = prim.Constant {value = [0, 0]} : list<int>
  %ones = prim.Constant {value = [1, 1]} : list<int>
  %twos = prim.Constant {value = [2, 2]} : list<int>
  %g = prim.Constant {value = 1} : int
  %f = prim.Constant {value = 0} : int
  %t = prim.Constant {value = 1} : int
  %packed = prim.TupleConstruct(%w, %ws, %wz, %none, %none, %stride, %pad, %zeros, %ones, %g, %f) : tuple<tensor<[2, 2, 1, 3], i8>, tensor<[], f32>, tensor<[], i8>, none, none, list<int>, list<int>, list<int>, list<int>, int, int>
  %os = prim.Constant {value = 0.2} : float
  %c = quantized.conv1d(%q, %packed, %os, %z) {tocc.schema = "quantized::conv1d(Tensor qx, __torch__.torch.classes.quantized.Conv2dPackedParamsBase packed_weight, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %wt = prim.Constant {value = dense<tensor<[2, 2, 3, 3], i8>, elided>} : tensor<[2, 2, 3, 3], i8>
  %packedt = prim.TupleConstruct(%wt, %ws, %wz, %none, %none, %twos, %zeros, %ones, %ones, %g, %t) : tuple<tensor<[2, 2, 3, 3], i8>, tensor<[], f32>, tensor<[], i8>, none, none, list<int>, list<int>, list<int>, list<int>, int, int>
  %ct = quantized.conv_transpose2d(%qy, %packedt, %os, %z) {tocc.schema = "quantized::conv_transpose2d(Tensor qx, __torch__.torch.classes.quantized.Conv2dPackedParamsBase packed_weight, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %d = aten.dequantize.self(%c) : tensor<*, ?>
  %dt2 = aten.dequantize.self(%ct) : tensor<*, ?>
  return %d, %dt2
}

// -----

// embedding_byte: the importer's tuple of u8 rows with a float scale and
// zero point per row; the rows gathered, times their scale, plus their
// bias -zero_point * scale.
// CHECK-LABEL: graph @embedding_byte
// CHECK:       %[[ZS:.*]] = core.mul(%wz, %ws) : tensor<[3], f32>
// CHECK-NEXT:  %[[B:.*]] = core.neg(%[[ZS]]) : tensor<[3], f32>
// CHECK-NEXT:  %[[R:.*]] = core.index_select(%w, %ids) {axis = 0} : tensor<[2, 4, 2], u8>
// CHECK-NEXT:  %[[RF:.*]] = core.cast(%[[R]]) {dtype = f32} : tensor<[2, 4, 2], f32>
// CHECK-NEXT:  %[[S:.*]] = core.index_select(%ws, %ids) {axis = 0} : tensor<[2, 4], f32>
// CHECK-NEXT:  %[[S1:.*]] = core.unsqueeze(%[[S]]) {axes = [2]} : tensor<[2, 4, 1], f32>
// CHECK-NEXT:  %[[M:.*]] = core.mul(%[[RF]], %[[S1]]) : tensor<[2, 4, 2], f32>
// CHECK-NEXT:  %[[BB:.*]] = core.index_select(%[[B]], %ids) {axis = 0} : tensor<[2, 4], f32>
// CHECK-NEXT:  %[[B1:.*]] = core.unsqueeze(%[[BB]]) {axes = [2]} : tensor<[2, 4, 1], f32>
// CHECK-NEXT:  %[[Y:.*]] = core.add(%[[M]], %[[B1]]) : tensor<[2, 4, 2], f32>
// CHECK-NEXT:  return %[[Y]]
graph @embedding_byte(%ids: tensor<[2, 4], i64>) -> (tensor<*, ?>) {
  %w = prim.Constant {value = dense<tensor<[3, 2], u8>, [1, 2, 3, 4, 5, 6]>} : tensor<[3, 2], u8>
  %ws = prim.Constant {value = dense<tensor<[3], f32>, [0.5, 0.25, 0.125]>} : tensor<[3], f32>
  %wz = prim.Constant {value = dense<tensor<[3], f32>, [1.5, -2.0, 0.0]>} : tensor<[3], f32>
  %axis = prim.Constant {value = 0} : int
  %none = prim.Constant : none
  %p = prim.TupleConstruct(%w, %ws, %wz, %axis, %none) : tuple<tensor<[3, 2], u8>, tensor<[3], f32>, tensor<[3], f32>, int, none>
  %false = prim.Constant {value = false} : bool
  %y = quantized.embedding_byte(%p, %ids, %false) {tocc.schema = "quantized::embedding_byte(__torch__.torch.classes.quantized.EmbeddingPackedParamsBase weight, Tensor indices, bool pruned_weights=False) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

// q_scale and q_zero_point: host scalars of the dequantize's constants;
// q_per_channel_*: its scales (as f64), zero points (as i64) and axis.
// CHECK-LABEL: graph @qparams
// CHECK-DAG:   %[[S:.*]] = core.scalar_constant {value = 0.5} : float
// CHECK-DAG:   %[[Z:.*]] = core.scalar_constant {value = 3} : int
// CHECK-DAG:   %[[A:.*]] = core.scalar_constant {value = 1} : int
// CHECK-DAG:   %[[CS:.*]] = core.cast(%{{.*}}) {dtype = f64} : tensor<[3], f64>
// CHECK-DAG:   %[[CZ:.*]] = core.cast(%{{.*}}) {dtype = i64} : tensor<[3], i64>
// CHECK:       return %[[S]], %[[Z]], %[[CS]], %[[CZ]], %[[A]]
graph @qparams(%x: tensor<[2, 3], f32>) -> (float, int, tensor<*, ?>, tensor<*, ?>, int) {
  %s = prim.Constant {value = 0.5} : float
  %z = prim.Constant {value = 3} : int
  %dt = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %dt) : tensor<*, ?>
  %qs = aten.q_scale(%q) : float
  %qz = aten.q_zero_point(%q) : int
  %cs = prim.Constant {value = dense<tensor<[3], f64>, [0.5, 0.25, 0.125]>} : tensor<[3], f64>
  %cz = prim.Constant {value = dense<tensor<[3], i64>, [0, 1, 2]>} : tensor<[3], i64>
  %axis = prim.Constant {value = 1} : int
  %qc = aten.quantize_per_channel(%x, %cs, %cz, %axis, %dt) : tensor<*, ?>
  %pcs = aten.q_per_channel_scales(%qc) : tensor<*, ?>
  %pcz = aten.q_per_channel_zero_points(%qc) : tensor<*, ?>
  %pca = aten.q_per_channel_axis(%qc) : int
  return %qs, %qz, %pcs, %pcz, %pca
}

// -----

// quantize_per_tensor.tensors: one scale and zero point per tensor; a
// quantized::cat without an output scale takes its first input's.
// CHECK-LABEL: graph @list_quantize_and_cat
// CHECK:       %[[S0:.*]] = core.constant {value = dense<tensor<[], f32>, [0.5]>}
// CHECK-NEXT:  %[[Z0:.*]] = core.constant {value = dense<tensor<[], u8>, [1]>}
// CHECK-NEXT:  %[[Q0:.*]] = core.quantize_linear(%x, %[[S0]], %[[Z0]])
// CHECK-NEXT:  %[[D0:.*]] = core.dequantize_linear(%[[Q0]], %[[S0]], %[[Z0]])
// CHECK-NEXT:  %[[S1:.*]] = core.constant {value = dense<tensor<[], f32>, [0.25]>}
// CHECK-NEXT:  %[[Z1:.*]] = core.constant {value = dense<tensor<[], u8>, [2]>}
// CHECK-NEXT:  %[[Q1:.*]] = core.quantize_linear(%y, %[[S1]], %[[Z1]])
// CHECK-NEXT:  %[[D1:.*]] = core.dequantize_linear(%[[Q1]], %[[S1]], %[[Z1]])
// CHECK:       %[[C:.*]] = core.concat(%[[D0]], %[[D1]]) {axis = 0}
// CHECK-NEXT:  %[[QC:.*]] = core.quantize_linear(%[[C]], %[[S0]], %[[Z0]])
// CHECK-NEXT:  core.dequantize_linear(%[[QC]], %[[S0]], %[[Z0]])
graph @list_quantize_and_cat(%x: tensor<[2], f32>, %y: tensor<[3], f32>) -> (tensor<*, ?>) {
  %l = prim.ListConstruct(%x, %y) : list<tensor<*, ?>>
  %s = prim.Constant {value = dense<tensor<[2], f64>, [0.5, 0.25]>} : tensor<[2], f64>
  %z = prim.Constant {value = dense<tensor<[2], i64>, [1, 2]>} : tensor<[2], i64>
  %dt = prim.Constant {value = 13} : int
  %qs = aten.quantize_per_tensor.tensors(%l, %s, %z, %dt) : list<tensor<*, ?>>
  %zero = prim.Constant {value = 0} : int
  %none = prim.Constant : none
  %c = quantized.cat(%qs, %zero, %none, %none) {tocc.schema = "quantized::cat(Tensor[] qx, int dim, float? scale, int? zero_point) -> Tensor"} : tensor<*, ?>
  %d = aten.dequantize.self(%c) : tensor<*, ?>
  return %d
}

// -----

// add.Scalar: scale 0.5, zero point 10 plus 1.2 shifts the zero point by
// round(2.4) = 2 (z' = 8); plus 10 would take it to -10: the scale
// stretches to (255 + 10) / 255 * 0.5 and z' = 0.
// CHECK-LABEL: graph @add_scalar
// CHECK:       %[[A:.*]] = core.add(%{{.*}}, %{{.*}}) : tensor<[4], f32>
// CHECK-NEXT:  %[[S:.*]] = core.constant {value = dense<tensor<[], f32>, [0.5]>}
// CHECK-NEXT:  %[[Z:.*]] = core.constant {value = dense<tensor<[], u8>, [8]>}
// CHECK-NEXT:  core.quantize_linear(%[[A]], %[[S]], %[[Z]])
// CHECK:       %[[B:.*]] = core.add(%{{.*}}, %{{.*}}) : tensor<[4], f32>
// CHECK-NEXT:  %[[S2:.*]] = core.constant {value = dense<tensor<[], f32>, [0.51960784]>}
// CHECK-NEXT:  %[[Z2:.*]] = core.constant {value = dense<tensor<[], u8>, [0]>}
// CHECK-NEXT:  core.quantize_linear(%[[B]], %[[S2]], %[[Z2]])
graph @add_scalar(%x: tensor<[4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = 0.5} : float
  %z = prim.Constant {value = 10} : int
  %dt = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %dt) : tensor<*, ?>
  %b1 = prim.Constant {value = 1.2} : float
  %b2 = prim.Constant {value = 10.0} : float
  %a = quantized.add.Scalar(%q, %b1) {tocc.schema = "quantized::add.Scalar(Tensor qa, Scalar b) -> Tensor qc"} : tensor<*, ?>
  %b = quantized.add.Scalar(%q, %b2) {tocc.schema = "quantized::add.Scalar(Tensor qa, Scalar b) -> Tensor qc"} : tensor<*, ?>
  %da = aten.dequantize.self(%a) : tensor<*, ?>
  %db = aten.dequantize.self(%b) : tensor<*, ?>
  return %da, %db
}
