// Sweep samples: tensor lists whose length is known only at run time
// (docs/torchscript.md, "Lists whose length is known at run time"). decompose
// makes them core sequences (sequence-lists), lowered to ONNX's Sequence*
// ops. The sweeps run static inputs, so a split's input is cut by a slice
// whose end is an input (e + 100 >= every dim) to make its dim unknown.
// docs/supported-ops.md judges only the list ops no other file samples
// here: cat, stack and split export at 9 in their constant-length forms.
// supported-ops: new-ops-only

// Appended to in a loop; the last element, the length and a cat along 1.
graph @seq_append_loop(%x: tensor<[4, 3, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %cm1 = prim.Constant {value = -1} : int
  %true = prim.Constant {value = true} : bool
  %l = prim.ListConstruct : list<tensor<*, ?>>
  %n = aten.size.int(%x, %c0) : int
  prim.Loop(%n, %true) ({
  ^bb0(%i: int):
    %r = aten.select.int(%x, %c0, %i) : tensor<*, ?>
    %a = aten.append.t(%l, %r) : list<tensor<*, ?>>
    yield %true
  }) : ()
  %last = aten.__getitem__.t(%l, %cm1) : tensor<*, ?>
  %len = aten.len.t(%l) : int
  %y = aten.add.Scalar(%last, %len, %c1) : tensor<*, ?>
  %z = aten.cat(%l, %c1) : tensor<*, ?>
  return %y, %z
}

// -----

// Appended to under a data-dependent if in a loop, then stacked along 1.
graph @seq_cond_append(%x: tensor<[6, 3], f32>) -> (tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %zero = prim.Constant {value = 0.0} : float
  %true = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %r0 = aten.select.int(%x, %c0, %c0) : tensor<*, ?>
  %l = prim.ListConstruct(%r0) : list<tensor<*, ?>>
  %n = aten.size.int(%x, %c0) : int
  prim.Loop(%n, %true) ({
  ^bb0(%i: int):
    %r = aten.select.int(%x, %c0, %i) : tensor<*, ?>
    %s = aten.sum(%r, %none) : tensor<*, ?>
    %gt = aten.gt.Scalar(%s, %zero) : tensor<*, ?>
    %cond = aten.Bool.Tensor(%gt) : bool
    prim.If(%cond) ({
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

// insert, pop, l[i] = v, extend and slices of a list built by a loop.
graph @seq_mutations(%x: tensor<[5, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %cm1 = prim.Constant {value = -1} : int
  %cm2 = prim.Constant {value = -2} : int
  %c9 = prim.Constant {value = 9} : int
  %true = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %l = prim.ListConstruct : list<tensor<*, ?>>
  %n = aten.size.int(%x, %c0) : int
  prim.Loop(%n, %true) ({
  ^bb0(%i: int):
    %r = aten.select.int(%x, %c0, %i) : tensor<*, ?>
    %a = aten.append.t(%l, %r) : list<tensor<*, ?>>
    yield %true
  }) : ()
  %r0 = aten.select.int(%x, %c0, %c0) : tensor<*, ?>
  %twice = aten.mul.Scalar(%r0, %c2) : tensor<*, ?>
  aten.insert.t(%l, %c0, %twice) : ()
  aten.insert.t(%l, %cm1, %twice) : ()
  aten.insert.t(%l, %c9, %r0) : ()
  %p = aten.pop.t(%l, %cm2) : tensor<*, ?>
  %q = aten.pop.t(%l, %c1) : tensor<*, ?>
  %set = aten._set_item.t(%l, %cm1, %p) : list<tensor<*, ?>>
  %more = prim.ListConstruct(%q, %q) : list<tensor<*, ?>>
  aten.extend.t(%l, %more) : ()
  %y = aten.cat(%l, %c0) : tensor<*, ?>
  %tail = aten.slice.t(%l, %c1, %none, %c2) : list<tensor<*, ?>>
  %z = aten.stack(%tail, %c0) : tensor<*, ?>
  %both = aten.add.t(%tail, %l) : list<tensor<*, ?>>
  %w = aten.cat(%both, %c0) : tensor<*, ?>
  return %y, %z, %w
}

// -----

// split, chunk and unbind along a dim known only at run time; the pieces
// iterated, indexed, measured and joined.
graph @seq_splits(%x: tensor<[7, 6], f32>, %e: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = 3} : int
  %cm1 = prim.Constant {value = -1} : int
  %big = prim.Constant {value = 100} : int
  %true = prim.Constant {value = true} : bool
  %false = prim.Constant {value = false} : bool
  %none = prim.Constant : none
  %k = aten.Int.Tensor(%e) : int
  %end = aten.add.int(%k, %big) : int
  %x0 = aten.slice.Tensor(%x, %c0, %c0, %end, %c1) : tensor<*, ?>
  %xs = aten.slice.Tensor(%x0, %c1, %c0, %end, %c1) : tensor<*, ?>
  %pieces = aten.split.Tensor(%xs, %c2, %c0) : list<tensor<*, ?>>
  %np = aten.len.t(%pieces) : int
  %p0 = aten.__getitem__.t(%pieces, %c0) : tensor<*, ?>
  %dims = prim.ListConstruct(%c0) : list<int>
  %s0 = aten.sum.dim_IntList(%p0, %dims, %false, %none) : tensor<*, ?>
  %total = prim.Loop(%np, %true, %s0) ({
  ^bb0(%i: int, %acc: tensor<*, ?>):
    %p = aten.__getitem__.t(%pieces, %i) : tensor<*, ?>
    %ps = aten.sum.dim_IntList(%p, %dims, %false, %none) : tensor<*, ?>
    %next = aten.add.Tensor(%acc, %ps, %c1) : tensor<*, ?>
    yield %true, %next
  }) : tensor<*, ?>
  %rows = aten.unbind.int(%xs, %c0) : list<tensor<*, ?>>
  %nr = aten.len.t(%rows) : int
  %idx = aten.remainder.int(%k, %nr) : int
  %row = aten.__getitem__.t(%rows, %idx) : tensor<*, ?>
  %t = aten.add.Tensor(%total, %row, %c1) : tensor<*, ?>
  %y = aten.add.Scalar(%t, %np, %c1) : tensor<*, ?>
  %rest = aten.slice.t(%pieces, %c1, %none, %c1) : list<tensor<*, ?>>
  %z = aten.cat(%rest, %c0) : tensor<*, ?>
  %parts = aten.chunk(%xs, %c3, %c1) : list<tensor<*, ?>>
  %last = aten.__getitem__.t(%parts, %cm1) : tensor<*, ?>
  %w = aten.stack(%rows, %c1) : tensor<*, ?>
  return %y, %z, %last, %w
}
