// RUN: not onnx-opt %s --pass-pipeline='lower-to-onnx{opset=9}' 2>&1 | FileCheck %s
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=11}' | FileCheck %s --check-prefix=O11

// An op without a lowering at the target opset is an error naming the op,
// the target and the opsets that have one; every such op is reported, not
// only the first.

// CHECK: missing-lowering.mlir:11:3: error: no lowering of 'core.cumsum' to opset 9; lowerings exist for opsets >= 11 (entries since 11)
// CHECK: missing-lowering.mlir:12:3: error: no lowering of 'core.cumsum' to opset 9; lowerings exist for opsets >= 11 (entries since 11)
graph @g(%x: tensor<[4, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %0 = core.cumsum(%x) {axis = 0} : tensor<*, ?>
  %1 = core.cumsum(%x) {axis = 1, reverse = true} : tensor<*, ?>
  return %0, %1
}

// O11: onnx.CumSum(%x, %{{.*}}) {exclusive = 0, reverse = 0} : tensor<[4, 3], f32>
// O11: onnx.CumSum(%x, %{{.*}}) {exclusive = 0, reverse = 1} : tensor<[4, 3], f32>
