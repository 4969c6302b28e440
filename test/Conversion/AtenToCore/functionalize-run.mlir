// The interpreter runs the mutating program (aten in-place kernels on real
// aliasing tensors) and the functionalized one; both print the same values.
// RUN: %python -c "import torch; torch.save((torch.arange(16.).reshape(4, 4), torch.arange(4.) * 10), '%t.pt')"
// RUN: onnx-opt %s --run --inputs %t.pt | FileCheck %s
// RUN: onnx-opt %s --pass-pipeline=functionalize --run --inputs %t.pt | FileCheck %s
// RUN: onnx-opt %s --pass-pipeline=functionalize | FileCheck %s --check-prefix=IR \
// RUN:   --implicit-check-not=fill_ --implicit-check-not=copy_ --implicit-check-not=neg_ --implicit-check-not=mul_

// Swin's shifted-window mask (three writes into blocks of a fresh tensor
// through slices of slices, the mask read afterwards), a row copied through
// select, a transposed view scaled in place, a view taken before the writes
// read after them, and an in-place op whose result aliases its input.

// IR-COUNT-6: aten.slice_scatter
// IR: aten.select_scatter
// IR: aten.transpose.int
// IR: aten.select_scatter

// CHECK:      out #0: tensor<[4, 4], f32>
// CHECK-NEXT:   {{\[}}[1, 1, 3, 2], [1, 1, 3, 2], [8, -11, -30, -49], [0.5, 0.5, 1.5, 1]]
// CHECK-NEXT: out #1: tensor<[2, 4], f32>
// CHECK-NEXT:   {{\[}}[8, -11, -30, -49], [0.5, 0.5, 1.5, 1]]
// CHECK-NEXT: out #2: tensor<[4], f32>
// CHECK-NEXT:   [1, 1, 3, 2]
graph @main(%x: tensor<[4, 4], f32>, %r: tensor<[4], f32>) -> (tensor<[4, 4], f32>, tensor<[2, 4], f32>, tensor<[4], f32>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = 3} : int
  %c4 = prim.Constant {value = 4} : int
  %false = prim.Constant {value = false} : bool
  %none = prim.Constant : none
  %half = prim.Constant {value = 0.5} : float
  %one = prim.Constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
  %two = prim.Constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
  %three = prim.Constant {value = dense<tensor<[], f32>, [3.0]>} : tensor<[], f32>
  %mask = aten.zeros_like(%x, %none, %none, %none, %none, %none) : tensor<[4, 4], f32>
  %low = aten.slice.Tensor(%mask, %c0, %c2, %c4, %c1) : tensor<[2, 4], f32>
  %a0 = aten.slice.Tensor(%mask, %c0, %c0, %c4, %c1) : tensor<[4, 4], f32>
  %a1 = aten.slice.Tensor(%a0, %c1, %c0, %c2, %c1) : tensor<[4, 2], f32>
  %0 = aten.fill_.Tensor(%a1, %one) : tensor<[4, 2], f32>
  %b0 = aten.slice.Tensor(%mask, %c0, %c0, %c4, %c1) : tensor<[4, 4], f32>
  %b1 = aten.slice.Tensor(%b0, %c1, %c2, %c3, %c1) : tensor<[4, 1], f32>
  %1 = aten.fill_.Tensor(%b1, %three) : tensor<[4, 1], f32>
  %d0 = aten.slice.Tensor(%mask, %c0, %c0, %c4, %c1) : tensor<[4, 4], f32>
  %d1 = aten.slice.Tensor(%d0, %c1, %c3, %c4, %c1) : tensor<[4, 1], f32>
  %2 = aten.fill_.Tensor(%d1, %two) : tensor<[4, 1], f32>
  %first = aten.select.int(%mask, %c0, %c0) : tensor<[4], f32>
  %row = aten.select.int(%mask, %c0, %c2) : tensor<[4], f32>
  %xr = aten.select.int(%x, %c0, %c2) : tensor<[4], f32>
  %sum = aten.sub.Tensor(%xr, %r, %c2) : tensor<[4], f32>
  %3 = aten.copy_(%row, %sum, %false) : tensor<[4], f32>
  %t = aten.transpose.int(%mask, %c0, %c1) : tensor<[4, 4], f32>
  %t3 = aten.select.int(%t, %c0, %c3) : tensor<[4], f32>
  %4 = aten.neg_(%t3) : tensor<[4], f32>
  %5 = aten.neg_(%4) : tensor<[4], f32>
  %last = aten.select.int(%mask, %c0, %c3) : tensor<[4], f32>
  %6 = aten.mul_.Scalar(%last, %half) : tensor<[4], f32>
  return %mask, %low, %first
}
