// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose' | FileCheck %s
// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,strip-exceptions' 2>%t.err | FileCheck %s --check-prefix=STRIP
// RUN: FileCheck %s --check-prefix=WARN < %t.err

// An If whose condition decompose folds (the rank of a ranked input) is
// replaced by the branch it takes before that branch is decomposed: the
// other branch (an unsqueeze to rank 3) never types against the result.
// CHECK-LABEL: graph @fold_known_condition
// CHECK-NOT:     prim.If
// CHECK-NOT:     core.unsqueeze
// CHECK:         %[[R:.*]] = core.relu(%x) : tensor<[b, 4], f32>
// CHECK-NEXT:    return %[[R]]
graph @fold_known_condition(%x: tensor<[b, 4], f32>) -> (tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c2 = prim.Constant {value = 2} : int
  %d = aten.dim(%x) : int
  %is2 = aten.eq.int(%d, %c2) : bool
  %not2 = aten.__not__(%is2) : bool
  %y = prim.If(%not2) ({
    %u = aten.unsqueeze(%x, %c0) : tensor<*, ?>
    yield %u
  }, {
    yield %x
  }) : tensor<*, ?>
  %r = aten.relu(%y) : tensor<*, ?>
  return %r
}

// -----

// A check known at compile time to pass (`x.dim() in (1, 2)`) goes
// silently; the raising branch's ops (string formatting, which has no
// decomposition) are left to it, not reported.
// CHECK-LABEL: graph @passing_check
// CHECK-NOT:     prim.If
// CHECK-NOT:     RaiseException
// STRIP-LABEL: graph @passing_check
graph @passing_check(%x: tensor<[b, 4], f32>) -> (tensor<*, ?>) {
  %dims = prim.Constant {value = [1, 2]} : list<int>
  %msg = prim.Constant {value = "Expected 1-D or 2-D input but received {}-D"} : str
  %none = prim.Constant : none
  %d = aten.dim(%x) : int
  %ok = aten.__contains__.int_list(%dims, %d) : bool
  prim.If(%ok) ({
    yield
  }, {
    %text = aten.format(%msg, %d) : str
    prim.RaiseException(%text, %none) : ()
    yield
  }) : ()
  %r = aten.relu(%x) : tensor<*, ?>
  return %r
}

// -----

// A check on values known only at run time: decompose keeps it (its
// raising branch untouched); strip-exceptions keeps the other branch and
// warns at the raise.
// CHECK-LABEL: graph @runtime_check
// CHECK:         prim.If
// CHECK:           prim.RaiseException
// WARN: control-flow.mlir:[[@LINE+14]]:5: warning: the check raising ValueError: inputs must be non-negative is not exported (ONNX has no exceptions): the exported model assumes it passes
// (the only warning: the check of @passing_check is known to pass)
// WARN-NOT: warning
// STRIP-LABEL: graph @runtime_check
// STRIP-NOT:     prim.If
// STRIP:         core.relu(%x)
graph @runtime_check(%x: tensor<[b, 4], f32>) -> (tensor<*, ?>) {
  %zero = prim.Constant {value = 0} : int
  %msg = prim.Constant {value = "inputs must be non-negative"} : str
  %cls = prim.Constant {value = "builtins.ValueError"} : str
  %m = aten.min(%x) : tensor<*, ?>
  %neg = aten.lt.Scalar(%m, %zero) : tensor<*, ?>
  %c = aten.Bool.Tensor(%neg) : bool
  prim.If(%c) ({
    prim.RaiseException(%msg, %cls) : ()
    yield
  }, {
    yield
  }) : ()
  %r = aten.relu(%x) : tensor<*, ?>
  return %r
}
