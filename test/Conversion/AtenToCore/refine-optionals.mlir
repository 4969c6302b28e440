// RUN: onnx-opt %s --split-input-file --pass-pipeline='refine-optionals' | FileCheck %s

// `if bias is not None: y = y + bias` on a bias the example inputs gave as a
// tensor: the check is true, the If goes, the cast reads the tensor itself.
// CHECK-LABEL: graph @tensor_is_not_none
// CHECK-NOT:     aten.__isnot__
// CHECK-NOT:     prim.If
// CHECK-NOT:     prim.unchecked_cast
// CHECK:         %[[Y:.*]] = aten.add.Tensor(%x, %bias, %{{.*}})
// CHECK-NEXT:    return %[[Y]]
graph @tensor_is_not_none(%x: tensor<[b, 4], f32>, %bias: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %has = aten.__isnot__(%bias, %none) : bool
  %y = prim.If(%has) ({
    %b = prim.unchecked_cast(%bias) : tensor<*, ?>
    %s = aten.add.Tensor(%x, %b, %one) : tensor<*, ?>
    yield %s
  }, {
    yield %x
  }) : tensor<*, ?>
  return %y
}

// -----

// An argument omitted for its None default is a None constant: `is None`
// is true, on either side, and the If keeps its first branch.
// CHECK-LABEL: graph @none_is_none
// CHECK-NOT:     aten.__is__
// CHECK-NOT:     prim.If
// CHECK:         %[[R:.*]] = aten.relu(%x)
// CHECK-NEXT:    return %[[R]]
graph @none_is_none(%x: tensor<[2], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %mask = prim.Constant : none
  %absent = aten.__is__(%none, %mask) : bool
  %y = prim.If(%absent) ({
    %r = aten.relu(%x) : tensor<*, ?>
    yield %r
  }, {
    yield %x
  }) : tensor<*, ?>
  return %y
}

// -----

// `not (x is None)` through aten.__not__, with the None on the left, and
// a scalar (an int can never be None).
// CHECK-LABEL: graph @not_and_scalars
// CHECK-NOT:     aten.__is__
// CHECK-NOT:     aten.__not__
// CHECK-NOT:     prim.If
// CHECK:         return %x
graph @not_and_scalars(%x: tensor<[2], f32>, %n: int) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %is = aten.__is__(%none, %n) : bool
  %not = aten.__not__(%is) : bool
  %y = prim.If(%not) ({
    yield %x
  }, {
    %r = aten.relu(%x) : tensor<*, ?>
    yield %r
  }) : tensor<*, ?>
  return %y
}

// -----

// Nested checks fold from the inside out, and a check whose answer the
// types leave open (an optional<tensor> argument) stays, with its cast.
// CHECK-LABEL: graph @nested_and_open
// CHECK:         %[[OPEN:.*]] = aten.__isnot__(%maybe, %{{.*}})
// CHECK:         prim.If(%[[OPEN]])
// CHECK:           prim.unchecked_cast(%maybe)
// CHECK-NOT:     aten.__is__(
// CHECK:         return
graph @nested_and_open(%x: tensor<[2], f32>, %maybe: optional<tensor<[2], f32>>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %open = aten.__isnot__(%maybe, %none) : bool
  %y = prim.If(%open) ({
    %m = prim.unchecked_cast(%maybe) : tensor<*, ?>
    %known = aten.__is__(%x, %none) : bool
    %z = prim.If(%known) ({
      yield %x
    }, {
      %r = aten.relu(%m) : tensor<*, ?>
      yield %r
    }) : tensor<*, ?>
    yield %z
  }, {
    yield %x
  }) : tensor<*, ?>
  return %y
}

// -----

// Two tensors: `is` compares identity, which the types do not decide.
// CHECK-LABEL: graph @tensor_identity_stays
// CHECK:         aten.__is__(%a, %b)
graph @tensor_identity_stays(%a: tensor<[2], f32>, %b: tensor<[2], f32>) -> (bool) {
  %same = aten.__is__(%a, %b) : bool
  return %same
}

// -----

// A check that raises (`if w.size() != x.size(): raise`) yields
// prim.Uninitialized of an Optional on its raising side; the other side
// yields a tensor, so the If's result is a tensor and the None check
// after it is true (F.embedding_bag's per_sample_weights).
// CHECK-LABEL: graph @raising_branch_is_not_none
// CHECK:         %u = prim.Uninitialized : tensor<[4], f32>
// CHECK:         %checked = prim.If(%c) ({
// CHECK:           prim.RaiseException
// CHECK:           yield %u
// CHECK:         }, {
// CHECK:           yield %w
// CHECK:         }) : tensor<[4], f32>
// CHECK-NOT:     aten.__isnot__
// CHECK:         %[[Y:.*]] = aten.mul.Tensor(%x, %checked)
// CHECK-NEXT:    return %[[Y]]
graph @raising_branch_is_not_none(%x: tensor<[4], f32>, %w: tensor<[4], f32>, %c: bool) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %msg = prim.Constant {value = "sizes differ"} : str
  %u = prim.Uninitialized : optional<tensor<*, ?>>
  %checked = prim.If(%c) ({
    prim.RaiseException(%msg, %none) : ()
    yield %u
  }, {
    yield %w
  }) : optional<tensor<*, ?>>
  %has = aten.__isnot__(%checked, %none) : bool
  %y = prim.If(%has) ({
    %v = prim.unchecked_cast(%checked) : tensor<*, ?>
    %m = aten.mul.Tensor(%x, %v) : tensor<*, ?>
    yield %m
  }, {
    yield %x
  }) : tensor<*, ?>
  return %y
}
