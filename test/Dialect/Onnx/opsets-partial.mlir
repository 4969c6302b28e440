// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// The inference functions of tocc's opset-18..23 schemas when what they
// read is not known: non-constant pads, sizes, split, axis or shape inputs
// and unranked data give what can be known (rank, untouched dims), and
// never fail.

// CHECK-LABEL: graph @unknown_inputs
// CHECK:         onnx.Split(%x, %s) : (tensor<[?, 7], f32>, tensor<[?, 7], f32>)
// CHECK:         onnx.Pad(%x, %p) : tensor<[?, ?], f32>
// CHECK:         onnx.Pad(%x, %p, %none, %a) : tensor<[?, ?], f32>
// CHECK:         onnx.Resize(%img, %none, %none, %sz) {axes = [2, 3]} : tensor<[n, 3, ?, ?], f32>
// CHECK:         onnx.CenterCropPad(%img, %sz) {axes = [2]} : tensor<[n, 3, ?, 8], f32>
// CHECK:         onnx.Col2Im(%cols, %sz, %sz) : tensor<[n, ?, ?, ?], f32>
// CHECK:         onnx.DFT(%sig, %none, %ax) : tensor<[?, ?, 2], f32>
// CHECK:         onnx.AffineGrid(%theta, %sz4) : tensor<[2, ?, ?, 2], f32>
module attributes {onnx.opset_import = [["", 20]]} {
graph @unknown_inputs(%x: tensor<[n, 7], f32>, %s: tensor<[2], i64>, %p: tensor<[4], i64>, %a: tensor<[2], i64>, %img: tensor<[n, 3, 8, 8], f32>, %sz: tensor<[2], i64>, %cols: tensor<[n, 12, 9], f32>, %sig: tensor<[4, 8, 1], f32>, %ax: tensor<[], i64>, %theta: tensor<[2, 2, 3], f32>, %sz4: tensor<[4], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0, %1 = onnx.Split(%x, %s) : (tensor<*, ?>, tensor<*, ?>)
  %2 = onnx.Pad(%x, %p) : tensor<*, ?>
  %none = onnx.none : none
  %3 = onnx.Pad(%x, %p, %none, %a) : tensor<*, ?>
  %4 = onnx.Resize(%img, %none, %none, %sz) {axes = [2, 3]} : tensor<*, ?>
  %5 = onnx.CenterCropPad(%img, %sz) {axes = [2]} : tensor<*, ?>
  %6 = onnx.Col2Im(%cols, %sz, %sz) : tensor<*, ?>
  %7 = onnx.DFT(%sig, %none, %ax) : tensor<*, ?>
  %8 = onnx.AffineGrid(%theta, %sz4) : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8
}
}

// -----

// Unranked data: element types only.

// CHECK-LABEL: graph @unranked
// CHECK:         onnx.Split(%x) {num_outputs = 2} : (tensor<*, f32>, tensor<*, f32>)
// CHECK:         onnx.Pad(%x, %p) : tensor<*, f32>
// CHECK:         onnx.AveragePool(%x) {dilations = [2], kernel_shape = [2]} : tensor<*, f32>
// CHECK:         onnx.Gelu(%x) : tensor<*, f32>
// CHECK:         onnx.StringSplit(%s) : (tensor<*, str>, tensor<*, i64>)
module attributes {onnx.opset_import = [["", 20]]} {
graph @unranked(%x: tensor<*, f32>, %p: tensor<[4], i64>, %s: tensor<*, str>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0, %1 = onnx.Split(%x) {num_outputs = 2} : (tensor<*, ?>, tensor<*, ?>)
  %2 = onnx.Pad(%x, %p) : tensor<*, ?>
  %3 = onnx.AveragePool(%x) {dilations = [2], kernel_shape = [2]} : tensor<*, ?>
  %4 = onnx.Gelu(%x) : tensor<*, ?>
  %5, %6 = onnx.StringSplit(%s) : (tensor<*, ?>, tensor<*, ?>)
  return %0, %1, %2, %3, %4, %5, %6
}
}

// -----

// Opset 23: DequantizeLinear-23 on unranked data takes its type from
// output_dtype (or x_scale), and the opset-22 versions keep their base's
// functions (AveragePool-19's, bf16 now).

// CHECK-LABEL: graph @unranked23
// CHECK:         onnx.DequantizeLinear(%q, %s) {output_dtype = 16} : tensor<*, bf16>
// CHECK:         onnx.DequantizeLinear(%q, %s) : tensor<*, f32>
// CHECK:         onnx.AveragePool(%b) {dilations = [2], kernel_shape = [2]} : tensor<*, bf16>
module attributes {onnx.opset_import = [["", 23]]} {
graph @unranked23(%q: tensor<*, u8>, %s: tensor<[], f32>, %b: tensor<*, bf16>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.DequantizeLinear(%q, %s) {output_dtype = 16} : tensor<*, ?>
  %1 = onnx.DequantizeLinear(%q, %s) : tensor<*, ?>
  %2 = onnx.AveragePool(%b) {dilations = [2], kernel_shape = [2]} : tensor<*, ?>
  return %0, %1, %2
}
}
