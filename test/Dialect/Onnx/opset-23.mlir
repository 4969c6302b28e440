// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// tocc's schemas of opset 23. Most of its changes add float4e2m1, which
// tocc has no dtype for: those ops keep the previous signature and
// inference at the new version. QuantizeLinear and DequantizeLinear change.

// CHECK-LABEL: graph @same_signature
// CHECK:         onnx.Cast(%x) {to = 7} : tensor<[n, 4], i64>
// CHECK:         onnx.CastLike(%x, %b) : tensor<[n, 4], bf16>
// CHECK:         onnx.Flatten(%x) {axis = 0} : tensor<[1, 4*n], f32>
// CHECK:         onnx.Transpose(%x) {perm = [1, 0]} : tensor<[4, n], f32>
// CHECK:         onnx.Unsqueeze(%x, %axes) : tensor<[n, 1, 4], f32>
// CHECK:         onnx.Squeeze(%1, %axes) : tensor<[n, 4], f32>
// CHECK:         onnx.Reshape(%x, %shape) : tensor<[2*n, 2], f32>
// CHECK:         onnx.Pad(%x, %pads, %none, %axes) {mode = "edge"} : tensor<[n, 7], f32>
// CHECK:         onnx.Shape(%x) : tensor<[2], i64>
// CHECK:         onnx.Size(%x) : tensor<[], i64>
// CHECK:         onnx.ConstantOfShape(%shape2) {value = dense<tensor<[1], bf16>, [1.0]>} : tensor<[2, 3], bf16>
// CHECK:         onnx.Identity(%x) : tensor<[n, 4], f32>
module attributes {onnx.opset_import = [["", 23]]} {
graph @same_signature(%x: tensor<[n, 4], f32>, %b: tensor<[], bf16>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.Cast(%x) {to = 7} : tensor<*, ?>
  %cl = onnx.CastLike(%x, %b) : tensor<*, ?>
  %f = onnx.Flatten(%x) {axis = 0} : tensor<*, ?>
  %t = onnx.Transpose(%x) {perm = [1, 0]} : tensor<*, ?>
  %axes = onnx.Constant {value_ints = [1]} : tensor<[1], i64>
  %1 = onnx.Unsqueeze(%x, %axes) : tensor<*, ?>
  %2 = onnx.Squeeze(%1, %axes) : tensor<*, ?>
  %shape = onnx.Constant {value_ints = [-1, 2]} : tensor<[2], i64>
  %3 = onnx.Reshape(%x, %shape) : tensor<*, ?>
  %pads = onnx.Constant {value_ints = [1, 2]} : tensor<[2], i64>
  %none = onnx.none : none
  %4 = onnx.Pad(%x, %pads, %none, %axes) {mode = "edge"} : tensor<*, ?>
  %s = onnx.Shape(%x) : tensor<*, ?>
  %z = onnx.Size(%x) : tensor<*, ?>
  %shape2 = onnx.Constant {value_ints = [2, 3]} : tensor<[2], i64>
  %c = onnx.ConstantOfShape(%shape2) {value = dense<tensor<[1], bf16>, [1.0]>} : tensor<*, ?>
  %i = onnx.Identity(%x) : tensor<*, ?>
  return %0, %cl, %f, %t, %2, %3, %4, %s, %z, %c, %i, %1
}
}

// -----

// QuantizeLinear-23: y_scale of its own type (here f16 for an f32 x), the
// attribute precision; DequantizeLinear-23: output_dtype sets y's type
// (f16 here, from an f32 scale), or x_scale's type without it.

// CHECK-LABEL: graph @quantize
// CHECK:         onnx.QuantizeLinear(%x, %s16) {axis = 1, block_size = 2, output_dtype = 5, precision = 1} : tensor<[n, 4], i16>
// CHECK:         onnx.QuantizeLinear(%x, %s16, %z) : tensor<[n, 4], u8>
// CHECK:         onnx.DequantizeLinear(%0, %scale) {axis = 1, block_size = 2, output_dtype = 10} : tensor<[n, 4], f16>
// CHECK:         onnx.DequantizeLinear(%0, %scale) {axis = 1, block_size = 2} : tensor<[n, 4], f32>
module attributes {onnx.opset_import = [["", 23]]} {
graph @quantize(%x: tensor<[n, 4], f32>, %scale: tensor<[n, 2], f32>, %s16: tensor<[n, 2], f16>, %z: tensor<[n, 2], u8>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.QuantizeLinear(%x, %s16) {axis = 1, block_size = 2, output_dtype = 5, precision = 1} : tensor<*, ?>
  %q = onnx.QuantizeLinear(%x, %s16, %z) : tensor<*, ?>
  %1 = onnx.DequantizeLinear(%0, %scale) {axis = 1, block_size = 2, output_dtype = 10} : tensor<*, ?>
  %2 = onnx.DequantizeLinear(%0, %scale) {axis = 1, block_size = 2} : tensor<*, ?>
  return %0, %q, %1, %2
}
}

// -----

// If-23 (a types-only version) keeps its regions and inference.

// CHECK-LABEL: graph @if23
// CHECK:         }) : tensor<[n, 4], f32>
module attributes {onnx.opset_import = [["", 23]]} {
graph @if23(%c: tensor<[], bool>, %x: tensor<[n, 4], f32>) -> (tensor<*, ?>) {
  %0 = onnx.If(%c) ({
    %r = onnx.Relu(%x) : tensor<[n, 4], f32>
    yield %r
  }, {
    %n = onnx.Neg(%x) : tensor<[n, 4], f32>
    yield %n
  }) : tensor<*, ?>
  return %0
}
}
