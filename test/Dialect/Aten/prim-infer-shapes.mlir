// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// Shape functions of prim's control-flow, cast, tuple, property and
// min/max ops. Known integers are not printed; cases check them through an
// aten op that reads them as sizes or as a dtype.

// If: each result unifies what the branches yield, as TorchScript's types
// do: dims both provably share stay, others become unknown, different ranks
// unranked, different dtypes unknown.
// CHECK-LABEL: graph @if_unifies
// CHECK:         }) : (tensor<[s0, ?], f32>, tensor<[s0, 4], f32>, tensor<*, f32>, tensor<[s0, 4], ?>)
// CHECK-NEXT:    return
graph @if_unifies(%c: bool, %x: tensor<[s0, 4], f32>, %y: tensor<[s0, 8], f32>, %v: tensor<[4], f32>, %h: tensor<[s0, 4], f16>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0, %1, %2, %3 = prim.If(%c) ({
    yield %x, %x, %x, %x
  }, {
    yield %y, %x, %v, %h
  }) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %0, %1, %2, %3
}

// -----

// The branches' own ops are inferred first.
// CHECK-LABEL: graph @if_infers_branches_first
// CHECK:           aten.relu(%x) : tensor<[s0, 4], f32>
// CHECK:         }) : tensor<[s0, 4], f32>
graph @if_infers_branches_first(%c: bool, %x: tensor<[s0, 4], f32>) -> (tensor<*, ?>) {
  %0 = prim.If(%c) ({
    %r = aten.relu(%x) : tensor<*, ?>
    yield %r
  }, {
    yield %x
  }) : tensor<*, ?>
  return %0
}

// -----

// Under a constant condition too: the dead branch must still fit the
// result (removing it is a rewrite, not inference).
// CHECK-LABEL: graph @if_constant_condition
// CHECK:         }) : tensor<[s0, ?], f32>
graph @if_constant_condition(%x: tensor<[s0, 4], f32>, %y: tensor<[s0, 8], f32>) -> (tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %0 = prim.If(%f) ({
    yield %x
  }, {
    yield %y
  }) : tensor<*, ?>
  return %0
}

// -----

// A result declared optional (an annotated variable) stays optional when
// both branches yield a tensor.
// CHECK-LABEL: graph @if_optional_result
// CHECK:         }) : optional<tensor<*, ?>>
graph @if_optional_result(%c: bool, %x: tensor<[2], f32>) -> (optional<tensor<*, ?>>) {
  %0 = prim.If(%c) ({
    yield %x
  }, {
    yield %x
  }) : optional<tensor<*, ?>>
  return %0
}

// -----

// Loop: a result unifies the carried value's initial value with what the
// body yields (the loop may run no iteration); the body's carried argument
// has that type too: a fixpoint from the initial value's type. A value
// whose type an iteration keeps stays exact.
// CHECK-LABEL: graph @loop_unifies
// CHECK:         %y = prim.Loop(%n, %true, %x) ({
// CHECK-NEXT:    ^bb0(%i: int, %a: tensor<[s0, 4], f32>):
// CHECK-NEXT:      %r = aten.relu(%a) : tensor<[s0, 4], f32>
// CHECK:         }) : tensor<[s0, 4], f32>
graph @loop_unifies(%x: tensor<[s0, 4], f32>, %n: int) -> (tensor<*, ?>) {
  %true = prim.Constant {value = true} : bool
  %y = prim.Loop(%n, %true, %x) ({
  ^bb0(%i: int, %a: tensor<*, ?>):
    %r = aten.relu(%a) : tensor<*, ?>
    yield %true, %r
  }) : tensor<*, ?>
  return %y
}

// -----

// A tensor grown by a concatenation per iteration: [s0, 4] after no
// iteration, [s0, 8] after one, ...: the carried argument, what the body
// computes from it and the result have an unknown dim 1 (not the 8 one
// pass from the initial type would give), and a value not carried (%x)
// keeps its dims.
// CHECK-LABEL: graph @loop_grows
// CHECK:         ^bb0(%i: int, %a: tensor<[s0, ?], f32>):
// CHECK-NEXT:      %l = prim.ListConstruct(%a, %x)
// CHECK-NEXT:      %r = aten.cat(%l, %c1) : tensor<[s0, ?], f32>
// CHECK-NEXT:      %s = aten.relu(%x) : tensor<[s0, 4], f32>
// CHECK:         }) : (tensor<[s0, ?], f32>, tensor<[s0, 4], f32>)
graph @loop_grows(%x: tensor<[s0, 4], f32>, %n: int) -> (tensor<*, ?>, tensor<*, ?>) {
  %true = prim.Constant {value = true} : bool
  %c1 = prim.Constant {value = 1} : int
  %y, %z = prim.Loop(%n, %true, %x, %x) ({
  ^bb0(%i: int, %a: tensor<*, ?>, %b: tensor<*, ?>):
    %l = prim.ListConstruct(%a, %x) : list<tensor<*, ?>>
    %r = aten.cat(%l, %c1) : tensor<*, ?>
    %s = aten.relu(%x) : tensor<*, ?>
    yield %true, %r, %s
  }) : (tensor<*, ?>, tensor<*, ?>)
  return %y, %z
}

// -----

// Loops nest: the inner loop's fixpoint runs inside each round of the
// outer one, and both end at the exact types.
// CHECK-LABEL: graph @loop_nested
// CHECK:         ^bb0(%i: int, %a: tensor<[s0, 4], f32>):
// CHECK:           ^bb0(%j: int, %b: tensor<[s0, 4], f32>):
// CHECK-NEXT:        %r = aten.relu(%b) : tensor<[s0, 4], f32>
// CHECK:           }) : tensor<[s0, 4], f32>
// CHECK:         }) : tensor<[s0, 4], f32>
graph @loop_nested(%x: tensor<[s0, 4], f32>, %n: int) -> (tensor<*, ?>) {
  %true = prim.Constant {value = true} : bool
  %y = prim.Loop(%n, %true, %x) ({
  ^bb0(%i: int, %a: tensor<*, ?>):
    %w = prim.Loop(%n, %true, %a) ({
    ^bb0(%j: int, %b: tensor<*, ?>):
      %r = aten.relu(%b) : tensor<*, ?>
      yield %true, %r
    }) : tensor<*, ?>
    yield %true, %w
  }) : tensor<*, ?>
  return %y
}

// -----

// A loop that provably runs no iteration (trip count 0, or a false
// condition) gives back its initial values, integers included.
// CHECK-LABEL: graph @loop_never_runs
// CHECK:         }) : (tensor<[s0, 4], f32>, int)
// CHECK:         aten.view(%x, %l) : tensor<[4, s0], f32>
// CHECK:         }) : tensor<[s0, 4], f32>
graph @loop_never_runs(%x: tensor<[s0, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c4 = prim.Constant {value = 4} : int
  %true = prim.Constant {value = true} : bool
  %false = prim.Constant {value = false} : bool
  %s = aten.size.int(%x, %c0) : int
  %y, %m = prim.Loop(%c0, %true, %x, %s) ({
  ^bb0(%i: int, %a: tensor<*, ?>, %k: int):
    %r = aten.relu(%a) : tensor<*, ?>
    %k1 = aten.add.int(%k, %i) : int
    yield %true, %r, %k1
  }) : (tensor<*, ?>, int)
  %l = prim.ListConstruct(%c4, %m) : list<int>
  %v = aten.view(%x, %l) : tensor<*, ?>
  %z = prim.Loop(%c4, %false, %x) ({
  ^bb0(%j: int, %b: tensor<*, ?>):
    %q = aten.relu(%b) : tensor<*, ?>
    yield %true, %q
  }) : tensor<*, ?>
  return %y, %v, %z
}

// -----

// unchecked_cast drops the optional and keeps a known integer.
// CHECK-LABEL: graph @unchecked_cast
// CHECK:         prim.unchecked_cast(%o) : tensor<[s0, 3], f32>
// CHECK:         aten.view(%x, %l) : tensor<[2, 3*s0], f32>
graph @unchecked_cast(%o: optional<tensor<[s0, 3], f32>>, %x: tensor<[s0, 6], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %0 = prim.unchecked_cast(%o) : tensor<*, ?>
  %two = prim.Constant {value = 2} : optional<int>
  %t = prim.unchecked_cast(%two) : int
  %m1 = prim.Constant {value = -1} : int
  %l = prim.ListConstruct(%t, %m1) : list<int>
  %1 = aten.view(%x, %l) : tensor<*, ?>
  return %0, %1
}

// -----

// TupleIndex: a known index (negative ones count from the end) gives that
// element; an unknown one unifies the elements.
// CHECK-LABEL: graph @tuple_index
// CHECK:         prim.TupleIndex(%t, %c1) : tensor<[s0, 8], f32>
// CHECK-NEXT:    prim.TupleIndex(%t, %cm2) : tensor<[s0, 4], f32>
// CHECK-NEXT:    prim.TupleIndex(%t, %i) : tensor<[s0, ?], f32>
graph @tuple_index(%x: tensor<[s0, 4], f32>, %y: tensor<[s0, 8], f32>, %i: int) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %cm2 = prim.Constant {value = -2} : int
  %t = prim.TupleConstruct(%x, %y) : tuple<tensor<[s0, 4], f32>, tensor<[s0, 8], f32>>
  %0 = prim.TupleIndex(%t, %c1) : tensor<*, ?>
  %1 = prim.TupleIndex(%t, %cm2) : tensor<*, ?>
  %2 = prim.TupleIndex(%t, %i) : tensor<*, ?>
  return %0, %1, %2
}

// -----

// dtype is c10::ScalarType's code of a known dtype, so
// softmax(y, dim, dtype=x.dtype) takes x's dtype; an unknown dtype gives an
// unknown code.
// CHECK-LABEL: graph @dtype
// CHECK:         aten.softmax.int(%y, %c0, %dh) : tensor<[3], f16>
// CHECK:         aten.softmax.int(%y, %c0, %db) : tensor<[3], bf16>
// CHECK:         aten.softmax.int(%y, %c0, %du) : tensor<[3], ?>
graph @dtype(%h: tensor<[2], f16>, %b: tensor<[2], bf16>, %u: tensor<[2], ?>, %y: tensor<[3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %dh = prim.dtype(%h) : int
  %0 = aten.softmax.int(%y, %c0, %dh) : tensor<*, ?>
  %db = prim.dtype(%b) : int
  %1 = aten.softmax.int(%y, %c0, %db) : tensor<*, ?>
  %du = prim.dtype(%u) : int
  %2 = aten.softmax.int(%y, %c0, %du) : tensor<*, ?>
  return %0, %1, %2
}

// -----

// min and max of known ints, of two or of a list's elements.
// CHECK-LABEL: graph @min_max_values
// CHECK:         aten.view(%x, %l) : tensor<[2, 3, s0], f32>
// CHECK:         aten.view(%x, %l2) : tensor<[min(s0, 3), ?], f32>
graph @min_max_values(%x: tensor<[6, s0], f32>, %n: int) -> (tensor<*, ?>, tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = 3} : int
  %list = prim.Constant {value = [5, 2, 7]} : list<int>
  %lo = prim.min(%list) : int
  %hi = prim.max(%c1, %c3) : int
  %s = aten.size.int(%x, %c1) : int
  %l = prim.ListConstruct(%lo, %hi, %s) : list<int>
  %0 = aten.view(%x, %l) : tensor<*, ?>
  %m = prim.min(%s, %c3) : int
  %mn = prim.max(%n, %c2) : int
  %l2 = prim.ListConstruct(%m, %mn) : list<int>
  %1 = aten.view(%x, %l2) : tensor<*, ?>
  return %0, %1
}
