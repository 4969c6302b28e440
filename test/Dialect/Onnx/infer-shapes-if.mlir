// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// onnx.If: each result merges what the two branches yield; equal dims are
// kept, different ones become unknown, different ranks become unranked.

// CHECK-LABEL: graph @branches
// CHECK:         }) : (tensor<[s0, ?], f32>, tensor<[s0, 4], f32>, tensor<*, f32>)
// CHECK-NEXT:    return
graph @branches(%c: tensor<[], bool>, %x: tensor<[s0, 4], f32>, %y: tensor<[s0, 8], f32>, %v: tensor<[4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0, %1, %2 = onnx.If(%c) ({
    yield %x, %x, %x
  }, {
    yield %y, %x, %v
  }) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %0, %1, %2
}

// -----

// The branches' own ops are inferred first; a dim computed two ways that
// the symbol facts prove equal is kept.

// CHECK-LABEL: graph @inferred_branches
// CHECK:           onnx.Relu(%x) : tensor<[n, 3], f32>
// CHECK:           onnx.Concat(%x, %x) {axis = 0} : tensor<[2*n, 3], f32>
// CHECK:           onnx.Add(%x, %x) : tensor<[n, 3], f32>
// CHECK:           onnx.Concat(%a, %x) {axis = 0} : tensor<[2*n, 3], f32>
// CHECK:         }) : (tensor<[n, 3], f32>, tensor<[2*n, 3], f32>)
graph @inferred_branches(%c: tensor<[1], bool>, %x: tensor<[n, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %0, %1 = onnx.If(%c) ({
    %r = onnx.Relu(%x) : tensor<*, ?>
    %t = onnx.Concat(%x, %x) {axis = 0} : tensor<*, ?>
    yield %r, %t
  }, {
    %a = onnx.Add(%x, %x) : tensor<*, ?>
    %e = onnx.Concat(%a, %x) {axis = 0} : tensor<*, ?>
    yield %a, %e
  }) : (tensor<*, ?>, tensor<*, ?>)
  return %0, %1
}
