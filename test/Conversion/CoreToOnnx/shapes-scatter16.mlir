// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=16}' | FileCheck %s --check-prefix=O16
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=18}' | FileCheck %s --check-prefix=O18

// Scatter's add/mul and index_put's accumulate are reductions of
// ScatterElements/ScatterND from opset 16 (shapes-errors.mlir has the
// error below 16); repeated indices all combine, as in ATen.

// O16-LABEL: graph @reducing
// O16:  onnx.ScatterElements(%x, %g, %u) {axis = 0, reduction = "add"} : tensor<[5, 4], f32>
// O16:  onnx.ScatterElements(%x, %g, %u) {axis = 0, reduction = "mul"} : tensor<[5, 4], f32>
// O16:  onnx.ScatterND(%x, %{{.*}}, %{{.*}}) {reduction = "add"} : tensor<[5, 4], f32>
// O18-LABEL: graph @reducing
// O18:  onnx.ScatterElements(%x, %g, %u) {axis = 0, reduction = "add"}
// O18:  onnx.ScatterND(%x, %{{.*}}, %{{.*}}) {reduction = "add"}
graph @reducing(%x: tensor<[5, 4], f32>, %i: tensor<[3], i64>, %v: tensor<[4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %g = core.constant {value = dense<tensor<[2, 4], i64>, [0, 1, 2, 3, -1, 0, 1, 2]>} : tensor<[2, 4], i64>
  %u = core.constant {value = dense<tensor<[2, 4], f32>, [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]>} : tensor<[2, 4], f32>
  %0 = core.scatter(%x, %g, %u) {axis = 0, reduce = "add"} : tensor<*, ?>
  %1 = core.scatter(%x, %g, %u) {axis = 0, reduce = "mul"} : tensor<*, ?>
  %2 = core.index_put(%x, %i, %v) {accumulate = true} : tensor<*, ?>
  return %0, %1, %2
}
