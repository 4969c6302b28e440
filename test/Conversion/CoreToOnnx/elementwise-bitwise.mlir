// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=18}' | FileCheck %s
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=21}' | FileCheck %s

// Bitwise ops on integers exist from opset 18 (elementwise-errors.mlir
// has the error below it); bools stay And / Or / Xor / Not.

// CHECK-LABEL: graph @bitwise
// CHECK:       onnx.BitwiseAnd(%i, %j) : tensor<[3], i32>
// CHECK:       onnx.BitwiseOr(%u, %u) : tensor<[3], u8>
// CHECK:       onnx.BitwiseXor(%i, %j) : tensor<[3], i32>
// CHECK:       onnx.BitwiseNot(%i) : tensor<[3], i32>
// CHECK:       onnx.Xor(%b, %b) : tensor<[3], bool>
graph @bitwise(%i: tensor<[3], i32>, %j: tensor<[3], i32>, %u: tensor<[3], u8>, %b: tensor<[3], bool>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.bitwise_and(%i, %j) : tensor<*, ?>
  %1 = core.bitwise_or(%u, %u) : tensor<*, ?>
  %2 = core.bitwise_xor(%i, %j) : tensor<*, ?>
  %3 = core.bitwise_not(%i) : tensor<*, ?>
  %4 = core.bitwise_xor(%b, %b) : tensor<*, ?>
  return %0, %1, %2, %3, %4
}
