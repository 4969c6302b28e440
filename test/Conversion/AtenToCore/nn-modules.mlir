// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// The ops torch.nn modules reach besides their layers and losses, with
// symbolic batch (and spatial) dims: broadcast_tensors, unsafe_chunk, glu,
// rrelu, bilinear, _convolution_mode, channel_shuffle, im2col, col2im,
// max_pool with indices into max_unpool, embedding_bag, embedding_renorm_.

// broadcast_tensors: each input expanded to the broadcast shape, whose
// symbolic dims are read with core.dim; an input of that shape is itself.
// The list is unpacked into the expanded values.
// CHECK-LABEL: graph @broadcast_tensors
// CHECK:         %[[N:.*]] = core.dim(%x) {axis = 0} : int
// CHECK:         %[[S:.*]] = core.from_scalars(%[[N]], %{{.*}}) {dtype = i64} : tensor<[2], i64>
// CHECK-NEXT:    %[[X:.*]] = core.expand(%x, %[[S]]) : tensor<[n, 5], f32>
// CHECK:         %[[Y:.*]] = core.expand(%y, %{{.*}}) : tensor<[n, 5], f32>
// CHECK-NEXT:    return %[[X]], %[[Y]], %z
graph @broadcast_tensors(%x: tensor<[n, 1], f32>, %y: tensor<[5], f32>, %z: tensor<[n, 5], f64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %l = prim.ListConstruct(%x, %y, %z) : list<tensor<*, ?>>
  %v = aten.broadcast_tensors(%l) : list<tensor<*, ?>>
  %a, %b, %c = prim.ListUnpack(%v) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a, %b, %c
}

// -----

// Two symbols in one dim: s = b == 1 ? s : b at run time (exact for
// sizes of 0 too).
// CHECK-LABEL: graph @broadcast_tensors_two_symbols
// CHECK:         %[[EQ:.*]] = core.eq(%{{.*}}, %{{.*}}) : tensor<[], bool>
// CHECK-NEXT:    %[[W:.*]] = core.where(%[[EQ]], %{{.*}}, %{{.*}}) : tensor<[], i64>
// CHECK-NEXT:    %[[B:.*]] = core.to_scalar(%[[W]]) : int
// CHECK:         core.expand(%x,
// CHECK:         core.expand(%y,
graph @broadcast_tensors_two_symbols(%x: tensor<[n], f32>, %y: tensor<[m], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %l = prim.ListConstruct(%x, %y) : list<tensor<*, ?>>
  %v = aten.broadcast_tensors(%l) : list<tensor<*, ?>>
  %a, %b = prim.ListUnpack(%v) : (tensor<*, ?>, tensor<*, ?>)
  return %a, %b
}

// -----

// CHECK-LABEL: graph @unsafe_chunk
// CHECK:         %[[A:.*]], %[[B:.*]] = core.split(%x) {axis = 1} : (tensor<[n, 3], f32>, tensor<[n, 3], f32>)
// CHECK-NEXT:    return %[[A]], %[[B]]
graph @unsafe_chunk(%x: tensor<[n, 6], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 2} : int
  %c1 = prim.Constant {value = 1} : int
  %v = aten.unsafe_chunk(%x, %c2, %c1) : list<tensor<*, ?>>
  %a, %b = prim.ListUnpack(%v) : (tensor<*, ?>, tensor<*, ?>)
  return %a, %b
}

// -----

// glu over a symbolic dim: the halves [0, n // 2) and [n // 2, 2 (n // 2)).
// CHECK-LABEL: graph @glu_symbolic
// CHECK:         %[[N:.*]] = core.dim(%x) {axis = 1} : int
// CHECK:         %[[H:.*]] = core.scalar_floordiv(%[[N]], %{{.*}}) : int
// CHECK:         %[[A:.*]] = core.slice(%x, {{.*}}) : tensor<[n, l floordiv 2], f32>
// CHECK:         %[[B:.*]] = core.slice(%x, {{.*}}) : tensor<[n, l floordiv 2], f32>
// CHECK-NEXT:    %[[S:.*]] = core.sigmoid(%[[B]])
// CHECK-NEXT:    %v = core.mul(%[[A]], %[[S]]) : tensor<[n, l floordiv 2], f32>
graph @glu_symbolic(%x: tensor<[n, l], f32>) -> (tensor<*, ?>) {
  %d = prim.Constant {value = -1} : int
  %v = aten.glu(%x, %d) : tensor<*, ?>
  return %v
}

// -----

// Inference rrelu: leaky_relu with slope (lower + upper) / 2.
// CHECK-LABEL: graph @rrelu
// CHECK:         %v = core.leaky_relu(%x) {negative_slope = 0.2} : tensor<[n, 4], f32>
graph @rrelu(%x: tensor<[n, 4], f32>) -> (tensor<*, ?>) {
  %lo = prim.Constant {value = 0.1} : float
  %hi = prim.Constant {value = 0.3} : float
  %f = prim.Constant {value = false} : bool
  %none = prim.Constant : none
  %v = aten.rrelu(%x, %lo, %hi, %f, %none) : tensor<*, ?>
  return %v
}

// -----

// bilinear: (x1 as [*, 1, 1, I]) @ W [O, I, J] broadcasts the batch dims
// against O; times x2 as [*, 1, 1, J], summed over the last two dims.
// CHECK-LABEL: graph @bilinear
// CHECK:         %[[A:.*]] = core.unsqueeze(%a) {axes = [2, 3]} : tensor<[n, t, 1, 1, 8], f32>
// CHECK-NEXT:    %[[B:.*]] = core.unsqueeze(%b) {axes = [2, 3]} : tensor<[n, t, 1, 1, 6], f32>
// CHECK-NEXT:    %[[M:.*]] = core.matmul(%[[A]], %w) : tensor<[n, t, 4, 1, 6], f32>
// CHECK-NEXT:    %[[P:.*]] = core.mul(%[[M]], %[[B]])
// CHECK-NEXT:    %[[S:.*]] = core.reduce_sum(%[[P]]) {axes = [3, 4], keepdim = false} : tensor<[n, t, 4], f32>
// CHECK-NEXT:    %v = core.add(%[[S]], %bias) : tensor<[n, t, 4], f32>
graph @bilinear(%a: tensor<[n, t, 8], f32>, %b: tensor<[n, t, 6], f32>, %w: tensor<[4, 8, 6], f32>, %bias: tensor<[4], f32>) -> (tensor<*, ?>) {
  %v = aten.bilinear(%a, %b, %w, %bias) : tensor<*, ?>
  return %v
}

// -----

// padding='same' pads dilation * (kernel - 1) per dim, the odd one at the
// end (kernel 4: 1 before, 2 after; kernel 3 dilated by 2: 2 and 2).
// CHECK-LABEL: graph @convolution_mode_same_even
// CHECK:         %v = core.conv(%x, %w, %none) {dilations = [1, 2], groups = 1, pads = [1, 2, 2, 2], strides = [1, 1]} : tensor<[n, 3, h, w], f32>
graph @convolution_mode_same_even(%x: tensor<[n, 2, h, w], f32>, %w: tensor<[3, 2, 4, 3], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %s = prim.Constant {value = [1]} : list<int>
  %p = prim.Constant {value = "same"} : str
  %d = prim.Constant {value = [1, 2]} : list<int>
  %g = prim.Constant {value = 1} : int
  %v = aten._convolution_mode(%x, %w, %none, %s, %p, %d, %g) : tensor<*, ?>
  return %v
}

// -----

// channel_shuffle with symbolic batch and spatial dims.
// CHECK-LABEL: graph @channel_shuffle_symbolic
// CHECK:         %[[R:.*]] = core.reshape(%x, %{{.*}}) : tensor<[n, 3, 2, h, w], f32>
// CHECK-NEXT:    %[[T:.*]] = core.transpose(%[[R]]) {perm = [0, 2, 1, 3, 4]} : tensor<[n, 2, 3, h, w], f32>
// CHECK:         %v = core.reshape(%[[T]], %{{.*}}) : tensor<[n, 6, h, w], f32>
graph @channel_shuffle_symbolic(%x: tensor<[n, 6, h, w], f32>) -> (tensor<*, ?>) {
  %g = prim.Constant {value = 3} : int
  %v = aten.channel_shuffle(%x, %g) : tensor<*, ?>
  return %v
}

// -----

// im2col with symbolic batch, H and W: one strided slice of the padded
// input per kernel offset (each of the same size), stacked and flattened.
// CHECK-LABEL: graph @im2col_symbolic
// CHECK:         %[[P:.*]] = core.pad(%x, %{{.*}}) {mode = "constant", value = 0.0} : tensor<[n, 3, h + 2, w], f32>
// CHECK-COUNT-4: core.slice(%[[P]], {{.*}}) : tensor<[n, 3, (h + 1) ceildiv 2, w - 2], f32>
// CHECK:         %[[C:.*]] = core.concat({{.*}}) {axis = 2} : tensor<[n, 3, 4, (h + 1) ceildiv 2, w - 2], f32>
// CHECK-NEXT:    %[[F:.*]] = core.flatten(%[[C]]) {end_dim = 4, start_dim = 3}
// CHECK-NEXT:    %v = core.flatten(%[[F]]) {end_dim = 2, start_dim = 1} : tensor<[n, 12, w*((h + 1) ceildiv 2) - 2*((h + 1) ceildiv 2)], f32>
graph @im2col_symbolic(%x: tensor<[n, 3, h, w], f32>) -> (tensor<*, ?>) {
  %k = prim.Constant {value = [2, 2]} : list<int>
  %d = prim.Constant {value = [1, 2]} : list<int>
  %p = prim.Constant {value = [1, 0]} : list<int>
  %s = prim.Constant {value = [2, 1]} : list<int>
  %v = aten.im2col(%x, %k, %d, %p, %s) : tensor<*, ?>
  return %v
}

// -----

// col2im: each kernel offset's block padded to its place, summed in
// ATen's order.
// CHECK-LABEL: graph @col2im
// CHECK:         %[[X:.*]] = core.reshape(%x, %{{.*}}) : tensor<[n, 2, 2, 2, 2, 3], f32>
// CHECK-COUNT-2: core.index_select
// CHECK:         %[[B00:.*]] = core.pad(%{{.*}}, %{{.*}}) {mode = "constant", value = 0.0} : tensor<[n, 2, 3, 4], f32>
// CHECK-COUNT-2: core.index_select
// CHECK:         %[[B01:.*]] = core.pad
// CHECK-NEXT:    %[[S1:.*]] = core.add(%[[B00]], %[[B01]])
// CHECK:         %[[S2:.*]] = core.add(%[[S1]], %{{.*}})
// CHECK:         %v = core.add(%[[S2]], %{{.*}}) : tensor<[n, 2, 3, 4], f32>
graph @col2im(%x: tensor<[n, 8, 6], f32>) -> (tensor<*, ?>) {
  %o = prim.Constant {value = [3, 4]} : list<int>
  %k = prim.Constant {value = [2, 2]} : list<int>
  %d = prim.Constant {value = [1, 1]} : list<int>
  %p = prim.Constant {value = [0, 0]} : list<int>
  %s = prim.Constant {value = [1, 1]} : list<int>
  %v = aten.col2im(%x, %o, %k, %d, %p, %s) : tensor<*, ?>
  return %v
}

// -----

// max_pool2d_with_indices with its indices used: the windows stacked
// along a new dim, the values their maximum and the indices the flat
// position of their argmax; max_unpool2d scatters the values to them
// (an output size of symbolic dims).
// CHECK-LABEL: graph @max_pool_indices_unpool
// CHECK:         %[[W:.*]] = core.concat({{.*}}) {axis = 4} : tensor<[n, 3, (h + 1) ceildiv 2 - 1, (w + 1) ceildiv 2 - 1, 4], f32>
// CHECK-NEXT:    %v = core.reduce_max(%[[W]]) {axes = [4], keepdim = false}
// CHECK-NEXT:    %[[J:.*]] = core.argmax(%[[W]]) {axis = 4, keepdim = false}
// CHECK:         core.floordiv(%[[J]],
// CHECK:         core.remainder(%[[J]],
// CHECK:         %[[WIDTH:.*]] = core.dim(%x) {axis = 3} : int
// CHECK:         %i = core.add
// CHECK:         %[[Z:.*]] = core.full(%{{.*}}, %{{.*}}) : tensor<[n, 3, h*w], f32>
// CHECK-NEXT:    %[[I:.*]] = core.flatten(%i) {end_dim = 3, start_dim = 2}
// CHECK-NEXT:    %[[V:.*]] = core.flatten(%v) {end_dim = 3, start_dim = 2}
// CHECK-NEXT:    %[[S:.*]] = core.scatter(%[[Z]], %[[I]], %[[V]]) {axis = 2, reduce = "none"} : tensor<[n, 3, h*w], f32>
// CHECK:         %u = core.reshape(%[[S]], %{{.*}}) : tensor<[n, 3, h, w], f32>
graph @max_pool_indices_unpool(%x: tensor<[n, 3, h, w], f32>) -> (tensor<*, ?>) {
  %k = prim.Constant {value = [2, 2]} : list<int>
  %s = prim.Constant {value = []} : list<int>
  %p = prim.Constant {value = [0]} : list<int>
  %d = prim.Constant {value = [1]} : list<int>
  %f = prim.Constant {value = false} : bool
  %v, %i = aten.max_pool2d_with_indices(%x, %k, %s, %p, %d, %f) : (tensor<*, ?>, tensor<*, ?>)
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = 3} : int
  %h = aten.size.int(%x, %c2) : int
  %w = aten.size.int(%x, %c3) : int
  %o = prim.ListConstruct(%h, %w) : list<int>
  %u = aten.max_unpool2d(%v, %i, %o) : tensor<*, ?>
  return %u
}

// -----

// embedding_bag: the [bags, n] membership mask (offsets[b] <= i <
// offsets[b + 1], n for the last bag; not the padding index) times the
// looked-up rows; mean divides by max(count, 1).
// CHECK-LABEL: graph @embedding_bag_mean_padding
// CHECK:         %[[ENDS:.*]] = core.concat(%{{.*}}, %{{.*}}) {axis = 0} : tensor<[b], i64>
// CHECK:         %[[POS:.*]] = core.arange({{.*}}) {dtype = i64} : tensor<[l], i64>
// CHECK:         %[[GE:.*]] = core.ge(%[[POS]], %{{.*}}) : tensor<[b, l], bool>
// CHECK:         %[[LT:.*]] = core.lt(%[[POS]], %{{.*}}) : tensor<[b, l], bool>
// CHECK-NEXT:    %[[IN:.*]] = core.logical_and(%[[GE]], %[[LT]])
// CHECK:         %[[NP:.*]] = core.ne(%i, %{{.*}}) : tensor<[l], bool>
// CHECK-NEXT:    %[[KEEP:.*]] = core.logical_and(%[[IN]], %[[NP]])
// CHECK-NEXT:    %[[ROWS:.*]] = core.index_select(%w, %i) {axis = 0} : tensor<[l, 4], f32>
// CHECK-NEXT:    %[[M:.*]] = core.cast(%[[KEEP]]) {dtype = f32}
// CHECK-NEXT:    %[[COUNT:.*]] = core.reduce_sum(%[[M]]) {axes = [1], keepdim = true} : tensor<[b, 1], f32>
// CHECK-NEXT:    %[[SUM:.*]] = core.matmul(%[[M]], %[[ROWS]]) : tensor<[b, 4], f32>
// CHECK:         %[[C:.*]] = core.clamp(%[[COUNT]],
// CHECK-NEXT:    %o = core.div(%[[SUM]], %[[C]]) : tensor<[b, 4], f32>
graph @embedding_bag_mean_padding(%w: tensor<[10, 4], f32>, %i: tensor<[l], i64>, %off: tensor<[b], i64>) -> (tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %none = prim.Constant : none
  %m = prim.Constant {value = 1} : int
  %pad = prim.Constant {value = 0} : int
  %o, %x, %y, %z = aten.embedding_bag.padding_idx(%w, %i, %off, %f, %m, %f, %none, %f, %pad) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %o
}

// -----

// include_last_offset: the bags are offsets[:-1] to offsets[1:]; max
// mode: the maximum of the rows in the bag, 0 for an empty one.
// CHECK-LABEL: graph @embedding_bag_max_last_offset
// CHECK:         %[[ST:.*]] = core.slice(%off, {{.*}}) : tensor<[b - 1], i64>
// CHECK:         %[[EN:.*]] = core.slice(%off, {{.*}}) : tensor<[b - 1], i64>
// CHECK:         %[[M:.*]] = core.where(%{{.*}}, %{{.*}}, %{{.*}}) : tensor<[b - 1, l, 4], f32>
// CHECK-NEXT:    %[[MAX:.*]] = core.reduce_max(%[[M]]) {axes = [1], keepdim = false} : tensor<[b - 1, 4], f32>
// CHECK:         %[[EMPTY:.*]] = core.eq
// CHECK:         %o = core.where(%[[EMPTY]], %{{.*}}, %[[MAX]]) : tensor<[b - 1, 4], f32>
graph @embedding_bag_max_last_offset(%w: tensor<[10, 4], f32>, %i: tensor<[l], i64>, %off: tensor<[b], i64>) -> (tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %m = prim.Constant {value = 2} : int
  %o, %x, %y, %z = aten.embedding_bag(%w, %i, %off, %f, %m, %f, %none, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %o
}

// -----

// nn.Embedding(max_norm): embedding_renorm_ writes the weight, which the
// lookup reads; functionalize makes it a new weight with the looked-up
// rows renormalized (scattered back), which the lookup reads.
// CHECK-LABEL: graph @embedding_max_norm
// CHECK:         %[[IDX:.*]] = core.reshape(%i, %{{.*}}) : tensor<[n*t], i64>
// CHECK-NEXT:    %[[ROWS:.*]] = core.index_select(%w, %[[IDX]]) {axis = 0} : tensor<[n*t, 4], f32>
// CHECK:         %[[NORM:.*]] = core.sqrt
// CHECK:         %[[OVER:.*]] = core.gt(%[[NORM]], %{{.*}})
// CHECK-NEXT:    %[[SCALED:.*]] = core.mul(%[[ROWS]], %{{.*}})
// CHECK-NEXT:    %[[NEW:.*]] = core.where(%[[OVER]], %[[SCALED]], %[[ROWS]])
// CHECK:         %[[W:.*]] = core.scatter(%w, %{{.*}}, %[[NEW]]) {axis = 0, reduce = "none"} : tensor<[10, 4], f32>
// CHECK-NEXT:    %[[E:.*]] = core.index_select(%[[W]], %i) {axis = 0} : tensor<[n, t, 4], f32>
// CHECK-NEXT:    return %[[E]]
graph @embedding_max_norm(%i: tensor<[n, t], i64>) -> (tensor<*, ?>) {
  %w = prim.Constant {value = dense<tensor<[10, 4], f32>, elided>} : tensor<[10, 4], f32>
  %mx = prim.Constant {value = 1.0} : float
  %p = prim.Constant {value = 2.0} : float
  %pi = prim.Constant {value = -1} : int
  %f = prim.Constant {value = false} : bool
  %0 = aten.embedding_renorm_(%w, %i, %mx, %p) : tensor<[10, 4], f32>
  %1 = aten.embedding(%w, %i, %pi, %f, %f) : tensor<*, ?>
  return %1
}

// -----

// CHECK-LABEL: graph @unsafe_split
// CHECK:         core.split(%x) {axis = 1, sizes = [2, 2, 1]} : (tensor<[n, 2], f32>, tensor<[n, 2], f32>, tensor<[n, 1], f32>)
// CHECK:         core.split(%x) {axis = 1, sizes = [1, 4]} : (tensor<[n, 1], f32>, tensor<[n, 4], f32>)
graph @unsafe_split(%x: tensor<[n, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 2} : int
  %c1 = prim.Constant {value = 1} : int
  %s = prim.Constant {value = [1, 4]} : list<int>
  %a = aten.unsafe_split.Tensor(%x, %c2, %c1) : list<tensor<*, ?>>
  %a0, %a1, %a2 = prim.ListUnpack(%a) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %b = aten.unsafe_split_with_sizes(%x, %s, %c1) : list<tensor<*, ?>>
  %b0, %b1 = prim.ListUnpack(%b) : (tensor<*, ?>, tensor<*, ?>)
  return %a0, %a1, %a2, %b0, %b1
}

// -----

// The in-place and with_noise forms of rrelu: the same leaky_relu (the
// noise is written only in training).
// CHECK-LABEL: graph @rrelu_forms
// CHECK-COUNT-3: core.leaky_relu(%x) {negative_slope = 0.25} : tensor<[n, 4], f32>
graph @rrelu_forms(%x: tensor<[n, 4], f32>, %noise: tensor<[n, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %lo = prim.Constant {value = 0.125} : float
  %hi = prim.Constant {value = 0.375} : float
  %f = prim.Constant {value = false} : bool
  %none = prim.Constant : none
  %c = aten.clone(%x, %none) : tensor<*, ?>
  %a = aten.rrelu_(%c, %lo, %hi, %f, %none) : tensor<*, ?>
  %b = aten.rrelu_with_noise(%x, %noise, %lo, %hi, %f, %none) : tensor<*, ?>
  %d = aten.clone(%x, %none) : tensor<*, ?>
  %e = aten.rrelu_with_noise_(%d, %noise, %lo, %hi, %f, %none) : tensor<*, ?>
  return %a, %b, %e
}

// -----

// CHECK-LABEL: graph @native_channel_shuffle
// CHECK:         %[[R:.*]] = core.reshape(%x, %{{.*}}) : tensor<[n, 2, 2, l], f32>
// CHECK-NEXT:    %[[T:.*]] = core.transpose(%[[R]]) {perm = [0, 2, 1, 3]}
// CHECK:         %v = core.reshape(%[[T]], %{{.*}}) : tensor<[n, 4, l], f32>
graph @native_channel_shuffle(%x: tensor<[n, 4, l], f32>) -> (tensor<*, ?>) {
  %g = prim.Constant {value = 2} : int
  %v = aten.native_channel_shuffle(%x, %g) : tensor<*, ?>
  return %v
}

// -----

// max_unpool3d: planes of 2 * 4 * 4 = 32.
// CHECK-LABEL: graph @max_unpool3d
// CHECK:         %[[Z:.*]] = core.full(%{{.*}}, %{{.*}}) : tensor<[n, 2, 32], f32>
// CHECK:         %[[S:.*]] = core.scatter(%[[Z]], %{{.*}}, %{{.*}}) {axis = 2, reduce = "none"} : tensor<[n, 2, 32], f32>
// CHECK:         %v = core.reshape(%[[S]], %{{.*}}) : tensor<[n, 2, 2, 4, 4], f32>
graph @max_unpool3d(%x: tensor<[n, 2, 1, 2, 2], f32>, %i: tensor<[n, 2, 1, 2, 2], i64>) -> (tensor<*, ?>) {
  %o = prim.Constant {value = [2, 4, 4]} : list<int>
  %s = prim.Constant {value = [2, 2, 2]} : list<int>
  %p = prim.Constant {value = [0, 0, 0]} : list<int>
  %v = aten.max_unpool3d(%x, %i, %o, %s, %p) : tensor<*, ?>
  return %v
}

// -----

// max_pool1d_with_indices over a symbolic length: the windows of the
// -inf-padded input, the index the window's start (out * 2 - 1) plus the
// argmax's offset.
// CHECK-LABEL: graph @max_pool1d_with_indices
// CHECK:         %[[P:.*]] = core.pad(%x, %{{.*}}) {mode = "constant", value = -inf} : tensor<[n, 3, l + 2], f32>
// CHECK:         %[[W:.*]] = core.concat({{.*}}) {axis = 3} : tensor<[n, 3, l ceildiv 2, 3], f32>
// CHECK-NEXT:    %v = core.reduce_max(%[[W]]) {axes = [3], keepdim = false}
// CHECK-NEXT:    %[[J:.*]] = core.argmax(%[[W]]) {axis = 3, keepdim = false}
// CHECK:         %[[A:.*]] = core.arange
// CHECK:         %[[S:.*]] = core.mul(%[[A]],
// CHECK:         %[[B:.*]] = core.sub(%[[S]],
// CHECK-NEXT:    %i = core.add(%[[B]], %[[J]]) : tensor<[n, 3, l ceildiv 2], i64>
graph @max_pool1d_with_indices(%x: tensor<[n, 3, l], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %k = prim.Constant {value = [3]} : list<int>
  %s = prim.Constant {value = [2]} : list<int>
  %p = prim.Constant {value = [1]} : list<int>
  %d = prim.Constant {value = [1]} : list<int>
  %f = prim.Constant {value = false} : bool
  %v, %i = aten.max_pool1d_with_indices(%x, %k, %s, %p, %d, %f) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %i
}

// -----

// _embedding_bag and _embedding_bag_forward_only: an int padding_idx,
// negative for none; per_sample_weights scale the rows of a sum.
// CHECK-LABEL: graph @embedding_bag_private_forms
// CHECK:         %[[R:.*]] = core.index_select(%w, %i) {axis = 0} : tensor<[l, 4], f32>
// CHECK-NEXT:    %[[PS:.*]] = core.unsqueeze(%psw) {axes = [1]}
// CHECK-NEXT:    %[[WR:.*]] = core.mul(%[[R]], %[[PS]])
// CHECK-NEXT:    %[[M:.*]] = core.cast
// CHECK-NEXT:    %o = core.matmul(%[[M]], %[[WR]]) : tensor<[b, 4], f32>
// CHECK-NOT:     core.ne
// CHECK:         %q = core.matmul
graph @embedding_bag_private_forms(%w: tensor<[10, 4], f32>, %i: tensor<[l], i64>, %off: tensor<[b], i64>, %psw: tensor<[l], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %m = prim.Constant {value = 0} : int
  %nopad = prim.Constant {value = -1} : int
  %o, %x1, %x2, %x3 = aten._embedding_bag(%w, %i, %off, %f, %m, %f, %psw, %f, %nopad) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %q, %y1, %y2, %y3 = aten._embedding_bag_forward_only(%w, %i, %off, %f, %m, %f, %psw, %f, %nopad) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %o, %q
}

// -----

// embedding_renorm with norm_type 1: the 1-norms of the indexed rows.
// CHECK-LABEL: graph @embedding_renorm
// CHECK:         %[[ROWS:.*]] = core.index_select(%w, %{{.*}}) {axis = 0} : tensor<[n, 4], f32>
// CHECK-NEXT:    %[[A:.*]] = core.abs(%[[ROWS]])
// CHECK-NEXT:    %[[NORM:.*]] = core.reduce_sum(%[[A]]) {axes = [1], keepdim = true}
// CHECK:         %v = core.scatter(%w, %{{.*}}, %{{.*}}) {axis = 0, reduce = "none"} : tensor<[10, 4], f32>
graph @embedding_renorm(%w: tensor<[10, 4], f32>, %i: tensor<[n], i64>) -> (tensor<*, ?>) {
  %mx = prim.Constant {value = 1.5} : float
  %p = prim.Constant {value = 1.0} : float
  %v = aten.embedding_renorm(%w, %i, %mx, %p) : tensor<*, ?>
  return %v
}
