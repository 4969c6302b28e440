// RUN: not onnx-opt %s --pass-pipeline='lower-to-onnx{opset=10}' 2>&1 | FileCheck %s

// ONNX has sequences from opset 11: below it, the error names each list op.
// CHECK: sequences-opset10.mlir:8:3: error: no lowering of 'core.split_to_sequence' to opset 10; lowerings exist for opsets >= 11 (entries since 11)
// CHECK: sequences-opset10.mlir:9:3: error: no lowering of 'core.sequence_length' to opset 10; lowerings exist for opsets >= 11 (entries since 11)
graph @seq(%x: tensor<[n, 3], f32>) -> (int) {
  // two ops, each reported
  %s = core.split_to_sequence(%x) {axis = 0, keepdims = false} : list<tensor<[3], f32>>
  %n = core.sequence_length(%s) : int
  return %n
}
