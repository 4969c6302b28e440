// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// ctc_loss (CTCLoss.cpp): a prim.Loop over time carrying the alphas of
// the whole batch, with T, B and S symbolic.

// The extended labels [b, 2s + 1] read from the padded rows (one more
// column for s = 2S); the loop runs t - 1 steps, freezing a sample once
// t reaches its input length; mean divides by max(tl, 1).
// CHECK-LABEL: graph @ctc_loss_mean
// CHECK:         %[[S:.*]] = core.arange(%{{.*}}, %{{.*}}, %{{.*}}) {dtype = i64} : tensor<[2*s + 1], i64>
// CHECK:         %[[PAD:.*]] = core.pad(%tg, %{{.*}}) {mode = "constant", value = 0.0} : tensor<[b, s + 1], i64>
// CHECK-NEXT:    core.index_select(%[[PAD]], %{{.*}}) {axis = 1} : tensor<[b, 2*s + 1], i64>
// CHECK:         %[[T:.*]] = core.dim(%lp) {axis = 0} : int
// CHECK:         %[[N:.*]] = core.scalar_sub(%[[T]], %{{.*}}) : int
// CHECK:         %[[L:.*]] = prim.Loop(%[[N]], %[[YES:.*]], %{{.*}}) ({
// CHECK-NEXT:    ^bb0(%[[I:.*]]: int, %[[A:.*]]: tensor<[b, 2*s + 1], f32>):
// CHECK:           core.index_select(%lp, %{{.*}}) {axis = 0} : tensor<[b, 5], f32>
// CHECK:           core.log(%{{.*}}) : tensor<[b, 2*s + 1], f32>
// CHECK:           %[[LIVE:.*]] = core.unsqueeze(%{{.*}}) {axes = [1]} : tensor<[b, 1], bool>
// CHECK-NEXT:      %[[NEXT:.*]] = core.where(%[[LIVE]], %{{.*}}, %[[A]]) : tensor<[b, 2*s + 1], f32>
// CHECK-NEXT:      yield %[[YES]], %[[NEXT]]
// CHECK-NEXT:    }) : tensor<[b, 2*s + 1], f32>
// CHECK:         core.gather(%[[L]], %{{.*}}) {axis = 1} : tensor<[b, 1], f32>
// CHECK:         %[[C:.*]] = core.clamp(%{{.*}}, %{{.*}}, %{{.*}}) : tensor<[b], f32>
// CHECK-NEXT:    %[[D:.*]] = core.div(%{{.*}}, %[[C]]) : tensor<[b], f32>
// CHECK-NEXT:    %v = core.reduce_mean(%[[D]]) {axes = [], keepdim = false} : tensor<[], f32>
graph @ctc_loss_mean(%lp: tensor<[t, b, 5], f32>, %tg: tensor<[b, s], i64>, %il: tensor<[b], i64>, %tl: tensor<[b], i64>) -> (tensor<*, ?>) {
  %blank = prim.Constant {value = 0} : int
  %r = prim.Constant {value = 1} : int
  %f = prim.Constant {value = false} : bool
  %v = aten.ctc_loss.Tensor(%lp, %tg, %il, %tl, %blank, %r, %f) : tensor<*, ?>
  return %v
}

// -----

// Concatenated targets are read at each sample's running offset.
// CHECK-LABEL: graph @ctc_loss_concatenated_sum_zero_infinity
// CHECK:         %[[PAD:.*]] = core.pad(%{{.*}}, %{{.*}}) {mode = "constant", value = 0.0} : tensor<[n + 1], i64>
// CHECK-NEXT:    %[[OFF:.*]] = core.cumsum(%{{.*}}) {axis = 0, exclusive = true, reverse = false} : tensor<[b], i64>
// CHECK:         prim.Loop
// CHECK:         }) : tensor<[b, 2*n + 1], f64>
// CHECK:         %[[INF:.*]] = core.constant {value = dense<tensor<[], f64>, [inf]>} : tensor<[], f64>
// CHECK:         %[[ISINF:.*]] = core.eq(%[[L:.*]], %[[INF]]) : tensor<[b], bool>
// CHECK-NEXT:    %[[R:.*]] = core.where(%[[ISINF]], %{{.*}}, %[[L]])
// CHECK-NEXT:    %v = core.reduce_sum(%[[R]]) {axes = [], keepdim = false} : tensor<[], f64>
graph @ctc_loss_concatenated_sum_zero_infinity(%lp: tensor<[t, b, 5], f64>, %tg: tensor<[n], i32>, %il: tensor<[b], i64>, %tl: tensor<[b], i64>) -> (tensor<*, ?>) {
  %blank = prim.Constant {value = 4} : int
  %r = prim.Constant {value = 2} : int
  %z = prim.Constant {value = true} : bool
  %v = aten.ctc_loss.Tensor(%lp, %tg, %il, %tl, %blank, %r, %z) : tensor<*, ?>
  return %v
}

// -----

// CHECK-LABEL: graph @ctc_loss_int_lists_none
// CHECK:         core.constant {value = dense<tensor<[2], i64>, [6, 4]>}
// CHECK:         core.constant {value = dense<tensor<[2], i64>, [3, 1]>}
// CHECK:         }) : tensor<[2, 7], f32>
// CHECK:         %v = core.where(%{{.*}}, %{{.*}}, %{{.*}}) : tensor<[2], f32>
graph @ctc_loss_int_lists_none(%lp: tensor<[t, 2, 5], f32>, %tg: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %blank = prim.Constant {value = 0} : int
  %r = prim.Constant {value = 0} : int
  %f = prim.Constant {value = false} : bool
  %il = prim.Constant {value = [6, 4]} : list<int>
  %tl = prim.Constant {value = [3, 1]} : list<int>
  %v = aten.ctc_loss.IntList(%lp, %tg, %il, %tl, %blank, %r, %f) : tensor<*, ?>
  return %v
}

// -----

// CHECK-LABEL: graph @ctc_loss_one_sample
// CHECK:         core.unsqueeze(%lp) {axes = [1]} : tensor<[t, 1, 5], f32>
// CHECK:         %v = core.squeeze(%{{.*}}) {axes = [0]} : tensor<[], f32>
graph @ctc_loss_one_sample(%lp: tensor<[t, 5], f32>, %tg: tensor<[s], i64>, %il: tensor<[], i64>, %tl: tensor<[], i64>) -> (tensor<*, ?>) {
  %blank = prim.Constant {value = 0} : int
  %r = prim.Constant {value = 0} : int
  %f = prim.Constant {value = false} : bool
  %v = aten.ctc_loss.Tensor(%lp, %tg, %il, %tl, %blank, %r, %f) : tensor<*, ?>
  return %v
}

// -----

// No reduction and no zero_infinity; log_alpha is unused.
// CHECK-LABEL: graph @_ctc_loss
// CHECK:         prim.Loop
// CHECK:         %v = core.where(%{{.*}}, %{{.*}}, %{{.*}}) : tensor<[b], f32>
// CHECK-NEXT:    return %v
graph @_ctc_loss(%lp: tensor<[t, b, 5], f32>, %tg: tensor<[b, s], i64>, %il: tensor<[b], i64>, %tl: tensor<[b], i64>) -> (tensor<*, ?>) {
  %blank = prim.Constant {value = 0} : int
  %f = prim.Constant {value = false} : bool
  %v, %a = aten._ctc_loss.Tensor(%lp, %tg, %il, %tl, %blank, %f) : (tensor<*, ?>, tensor<*, ?>)
  return %v
}
