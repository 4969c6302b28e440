// RUN: onnx-opt %s --split-input-file --verify-diagnostics
// RUN: not onnx-opt %s --split-input-file 2>&1 | FileCheck %s --check-prefix=ERR

// A division whose divisor is 0 (as written, or once simplified) has no
// value: it is an error at the divisor, in a dim and in a guard alike.

// ERR: hostile-dims.mlir:[[@LINE+2]]:33: error: division by zero: the divisor of 'floordiv' is 0
// expected-error @below {{division by zero: the divisor of 'floordiv' is 0}}
graph @g(%x: tensor<[a floordiv 0], f32>) -> () {
  return
}

// -----

// ERR: hostile-dims.mlir:[[@LINE+2]]:31: error: division by zero: the divisor of 'mod' is 0
// expected-error @below {{division by zero: the divisor of 'mod' is 0}}
graph @g(%x: tensor<[2, a mod 0], f32>) -> () {
  return
}

// -----

// ERR: hostile-dims.mlir:[[@LINE+2]]:38: error: division by zero: the divisor of 'ceildiv' is 0
// expected-error @below {{division by zero: the divisor of 'ceildiv' is 0}}
graph @g(%x: tensor<[(a + 1) ceildiv (b - b)], f32>) -> () {
  return
}

// -----

// ERR: hostile-dims.mlir:[[@LINE+3]]:22: error: division by zero: the divisor of 'mod' is 0
module {
  // expected-error @below {{division by zero: the divisor of 'mod' is 0}}
  guard min(a, 4 mod (2*a - a - a)) == 1
}

// -----

// ERR: hostile-dims.mlir:[[@LINE+2]]:52: error: division by zero: the divisor of 'floordiv' is 0
// expected-error @below {{division by zero: the divisor of 'floordiv' is 0}}
graph @g(%x: list<tuple<int, tensor<[3, 0 floordiv (0*b)], f32>>>) -> () {
  return
}

// -----

// A divisor that is 0 only for some values of its symbols is fine.
graph @g(%x: tensor<[a floordiv (b - 1), a mod b], f32>) -> () {
  return
}
