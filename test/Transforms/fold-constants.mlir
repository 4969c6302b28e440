// RUN: onnx-opt %s --split-input-file --pass-pipeline='fold-constants,dce' | FileCheck %s

// A chain of core ops on constants folds to one core.constant; the value
// keeps the name of the result it replaces.

// CHECK-LABEL: graph @core_chain
// CHECK-NEXT:    %y = core.constant {value = dense<tensor<[3], f32>, [5.0, 8.0, 11.0]>} : tensor<[3], f32>
// CHECK-NEXT:    %[[R:.*]] = core.add(%x, %y) : tensor<[3], f32>
// CHECK-NEXT:    return %[[R]]
graph @core_chain(%x: tensor<[3], f32>) -> (tensor<[3], f32>) {
  %a = core.constant {value = dense<tensor<[3], f32>, [1.0, 2.0, 3.0]>} : tensor<[3], f32>
  %b = core.constant {value = dense<tensor<[], f32>, [3.0]>} : tensor<[], f32>
  %c = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
  %0 = core.mul(%a, %b) : tensor<[3], f32>
  %y = core.add(%0, %c) : tensor<[3], f32>
  %1 = core.add(%x, %y) : tensor<[3], f32>
  return %1
}

// -----

// Shapes of static inputs are constants without running anything: shape_of
// (a 1-D i64 tensor), dim and numel (host ints). The reshape of a constant
// by that shape then folds too.

// CHECK-LABEL: graph @shapes
// CHECK-NEXT:    %[[S:.*]] = core.constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[D:.*]] = core.scalar_constant {value = 3} : int
// CHECK-NEXT:    %[[N:.*]] = core.scalar_constant {value = 6} : int
// CHECK-NEXT:    %[[R:.*]] = core.constant {value = dense<tensor<[2, 3], i64>, [0, 1, 2, 3, 4, 5]>} : tensor<[2, 3], i64>
// CHECK-NEXT:    %[[U:.*]] = core.shape_of(%u) : tensor<[2], i64>
// CHECK-NEXT:    return %[[S]], %[[D]], %[[N]], %[[R]], %[[U]]
graph @shapes(%x: tensor<[2, 3], f32>, %u: tensor<[n, 3], f32>) -> (tensor<[2], i64>, int, int, tensor<[2, 3], i64>, tensor<[2], i64>) {
  %0 = core.shape_of(%x) : tensor<[2], i64>
  %1 = core.dim(%x) {axis = -1} : int
  %2 = core.numel(%x) : int
  %r = core.constant {value = dense<tensor<[6], i64>, [0, 1, 2, 3, 4, 5]>} : tensor<[6], i64>
  %3 = core.reshape(%r, %0) : tensor<[2, 3], i64>
  %4 = core.shape_of(%u) : tensor<[2], i64>
  return %0, %1, %2, %3, %4
}

// -----

// aten and prim ops fold to prim.Constant: tensors (from prim.Constant
// tensors, ints and lists) and host scalars.

// CHECK-LABEL: graph @aten_ops
// CHECK-NEXT:    %[[T:.*]] = prim.Constant {value = dense<tensor<[2, 2], f32>, [2.0, 3.0, 4.0, 5.0]>} : tensor<[2, 2], f32>
// CHECK-NEXT:    %[[V:.*]] = prim.Constant {value = dense<tensor<[4], f32>, [2.0, 3.0, 4.0, 5.0]>} : tensor<[4], f32>
// CHECK-NEXT:    %[[I:.*]] = prim.Constant {value = 5} : int
// CHECK-NEXT:    %[[F:.*]] = prim.Constant {value = true} : bool
// CHECK-NEXT:    return %[[T]], %[[V]], %[[I]], %[[F]]
graph @aten_ops() -> (tensor<[2, 2], f32>, tensor<[4], f32>, int, bool) {
  %a = prim.Constant {value = dense<tensor<[2, 2], f32>, [1.0, 2.0, 3.0, 4.0]>} : tensor<[2, 2], f32>
  %one = prim.Constant {value = 1} : int
  %0 = aten.add.Scalar(%a, %one, %one) : tensor<[2, 2], f32>
  %m1 = prim.Constant {value = -1} : int
  %l = prim.ListConstruct(%m1) : list<int>
  %1 = aten.view(%0, %l) : tensor<[4], f32>
  %two = prim.Constant {value = 2} : int
  %three = prim.Constant {value = 3} : int
  %2 = aten.add.int(%two, %three) : int
  %3 = aten.lt.int(%two, %three) : bool
  return %0, %1, %2, %3
}

// -----

// The limit: a result with more elements than max-elements stays.

// A fold that makes no more than its largest constant operand holds (a
// weight scaled: %w2) is not held to the cap (weights-past-cap, on by
// default); one that grows data (the expand) is.

// RUN: onnx-opt %s --split-input-file --pass-pipeline='fold-constants{max-elements=4}' | FileCheck %s --check-prefix=LIMIT
// LIMIT-LABEL: graph @size_limit
// LIMIT:         %[[S:.*]] = core.constant {value = dense<tensor<[4], f32>, [2.0, 2.0, 2.0, 2.0]>} : tensor<[4], f32>
// LIMIT:         core.expand
// LIMIT:         %[[W:.*]] = core.constant {value = dense<tensor<[6], f32>, [2.0, 4.0, 6.0, 8.0, 10.0, 12.0]>}
// LIMIT:         return %[[S]], %{{.*}}, %[[W]]
// RUN: onnx-opt %s --split-input-file --pass-pipeline='fold-constants{max-elements=4 weights-past-cap=false}' | FileCheck %s --check-prefix=STRICT
// STRICT-LABEL: graph @size_limit
// STRICT:         core.expand
// STRICT:         core.mul
graph @size_limit() -> (tensor<[4], f32>, tensor<[2, 4], f32>, tensor<[6], f32>) {
  %a = core.constant {value = dense<tensor<[4], f32>, [1.0, 1.0, 1.0, 1.0]>} : tensor<[4], f32>
  %small = core.add(%a, %a) : tensor<[4], f32>
  %shape = core.constant {value = dense<tensor<[2], i64>, [2, 4]>} : tensor<[2], i64>
  %big = core.expand(%small, %shape) : tensor<[2, 4], f32>
  %w = core.constant {value = dense<tensor<[6], f32>, [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]>} : tensor<[6], f32>
  %two = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
  %w2 = core.mul(%w, %two) : tensor<[6], f32>
  return %small, %big, %w2
}

// CHECK-LABEL: graph @size_limit
// CHECK-NEXT:    %[[S:.*]] = core.constant {value = dense<tensor<[4], f32>, [2.0, 2.0, 2.0, 2.0]>}
// CHECK-NEXT:    %[[B:.*]] = core.constant {value = dense<tensor<[2, 4], f32>, [2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0]>}
// CHECK:         %[[W:.*]] = core.constant {value = dense<tensor<[6], f32>, [2.0, 4.0, 6.0, 8.0, 10.0, 12.0]>}
// CHECK-NEXT:    return %[[S]], %[[B]], %[[W]]

// -----

// Ops that are not Pure are never folded: random ops and in-place ops.

// CHECK-LABEL: graph @not_pure
// CHECK:         aten.rand
// CHECK:         aten.bernoulli
// CHECK:         aten.relu_
graph @not_pure() -> (tensor<[2], f32>, tensor<[2], f32>, tensor<[2], f32>) {
  %s = prim.Constant {value = [2]} : list<int>
  %none = prim.Constant : none
  %0 = aten.rand(%s, %none, %none, %none, %none) : tensor<[2], f32>
  %half = prim.Constant {value = dense<tensor<[2], f32>, [0.5, 0.5]>} : tensor<[2], f32>
  %1 = aten.bernoulli(%half, %none) : tensor<[2], f32>
  %c = prim.Constant {value = dense<tensor<[2], f32>, [-1.0, 1.0]>} : tensor<[2], f32>
  %2 = aten.relu_(%c) : tensor<[2], f32>
  return %0, %1, %2
}

// -----

// Ops in regions fold where they are; the op holding the regions does not
// (even with a constant condition).

// CHECK-LABEL: graph @regions
// CHECK:         prim.If(%[[C:.*]]) ({
// CHECK-NEXT:      %[[A:.*]] = prim.Constant {value = dense<tensor<[2], f32>, [2.0, 4.0]>} : tensor<[2], f32>
// CHECK-NEXT:      yield %[[A]]
// CHECK-NEXT:    }, {
// CHECK-NEXT:      %[[B:.*]] = aten.relu(%x) : tensor<[2], f32>
// CHECK-NEXT:      yield %[[B]]
graph @regions(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %t = prim.Constant {value = true} : bool
  %one = prim.Constant {value = 1} : int
  %c = prim.Constant {value = dense<tensor<[2], f32>, [1.0, 2.0]>} : tensor<[2], f32>
  %0 = prim.If(%t) ({
    %1 = aten.mul.Tensor(%c, %c) : tensor<[2], f32>
    %2 = aten.add.Tensor(%1, %c, %one) : tensor<[2], f32>
    %3 = aten.sub.Tensor(%2, %1, %one) : tensor<[2], f32>
    %4 = aten.add.Tensor(%3, %c, %one) : tensor<[2], f32>
    yield %4
  }, {
    %5 = aten.relu(%x) : tensor<[2], f32>
    yield %5
  }) : tensor<[2], f32>
  return %0
}

// -----

// core.dequantize_linear is NoFold: a quantized weight stays integer,
// dequantized in the model (ONNX's QDQ form); the quantize of a constant
// folds.
// CHECK-LABEL: graph @dequantize_weight_not_folded
// CHECK:         %[[W:.*]] = core.dequantize_linear(%w, %s, %z) : tensor<[2], f32>
// CHECK:         %q = core.constant {value = dense<tensor<[2], i8>, [4, -2]>} : tensor<[2], i8>
// CHECK:         core.dequantize_linear(%q, %s, %z)
graph @dequantize_weight_not_folded(%x: tensor<[2], f32>) -> (tensor<[2], f32>, tensor<[2], f32>) {
  %w = core.constant {value = dense<tensor<[2], i8>, [3, -5]>} : tensor<[2], i8>
  %s = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
  %z = core.constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %f = core.constant {value = dense<tensor<[2], f32>, [2.2, -1.0]>} : tensor<[2], f32>
  %0 = core.dequantize_linear(%w, %s, %z) : tensor<[2], f32>
  %1 = core.add(%x, %0) : tensor<[2], f32>
  %q = core.quantize_linear(%f, %s, %z) : tensor<[2], i8>
  %2 = core.dequantize_linear(%q, %s, %z) : tensor<[2], f32>
  return %1, %2
}
