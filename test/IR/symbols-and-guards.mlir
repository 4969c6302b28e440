// RUN: onnx-opt %s --split-input-file | FileCheck %s
// RUN: onnx-opt %s --split-input-file | onnx-opt --split-input-file | FileCheck %s

// Symbol facts and guards are declared at the top of a module, before its
// graphs, and print back in declaration order.

// CHECK-LABEL: module {
// CHECK-NEXT:    symbol batch in [2, inf]
// CHECK-NEXT:    symbol seq in [1, 512]
// CHECK-NEXT:    guard (3*batch) mod 4 == 0 "core.reshape at model.py:12:3"
// CHECK-NEXT:    guard seq >= batch
// CHECK-NEXT:    graph @main
module {
  symbol batch in [2, inf]
  symbol seq in [1, 512]
  guard 3*batch mod 4 == 0 "core.reshape at model.py:12:3"
  guard seq >= batch
  graph @main(%x: tensor<[batch, seq], f32>) -> (tensor<[batch, seq], f32>) {
    return %x
  }
}

// -----

// A guard the ranges already prove is not recorded again.

// CHECK-LABEL: module {
// CHECK-NEXT:    symbol n in [2, 8]
// CHECK-NEXT:    graph @g
module {
  symbol n in [2, 8]
  guard n >= 1
  graph @g() -> () {
    return
  }
}
