// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// A check that raises (`if h % 8 != 0: raise ValueError(...)`) is not
// exported (strip-exceptions assumes it passes): what passing says about
// the dims is recorded as a guard when the If is inferred, so the shapes
// after it may use it.

// CHECK-LABEL: module
// CHECK:         guard h mod 8 == 0 "prim.If at {{.*}}infer-shapes-raise-facts.mlir:[[@LINE+16]]:3: the check that raises passes (strip-exceptions drops it)"
// CHECK-NOT:     guard
// CHECK-LABEL: graph @multiple_of_8
// h ceildiv 8 and h floordiv 8 are one size now: the view needs no guard.
// CHECK:         aten.view(%p, %l) : tensor<[1, 2, h floordiv 8, 3], f32>
graph @multiple_of_8(%x: tensor<[1, 2, h, 3], f32>, %p: tensor<[1, 2, h ceildiv 8, 3], f32>) -> (tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = 3} : int
  %c8 = prim.Constant {value = 8} : int
  %msg = prim.Constant {value = "height must be a multiple of 8"} : str
  %cls = prim.Constant {value = "builtins.ValueError"} : str
  %h = aten.size.int(%x, %c2) : int
  %r = aten.remainder.int(%h, %c8) : int
  %ne = aten.ne.int(%r, %c0) : bool
  prim.If(%ne) ({
    prim.RaiseException(%msg, %cls) : ()
    yield
  }, {
    yield
  }) : ()
  %h8 = aten.floordiv.int(%h, %c8) : int
  %l = prim.ListConstruct(%c1, %c2, %h8, %c3) : list<int>
  %y = aten.view(%p, %l) : tensor<*, ?>
  return %y
}

// -----

// The size list read with __getitem__, compared with a tuple of sizes as
// RAFT does (`if fmap.shape[-2:] != (h // 8, w // 8): raise`): the lists
// are equal element by element. Then a view's -1 cancels the factors the
// facts make equal: 49*((h + 7) floordiv 8) over h floordiv 8 is 49.
// CHECK-LABEL: module
// CHECK-DAG:     guard (h + 7) floordiv 8 == h floordiv 8 "prim.If
// CHECK-DAG:     guard (w + 7) floordiv 8 == w floordiv 8 "prim.If
// CHECK-NEXT:    guard (h floordiv 8)*(w floordiv 8) != 0 "aten.view
// CHECK-LABEL: graph @list_equality
// CHECK:         aten.view(%f, %l) : tensor<[h floordiv 8, w floordiv 8, 49], f32>
graph @list_equality(%x: tensor<[1, 3, h, w], f32>, %f: tensor<[(h + 7) floordiv 8, (w + 7) floordiv 8, 49], f32>) -> (tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %cm1 = prim.Constant {value = -1} : int
  %cm2 = prim.Constant {value = -2} : int
  %c8 = prim.Constant {value = 8} : int
  %msg = prim.Constant {value = "The feature encoder should downsample H and W by 8"} : str
  %cls = prim.Constant {value = "builtins.ValueError"} : str
  %s = aten.size(%x) : list<int>
  %h = aten.__getitem__.t(%s, %cm2) : int
  %w = aten.__getitem__.t(%s, %cm1) : int
  %fs = aten.size(%f) : list<int>
  %fh = aten.__getitem__.t(%fs, %c0) : int
  %fw = aten.__getitem__.t(%fs, %c1) : int
  %got = prim.ListConstruct(%fh, %fw) : list<int>
  %h8 = aten.floordiv.int(%h, %c8) : int
  %w8 = aten.floordiv.int(%w, %c8) : int
  %want = prim.ListConstruct(%h8, %w8) : list<int>
  %ne = aten.ne.int_list(%got, %want) : bool
  prim.If(%ne) ({
    prim.RaiseException(%msg, %cls) : ()
    yield
  }, {
    yield
  }) : ()
  %l = prim.ListConstruct(%h8, %w8, %cm1) : list<int>
  %y = aten.view(%f, %l) : tensor<*, ?>
  return %y
}

// -----

// `not`, `and` and the comparisons: `if not (h >= 16 and w < 100): raise`
// passes when both hold. The raising branch may be the else branch.
// CHECK-LABEL: module
// CHECK-DAG:     guard h >= 16 "prim.If
// CHECK-DAG:     guard 100 >= w + 1 "prim.If
// CHECK-DAG:     guard h != 20 "prim.If
// CHECK-LABEL: graph @connectives
graph @connectives(%x: tensor<[h, w], f32>) -> (tensor<[h, w], f32>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c16 = prim.Constant {value = 16} : int
  %c20 = prim.Constant {value = 20} : int
  %c100 = prim.Constant {value = 100} : int
  %msg = prim.Constant {value = "bad size"} : str
  %cls = prim.Constant {value = "builtins.ValueError"} : str
  %h = aten.size.int(%x, %c0) : int
  %w = aten.size.int(%x, %c1) : int
  %a = aten.ge.int(%h, %c16) : bool
  %b = aten.lt.int(%w, %c100) : bool
  %ab = aten.__and__.bool(%a, %b) : bool
  %n = aten.__not__(%ab) : bool
  prim.If(%n) ({
    prim.RaiseException(%msg, %cls) : ()
    yield
  }, {
    yield
  }) : ()
  %ok = aten.ne.int(%h, %c20) : bool
  prim.If(%ok) ({
    yield
  }, {
    prim.RaiseException(%msg, %cls) : ()
    yield
  }) : ()
  return %x
}

// -----

// What is not a fact: a check inside a branch (it runs only when the branch
// does), an `and` that raises (passing is a disjunction: h != 8 or
// w != 8), a check the ranges already decide (h < 0), and a float.
// CHECK-LABEL: module
// CHECK-NOT:     guard
// CHECK-LABEL: graph @no_facts
graph @no_facts(%x: tensor<[h, w], f32>, %flag: bool, %t: float) -> (tensor<[h, w], f32>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c8 = prim.Constant {value = 8} : int
  %half = prim.Constant {value = 0.5} : float
  %msg = prim.Constant {value = "bad size"} : str
  %cls = prim.Constant {value = "builtins.ValueError"} : str
  %h = aten.size.int(%x, %c0) : int
  %w = aten.size.int(%x, %c1) : int
  prim.If(%flag) ({
    %ne = aten.ne.int(%h, %c8) : bool
    prim.If(%ne) ({
      prim.RaiseException(%msg, %cls) : ()
      yield
    }, {
      yield
    }) : ()
    yield
  }, {
    yield
  }) : ()
  %a = aten.eq.int(%h, %c8) : bool
  %b = aten.eq.int(%w, %c8) : bool
  %both = aten.__and__.bool(%a, %b) : bool
  prim.If(%both) ({
    prim.RaiseException(%msg, %cls) : ()
    yield
  }, {
    yield
  }) : ()
  %neg = aten.lt.int(%h, %c0) : bool
  prim.If(%neg) ({
    prim.RaiseException(%msg, %cls) : ()
    yield
  }, {
    yield
  }) : ()
  %f = aten.gt.float(%t, %half) : bool
  prim.If(%f) ({
    prim.RaiseException(%msg, %cls) : ()
    yield
  }, {
    yield
  }) : ()
  return %x
}
