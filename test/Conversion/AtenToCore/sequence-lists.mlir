// RUN: onnx-opt %s --split-input-file --pass-pipeline=sequence-lists | FileCheck %s

// A list appended to in a loop is carried by it; reads after it read the
// loop's result.
// CHECK-LABEL: graph @append_in_loop
// CHECK:         %[[E:.*]] = core.sequence_construct : list<tensor<*, ?>>
// CHECK:         %[[L:.*]] = prim.Loop(%n, %true, %[[E]]) ({
// CHECK-NEXT:    ^bb0(%i: int, %[[ACC:.*]]: list<tensor<*, ?>>):
// CHECK-NEXT:      %r = aten.select.int
// CHECK-NEXT:      %[[NEXT:.*]] = core.sequence_insert(%[[ACC]], %r) : list<tensor<*, ?>>
// CHECK-NEXT:      yield %true, %[[NEXT]]
// CHECK-NEXT:    }) : list<tensor<*, ?>>
// CHECK-NEXT:    %last = core.sequence_at(%[[L]], %cm1) : tensor<[3], f32>
// CHECK-NEXT:    %len = core.sequence_length(%[[L]]) : int
// CHECK-NOT:     aten.
graph @append_in_loop(%x: tensor<[n, 3], f32>) -> (tensor<*, ?>, int) {
  %c0 = prim.Constant {value = 0} : int
  %cm1 = prim.Constant {value = -1} : int
  %true = prim.Constant {value = true} : bool
  %l = prim.ListConstruct : list<tensor<*, ?>>
  %n = aten.size.int(%x, %c0) : int
  prim.Loop(%n, %true) ({
  ^bb0(%i: int):
    %r = aten.select.int(%x, %c0, %i) : tensor<[3], f32>
    %a = aten.append.t(%l, %r) : list<tensor<*, ?>>
    yield %true
  }) : ()
  %last = aten.__getitem__.t(%l, %cm1) : tensor<[3], f32>
  %len = aten.len.t(%l) : int
  return %last, %len
}

// -----

// Appended to in one branch of an if in a loop: the if yields the sequence
// (the other branch as it came in), the loop carries it.
// CHECK-LABEL: graph @append_in_if
// CHECK:         %[[S:.*]] = core.sequence_construct(%r0) : list<tensor<*, ?>>
// CHECK:         %[[L:.*]] = prim.Loop(%n, %true, %[[S]]) ({
// CHECK-NEXT:    ^bb0(%i: int, %[[ACC:.*]]: list<tensor<*, ?>>):
// CHECK-NEXT:      %[[IF:.*]] = prim.If(%c) ({
// CHECK-NEXT:        %r = aten.select.int
// CHECK-NEXT:        %[[NEXT:.*]] = core.sequence_insert(%[[ACC]], %r)
// CHECK-NEXT:        yield %[[NEXT]]
// CHECK-NEXT:      }, {
// CHECK-NEXT:        yield %[[ACC]]
// CHECK-NEXT:      }) : list<tensor<*, ?>>
// CHECK-NEXT:      yield %true, %[[IF]]
// CHECK:         %y = core.concat_from_sequence(%[[L]]) {axis = 1, new_axis = true}
graph @append_in_if(%x: tensor<[n, 3], f32>, %c: bool) -> (tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %true = prim.Constant {value = true} : bool
  %r0 = aten.select.int(%x, %c0, %c0) : tensor<[3], f32>
  %l = prim.ListConstruct(%r0) : list<tensor<*, ?>>
  %n = aten.size.int(%x, %c0) : int
  prim.Loop(%n, %true) ({
  ^bb0(%i: int):
    prim.If(%c) ({
      %r = aten.select.int(%x, %c0, %i) : tensor<[3], f32>
      %a = aten.append.t(%l, %r) : list<tensor<*, ?>>
      yield
    }, {
      yield
    }) : ()
    yield %true
  }) : ()
  %y = aten.stack(%l, %c1) : tensor<*, ?>
  return %y
}

// -----

// Straight-line insert, pop and l[i] = v of a list mutated in a loop.
// CHECK-LABEL: graph @mutations
// CHECK:         %[[L:.*]] = prim.Loop
// CHECK:         %[[I0:.*]] = core.sequence_insert(%[[L]], %x, %c0)
// insert(2, x): the position clamped to [0, len]
// CHECK-NEXT:    %[[N:.*]] = core.sequence_length(%[[I0]]) : int
// CHECK-NEXT:    %[[Z:.*]] = prim.Constant {value = 0} : int
// CHECK-NEXT:    %[[MAX:.*]] = core.scalar_max(%c2, %[[Z]]) : int
// CHECK-NEXT:    %[[POS:.*]] = core.scalar_min(%[[MAX]], %[[N]]) : int
// CHECK-NEXT:    %[[I1:.*]] = core.sequence_insert(%[[I0]], %x, %[[POS]])
// pop(-1): the element, then the list without it
// CHECK-NEXT:    %p = core.sequence_at(%[[I1]], %cm1) : tensor<*, ?>
// CHECK-NEXT:    %[[P:.*]] = core.sequence_erase(%[[I1]], %cm1)
// l[-1] = p: erased and inserted at len - 1
// CHECK-NEXT:    %[[N2:.*]] = core.sequence_length(%[[P]]) : int
// CHECK-NEXT:    %[[J:.*]] = core.scalar_add(%[[N2]], %cm1) : int
// CHECK-NEXT:    %[[ER:.*]] = core.sequence_erase(%[[P]], %[[J]])
// CHECK-NEXT:    %[[SET:.*]] = core.sequence_insert(%[[ER]], %p, %[[J]])
// CHECK-NEXT:    %y = core.concat_from_sequence(%[[SET]]) {axis = 0, new_axis = false}
graph @mutations(%x: tensor<[n, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c2 = prim.Constant {value = 2} : int
  %cm1 = prim.Constant {value = -1} : int
  %true = prim.Constant {value = true} : bool
  %l = prim.ListConstruct : list<tensor<*, ?>>
  %n = aten.size.int(%x, %c0) : int
  prim.Loop(%n, %true) ({
  ^bb0(%i: int):
    %r = aten.select.int(%x, %c0, %i) : tensor<[3], f32>
    %a = aten.append.t(%l, %r) : list<tensor<*, ?>>
    yield %true
  }) : ()
  aten.insert.t(%l, %c0, %x) : ()
  aten.insert.t(%l, %c2, %x) : ()
  %p = aten.pop.t(%l, %cm1) : tensor<*, ?>
  %s = aten._set_item.t(%l, %cm1, %p) : list<tensor<*, ?>>
  %y = aten.cat(%l, %c0) : tensor<*, ?>
  return %y, %p
}

// -----

// Pieces of a split along a dynamic dim, iterated with len and l[i], and
// a slice of them concatenated.
// CHECK-LABEL: graph @split_dynamic
// CHECK:         %[[K:.*]] = core.to_tensor(%c2) {dtype = i64} : tensor<[], i64>
// CHECK-NEXT:    %[[PIECES:.*]] = core.split_to_sequence(%x, %[[K]]) {axis = 0, keepdims = true}
// CHECK-NEXT:    %[[ROWS:.*]] = core.split_to_sequence(%x) {axis = 0, keepdims = false}
// CHECK-NEXT:    %np = core.sequence_length(%[[PIECES]]) : int
// CHECK:           %p = core.sequence_at(%[[ROWS]], %i)
// pieces[1:]: a loop inserting pieces[start + k * step]
// CHECK:         %rest = prim.Loop(%{{.*}}, %{{.*}}, %{{.*}}) ({
// CHECK:           core.sequence_at(%[[PIECES]], %{{.*}})
// CHECK:         %y = core.concat_from_sequence(%rest) {axis = 0, new_axis = false}
graph @split_dynamic(%x: tensor<[n, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %true = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %pieces = aten.split.Tensor(%x, %c2, %c0) : list<tensor<*, ?>>
  %rows = aten.unbind.int(%x, %c0) : list<tensor<*, ?>>
  %np = aten.len.t(%pieces) : int
  %z = aten.zeros_like(%x, %none, %none, %none, %none, %none) : tensor<[n, 4], f32>
  %total = prim.Loop(%np, %true, %z) ({
  ^bb0(%i: int, %acc: tensor<*, ?>):
    %p = aten.__getitem__.t(%rows, %i) : tensor<*, ?>
    %next = aten.add.Tensor(%acc, %p, %c1) : tensor<*, ?>
    yield %true, %next
  }) : tensor<*, ?>
  %rest = aten.slice.t(%pieces, %c1, %none, %c1) : list<tensor<*, ?>>
  %y = aten.cat(%rest, %c0) : tensor<*, ?>
  return %total, %y
}

// -----

// A split whose number of pieces is a constant is left to decompose.
// CHECK-LABEL: graph @split_static
// CHECK:         aten.split.Tensor
// CHECK-NEXT:    aten.__getitem__.t
graph @split_static(%x: tensor<[4, n], f32>) -> (tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c2 = prim.Constant {value = 2} : int
  %pieces = aten.split.Tensor(%x, %c2, %c0) : list<tensor<*, ?>>
  %p = aten.__getitem__.t(%pieces, %c0) : tensor<*, ?>
  return %p
}

// -----

// A loop and an if that already have results (a `break`: the if yields
// whether to go on, the loop carries a counter): the sequence is one more,
// after them; the result of append, an alias of the list, reads it too.
// CHECK-LABEL: graph @break_append
// CHECK:         %r, %[[L:.*]] = prim.Loop(%n, %t, %c0, %[[E:.*]]) ({
// CHECK-NEXT:    ^bb0(%i: int, %k: int, %[[ACC:.*]]: list<tensor<*, ?>>):
// CHECK-NEXT:      %b, %[[IF:.*]] = prim.If(%c) ({
// CHECK-NEXT:        yield %f, %[[ACC]]
// CHECK-NEXT:      }, {
// CHECK-NEXT:        %[[A:.*]] = core.sequence_insert(%[[ACC]], %x)
// CHECK-NEXT:        %[[B:.*]] = core.sequence_insert(%[[A]], %x)
// CHECK-NEXT:        yield %t, %[[B]]
// CHECK-NEXT:      }) : (bool, list<tensor<*, ?>>)
// CHECK:           %go = aten.__and__.bool(%d, %b) : bool
// CHECK-NEXT:      yield %go, %k2, %[[IF]]
// CHECK-NEXT:    }) : (int, list<tensor<*, ?>>)
// CHECK-NEXT:    %y = core.concat_from_sequence(%[[L]]) {axis = 0, new_axis = true}
graph @break_append(%x: tensor<[n, 3], f32>, %c: bool, %d: bool) -> (tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %l = prim.ListConstruct : list<tensor<*, ?>>
  %n = aten.size.int(%x, %c0) : int
  %r = prim.Loop(%n, %t, %c0) ({
  ^bb0(%i: int, %k: int):
    %b = prim.If(%c) ({
      yield %f
    }, {
      %a = aten.append.t(%l, %x) : list<tensor<*, ?>>
      %a2 = aten.append.t(%a, %x) : list<tensor<*, ?>>
      yield %t
    }) : bool
    %k2 = aten.add.int(%k, %c1) : int
    %go = aten.__and__.bool(%d, %b) : bool
    yield %go, %k2
  }) : int
  %y = aten.stack(%l, %c0) : tensor<*, ?>
  return %y
}

// -----

// Two lists appended to in one loop: the loop carries both.
// CHECK-LABEL: graph @two_lists
// CHECK:         %{{.*}}, %[[B:.*]] = prim.Loop(%n, %t, %{{.*}}, %{{.*}}) ({
// CHECK-NEXT:    ^bb0(%i: int, %[[P:.*]]: list<tensor<*, ?>>, %[[Q:.*]]: list<tensor<*, ?>>):
// CHECK-NEXT:      %[[P2:.*]] = core.sequence_insert(%[[P]], %x)
// CHECK-NEXT:      %[[Q2:.*]] = core.sequence_insert(%[[Q]], %x)
// CHECK-NEXT:      yield %t, %[[P2]], %[[Q2]]
// CHECK:         %y = core.concat_from_sequence(%[[B]]) {axis = 0, new_axis = false}
graph @two_lists(%x: tensor<[n, 3], f32>) -> (tensor<*, ?>, int) {
  %c0 = prim.Constant {value = 0} : int
  %t = prim.Constant {value = true} : bool
  %l = prim.ListConstruct : list<tensor<*, ?>>
  %m = prim.ListConstruct : list<tensor<*, ?>>
  %n = aten.size.int(%x, %c0) : int
  prim.Loop(%n, %t) ({
  ^bb0(%i: int):
    %a = aten.append.t(%l, %x) : list<tensor<*, ?>>
    %b = aten.append.t(%m, %x) : list<tensor<*, ?>>
    yield %t
  }) : ()
  %len = aten.len.t(%l) : int
  %y = aten.cat(%m, %c0) : tensor<*, ?>
  return %y, %len
}
