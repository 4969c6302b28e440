// RUN: onnx-opt %s --verify-diagnostics --pass-pipeline='lower-to-onnx{opset=12}'
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=13}' | FileCheck %s

// ONNX Runtime's Unique has no bf16 kernel: bf16 goes through f32 (exact,
// in order), which Cast takes from 13. Before, neither Unique nor Cast
// takes bf16.

// CHECK-LABEL: graph @bf16
// CHECK-NEXT:    %[[X:.*]] = onnx.Cast(%x) {to = 1} : tensor<[5], f32>
// CHECK-NEXT:    %[[V:.*]], %b, %c, %d = onnx.Unique(%[[X]]) {sorted = 1} : (tensor<[?], f32>, tensor<[?], i64>, tensor<[5], i64>, tensor<[?], i64>)
// CHECK-NEXT:    %a = onnx.Cast(%[[V]]) {to = 16} : tensor<[?], bf16>
// CHECK-NEXT:    return %a, %b, %c, %d
graph @bf16(%x: tensor<[5], bf16>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  // expected-error @below {{'core.unique' op takes bf16, which neither Unique nor Cast takes before opset 13 (target opset 12)}}
  %a, %b, %c, %d = core.unique(%x) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a, %b, %c, %d
}
