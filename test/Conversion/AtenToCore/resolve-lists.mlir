// RUN: onnx-opt %s --split-input-file --pass-pipeline='resolve-lists' | FileCheck %s
// RUN: onnx-opt %s --split-input-file --pass-pipeline='simplify-torchscript' | FileCheck %s --check-prefix=SIMPLE

// Straight-line mutation: each read sees the elements the list has at
// that point; the mutations go.
// CHECK-LABEL: graph @straight_line
// CHECK-NOT:     aten.append.t
// CHECK-NOT:     aten.insert.t
// CHECK-NOT:     aten.pop.t
// CHECK:         %[[FIRST:.*]] = prim.ListConstruct(%a, %b) : list<int>
// CHECK:         %copy = aten.list.t(%[[FIRST]]) : list<int>
// CHECK:         %[[LAST:.*]] = prim.ListConstruct(%c, %a, %b) : list<int>
// CHECK:         %x = aten.__getitem__.t(%[[LAST]], %m1) : int
// CHECK:         return %copy, %[[LAST]], %x
// fold-scalars then reads the lists through.
// SIMPLE-LABEL: graph @straight_line
// SIMPLE:         %[[FIRST:.*]] = prim.ListConstruct(%a, %b) : list<int>
// SIMPLE:         %[[LAST:.*]] = prim.ListConstruct(%c, %a, %b) : list<int>
// SIMPLE:         return %[[FIRST]], %[[LAST]], %b
graph @straight_line(%a: int, %b: int, %c: int) -> (list<int>, list<int>, int) {
  %l = prim.ListConstruct : list<int>
  %r0 = aten.append.t(%l, %a) : list<int>
  %r1 = aten.append.t(%l, %b) : list<int>
  %copy = aten.list.t(%l) : list<int>
  %zero = prim.Constant {value = 0} : int
  aten.insert.t(%l, %zero, %c) : ()
  %r2 = aten.append.t(%l, %c) : list<int>
  %m1 = prim.Constant {value = -1} : int
  %p = aten.pop.t(%l, %m1) : int
  %x = aten.__getitem__.t(%l, %m1) : int
  return %copy, %l, %x
}

// -----

// `[scale for _ in range(x.dim() - 2)]`: the loop has a constant trip
// count once the rank folds, and builds a list: it is unrolled, the
// appends resolve, and the reader sees two elements.
// SIMPLE-LABEL: graph @list_loop
// SIMPLE-NOT:     prim.Loop
// SIMPLE-NOT:     aten.append.t
// SIMPLE:         %[[L:.*]] = prim.ListConstruct(%[[S:.*]], %[[S]]) : list<float>
// SIMPLE:         aten.upsample_bilinear2d.vec(%x, %{{.*}}, %{{.*}}, %[[L]])
graph @list_loop(%x: tensor<[1, 3, 8, 8], f32>) -> (tensor<*, ?>) {
  %scale = prim.Constant {value = 2.0} : float
  %true = prim.Constant {value = true} : bool
  %two = prim.Constant {value = 2} : int
  %rank = aten.dim(%x) : int
  %n = aten.sub.int(%rank, %two) : int
  %l = prim.ListConstruct : list<float>
  prim.Loop(%n, %true) ({
  ^bb0(%i: int):
    %r = aten.append.t(%l, %scale) : list<float>
    yield %true
  }) : ()
  %none = prim.Constant : none
  %false = prim.Constant {value = false} : bool
  %y = aten.upsample_bilinear2d.vec(%x, %none, %false, %l) : tensor<*, ?>
  return %y
}

// -----

// A list stored in a tuple and mutated afterwards is reached through the
// tuple too: it stays as it is.
// CHECK-LABEL: graph @escapes
// CHECK:         aten.append.t
graph @escapes(%a: int) -> (tuple<list<int>>) {
  %l = prim.ListConstruct : list<int>
  %t = prim.TupleConstruct(%l) : tuple<list<int>>
  %r = aten.append.t(%l, %a) : list<int>
  return %t
}

// -----

// A mutation inside a branch is not straight-line: the list stays.
// CHECK-LABEL: graph @in_branch
// CHECK:         prim.If
// CHECK:           aten.append.t
graph @in_branch(%c: bool, %a: int) -> (list<int>) {
  %l = prim.ListConstruct : list<int>
  prim.If(%c) ({
    %r = aten.append.t(%l, %a) : list<int>
    yield
  }, {
    yield
  }) : ()
  return %l
}

// -----

// l[i] = v, extend, clear, reverse.
// CHECK-LABEL: graph @set_extend_reverse
// CHECK-NOT:     aten._set_item.t
// CHECK-NOT:     aten.extend.t
// CHECK-NOT:     aten.reverse.t
// CHECK:         %[[R:.*]] = prim.ListConstruct(%c, %b, %c) : list<int>
// CHECK:         aten.list.t(%[[R]])
graph @set_extend_reverse(%a: int, %b: int, %c: int) -> (list<int>) {
  %l = prim.ListConstruct(%a, %b) : list<int>
  %zero = prim.Constant {value = 0} : int
  %s = aten._set_item.t(%l, %zero, %c) : list<int>
  %more = prim.ListConstruct(%c) : list<int>
  aten.extend.t(%l, %more) : ()
  aten.reverse.t(%l) : ()
  %out = aten.list.t(%l) : list<int>
  return %out
}
