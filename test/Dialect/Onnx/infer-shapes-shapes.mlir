// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// Ops that move dims around or take them as values: Constant, Shape,
// Reshape, Expand, Gather, Concat, Slice, Transpose, Unsqueeze, Squeeze,
// Flatten, Split.

// onnx.Reshape of [s0, 12] to an onnx.Constant [-1, 4]: [3*s0, 4] exactly.

// CHECK-LABEL: module {
// CHECK-NEXT:    symbol s0 in [2, inf]
// CHECK-NEXT:    graph @reshape_constant
// CHECK-NEXT:      %shape = onnx.Constant {value = dense<tensor<[2], i64>, [-1, 4]>} : tensor<[2], i64>
// CHECK-NEXT:      onnx.Reshape(%x, %shape) : tensor<[3*s0, 4], f32>
graph @reshape_constant(%x: tensor<[s0, 12], f32>) -> (tensor<*, ?>) {
  %shape = onnx.Constant {value = dense<tensor<[2], i64>, [-1, 4]>} : tensor<*, ?>
  %0 = onnx.Reshape(%x, %shape) : tensor<*, ?>
  return %0
}

// -----

// [s0, 3] to [-1, 4] needs 3*s0 to be a multiple of 4: a guard.

// CHECK-LABEL: module {
// CHECK-NEXT:    symbol s0 in [2, inf]
// CHECK-NEXT:    guard (3*s0) mod 4 == 0 "onnx.Reshape at {{.*}}infer-shapes-shapes.mlir:[[@LINE+4]]:{{[0-9]+}}: reshape: the inferred size is exact"
// CHECK:           onnx.Reshape(%x, %shape) : tensor<[(3*s0) floordiv 4, 4], f32>
graph @reshape_guard(%x: tensor<[s0, 3], f32>) -> (tensor<*, ?>) {
  %shape = onnx.Constant {value_ints = [-1, 4]} : tensor<*, ?>
  %0 = onnx.Reshape(%x, %shape) : tensor<*, ?>
  return %0
}

// -----

// A shape built from Shape and Concat: [Shape(x)[0], -1] gives [s0, 12]; 0
// copies the input dim unless allowzero.

// CHECK-LABEL: graph @reshape_computed
// CHECK-NEXT:    %batch = onnx.Shape(%x) {end = 1} : tensor<[1], i64>
// CHECK-NEXT:    %minus1 = onnx.Constant {value_ints = [-1]} : tensor<[1], i64>
// CHECK-NEXT:    %target = onnx.Concat(%batch, %minus1) {axis = 0} : tensor<[2], i64>
// CHECK-NEXT:    onnx.Reshape(%x, %target) : tensor<[s0, 12], f32>
// CHECK:         onnx.Reshape(%x, %copy) : tensor<[s0, 3, 4], f32>
// CHECK:         onnx.Reshape(%e, %zero) {allowzero = 1} : tensor<[0, 5], f32>
graph @reshape_computed(%x: tensor<[s0, 3, 4], f32>, %e: tensor<[5, 0], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %batch = onnx.Shape(%x) {end = 1} : tensor<*, ?>
  %minus1 = onnx.Constant {value_ints = [-1]} : tensor<*, ?>
  %target = onnx.Concat(%batch, %minus1) {axis = 0} : tensor<*, ?>
  %0 = onnx.Reshape(%x, %target) : tensor<*, ?>
  %copy = onnx.Constant {value_ints = [0, 0, -1]} : tensor<*, ?>
  %1 = onnx.Reshape(%x, %copy) : tensor<*, ?>
  %zero = onnx.Constant {value_ints = [0, 5]} : tensor<*, ?>
  %2 = onnx.Reshape(%e, %zero) {allowzero = 1} : tensor<*, ?>
  return %0, %1, %2
}

// -----

// Constants of every value attribute; Shape with start and end clamped
// like opset 15; an unranked input has a Shape of unknown length.

// CHECK-LABEL: graph @constants_and_shapes
// CHECK-NEXT:    onnx.Constant {value_int = 3} : tensor<[], i64>
// CHECK-NEXT:    onnx.Constant {value_float = 1.5} : tensor<[], f32>
// CHECK-NEXT:    onnx.Constant {value_floats = [1.0, 2.0]} : tensor<[2], f32>
// CHECK-NEXT:    onnx.Constant {value_string = "a"} : tensor<[], str>
// CHECK-NEXT:    onnx.Constant {value_strings = ["a", "b", "c"]} : tensor<[3], str>
// CHECK-NEXT:    onnx.Shape(%x) {start = -2} : tensor<[2], i64>
// CHECK-NEXT:    onnx.Shape(%x) {end = 10, start = -10} : tensor<[3], i64>
// CHECK-NEXT:    onnx.Shape(%x) {end = 1, start = 2} : tensor<[0], i64>
// CHECK-NEXT:    onnx.Shape(%u) : tensor<[?], i64>
graph @constants_and_shapes(%x: tensor<[b, s, d], f32>, %u: tensor<*, f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.Constant {value_int = 3} : tensor<*, ?>
  %1 = onnx.Constant {value_float = 1.5} : tensor<*, ?>
  %2 = onnx.Constant {value_floats = [1.0, 2.0]} : tensor<*, ?>
  %3 = onnx.Constant {value_string = "a"} : tensor<*, ?>
  %4 = onnx.Constant {value_strings = ["a", "b", "c"]} : tensor<*, ?>
  %5 = onnx.Shape(%x) {start = -2} : tensor<*, ?>
  %6 = onnx.Shape(%x) {end = 10, start = -10} : tensor<*, ?>
  %7 = onnx.Shape(%x) {end = 1, start = 2} : tensor<*, ?>
  %8 = onnx.Shape(%u) : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8
}

// -----

// Expand broadcasts both ways (unlike torch.expand): a 1 in the shape
// keeps the input dim.

// CHECK-LABEL: graph @expand
// CHECK:         onnx.Expand(%x, %shape) : tensor<[2, b, 7], f32>
// CHECK:         onnx.Expand(%x, %ys) : tensor<[b, t], f32>
// CHECK:         onnx.Expand(%x, %k) : tensor<[?, b, ?], f32>
graph @expand(%x: tensor<[b, 1], f32>, %y: tensor<[b, t], f32>, %k: tensor<[3], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %shape = onnx.Constant {value_ints = [2, 1, 7]} : tensor<*, ?>
  %0 = onnx.Expand(%x, %shape) : tensor<*, ?>
  %ys = onnx.Shape(%y) : tensor<*, ?>
  %1 = onnx.Expand(%x, %ys) : tensor<*, ?>
  %2 = onnx.Expand(%x, %k) : tensor<*, ?>
  return %0, %1, %2
}

// -----

// Slice: ONNX clamping (negative starts and ends count from the end, an end
// past the dim stops at it), negative steps (from the last element to
// INT64_MIN: the whole dim reversed), default axes and steps, and an end
// of Shape(x)[1] / 2 computed from the shape. Unknown axes make every dim
// unknown.

// CHECK-LABEL: graph @slice
// CHECK:         onnx.Slice(%y, %starts, %ends) : tensor<[s0, 2, s2], f32>
// CHECK:         onnx.Slice(%x, %rs, %re, %ra, %rstep) : tensor<[s0, s1, s2 ceildiv 2], f32>
// CHECK:         onnx.Slice(%x, %z, %half, %one) : tensor<[s0, s1 floordiv 2, s2], f32>
// CHECK:         onnx.Slice(%x, %z, %one, %k) : tensor<[?, ?, ?], f32>
graph @slice(%x: tensor<[s0, s1, s2], f32>, %y: tensor<[s0, 5, s2], f32>, %k: tensor<[1], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %starts = onnx.Constant {value_ints = [0, -3]} : tensor<*, ?>
  %ends = onnx.Constant {value_ints = [9223372036854775807, -1]} : tensor<*, ?>
  %0 = onnx.Slice(%y, %starts, %ends) : tensor<*, ?>
  %rs = onnx.Constant {value_ints = [-1]} : tensor<*, ?>
  %re = onnx.Constant {value_ints = [-9223372036854775808]} : tensor<*, ?>
  %ra = onnx.Constant {value_ints = [2]} : tensor<*, ?>
  %rstep = onnx.Constant {value_ints = [-2]} : tensor<*, ?>
  %1 = onnx.Slice(%x, %rs, %re, %ra, %rstep) : tensor<*, ?>
  %shape = onnx.Shape(%x) : tensor<*, ?>
  %z = onnx.Constant {value_ints = [0]} : tensor<*, ?>
  %one = onnx.Constant {value_ints = [1]} : tensor<*, ?>
  %two = onnx.Constant {value_ints = [2]} : tensor<*, ?>
  %n = onnx.Slice(%shape, %one, %two) : tensor<*, ?>
  %half = onnx.Div(%n, %two) : tensor<*, ?>
  %2 = onnx.Slice(%x, %z, %half, %one) : tensor<*, ?>
  %3 = onnx.Slice(%x, %z, %one, %k) : tensor<*, ?>
  return %0, %1, %2, %3
}

// -----

// Gather and Concat, and values picked from a shape by Gather with a
// negative index (Shape(x)[-1]).

// CHECK-LABEL: graph @gather_concat
// CHECK-NEXT:    onnx.Gather(%table, %ids) : tensor<[b, s, 64], f32>
// CHECK-NEXT:    onnx.Gather(%table, %ids) {axis = -1} : tensor<[v, b, s], f32>
// CHECK-NEXT:    onnx.Gather(%table, %u) : tensor<*, f32>
// CHECK-NEXT:    onnx.Concat(%table, %table) {axis = 0} : tensor<[2*v, 64], f32>
// CHECK-NEXT:    onnx.Concat(%table, %u) {axis = 1} : tensor<[v, ?], f32>
// CHECK:         onnx.Reshape(%ids, %last) : tensor<[s, b], i64>
graph @gather_concat(%table: tensor<[v, 64], f32>, %ids: tensor<[b, s], i64>, %u: tensor<*, ?>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.Gather(%table, %ids) : tensor<*, ?>
  %1 = onnx.Gather(%table, %ids) {axis = -1} : tensor<*, ?>
  %2 = onnx.Gather(%table, %u) : tensor<*, ?>
  %3 = onnx.Concat(%table, %table) {axis = 0} : tensor<*, ?>
  %4 = onnx.Concat(%table, %u) {axis = 1} : tensor<*, ?>
  %shape = onnx.Shape(%ids) : tensor<*, ?>
  %idx = onnx.Constant {value_ints = [-1, 0]} : tensor<*, ?>
  %last = onnx.Gather(%shape, %idx) : tensor<*, ?>
  %5 = onnx.Reshape(%ids, %last) : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5
}

// -----

// Transpose (no perm reverses), Unsqueeze and Squeeze with axes inputs
// (opset 13), Flatten.

// CHECK-LABEL: graph @layout
// CHECK:         onnx.Transpose(%x) : tensor<[d, s, b], f32>
// CHECK-NEXT:    onnx.Transpose(%x) {perm = [0, 2, 1]} : tensor<[b, d, s], f32>
// CHECK-NEXT:    onnx.Unsqueeze(%x, %axes) : tensor<[1, b, s, d, 1], f32>
// CHECK-NEXT:    onnx.Squeeze(%y, %one) : tensor<[b, d], f32>
// CHECK-NEXT:    onnx.Squeeze(%y) : tensor<[b, d], f32>
// CHECK-NEXT:    onnx.Squeeze(%q) : tensor<*, f32>
// CHECK-NEXT:    onnx.Unsqueeze(%x, %k) : tensor<[?, ?, ?, ?], f32>
// CHECK-NEXT:    onnx.Squeeze(%y, %k) : tensor<[?, ?], f32>
// CHECK-NEXT:    onnx.Flatten(%x) : tensor<[b, d*s], f32>
// CHECK-NEXT:    onnx.Flatten(%x) {axis = 0} : tensor<[1, b*d*s], f32>
graph @layout(%x: tensor<[b, s, d], f32>, %y: tensor<[b, 1, d], f32>, %q: tensor<[b, ?], f32>, %k: tensor<[1], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %axes = onnx.Constant {value_ints = [0, -1]} : tensor<*, ?>
  %one = onnx.Constant {value_ints = [1]} : tensor<*, ?>
  %0 = onnx.Transpose(%x) : tensor<*, ?>
  %1 = onnx.Transpose(%x) {perm = [0, 2, 1]} : tensor<*, ?>
  %2 = onnx.Unsqueeze(%x, %axes) : tensor<*, ?>
  %3 = onnx.Squeeze(%y, %one) : tensor<*, ?>
  %4 = onnx.Squeeze(%y) : tensor<*, ?>
  %5 = onnx.Squeeze(%q) : tensor<*, ?>
  %6 = onnx.Unsqueeze(%x, %k) : tensor<*, ?>
  %7 = onnx.Squeeze(%y, %k) : tensor<*, ?>
  %8 = onnx.Flatten(%x) : tensor<*, ?>
  %9 = onnx.Flatten(%x) {axis = 0} : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9
}

// -----

// Split by sizes, into equal parts (a symbolic dim is guarded divisible),
// or by unknown sizes.

// CHECK-LABEL: module {
// CHECK:         guard s mod 2 == 0 "onnx.Split at {{.*}}: split: equal parts are exact"
// CHECK:         onnx.Split(%x, %sizes) {axis = 1} : (tensor<[b, 2, 64], f32>, tensor<[b, s - 2, 64], f32>)
// CHECK-NEXT:    onnx.Split(%x) {axis = -1} : (tensor<[b, s, 32], f32>, tensor<[b, s, 32], f32>)
// CHECK-NEXT:    onnx.Split(%x) {axis = 1} : (tensor<[b, s floordiv 2, 64], f32>, tensor<[b, s floordiv 2, 64], f32>)
// CHECK-NEXT:    onnx.Split(%x, %k) : (tensor<[?, s, 64], f32>, tensor<[?, s, 64], f32>)
graph @split(%x: tensor<[b, s, 64], f32>, %k: tensor<[2], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %shape = onnx.Shape(%x) {start = 1, end = 2} : tensor<*, ?>
  %two = onnx.Constant {value_ints = [2]} : tensor<*, ?>
  %rest = onnx.Sub(%shape, %two) : tensor<*, ?>
  %sizes = onnx.Concat(%two, %rest) {axis = 0} : tensor<*, ?>
  %0, %1 = onnx.Split(%x, %sizes) {axis = 1} : (tensor<*, ?>, tensor<*, ?>)
  %2, %3 = onnx.Split(%x) {axis = -1} : (tensor<*, ?>, tensor<*, ?>)
  %4, %5 = onnx.Split(%x) {axis = 1} : (tensor<*, ?>, tensor<*, ?>)
  %6, %7 = onnx.Split(%x, %k) : (tensor<*, ?>, tensor<*, ?>)
  return %0, %2, %4, %6
}

// -----

// Range(past, past + seq, 1) has seq elements (the schema's inference
// knows a length only for constant operands); with a step of 2, ceil of
// the half; a negative step counts down.

// CHECK-LABEL: graph @range_length
// CHECK:         %r = onnx.Range(%p, %e, %one) : tensor<[seq], i64>
// CHECK:         %r2 = onnx.Range(%p, %e, %two) : tensor<[seq ceildiv 2], i64>
// CHECK:         %r3 = onnx.Range(%e, %p, %mone) : tensor<[seq], i64>
// CHECK:         %r4 = onnx.Range(%e, %p, %one) : tensor<[0], i64>
module attributes {onnx.opset_import = [["", 17]]} {
  symbol seq in [1, inf]
  symbol past in [0, inf]
  graph @range_length(%x: tensor<[past, seq], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
    %s = onnx.Shape(%x) : tensor<*, ?>
    %i0 = onnx.Constant {value = dense<tensor<[], i64>, [0]>} : tensor<*, ?>
    %i1 = onnx.Constant {value = dense<tensor<[], i64>, [1]>} : tensor<*, ?>
    %p = onnx.Gather(%s, %i0) {axis = 0} : tensor<*, ?>
    %n = onnx.Gather(%s, %i1) {axis = 0} : tensor<*, ?>
    %e = onnx.Add(%p, %n) : tensor<*, ?>
    %one = onnx.Constant {value = dense<tensor<[], i64>, [1]>} : tensor<*, ?>
    %two = onnx.Constant {value = dense<tensor<[], i64>, [2]>} : tensor<*, ?>
    %mone = onnx.Constant {value = dense<tensor<[], i64>, [-1]>} : tensor<*, ?>
    %r = onnx.Range(%p, %e, %one) : tensor<*, ?>
    %r2 = onnx.Range(%p, %e, %two) : tensor<*, ?>
    %r3 = onnx.Range(%e, %p, %mone) : tensor<*, ?>
    %r4 = onnx.Range(%e, %p, %one) : tensor<*, ?>
    return %r, %r2, %r3, %r4
  }
}

// -----

// torch's expand(x, [b, 2, 2, L, 16]) with -1 for "keep" lowers to
// Expand(x, Where(Equal(sizes, -1), 1, sizes)): the comparison of known
// sizes (never -1) and the Where keep the sizes' values, so the Expand of
// a [b, 2, 1, L, 16] tensor is [b, 2, 2, L, 16] although L may be 1
// (without the values, L against an unknown size that may broadcast is
// unknown). Less and Greater compare known values too.

// CHECK-LABEL: graph @expand_keep
// CHECK:         %eq = onnx.Equal(%sizes, %m1) : tensor<[5], bool>
// CHECK:         %w = onnx.Where(%eq, %one, %sizes) : tensor<[5], i64>
// CHECK:         %y = onnx.Expand(%x, %w) : tensor<[b, 2, 2, L, 16], f32>
// CHECK:         %lt = onnx.Less(%sizes, %zero) : tensor<[5], bool>
// CHECK:         %w2 = onnx.Where(%lt, %one, %sizes) : tensor<[5], i64>
// CHECK:         %y2 = onnx.Expand(%x, %w2) : tensor<[b, 2, 2, L, 16], f32>
// CHECK:         %gt = onnx.Greater(%sizes, %zero) : tensor<[5], bool>
// CHECK:         %w3 = onnx.Where(%gt, %sizes, %one) : tensor<[5], i64>
// CHECK:         %y3 = onnx.Expand(%x, %w3) : tensor<[b, 2, 2, L, 16], f32>
module attributes {onnx.opset_import = [["", 17]]} {
  symbol b in [2, inf]
  symbol L in [1, inf]
  graph @expand_keep(%x: tensor<[b, 2, 1, L, 16], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
    %s = onnx.Shape(%x) : tensor<*, ?>
    %i0 = onnx.Constant {value = dense<tensor<[1], i64>, [0]>} : tensor<*, ?>
    %i3 = onnx.Constant {value = dense<tensor<[1], i64>, [3]>} : tensor<*, ?>
    %bv = onnx.Gather(%s, %i0) {axis = 0} : tensor<*, ?>
    %lv = onnx.Gather(%s, %i3) {axis = 0} : tensor<*, ?>
    %two = onnx.Constant {value = dense<tensor<[2], i64>, [2, 2]>} : tensor<*, ?>
    %c16 = onnx.Constant {value = dense<tensor<[1], i64>, [16]>} : tensor<*, ?>
    %sizes = onnx.Concat(%bv, %two, %lv, %c16) {axis = 0} : tensor<*, ?>
    %m1 = onnx.Constant {value = dense<tensor<[], i64>, [-1]>} : tensor<*, ?>
    %zero = onnx.Constant {value = dense<tensor<[], i64>, [0]>} : tensor<*, ?>
    %one = onnx.Constant {value = dense<tensor<[], i64>, [1]>} : tensor<*, ?>
    %eq = onnx.Equal(%sizes, %m1) : tensor<*, ?>
    %w = onnx.Where(%eq, %one, %sizes) : tensor<*, ?>
    %y = onnx.Expand(%x, %w) : tensor<*, ?>
    %lt = onnx.Less(%sizes, %zero) : tensor<*, ?>
    %w2 = onnx.Where(%lt, %one, %sizes) : tensor<*, ?>
    %y2 = onnx.Expand(%x, %w2) : tensor<*, ?>
    %gt = onnx.Greater(%sizes, %zero) : tensor<*, ?>
    %w3 = onnx.Where(%gt, %sizes, %one) : tensor<*, ?>
    %y3 = onnx.Expand(%x, %w3) : tensor<*, ?>
    return %y, %y2, %y3
  }
}
