// Sweep samples of qdq-to-qoperator (lib/Conversion/CoreToOnnx/
// QdqToQOperator.cpp, docs/quantization.md, "The QOperator format"): the
// lowering sweep runs the pass after lower-to-onnx, so ONNX Runtime runs
// QLinearConv (with a Relu as a Clip from opset 12) and MatMulInteger
// against the interpreter's QDQ core graph. Power-of-two scales and
// biases that are multiples of x_scale * w_scale, so that the i32 bias
// and the requantization are exact on both sides.
// sweep-after-lowering: qdq-to-qoperator,dce
// supported-ops: new-ops-only

graph @qlinear_conv(%x: tensor<[1, 2, 5, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
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

graph @matmul_integer_static(%x: tensor<[3, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
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

// A dynamically quantized linear of a 3-D input (MatMul) with per-channel
// weights: the input's scale is computed at run time.
graph @matmul_integer_dynamic(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %w = prim.Constant {value = dense<tensor<[2, 4], i8>, [3, -4, 7, 1, -2, 5, 0, -8]>} : tensor<[2, 4], i8>
  %ws = prim.Constant {value = dense<tensor<[2], f32>, [0.0625, 0.03125]>} : tensor<[2], f32>
  %wz = prim.Constant {value = dense<tensor<[2], i8>, [0, 0]>} : tensor<[2], i8>
  %axis = prim.Constant {value = 0} : int
  %b = prim.Constant {value = dense<tensor<[2], f32>, [0.5, -0.25]>} : tensor<[2], f32>
  %p = prim.TupleConstruct(%w, %ws, %wz, %axis, %b) : tuple<tensor<[2, 4], i8>, tensor<[2], f32>, tensor<[2], i8>, int, tensor<[2], f32>>
  %t = prim.Constant {value = true} : bool
  %y = quantized.linear_dynamic(%x, %p, %t) {tocc.schema = "quantized::linear_dynamic(Tensor X, __torch__.torch.classes.quantized.LinearPackedParamsBase W_prepack, bool reduce_range=False) -> Tensor Y"} : tensor<*, ?>
  return %y
}
