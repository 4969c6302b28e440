// RUN: onnx-opt %s --split-input-file --pass-pipeline='qdq-to-qoperator' | FileCheck %s

// qdq-to-qoperator (docs/quantization.md, "The QOperator format"): the QDQ
// patterns with an integer operator of the default domain become it, the
// rest stays QDQ.

// A Conv between dequantized operands and a QuantizeLinear: QLinearConv,
// the bias in i32 with scale x_scale * w_scale (0.125 * 0.0625: 0.5 is 64,
// -0.26 rounds to -33), the Conv's attributes kept.
module attributes {onnx.opset_import = [["", 13]]} {
graph @conv(%x: tensor<[1, 2, 5, 5], f32>) -> (tensor<[1, 2, 5, 5], u8>) {
  %xs = onnx.Constant {value = dense<tensor<[], f32>, [0.125]>} : tensor<[], f32>
  %xz = onnx.Constant {value = dense<tensor<[], u8>, [128]>} : tensor<[], u8>
  %q = onnx.QuantizeLinear(%x, %xs, %xz) : tensor<[1, 2, 5, 5], u8>
  %d = onnx.DequantizeLinear(%q, %xs, %xz) : tensor<[1, 2, 5, 5], f32>
  %w = onnx.Constant {value = dense<tensor<[2, 2, 1, 1], i8>, [3, -4, 7, 1]>} : tensor<[2, 2, 1, 1], i8>
  %ws = onnx.Constant {value = dense<tensor<[], f32>, [0.0625]>} : tensor<[], f32>
  %wz = onnx.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %dw = onnx.DequantizeLinear(%w, %ws, %wz) : tensor<[2, 2, 1, 1], f32>
  %b = onnx.Constant {value = dense<tensor<[2], f32>, [0.5, -0.26]>} : tensor<[2], f32>
  %c = onnx.Conv(%d, %dw, %b) {pads = [0, 0, 0, 0], strides = [1, 1]} : tensor<[1, 2, 5, 5], f32>
  %ys = onnx.Constant {value = dense<tensor<[], f32>, [0.25]>} : tensor<[], f32>
  %yz = onnx.Constant {value = dense<tensor<[], u8>, [100]>} : tensor<[], u8>
  %y = onnx.QuantizeLinear(%c, %ys, %yz) : tensor<[1, 2, 5, 5], u8>
  return %y
}
}
// CHECK-LABEL: graph @conv
// CHECK:       %[[Q:.*]] = onnx.QuantizeLinear(%x, %xs, %xz)
// CHECK-NOT:   onnx.DequantizeLinear
// CHECK:       %[[B:.*]] = onnx.Constant {value = dense<tensor<[2], i32>, [64, -33]>} : tensor<[2], i32>
// CHECK:       %[[Y:.*]] = onnx.QLinearConv(%[[Q]], %xs, %xz, %w, %ws, %wz, %ys, %yz, %[[B]]) {pads = [0, 0, 0, 0], strides = [1, 1]} : tensor<[1, 2, 5, 5], u8>
// CHECK-NOT:   onnx.Conv
// CHECK:       return %[[Y]]

// -----

// A Relu between the Conv and the QuantizeLinear clamps the integers at the
// output's zero point (Clip takes u8 from opset 12); per-channel weights.
module attributes {onnx.opset_import = [["", 13]]} {
graph @conv_relu_per_channel(%q: tensor<[1, 2, 5, 5], u8>) -> (tensor<[1, 2, 5, 5], u8>) {
  %xs = onnx.Constant {value = dense<tensor<[], f32>, [0.125]>} : tensor<[], f32>
  %xz = onnx.Constant {value = dense<tensor<[], u8>, [128]>} : tensor<[], u8>
  %d = onnx.DequantizeLinear(%q, %xs, %xz) : tensor<[1, 2, 5, 5], f32>
  %w = onnx.Constant {value = dense<tensor<[2, 2, 1, 1], i8>, [3, -4, 7, 1]>} : tensor<[2, 2, 1, 1], i8>
  %ws = onnx.Constant {value = dense<tensor<[2], f32>, [0.0625, 0.5]>} : tensor<[2], f32>
  %wz = onnx.Constant {value = dense<tensor<[2], i8>, [0, 0]>} : tensor<[2], i8>
  %dw = onnx.DequantizeLinear(%w, %ws, %wz) {axis = 0} : tensor<[2, 2, 1, 1], f32>
  %c = onnx.Conv(%d, %dw) : tensor<[1, 2, 5, 5], f32>
  %r = onnx.Relu(%c) : tensor<[1, 2, 5, 5], f32>
  %ys = onnx.Constant {value = dense<tensor<[], f32>, [0.25]>} : tensor<[], f32>
  %yz = onnx.Constant {value = dense<tensor<[], u8>, [100]>} : tensor<[], u8>
  %y = onnx.QuantizeLinear(%r, %ys, %yz) : tensor<[1, 2, 5, 5], u8>
  return %y
}
}
// CHECK-LABEL: graph @conv_relu_per_channel
// CHECK:       %[[C:.*]] = onnx.QLinearConv(%q, %xs, %xz, %w, %ws, %wz, %ys, %yz) : tensor<[1, 2, 5, 5], u8>
// CHECK:       %[[Y:.*]] = onnx.Clip(%[[C]], %yz) : tensor<[1, 2, 5, 5], u8>
// CHECK-NOT:   onnx.Relu
// CHECK:       return %[[Y]]

// -----

// Below opset 12 Clip does not take u8: the Relu pattern stays QDQ.
module attributes {onnx.opset_import = [["", 11]]} {
graph @conv_relu_opset11(%q: tensor<[1, 2, 5, 5], u8>) -> (tensor<[1, 2, 5, 5], u8>) {
  %xs = onnx.Constant {value = dense<tensor<[], f32>, [0.125]>} : tensor<[], f32>
  %xz = onnx.Constant {value = dense<tensor<[], u8>, [128]>} : tensor<[], u8>
  %d = onnx.DequantizeLinear(%q, %xs, %xz) : tensor<[1, 2, 5, 5], f32>
  %w = onnx.Constant {value = dense<tensor<[2, 2, 1, 1], i8>, [3, -4, 7, 1]>} : tensor<[2, 2, 1, 1], i8>
  %ws = onnx.Constant {value = dense<tensor<[], f32>, [0.0625]>} : tensor<[], f32>
  %wz = onnx.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %dw = onnx.DequantizeLinear(%w, %ws, %wz) : tensor<[2, 2, 1, 1], f32>
  %c = onnx.Conv(%d, %dw) : tensor<[1, 2, 5, 5], f32>
  %r = onnx.Relu(%c) : tensor<[1, 2, 5, 5], f32>
  %y = onnx.QuantizeLinear(%r, %xs, %xz) : tensor<[1, 2, 5, 5], u8>
  return %y
}
}
// CHECK-LABEL: graph @conv_relu_opset11
// CHECK-NOT:   onnx.QLinearConv
// CHECK:       onnx.Conv
// CHECK:       onnx.Relu

// -----

// The Conv's float result is used beside its QuantizeLinear: no rewrite.
module attributes {onnx.opset_import = [["", 13]]} {
graph @conv_two_uses(%q: tensor<[1, 2, 5, 5], u8>) -> (tensor<[1, 2, 5, 5], u8>, tensor<[1, 2, 5, 5], f32>) {
  %xs = onnx.Constant {value = dense<tensor<[], f32>, [0.125]>} : tensor<[], f32>
  %xz = onnx.Constant {value = dense<tensor<[], u8>, [128]>} : tensor<[], u8>
  %d = onnx.DequantizeLinear(%q, %xs, %xz) : tensor<[1, 2, 5, 5], f32>
  %w = onnx.Constant {value = dense<tensor<[2, 2, 1, 1], i8>, [3, -4, 7, 1]>} : tensor<[2, 2, 1, 1], i8>
  %ws = onnx.Constant {value = dense<tensor<[], f32>, [0.0625]>} : tensor<[], f32>
  %wz = onnx.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %dw = onnx.DequantizeLinear(%w, %ws, %wz) : tensor<[2, 2, 1, 1], f32>
  %c = onnx.Conv(%d, %dw) : tensor<[1, 2, 5, 5], f32>
  %y = onnx.QuantizeLinear(%c, %xs, %xz) : tensor<[1, 2, 5, 5], u8>
  return %y, %c
}
}
// CHECK-LABEL: graph @conv_two_uses
// CHECK-NOT:   onnx.QLinearConv
// CHECK:       onnx.Conv

// -----

// A Gemm (transB = 1) of a dequantized input and weight: MatMulInteger of
// the integers with the weight transposed at compile time, the scale
// product folded (0.125 * 0.0625), the bias added in f32 after.
module attributes {onnx.opset_import = [["", 13]]} {
graph @gemm(%q: tensor<[n, 3], u8>) -> (tensor<[n, 2], f32>) {
  %xs = onnx.Constant {value = dense<tensor<[], f32>, [0.125]>} : tensor<[], f32>
  %xz = onnx.Constant {value = dense<tensor<[], u8>, [128]>} : tensor<[], u8>
  %d = onnx.DequantizeLinear(%q, %xs, %xz) : tensor<[n, 3], f32>
  %w = onnx.Constant {value = dense<tensor<[2, 3], i8>, [1, 2, 3, 4, 5, 6]>} : tensor<[2, 3], i8>
  %ws = onnx.Constant {value = dense<tensor<[], f32>, [0.0625]>} : tensor<[], f32>
  %wz = onnx.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %dw = onnx.DequantizeLinear(%w, %ws, %wz) : tensor<[2, 3], f32>
  %b = onnx.Constant {value = dense<tensor<[2], f32>, [0.5, -0.25]>} : tensor<[2], f32>
  %y = onnx.Gemm(%d, %dw, %b) {transB = 1} : tensor<[n, 2], f32>
  return %y
}
}
// CHECK-LABEL: graph @gemm
// CHECK:       %[[WT:.*]] = onnx.Constant {value = dense<tensor<[3, 2], i8>, [1, 4, 2, 5, 3, 6]>} : tensor<[3, 2], i8>
// CHECK:       %[[ACC:.*]] = onnx.MatMulInteger(%q, %[[WT]], %xz, %wz) : tensor<[n, 2], i32>
// CHECK:       %[[F:.*]] = onnx.Cast(%[[ACC]]) {to = 1} : tensor<[n, 2], f32>
// CHECK:       %[[S:.*]] = onnx.Constant {value = dense<tensor<[], f32>, [0.0078125]>}
// CHECK:       %[[M:.*]] = onnx.Mul(%[[F]], %[[S]]) : tensor<[n, 2], f32>
// CHECK:       %[[Y:.*]] = onnx.Add(%[[M]], %b) : tensor<[n, 2], f32>
// CHECK-NOT:   onnx.Gemm
// CHECK:       return %[[Y]]

// -----

// A MatMul by a transposed dequantized per-channel weight, the input's
// scale computed at run time (dynamic quantization): the scale product is
// a Mul in the graph.
module attributes {onnx.opset_import = [["", 13]]} {
graph @matmul_dynamic(%q: tensor<[b, 4, 3], u8>, %xs: tensor<[], f32>, %xz: tensor<[], u8>) -> (tensor<[b, 4, 2], f32>) {
  %d = onnx.DequantizeLinear(%q, %xs, %xz) : tensor<[b, 4, 3], f32>
  %w = onnx.Constant {value = dense<tensor<[2, 3], i8>, [1, 2, 3, 4, 5, 6]>} : tensor<[2, 3], i8>
  %ws = onnx.Constant {value = dense<tensor<[2], f32>, [0.0625, 0.5]>} : tensor<[2], f32>
  %wz = onnx.Constant {value = dense<tensor<[2], i8>, [0, 0]>} : tensor<[2], i8>
  %dw = onnx.DequantizeLinear(%w, %ws, %wz) {axis = 0} : tensor<[2, 3], f32>
  %t = onnx.Transpose(%dw) {perm = [1, 0]} : tensor<[3, 2], f32>
  %y = onnx.MatMul(%d, %t) : tensor<[b, 4, 2], f32>
  return %y
}
}
// CHECK-LABEL: graph @matmul_dynamic
// CHECK:       %[[ACC:.*]] = onnx.MatMulInteger(%q, %{{.*}}, %xz, %wz) : tensor<[b, 4, 2], i32>
// CHECK:       %[[F:.*]] = onnx.Cast(%[[ACC]]) {to = 1}
// CHECK:       %[[S:.*]] = onnx.Mul(%xs, %ws) : tensor<[2], f32>
// CHECK:       %[[Y:.*]] = onnx.Mul(%[[F]], %[[S]]) : tensor<[b, 4, 2], f32>
// CHECK-NOT:   onnx.Transpose
// CHECK:       return %[[Y]]

// -----

// Not rewritten: a Gemm with alpha, a weight that is not a constant, an
// i8 input (MatMulInteger here takes u8 inputs only).
module attributes {onnx.opset_import = [["", 13]]} {
graph @not_rewritten(%q: tensor<[n, 3], u8>, %w: tensor<[2, 3], i8>, %qi: tensor<[n, 3], i8>) -> (tensor<[n, 2], f32>, tensor<[n, 2], f32>, tensor<[n, 2], f32>) {
  %xs = onnx.Constant {value = dense<tensor<[], f32>, [0.125]>} : tensor<[], f32>
  %xz = onnx.Constant {value = dense<tensor<[], u8>, [128]>} : tensor<[], u8>
  %xzi = onnx.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %d = onnx.DequantizeLinear(%q, %xs, %xz) : tensor<[n, 3], f32>
  %di = onnx.DequantizeLinear(%qi, %xs, %xzi) : tensor<[n, 3], f32>
  %wc = onnx.Constant {value = dense<tensor<[2, 3], i8>, [1, 2, 3, 4, 5, 6]>} : tensor<[2, 3], i8>
  %ws = onnx.Constant {value = dense<tensor<[], f32>, [0.0625]>} : tensor<[], f32>
  %wz = onnx.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %dwc = onnx.DequantizeLinear(%wc, %ws, %wz) : tensor<[2, 3], f32>
  %dw = onnx.DequantizeLinear(%w, %ws, %wz) : tensor<[2, 3], f32>
  %y1 = onnx.Gemm(%d, %dwc) {alpha = 2.0, transB = 1} : tensor<[n, 2], f32>
  %y2 = onnx.Gemm(%d, %dw) {transB = 1} : tensor<[n, 2], f32>
  %y3 = onnx.Gemm(%di, %dwc) {transB = 1} : tensor<[n, 2], f32>
  return %y1, %y2, %y3
}
}
// CHECK-LABEL: graph @not_rewritten
// CHECK-NOT:   onnx.MatMulInteger
// CHECK-COUNT-3: onnx.Gemm
