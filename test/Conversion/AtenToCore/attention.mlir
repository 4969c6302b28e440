// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// CHECK-LABEL: graph @mha_self
// CHECK-NOT:     aten.
// CHECK:         = core.constant
// CHECK:         = core.slice
// CHECK:         = core.linear
// CHECK:         = core.reshape
// CHECK:         = core.transpose
// CHECK:         = core.scaled_dot_product_attention
// CHECK:         return
graph @mha_self(%q: tensor<[2, 3, 8], f32>, %qkv_w: tensor<[24, 8], f32>, %qkv_b: tensor<[24], f32>, %proj_w: tensor<[8, 8], f32>, %proj_b: tensor<[8], f32>) -> (tensor<[2, 3, 8], f32>) {
  %c1 = prim.Constant {value = 8} : int
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant : none
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant {value = true} : bool
  %c6 = prim.Constant : none
  %r6_0, %r6_1 = aten._native_multi_head_attention(%q, %q, %q, %c1, %c2, %qkv_w, %qkv_b, %proj_w, %proj_b, %c3, %c4, %c5, %c6) : (tensor<[2, 3, 8], f32>, tensor<*, ?>)
  return %r6_0
}

// -----

// CHECK-LABEL: graph @encoder_layer
// CHECK-NOT:     aten.
// CHECK:         = core.constant
// CHECK:         = core.slice
// CHECK:         = core.linear
// CHECK:         = core.reshape
// CHECK:         = core.transpose
// CHECK:         = core.scaled_dot_product_attention
// CHECK:         = core.add
// CHECK:         = core.layer_norm
// CHECK:         = core.relu
// CHECK:         return
graph @encoder_layer(%src: tensor<[2, 5, 8], f32>, %qkv_w: tensor<[24, 8], f32>, %qkv_b: tensor<[24], f32>, %proj_w: tensor<[8, 8], f32>, %proj_b: tensor<[8], f32>, %n1w: tensor<[8], f32>, %n1b: tensor<[8], f32>, %n2w: tensor<[8], f32>, %n2b: tensor<[8], f32>, %f1w: tensor<[16, 8], f32>, %f1b: tensor<[16], f32>, %f2w: tensor<[8, 16], f32>, %f2b: tensor<[8], f32>) -> (tensor<[2, 5, 8], f32>) {
  %c1 = prim.Constant {value = 8} : int
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant {value = 1.0e-05} : float
  %c6 = prim.Constant : none
  %c7 = prim.Constant : none
  %r7_0 = aten._transformer_encoder_layer_fwd(%src, %c1, %c2, %qkv_w, %qkv_b, %proj_w, %proj_b, %c3, %c4, %c5, %n1w, %n1b, %n2w, %n2b, %f1w, %f1b, %f2w, %f2b, %c6, %c7) : tensor<[2, 5, 8], f32>
  return %r7_0
}

// -----

// Batch and sequence symbolic: the heads are split by reshaping to
// [shape_of(q)[:2], H, D] (read once) and merged back to [.., E]. A float
// mask masks out its non-zero entries, as the fused kernels (which cast it
// to bool); a key padding mask [B, S] broadcasts as [B, 1, 1, S].

// CHECK-LABEL: graph @mha_symbolic
// CHECK:         %[[NZ:.*]] = core.ne(%m, %{{.*}}) : tensor<[b, s], bool>
// CHECK:         %[[KP:.*]] = core.unsqueeze(%[[NZ]]) {axes = [1, 2]} : tensor<[b, 1, 1, s], bool>
// CHECK:         %[[MASK:.*]] = core.where(%[[KP]], %{{.*}}, %{{.*}}) : tensor<[b, 1, 1, s], f32>
// CHECK:         %[[SHAPE:.*]] = core.shape_of(%q) : tensor<[3], i64>
// CHECK:         %[[BL:.*]] = core.slice(%[[SHAPE]], {{.*}}) : tensor<[2], i64>
// CHECK:         %[[QS:.*]] = core.concat(%[[BL]], %{{.*}}) {axis = 0} : tensor<[4], i64>
// CHECK:         core.reshape(%{{.*}}, %[[QS]]) : tensor<[b, s, 2, 4], f32>
// CHECK-NOT:     core.shape_of
// CHECK:         core.add(%{{.*}}, %[[MASK]]) : tensor<[b, 2, s, s], f32>
// CHECK:         %[[P:.*]] = core.softmax(%{{.*}}) {axis = -1} : tensor<[b, 2, s, s], f32>
// CHECK:         %[[W:.*]] = core.reduce_mean(%[[P]]) {axes = [1], keepdim = false} : tensor<[b, s, s], f32>
// CHECK:         %[[OS:.*]] = core.concat(%[[BL]], %{{.*}}) {axis = 0} : tensor<[3], i64>
// CHECK:         core.reshape(%{{.*}}, %[[OS]]) : tensor<[b, s, 8], f32>
// CHECK:         %[[O:.*]] = core.linear(%{{.*}}, %proj_w, %proj_b) : tensor<[b, s, 8], f32>
// CHECK:         return %[[O]], %[[W]]
graph @mha_symbolic(%q: tensor<[b, s, 8], f32>, %m: tensor<[b, s], f32>, %qkv_w: tensor<[24, 8], f32>, %qkv_b: tensor<[24], f32>, %proj_w: tensor<[8, 8], f32>, %proj_b: tensor<[8], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c1 = prim.Constant {value = 8} : int
  %c2 = prim.Constant {value = 2} : int
  %true = prim.Constant {value = true} : bool
  %mt = prim.Constant {value = 1} : int
  %r6_0, %r6_1 = aten._native_multi_head_attention(%q, %q, %q, %c1, %c2, %qkv_w, %qkv_b, %proj_w, %proj_b, %m, %true, %true, %mt) : (tensor<*, ?>, tensor<*, ?>)
  return %r6_0, %r6_1
}

// -----

// nn.TransformerEncoder's fast path with a padding mask: the layers run on
// a nested tensor, in padded form here: sequence i is src[i, :n_i] with
// n_i = sum(keep[i]), so every layer attends with the key padding mask
// pad = arange(S) > n_i - 1, and to_padded_tensor zeroes the padding and cuts
// to max_i n_i (a size known at run time only).

// CHECK-LABEL: graph @encoder_nested
// CHECK:         %[[N:.*]] = core.reduce_sum(%{{.*}}) {axes = [1], keepdim = true} : tensor<[b, 1], i64>
// CHECK:         %[[POS:.*]] = core.arange(%{{.*}}, %{{.*}}, %{{.*}}) {dtype = i64} : tensor<[s], i64>
// CHECK:         %[[NM1:.*]] = core.sub(%[[N]], %{{.*}}) : tensor<[b, 1], i64>
// CHECK:         %[[PAD:.*]] = core.gt(%[[POS]], %[[NM1]]) : tensor<[b, s], bool>
// CHECK:         %[[KP1:.*]] = core.unsqueeze(%[[PAD]]) {axes = [1, 2]} : tensor<[b, 1, 1, s], bool>
// CHECK:         %[[M1:.*]] = core.where(%[[KP1]], {{.*}}) : tensor<[b, 1, 1, s], f32>
// CHECK:         core.scaled_dot_product_attention(%{{.*}}, %{{.*}}, %{{.*}}, %[[M1]]) : tensor<[b, 2, s, 4], f32>
// CHECK:         %[[KP2:.*]] = core.unsqueeze(%[[PAD]]) {axes = [1, 2]} : tensor<[b, 1, 1, s], bool>
// CHECK:         %[[M2:.*]] = core.where(%[[KP2]], {{.*}}) : tensor<[b, 1, 1, s], f32>
// CHECK:         core.scaled_dot_product_attention(%{{.*}}, %{{.*}}, %{{.*}}, %[[M2]]) : tensor<[b, 2, s, 4], f32>
// CHECK:         %[[L2:.*]] = core.layer_norm(%{{.*}}, %n2w, %n2b) {{.*}} : tensor<[b, s, 8], f32>
// CHECK:         %[[PADE:.*]] = core.unsqueeze(%[[PAD]]) {axes = [2]} : tensor<[b, s, 1], bool>
// CHECK:         %[[Z:.*]] = core.where(%[[PADE]], %{{.*}}, %[[L2]]) : tensor<[b, s, 8], f32>
// CHECK:         %[[KEEP:.*]] = core.logical_not(%[[PAD]]) : tensor<[b, s], bool>
// CHECK:         %[[LEN:.*]] = core.reduce_sum(%{{.*}}) {axes = [1], keepdim = false} : tensor<[b], i64>
// CHECK:         %[[MAX:.*]] = core.reduce_max(%[[LEN]]) {axes = [0], keepdim = true} : tensor<[1], i64>
// CHECK:         %y = core.slice(%[[Z]], %{{.*}}, %[[MAX]], %{{.*}}, %{{.*}}) : tensor<[b, ?, 8], f32>
// CHECK-NOT:     prim.TupleConstruct
graph @encoder_nested(%src: tensor<[b, s, 8], f32>, %keep: tensor<[b, s], bool>, %qkv_w: tensor<[24, 8], f32>, %qkv_b: tensor<[24], f32>, %proj_w: tensor<[8, 8], f32>, %proj_b: tensor<[8], f32>, %n1w: tensor<[8], f32>, %n1b: tensor<[8], f32>, %n2w: tensor<[8], f32>, %n2b: tensor<[8], f32>, %f1w: tensor<[16, 8], f32>, %f1b: tensor<[16], f32>, %f2w: tensor<[8, 16], f32>, %f2b: tensor<[8], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 8} : int
  %c2 = prim.Constant {value = 2} : int
  %false = prim.Constant {value = false} : bool
  %eps = prim.Constant {value = 1.0e-05} : float
  %none = prim.Constant : none
  %zero = prim.Constant {value = 0.0} : float
  %n = aten._nested_tensor_from_mask(%src, %keep, %false) : tensor<*, ?>
  %l1 = aten._transformer_encoder_layer_fwd(%n, %c1, %c2, %qkv_w, %qkv_b, %proj_w, %proj_b, %false, %false, %eps, %n1w, %n1b, %n2w, %n2b, %f1w, %f1b, %f2w, %f2b, %none, %none) : tensor<*, ?>
  %l2 = aten._transformer_encoder_layer_fwd(%l1, %c1, %c2, %qkv_w, %qkv_b, %proj_w, %proj_b, %false, %false, %eps, %n1w, %n1b, %n2w, %n2b, %f1w, %f1b, %f2w, %f2b, %none, %none) : tensor<*, ?>
  %y = aten.to_padded_tensor(%l2, %zero, %none) : tensor<*, ?>
  return %y
}

// -----

// The encoder's test before its nested path: every row of the mask is
// trues then falses.

// CHECK-LABEL: graph @nested_left_aligned
// CHECK:         %[[N:.*]] = core.reduce_sum(%{{.*}}) {axes = [1], keepdim = true} : tensor<[b, 1], i64>
// CHECK:         %[[POS:.*]] = core.arange({{.*}}) {dtype = i64} : tensor<[s], i64>
// CHECK:         %[[PREFIX:.*]] = core.lt(%[[POS]], %[[N]]) : tensor<[b, s], bool>
// CHECK:         %[[SAME:.*]] = core.eq(%m, %[[PREFIX]]) : tensor<[b, s], bool>
// CHECK:         %[[ALL:.*]] = core.reduce_all(%[[SAME]]) {axes = [], keepdim = false} : tensor<[], bool>
// CHECK:         %r = core.to_scalar(%[[ALL]]) : bool
graph @nested_left_aligned(%x: tensor<[b, s, 4], f32>, %m: tensor<[b, s], bool>) -> (bool) {
  %r = aten._nested_tensor_from_mask_left_aligned(%x, %m) : bool
  return %r
}

// -----

// CHECK-LABEL: graph @sdpa
// CHECK-NEXT:    %c1 = prim.Constant : none
// CHECK-NEXT:    %[[V0:.*]] = core.scaled_dot_product_attention(%q, %k, %v, %c1) {is_causal = false} : tensor<[2, 3, 6], f32>
// CHECK-NEXT:    return %[[V0]]
graph @sdpa(%q: tensor<[2, 3, 4], f32>, %k: tensor<[2, 5, 4], f32>, %v: tensor<[2, 5, 6], f32>) -> (tensor<[2, 3, 6], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = 0.0} : float
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant {value = false} : bool
  %r4_0, %r4_1 = aten._scaled_dot_product_attention(%q, %k, %v, %c1, %c2, %c3, %c4) : (tensor<[2, 3, 6], f32>, tensor<[2, 3, 5], f32>)
  return %r4_0
}
