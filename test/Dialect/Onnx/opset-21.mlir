// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// tocc's schemas of opset 21. Most of its changes add int4 and uint4,
// which tocc has no dtype for: those ops keep the previous signature and
// inference at the new version.

// CHECK-LABEL: graph @same_signature
// CHECK:         onnx.Cast(%x) {to = 7} : tensor<[n, 4], i64>
// CHECK:         onnx.Flatten(%x) {axis = 0} : tensor<[1, 4*n], f32>
// CHECK:         onnx.Transpose(%x) {perm = [1, 0]} : tensor<[4, n], f32>
// CHECK:         onnx.Unsqueeze(%x, %axes) : tensor<[n, 1, 4], f32>
// CHECK:         onnx.Squeeze(%1, %axes) : tensor<[n, 4], f32>
// CHECK:         onnx.Reshape(%x, %shape) : tensor<[2*n, 2], f32>
// CHECK:         onnx.Pad(%x, %pads, %none, %axes) {mode = "edge"} : tensor<[n, 7], f32>
module attributes {onnx.opset_import = [["", 21]]} {
graph @same_signature(%x: tensor<[n, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.Cast(%x) {to = 7} : tensor<*, ?>
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
  return %0, %f, %t, %2, %3, %4, %1
}
}

// -----

// QuantizeLinear-21: blocked quantization and output_dtype (here int16,
// new at 21) when there is no zero point; DequantizeLinear-21 of int16.

// CHECK-LABEL: graph @quantize
// CHECK:         onnx.QuantizeLinear(%x, %scale) {axis = 1, block_size = 2, output_dtype = 5} : tensor<[n, 4], i16>
// CHECK:         onnx.DequantizeLinear(%0, %scale) {axis = 1, block_size = 2} : tensor<[n, 4], f32>
module attributes {onnx.opset_import = [["", 21]]} {
graph @quantize(%x: tensor<[n, 4], f32>, %scale: tensor<[n, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.QuantizeLinear(%x, %scale) {axis = 1, block_size = 2, output_dtype = 5} : tensor<*, ?>
  %1 = onnx.DequantizeLinear(%0, %scale) {axis = 1, block_size = 2} : tensor<*, ?>
  return %0, %1
}
}

// -----

// GroupNormalization-21: stash_type, scale and bias per channel.
// QLinearMatMul-21: float16 scales.

// CHECK-LABEL: graph @others
// CHECK:         onnx.GroupNormalization(%x, %c, %c) {num_groups = 2, stash_type = 1} : tensor<[n, 4, 8], f32>
// CHECK:         onnx.QLinearMatMul(%a, %s, %z, %a, %s, %z, %s, %z) : tensor<[2, 2], u8>
module attributes {onnx.opset_import = [["", 21]]} {
graph @others(%x: tensor<[n, 4, 8], f32>, %c: tensor<[4], f32>, %a: tensor<[2, 2], u8>, %s: tensor<[], f16>, %z: tensor<[], u8>) -> (tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.GroupNormalization(%x, %c, %c) {num_groups = 2, stash_type = 1} : tensor<*, ?>
  %1 = onnx.QLinearMatMul(%a, %s, %z, %a, %s, %z, %s, %z) : tensor<*, ?>
  return %0, %1
}
}

// -----

// If-21 (a types-only version) keeps its regions and inference.

// CHECK-LABEL: graph @if21
// CHECK:         }) : tensor<[n, 4], f32>
module attributes {onnx.opset_import = [["", 21]]} {
graph @if21(%c: tensor<[], bool>, %x: tensor<[n, 4], f32>) -> (tensor<*, ?>) {
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
