// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose' | FileCheck %s

// torch's quantized ops (Quantized.cpp, docs/quantization.md): a quantized
// tensor is the f32 tensor of its values, and each op that makes one ends
// in quantize_linear + dequantize_linear with its output scale and zero
// point (quint8 is u8, qint8 i8); dequantize is the value itself.

// CHECK-LABEL: graph @quantize_dequantize
// CHECK-DAG:   %[[S:.*]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-DAG:   %[[Z:.*]] = core.constant {value = dense<tensor<[], u8>, [10]>} : tensor<[], u8>
// CHECK:       %[[Q:.*]] = core.quantize_linear(%x, %[[S]], %[[Z]]) : tensor<[2, 3], u8>
// CHECK:       %[[D:.*]] = core.dequantize_linear(%[[Q]], %[[S]], %[[Z]]) : tensor<[2, 3], f32>
// CHECK:       return %[[D]]
graph @quantize_dequantize(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %s = prim.Constant {value = 0.5} : float
  %z = prim.Constant {value = 10} : int
  %dt = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %dt) : tensor<*, ?>
  %d = aten.dequantize.self(%q) : tensor<*, ?>
  return %d
}

// -----

// qint8 (12) is i8.
// CHECK-LABEL: graph @quantize_qint8
// CHECK:       core.quantize_linear(%x, %{{.*}}, %{{.*}}) : tensor<[4], i8>
graph @quantize_qint8(%x: tensor<[4], f32>) -> (tensor<*, ?>) {
  %s = prim.Constant {value = 0.25} : float
  %z = prim.Constant {value = -3} : int
  %dt = prim.Constant {value = 12} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %dt) : tensor<*, ?>
  %d = aten.dequantize.self(%q) : tensor<*, ?>
  return %d
}

// -----

// The packed weights (the importer's tuple): the i8 weight dequantized per
// channel along axis 0, a float conv with the bias, the relu, then the
// output's quantize and dequantize.
// CHECK-LABEL: graph @conv2d_relu_per_channel
// CHECK:       %[[W:.*]] = core.dequantize_linear(%w, %ws, %wz) {axis = 0} : tensor<[2, 1, 1, 1], f32>
// CHECK:       %[[C:.*]] = core.conv(%{{.*}}, %[[W]], %b) {dilations = [1, 1], groups = 2, pads = [0, 0, 0, 0], strides = [1, 1]} : tensor<[1, 2, 4, 4], f32>
// CHECK:       %[[R:.*]] = core.relu(%[[C]])
// CHECK:       %[[Q:.*]] = core.quantize_linear(%[[R]], %{{.*}}, %{{.*}}) : tensor<[1, 2, 4, 4], u8>
// CHECK:       core.dequantize_linear(%[[Q]]
graph @conv2d_relu_per_channel(%x: tensor<[1, 2, 4, 4], f32>) -> (tensor<*, ?>) {
  %s = prim.Constant {value = 0.1} : float
  %z = prim.Constant {value = 128} : int
  %dt = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %dt) : tensor<*, ?>
  %w = prim.Constant {value = dense<tensor<[2, 1, 1, 1], i8>, [3, -4]>} : tensor<[2, 1, 1, 1], i8>
  %ws = prim.Constant {value = dense<tensor<[2], f32>, [0.01, 0.02]>} : tensor<[2], f32>
  %wz = prim.Constant {value = dense<tensor<[2], i8>, [0, 0]>} : tensor<[2], i8>
  %axis = prim.Constant {value = 0} : int
  %b = prim.Constant {value = dense<tensor<[2], f32>, [0.5, -0.5]>} : tensor<[2], f32>
  %ones = prim.Constant {value = [1, 1]} : list<int>
  %zeros = prim.Constant {value = [0, 0]} : list<int>
  %groups = prim.Constant {value = 2} : int
  %transpose = prim.Constant {value = 0} : int
  %packed = prim.TupleConstruct(%w, %ws, %wz, %axis, %b, %ones, %zeros, %zeros, %ones, %groups, %transpose) : tuple<tensor<[2, 1, 1, 1], i8>, tensor<[2], f32>, tensor<[2], i8>, int, tensor<[2], f32>, list<int>, list<int>, list<int>, list<int>, int, int>
  %os = prim.Constant {value = 0.2} : float
  %oz = prim.Constant {value = 0} : int
  %y = quantized.conv2d_relu.new(%q, %packed, %os, %oz) {tocc.schema = "quantized::conv2d_relu.new(Tensor qx, __torch__.torch.classes.quantized.Conv2dPackedParamsBase packed_weight, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %d = aten.dequantize.self(%y) : tensor<*, ?>
  return %d
}

// -----

// A per-tensor linear weight (axis none) and no bias; add_relu and cat of
// quantized values, hardswish.
// CHECK-LABEL: graph @linear_add_cat_hardswish
// CHECK:       %[[W:.*]] = core.dequantize_linear(%w, %ws, %wz) : tensor<[3, 4], f32>
// CHECK:       %[[L:.*]] = core.linear(%{{.*}}, %[[W]], %none) : tensor<[2, 3], f32>
// CHECK:       core.quantize_linear(%[[L]], %{{.*}}, %{{.*}}) : tensor<[2, 3], u8>
// CHECK:       %[[A:.*]] = core.add(
// CHECK:       %[[R:.*]] = core.relu(%[[A]])
// CHECK:       core.quantize_linear(%[[R]]
// CHECK:       %[[C:.*]] = core.concat({{.*}}) {axis = 1} : tensor<[2, 6], f32>
// CHECK:       core.quantize_linear(%[[C]]
// CHECK:       %[[H:.*]] = core.hardswish(
// CHECK:       core.quantize_linear(%[[H]]
graph @linear_add_cat_hardswish(%x: tensor<[2, 4], f32>) -> (tensor<*, ?>) {
  %s = prim.Constant {value = 0.1} : float
  %z = prim.Constant {value = 128} : int
  %dt = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %dt) : tensor<*, ?>
  %w = prim.Constant {value = dense<tensor<[3, 4], i8>, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]>} : tensor<[3, 4], i8>
  %ws = prim.Constant {value = dense<tensor<[], f32>, [0.05]>} : tensor<[], f32>
  %wz = prim.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %none = prim.Constant : none
  %packed = prim.TupleConstruct(%w, %ws, %wz, %none, %none) : tuple<tensor<[3, 4], i8>, tensor<[], f32>, tensor<[], i8>, none, none>
  %os = prim.Constant {value = 0.3} : float
  %oz = prim.Constant {value = 100} : int
  %y = quantized.linear(%q, %packed, %os, %oz) {tocc.schema = "quantized::linear(Tensor X, __torch__.torch.classes.quantized.LinearPackedParamsBase W_prepack, float Y_scale_i, int Y_zero_point_i) -> Tensor Y"} : tensor<*, ?>
  %a = quantized.add_relu(%y, %y, %os, %oz) {tocc.schema = "quantized::add_relu(Tensor qa, Tensor qb, float scale, int zero_point) -> Tensor qc"} : tensor<*, ?>
  %one = prim.Constant {value = 1} : int
  %list = prim.ListConstruct(%y, %a) : list<tensor<*, ?>>
  %c = quantized.cat(%list, %one, %os, %oz) {tocc.schema = "quantized::cat(Tensor[] qx, int dim, float? scale, int? zero_point) -> Tensor"} : tensor<*, ?>
  %h = quantized.hardswish(%c, %os, %oz) {tocc.schema = "quantized::hardswish(Tensor input, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %d = aten.dequantize.self(%h) : tensor<*, ?>
  return %d
}

// -----

// An average pool of a quantized tensor rounds to its input's scale and
// zero point, as torch's quantized kernel does: decompose inserts a
// requantize after it; a max pool (which moves values) needs none, and
// neither does an average pool of what dequantize made (a float tensor).
// CHECK-LABEL: graph @avg_pool_requantized
// CHECK:       core.max_pool
// CHECK-NOT:   core.quantize_linear
// CHECK:       %[[P:.*]] = core.reduce_mean
// CHECK:       %[[S:.*]] = core.constant {value = dense<tensor<[], f32>, [0.1]>}
// CHECK:       %[[Z:.*]] = core.constant {value = dense<tensor<[], u8>, [128]>}
// CHECK:       %[[Q:.*]] = core.quantize_linear(%[[P]], %[[S]], %[[Z]]) : tensor<[1, 2, 1, 1], u8>
// CHECK:       core.dequantize_linear(%[[Q]]
// CHECK:       core.reduce_mean
// CHECK-NOT:   core.quantize_linear
// CHECK:       return
graph @avg_pool_requantized(%x: tensor<[1, 2, 4, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %s = prim.Constant {value = 0.1} : float
  %z = prim.Constant {value = 128} : int
  %dt = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %dt) : tensor<*, ?>
  %k = prim.Constant {value = [2, 2]} : list<int>
  %pad = prim.Constant {value = [0, 0]} : list<int>
  %dil = prim.Constant {value = [1, 1]} : list<int>
  %false = prim.Constant {value = false} : bool
  %m = aten.max_pool2d(%q, %k, %k, %pad, %dil, %false) : tensor<*, ?>
  %one = prim.Constant {value = [1, 1]} : list<int>
  %p = aten.adaptive_avg_pool2d(%m, %one) : tensor<*, ?>
  %d = aten.dequantize.self(%p) : tensor<*, ?>
  %f = aten.dequantize.self(%q) : tensor<*, ?>
  %pf = aten.adaptive_avg_pool2d(%f, %one) : tensor<*, ?>
  return %d, %pf
}
