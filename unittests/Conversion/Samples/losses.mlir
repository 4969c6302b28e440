// Numeric sweep samples: torch.nn's losses and distances (Losses.cpp),
// each reduction (0 none, 1 mean, 2 sum) of each loss. Inputs that torch
// restricts are made in the graph: probabilities through sigmoid, +-1
// targets through sign, class indices are the random ints in [0, 4).

graph @l1_loss_0(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %v = aten.l1_loss(%x, %y, %r) : tensor<*, ?>
  return %v
}

// -----

graph @l1_loss_1(%x: tensor<[2, 3, 5], f32>, %y: tensor<[2, 3, 5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %v = aten.l1_loss(%x, %y, %r) : tensor<*, ?>
  return %v
}

// -----

graph @l1_loss_2(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f64>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %v = aten.l1_loss(%x, %y, %r) : tensor<*, ?>
  return %v
}

// -----

graph @mse_loss_0(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %v = aten.mse_loss(%x, %y, %r) : tensor<*, ?>
  return %v
}

// -----

graph @mse_loss_1(%x: tensor<[2, 3, 5], f32>, %y: tensor<[2, 3, 5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %v = aten.mse_loss(%x, %y, %r) : tensor<*, ?>
  return %v
}

// -----

graph @mse_loss_2(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f64>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %v = aten.mse_loss(%x, %y, %r) : tensor<*, ?>
  return %v
}

// -----

graph @smooth_l1_loss_0(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %p = prim.Constant {value = 0.5} : float
  %v = aten.smooth_l1_loss(%x, %y, %r, %p) : tensor<*, ?>
  return %v
}

// -----

graph @smooth_l1_loss_1(%x: tensor<[2, 3, 5], f32>, %y: tensor<[2, 3, 5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 0.0} : float
  %v = aten.smooth_l1_loss(%x, %y, %r, %p) : tensor<*, ?>
  return %v
}

// -----

graph @smooth_l1_loss_2(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f64>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %p = prim.Constant {value = 0.5} : float
  %v = aten.smooth_l1_loss(%x, %y, %r, %p) : tensor<*, ?>
  return %v
}

// -----

graph @huber_loss_0(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %p = prim.Constant {value = 0.7} : float
  %v = aten.huber_loss(%x, %y, %r, %p) : tensor<*, ?>
  return %v
}

// -----

graph @huber_loss_1(%x: tensor<[2, 3, 5], f32>, %y: tensor<[2, 3, 5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 0.7} : float
  %v = aten.huber_loss(%x, %y, %r, %p) : tensor<*, ?>
  return %v
}

// -----

graph @huber_loss_2(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f64>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %p = prim.Constant {value = 0.7} : float
  %v = aten.huber_loss(%x, %y, %r, %p) : tensor<*, ?>
  return %v
}

// -----

graph @soft_margin_loss_0(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %s = aten.sign(%y) : tensor<*, ?>
  %v = aten.soft_margin_loss(%x, %s, %r) : tensor<*, ?>
  return %v
}

// -----

graph @soft_margin_loss_1(%x: tensor<[2, 3, 5], f32>, %y: tensor<[2, 3, 5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %s = aten.sign(%y) : tensor<*, ?>
  %v = aten.soft_margin_loss(%x, %s, %r) : tensor<*, ?>
  return %v
}

// -----

graph @soft_margin_loss_2(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f64>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %s = aten.sign(%y) : tensor<*, ?>
  %v = aten.soft_margin_loss(%x, %s, %r) : tensor<*, ?>
  return %v
}

// -----

graph @mse_loss_broadcast(%x: tensor<[3, 4], f32>, %y: tensor<[4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %v = aten.mse_loss(%x, %y, %r) : tensor<*, ?>
  return %v
}

// -----

graph @binary_cross_entropy_0(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %p = aten.sigmoid(%x) : tensor<*, ?>
  %q = aten.sigmoid(%y) : tensor<*, ?>
  %none = prim.Constant : none
  %v = aten.binary_cross_entropy(%p, %q, %none, %r) : tensor<*, ?>
  return %v
}

// -----

graph @binary_cross_entropy_0_w(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %p = aten.sigmoid(%x) : tensor<*, ?>
  %q = aten.sigmoid(%y) : tensor<*, ?>
  %v = aten.binary_cross_entropy(%p, %q, %w, %r) : tensor<*, ?>
  return %v
}

// -----

graph @binary_cross_entropy_1(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %p = aten.sigmoid(%x) : tensor<*, ?>
  %q = aten.sigmoid(%y) : tensor<*, ?>
  %none = prim.Constant : none
  %v = aten.binary_cross_entropy(%p, %q, %none, %r) : tensor<*, ?>
  return %v
}

// -----

graph @binary_cross_entropy_1_w(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %p = aten.sigmoid(%x) : tensor<*, ?>
  %q = aten.sigmoid(%y) : tensor<*, ?>
  %v = aten.binary_cross_entropy(%p, %q, %w, %r) : tensor<*, ?>
  return %v
}

// -----

graph @binary_cross_entropy_2(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %p = aten.sigmoid(%x) : tensor<*, ?>
  %q = aten.sigmoid(%y) : tensor<*, ?>
  %none = prim.Constant : none
  %v = aten.binary_cross_entropy(%p, %q, %none, %r) : tensor<*, ?>
  return %v
}

// -----

graph @binary_cross_entropy_2_w(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %p = aten.sigmoid(%x) : tensor<*, ?>
  %q = aten.sigmoid(%y) : tensor<*, ?>
  %v = aten.binary_cross_entropy(%p, %q, %w, %r) : tensor<*, ?>
  return %v
}

// -----

graph @binary_cross_entropy_floor(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %none = prim.Constant : none
  %zero = prim.Constant {value = 0.0} : float
  %one = prim.Constant {value = 1.0} : float
  %p = aten.clamp(%x, %zero, %one) : tensor<*, ?>
  %q = aten.sigmoid(%y) : tensor<*, ?>
  %v = aten.binary_cross_entropy(%p, %q, %none, %r) : tensor<*, ?>
  return %v
}

// -----

graph @bce_with_logits_0(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %none = prim.Constant : none
  %q = aten.sigmoid(%y) : tensor<*, ?>
  %v = aten.binary_cross_entropy_with_logits(%x, %q, %none, %none, %r) : tensor<*, ?>
  return %v
}

// -----

graph @bce_with_logits_0_w_pw(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>, %w: tensor<[3, 1], f32>, %pw: tensor<[4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %none = prim.Constant : none
  %q = aten.sigmoid(%y) : tensor<*, ?>
  %v = aten.binary_cross_entropy_with_logits(%x, %q, %w, %pw, %r) : tensor<*, ?>
  return %v
}

// -----

graph @bce_with_logits_1(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %none = prim.Constant : none
  %q = aten.sigmoid(%y) : tensor<*, ?>
  %v = aten.binary_cross_entropy_with_logits(%x, %q, %none, %none, %r) : tensor<*, ?>
  return %v
}

// -----

graph @bce_with_logits_1_w(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>, %w: tensor<[3, 1], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %none = prim.Constant : none
  %q = aten.sigmoid(%y) : tensor<*, ?>
  %v = aten.binary_cross_entropy_with_logits(%x, %q, %w, %none, %r) : tensor<*, ?>
  return %v
}

// -----

graph @bce_with_logits_1_pw(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>, %pw: tensor<[4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %none = prim.Constant : none
  %q = aten.sigmoid(%y) : tensor<*, ?>
  %v = aten.binary_cross_entropy_with_logits(%x, %q, %none, %pw, %r) : tensor<*, ?>
  return %v
}

// -----

graph @bce_with_logits_1_w_pw(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>, %w: tensor<[3, 1], f32>, %pw: tensor<[4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %none = prim.Constant : none
  %q = aten.sigmoid(%y) : tensor<*, ?>
  %v = aten.binary_cross_entropy_with_logits(%x, %q, %w, %pw, %r) : tensor<*, ?>
  return %v
}

// -----

graph @bce_with_logits_2(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %none = prim.Constant : none
  %q = aten.sigmoid(%y) : tensor<*, ?>
  %v = aten.binary_cross_entropy_with_logits(%x, %q, %none, %none, %r) : tensor<*, ?>
  return %v
}

// -----

graph @bce_with_logits_2_w_pw(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>, %w: tensor<[3, 1], f32>, %pw: tensor<[4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %none = prim.Constant : none
  %q = aten.sigmoid(%y) : tensor<*, ?>
  %v = aten.binary_cross_entropy_with_logits(%x, %q, %w, %pw, %r) : tensor<*, ?>
  return %v
}

// -----

graph @kl_div_0_false(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %lt = prim.Constant {value = false} : bool
  %p = aten.log_sigmoid(%x) : tensor<*, ?>
  %q = aten.sigmoid(%y) : tensor<*, ?>
  %z = aten.relu(%q) : tensor<*, ?>
  %v = aten.kl_div(%p, %q, %r, %lt) : tensor<*, ?>
  return %v
}

// -----

graph @kl_div_0_true(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %lt = prim.Constant {value = true} : bool
  %p = aten.log_sigmoid(%x) : tensor<*, ?>
  %v = aten.kl_div(%p, %y, %r, %lt) : tensor<*, ?>
  return %v
}

// -----

graph @kl_div_1_false(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %lt = prim.Constant {value = false} : bool
  %p = aten.log_sigmoid(%x) : tensor<*, ?>
  %q = aten.sigmoid(%y) : tensor<*, ?>
  %z = aten.relu(%q) : tensor<*, ?>
  %v = aten.kl_div(%p, %q, %r, %lt) : tensor<*, ?>
  return %v
}

// -----

graph @kl_div_1_true(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %lt = prim.Constant {value = true} : bool
  %p = aten.log_sigmoid(%x) : tensor<*, ?>
  %v = aten.kl_div(%p, %y, %r, %lt) : tensor<*, ?>
  return %v
}

// -----

graph @kl_div_2_false(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %lt = prim.Constant {value = false} : bool
  %p = aten.log_sigmoid(%x) : tensor<*, ?>
  %q = aten.sigmoid(%y) : tensor<*, ?>
  %z = aten.relu(%q) : tensor<*, ?>
  %v = aten.kl_div(%p, %q, %r, %lt) : tensor<*, ?>
  return %v
}

// -----

graph @kl_div_2_true(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %lt = prim.Constant {value = true} : bool
  %p = aten.log_sigmoid(%x) : tensor<*, ?>
  %v = aten.kl_div(%p, %y, %r, %lt) : tensor<*, ?>
  return %v
}

// -----

graph @kl_div_zero_target(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %lt = prim.Constant {value = false} : bool
  %z = aten.relu(%y) : tensor<*, ?>
  %v = aten.kl_div(%x, %z, %r, %lt) : tensor<*, ?>
  return %v
}

// -----

graph @poisson_nll_loss_0_true_false(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %li = prim.Constant {value = true} : bool
  %full = prim.Constant {value = false} : bool
  %eps = prim.Constant {value = 1.0e-08} : float
  %t = aten.exp(%y) : tensor<*, ?>
  %v = aten.poisson_nll_loss(%x, %t, %li, %full, %eps, %r) : tensor<*, ?>
  return %v
}

// -----

graph @poisson_nll_loss_0_false_true(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %li = prim.Constant {value = false} : bool
  %full = prim.Constant {value = true} : bool
  %eps = prim.Constant {value = 1.0e-08} : float
  %t = aten.exp(%y) : tensor<*, ?>
  %px = aten.sigmoid(%x) : tensor<*, ?>
  %v = aten.poisson_nll_loss(%px, %t, %li, %full, %eps, %r) : tensor<*, ?>
  return %v
}

// -----

graph @poisson_nll_loss_0_true_true(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %li = prim.Constant {value = true} : bool
  %full = prim.Constant {value = true} : bool
  %eps = prim.Constant {value = 1.0e-08} : float
  %t = aten.exp(%y) : tensor<*, ?>
  %v = aten.poisson_nll_loss(%x, %t, %li, %full, %eps, %r) : tensor<*, ?>
  return %v
}

// -----

graph @poisson_nll_loss_0_false_false(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %li = prim.Constant {value = false} : bool
  %full = prim.Constant {value = false} : bool
  %eps = prim.Constant {value = 1.0e-08} : float
  %t = aten.exp(%y) : tensor<*, ?>
  %px = aten.sigmoid(%x) : tensor<*, ?>
  %v = aten.poisson_nll_loss(%px, %t, %li, %full, %eps, %r) : tensor<*, ?>
  return %v
}

// -----

graph @poisson_nll_loss_1_true_false(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %li = prim.Constant {value = true} : bool
  %full = prim.Constant {value = false} : bool
  %eps = prim.Constant {value = 1.0e-08} : float
  %t = aten.exp(%y) : tensor<*, ?>
  %v = aten.poisson_nll_loss(%x, %t, %li, %full, %eps, %r) : tensor<*, ?>
  return %v
}

// -----

graph @poisson_nll_loss_1_false_true(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %li = prim.Constant {value = false} : bool
  %full = prim.Constant {value = true} : bool
  %eps = prim.Constant {value = 1.0e-08} : float
  %t = aten.exp(%y) : tensor<*, ?>
  %px = aten.sigmoid(%x) : tensor<*, ?>
  %v = aten.poisson_nll_loss(%px, %t, %li, %full, %eps, %r) : tensor<*, ?>
  return %v
}

// -----

graph @poisson_nll_loss_1_true_true(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %li = prim.Constant {value = true} : bool
  %full = prim.Constant {value = true} : bool
  %eps = prim.Constant {value = 1.0e-08} : float
  %t = aten.exp(%y) : tensor<*, ?>
  %v = aten.poisson_nll_loss(%x, %t, %li, %full, %eps, %r) : tensor<*, ?>
  return %v
}

// -----

graph @poisson_nll_loss_1_false_false(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %li = prim.Constant {value = false} : bool
  %full = prim.Constant {value = false} : bool
  %eps = prim.Constant {value = 1.0e-08} : float
  %t = aten.exp(%y) : tensor<*, ?>
  %px = aten.sigmoid(%x) : tensor<*, ?>
  %v = aten.poisson_nll_loss(%px, %t, %li, %full, %eps, %r) : tensor<*, ?>
  return %v
}

// -----

graph @poisson_nll_loss_2_true_false(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %li = prim.Constant {value = true} : bool
  %full = prim.Constant {value = false} : bool
  %eps = prim.Constant {value = 1.0e-08} : float
  %t = aten.exp(%y) : tensor<*, ?>
  %v = aten.poisson_nll_loss(%x, %t, %li, %full, %eps, %r) : tensor<*, ?>
  return %v
}

// -----

graph @poisson_nll_loss_2_false_true(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %li = prim.Constant {value = false} : bool
  %full = prim.Constant {value = true} : bool
  %eps = prim.Constant {value = 1.0e-08} : float
  %t = aten.exp(%y) : tensor<*, ?>
  %px = aten.sigmoid(%x) : tensor<*, ?>
  %v = aten.poisson_nll_loss(%px, %t, %li, %full, %eps, %r) : tensor<*, ?>
  return %v
}

// -----

graph @poisson_nll_loss_2_true_true(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %li = prim.Constant {value = true} : bool
  %full = prim.Constant {value = true} : bool
  %eps = prim.Constant {value = 1.0e-08} : float
  %t = aten.exp(%y) : tensor<*, ?>
  %v = aten.poisson_nll_loss(%x, %t, %li, %full, %eps, %r) : tensor<*, ?>
  return %v
}

// -----

graph @poisson_nll_loss_2_false_false(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %li = prim.Constant {value = false} : bool
  %full = prim.Constant {value = false} : bool
  %eps = prim.Constant {value = 1.0e-08} : float
  %t = aten.exp(%y) : tensor<*, ?>
  %px = aten.sigmoid(%x) : tensor<*, ?>
  %v = aten.poisson_nll_loss(%px, %t, %li, %full, %eps, %r) : tensor<*, ?>
  return %v
}

// -----

graph @hinge_embedding_loss_0(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %m = prim.Constant {value = 0.5} : float
  %s = aten.sign(%y) : tensor<*, ?>
  %v = aten.hinge_embedding_loss(%x, %s, %m, %r) : tensor<*, ?>
  return %v
}

// -----

graph @hinge_embedding_loss_1(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %m = prim.Constant {value = 0.5} : float
  %s = aten.sign(%y) : tensor<*, ?>
  %v = aten.hinge_embedding_loss(%x, %s, %m, %r) : tensor<*, ?>
  return %v
}

// -----

graph @hinge_embedding_loss_2(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %m = prim.Constant {value = 0.5} : float
  %s = aten.sign(%y) : tensor<*, ?>
  %v = aten.hinge_embedding_loss(%x, %s, %m, %r) : tensor<*, ?>
  return %v
}

// -----

graph @margin_ranking_loss_0(%a: tensor<[5], f32>, %b: tensor<[5], f32>, %y: tensor<[5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %m = prim.Constant {value = 0.2} : float
  %s = aten.sign(%y) : tensor<*, ?>
  %v = aten.margin_ranking_loss(%a, %b, %s, %m, %r) : tensor<*, ?>
  return %v
}

// -----

graph @margin_ranking_loss_1(%a: tensor<[5], f32>, %b: tensor<[5], f32>, %y: tensor<[5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %m = prim.Constant {value = 0.2} : float
  %s = aten.sign(%y) : tensor<*, ?>
  %v = aten.margin_ranking_loss(%a, %b, %s, %m, %r) : tensor<*, ?>
  return %v
}

// -----

graph @margin_ranking_loss_2(%a: tensor<[5], f32>, %b: tensor<[5], f32>, %y: tensor<[5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %m = prim.Constant {value = 0.2} : float
  %s = aten.sign(%y) : tensor<*, ?>
  %v = aten.margin_ranking_loss(%a, %b, %s, %m, %r) : tensor<*, ?>
  return %v
}

// -----

graph @cosine_embedding_loss_0(%a: tensor<[5, 4], f32>, %b: tensor<[5, 4], f32>, %y: tensor<[5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %m = prim.Constant {value = 0.1} : float
  %s = aten.sign(%y) : tensor<*, ?>
  %v = aten.cosine_embedding_loss(%a, %b, %s, %m, %r) : tensor<*, ?>
  return %v
}

// -----

graph @cosine_embedding_loss_1(%a: tensor<[5, 4], f32>, %b: tensor<[5, 4], f32>, %y: tensor<[5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %m = prim.Constant {value = 0.1} : float
  %s = aten.sign(%y) : tensor<*, ?>
  %v = aten.cosine_embedding_loss(%a, %b, %s, %m, %r) : tensor<*, ?>
  return %v
}

// -----

graph @cosine_embedding_loss_2(%a: tensor<[5, 4], f32>, %b: tensor<[5, 4], f32>, %y: tensor<[5], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %m = prim.Constant {value = 0.1} : float
  %s = aten.sign(%y) : tensor<*, ?>
  %v = aten.cosine_embedding_loss(%a, %b, %s, %m, %r) : tensor<*, ?>
  return %v
}

// -----

graph @cosine_embedding_loss_one_pair(%a: tensor<[4], f32>, %b: tensor<[4], f32>, %y: tensor<[], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %m = prim.Constant {value = -0.2} : float
  %s = aten.sign(%y) : tensor<*, ?>
  %v = aten.cosine_embedding_loss(%a, %b, %s, %m, %r) : tensor<*, ?>
  return %v
}

// -----

graph @triplet_margin_loss_0(%a: tensor<[5, 4], f32>, %b: tensor<[5, 4], f32>, %c: tensor<[5, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %m = prim.Constant {value = 1.0} : float
  %p = prim.Constant {value = 2.0} : float
  %eps = prim.Constant {value = 1.0e-06} : float
  %swap = prim.Constant {value = false} : bool
  %v = aten.triplet_margin_loss(%a, %b, %c, %m, %p, %eps, %swap, %r) : tensor<*, ?>
  return %v
}

// -----

graph @triplet_margin_loss_1(%a: tensor<[5, 4], f32>, %b: tensor<[5, 4], f32>, %c: tensor<[5, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %m = prim.Constant {value = 1.0} : float
  %p = prim.Constant {value = 1.0} : float
  %eps = prim.Constant {value = 1.0e-06} : float
  %swap = prim.Constant {value = true} : bool
  %v = aten.triplet_margin_loss(%a, %b, %c, %m, %p, %eps, %swap, %r) : tensor<*, ?>
  return %v
}

// -----

graph @triplet_margin_loss_2(%a: tensor<[5, 4], f32>, %b: tensor<[5, 4], f32>, %c: tensor<[5, 4], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %m = prim.Constant {value = 1.0} : float
  %p = prim.Constant {value = 3.0} : float
  %eps = prim.Constant {value = 1.0e-06} : float
  %swap = prim.Constant {value = true} : bool
  %v = aten.triplet_margin_loss(%a, %b, %c, %m, %p, %eps, %swap, %r) : tensor<*, ?>
  return %v
}

// -----

graph @pairwise_distance_2_0(%a: tensor<[5, 4], f32>, %b: tensor<[5, 4], f32>) -> (tensor<*, ?>) {
  %p = prim.Constant {value = 2.0} : float
  %eps = prim.Constant {value = 1.0e-06} : float
  %k = prim.Constant {value = false} : bool
  %v = aten.pairwise_distance(%a, %b, %p, %eps, %k) : tensor<*, ?>
  return %v
}

// -----

graph @pairwise_distance_1_0(%a: tensor<[5, 4], f32>, %b: tensor<[5, 4], f32>) -> (tensor<*, ?>) {
  %p = prim.Constant {value = 1.0} : float
  %eps = prim.Constant {value = 1.0e-06} : float
  %k = prim.Constant {value = true} : bool
  %v = aten.pairwise_distance(%a, %b, %p, %eps, %k) : tensor<*, ?>
  return %v
}

// -----

graph @pairwise_distance_0_0(%a: tensor<[5, 4], f32>, %b: tensor<[5, 4], f32>) -> (tensor<*, ?>) {
  %p = prim.Constant {value = 0.0} : float
  %eps = prim.Constant {value = 1.0e-06} : float
  %k = prim.Constant {value = false} : bool
  %v = aten.pairwise_distance(%a, %b, %p, %eps, %k) : tensor<*, ?>
  return %v
}

// -----

graph @pairwise_distance_inf(%a: tensor<[5, 4], f32>, %b: tensor<[5, 4], f32>) -> (tensor<*, ?>) {
  %p = prim.Constant {value = inf} : float
  %eps = prim.Constant {value = 1.0e-06} : float
  %k = prim.Constant {value = false} : bool
  %v = aten.pairwise_distance(%a, %b, %p, %eps, %k) : tensor<*, ?>
  return %v
}

// -----

graph @pairwise_distance_3_5(%a: tensor<[5, 4], f32>, %b: tensor<[5, 4], f32>) -> (tensor<*, ?>) {
  %p = prim.Constant {value = 3.5} : float
  %eps = prim.Constant {value = 1.0e-06} : float
  %k = prim.Constant {value = true} : bool
  %v = aten.pairwise_distance(%a, %b, %p, %eps, %k) : tensor<*, ?>
  return %v
}

// -----

graph @pairwise_distance_broadcast(%a: tensor<[5, 4], f32>, %b: tensor<[4], f64>) -> (tensor<*, ?>) {
  %p = prim.Constant {value = 2.0} : float
  %eps = prim.Constant {value = 1.0e-06} : float
  %k = prim.Constant {value = false} : bool
  %v = aten.pairwise_distance(%a, %b, %p, %eps, %k) : tensor<*, ?>
  return %v
}

// -----

graph @cosine_similarity(%a: tensor<[5, 4], f32>, %b: tensor<[5, 4], f32>) -> (tensor<*, ?>) {
  %d = prim.Constant {value = 1} : int
  %eps = prim.Constant {value = 1.0e-08} : float
  %v = aten.cosine_similarity(%a, %b, %d, %eps) : tensor<*, ?>
  return %v
}

// -----

graph @cosine_similarity_broadcast_eps(%a: tensor<[3, 1, 4], f32>, %b: tensor<[5, 1], f32>) -> (tensor<*, ?>) {
  %d = prim.Constant {value = -1} : int
  %eps = prim.Constant {value = 0.5} : float
  %v = aten.cosine_similarity(%a, %b, %d, %eps) : tensor<*, ?>
  return %v
}

// -----

graph @nll_loss_0(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = -100} : int
  %lp = aten.log_softmax.int(%x, %one, %none) : tensor<*, ?>
  %v = aten.nll_loss(%lp, %t, %none, %r, %ig) : tensor<*, ?>
  return %v
}

// -----

graph @nll_loss_0_w(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = 1} : int
  %lp = aten.log_softmax.int(%x, %one, %none) : tensor<*, ?>
  %v = aten.nll_loss(%lp, %t, %w, %r, %ig) : tensor<*, ?>
  return %v
}

// -----

graph @nll_loss_1(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = -100} : int
  %lp = aten.log_softmax.int(%x, %one, %none) : tensor<*, ?>
  %v = aten.nll_loss(%lp, %t, %none, %r, %ig) : tensor<*, ?>
  return %v
}

// -----

graph @nll_loss_1_w(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = 1} : int
  %lp = aten.log_softmax.int(%x, %one, %none) : tensor<*, ?>
  %v = aten.nll_loss(%lp, %t, %w, %r, %ig) : tensor<*, ?>
  return %v
}

// -----

graph @nll_loss_2(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = -100} : int
  %lp = aten.log_softmax.int(%x, %one, %none) : tensor<*, ?>
  %v = aten.nll_loss(%lp, %t, %none, %r, %ig) : tensor<*, ?>
  return %v
}

// -----

graph @nll_loss_2_w(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = 1} : int
  %lp = aten.log_softmax.int(%x, %one, %none) : tensor<*, ?>
  %v = aten.nll_loss(%lp, %t, %w, %r, %ig) : tensor<*, ?>
  return %v
}

// -----

graph @nll_loss_nd_0(%x: tensor<[2, 4, 3], f32>, %t: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = -100} : int
  %lp = aten.log_softmax.int(%x, %one, %none) : tensor<*, ?>
  %v = aten.nll_loss_nd(%lp, %t, %none, %r, %ig) : tensor<*, ?>
  return %v
}

// -----

graph @nll_loss_nd_0_w(%x: tensor<[2, 4, 3], f32>, %t: tensor<[2, 3], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = 1} : int
  %lp = aten.log_softmax.int(%x, %one, %none) : tensor<*, ?>
  %v = aten.nll_loss_nd(%lp, %t, %w, %r, %ig) : tensor<*, ?>
  return %v
}

// -----

graph @nll_loss_nd_1(%x: tensor<[2, 4, 3], f32>, %t: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = -100} : int
  %lp = aten.log_softmax.int(%x, %one, %none) : tensor<*, ?>
  %v = aten.nll_loss_nd(%lp, %t, %none, %r, %ig) : tensor<*, ?>
  return %v
}

// -----

graph @nll_loss_nd_1_w(%x: tensor<[2, 4, 3], f32>, %t: tensor<[2, 3], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = 1} : int
  %lp = aten.log_softmax.int(%x, %one, %none) : tensor<*, ?>
  %v = aten.nll_loss_nd(%lp, %t, %w, %r, %ig) : tensor<*, ?>
  return %v
}

// -----

graph @nll_loss_nd_2(%x: tensor<[2, 4, 3], f32>, %t: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = -100} : int
  %lp = aten.log_softmax.int(%x, %one, %none) : tensor<*, ?>
  %v = aten.nll_loss_nd(%lp, %t, %none, %r, %ig) : tensor<*, ?>
  return %v
}

// -----

graph @nll_loss_nd_2_w(%x: tensor<[2, 4, 3], f32>, %t: tensor<[2, 3], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = 1} : int
  %lp = aten.log_softmax.int(%x, %one, %none) : tensor<*, ?>
  %v = aten.nll_loss_nd(%lp, %t, %w, %r, %ig) : tensor<*, ?>
  return %v
}

// -----

graph @nll_loss2d_0(%x: tensor<[2, 4, 3, 2], f32>, %t: tensor<[2, 3, 2], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = -100} : int
  %lp = aten.log_softmax.int(%x, %one, %none) : tensor<*, ?>
  %v = aten.nll_loss2d(%lp, %t, %none, %r, %ig) : tensor<*, ?>
  return %v
}

// -----

graph @nll_loss2d_0_w(%x: tensor<[2, 4, 3, 2], f32>, %t: tensor<[2, 3, 2], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = 1} : int
  %lp = aten.log_softmax.int(%x, %one, %none) : tensor<*, ?>
  %v = aten.nll_loss2d(%lp, %t, %w, %r, %ig) : tensor<*, ?>
  return %v
}

// -----

graph @nll_loss2d_1(%x: tensor<[2, 4, 3, 2], f32>, %t: tensor<[2, 3, 2], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = -100} : int
  %lp = aten.log_softmax.int(%x, %one, %none) : tensor<*, ?>
  %v = aten.nll_loss2d(%lp, %t, %none, %r, %ig) : tensor<*, ?>
  return %v
}

// -----

graph @nll_loss2d_1_w(%x: tensor<[2, 4, 3, 2], f32>, %t: tensor<[2, 3, 2], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = 1} : int
  %lp = aten.log_softmax.int(%x, %one, %none) : tensor<*, ?>
  %v = aten.nll_loss2d(%lp, %t, %w, %r, %ig) : tensor<*, ?>
  return %v
}

// -----

graph @nll_loss2d_2(%x: tensor<[2, 4, 3, 2], f32>, %t: tensor<[2, 3, 2], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = -100} : int
  %lp = aten.log_softmax.int(%x, %one, %none) : tensor<*, ?>
  %v = aten.nll_loss2d(%lp, %t, %none, %r, %ig) : tensor<*, ?>
  return %v
}

// -----

graph @nll_loss2d_2_w(%x: tensor<[2, 4, 3, 2], f32>, %t: tensor<[2, 3, 2], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = 1} : int
  %lp = aten.log_softmax.int(%x, %one, %none) : tensor<*, ?>
  %v = aten.nll_loss2d(%lp, %t, %w, %r, %ig) : tensor<*, ?>
  return %v
}

// -----

graph @nll_loss_one_sample(%x: tensor<[4], f32>, %t: tensor<[], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = 2} : int
  %v = aten.nll_loss(%x, %t, %w, %r, %ig) : tensor<*, ?>
  %m = prim.Constant {value = 1} : int
  %u = aten.nll_loss(%x, %t, %none, %m, %ig) : tensor<*, ?>
  return %v, %u
}

// -----

graph @nll_loss_forward_1(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = 3} : int
  %v, %tw = aten.nll_loss_forward(%x, %t, %w, %r, %ig) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %tw
}

// -----

graph @nll_loss_forward_2(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = 3} : int
  %v, %tw = aten.nll_loss_forward(%x, %t, %w, %r, %ig) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %tw
}

// -----

graph @nll_loss_forward_0(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = -100} : int
  %v, %tw = aten.nll_loss_forward(%x, %t, %none, %r, %ig) : (tensor<*, ?>, tensor<*, ?>)
  return %v
}

// -----

graph @nll_loss2d_forward_1(%x: tensor<[2, 4, 3, 2], f32>, %t: tensor<[2, 3, 2], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = 3} : int
  %v, %tw = aten.nll_loss2d_forward(%x, %t, %w, %r, %ig) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %tw
}

// -----

graph @nll_loss2d_forward_2(%x: tensor<[2, 4, 3, 2], f32>, %t: tensor<[2, 3, 2], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = 3} : int
  %v, %tw = aten.nll_loss2d_forward(%x, %t, %w, %r, %ig) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %tw
}

// -----

graph @nll_loss2d_forward_0(%x: tensor<[2, 4, 3, 2], f32>, %t: tensor<[2, 3, 2], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = -100} : int
  %v, %tw = aten.nll_loss2d_forward(%x, %t, %none, %r, %ig) : (tensor<*, ?>, tensor<*, ?>)
  return %v
}

// -----

graph @cross_entropy_5x4_i64_0_0_0(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.0} : float
  %v = aten.cross_entropy_loss(%x, %t, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_i64_0_0_2(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %v = aten.cross_entropy_loss(%x, %t, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_i64_0_w_0_0(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = 1} : int
  %ls = prim.Constant {value = 0.0} : float
  %v = aten.cross_entropy_loss(%x, %t, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_i64_0_w_0_2(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = 1} : int
  %ls = prim.Constant {value = 0.2} : float
  %v = aten.cross_entropy_loss(%x, %t, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_i64_1_0_0(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.0} : float
  %v = aten.cross_entropy_loss(%x, %t, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_i64_1_0_2(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %v = aten.cross_entropy_loss(%x, %t, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_i64_1_w_0_0(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = 1} : int
  %ls = prim.Constant {value = 0.0} : float
  %v = aten.cross_entropy_loss(%x, %t, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_i64_1_w_0_2(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = 1} : int
  %ls = prim.Constant {value = 0.2} : float
  %v = aten.cross_entropy_loss(%x, %t, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_i64_2_0_0(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.0} : float
  %v = aten.cross_entropy_loss(%x, %t, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_i64_2_0_2(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %v = aten.cross_entropy_loss(%x, %t, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_i64_2_w_0_0(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = 1} : int
  %ls = prim.Constant {value = 0.0} : float
  %v = aten.cross_entropy_loss(%x, %t, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_i64_2_w_0_2(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = 1} : int
  %ls = prim.Constant {value = 0.2} : float
  %v = aten.cross_entropy_loss(%x, %t, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_2x4x3_i64_0_0_2(%x: tensor<[2, 4, 3], f32>, %t: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %v = aten.cross_entropy_loss(%x, %t, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_2x4x3_i64_0_w_0_2(%x: tensor<[2, 4, 3], f32>, %t: tensor<[2, 3], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = 1} : int
  %ls = prim.Constant {value = 0.2} : float
  %v = aten.cross_entropy_loss(%x, %t, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_2x4x3_i64_1_0_2(%x: tensor<[2, 4, 3], f32>, %t: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %v = aten.cross_entropy_loss(%x, %t, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_2x4x3_i64_1_w_0_2(%x: tensor<[2, 4, 3], f32>, %t: tensor<[2, 3], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = 1} : int
  %ls = prim.Constant {value = 0.2} : float
  %v = aten.cross_entropy_loss(%x, %t, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_2x4x3_i64_2_0_2(%x: tensor<[2, 4, 3], f32>, %t: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %v = aten.cross_entropy_loss(%x, %t, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_2x4x3_i64_2_w_0_2(%x: tensor<[2, 4, 3], f32>, %t: tensor<[2, 3], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = 1} : int
  %ls = prim.Constant {value = 0.2} : float
  %v = aten.cross_entropy_loss(%x, %t, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_4_i64_0_0_2(%x: tensor<[4], f32>, %t: tensor<[], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %v = aten.cross_entropy_loss(%x, %t, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_4_i64_0_w_0_2(%x: tensor<[4], f32>, %t: tensor<[], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = 1} : int
  %ls = prim.Constant {value = 0.2} : float
  %v = aten.cross_entropy_loss(%x, %t, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_4_i64_1_0_2(%x: tensor<[4], f32>, %t: tensor<[], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %v = aten.cross_entropy_loss(%x, %t, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_4_i64_1_w_0_2(%x: tensor<[4], f32>, %t: tensor<[], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = 1} : int
  %ls = prim.Constant {value = 0.2} : float
  %v = aten.cross_entropy_loss(%x, %t, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_4_i64_2_0_2(%x: tensor<[4], f32>, %t: tensor<[], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %v = aten.cross_entropy_loss(%x, %t, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_4_i64_2_w_0_2(%x: tensor<[4], f32>, %t: tensor<[], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = 1} : int
  %ls = prim.Constant {value = 0.2} : float
  %v = aten.cross_entropy_loss(%x, %t, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_f32_0_0_0(%x: tensor<[5, 4], f32>, %t: tensor<[5, 4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.0} : float
  %d = prim.Constant {value = 1} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_f32_0_0_2(%x: tensor<[5, 4], f32>, %t: tensor<[5, 4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %d = prim.Constant {value = 1} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_f32_0_w_0_0(%x: tensor<[5, 4], f32>, %t: tensor<[5, 4], f32>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.0} : float
  %d = prim.Constant {value = 1} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_f32_0_w_0_2(%x: tensor<[5, 4], f32>, %t: tensor<[5, 4], f32>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %d = prim.Constant {value = 1} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_f32_1_0_0(%x: tensor<[5, 4], f32>, %t: tensor<[5, 4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.0} : float
  %d = prim.Constant {value = 1} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_f32_1_0_2(%x: tensor<[5, 4], f32>, %t: tensor<[5, 4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %d = prim.Constant {value = 1} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_f32_1_w_0_0(%x: tensor<[5, 4], f32>, %t: tensor<[5, 4], f32>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.0} : float
  %d = prim.Constant {value = 1} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_f32_1_w_0_2(%x: tensor<[5, 4], f32>, %t: tensor<[5, 4], f32>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %d = prim.Constant {value = 1} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_f32_2_0_0(%x: tensor<[5, 4], f32>, %t: tensor<[5, 4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.0} : float
  %d = prim.Constant {value = 1} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_f32_2_0_2(%x: tensor<[5, 4], f32>, %t: tensor<[5, 4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %d = prim.Constant {value = 1} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_f32_2_w_0_0(%x: tensor<[5, 4], f32>, %t: tensor<[5, 4], f32>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.0} : float
  %d = prim.Constant {value = 1} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_5x4_f32_2_w_0_2(%x: tensor<[5, 4], f32>, %t: tensor<[5, 4], f32>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %d = prim.Constant {value = 1} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_2x4x3x2_f32_0_0_2(%x: tensor<[2, 4, 3, 2], f32>, %t: tensor<[2, 4, 3, 2], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %d = prim.Constant {value = 1} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_2x4x3x2_f32_0_w_0_2(%x: tensor<[2, 4, 3, 2], f32>, %t: tensor<[2, 4, 3, 2], f32>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %d = prim.Constant {value = 1} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_2x4x3x2_f32_1_0_2(%x: tensor<[2, 4, 3, 2], f32>, %t: tensor<[2, 4, 3, 2], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %d = prim.Constant {value = 1} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_2x4x3x2_f32_1_w_0_2(%x: tensor<[2, 4, 3, 2], f32>, %t: tensor<[2, 4, 3, 2], f32>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %d = prim.Constant {value = 1} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_2x4x3x2_f32_2_0_2(%x: tensor<[2, 4, 3, 2], f32>, %t: tensor<[2, 4, 3, 2], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %d = prim.Constant {value = 1} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_2x4x3x2_f32_2_w_0_2(%x: tensor<[2, 4, 3, 2], f32>, %t: tensor<[2, 4, 3, 2], f32>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %d = prim.Constant {value = 1} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_4_f32_0_0_2(%x: tensor<[4], f32>, %t: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %d = prim.Constant {value = 0} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_4_f32_0_w_0_2(%x: tensor<[4], f32>, %t: tensor<[4], f32>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %d = prim.Constant {value = 0} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_4_f32_1_0_2(%x: tensor<[4], f32>, %t: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %d = prim.Constant {value = 0} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_4_f32_1_w_0_2(%x: tensor<[4], f32>, %t: tensor<[4], f32>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %d = prim.Constant {value = 0} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_4_f32_2_0_2(%x: tensor<[4], f32>, %t: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %d = prim.Constant {value = 0} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_4_f32_2_w_0_2(%x: tensor<[4], f32>, %t: tensor<[4], f32>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 2} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 0.2} : float
  %d = prim.Constant {value = 0} : int
  %q = aten.softmax.int(%t, %d, %none) : tensor<*, ?>
  %v = aten.cross_entropy_loss(%x, %q, %w, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @multi_margin_loss_0_p1(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %p = prim.Constant {value = 1} : int
  %m = prim.Constant {value = 0.7} : float
  %v = aten.multi_margin_loss(%x, %t, %p, %m, %none, %r) : tensor<*, ?>
  return %v
}

// -----

graph @multi_margin_loss_0_p2(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %p = prim.Constant {value = 2} : int
  %m = prim.Constant {value = 0.7} : float
  %v = aten.multi_margin_loss(%x, %t, %p, %m, %w, %r) : tensor<*, ?>
  return %v
}

// -----

graph @multi_margin_loss_1_p1(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 1} : int
  %m = prim.Constant {value = 0.7} : float
  %v = aten.multi_margin_loss(%x, %t, %p, %m, %none, %r) : tensor<*, ?>
  return %v
}

// -----

graph @multi_margin_loss_1_p2(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 2} : int
  %m = prim.Constant {value = 0.7} : float
  %v = aten.multi_margin_loss(%x, %t, %p, %m, %w, %r) : tensor<*, ?>
  return %v
}

// -----

graph @multi_margin_loss_2_p1(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 2} : int
  %p = prim.Constant {value = 1} : int
  %m = prim.Constant {value = 0.7} : float
  %v = aten.multi_margin_loss(%x, %t, %p, %m, %none, %r) : tensor<*, ?>
  return %v
}

// -----

graph @multi_margin_loss_2_p2(%x: tensor<[5, 4], f32>, %t: tensor<[5], i64>, %w: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 2} : int
  %p = prim.Constant {value = 2} : int
  %m = prim.Constant {value = 0.7} : float
  %v = aten.multi_margin_loss(%x, %t, %p, %m, %w, %r) : tensor<*, ?>
  return %v
}

// -----

graph @multi_margin_loss_one_sample_0d(%x: tensor<[4], f32>, %t: tensor<[], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %p = prim.Constant {value = 1} : int
  %m = prim.Constant {value = 1} : int
  %v = aten.multi_margin_loss(%x, %t, %p, %m, %none, %r) : tensor<*, ?>
  return %v
}

// -----

graph @multi_margin_loss_one_sample_1d(%x: tensor<[4], f32>, %t: tensor<[1], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %r = prim.Constant {value = 0} : int
  %p = prim.Constant {value = 1} : int
  %m = prim.Constant {value = 1} : int
  %v = aten.multi_margin_loss(%x, %t, %p, %m, %none, %r) : tensor<*, ?>
  return %v
}

// -----

graph @multilabel_margin_loss_0(%x: tensor<[3, 4], f32>, %t: tensor<[3, 4], i64>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %one = prim.Constant {value = 1} : int
  %u = aten.sub.Scalar(%t, %one, %one) : tensor<*, ?>
  %v = aten.multilabel_margin_loss(%x, %u, %r) : tensor<*, ?>
  return %v
}

// -----

graph @multilabel_margin_loss_1(%x: tensor<[3, 4], f32>, %t: tensor<[3, 4], i64>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %one = prim.Constant {value = 1} : int
  %u = aten.sub.Scalar(%t, %one, %one) : tensor<*, ?>
  %v = aten.multilabel_margin_loss(%x, %u, %r) : tensor<*, ?>
  return %v
}

// -----

graph @multilabel_margin_loss_2(%x: tensor<[3, 4], f32>, %t: tensor<[3, 4], i64>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 2} : int
  %one = prim.Constant {value = 1} : int
  %u = aten.sub.Scalar(%t, %one, %one) : tensor<*, ?>
  %v = aten.multilabel_margin_loss(%x, %u, %r) : tensor<*, ?>
  return %v
}

// -----

graph @multilabel_margin_loss_one_sample(%x: tensor<[4], f32>, %t: tensor<[4], i64>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %one = prim.Constant {value = 1} : int
  %u = aten.sub.Scalar(%t, %one, %one) : tensor<*, ?>
  %v = aten.multilabel_margin_loss(%x, %u, %r) : tensor<*, ?>
  return %v
}

// -----

graph @multilabel_margin_loss_forward_0(%x: tensor<[3, 4], f32>, %t: tensor<[3, 4], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %one = prim.Constant {value = 1} : int
  %u = aten.sub.Scalar(%t, %one, %one) : tensor<*, ?>
  %v, %it = aten.multilabel_margin_loss_forward(%x, %u, %r) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %it
}

// -----

graph @multilabel_margin_loss_forward_1(%x: tensor<[3, 4], f32>, %t: tensor<[3, 4], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %one = prim.Constant {value = 1} : int
  %u = aten.sub.Scalar(%t, %one, %one) : tensor<*, ?>
  %v, %it = aten.multilabel_margin_loss_forward(%x, %u, %r) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %it
}

// -----

// ctc_loss (CTCLoss.cpp): input lengths 1 + the random ints in [0, 4) of
// T = 5 (ATen 1.13 reads alpha[-1] for an input length of 0, out of
// bounds), target lengths the random ints in [0, 4) of S = 3 (an
// infeasible target has a loss of inf), labels in [0, 4) of C = 5.
// Concatenated targets are exactly sum(target_lengths) long (ATen checks).
graph @ctc_loss_padded_0(%lp: tensor<[5, 2, 5], f32>, %t: tensor<[2, 3], i64>, %il0: tensor<[2], i64>, %tl: tensor<[2], i64>) -> (tensor<*, ?>) {
  %one = prim.Constant {value = 1} : int
  %il = aten.add.Scalar(%il0, %one, %one) : tensor<*, ?>
  %blank = prim.Constant {value = 0} : int
  %r = prim.Constant {value = 0} : int
  %f = prim.Constant {value = false} : bool
  %v = aten.ctc_loss.Tensor(%lp, %t, %il, %tl, %blank, %r, %f) : tensor<*, ?>
  return %v
}

// -----

graph @ctc_loss_padded_1_int32_lengths(%lp: tensor<[5, 2, 5], f32>, %t: tensor<[2, 3], i32>, %il0: tensor<[2], i32>, %tl: tensor<[2], i64>) -> (tensor<*, ?>) {
  %one = prim.Constant {value = 1} : int
  %il = aten.add.Scalar(%il0, %one, %one) : tensor<*, ?>
  %blank = prim.Constant {value = 0} : int
  %r = prim.Constant {value = 1} : int
  %f = prim.Constant {value = false} : bool
  %v = aten.ctc_loss.Tensor(%lp, %t, %il, %tl, %blank, %r, %f) : tensor<*, ?>
  return %v
}

// -----

graph @ctc_loss_padded_2_zero_infinity(%lp: tensor<[5, 3, 5], f32>, %t: tensor<[3, 3], i64>, %il0: tensor<[3], i64>, %tl: tensor<[3], i64>) -> (tensor<*, ?>) {
  %one = prim.Constant {value = 1} : int
  %il = aten.add.Scalar(%il0, %one, %one) : tensor<*, ?>
  %blank = prim.Constant {value = 0} : int
  %r = prim.Constant {value = 2} : int
  %t2 = prim.Constant {value = true} : bool
  %v = aten.ctc_loss.Tensor(%lp, %t, %il, %tl, %blank, %r, %t2) : tensor<*, ?>
  return %v
}

// -----

graph @ctc_loss_concatenated_1(%lp: tensor<[5, 2, 5], f32>, %t: tensor<[6], i64>, %il0: tensor<[2], i64>) -> (tensor<*, ?>) {
  %one = prim.Constant {value = 1} : int
  %il = aten.add.Scalar(%il0, %one, %one) : tensor<*, ?>
  %tl = prim.Constant {value = dense<tensor<[2], i64>, [4, 2]>} : tensor<[2], i64>
  %blank = prim.Constant {value = 4} : int
  %r = prim.Constant {value = 1} : int
  %f = prim.Constant {value = false} : bool
  %v = aten.ctc_loss.Tensor(%lp, %t, %il, %tl, %blank, %r, %f) : tensor<*, ?>
  return %v
}

// -----

graph @ctc_loss_concatenated_0_f64(%lp: tensor<[7, 2, 5], f64>, %t: tensor<[3], i64>, %il0: tensor<[2], i64>) -> (tensor<*, ?>) {
  %one = prim.Constant {value = 1} : int
  %il = aten.add.Scalar(%il0, %one, %one) : tensor<*, ?>
  %tl = prim.Constant {value = dense<tensor<[2], i64>, [0, 3]>} : tensor<[2], i64>
  %blank = prim.Constant {value = 4} : int
  %r = prim.Constant {value = 0} : int
  %f = prim.Constant {value = false} : bool
  %v = aten.ctc_loss.Tensor(%lp, %t, %il, %tl, %blank, %r, %f) : tensor<*, ?>
  return %v
}

// -----

graph @ctc_loss_int_lists_1(%lp: tensor<[6, 3, 5], f32>, %t: tensor<[3, 3], i64>) -> (tensor<*, ?>) {
  %blank = prim.Constant {value = 0} : int
  %r = prim.Constant {value = 1} : int
  %f = prim.Constant {value = false} : bool
  %il = prim.Constant {value = [6, 4, 1]} : list<int>
  %tl = prim.Constant {value = [3, 2, 0]} : list<int>
  %v = aten.ctc_loss.IntList(%lp, %t, %il, %tl, %blank, %r, %f) : tensor<*, ?>
  return %v
}

// -----

graph @ctc_loss_int_lists_concatenated_0(%lp: tensor<[6, 2, 5], f32>, %t: tensor<[5], i64>) -> (tensor<*, ?>) {
  %blank = prim.Constant {value = 4} : int
  %r = prim.Constant {value = 0} : int
  %f = prim.Constant {value = false} : bool
  %il = prim.Constant {value = [6, 5]} : list<int>
  %tl = prim.Constant {value = [3, 2]} : list<int>
  %v = aten.ctc_loss.IntList(%lp, %t, %il, %tl, %blank, %r, %f) : tensor<*, ?>
  return %v
}

// -----

// One sample: log_probs [T, C], targets [S], 0-d lengths.
graph @ctc_loss_one_sample_0(%lp: tensor<[5, 5], f32>, %t: tensor<[3], i64>, %il0: tensor<[], i64>) -> (tensor<*, ?>) {
  %one = prim.Constant {value = 1} : int
  %il = aten.add.Scalar(%il0, %one, %one) : tensor<*, ?>
  %tl = prim.Constant {value = dense<tensor<[], i64>, [3]>} : tensor<[], i64>
  %blank = prim.Constant {value = 0} : int
  %r = prim.Constant {value = 0} : int
  %f = prim.Constant {value = false} : bool
  %v = aten.ctc_loss.Tensor(%lp, %t, %il, %tl, %blank, %r, %f) : tensor<*, ?>
  return %v
}

// -----

graph @ctc_loss_one_sample_1(%lp: tensor<[5, 5], f32>, %t: tensor<[2], i64>, %il0: tensor<[], i64>) -> (tensor<*, ?>) {
  %one = prim.Constant {value = 1} : int
  %il = aten.add.Scalar(%il0, %one, %one) : tensor<*, ?>
  %tl = prim.Constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
  %blank = prim.Constant {value = 0} : int
  %r = prim.Constant {value = 1} : int
  %f = prim.Constant {value = false} : bool
  %v = aten.ctc_loss.Tensor(%lp, %t, %il, %tl, %blank, %r, %f) : tensor<*, ?>
  return %v
}

// -----

graph @_ctc_loss_loss_only(%lp: tensor<[5, 2, 5], f32>, %t: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %blank = prim.Constant {value = 0} : int
  %f = prim.Constant {value = false} : bool
  %il = prim.Constant {value = [5, 3]} : list<int>
  %tl = prim.Constant {value = [2, 1]} : list<int>
  %v, %a = aten._ctc_loss(%lp, %t, %il, %tl, %blank, %f) : (tensor<*, ?>, tensor<*, ?>)
  return %v
}

// -----

graph @_ctc_loss_tensor_loss_only(%lp: tensor<[5, 2, 5], f32>, %t: tensor<[2, 3], i64>, %il0: tensor<[2], i64>, %tl: tensor<[2], i64>) -> (tensor<*, ?>) {
  %one = prim.Constant {value = 1} : int
  %il = aten.add.Scalar(%il0, %one, %one) : tensor<*, ?>
  %blank = prim.Constant {value = 0} : int
  %f = prim.Constant {value = false} : bool
  %v, %a = aten._ctc_loss.Tensor(%lp, %t, %il, %tl, %blank, %f) : (tensor<*, ?>, tensor<*, ?>)
  return %v
}
