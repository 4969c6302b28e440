// RUN: onnx-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// Types are compared under the module's guards: a divisibility fact pins a
// division's remainder (h a multiple of 8: (h + 7) floordiv 8, h ceildiv 8
// and h floordiv 8 are one dim), and an equality of two divisions replaces
// one by the other inside products too.

// CHECK-LABEL: graph @divisible
module {
  symbol h in [2, inf]
  guard h mod 8 == 0
  graph @divisible(%x: tensor<[(h + 7) floordiv 8, h ceildiv 8], f32>) -> (tensor<[h floordiv 8, h floordiv 8], f32>) {
    return %x
  }
}

// -----

// CHECK-LABEL: graph @equal_divisions
module {
  symbol h in [2, inf]
  symbol w in [2, inf]
  guard (h + 7) floordiv 8 == h floordiv 8
  guard (w + 7) floordiv 8 == w floordiv 8
  graph @equal_divisions(%x: tensor<[((h + 7) floordiv 8)*((w + 7) floordiv 8)], f32>) -> (tensor<[(h floordiv 8)*(w floordiv 8)], f32>) {
    return %x
  }
}

// -----

// Without the fact they differ for h = 9.
module {
  symbol h in [2, inf]
  graph @no_fact(%x: tensor<[(h + 7) floordiv 8], f32>) -> (tensor<[h floordiv 8], f32>) {
    // expected-error @below {{type of return operand #0 (tensor<[(h + 7) floordiv 8], f32>) does not match the graph's declared result type (tensor<[h floordiv 8], f32>)}}
    return %x
  }
}

// -----

// h mod 4 == 0 is not enough for (h + 7) floordiv 8 (h = 4 gives 1 and 0).
module {
  symbol h in [2, inf]
  guard h mod 4 == 0
  graph @weaker_fact(%x: tensor<[(h + 7) floordiv 8], f32>) -> (tensor<[h floordiv 8], f32>) {
    // expected-error @below {{does not match the graph's declared result type}}
    return %x
  }
}
