// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops | FileCheck %s
// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops | onnx-opt --split-input-file --allow-unregistered-ops | FileCheck %s

// `return` and `yield` are the short forms of tocc.return and tocc.yield;
// the generic form reads back and prints short.

// CHECK-LABEL: graph @short
// CHECK-NEXT:    %0 = onnx.If(%c) ({
// CHECK-NEXT:      yield %x
// CHECK-NEXT:    }, {
// CHECK-NEXT:      yield %x
// CHECK-NEXT:    }) : tensor<*, f32>
// CHECK-NEXT:    return %0, %x
graph @short(%c: tensor<[], bool>, %x: tensor<*, f32>)
    -> (tensor<*, f32>, tensor<*, f32>) {
  %0 = onnx.If(%c) ({
    tocc.yield(%x) : ()
  }, {
    yield %x
  }) : tensor<*, f32>
  tocc.return(%0, %x) : ()
}

// -----

// No operands: a bare keyword.

// CHECK-LABEL: graph @empty
// CHECK-NEXT:    test.op ({
// CHECK-NEXT:      yield
// CHECK-NEXT:    }) : ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
graph @empty() -> () {
  test.op ({
    tocc.yield : ()
  }) : ()
  tocc.return : ()
}

// -----

// Operand lists of the short form may span lines and carry a location.

// CHECK-LABEL: graph @multiline
// CHECK-NEXT:    return %a, %b, %a
graph @multiline(%a: int, %b: float) -> (int, float, int) {
  return %a,
         %b,
         %a loc("model.py":3:4)
}
