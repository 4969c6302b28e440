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

// -----

// min, max and sum of a list of known numbers: the trip count of `for a, b
// in zip(xs, ys)` (prim.min of the lengths), len of a tensor whose first
// dim is static (`for b in boxes`), str of an int (`(str(i), v) for i, v
// in enumerate(features)`), the type of a known device.
// CHECK-LABEL: graph @list_numbers
// CHECK-NEXT:    %[[MIN:.*]] = prim.Constant {value = 2} : int
// CHECK-NEXT:    %[[MAX:.*]] = prim.Constant {value = 4} : int
// CHECK-NEXT:    %[[SUM:.*]] = prim.Constant {value = 9} : int
// CHECK-NEXT:    %[[LEN:.*]] = prim.Constant {value = 4} : int
// CHECK-NEXT:    %[[S:.*]] = prim.Constant {value = "2"} : str
// CHECK-NEXT:    %[[ST:.*]] = prim.Constant {value = "True"} : str
// CHECK-NEXT:    %[[TY:.*]] = prim.Constant {value = "cpu"} : str
// CHECK-NEXT:    return %[[MIN]], %[[MAX]], %[[SUM]], %[[LEN]], %[[S]], %[[ST]], %[[TY]]
graph @list_numbers(%x: tensor<[4, ?], f32>) -> (int, int, int, int, str, str, str) {
  %a = prim.Constant {value = 3} : int
  %b = prim.Constant {value = 4} : int
  %c = prim.Constant {value = 2} : int
  %t = prim.Constant {value = true} : bool
  %l = prim.ListConstruct(%a, %b, %c) : list<int>
  %min = prim.min(%l) : int
  %max = prim.max(%l) : int
  %sum = aten.sum.int(%l) : int
  %len = aten.len.Tensor(%x) : int
  %s = aten.str(%c) : str
  %st = aten.str(%t) : str
  %dev = prim.device(%x) : device
  %ty = prim.type(%dev) {tocc.schema = "prim::type(Device self) -> str"} : str
  return %min, %max, %sum, %len, %s, %st, %ty
}

// -----

// A list something still changes is not known: min of it, and the number
// of pieces of a split by it, wait (the append is resolved first).
// CHECK-LABEL: graph @mutated_list
// CHECK:         prim.min
// CHECK:         aten.split.sizes
// CHECK-NOT:     prim.ListUnpack
graph @mutated_list(%x: tensor<[6], f32>, %n: int) -> (int, list<tensor<*, ?>>) {
  %a = prim.Constant {value = 3} : int
  %zero = prim.Constant {value = 0} : int
  %true = prim.Constant {value = true} : bool
  %l = prim.ListConstruct(%a) : list<int>
  prim.Loop(%n, %true) ({
  ^bb0(%i: int):
    %0 = aten.append.t(%l, %a) : list<int>
    yield %true
  }) : ()
  %min = prim.min(%l) : int
  %parts = aten.split.sizes(%x, %l, %zero) : list<tensor<*, ?>>
  return %min, %parts
}

// -----

// torch.where(cond): the columns of nonzero(cond), a list of known length
// when cond's rank is known, so `[0]` folds to the first.
// CHECK-LABEL: graph @where_cond
// CHECK:         %[[NZ:.*]] = aten.nonzero(%m) : tensor<*, i64>
// CHECK:         %[[COL:.*]] = aten.select.int(%[[NZ]], %{{.*}}, %{{.*}}) : tensor<*, i64>
// CHECK-NOT:     aten.where
// CHECK:         return %[[COL]]
graph @where_cond(%m: tensor<[?], bool>) -> (tensor<*, ?>) {
  %zero = prim.Constant {value = 0} : int
  %w = aten.where(%m) : list<tensor<*, ?>>
  %first = aten.__getitem__.t(%w, %zero) : tensor<*, ?>
  return %first
}

// -----

// Comparisons of ints that the ranges of the dims decide: torchaudio's
// Emformer tests `if B == 1` of the batch dim, declared dynamic (at least
// 2); a comparison the ranges leave open stays.
// CHECK-LABEL: graph @range_decided
// CHECK-DAG:     %[[F:.*]] = prim.Constant {value = false} : bool
// CHECK-DAG:     %[[T:.*]] = prim.Constant {value = true} : bool
// CHECK:         %[[OPEN:.*]] = aten.eq.int(
// CHECK:         return %[[F]], %[[T]], %[[OPEN]]
module {
  symbol b in [2, inf]
  graph @range_decided(%x: tensor<[b, 3], f32>) -> (bool, bool, bool) {
    %zero = prim.Constant {value = 0} : int
    %one = prim.Constant {value = 1} : int
    %two = prim.Constant {value = 2} : int
    %b = aten.size.int(%x, %zero) : int
    %is_one = aten.eq.int(%b, %one) : bool
    %b1 = aten.add.int(%b, %one) : int
    %big = aten.gt.int(%b1, %two) : bool
    %open = aten.eq.int(%b, %two) : bool
    return %is_one, %big, %open
  }
}

// -----

// A loop-carried value the body only refines (`if m is not None: m =
// cast(m)`, as TorchScript carries Emformer's summary mask) is its initial
// value, in the body and after the loop; a value the body changes stays.
// The slot the loop no longer needs is dropped (ONNX's Loop cannot carry
// an Optional).
// CHECK-LABEL: graph @invariant_carried
// CHECK:         %[[NONE:.*]] = prim.Constant : none
// CHECK:         %[[K:.*]] = prim.Loop(%n, %true, %zero) ({
// CHECK-NEXT:    ^bb0(%i: int, %ki: int):
// CHECK:           prim.unchecked_cast(%[[NONE]])
// CHECK:         return %[[NONE]], %[[K]]
graph @invariant_carried(%n: int) -> (optional<list<bool>>, int) {
  %none = prim.Constant : none
  %true = prim.Constant {value = true} : bool
  %one = prim.Constant {value = 1} : int
  %zero = prim.Constant {value = 0} : int
  %m, %k = prim.Loop(%n, %true, %none, %zero) ({
  ^bb0(%i: int, %mi: optional<list<bool>>, %ki: int):
    %has = aten.__isnot__(%mi, %none) : bool
    %r = prim.If(%has) ({
      %c = prim.unchecked_cast(%mi) : list<bool>
      yield %c
    }, {
      yield %mi
    }) : optional<list<bool>>
    %k2 = aten.add.int(%ki, %one) : int
    yield %true, %r, %k2
  }) : (optional<list<bool>>, int)
  return %m, %k
}

// -----

// The same when the loop starts from a list (Emformer with memory: its
// `s_cols_mask` is a list there): the list stands for the Optional, so
// refine-optionals then decides `is not None` in the body.
// CHECK-LABEL: graph @invariant_carried_list
// CHECK:         %[[L:.*]] = prim.Constant {value = [true, false]} : list<bool>
// CHECK:         prim.Loop(%n, %true) ({
// CHECK-NEXT:    ^bb0(%i: int):
// CHECK-NEXT:      aten.__isnot__(%[[L]], %none)
// CHECK:           prim.unchecked_cast(%[[L]])
// CHECK:         return %[[L]]
graph @invariant_carried_list(%n: int) -> (optional<list<bool>>, int) {
  %none = prim.Constant : none
  %true = prim.Constant {value = true} : bool
  %zero = prim.Constant {value = 0} : int
  %l = prim.Constant {value = [true, false]} : list<bool>
  %m = prim.Loop(%n, %true, %l) ({
  ^bb0(%i: int, %mi: optional<list<bool>>):
    %has = aten.__isnot__(%mi, %none) : bool
    %r = prim.If(%has) ({
      %c = prim.unchecked_cast(%mi) : list<bool>
      %len = aten.len.t(%c) : int
      yield %c
    }, {
      yield %mi
    }) : optional<list<bool>>
    yield %true, %r
  }) : optional<list<bool>>
  return %m, %zero
}

// -----

// Where a tensor comes from decides prim.is_quantized (the checks of
// torch's quantized functional ops): a quantize_per_tensor or a quantized
// op, through the ops after it, is quantized; a graph input, or what
// dequantize made, is not (docs/quantization.md).
// CHECK-LABEL: graph @is_quantized
// CHECK-DAG:     prim.Constant {value = true} : bool
// CHECK-DAG:     prim.Constant {value = false} : bool
// CHECK-NOT:     prim.is_quantized
graph @is_quantized(%x: tensor<[2, 3], f32>) -> (bool, bool, bool) {
  %s = prim.Constant {value = 0.5} : float
  %z = prim.Constant {value = 10} : int
  %dt = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %dt) : tensor<[2, 3], ?>
  %one = prim.Constant {value = 1} : int
  %m = prim.Constant {value = -1} : int
  %f = aten.flatten.using_ints(%q, %one, %m) : tensor<[2, 3], ?>
  %a = prim.is_quantized(%f) : bool
  %d = aten.dequantize.self(%q) : tensor<[2, 3], f32>
  %b = prim.is_quantized(%d) : bool
  %c = prim.is_quantized(%x) : bool
  return %a, %b, %c
}
