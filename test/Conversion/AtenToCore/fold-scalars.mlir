// RUN: onnx-opt %s --split-input-file --pass-pipeline='fold-scalars' | FileCheck %s

// Number functions of constants fold with TorchScript's semantics:
// math.sqrt of an int is a float, math.floor gives an int, `//` rounds
// toward -inf, min over ints and floats is a float, log(a, b).
// CHECK-LABEL: graph @numbers
// CHECK-DAG:     prim.Constant {value = 3.0} : float
// CHECK-DAG:     prim.Constant {value = 3} : int
// CHECK-DAG:     prim.Constant {value = -4} : int
// CHECK-DAG:     prim.Constant {value = 2.5} : float
// CHECK-DAG:     prim.Constant {value = 1.0} : float
// CHECK-DAG:     prim.Constant {value = true} : bool
// CHECK-NOT:     aten.sqrt
// CHECK-NOT:     aten.floor
// CHECK-NOT:     aten.floordiv
// CHECK-NOT:     prim.min
// CHECK-NOT:     aten.log
// CHECK-NOT:     aten.lt
graph @numbers() -> (float, int, int, float, float, bool) {
  %nine = prim.Constant {value = 9} : int
  %s = aten.sqrt.int(%nine) : float
  %pi = prim.Constant {value = 3.14} : float
  %f = aten.floor.float(%pi) : int
  %m7 = prim.Constant {value = -7} : int
  %two = prim.Constant {value = 2} : int
  %d = aten.floordiv.int(%m7, %two) : int
  %half = prim.Constant {value = 2.5} : float
  %three = prim.Constant {value = 3} : int
  %mn = prim.min(%half, %three) : float
  %l = aten.log.int_int(%nine, %nine) : float
  %lt = aten.lt.int(%m7, %two) : bool
  return %s, %f, %d, %mn, %l, %lt
}

// -----

// A factorial of a negative raises in TorchScript, and a number known
// only at run time is not folded: both are left for decompose (which
// reports the first and computes the second).
// CHECK-LABEL: graph @left
// CHECK:         aten.factorial.int
// CHECK:         aten.sqrt.int(%n)
graph @left(%n: int) -> (int, float) {
  %m = prim.Constant {value = -1} : int
  %f = aten.factorial.int(%m) : int
  %s = aten.sqrt.int(%n) : float
  return %f, %s
}

// -----

// Sizes the types decide, and x.size() as a list of its dims: len, [i]
// and slicing of it fold, a symbolic dim stays aten.size.int.
// CHECK-LABEL: graph @sizes
// CHECK-DAG:     %[[R:.*]] = prim.Constant {value = 4} : int
// CHECK-DAG:     %[[C3:.*]] = prim.Constant {value = 3} : int
// CHECK-DAG:     %[[AX:.*]] = prim.Constant {value = 2} : int
// CHECK:         %[[H:.*]] = aten.size.int(%x, %[[AX]]) : int
// CHECK:         %[[TAIL:.*]] = prim.ListConstruct(%[[H]], %{{.*}}) : list<int>
// CHECK:         %[[N:.*]] = prim.Constant {value = 4} : int
// CHECK:         return %[[R]], %[[C3]], %[[TAIL]], %[[N]]
graph @sizes(%x: tensor<[2, 3, h, 5], f32>) -> (int, int, list<int>, int) {
  %rank = aten.dim(%x) : int
  %one = prim.Constant {value = 1} : int
  %c = aten.size.int(%x, %one) : int
  %shape = aten.size(%x) : list<int>
  %two = prim.Constant {value = 2} : int
  %none = prim.Constant : none
  %tail = aten.slice.t(%shape, %two, %none, %one) : list<int>
  %n = aten.len.t(%shape) : int
  return %rank, %c, %tail, %n
}

// -----

// List functions of known lists: +, * n, list(), `in`, unpacking.
// CHECK-LABEL: graph @lists
// CHECK:         %[[L:.*]] = prim.ListConstruct(%a, %b, %a, %b, %a, %b) : list<int>
// CHECK:         return %[[L]], %{{.*}}, %b
graph @lists(%a: int, %b: int) -> (list<int>, bool, int) {
  %l = prim.ListConstruct(%a, %b) : list<int>
  %l2 = aten.add.t(%l, %l) : list<int>
  %c = aten.list.t(%l) : list<int>
  %l3 = aten.add.t(%l2, %c) : list<int>
  %s = prim.Constant {value = ["relu", "gelu"]} : list<str>
  %g = prim.Constant {value = "gelu"} : str
  %in = aten.__contains__.str_list(%s, %g) : bool
  %x, %y = prim.ListUnpack(%l) : (int, int)
  return %l3, %in, %y
}

// -----

// Strings of constants fold: format, len, find, ==; and what an exported
// inference model is: on the CPU, without autograd.
// CHECK-LABEL: graph @strings
// CHECK-DAG:     prim.Constant {value = "dim 4 of 2"} : str
// CHECK-DAG:     prim.Constant {value = 3} : int
// CHECK-DAG:     prim.Constant {value = false} : bool
// CHECK-NOT:     aten.format
// CHECK-NOT:     prim.is_cuda
// CHECK-NOT:     aten.is_grad_enabled
graph @strings(%x: tensor<[2], f32>) -> (str, int, bool, bool, int) {
  %fmt = prim.Constant {value = "dim {} of {}"} : str
  %four = prim.Constant {value = 4} : int
  %two = prim.Constant {value = 2} : int
  %s = aten.format(%fmt, %four, %two) : str
  %dev = prim.device(%x) : device
  %ds = aten.str(%dev) : str
  %n = aten.len.str(%ds) : int
  %cuda = prim.is_cuda(%x) : bool
  %grad = aten.is_grad_enabled : bool
  %dt = prim.dtype(%x) : int
  return %s, %n, %cuda, %grad, %dt
}

// -----

// Nor autocast (the attention fast paths test it), and a tensor's dtype
// decides is_floating_point (key_padding_mask checks); an unknown dtype
// does not.
// CHECK-LABEL: graph @fast_path_queries
// CHECK:         %[[A:.*]] = prim.Constant {value = false} : bool
// CHECK:         %[[X:.*]] = prim.Constant {value = true} : bool
// CHECK:         %[[M:.*]] = prim.Constant {value = false} : bool
// CHECK:         %[[U:.*]] = aten.is_floating_point(%u) : bool
// CHECK:         return %[[A]], %[[X]], %[[M]], %[[U]]
graph @fast_path_queries(%x: tensor<[2], f32>, %m: tensor<[2], bool>, %u: tensor<[2], ?>) -> (bool, bool, bool, bool) {
  %autocast = aten.is_autocast_enabled : bool
  %xf = aten.is_floating_point(%x) : bool
  %mf = aten.is_floating_point(%m) : bool
  %uf = aten.is_floating_point(%u) : bool
  return %autocast, %xf, %mf, %uf
}

// -----

// Identity: a value is itself, and two inputs of the graph are two
// objects.
// CHECK-LABEL: graph @identity
// CHECK-DAG:     prim.Constant {value = true} : bool
// CHECK-DAG:     prim.Constant {value = false} : bool
// CHECK-NOT:     aten.__is
// CHECK-NOT:     aten.__not__
graph @identity(%q: tensor<[2], f32>, %k: tensor<[2], f32>) -> (bool, bool) {
  %same = aten.__is__(%q, %q) : bool
  %other = aten.__isnot__(%q, %k) : bool
  %diff = aten.__not__(%other) : bool
  return %same, %diff
}
