// RUN: onnx-opt %s | FileCheck %s

// Attributes with a dotted name are discardable annotations: any op may
// carry them, and they survive printing.

// CHECK-LABEL: graph @annotated
// CHECK: core.relu(%x) {tocc.note = "kept", tocc.source_op = "aten::relu"}
graph @annotated(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x) {tocc.note = "kept", tocc.source_op = "aten::relu"} : tensor<[2], f32>
  return %0
}
