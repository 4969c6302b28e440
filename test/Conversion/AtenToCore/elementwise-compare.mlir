// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose{functionalize=false},dce' | FileCheck %s

// (The in-place entries are tested alone: decompose would functionalize first.)
// Comparisons (promoted, bool result), logical ops (operands cast to bool), bitwise ops (integers and bools).

// CHECK-LABEL: graph @logical_not_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.logical_not(%x) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @logical_not_0(%x: tensor<[2, 3], bool>) -> (tensor<*, ?>) {
  %v1 = aten.logical_not(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @logical_not_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.logical_not(%x) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @logical_not_0(%x: tensor<[2, 3], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.logical_not_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @bitwise_not_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.logical_not(%x) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @bitwise_not_0(%x: tensor<[2, 3], bool>) -> (tensor<*, ?>) {
  %v1 = aten.bitwise_not(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @bitwise_not_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.logical_not(%x) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @bitwise_not_0(%x: tensor<[2, 3], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.bitwise_not_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @eq_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.eq(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @eq_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.eq.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @eq_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.eq(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @eq_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.eq.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @eq_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.eq(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @eq_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.eq.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @eq__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.eq(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.cast(%[[V0]]) {dtype = f32} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @eq__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.eq_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @eq__Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.eq(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.cast(%[[V1]]) {dtype = f32} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @eq__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.eq_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @ne_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.ne(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @ne_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.ne.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @ne_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.ne(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @ne_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.ne.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @ne_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.ne(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @ne_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.ne.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @not_equal_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.ne(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @not_equal_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.not_equal.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @not_equal_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.ne(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @not_equal_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.not_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @not_equal_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.ne(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @not_equal_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.not_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @ne__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.ne(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.cast(%[[V0]]) {dtype = f32} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @ne__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.ne_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @ne__Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.ne(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.cast(%[[V1]]) {dtype = f32} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @ne__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.ne_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @lt_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.lt(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @lt_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.lt.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @lt_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.lt(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @lt_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.lt.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @lt_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.lt(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @lt_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.lt.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @less_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.lt(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @less_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.less.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @less_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.lt(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @less_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.less.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @less_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.lt(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @less_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.less.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @lt__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.lt(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.cast(%[[V0]]) {dtype = f32} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @lt__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.lt_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @lt__Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.lt(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.cast(%[[V1]]) {dtype = f32} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @lt__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.lt_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @le_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.le(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @le_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.le.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @le_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.le(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @le_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.le.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @le_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.le(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @le_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.le.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @less_equal_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.le(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @less_equal_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.less_equal.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @less_equal_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.le(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @less_equal_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.less_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @less_equal_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.le(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @less_equal_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.less_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @le__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.le(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.cast(%[[V0]]) {dtype = f32} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @le__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.le_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @le__Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.le(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.cast(%[[V1]]) {dtype = f32} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @le__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.le_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @gt_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.gt(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @gt_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.gt.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @gt_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.gt(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @gt_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.gt.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @gt_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.gt(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @gt_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.gt.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @greater_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.gt(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @greater_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.greater.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @greater_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.gt(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @greater_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.greater.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @greater_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.gt(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @greater_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.greater.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @gt__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.gt(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.cast(%[[V0]]) {dtype = f32} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @gt__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.gt_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @gt__Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.gt(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.cast(%[[V1]]) {dtype = f32} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @gt__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.gt_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @ge_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.ge(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @ge_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.ge.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @ge_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.ge(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @ge_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.ge.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @ge_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.ge(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @ge_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.ge.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @greater_equal_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.ge(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @greater_equal_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.greater_equal.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @greater_equal_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.ge(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @greater_equal_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.greater_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @greater_equal_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.ge(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @greater_equal_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.greater_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @ge__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.ge(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.cast(%[[V0]]) {dtype = f32} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @ge__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.ge_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @ge__Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.ge(%a, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.cast(%[[V1]]) {dtype = f32} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @ge__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.ge_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @logical_and_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.logical_and(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @logical_and_0(%a: tensor<[2, 3], bool>, %b: tensor<[3], bool>) -> (tensor<*, ?>) {
  %v1 = aten.logical_and(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @logical_and_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.logical_and(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @logical_and_0(%a: tensor<[2, 3], bool>, %b: tensor<[3], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.logical_and_(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @logical_or_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.logical_or(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @logical_or_0(%a: tensor<[2, 3], bool>, %b: tensor<[3], bool>) -> (tensor<*, ?>) {
  %v1 = aten.logical_or(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @logical_or_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.logical_or(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @logical_or_0(%a: tensor<[2, 3], bool>, %b: tensor<[3], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.logical_or_(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @logical_xor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.logical_xor(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @logical_xor_0(%a: tensor<[2, 3], bool>, %b: tensor<[3], bool>) -> (tensor<*, ?>) {
  %v1 = aten.logical_xor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @logical_xor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.logical_xor(%a, %b) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @logical_xor_0(%a: tensor<[2, 3], bool>, %b: tensor<[3], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.logical_xor_(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @bitwise_and_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.bitwise_and(%a, %b) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V0]]
graph @bitwise_and_Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.bitwise_and.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @bitwise_and__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.bitwise_and(%a, %b) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V0]]
graph @bitwise_and__Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.bitwise_and_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @bitwise_and_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [3]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_and(%a, %[[V0]]) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @bitwise_and_Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.bitwise_and.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @bitwise_and_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_and(%a, %[[V0]]) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @bitwise_and_Scalar_3(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.bitwise_and.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @bitwise_and__Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_and(%a, %[[V0]]) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @bitwise_and__Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.bitwise_and_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @bitwise_and_Scalar_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [5]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_and(%[[V0]], %a) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @bitwise_and_Scalar_Tensor_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 5} : int
  %v2 = aten.bitwise_and.Scalar_Tensor(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @bitwise_and_Scalar_Tensor_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_and(%[[V0]], %a) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @bitwise_and_Scalar_Tensor_2(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = false} : bool
  %v2 = aten.bitwise_and.Scalar_Tensor(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @and___Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.bitwise_and(%a, %b) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V0]]
graph @and___Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.__and__.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @iand___Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.bitwise_and(%a, %b) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V0]]
graph @iand___Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.__iand__.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @and___Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [6]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_and(%a, %[[V0]]) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @and___Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 6} : int
  %v2 = aten.__and__.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @and___Scalar_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_and(%a, %[[V0]]) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @and___Scalar_2(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.__and__.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @iand___Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_and(%a, %[[V0]]) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @iand___Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %v4 = aten.__iand__.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @bitwise_or_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.bitwise_or(%a, %b) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V0]]
graph @bitwise_or_Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.bitwise_or.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @bitwise_or__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.bitwise_or(%a, %b) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V0]]
graph @bitwise_or__Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.bitwise_or_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @bitwise_or_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [3]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_or(%a, %[[V0]]) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @bitwise_or_Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.bitwise_or.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @bitwise_or_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_or(%a, %[[V0]]) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @bitwise_or_Scalar_3(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.bitwise_or.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @bitwise_or__Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_or(%a, %[[V0]]) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @bitwise_or__Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.bitwise_or_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @bitwise_or_Scalar_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [5]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_or(%[[V0]], %a) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @bitwise_or_Scalar_Tensor_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 5} : int
  %v2 = aten.bitwise_or.Scalar_Tensor(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @bitwise_or_Scalar_Tensor_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_or(%[[V0]], %a) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @bitwise_or_Scalar_Tensor_2(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = false} : bool
  %v2 = aten.bitwise_or.Scalar_Tensor(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @or___Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.bitwise_or(%a, %b) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V0]]
graph @or___Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.__or__.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @ior___Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.bitwise_or(%a, %b) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V0]]
graph @ior___Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.__ior__.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @or___Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [6]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_or(%a, %[[V0]]) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @or___Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 6} : int
  %v2 = aten.__or__.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @or___Scalar_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_or(%a, %[[V0]]) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @or___Scalar_2(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.__or__.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @ior___Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_or(%a, %[[V0]]) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @ior___Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %v4 = aten.__ior__.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @bitwise_xor_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.bitwise_xor(%a, %b) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V0]]
graph @bitwise_xor_Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.bitwise_xor.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @bitwise_xor__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.bitwise_xor(%a, %b) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V0]]
graph @bitwise_xor__Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.bitwise_xor_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @bitwise_xor_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [3]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_xor(%a, %[[V0]]) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @bitwise_xor_Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.bitwise_xor.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @bitwise_xor_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_xor(%a, %[[V0]]) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @bitwise_xor_Scalar_3(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.bitwise_xor.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @bitwise_xor__Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_xor(%a, %[[V0]]) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @bitwise_xor__Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.bitwise_xor_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @bitwise_xor_Scalar_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [5]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_xor(%[[V0]], %a) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @bitwise_xor_Scalar_Tensor_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 5} : int
  %v2 = aten.bitwise_xor.Scalar_Tensor(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @bitwise_xor_Scalar_Tensor_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_xor(%[[V0]], %a) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @bitwise_xor_Scalar_Tensor_2(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = false} : bool
  %v2 = aten.bitwise_xor.Scalar_Tensor(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @xor___Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.bitwise_xor(%a, %b) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V0]]
graph @xor___Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.__xor__.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @ixor___Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.bitwise_xor(%a, %b) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V0]]
graph @ixor___Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.__ixor__.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @xor___Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [6]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_xor(%a, %[[V0]]) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @xor___Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 6} : int
  %v2 = aten.__xor__.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @xor___Scalar_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_xor(%a, %[[V0]]) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @xor___Scalar_2(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.__xor__.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @ixor___Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.bitwise_xor(%a, %[[V0]]) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V1]]
graph @ixor___Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %v4 = aten.__ixor__.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

