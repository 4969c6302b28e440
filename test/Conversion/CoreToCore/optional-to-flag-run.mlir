// The interpreter runs the split program on inputs taking each branch: the
// present value with a true flag, zeros with a false one.
// RUN: %python -c "import torch; torch.save((torch.tensor([1., 2., 3.]),), '%t.pos.pt'); torch.save((torch.tensor([-1., -2., -3.]),), '%t.neg.pt')"
// RUN: onnx-opt %s --pass-pipeline='optional-to-flag,dce' --run --inputs %t.pos.pt | FileCheck %s --check-prefix=POS
// RUN: onnx-opt %s --pass-pipeline='optional-to-flag,dce' --run --inputs %t.neg.pt | FileCheck %s --check-prefix=NEG

// POS:      out #0: tensor<[3], f32>
// POS-NEXT:   [1, 4, 9]
// POS-NEXT: out #1: tensor<[], bool>
// POS-NEXT:   true
// NEG:      out #0: tensor<[3], f32>
// NEG-NEXT:   [0, 0, 0]
// NEG-NEXT: out #1: tensor<[], bool>
// NEG-NEXT:   false
graph @main(%x: tensor<[3], f32>) -> (optional<tensor<*, ?>>) {
  %none = prim.Constant : none
  %s = core.reduce_sum(%x) {axes = [], keepdim = false} : tensor<[], f32>
  %zero = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
  %gt = core.gt(%s, %zero) : tensor<[], bool>
  %c = core.to_scalar(%gt) : bool
  %y = prim.If(%c) ({
    %m = core.mul(%x, %x) : tensor<[3], f32>
    yield %m
  }, {
    yield %none
  }) : optional<tensor<*, ?>>
  return %y
}
