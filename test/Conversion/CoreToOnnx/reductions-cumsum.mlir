// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=11}' | FileCheck %s
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=14}' | FileCheck %s
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=21}' | FileCheck %s

// cumsum is CumSum (opset 11; before, nn-errors.mlir) with the axis as a
// 0-d input and exclusive/reverse as they are. ONNX Runtime's CumSum takes
// f32, f64, i32 and i64 only (CumSum-14's f16/bf16 and the 8/16-bit and
// unsigned integers of the schema have no kernel), so every opset computes
// narrow and unsigned integers in int64 (wrapping sums keep their low
// bits) and f16/bf16 in f32 (ATen accumulates them in float and rounds
// each output once). A 0-d input is summed as [1].

// CHECK-LABEL: graph @cumsum
// CHECK:  %[[A:.*]] = onnx.Constant {value = dense<tensor<[], i64>, [-1]>}
// CHECK:  onnx.CumSum(%x, %[[A]]) {exclusive = 1, reverse = 1} : tensor<[2, 3], f32>
// CHECK:  %[[I:.*]] = onnx.Cast(%i) {to = 7} : tensor<[5], i64>
// CHECK:  %[[S:.*]] = onnx.CumSum(%[[I]], %{{.*}}) {exclusive = 0, reverse = 0} : tensor<[5], i64>
// CHECK:  onnx.Cast(%[[S]]) {to = 3} : tensor<[5], i8>
// CHECK:  %[[H:.*]] = onnx.Cast(%h) {to = 1} : tensor<[5], f32>
// CHECK:  %[[HS:.*]] = onnx.CumSum(%[[H]], %{{.*}})
// CHECK:  onnx.Cast(%[[HS]]) {to = 10} : tensor<[5], f16>
// CHECK:  %[[U:.*]] = onnx.Unsqueeze(%z
// CHECK:  %[[ZS:.*]] = onnx.CumSum(%[[U]], %{{.*}}) {exclusive = 0, reverse = 0} : tensor<[1], i64>
// CHECK:  onnx.Squeeze(%[[ZS]]
graph @cumsum(%x: tensor<[2, 3], f32>, %i: tensor<[5], i8>, %h: tensor<[5], f16>, %z: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.cumsum(%x) {axis = -1, exclusive = true, reverse = true} : tensor<*, ?>
  %1 = core.cumsum(%i) {axis = 0} : tensor<*, ?>
  %2 = core.cumsum(%h) {axis = 0} : tensor<*, ?>
  %3 = core.cumsum(%z) {axis = 0} : tensor<*, ?>
  return %0, %1, %2, %3
}
