// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// torch.nn's losses and distances (Losses.cpp), with symbolic batch and
// spatial dims: every shape stays symbolic through the decomposition.

// mean over every element: reduce_mean with no axes.
// CHECK-LABEL: graph @l1_loss_mean
// CHECK:         %[[D:.*]] = core.sub(%x, %y) : tensor<[n, 5], f32>
// CHECK-NEXT:    %[[A:.*]] = core.abs(%[[D]])
// CHECK-NEXT:    %v = core.reduce_mean(%[[A]]) {axes = [], keepdim = false} : tensor<[], f32>
graph @l1_loss_mean(%x: tensor<[n, 5], f32>, %y: tensor<[n, 5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %v = aten.l1_loss(%x, %y, %r) : tensor<*, ?>
  return %v
}

// -----

// The operands promote (f32 and f64 compute in f64, as ATen's iterator).
// CHECK-LABEL: graph @mse_loss_sum_promotes
// CHECK:         %[[X:.*]] = core.cast(%x) {dtype = f64}
// CHECK-NEXT:    %[[D:.*]] = core.sub(%[[X]], %y)
// CHECK-NEXT:    %[[S:.*]] = core.mul(%[[D]], %[[D]])
// CHECK-NEXT:    %v = core.reduce_sum(%[[S]]) {axes = [], keepdim = false} : tensor<[], f64>
graph @mse_loss_sum_promotes(%x: tensor<[n, 5], f32>, %y: tensor<[n, 5], f64>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %v = aten.mse_loss(%x, %y, %r) : tensor<*, ?>
  return %v
}

// -----

// z < beta ? 0.5 * z * z / beta : z - 0.5 * beta, z = |x - y|.
// CHECK-LABEL: graph @smooth_l1_loss_none
// CHECK:         %[[Z:.*]] = core.abs
// CHECK-DAG:     %[[Q1:.*]] = core.mul(%{{.*}}, %[[Z]])
// CHECK-DAG:     %[[Q:.*]] = core.div(%{{.*}}, %{{.*}}) : tensor<[n, 5], f32>
// CHECK-DAG:     %[[QB:.*]] = core.constant {value = dense<tensor<[], f32>, [0.25]>}
// CHECK-DAG:     %[[L:.*]] = core.sub(%[[Z]], %[[QB]])
// CHECK-DAG:     %[[LT:.*]] = core.lt(%[[Z]], %{{.*}})
// CHECK:         %v = core.where(%[[LT]], %[[Q]], %[[L]]) : tensor<[n, 5], f32>
graph @smooth_l1_loss_none(%x: tensor<[n, 5], f32>, %y: tensor<[n, 5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %b = prim.Constant {value = 0.5} : float
  %v = aten.smooth_l1_loss(%x, %y, %r, %b) : tensor<*, ?>
  return %v
}

// -----

// beta = 0 is l1_loss, as in ATen.
// CHECK-LABEL: graph @smooth_l1_loss_beta0
// CHECK:         %[[D:.*]] = core.sub(%x, %y)
// CHECK-NEXT:    %v = core.abs(%[[D]])
// CHECK-NEXT:    return %v
graph @smooth_l1_loss_beta0(%x: tensor<[n, 5], f32>, %y: tensor<[n, 5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %b = prim.Constant {value = 0.0} : float
  %v = aten.smooth_l1_loss(%x, %y, %r, %b) : tensor<*, ?>
  return %v
}

// -----

// huber_loss computes in the promoted dtype and returns the input's (ATen
// writes into a tensor of the input's options).
// CHECK-LABEL: graph @huber_loss_keeps_input_dtype
// CHECK:         core.cast(%x) {dtype = f64}
// CHECK:         %[[W:.*]] = core.where({{.*}}) : tensor<[n, 5], f64>
// CHECK-NEXT:    %[[M:.*]] = core.reduce_mean(%[[W]])
// CHECK-NEXT:    %v = core.cast(%[[M]]) {dtype = f32} : tensor<[], f32>
graph @huber_loss_keeps_input_dtype(%x: tensor<[n, 5], f32>, %y: tensor<[n, 5], f64>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %d = prim.Constant {value = 0.7} : float
  %v = aten.huber_loss(%x, %y, %r, %d) : tensor<*, ?>
  return %v
}

// -----

// log(1 + exp(-x * y)), ATen's order of operations.
// CHECK-LABEL: graph @soft_margin_loss
// CHECK:         %[[N:.*]] = core.neg(%x)
// CHECK-NEXT:    %[[P:.*]] = core.mul(%[[N]], %y)
// CHECK-NEXT:    %[[E:.*]] = core.exp(%[[P]])
// CHECK:         %[[S:.*]] = core.add(%{{.*}}, %[[E]])
// CHECK-NEXT:    %v = core.log(%[[S]]) : tensor<[n, 5], f32>
graph @soft_margin_loss(%x: tensor<[n, 5], f32>, %y: tensor<[n, 5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %v = aten.soft_margin_loss(%x, %y, %r) : tensor<*, ?>
  return %v
}

// -----

// (y - 1) * max(log1p(-x), -100) - y * max(log(x), -100), times the
// weight.
// CHECK-LABEL: graph @binary_cross_entropy_weight
// CHECK:         %[[FLOOR:.*]] = core.constant {value = dense<tensor<[], f32>, [-100.0]>}
// CHECK-DAG:     %[[L1:.*]] = core.log1p
// CHECK-DAG:     %[[A:.*]] = core.maximum(%[[L1]], %[[FLOOR]])
// CHECK-DAG:     %[[L2:.*]] = core.log(%x)
// CHECK-DAG:     %[[B:.*]] = core.maximum(%[[L2]], %[[FLOOR]])
// CHECK:         %[[W:.*]] = core.mul(%{{.*}}, %w) : tensor<[n, 5], f32>
// CHECK-NEXT:    %v = core.reduce_mean(%[[W]])
graph @binary_cross_entropy_weight(%x: tensor<[n, 5], f32>, %y: tensor<[n, 5], f32>, %w: tensor<[5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %v = aten.binary_cross_entropy(%x, %y, %w, %r) : tensor<*, ?>
  return %v
}

// -----

// (1 - y) * x + mx + log(exp(-mx) + exp(-x - mx)), mx = max(-x, 0).
// CHECK-LABEL: graph @bce_with_logits
// CHECK:         %[[MX:.*]] = core.clamp
// CHECK:         %[[LSE:.*]] = core.log
// CHECK:         %[[T:.*]] = core.mul
// CHECK-NEXT:    %[[S:.*]] = core.add(%[[T]], %[[MX]])
// CHECK-NEXT:    %v = core.add(%[[S]], %[[LSE]]) : tensor<[n, 5], f32>
graph @bce_with_logits(%x: tensor<[n, 5], f32>, %y: tensor<[n, 5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %none = prim.Constant : none
  %v = aten.binary_cross_entropy_with_logits(%x, %y, %none, %none, %r) : tensor<*, ?>
  return %v
}

// -----

// With pos_weight: (1 - y) * x + ((pw - 1) * y + 1) * (lse + mx), then
// times the weight.
// CHECK-LABEL: graph @bce_with_logits_pos_weight
// CHECK:         %[[PW:.*]] = core.sub(%pw, %{{.*}}) : tensor<[5], f32>
// CHECK-NEXT:    %[[PWY:.*]] = core.mul(%[[PW]], %y)
// CHECK:         %[[W:.*]] = core.mul(%{{.*}}, %w)
// CHECK-NEXT:    %v = core.reduce_sum(%[[W]])
graph @bce_with_logits_pos_weight(%x: tensor<[n, 5], f32>, %y: tensor<[n, 5], f32>, %w: tensor<[5], f32>, %pw: tensor<[5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %v = aten.binary_cross_entropy_with_logits(%x, %y, %w, %pw, %r) : tensor<*, ?>
  return %v
}

// -----

// xlogy(y, y) - y * x, xlogy's 0 where y is 0.
// CHECK-LABEL: graph @kl_div
// CHECK-DAG:     %[[Z:.*]] = core.constant {value = dense<tensor<[], f32>, [0.0]>}
// CHECK-DAG:     %[[YL:.*]] = core.mul(%y, %{{.*}})
// CHECK-DAG:     %[[EQ:.*]] = core.eq(%y, %[[Z]])
// CHECK:         %[[XLOGY:.*]] = core.where(%[[EQ]], %[[Z]], %[[YL]])
// CHECK-NEXT:    %[[YX:.*]] = core.mul(%y, %x)
// CHECK-NEXT:    %v = core.sub(%[[XLOGY]], %[[YX]])
graph @kl_div(%x: tensor<[n, 5], f32>, %y: tensor<[n, 5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %f = prim.Constant {value = false} : bool
  %v = aten.kl_div(%x, %y, %r, %f) : tensor<*, ?>
  return %v
}

// -----

// CHECK-LABEL: graph @kl_div_log_target
// CHECK:         %[[D:.*]] = core.sub(%y, %x)
// CHECK-NEXT:    %[[E:.*]] = core.exp(%y)
// CHECK-NEXT:    %v = core.mul(%[[E]], %[[D]])
graph @kl_div_log_target(%x: tensor<[n, 5], f32>, %y: tensor<[n, 5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %t = prim.Constant {value = true} : bool
  %v = aten.kl_div(%x, %y, %r, %t) : tensor<*, ?>
  return %v
}

// -----

// x - y * log(x + eps), plus Stirling's term where y > 1.
// CHECK-LABEL: graph @poisson_nll_loss_full
// CHECK:         core.constant {value = dense<tensor<[], f32>, [1.0e-08]>}
// CHECK:         %[[BASE:.*]] = core.sub(%x, %{{.*}})
// CHECK:         core.constant {value = dense<tensor<[], f32>, [6.2831855]>}
// CHECK:         %[[LE:.*]] = core.le(%y, %{{.*}})
// CHECK-NEXT:    %[[ST:.*]] = core.where(%[[LE]], %{{.*}}, %{{.*}})
// CHECK-NEXT:    %v = core.add(%[[BASE]], %[[ST]])
graph @poisson_nll_loss_full(%x: tensor<[n, 5], f32>, %y: tensor<[n, 5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %eps = prim.Constant {value = 1.0e-08} : float
  %v = aten.poisson_nll_loss(%x, %y, %f, %t, %eps, %r) : tensor<*, ?>
  return %v
}

// -----

// (y != 1 ? max(margin - x, 0) : 0) + (y != -1 ? x : 0)
// CHECK-LABEL: graph @hinge_embedding_loss
// CHECK:         %[[MC:.*]] = core.clamp
// CHECK:         %[[NE1:.*]] = core.ne(%y, %{{.*}})
// CHECK-NEXT:    %[[B:.*]] = core.where(%[[NE1]], %x, %{{.*}})
// CHECK:         %[[NE2:.*]] = core.ne(%y, %{{.*}})
// CHECK-NEXT:    %[[A:.*]] = core.where(%[[NE2]], %[[MC]], %{{.*}})
// CHECK-NEXT:    %v = core.add(%[[A]], %[[B]])
graph @hinge_embedding_loss(%x: tensor<[n, 5], f32>, %y: tensor<[n, 5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %m = prim.Constant {value = 1.0} : float
  %v = aten.hinge_embedding_loss(%x, %y, %m, %r) : tensor<*, ?>
  return %v
}

// -----

// max(-y * (a - b) + margin, 0)
// CHECK-LABEL: graph @margin_ranking_loss
// CHECK:         %[[D:.*]] = core.sub(%a, %b)
// CHECK-NEXT:    %[[NY:.*]] = core.neg(%y)
// CHECK-NEXT:    %[[P:.*]] = core.mul(%[[NY]], %[[D]])
// CHECK-NEXT:    %[[S:.*]] = core.add(%[[P]], %{{.*}})
// CHECK:         %v = core.clamp(%[[S]], %{{.*}}, %{{.*}}) : tensor<[n], f32>
graph @margin_ranking_loss(%a: tensor<[n], f32>, %b: tensor<[n], f32>, %y: tensor<[n], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %m = prim.Constant {value = 0.1} : float
  %v = aten.margin_ranking_loss(%a, %b, %y, %m, %r) : tensor<*, ?>
  return %v
}

// -----

// cos = sum(a * b) / sqrt((sum(a * a) + 1e-12) * (sum(b * b) + 1e-12))
// over the last dim.
// CHECK-LABEL: graph @cosine_embedding_loss
// CHECK:         %[[AB:.*]] = core.reduce_sum(%{{.*}}) {axes = [1], keepdim = false} : tensor<[n], f32>
// CHECK:         core.constant {value = dense<tensor<[], f32>, [1.0e-12]>}
// CHECK:         %[[SQ:.*]] = core.sqrt
// CHECK-NEXT:    %[[COS:.*]] = core.div(%[[AB]], %[[SQ]])
// CHECK:         core.eq(%y,
// CHECK:         core.eq(%y,
// CHECK:         %v = core.add
graph @cosine_embedding_loss(%a: tensor<[n, 5], f32>, %b: tensor<[n, 5], f32>, %y: tensor<[n], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %m = prim.Constant {value = 0.2} : float
  %v = aten.cosine_embedding_loss(%a, %b, %y, %m, %r) : tensor<*, ?>
  return %v
}

// -----

// Three pairwise distances (2-norms of a - b + eps over the last dim);
// swap takes the nearer negative.
// CHECK-LABEL: graph @triplet_margin_loss_swap
// CHECK:         core.sub(%a, %p)
// CHECK:         %[[DP:.*]] = core.sqrt
// CHECK:         core.sub(%a, %q)
// CHECK:         %[[DN:.*]] = core.sqrt
// CHECK:         core.sub(%p, %q)
// CHECK:         %[[DS:.*]] = core.sqrt
// CHECK-NEXT:    %[[MIN:.*]] = core.minimum(%[[DN]], %[[DS]])
// CHECK:         %[[S:.*]] = core.add(%{{.*}}, %[[DP]])
// CHECK-NEXT:    %[[D:.*]] = core.sub(%[[S]], %[[MIN]])
// CHECK:         %[[C:.*]] = core.clamp(%[[D]],
// CHECK-NEXT:    %v = core.reduce_mean(%[[C]])
graph @triplet_margin_loss_swap(%a: tensor<[n, 5], f32>, %p: tensor<[n, 5], f32>, %q: tensor<[n, 5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %m = prim.Constant {value = 1.0} : float
  %pn = prim.Constant {value = 2.0} : float
  %eps = prim.Constant {value = 1.0e-06} : float
  %t = prim.Constant {value = true} : bool
  %v = aten.triplet_margin_loss(%a, %p, %q, %m, %pn, %eps, %t, %r) : tensor<*, ?>
  return %v
}

// -----

// CHECK-LABEL: graph @pairwise_distance_p1_keepdim
// CHECK:         %[[EPS:.*]] = core.constant {value = dense<tensor<[], f32>, [1.0e-06]>}
// CHECK-NEXT:    %[[D:.*]] = core.sub(%a, %b)
// CHECK-NEXT:    %[[E:.*]] = core.add(%[[D]], %[[EPS]])
// CHECK-NEXT:    %[[A:.*]] = core.abs(%[[E]])
// CHECK-NEXT:    %v = core.reduce_sum(%[[A]]) {axes = [1], keepdim = true} : tensor<[n, 1], f32>
graph @pairwise_distance_p1_keepdim(%a: tensor<[n, 5], f32>, %b: tensor<[n, 5], f32>) -> (tensor<*, ?>) {
  %p = prim.Constant {value = 1.0} : float
  %eps = prim.Constant {value = 1.0e-06} : float
  %t = prim.Constant {value = true} : bool
  %v = aten.pairwise_distance(%a, %b, %p, %eps, %t) : tensor<*, ?>
  return %v
}

// -----

// Both inputs broadcast to [n, m, 8] first (the norms are of the
// broadcast tensors), then each is divided by its norm clamped to eps.
// CHECK-LABEL: graph @cosine_similarity_broadcast
// CHECK-DAG:     %[[N:.*]] = core.dim(%a) {axis = 0} : int
// CHECK-DAG:     %[[M:.*]] = core.dim(%b) {axis = 0} : int
// CHECK:         %[[S:.*]] = core.from_scalars(%[[N]], %[[M]], %{{.*}}) {dtype = i64} : tensor<[3], i64>
// CHECK-NEXT:    %[[A:.*]] = core.expand(%a, %[[S]]) : tensor<[n, m, 8], f32>
// CHECK:         %[[NA:.*]] = core.clamp
// CHECK-NEXT:    %[[UA:.*]] = core.div(%[[A]], %[[NA]])
// CHECK:         %[[B:.*]] = core.expand(%b, %{{.*}}) : tensor<[n, m, 8], f32>
// CHECK:         %[[NB:.*]] = core.clamp
// CHECK-NEXT:    %[[UB:.*]] = core.div(%[[B]], %[[NB]])
// CHECK-NEXT:    %[[P:.*]] = core.mul(%[[UA]], %[[UB]])
// CHECK-NEXT:    %v = core.reduce_sum(%[[P]]) {axes = [2], keepdim = false} : tensor<[n, m], f32>
graph @cosine_similarity_broadcast(%a: tensor<[n, 1, 8], f32>, %b: tensor<[m, 8], f32>) -> (tensor<*, ?>) {
  %d = prim.Constant {value = -1} : int
  %eps = prim.Constant {value = 1.0e-08} : float
  %v = aten.cosine_similarity(%a, %b, %d, %eps) : tensor<*, ?>
  return %v
}

// -----

// Any number of spatial dims: the target's class gathered along dim 1;
// ignored targets read class 0 and count 0; the mean divides by the
// total weight of the targets not ignored.
// CHECK-LABEL: graph @nll_loss_nd_weight_ignore
// CHECK:         %[[IG:.*]] = core.constant {value = dense<tensor<[], i64>, [1]>}
// CHECK-NEXT:    %[[KEPT:.*]] = core.ne(%t, %[[IG]]) : tensor<[n, h, w], bool>
// CHECK:         %[[SAFE:.*]] = core.where(%[[KEPT]], %t, %{{.*}})
// CHECK-NEXT:    %[[IDX:.*]] = core.unsqueeze(%[[SAFE]]) {axes = [1]} : tensor<[n, 1, h, w], i64>
// CHECK-NEXT:    %[[G:.*]] = core.gather(%x, %[[IDX]]) {axis = 1} : tensor<[n, 1, h, w], f32>
// CHECK-NEXT:    %[[P:.*]] = core.squeeze(%[[G]]) {axes = [1]}
// CHECK:         %[[NEG:.*]] = core.neg(%[[P]])
// CHECK-NEXT:    %[[WT:.*]] = core.index_select(%wt, %[[SAFE]]) {axis = 0} : tensor<[n, h, w], f32>
// CHECK-NEXT:    %[[TERM:.*]] = core.mul(%[[NEG]], %[[WT]])
// CHECK-NEXT:    %[[WS:.*]] = core.where(%[[KEPT]], %[[WT]], %{{.*}})
// CHECK-NEXT:    %[[LOSS:.*]] = core.where(%[[KEPT]], %[[TERM]], %{{.*}})
// CHECK-NEXT:    %[[TOTAL:.*]] = core.reduce_sum(%[[WS]])
// CHECK-NEXT:    %[[SUM:.*]] = core.reduce_sum(%[[LOSS]])
// CHECK-NEXT:    %v = core.div(%[[SUM]], %[[TOTAL]]) : tensor<[], f32>
graph @nll_loss_nd_weight_ignore(%x: tensor<[n, 5, h, w], f32>, %t: tensor<[n, h, w], i64>, %wt: tensor<[5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = 1} : int
  %v = aten.nll_loss_nd(%x, %t, %wt, %r, %ig) : tensor<*, ?>
  return %v
}

// -----

// One sample ([C], a 0-d target): index_select of the target's class.
// CHECK-LABEL: graph @nll_loss_one_sample
// CHECK:         %[[SAFE:.*]] = core.where
// CHECK-NEXT:    %[[P:.*]] = core.index_select(%x, %[[SAFE]]) {axis = 0} : tensor<[], f32>
// CHECK:         %v = core.where(%{{.*}}, %{{.*}}, %{{.*}}) : tensor<[], f32>
graph @nll_loss_one_sample(%x: tensor<[5], f32>, %t: tensor<[], i64>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = -100} : int
  %none = prim.Constant : none
  %v = aten.nll_loss(%x, %t, %none, %r, %ig) : tensor<*, ?>
  return %v
}

// -----

// nll_loss_forward also returns the total weight (the count of targets
// not ignored without a weight).
// CHECK-LABEL: graph @nll_loss_forward
// CHECK:         %[[KEPT:.*]] = core.ne(%t,
// CHECK:         %[[W:.*]] = core.cast(%[[KEPT]]) {dtype = f32}
// CHECK:         %tw = core.reduce_sum(%[[W]])
// CHECK-NEXT:    %v = core.reduce_sum
// CHECK-NEXT:    return %v, %tw
graph @nll_loss_forward(%x: tensor<[n, 5], f32>, %t: tensor<[n], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = -100} : int
  %none = prim.Constant : none
  %v, %tw = aten.nll_loss_forward(%x, %t, %none, %r, %ig) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %tw
}

// -----

// Class indices: nll of log_softmax along the class dim.
// CHECK-LABEL: graph @cross_entropy_loss
// CHECK:         %[[LP:.*]] = core.log_softmax(%x) {axis = 1}
// CHECK:         core.gather(%[[LP]],
// CHECK:         %v = core.div
graph @cross_entropy_loss(%x: tensor<[n, 5], f32>, %t: tensor<[n], i64>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.0} : float
  %none = prim.Constant : none
  %v = aten.cross_entropy_loss(%x, %t, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

// Label smoothing: (1 - ls) * nll + ls / C * smooth, smooth the weighted
// sum over classes, masked where ignored and divided by nll's total
// weight.
// CHECK-LABEL: graph @cross_entropy_loss_smoothing
// CHECK:         %[[LP:.*]] = core.log_softmax(%x) {axis = 1} : tensor<[n, 5, l], f32>
// CHECK:         %[[TOTAL:.*]] = core.reduce_sum
// CHECK:         %[[NLL:.*]] = core.div(%{{.*}}, %[[TOTAL]])
// CHECK:         %[[WB:.*]] = core.reshape(%w, %{{.*}}) : tensor<[1, 5, 1], f32>
// CHECK-NEXT:    %[[WLP:.*]] = core.mul(%[[LP]], %[[WB]])
// CHECK-NEXT:    %[[SS:.*]] = core.reduce_sum(%[[WLP]]) {axes = [1], keepdim = false}
// CHECK:         %[[SMOOTH:.*]] = core.div(%{{.*}}, %[[TOTAL]])
// CHECK-NEXT:    %[[LSC:.*]] = core.constant {value = dense<tensor<[], f32>, [0.02]>}
// CHECK-NEXT:    %[[B:.*]] = core.mul(%[[SMOOTH]], %[[LSC]])
// CHECK-NEXT:    %[[K:.*]] = core.constant {value = dense<tensor<[], f32>, [0.9]>}
// CHECK-NEXT:    %[[A:.*]] = core.mul(%[[K]], %[[NLL]])
// CHECK-NEXT:    %v = core.add(%[[A]], %[[B]]) : tensor<[], f32>
graph @cross_entropy_loss_smoothing(%x: tensor<[n, 5, l], f32>, %t: tensor<[n, l], i64>, %w: tensor<[5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = 3} : int
  %ls = prim.Constant {value = 0.1} : float
  %v = aten.cross_entropy_loss(%x, %t, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

// Probabilities: -sum(logp * t) / (numel / C), numel of symbolic dims.
// CHECK-LABEL: graph @cross_entropy_loss_probabilities
// CHECK:         %[[LP:.*]] = core.log_softmax(%x) {axis = 1}
// CHECK-NEXT:    %[[P:.*]] = core.mul(%[[LP]], %t)
// CHECK-NEXT:    %[[S:.*]] = core.reduce_sum(%[[P]]) {axes = [], keepdim = false}
// CHECK-NEXT:    %[[N:.*]] = core.neg(%[[S]])
// CHECK-NEXT:    %[[NUMEL:.*]] = core.numel(%x) : int
// CHECK-NEXT:    %[[C:.*]] = core.scalar_constant {value = 5} : int
// CHECK-NEXT:    %[[Q:.*]] = core.scalar_floordiv(%[[NUMEL]], %[[C]]) : int
// CHECK-NEXT:    %[[QT:.*]] = core.to_tensor(%[[Q]]) {dtype = f32}
// CHECK-NEXT:    %v = core.div(%[[N]], %[[QT]]) : tensor<[], f32>
graph @cross_entropy_loss_probabilities(%x: tensor<[n, 5, h, w], f32>, %t: tensor<[n, 5, h, w], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.0} : float
  %none = prim.Constant : none
  %v = aten.cross_entropy_loss(%x, %t, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

// Per sample, the sum over c != t of (z = margin - x[t] + x[c]) > 0 ?
// z^2 * w[t] : 0, divided by C.
// CHECK-LABEL: graph @multi_margin_loss
// CHECK:         %[[T1:.*]] = core.unsqueeze(%t) {axes = [1]}
// CHECK-NEXT:    %[[XT:.*]] = core.gather(%x, %[[T1]]) {axis = 1} : tensor<[n, 1], f32>
// CHECK:         %[[Z:.*]] = core.add(%{{.*}}, %x) : tensor<[n, 5], f32>
// CHECK-NEXT:    %[[H:.*]] = core.mul(%[[Z]], %[[Z]])
// CHECK-NEXT:    %[[WT:.*]] = core.index_select(%w, %t) {axis = 0}
// CHECK:         %[[R:.*]] = core.arange
// CHECK-NEXT:    %[[OTHER:.*]] = core.ne(%[[R]], %[[T1]]) : tensor<[n, 5], bool>
// CHECK:         %[[POS:.*]] = core.gt(%[[Z]],
// CHECK-NEXT:    %[[KEEP:.*]] = core.logical_and(%[[OTHER]], %[[POS]])
// CHECK:         %[[SEL:.*]] = core.where(%[[KEEP]],
// CHECK-NEXT:    %[[SUM:.*]] = core.reduce_sum(%[[SEL]]) {axes = [1], keepdim = false}
// CHECK-NEXT:    %v = core.div(%[[SUM]], %{{.*}}) : tensor<[n], f32>
graph @multi_margin_loss(%x: tensor<[n, 5], f32>, %t: tensor<[n], i64>, %w: tensor<[5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %p = prim.Constant {value = 2} : int
  %m = prim.Constant {value = 0.5} : float
  %v = aten.multi_margin_loss(%x, %t, %p, %m, %w, %r) : tensor<*, ?>
  return %v
}

// -----

// A sample's targets are those before its first negative one (a cumsum
// of the negatives is 0 there); the hinge terms of every (target, class
// not a target) pair are summed.
// CHECK-LABEL: graph @multilabel_margin_loss
// CHECK:         %[[NEG:.*]] = core.lt(%t,
// CHECK:         %[[CS:.*]] = core.cumsum(%{{.*}}) {axis = 1}
// CHECK-NEXT:    %[[VALID:.*]] = core.eq(%[[CS]],
// CHECK:         %[[HIT:.*]] = core.reduce_any(%{{.*}}) {axes = [1], keepdim = false} : tensor<[n, 5], bool>
// CHECK:         %[[Z:.*]] = core.add(%{{.*}}, %{{.*}}) : tensor<[n, 5, 5], f32>
// CHECK:         %[[SUM:.*]] = core.reduce_sum(%{{.*}}) {axes = [1, 2], keepdim = false} : tensor<[n], f32>
// CHECK-NEXT:    %[[PER:.*]] = core.div(%[[SUM]],
// CHECK-NEXT:    %v = core.reduce_mean(%[[PER]])
graph @multilabel_margin_loss(%x: tensor<[n, 5], f32>, %t: tensor<[n, 5], i64>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %v = aten.multilabel_margin_loss(%x, %t, %r) : tensor<*, ?>
  return %v
}

// -----

// nll_loss2d: the class gathered along dim 1 of [N, C, H, W].
// CHECK-LABEL: graph @nll_loss2d
// CHECK:         core.gather(%x, %{{.*}}) {axis = 1} : tensor<[n, 1, h, w], f32>
// CHECK:         %v = core.reduce_sum(%{{.*}}) {axes = [], keepdim = false} : tensor<[], f32>
graph @nll_loss2d(%x: tensor<[n, 4, h, w], f32>, %t: tensor<[n, h, w], i64>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = -100} : int
  %none = prim.Constant : none
  %v = aten.nll_loss2d(%x, %t, %none, %r, %ig) : tensor<*, ?>
  return %v
}

// -----

// nll_loss2d_forward: the mean and the total weight it divides by.
// CHECK-LABEL: graph @nll_loss2d_forward
// CHECK:         core.index_select(%wt, %{{.*}}) {axis = 0} : tensor<[n, h, w], f32>
// CHECK:         %tw = core.reduce_sum(%{{.*}}) {axes = [], keepdim = false} : tensor<[], f32>
// CHECK:         %v = core.div(%{{.*}}, %tw) : tensor<[], f32>
// CHECK-NEXT:    return %v, %tw
graph @nll_loss2d_forward(%x: tensor<[n, 4, h, w], f32>, %t: tensor<[n, h, w], i64>, %wt: tensor<[4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = 0} : int
  %v, %tw = aten.nll_loss2d_forward(%x, %t, %wt, %r, %ig) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %tw
}

// -----

// multilabel_margin_loss_forward of one sample: a batch of one, the loss
// 0-d and is_target [C] in the input's dtype.
// CHECK-LABEL: graph @multilabel_margin_loss_forward
// CHECK:         %v = core.squeeze(%{{.*}}) {axes = [0]} : tensor<[], f32>
// CHECK-NEXT:    %it = core.squeeze(%{{.*}}) {axes = [0]} : tensor<[4], f32>
graph @multilabel_margin_loss_forward(%x: tensor<[4], f32>, %t: tensor<[4], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %v, %it = aten.multilabel_margin_loss_forward(%x, %t, %r) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %it
}
