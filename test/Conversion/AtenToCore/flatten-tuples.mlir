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

// -----

// A constant tuple (TorchScript's literal `(8, 56, 56)`, torchvision's
// MViT thw) unpacks and indexes into constants, so nothing after the
// language stage reads a tuple (before, fold-constants did it, and
// check-stage{dialect=core} met the TupleUnpack first).
// CHECK-LABEL: graph @constant_tuple
// CHECK-DAG:     %[[T:.*]] = prim.Constant {value = 8} : int
// CHECK-DAG:     %[[H:.*]] = prim.Constant {value = 56} : int
// CHECK-DAG:     %[[S:.*]] = prim.Constant {value = "s"} : str
// CHECK-NOT:     prim.TupleUnpack
// CHECK-NOT:     prim.TupleIndex
// CHECK:         return %[[T]], %[[H]], %{{.*}}, %[[S]]
graph @constant_tuple() -> (int, int, int, str) {
  %c = prim.Constant {value = [8, 56, 56]} : tuple<int, int, int>
  %k = prim.Constant {value = [1.5, "s"]} : tuple<float, str>
  %one = prim.Constant {value = 1} : int
  %t, %h, %w = prim.TupleUnpack(%c) : (int, int, int)
  %s = prim.TupleIndex(%k, %one) : str
  return %t, %h, %w, %s
}
