// RUN: onnx-opt %s --split-input-file | FileCheck %s

// The prim ops TorchScript models import with, in the forms the importer
// gives them (test/Frontend/control-flow.test, lstm.test), verify and print
// back unchanged.

// `if n < 0: raise ValueError(...)`: an If without results around a raise;
// the class operand is optional.
// CHECK-LABEL: graph @raise
// CHECK:         prim.If(%neg) ({
// CHECK-NEXT:      prim.RaiseException(%msg, %cls) : ()
// CHECK-NEXT:      yield
// CHECK-NEXT:    }, {
// CHECK-NEXT:      prim.RaiseException(%msg) : ()
// CHECK-NEXT:      yield
// CHECK-NEXT:    }) : ()
graph @raise(%neg: bool, %msg: str, %cls: str) -> () {
  prim.If(%neg) ({
    prim.RaiseException(%msg, %cls) : ()
    yield
  }, {
    prim.RaiseException(%msg) : ()
    yield
  }) : ()
  return
}

// -----

// Branches yield values of the result's type or more precise ones; none
// and a tensor meet in an optional result. Uninitialized stands for the
// value of a branch that raises.
// CHECK-LABEL: graph @if_results
// CHECK:         %r, %o = prim.If(%c) ({
// CHECK-NEXT:      yield %x, %x
// CHECK-NEXT:    }, {
// CHECK-NEXT:      %u = prim.Uninitialized : tensor<*, ?>
// CHECK-NEXT:      %none = prim.Constant : none
// CHECK-NEXT:      prim.RaiseException(%msg, %none) : ()
// CHECK-NEXT:      yield %u, %none
// CHECK-NEXT:    }) : (tensor<*, ?>, optional<tensor<*, ?>>)
graph @if_results(%c: bool, %x: tensor<[2, 3], f32>, %msg: str) -> (tensor<*, ?>, optional<tensor<*, ?>>) {
  %r, %o = prim.If(%c) ({
    yield %x, %x
  }, {
    %u = prim.Uninitialized : tensor<*, ?>
    %none = prim.Constant : none
    prim.RaiseException(%msg, %none) : ()
    yield %u, %none
  }) : (tensor<*, ?>, optional<tensor<*, ?>>)
  return %r, %o
}

// -----

// `for i in range(n): y = y + i`: operands (trip count, condition,
// carried), body (counter, carried) -> (condition, carried).
// CHECK-LABEL: graph @loop
// CHECK:         %y = prim.Loop(%n, %true, %x) ({
// CHECK-NEXT:    ^bb0(%i: int, %acc: tensor<*, ?>):
// CHECK-NEXT:      %next = aten.add.Scalar(%acc, %i, %one) : tensor<*, ?>
// CHECK-NEXT:      yield %true, %next
// CHECK-NEXT:    }) : tensor<*, ?>
// CHECK:         prim.Loop(%n, %true) ({
// CHECK-NEXT:    ^bb0(%j: int):
// CHECK-NEXT:      %go = aten.lt.int(%j, %n) : bool
// CHECK-NEXT:      yield %go
// CHECK-NEXT:    }) : ()
graph @loop(%x: tensor<*, ?>, %n: int) -> (tensor<*, ?>) {
  %true = prim.Constant {value = true} : bool
  %one = prim.Constant {value = 1} : int
  %y = prim.Loop(%n, %true, %x) ({
  ^bb0(%i: int, %acc: tensor<*, ?>):
    %next = aten.add.Scalar(%acc, %i, %one) : tensor<*, ?>
    yield %true, %next
  }) : tensor<*, ?>
  prim.Loop(%n, %true) ({
  ^bb0(%j: int):
    %go = aten.lt.int(%j, %n) : bool
    yield %go
  }) : ()
  return %y
}

// -----

// Refinement after `is not None`, and `tup[i]` with a run-time index.
// CHECK-LABEL: graph @casts_and_tuples
// CHECK:         %v = prim.unchecked_cast(%o) : int
// CHECK:         %h = prim.unchecked_cast(%s) : tuple<tensor<*, ?>, tensor<*, ?>>
// CHECK:         %e = prim.TupleIndex(%h, %i) : tensor<*, ?>
graph @casts_and_tuples(%o: optional<int>, %s: optional<tuple<tensor<*, ?>, tensor<*, ?>>>, %i: int) -> (int, tensor<*, ?>) {
  %v = prim.unchecked_cast(%o) : int
  %h = prim.unchecked_cast(%s) : tuple<tensor<*, ?>, tensor<*, ?>>
  %e = prim.TupleIndex(%h, %i) : tensor<*, ?>
  return %v, %e
}

// -----

// Tensor properties.
// CHECK-LABEL: graph @properties
// CHECK:         %dt = prim.dtype(%x) : int
// CHECK-NEXT:    %dev = prim.device(%x) : device
// CHECK-NEXT:    %lay = prim.layout(%x) : int
// CHECK-NEXT:    %cuda = prim.is_cuda(%x) : bool
// CHECK-NEXT:    %nested = prim.is_nested(%x) : bool
// CHECK-NEXT:    %grad = prim.requires_grad(%x) : bool
graph @properties(%x: tensor<*, ?>) -> (int, device, int, bool, bool, bool) {
  %dt = prim.dtype(%x) : int
  %dev = prim.device(%x) : device
  %lay = prim.layout(%x) : int
  %cuda = prim.is_cuda(%x) : bool
  %nested = prim.is_nested(%x) : bool
  %grad = prim.requires_grad(%x) : bool
  return %dt, %dev, %lay, %cuda, %nested, %grad
}

// -----

// min and max take every overload of prim::min / prim::max.
// CHECK-LABEL: graph @min_max
// CHECK:         prim.min(%a, %b) : int
// CHECK-NEXT:    prim.max(%a, %f) : float
// CHECK-NEXT:    prim.min(%s, %a) : number
// CHECK-NEXT:    prim.max(%l, %l) : list<int>
// CHECK-NEXT:    prim.min(%l) : int
// CHECK-NEXT:    prim.max(%bl) : bool
graph @min_max(%a: int, %b: int, %f: float, %s: number, %l: list<int>, %bl: list<bool>) -> (int, float, number, list<int>, int, bool) {
  %0 = prim.min(%a, %b) : int
  %1 = prim.max(%a, %f) : float
  %2 = prim.min(%s, %a) : number
  %3 = prim.max(%l, %l) : list<int>
  %4 = prim.min(%l) : int
  %5 = prim.max(%bl) : bool
  return %0, %1, %2, %3, %4, %5
}
