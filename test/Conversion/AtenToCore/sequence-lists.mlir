// RUN: onnx-opt %s --split-input-file --pass-pipeline=sequence-lists | FileCheck %s

// A list appended to in a loop is carried by it; reads after it read the
// loop's result.
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
graph @split_static(%x: tensor<[4, n], f32>) -> (tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c2 = prim.Constant {value = 2} : int
  %pieces = aten.split.Tensor(%x, %c2, %c0) : list<tensor<*, ?>>
  %p = aten.__getitem__.t(%pieces, %c0) : tensor<*, ?>
  return %p
}
