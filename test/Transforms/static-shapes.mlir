// RUN: onnx-opt %s --split-input-file --static-shapes='dims={x:0=1;y:1=5}' | FileCheck %s

// The symbol of x's dim 0 becomes 1 everywhere: in both inputs that share
// it, in op results, in a region's block arguments and in the signature;
// dims derived from it fold, and its range narrows to [1, 1]. An unknown
// dim of y becomes 5.

// CHECK:         symbol b in [1, 1]
// CHECK-LABEL:   graph @specialize(%x: tensor<[1, 3], f32>, %y: tensor<[1, 5], f32>, %n: int) -> (tensor<[2, 3], f32>) {
// CHECK:           core.concat(%x, %x) {axis = 0} : tensor<[2, 3], f32>
// CHECK:           prim.Loop
// CHECK-NEXT:      ^bb0(%{{.*}}: int, %{{.*}}: tensor<[2, 3], f32>):
// CHECK:           core.relu(%{{.*}}) : tensor<[2, 3], f32>
module {
  symbol b in [2, inf]
  graph @specialize(%x: tensor<[b, 3], f32>, %y: tensor<[b, ?], f32>, %n: int) -> (tensor<[2*b, 3], f32>) {
    %c = core.concat(%x, %x) {axis = 0} : tensor<[2*b, 3], f32>
    %t = core.scalar_constant {value = true} : bool
    %0 = prim.Loop(%n, %t, %c) ({
    ^bb0(%i: int, %v: tensor<[2*b, 3], f32>):
      %r = core.relu(%v) : tensor<[2*b, 3], f32>
      yield %t, %r
    }) : tensor<[2*b, 3], f32>
    return %0
  }
}
