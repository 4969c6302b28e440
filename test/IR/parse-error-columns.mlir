// RUN: not onnx-opt %s 2>&1 | FileCheck %s --check-prefix=ERR

// Parse errors point at the offending token's line and column, with the
// source line and a caret; no module is printed.

// ERR-NOT: module
// ERR: parse-error-columns.mlir:[[@LINE+6]]:21: error: use of undefined value '%"not defined"'
// ERR-NEXT: {{^}}  %1 = core.add(%0, %"not defined") : tensor<[2], f32>
// ERR-NEXT: {{^}}                    ^
// ERR-NOT: error
graph @g(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.add(%x, %x) : tensor<[2], f32>
  %1 = core.add(%0, %"not defined") : tensor<[2], f32>
  return %1
}
