// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// The op families added with the full core op set, over symbolic dims.

// Unary ops keep the type; isnan and comparisons give bool; clamp, where
// and the binary ops broadcast.

// CHECK-LABEL: graph @elementwise
// CHECK-NEXT:    core.gelu(%x) {approximate = "tanh"} : tensor<[b, 1, 4], f32>
// CHECK-NEXT:    core.isnan(%x) : tensor<[b, 1, 4], bool>
// CHECK-NEXT:    core.lt(%x, %y) : tensor<[b, t, 4], bool>
// CHECK-NEXT:    core.atan2(%x, %y) : tensor<[b, t, 4], f32>
// CHECK-NEXT:    core.clamp(%x, %n, %y) : tensor<[b, t, 4], f32>
// CHECK-NEXT:    core.logical_xor(%m, %k) : tensor<[b, t, 4], bool>
graph @elementwise(%x: tensor<[b, 1, 4], f32>, %y: tensor<[t, 4], f32>, %n: none, %m: tensor<[b, t, 4], bool>, %k: tensor<[], bool>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.gelu(%x) {approximate = "tanh"} : tensor<*, ?>
  %1 = core.isnan(%x) : tensor<*, ?>
  %2 = core.lt(%x, %y) : tensor<*, ?>
  %3 = core.atan2(%x, %y) : tensor<*, ?>
  %4 = core.clamp(%x, %n, %y) : tensor<*, ?>
  %5 = core.logical_xor(%m, %k) : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5
}

// -----

// full takes its dims from a shape computed from another tensor; arange's
// length is ceil((end - start) / step).

// CHECK-LABEL: graph @creation
// CHECK:         core.full(%shape, %zero) : tensor<[b, s], f32>
// CHECK:         core.arange(%start, %end, %step) {dtype = i64} : tensor<[s ceildiv 2], i64>
// CHECK:         core.arange(%end, %start, %back) {dtype = f32} : tensor<[s], f32>
graph @creation(%x: tensor<[b, s], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %shape = core.shape_of(%x) : tensor<*, ?>
  %zero = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
  %0 = core.full(%shape, %zero) : tensor<*, ?>
  %n = core.dim(%x) {axis = 1} : int
  %end = core.to_tensor(%n) {dtype = i64} : tensor<*, ?>
  %start = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
  %step = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
  %back = core.constant {value = dense<tensor<[], i64>, [-1]>} : tensor<[], i64>
  %1 = core.arange(%start, %end, %step) {dtype = i64} : tensor<*, ?>
  %2 = core.arange(%end, %start, %back) {dtype = f32} : tensor<*, ?>
  return %0, %1, %2
}

// -----

// Reductions, arg reductions, var and logsumexp.

// CHECK-LABEL: graph @reductions
// CHECK-NEXT:    core.reduce_prod(%x) {axes = [1]} : tensor<[b, d], f32>
// CHECK-NEXT:    core.argmax(%x) {axis = -1, keepdim = true} : tensor<[b, s, 1], i64>
// CHECK-NEXT:    core.var(%x) {axes = [1, 2], correction = 0.0} : tensor<[b], f32>
// CHECK-NEXT:    core.logsumexp(%x) {axes = [], keepdim = true} : tensor<[1, 1, 1], f32>
// CHECK-NEXT:    core.reduce_any(%m) {axes = [0]} : tensor<[s], bool>
// CHECK-NEXT:    core.cumsum(%x) {axis = 1, reverse = true} : tensor<[b, s, d], f32>
graph @reductions(%x: tensor<[b, s, d], f32>, %m: tensor<[b, s], bool>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.reduce_prod(%x) {axes = [1]} : tensor<*, ?>
  %1 = core.argmax(%x) {axis = -1, keepdim = true} : tensor<*, ?>
  %2 = core.var(%x) {axes = [1, 2], correction = 0.0} : tensor<*, ?>
  %3 = core.logsumexp(%x) {axes = [], keepdim = true} : tensor<*, ?>
  %4 = core.reduce_any(%m) {axes = [0]} : tensor<*, ?>
  %5 = core.cumsum(%x) {axis = 1, reverse = true} : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5
}

// -----

// linear, conv_transpose, adaptive pooling, avg_pool with a divisor.

// CHECK-LABEL: graph @nn
// CHECK-NEXT:    core.linear(%x, %w, %b) : tensor<[n, t, 16], f32>
// CHECK-NEXT:    core.conv_transpose(%img, %k, %none) {groups = 2, output_padding = [1, 1], pads = [1, 1, 1, 1], strides = [2, 2]} : tensor<[n, 8, 2*h, 2*w], f32>
// CHECK-NEXT:    core.adaptive_avg_pool(%img) {output_size = [1, 1]} : tensor<[n, 4, 1, 1], f32>
// CHECK-NEXT:    core.adaptive_max_pool(%img) {output_size = [7]} : tensor<[n, 4, h, 7], f32>
// CHECK-NEXT:    core.avg_pool(%img) {divisor_override = 3, kernel_shape = [2, 2], strides = [2, 2]} : tensor<[n, 4, h floordiv 2, w floordiv 2], f32>
graph @nn(%x: tensor<[n, t, 8], f32>, %w: tensor<[16, 8], f32>, %b: tensor<[16], f32>, %img: tensor<[n, 4, h, w], f32>, %k: tensor<[4, 4, 3, 3], f32>, %none: none) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.linear(%x, %w, %b) : tensor<*, ?>
  %1 = core.conv_transpose(%img, %k, %none) {groups = 2, output_padding = [1, 1], pads = [1, 1, 1, 1], strides = [2, 2]} : tensor<*, ?>
  %2 = core.adaptive_avg_pool(%img) {output_size = [1, 1]} : tensor<*, ?>
  %3 = core.adaptive_max_pool(%img) {output_size = [7]} : tensor<*, ?>
  %4 = core.avg_pool(%img) {divisor_override = 3, kernel_shape = [2, 2], strides = [2, 2]} : tensor<*, ?>
  return %0, %1, %2, %3, %4
}

// -----

// Norms keep the input's type; group_norm guards that the channels divide
// into the groups; attention broadcasts the batch dims.

// CHECK-LABEL: module {
// CHECK:         symbol c in [2, inf]
// CHECK:         guard c mod 4 == 0 "core.group_norm at {{.*}}: group_norm: channels divisible by groups"
// CHECK:         core.batch_norm(%x, %w, %w, %w, %w) : tensor<[n, c, l], f32>
// CHECK-NEXT:    core.layer_norm(%x, %ln, %none) {axis = -2} : tensor<[n, c, l], f32>
// CHECK-NEXT:    core.group_norm(%x, %none, %none) {groups = 4} : tensor<[n, c, l], f32>
// CHECK-NEXT:    core.instance_norm(%x, %w, %w) : tensor<[n, c, l], f32>
// CHECK-NEXT:    core.scaled_dot_product_attention(%q, %kk, %v, %mask) : tensor<[n, 8, L, 32], f32>
// CHECK-NEXT:    core.log_softmax(%x) {axis = 1} : tensor<[n, c, l], f32>
graph @norms(%x: tensor<[n, c, l], f32>, %w: tensor<[c], f32>, %ln: tensor<[c, l], f32>, %none: none, %q: tensor<[n, 8, L, 64], f32>, %kk: tensor<[1, 8, S, 64], f32>, %v: tensor<[n, 1, S, 32], f32>, %mask: tensor<[L, S], bool>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.batch_norm(%x, %w, %w, %w, %w) : tensor<*, ?>
  %1 = core.layer_norm(%x, %ln, %none) {axis = -2} : tensor<*, ?>
  %2 = core.group_norm(%x, %none, %none) {groups = 4} : tensor<*, ?>
  %3 = core.instance_norm(%x, %w, %w) : tensor<*, ?>
  %4 = core.scaled_dot_product_attention(%q, %kk, %v, %mask) : tensor<*, ?>
  %5 = core.log_softmax(%x) {axis = 1} : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5
}

// -----

// topk takes k's known value as the dim; sort and nonzero.

// CHECK-LABEL: graph @sorting
// CHECK:         core.topk(%x, %k) {axis = 1} : (tensor<[b, 5], f32>, tensor<[b, 5], i64>)
// CHECK-NEXT:    core.topk(%x, %kd) : (tensor<[b, ?], f32>, tensor<[b, ?], i64>)
// CHECK-NEXT:    core.sort(%x) {descending = true} : (tensor<[b, n], f32>, tensor<[b, n], i64>)
// CHECK-NEXT:    core.nonzero(%x) : tensor<[?, 2], i64>
graph @sorting(%x: tensor<[b, n], f32>, %kd: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %k = core.constant {value = dense<tensor<[], i64>, [5]>} : tensor<[], i64>
  %0, %1 = core.topk(%x, %k) {axis = 1} : (tensor<*, ?>, tensor<*, ?>)
  %2, %3 = core.topk(%x, %kd) : (tensor<*, ?>, tensor<*, ?>)
  %4, %5 = core.sort(%x) {descending = true} : (tensor<*, ?>, tensor<*, ?>)
  %6 = core.nonzero(%x) : tensor<*, ?>
  return %0, %3, %4, %6
}

// -----

// unique: the number of distinct values is unknown, the inverse has an
// entry per element (flattened) or per slice; an input of one element has
// one value.

// CHECK-LABEL: graph @unique
// CHECK:         core.unique(%x) : (tensor<[?], f32>, tensor<[?], i64>, tensor<[5*b], i64>, tensor<[?], i64>)
// CHECK-NEXT:    core.unique(%x) {axis = -2, sorted = false} : (tensor<[?, 5], f32>, tensor<[?], i64>, tensor<[b], i64>, tensor<[?], i64>)
// CHECK-NEXT:    core.unique(%s) : (tensor<[1], i64>, tensor<[1], i64>, tensor<[1], i64>, tensor<[1], i64>)
// CHECK-NEXT:    core.unique(%u) {axis = 1} : (tensor<*, bool>, tensor<[?], i64>, tensor<[?], i64>, tensor<[?], i64>)
graph @unique(%x: tensor<[b, 5], f32>, %s: tensor<[], i64>, %u: tensor<*, bool>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0, %1, %2, %3 = core.unique(%x) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %4, %5, %6, %7 = core.unique(%x) {axis = -2, sorted = false} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %8, %9, %10, %11 = core.unique(%s) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %12, %13, %14, %15 = core.unique(%u) {axis = 1} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %0, %4, %8, %12
}

// -----

// split: listed sizes must add up, equal pieces divide the dim (here
// provably, so without a guard); tile, pad, flip, roll, triu.

// CHECK-LABEL: module {
// CHECK-NEXT:    symbol s in [2, inf]
// CHECK-NEXT:    symbol g in [2, inf]
// CHECK-NEXT:    graph @moves
// CHECK-NEXT:    core.split(%x) {axis = 1} : (tensor<[s, g, 5], f32>, tensor<[s, g, 5], f32>, tensor<[s, g, 5], f32>, tensor<[s, g, 5], f32>)
// CHECK-NEXT:    core.split(%x) {axis = -1, sizes = [2, 3]} : (tensor<[s, 4*g, 2], f32>, tensor<[s, 4*g, 3], f32>)
// CHECK:         core.tile(%x, %reps) : tensor<[2*s, 4*g, 5], f32>
// CHECK:         core.pad(%x, %pads) {mode = "reflect"} : tensor<[s, 4*g + 2, 4], f32>
// CHECK-NEXT:    core.flip(%x) {axes = [0, -1]} : tensor<[s, 4*g, 5], f32>
// CHECK-NEXT:    core.roll(%x) {axes = [1], shifts = [3]} : tensor<[s, 4*g, 5], f32>
// CHECK-NEXT:    core.triu(%x) {diagonal = 1} : tensor<[s, 4*g, 5], f32>
graph @moves(%x: tensor<[s, 4*g, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %a, %b, %c, %d = core.split(%x) {axis = 1} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %e, %f = core.split(%x) {axis = -1, sizes = [2, 3]} : (tensor<*, ?>, tensor<*, ?>)
  %reps = core.constant {value = dense<tensor<[3], i64>, [2, 1, 1]>} : tensor<[3], i64>
  %0 = core.tile(%x, %reps) : tensor<*, ?>
  %pads = core.constant {value = dense<tensor<[6], i64>, [0, 1, 0, 0, 1, -1]>} : tensor<[6], i64>
  %1 = core.pad(%x, %pads) {mode = "reflect"} : tensor<*, ?>
  %2 = core.flip(%x) {axes = [0, -1]} : tensor<*, ?>
  %3 = core.roll(%x) {axes = [1], shifts = [3]} : tensor<*, ?>
  %4 = core.triu(%x) {diagonal = 1} : tensor<*, ?>
  return %a, %f, %0, %1, %2, %3, %4
}

// -----

// gather has the indices' dims; index broadcasts its index tensors;
// scatter, index_put keep the input's type; one_hot appends the classes.

// CHECK-LABEL: graph @indexing
// CHECK-NEXT:    core.gather(%x, %i) {axis = 1} : tensor<[b, 3], f32>
// CHECK-NEXT:    core.scatter(%x, %i, %u) {axis = 1, reduce = "add"} : tensor<[b, n], f32>
// CHECK-NEXT:    core.index(%x, %r, %c) : tensor<[k, 2], f32>
// CHECK-NEXT:    core.index(%x, %r) : tensor<[k, 1, n], f32>
// CHECK-NEXT:    core.index_put(%x, %r, %c, %v) {accumulate = true} : tensor<[b, n], f32>
// CHECK-NEXT:    core.one_hot(%i) {num_classes = 10} : tensor<[b, 3, 10], i64>
graph @indexing(%x: tensor<[b, n], f32>, %i: tensor<[b, 3], i64>, %u: tensor<[b, 3], f32>, %r: tensor<[k, 1], i64>, %c: tensor<[2], i64>, %v: tensor<[], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.gather(%x, %i) {axis = 1} : tensor<*, ?>
  %1 = core.scatter(%x, %i, %u) {axis = 1, reduce = "add"} : tensor<*, ?>
  %2 = core.index(%x, %r, %c) : tensor<*, ?>
  %3 = core.index(%x, %r) : tensor<*, ?>
  %4 = core.index_put(%x, %r, %c, %v) {accumulate = true} : tensor<*, ?>
  %5 = core.one_hot(%i) {num_classes = 10} : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5
}

// -----

// Equal pieces of a dim not known to divide: a guard; an arange with a
// start above its end is empty.

// CHECK-LABEL: module {
// CHECK-NEXT:    symbol s in [2, inf]
// CHECK-NEXT:    guard s mod 3 == 0 "core.split at {{.*}}infer-shapes-families.mlir:[[@LINE+5]]:{{[0-9]+}}: split
// CHECK:         core.split(%x) {axis = 0} : (tensor<[s floordiv 3], f32>, tensor<[s floordiv 3], f32>, tensor<[s floordiv 3], f32>)
// CHECK:         core.arange(%end, %start, %one) {dtype = i64} : tensor<[s], i64>
// CHECK-NEXT:    core.arange(%start, %end, %one) {dtype = i64} : tensor<[0], i64>
graph @guarded(%x: tensor<[s], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %a, %b, %c = core.split(%x) {axis = 0} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %n = core.dim(%x) {axis = 0} : int
  %start = core.to_tensor(%n) {dtype = i64} : tensor<*, ?>
  %end = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
  %one = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
  %0 = core.arange(%end, %start, %one) {dtype = i64} : tensor<*, ?>
  %1 = core.arange(%start, %end, %one) {dtype = i64} : tensor<*, ?>
  return %a, %1
}

// -----

// Recurrent layers over a symbolic length and batch: output [T, B, D*H],
// final states [D, B, H], H from w_hh; a state of unknown batch is guarded
// to be the input's.

// CHECK-LABEL: module {
// CHECK:         guard k == b "core.gru at {{.*}}: core.gru: dim 1 of the initial state matches the batch"
// CHECK:         core.lstm(%x, %none, %none, %wi, %wh, %bi, %bh, %lens) {bidirectional = true} : (tensor<[t, b, 8], f32>, tensor<[2, b, 4], f32>, tensor<[2, b, 4], f32>)
// CHECK-NEXT:    core.gru(%x, %h0, %gi, %gh, %none, %none, %none) : (tensor<[t, b, 5], f32>, tensor<[1, b, 5], f32>)
// CHECK-NEXT:    core.rnn(%x, %none, %ri, %rh, %none, %none, %none) {nonlinearity = "relu"} : (tensor<[t, b, 3], f32>, tensor<[1, b, 3], f32>)
graph @recurrent(%x: tensor<[t, b, 6], f32>, %none: none, %lens: tensor<[b], i32>, %wi: tensor<[2, 16, 6], f32>, %wh: tensor<[2, 16, 4], f32>, %bi: tensor<[2, 16], f32>, %bh: tensor<[2, 16], f32>, %h0: tensor<[1, k, 5], f32>, %gi: tensor<[1, 15, 6], f32>, %gh: tensor<[1, 15, 5], f32>, %ri: tensor<[1, 3, 6], f32>, %rh: tensor<[1, 3, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0, %1, %2 = core.lstm(%x, %none, %none, %wi, %wh, %bi, %bh, %lens) {bidirectional = true} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %3, %4 = core.gru(%x, %h0, %gi, %gh, %none, %none, %none) : (tensor<*, ?>, tensor<*, ?>)
  %5, %6 = core.rnn(%x, %none, %ri, %rh, %none, %none, %none) {nonlinearity = "relu"} : (tensor<*, ?>, tensor<*, ?>)
  return %0, %3, %5
}
