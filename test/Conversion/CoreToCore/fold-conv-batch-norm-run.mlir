// fold-conv-batch-norm: the folded graph computes what the unfused one
// does (LibTorch's batch_norm kernel), up to rounding.
// RUN: %python -c "import torch; torch.save((torch.arange(36.).reshape(1, 1, 6, 6) / 10 - 1,), '%t.pt')"
// RUN: onnx-opt %s --run --inputs %t.pt --run-output %t.ref.pt | FileCheck %s --check-prefix=VAL
// RUN: onnx-opt %s --pass-pipeline='fold-conv-batch-norm,fold-constants,dce' --run --inputs %t.pt --run-output %t.fold.pt | FileCheck %s --check-prefix=VAL
// RUN: %python -c "import torch; a = torch.load('%t.ref.pt'); b = torch.load('%t.fold.pt'); a = a[0] if isinstance(a, (tuple, list)) else a; b = b[0] if isinstance(b, (tuple, list)) else b; print('close' if torch.allclose(a, b, rtol=1e-6, atol=1e-6) else 'differ', (a - b).abs().max().item(), a.abs().sum().item())" | FileCheck %s --check-prefix=CLOSE

// VAL:      out #0: tensor<[1, 2, 6, 6], f32>
// CLOSE:    close
graph @main(%x: tensor<[1, 1, 6, 6], f32>) -> (tensor<*, ?>) {
  %w = core.constant {value = dense<tensor<[2, 1, 3, 3], f32>, [0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.1, 0.0, 0.1, 0.0, 0.1, 0.0, 0.1, 0.0]>} : tensor<[2, 1, 3, 3], f32>
  %b = core.constant {value = dense<tensor<[2], f32>, [1.0, 1.0]>} : tensor<[2], f32>
  %gamma = core.constant {value = dense<tensor<[2], f32>, [2.0, 3.0]>} : tensor<[2], f32>
  %beta = core.constant {value = dense<tensor<[2], f32>, [0.5, 0.0]>} : tensor<[2], f32>
  %mean = core.constant {value = dense<tensor<[2], f32>, [1.0, -1.0]>} : tensor<[2], f32>
  %var = core.constant {value = dense<tensor<[2], f32>, [3.75, 0.75]>} : tensor<[2], f32>
  %c = core.conv(%x, %w, %b) {pads = [1, 1, 1, 1]} : tensor<*, ?>
  %y = core.batch_norm(%c, %gamma, %beta, %mean, %var) {eps = 0.25} : tensor<*, ?>
  return %y
}
