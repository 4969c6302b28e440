// A mutation inside a prim.Loop or prim.If of a tensor defined outside it
// makes the tensor a value the region carries (torch.onnx's
// remove-inplace-ops): the Loop gets it as a carried value, each If branch
// yields its latest value. The interpreter runs the mutating program (real
// aliasing tensors) and the functionalized one; both print the same values.
// RUN: %python -c "import torch; torch.save((torch.arange(12.).reshape(3, 4), torch.tensor(True)), '%t.pt')"
// RUN: onnx-opt %s --run --inputs %t.pt | FileCheck %s --check-prefix=OUT
// RUN: onnx-opt %s --pass-pipeline=functionalize --run --inputs %t.pt | FileCheck %s --check-prefix=OUT
// RUN: onnx-opt %s --pass-pipeline=functionalize,decompose --run --inputs %t.pt | FileCheck %s --check-prefix=OUT
// RUN: onnx-opt %s --pass-pipeline=functionalize | FileCheck %s \
// RUN:   --implicit-check-not=copy_ --implicit-check-not=add_ --implicit-check-not=mul_

// torchvision's batch_images: `batched[i, :h, :w].copy_(img)` for each
// image; a row scaled in place under a condition; both read afterwards.

// CHECK-LABEL: graph @main
// CHECK:         %[[Z:.*]] = aten.zeros(
// CHECK:         %[[L:.*]] = prim.Loop(%{{.*}}, %{{.*}}, %[[Z]]) ({
// CHECK-NEXT:    ^bb0(%{{.*}}: int, %[[ACC:.*]]: tensor<[2, 3, 5], f32>):
// CHECK:           aten.select.int(%[[ACC]],
// CHECK:           %[[NEW:.*]] = aten.select_scatter(%[[ACC]],
// CHECK:           yield %{{.*}}, %[[NEW]]
// CHECK:         %[[IF:.*]] = prim.If(%{{.*}}) ({
// CHECK:           %[[SCALED:.*]] = aten.select_scatter(%[[L]],
// CHECK:           yield %[[SCALED]]
// CHECK-NEXT:    }, {
// CHECK-NEXT:      yield %[[L]]
// CHECK-NEXT:    }) : tensor<[2, 3, 5], f32>
// CHECK:         return %[[IF]]

// OUT:      out #0: tensor<[2, 3, 5], f32>
// OUT-NEXT:   {{\[}}{{\[}}[0, 1, 2, 3, 0], [4, 5, 6, 7, 0], [8, 9, 10, 11, 0]], {{\[}}[0, 10, 20, 30, 0], [40, 50, 60, 70, 0], [80, 90, 100, 110, 0]]]
graph @main(%img: tensor<[3, 4], f32>, %flag: tensor<[], bool>) -> (tensor<[2, 3, 5], f32>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = 3} : int
  %c4 = prim.Constant {value = 4} : int
  %ten = prim.Constant {value = 10.0} : float
  %true = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %size = prim.Constant {value = [2, 3, 5]} : list<int>
  %z = aten.zeros(%size, %none, %none, %none, %none) : tensor<[2, 3, 5], f32>
  prim.Loop(%c2, %true) ({
  ^bb0(%i: int):
    %row = aten.select.int(%z, %c0, %i) : tensor<[3, 5], f32>
    %cols = aten.slice.Tensor(%row, %c1, %c0, %c4, %c1) : tensor<[3, 4], f32>
    %0 = aten.copy_(%cols, %img, %true) : tensor<[3, 4], f32>
    yield %true
  }) : ()
  %b = aten.Bool.Tensor(%flag) : bool
  prim.If(%b) ({
    %second = aten.select.int(%z, %c0, %c1) : tensor<[3, 5], f32>
    %1 = aten.mul_.Scalar(%second, %ten) : tensor<[3, 5], f32>
    yield
  }, {
    yield
  }) : ()
  return %z
}
