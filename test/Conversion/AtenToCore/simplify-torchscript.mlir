// RUN: onnx-opt %s --split-input-file --pass-pipeline='simplify-torchscript' | FileCheck %s

// Types are refined between rounds: what one round folds can type a value
// that a check of the next round reads. A scripted nn.TransformerEncoder
// is the case: each layer tests the type of the layer before (dim() == 3,
// its dtype), whose source an If of the encoder's fast path left untyped
// until that If folded.

// CHECK-LABEL: graph @refine_between_rounds
// CHECK-NEXT:    %[[D:.*]] = prim.Constant {value = 2} : int
// CHECK-NEXT:    return %[[D]]
graph @refine_between_rounds(%x: tensor<[2, 3], f32>) -> (int) {
  %same = aten.__is__(%x, %x) : bool
  %y = prim.If(%same) ({
    yield %x
  }, {
    %z = aten.neg(%x) : tensor<*, ?>
    yield %z
  }) : tensor<*, ?>
  %r = aten.relu(%y) : tensor<*, ?>
  %d = aten.dim(%r) : int
  return %d
}
