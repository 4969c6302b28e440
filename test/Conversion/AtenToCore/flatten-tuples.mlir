// RUN: onnx-opt %s --split-input-file --pass-pipeline='flatten-tuples' | FileCheck %s

// The fast-path test of nn.MultiheadAttention: `if fast: return (a, b)`
// with a raising else branch (prim.Uninitialized). The If yields the
// elements, and the unpacking after it reads them.
// CHECK-LABEL: graph @if_tuple
// CHECK:         %[[R0:.*]], %[[R1:.*]] = prim.If(%c) ({
// CHECK:           yield %a, %b
// CHECK:         }, {
// CHECK:           %[[U0:.*]] = prim.Uninitialized : tensor<*, ?>
// CHECK:           %[[U1:.*]] = prim.Uninitialized : tensor<*, ?>
// CHECK:           yield %[[U0]], %[[U1]]
// CHECK:         }) : (tensor<*, ?>, tensor<*, ?>)
// CHECK-NOT:     prim.TupleUnpack
// CHECK:         return %[[R1]]
graph @if_tuple(%c: bool, %a: tensor<[2], f32>, %b: tensor<[2], f32>) -> (tensor<*, ?>) {
  %u = prim.Uninitialized : tuple<tensor<*, ?>, tensor<*, ?>>
  %t = prim.If(%c) ({
    %p = prim.TupleConstruct(%a, %b) : tuple<tensor<*, ?>, tensor<*, ?>>
    yield %p
  }, {
    yield %u
  }) : tuple<tensor<*, ?>, tensor<*, ?>>
  %x, %y = prim.TupleUnpack(%t) : (tensor<*, ?>, tensor<*, ?>)
  return %y
}

// -----

// TupleIndex of a TupleConstruct.
// CHECK-LABEL: graph @index
// CHECK:         return %b
graph @index(%a: int, %b: int) -> (int) {
  %t = prim.TupleConstruct(%a, %b) : tuple<int, int>
  %one = prim.Constant {value = 1} : int
  %x = prim.TupleIndex(%t, %one) : int
  return %x
}

// -----

// An element declared Optional (nn.MultiheadAttention's attention weights)
// that every branch which does not raise builds from a tensor is a tensor
// after the flattening, so `w is not None` after it folds; one that a
// branch builds from None stays Optional.
// CHECK-LABEL: graph @narrowed
// CHECK:         %[[W:.*]], %[[V:.*]] = prim.If(%c) ({
// CHECK:           yield %a, %n
// CHECK:         }, {
// CHECK:           %[[U0:.*]] = prim.Uninitialized : tensor<*, ?>
// CHECK:           %[[U1:.*]] = prim.Uninitialized : optional<tensor<*, ?>>
// CHECK:           yield %[[U0]], %[[U1]]
// CHECK:         }) : (tensor<*, ?>, optional<tensor<*, ?>>)
// CHECK:         return %[[W]], %[[V]]
graph @narrowed(%c: bool, %a: tensor<[2], f32>) -> (optional<tensor<*, ?>>, optional<tensor<*, ?>>) {
  %n = prim.Constant : none
  %u = prim.Uninitialized : tuple<optional<tensor<*, ?>>, optional<tensor<*, ?>>>
  %t = prim.If(%c) ({
    %p = prim.TupleConstruct(%a, %n) : tuple<optional<tensor<*, ?>>, optional<tensor<*, ?>>>
    yield %p
  }, {
    yield %u
  }) : tuple<optional<tensor<*, ?>>, optional<tensor<*, ?>>>
  %w, %v = prim.TupleUnpack(%t) : (optional<tensor<*, ?>>, optional<tensor<*, ?>>)
  return %w, %v
}
