// RUN: onnx-opt %s --split-input-file --pass-pipeline=onnx-cleanup | FileCheck %s

// onnx-cleanup at opset 17 (docs/lowering.md, "After the lowering").

// Identity: an inner one goes; an output one gives its name to the value it
// copied; one whose input is a graph input or an initializer stays (the
// writer would add one itself, named differently).
module attributes {onnx.opset_import = [["", 17]]} {
graph @identity(%x: tensor<[n, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %w = onnx.initializer {value = dense<tensor<[3], f32>, [1.0, 2.0, 3.0]>} : tensor<[3], f32>
  %a = onnx.Identity(%x) : tensor<[n, 3], f32>
  %b = onnx.Add(%a, %w) {onnx.name = "add0"} : tensor<[n, 3], f32>
  %out = onnx.Identity(%b) : tensor<[n, 3], f32>
  %keep_in = onnx.Identity(%x) : tensor<[n, 3], f32>
  %keep_w = onnx.Identity(%w) : tensor<[3], f32>
  return %out, %keep_in, %keep_w
}
}
// CHECK-LABEL: graph @identity
// CHECK-NEXT:    %w = onnx.initializer
// CHECK-NEXT:    %out = onnx.Add(%x, %w) {onnx.name = "add0"}
// CHECK-NEXT:    %keep_in = onnx.Identity(%x)
// CHECK-NEXT:    %keep_w = onnx.Identity(%w)
// CHECK-NEXT:    return %out, %keep_in, %keep_w

// -----

// An output Identity of another output stays (two outputs, one value).
module attributes {onnx.opset_import = [["", 17]]} {
graph @identity_twice(%x: tensor<[2], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %r = onnx.Relu(%x) : tensor<[2], f32>
  %i = onnx.Identity(%r) : tensor<[2], f32>
  return %r, %i
}
}
// CHECK-LABEL: graph @identity_twice
// CHECK-NEXT:    %r = onnx.Relu(%x)
// CHECK-NEXT:    %i = onnx.Identity(%r)

// -----

// Shape of static dims is a constant; of a symbolic dim it stays, and a
// Gather picking only static dims of it is a constant while one picking
// the symbolic dim stays. Shape-15's start/end pick a range. Size of a
// static shape is a constant too.
module attributes {onnx.opset_import = [["", 17]]} {
graph @shape(%x: tensor<[n, 3, 4], f32>, %y: tensor<[2, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %sy = onnx.Shape(%y) : tensor<[2], i64>
  %sx = onnx.Shape(%x) : tensor<[3], i64>
  %i = onnx.Constant {value = dense<tensor<[2], i64>, [1, -1]>} : tensor<[2], i64>
  %static = onnx.Gather(%sx, %i) {axis = 0} : tensor<[2], i64>
  %i0 = onnx.Constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
  %sym = onnx.Gather(%sx, %i0) {axis = 0} : tensor<[], i64>
  %tail = onnx.Shape(%x) {start = 1} : tensor<[2], i64>
  %head = onnx.Shape(%x) {end = -2} : tensor<[1], i64>
  %size = onnx.Size(%y) : tensor<[], i64>
  %nsize = onnx.Size(%x) : tensor<[], i64>
  return %sy, %sx, %static, %sym, %tail, %head, %size, %nsize
}
}
// CHECK-LABEL: graph @shape
// CHECK-NEXT:    %sy = onnx.Constant {value = dense<tensor<[2], i64>, [2, 5]>}
// CHECK-NEXT:    %sx = onnx.Shape(%x) : tensor<[3], i64>
// CHECK-NEXT:    %static = onnx.Constant {value = dense<tensor<[2], i64>, [3, 4]>}
// CHECK-NEXT:    %i0 = onnx.Constant
// CHECK-NEXT:    %sym = onnx.Gather(%sx, %i0) {axis = 0}
// CHECK-NEXT:    %tail = onnx.Constant {value = dense<tensor<[2], i64>, [3, 4]>}
// CHECK-NEXT:    %head = onnx.Shape(%x) {end = -2}
// CHECK-NEXT:    %size = onnx.Constant {value = dense<tensor<[], i64>, [10]>}
// CHECK-NEXT:    %nsize = onnx.Size(%x)
// CHECK-NEXT:    return

// -----

// A shape computation from static dims (the flatten of a lowering) folds
// through Slice, Concat, Unsqueeze (axes an input from 13), Squeeze, Mul and
// integer Div (truncating: -7 / 2 is -3), then the Reshape's shape is a
// constant. With a symbolic dim the same chain keeps what depends on it.
module attributes {onnx.opset_import = [["", 17]]} {
graph @chain(%x: tensor<[n, 3, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %s = onnx.Shape(%x) : tensor<[3], i64>
  %st = onnx.Constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %en = onnx.Constant {value = dense<tensor<[1], i64>, [3]>} : tensor<[1], i64>
  %ax = onnx.Constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %dims = onnx.Slice(%s, %st, %en, %ax) : tensor<[2], i64>
  %d0 = onnx.Gather(%dims, %ax) {axis = 0} : tensor<[1], i64>
  %q = onnx.Squeeze(%d0, %ax) : tensor<[], i64>
  %i1 = onnx.Constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
  %d1 = onnx.Gather(%dims, %i1) {axis = 0} : tensor<[], i64>
  %m = onnx.Mul(%q, %d1) : tensor<[], i64>
  %u = onnx.Unsqueeze(%m, %ax) : tensor<[1], i64>
  %neg = onnx.Constant {value = dense<tensor<[1], i64>, [-7]>} : tensor<[1], i64>
  %two = onnx.Constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
  %div = onnx.Div(%neg, %two) : tensor<[1], i64>
  %sym = onnx.Slice(%s, %ax, %st, %ax) : tensor<[1], i64>
  %shape = onnx.Concat(%sym, %u) {axis = 0} : tensor<[2], i64>
  %r = onnx.Reshape(%x, %shape) : tensor<[n, 12], f32>
  return %div, %r, %u
}
}
// CHECK-LABEL: graph @chain
// CHECK-NEXT:    %s = onnx.Shape(%x)
// CHECK-NEXT:    %st = onnx.Constant
// CHECK-NEXT:    %ax = onnx.Constant
// CHECK-NEXT:    %u = onnx.Constant {value = dense<tensor<[1], i64>, [12]>}
// CHECK-NEXT:    %div = onnx.Constant {value = dense<tensor<[1], i64>, [-3]>}
// CHECK-NEXT:    %sym = onnx.Slice(%s, %ax, %st, %ax)
// CHECK-NEXT:    %shape = onnx.Concat(%sym, %u) {axis = 0}
// CHECK-NEXT:    %r = onnx.Reshape(%x, %shape)
// CHECK-NEXT:    return %div, %r, %u

// -----

// Floats, Cast, Equal, Where, Range, ConstantOfShape, Expand, Neg, Abs,
// Min, Max of constants.
module attributes {onnx.opset_import = [["", 17]]} {
graph @arith() -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %a = onnx.Constant {value = dense<tensor<[3], f32>, [1.5, -2.5, 3.0]>} : tensor<[3], f32>
  %b = onnx.Constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
  %div = onnx.Div(%a, %b) : tensor<[3], f32>
  %cast = onnx.Cast(%a) {to = 7} : tensor<[3], i64>
  %eq = onnx.Equal(%cast, %cast) : tensor<[3], bool>
  %neg = onnx.Neg(%cast) : tensor<[3], i64>
  %where = onnx.Where(%eq, %neg, %cast) : tensor<[3], i64>
  %s = onnx.Constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
  %l = onnx.Constant {value = dense<tensor<[], i64>, [8]>} : tensor<[], i64>
  %d = onnx.Constant {value = dense<tensor<[], i64>, [3]>} : tensor<[], i64>
  %range = onnx.Range(%s, %l, %d) : tensor<[3], i64>
  %shape = onnx.Constant {value = dense<tensor<[2], i64>, [2, 1]>} : tensor<[2], i64>
  %cos = onnx.ConstantOfShape(%shape) {value = dense<tensor<[1], i32>, [7]>} : tensor<[2, 1], i32>
  %e3 = onnx.Constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
  %exp = onnx.Expand(%cos, %e3) : tensor<[2, 3], i32>
  %abs = onnx.Abs(%neg) : tensor<[3], i64>
  %min = onnx.Min(%a, %b) : tensor<[3], f32>
  %max = onnx.Max(%range, %abs, %d) : tensor<[3], i64>
  return %div, %cast, %eq, %where, %range, %exp, %abs, %min, %max
}
}
// CHECK-LABEL: graph @arith
// CHECK-DAG:     %div = onnx.Constant {value = dense<tensor<[3], f32>, [0.75, -1.25, 1.5]>}
// CHECK-DAG:     %cast = onnx.Constant {value = dense<tensor<[3], i64>, [1, -2, 3]>}
// CHECK-DAG:     %eq = onnx.Constant {value = dense<tensor<[3], bool>, [true, true, true]>}
// CHECK-DAG:     %where = onnx.Constant {value = dense<tensor<[3], i64>, [-1, 2, -3]>}
// CHECK-DAG:     %range = onnx.Constant {value = dense<tensor<[3], i64>, [1, 4, 7]>}
// CHECK-DAG:     %exp = onnx.Constant {value = dense<tensor<[2, 3], i32>, [7, 7, 7, 7, 7, 7]>}
// CHECK-DAG:     %abs = onnx.Constant {value = dense<tensor<[3], i64>, [1, 2, 3]>}
// CHECK-DAG:     %min = onnx.Constant {value = dense<tensor<[3], f32>, [1.5, -2.5, 2.0]>}
// CHECK-DAG:     %max = onnx.Constant {value = dense<tensor<[3], i64>, [3, 4, 7]>}
// CHECK-NOT:     onnx.{{[A-Z][a-zA-Z]*}}(

// -----

// max-elements: a ConstantOfShape larger than the limit (by default the
// shared compile-time cap, 2^20 elements) stays.
module attributes {onnx.opset_import = [["", 17]]} {
graph @limit() -> (tensor<*, ?>) {
  %shape = onnx.Constant {value = dense<tensor<[1], i64>, [1048577]>} : tensor<[1], i64>
  %big = onnx.ConstantOfShape(%shape) : tensor<[1048577], f32>
  return %big
}
}
// CHECK-LABEL: graph @limit
// CHECK:         %big = onnx.ConstantOfShape(%shape)

// -----

// No-ops: Reshape and Expand to x's own static shape, Reshape to x's own
// dims with -1 for its one symbolic dim, Cast to x's dtype,
// Squeeze(Unsqueeze) on the same axes. Reshape to another shape and an
// Expand that broadcasts stay, as does Squeeze of other axes, and a -1
// next to a symbolic dim (which the Reshape cannot show is not 0, where a
// runtime fails to infer the -1).
module attributes {onnx.opset_import = [["", 17]]} {
graph @noops(%x: tensor<[2, 3], f32>, %y: tensor<[n, 3], f32>, %w: tensor<[n, m], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %s = onnx.Constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
  %r = onnx.Reshape(%x, %s) : tensor<[2, 3], f32>
  %e = onnx.Expand(%r, %s) : tensor<[2, 3], f32>
  %c = onnx.Cast(%e) {to = 1} : tensor<[2, 3], f32>
  %ax = onnx.Constant {value = dense<tensor<[1], i64>, [-1]>} : tensor<[1], i64>
  %u = onnx.Unsqueeze(%c, %ax) : tensor<[2, 3, 1], f32>
  %ax2 = onnx.Constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
  %sq = onnx.Squeeze(%u, %ax2) : tensor<[2, 3], f32>
  %out = onnx.Relu(%sq) : tensor<[2, 3], f32>
  %s2 = onnx.Constant {value = dense<tensor<[2], i64>, [3, 2]>} : tensor<[2], i64>
  %other = onnx.Reshape(%x, %s2) : tensor<[3, 2], f32>
  %s3 = onnx.Constant {value = dense<tensor<[3], i64>, [2, 2, 3]>} : tensor<[3], i64>
  %bcast = onnx.Expand(%x, %s3) : tensor<[2, 2, 3], f32>
  %sy = onnx.Constant {value = dense<tensor<[2], i64>, [-1, 3]>} : tensor<[2], i64>
  %ry = onnx.Reshape(%y, %sy) : tensor<[n, 3], f32>
  %ey = onnx.Exp(%ry) : tensor<[n, 3], f32>
  %u2 = onnx.Unsqueeze(%x, %ax2) : tensor<[2, 3, 1], f32>
  %z = onnx.Constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %u3 = onnx.Unsqueeze(%u2, %z) : tensor<[1, 2, 3, 1], f32>
  %sq2 = onnx.Squeeze(%u3, %ax) : tensor<[1, 2, 3], f32>
  %shw = onnx.Shape(%w) : tensor<[2], i64>
  %one = onnx.Constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %m = onnx.Gather(%shw, %one) {axis = 0} : tensor<[1], i64>
  %sw = onnx.Concat(%ax, %m) {axis = 0} : tensor<[2], i64>
  %rw = onnx.Reshape(%w, %sw) : tensor<[n, m], f32>
  return %out, %other, %bcast, %ey, %sq2, %rw
}
}
// CHECK-LABEL: graph @noops
// CHECK-NOT:     onnx.Cast
// CHECK:         %out = onnx.Relu(%x)
// CHECK:         %other = onnx.Reshape(%x,
// CHECK:         %bcast = onnx.Expand(%x,
// CHECK:         %ey = onnx.Exp(%y)
// CHECK:         %sq2 = onnx.Squeeze(%u3,
// CHECK:         %rw = onnx.Reshape(%w, %sw)

// -----

// Equal constants become one: cse ran before the folding made these.
module attributes {onnx.opset_import = [["", 17]]} {
graph @dedupe(%x: tensor<[n, 3], f32>, %y: tensor<[4, 3], f32>, %z: tensor<[m], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %sx = onnx.Shape(%x) : tensor<[2], i64>
  %sy = onnx.Shape(%y) : tensor<[2], i64>
  %one = onnx.Constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %a = onnx.Gather(%sx, %one) {axis = 0} : tensor<[1], i64>
  %b = onnx.Gather(%sy, %one) {axis = 0} : tensor<[1], i64>
  %t1 = onnx.Tile(%z, %a) : tensor<[3*m], f32>
  %t2 = onnx.Tile(%z, %b) : tensor<[3*m], f32>
  return %t1, %t2
}
}
// CHECK-LABEL: graph @dedupe
// CHECK-NEXT:    %a = onnx.Constant {value = dense<tensor<[1], i64>, [3]>}
// CHECK-NEXT:    %t1 = onnx.Tile(%z, %a)
// CHECK-NEXT:    %t2 = onnx.Tile(%z, %a)
// CHECK-NEXT:    return %t1, %t2

// -----

// What stays for the runtime: a zero divisor, a float Range (runtimes
// accumulate start + delta differently), a cast of a float out of i32's
// range, a constant of f16. A negative integer step counts down; a folded
// node keeps its onnx.name.
module attributes {onnx.opset_import = [["", 17]]} {
graph @edges() -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %a = onnx.Constant {value = dense<tensor<[2], i64>, [7, 8]>} : tensor<[2], i64>
  %z = onnx.Constant {value = dense<tensor<[2], i64>, [2, 0]>} : tensor<[2], i64>
  %div = onnx.Div(%a, %z) : tensor<[2], i64>
  %fs = onnx.Constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
  %fl = onnx.Constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
  %fd = onnx.Constant {value = dense<tensor<[], f32>, [0.1]>} : tensor<[], f32>
  %frange = onnx.Range(%fs, %fl, %fd) : tensor<[10], f32>
  %big = onnx.Constant {value = dense<tensor<[1], f32>, [3.0e9]>} : tensor<[1], f32>
  %cast = onnx.Cast(%big) {to = 6} : tensor<[1], i32>
  %h = onnx.Constant {value = dense<tensor<[1], f16>, [1.0]>} : tensor<[1], f16>
  %hneg = onnx.Neg(%h) : tensor<[1], f16>
  %s = onnx.Constant {value = dense<tensor<[], i64>, [10]>} : tensor<[], i64>
  %l = onnx.Constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
  %d = onnx.Constant {value = dense<tensor<[], i64>, [-3]>} : tensor<[], i64>
  %down = onnx.Range(%s, %l, %d) {onnx.name = "countdown"} : tensor<[3], i64>
  return %div, %frange, %cast, %hneg, %down
}
}
// CHECK-LABEL: graph @edges
// CHECK:         %div = onnx.Div(%a, %z)
// CHECK:         %frange = onnx.Range(%fs, %fl, %fd)
// CHECK:         %cast = onnx.Cast(%big) {to = 6}
// CHECK:         %hneg = onnx.Neg(%h)
// CHECK:         %down = onnx.Constant {onnx.name = "countdown", value = dense<tensor<[3], i64>, [10, 7, 4]>}

// -----

// Inside an If branch: the branch's constant shape folds; its output
// Identity of an outer value stays (the writer would add one).
module attributes {onnx.opset_import = [["", 17]]} {
graph @branch(%c: tensor<[], bool>, %x: tensor<[2, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %r0, %r1 = onnx.If(%c) ({
    %s = onnx.Shape(%x) : tensor<[2], i64>
    %i = onnx.Identity(%x) : tensor<[2, 3], f32>
    yield %s, %i
  }, {
    %s2 = onnx.Constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
    yield %s2, %x
  }) : (tensor<[2], i64>, tensor<[2, 3], f32>)
  return %r0, %r1
}
}
// CHECK-LABEL: graph @branch
// CHECK:         %s = onnx.Constant {value = dense<tensor<[2], i64>, [2, 3]>}
// CHECK-NEXT:    %i = onnx.Identity(%x)
// CHECK-NEXT:    yield %s, %i

// -----

// Transpose with the identity perm, a Concat of one input and a Slice of
// all of x are x; a reversing Slice (step -1) of the same size and a
// Transpose without perm (which reverses) stay.
module attributes {onnx.opset_import = [["", 17]]} {
graph @more_noops(%x: tensor<[n, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %t = onnx.Transpose(%x) {perm = [0, 1]} : tensor<[n, 3], f32>
  %c = onnx.Concat(%t) {axis = 1} : tensor<[n, 3], f32>
  %st = onnx.Constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %en = onnx.Constant {value = dense<tensor<[1], i64>, [9223372036854775807]>} : tensor<[1], i64>
  %ax = onnx.Constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %all = onnx.Slice(%c, %st, %en, %ax) : tensor<[n, 3], f32>
  %out = onnx.Relu(%all) : tensor<[n, 3], f32>
  %m1 = onnx.Constant {value = dense<tensor<[1], i64>, [-1]>} : tensor<[1], i64>
  %lo = onnx.Constant {value = dense<tensor<[1], i64>, [-9223372036854775808]>} : tensor<[1], i64>
  %rev = onnx.Slice(%x, %m1, %lo, %ax, %m1) : tensor<[n, 3], f32>
  %y = onnx.Constant {value = dense<tensor<[3, 3], f32>, [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]>} : tensor<[3, 3], f32>
  %ty = onnx.Transpose(%y) : tensor<[3, 3], f32>
  %z = onnx.MatMul(%x, %ty) : tensor<[n, 3], f32>
  return %out, %rev, %z
}
}
// CHECK-LABEL: graph @more_noops
// CHECK-NOT:     onnx.Concat
// CHECK:         %out = onnx.Relu(%x)
// CHECK:         %rev = onnx.Slice(%x,
// CHECK:         %ty = onnx.Transpose(%y)

// -----

// A Transpose of a Transpose is one Transpose by the composed perm; the
// inner one goes unless something else reads it, and a composition that
// is the identity leaves the input itself. A Transpose without perm
// reverses the dims.
module attributes {onnx.opset_import = [["", 17]]} {
graph @transpose_pairs(%x: tensor<[b, 3, s, 8], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %h = onnx.Transpose(%x) {perm = [0, 2, 1, 3]} : tensor<[b, s, 3, 8], f32>
  %kt = onnx.Transpose(%h) {perm = [0, 1, 3, 2]} : tensor<[b, s, 8, 3], f32>
  %u = onnx.Transpose(%x) {perm = [0, 2, 1, 3]} : tensor<[b, s, 3, 8], f32>
  %back = onnx.Transpose(%u) {perm = [0, 2, 1, 3]} : tensor<[b, 3, s, 8], f32>
  %r = onnx.Relu(%back) : tensor<[b, 3, s, 8], f32>
  %shared = onnx.Transpose(%x) {perm = [3, 2, 1, 0]} : tensor<[8, s, 3, b], f32>
  %rev = onnx.Transpose(%shared) : tensor<[b, 3, s, 8], f32>
  %rr = onnx.Sigmoid(%rev) : tensor<[b, 3, s, 8], f32>
  %other = onnx.Relu(%shared) : tensor<[8, s, 3, b], f32>
  return %kt, %r, %rr, %other, %h
}
}
// CHECK-LABEL: graph @transpose_pairs
// CHECK:         %h = onnx.Transpose(%x) {perm = [0, 2, 1, 3]}
// CHECK-NEXT:    %kt = onnx.Transpose(%x) {perm = [0, 2, 3, 1]}
// CHECK-NEXT:    %r = onnx.Relu(%x)
// CHECK-NEXT:    %shared = onnx.Transpose(%x) {perm = [3, 2, 1, 0]}
// CHECK-NEXT:    %rr = onnx.Sigmoid(%x)
// CHECK-NEXT:    %other = onnx.Relu(%shared)
// CHECK-NEXT:    return %kt, %r, %rr, %other, %h
