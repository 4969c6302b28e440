// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops | FileCheck %s
// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops | onnx-opt --split-input-file --allow-unregistered-ops | FileCheck %s

// Regions are parenthesized after the attributes; values of enclosing blocks
// are visible inside them; each nesting level indents by two spaces.

// CHECK-LABEL: graph @if
// CHECK-NEXT:    %0 = aten.relu(%x) : tensor<[2], f32>
// CHECK-NEXT:    %1 = onnx.If(%flag) ({
// CHECK-NEXT:      %2 = onnx.Relu(%0) : tensor<[2], f32>
// CHECK-NEXT:      yield %2
// CHECK-NEXT:    }, {
// CHECK-NEXT:      yield %x
// CHECK-NEXT:    }) : tensor<[2], f32>
// CHECK-NEXT:    return %1
// CHECK-NEXT:  }
graph @if(%x: tensor<[2], f32>, %flag: tensor<[], bool>) -> (tensor<[2], f32>) {
  %0 = aten.relu(%x) : tensor<[2], f32>
  %1 = onnx.If(%flag) ({
    %2 = onnx.Relu(%0) : tensor<[2], f32>
    yield %2
  }, {
    yield %x
  }) : tensor<[2], f32>
  return %1
}

// -----

// Nested regions see every enclosing block; results of the region op are
// numbered before the values inside its regions.

// CHECK-LABEL: graph @nested
// CHECK-NEXT:    %0, %1 = onnx.If(%c) ({
// CHECK-NEXT:      %2 = onnx.If(%c) ({
// CHECK-NEXT:        %3 = onnx.Add(%a, %a) : tensor<*, f32>
// CHECK-NEXT:        yield %3
// CHECK-NEXT:      }, {
// CHECK-NEXT:        yield %a
// CHECK-NEXT:      }) : tensor<*, f32>
// CHECK-NEXT:      yield %2, %a
// CHECK-NEXT:    }, {
// CHECK-NEXT:      yield %a, %a
// CHECK-NEXT:    }) : (tensor<*, f32>, tensor<*, f32>)
// CHECK-NEXT:    %4 = onnx.Add(%0, %1) : tensor<*, f32>
// CHECK-NEXT:    return %4
graph @nested(%a: tensor<*, f32>, %c: tensor<[], bool>) -> (tensor<*, f32>) {
  %10, %11 = onnx.If(%c) ({
    %12 = onnx.If(%c) ({
      %13 = onnx.Add(%a, %a) : tensor<*, f32>
      yield %13
    }, {
      yield %a
    }) : tensor<*, f32>
    yield %12, %a
  }, {
    yield %a, %a
  }) : (tensor<*, f32>, tensor<*, f32>)
  %14 = onnx.Add(%10, %11) : tensor<*, f32>
  return %14
}

// -----

// Region block arguments come in a `^bb0(...)` label, printed at the
// indentation of the op that owns the region.

// CHECK-LABEL: graph @loop
// CHECK-NEXT:    %0 = test.loop(%n, %init) ({
// CHECK-NEXT:    ^bb0(%i: int, %acc: tensor<*, f32>):
// CHECK-NEXT:      %1 = test.step(%i, %acc, %init) : tensor<*, f32>
// CHECK-NEXT:      yield %1
// CHECK-NEXT:    }) : tensor<*, f32>
// CHECK-NEXT:    return %0
graph @loop(%n: int, %init: tensor<*, f32>) -> (tensor<*, f32>) {
  %0 = test.loop(%n, %init) ({
  ^bb0(%i: int, %acc: tensor<*, f32>):
    %1 = test.step(%i, %acc, %init) : tensor<*, f32>
    yield %1
  }) : tensor<*, f32>
  return %0
}

// -----

// Unnamed block arguments are numbered with the other values; a label
// without arguments is accepted and not printed.

// CHECK-LABEL: graph @label_forms
// CHECK-NEXT:    test.op ({
// CHECK-NEXT:    ^bb0(%0: int, %1: float):
// CHECK-NEXT:      yield %1
// CHECK-NEXT:    }, {
// CHECK-NEXT:      yield
// CHECK-NEXT:    }) : ()
graph @label_forms() -> () {
  test.op ({
  ^bb7(%5: int, %6: float):
    yield %6
  }, {
  ^entry:
    yield
  }) : ()
  return
}

// -----

// Regions after attributes and operands; ops without operands; an empty
// region.

// CHECK-LABEL: graph @forms
// CHECK-NEXT:    %0 = test.op {k = 1} ({
// CHECK-NEXT:      yield
// CHECK-NEXT:    }) : int
// CHECK-NEXT:    test.op(%0) {k = 2} ({
// CHECK-NEXT:      yield %0
// CHECK-NEXT:    }, {
// CHECK-NEXT:    }) : ()
// CHECK-NEXT:    test.op ({
// CHECK-NEXT:      yield
// CHECK-NEXT:    }) : ()
graph @forms() -> () {
  %0 = test.op {k = 1} ({
    yield
  }) : int
  test.op(%0) {k = 2} ({ yield %0 }, {}) : ()
  test.op ({
    yield
  }) : ()
  return
}

// -----

// Names defined inside a region are local to it: a sibling region or the
// code after the op may reuse them.

// CHECK-LABEL: graph @scopes
// CHECK:      test.op ({
// CHECK-NEXT:   %v = test.def : int
// CHECK-NEXT:   yield %v
// CHECK-NEXT: }, {
// CHECK-NEXT:   %v_1 = test.def : int
// CHECK-NEXT:   yield %v_1
// CHECK-NEXT: }) : ()
// CHECK-NEXT: %v_2 = test.def : int
// CHECK-NEXT: return %v_2
graph @scopes() -> (int) {
  test.op ({
    %v = test.def : int
    yield %v
  }, {
    %v = test.def : int
    yield %v
  }) : ()
  %v = test.def : int
  return %v
}
