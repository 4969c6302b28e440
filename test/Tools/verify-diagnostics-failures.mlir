// What --verify-diagnostics reports when expectations and diagnostics
// disagree; each case fails with exit code 1.

// RUN: not onnx-opt %s --split-input-file --verify-diagnostics 2>&1 | FileCheck %s

// An expectation that nothing produced.
// CHECK: verify-diagnostics-failures.mlir:[[@LINE+2]]:6: error: expected error "this never happens" was not produced
graph @missing(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  // expected-error @below {{this never happens}}
  return %x
}

// -----

// A diagnostic that nothing expected.
// CHECK: verify-diagnostics-failures.mlir:[[@LINE+2]]:3: error: unexpected error: 'core.relu' op requires 1 operand, got 2
graph @unexpected(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x, %x) : tensor<[2], f32>
  return %0
}

// -----

// The right message on the wrong line is both unexpected and missing.
// CHECK: verify-diagnostics-failures.mlir:[[@LINE+4]]:3: error: unexpected error: 'core.relu' op requires 1 operand
// CHECK: verify-diagnostics-failures.mlir:[[@LINE+2]]:6: error: expected error "requires 1 operand" was not produced
graph @wrong_line(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  // expected-error @above {{requires 1 operand}}
  %0 = core.relu(%x, %x) : tensor<[2], f32>
  return %0
}

// -----

// The wrong severity or the wrong text does not match either.
// CHECK: verify-diagnostics-failures.mlir:[[@LINE+5]]:3: error: unexpected error: 'core.relu' op requires 1 operand
// CHECK: verify-diagnostics-failures.mlir:[[@LINE+5]]:3: error: unexpected error: 'core.relu' op requires 1 operand
// CHECK: verify-diagnostics-failures.mlir:[[@LINE+3]]:48: error: expected warning "requires 1 operand" was not produced
// CHECK: verify-diagnostics-failures.mlir:[[@LINE+3]]:48: error: expected error "requires 2 operands" was not produced
graph @mismatch(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x, %x) : tensor<[2], f32> // expected-warning {{requires 1 operand}}
  %1 = core.relu(%0, %x) : tensor<[2], f32> // expected-error {{requires 2 operands}}
  return %0
}

// -----

// A directive that is not well formed is an error of its own.
// CHECK: verify-diagnostics-failures.mlir:[[@LINE+2]]:6: error: malformed expected-error directive
graph @malformed(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  // expected-error @somewhere {{x}}
  return %x
}

// CHECK-NOT: error:
