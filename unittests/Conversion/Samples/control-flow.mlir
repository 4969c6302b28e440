// Sweep samples: control flow (docs/control-flow.md). Each graph runs as
// written and after `decompose,dce` (the decomposition sweep), and lowered
// to onnx.If / onnx.Loop in ONNX Runtime (the lowering sweep). Conditions
// depend on the random inputs, so the seeds take both branches.

// An `if` on a tensor's value, its branches reading the outer %x.
graph @if_on_values(%x: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %none = prim.Constant : none
  %s = aten.sum(%x, %none) : tensor<*, ?>
  %gt = aten.gt.Scalar(%s, %c0) : tensor<*, ?>
  %cond = aten.Bool.Tensor(%gt) : bool
  %y = prim.If(%cond) ({
    %a = aten.mul.Scalar(%x, %c2) : tensor<*, ?>
    yield %a
  }, {
    %b = aten.sub.Scalar(%x, %c1, %c1) : tensor<*, ?>
    %r = aten.relu(%b) : tensor<*, ?>
    yield %r
  }) : tensor<*, ?>
  return %y
}

// -----

// A `for` over a size carrying a tensor and an int (the counter's sum).
graph @for_carried(%x: tensor<[3, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %true = prim.Constant {value = true} : bool
  %n = aten.size.int(%x, %c0) : int
  %y, %k = prim.Loop(%n, %true, %x, %c0) ({
  ^bb0(%i: int, %acc: tensor<*, ?>, %sum: int):
    %row = aten.select.int(%x, %c0, %i) : tensor<*, ?>
    %next = aten.add.Tensor(%acc, %row, %c1) : tensor<*, ?>
    %sum2 = aten.add.int(%sum, %i) : int
    yield %true, %next, %sum2
  }) : (tensor<*, ?>, int)
  %kt = prim.NumToTensor(%k) : tensor<*, ?>
  return %y, %kt
}

// -----

// A `while` whose stop depends on the values (at most 20 rounds).
graph @while_values(%x: tensor<[4], f32>) -> (tensor<*, ?>) {
  %max = prim.Constant {value = 9223372036854775807} : int
  %c1 = prim.Constant {value = 1} : int
  %c20 = prim.Constant {value = 20} : int
  %limit = prim.Constant {value = 50.0} : float
  %none = prim.Constant : none
  %s0 = aten.abs(%x) : tensor<*, ?>
  %t0 = aten.sum(%s0, %none) : tensor<*, ?>
  %l0 = aten.lt.Scalar(%t0, %limit) : tensor<*, ?>
  %go = aten.Bool.Tensor(%l0) : bool
  %y, %n = prim.Loop(%max, %go, %x, %c1) ({
  ^bb0(%i: int, %v: tensor<*, ?>, %round: int):
    %two = prim.Constant {value = 2.0} : float
    %w = aten.mul.Scalar(%v, %two) : tensor<*, ?>
    %a = aten.abs(%w) : tensor<*, ?>
    %t = aten.sum(%a, %none) : tensor<*, ?>
    %l = aten.lt.Scalar(%t, %limit) : tensor<*, ?>
    %small = aten.Bool.Tensor(%l) : bool
    %next = aten.add.int(%round, %c1) : int
    %more = aten.lt.int(%round, %c20) : bool
    %both = aten.__and__.bool(%small, %more) : bool
    yield %both, %w, %next
  }) : (tensor<*, ?>, int)
  return %y
}
