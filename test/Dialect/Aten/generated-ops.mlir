// RUN: onnx-opt %s --split-input-file | FileCheck %s

// The aten table is generated from LibTorch's registered schemas, so ops the
// old hand-written table lacked exist with their exact signatures: every
// schema argument is an operand (keyword-only ones too), one result per
// schema return.

// CHECK-LABEL: graph @addmm
// CHECK: aten.addmm(%b, %x, %w, %one, %one) : tensor<[2, 4], f32>
graph @addmm(%b: tensor<[4], f32>, %x: tensor<[2, 3], f32>,
             %w: tensor<[3, 4], f32>, %one: int) -> (tensor<[2, 4], f32>) {
  %0 = aten.addmm(%b, %x, %w, %one, %one) : tensor<[2, 4], f32>
  return %0
}

// -----

// CHECK-LABEL: graph @gelu
// CHECK: aten.gelu(%x, %approximate) : tensor<[2, 3], f32>
graph @gelu(%x: tensor<[2, 3], f32>, %approximate: str) -> (tensor<[2, 3], f32>) {
  %0 = aten.gelu(%x, %approximate) : tensor<[2, 3], f32>
  return %0
}

// -----

// CHECK-LABEL: graph @index_select
// CHECK: aten.index_select(%x, %dim, %i) : tensor<[5, 3], f32>
graph @index_select(%x: tensor<[4, 3], f32>, %dim: int, %i: tensor<[5], i64>)
    -> (tensor<[5, 3], f32>) {
  %0 = aten.index_select(%x, %dim, %i) : tensor<[5, 3], f32>
  return %0
}

// -----

// Dunder names keep their spelling.

// CHECK-LABEL: graph @dunder
// CHECK: aten.__and__.Tensor(%a, %b) : tensor<[3], bool>
// CHECK: aten.__and__.bool(%p, %q) : bool
graph @dunder(%a: tensor<[3], bool>, %b: tensor<[3], bool>, %p: bool, %q: bool)
    -> (tensor<[3], bool>, bool) {
  %0 = aten.__and__.Tensor(%a, %b) : tensor<[3], bool>
  %1 = aten.__and__.bool(%p, %q) : bool
  return %0, %1
}

// -----

// Three results, as the schema returns (Tensor, Tensor, Tensor).

// CHECK-LABEL: graph @native_layer_norm
// CHECK: %{{.*}}, %{{.*}}, %{{.*}} = aten.native_layer_norm(%x, %shape, %w, %none, %eps) : (tensor<[2, 8], f32>, tensor<[2, 1], f32>, tensor<[2, 1], f32>)
graph @native_layer_norm(%x: tensor<[2, 8], f32>, %shape: list<int>,
                         %w: tensor<[8], f32>, %none: none, %eps: float)
    -> (tensor<[2, 8], f32>, tensor<[2, 1], f32>, tensor<[2, 1], f32>) {
  %y, %mean, %rstd = aten.native_layer_norm(%x, %shape, %w, %none, %eps) : (tensor<[2, 8], f32>, tensor<[2, 1], f32>, tensor<[2, 1], f32>)
  return %y, %mean, %rstd
}

// -----

// In-place and out= variants exist too; they write to an argument, so they
// are not Pure and survive dead-code elimination.

// CHECK-LABEL: graph @inplace
// CHECK: aten.relu_(%x) : tensor<[3], f32>
// CHECK: aten.add.out(%x, %x, %one, %out) : tensor<[3], f32>
graph @inplace(%x: tensor<[3], f32>, %one: int, %out: tensor<[3], f32>) -> () {
  %0 = aten.relu_(%x) : tensor<[3], f32>
  %1 = aten.add.out(%x, %x, %one, %out) : tensor<[3], f32>
  return
}

// -----

// A `Tensor?` argument takes a tensor, none, or an optional<tensor> (a
// TorchScript value refined at run time, like an attention mask argument).
// CHECK-LABEL: graph @optional_tensor
// CHECK: aten.layer_norm(%x, %shape, %w, %none, %eps, %false) : tensor<[2, 3], f32>
graph @optional_tensor(%x: tensor<[2, 3], f32>, %shape: list<int>,
                       %w: optional<tensor<[3], f32>>, %none: none,
                       %eps: float, %false: bool) -> (tensor<[2, 3], f32>) {
  %0 = aten.layer_norm(%x, %shape, %w, %none, %eps, %false) : tensor<[2, 3], f32>
  return %0
}
