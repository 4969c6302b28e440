// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose{functionalize=false},dce' | FileCheck %s

// (The in-place entries are tested alone: decompose would functionalize first.)
// Binary arithmetic with torch's type promotion: operands cast to the result dtype, Python scalars as 0-d constants; alpha scales other (rsub: self); in-place forms cast back to self's dtype.

// CHECK-LABEL: graph @add_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.add(%a, %b) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @add_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.add.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @add_Tensor_5
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%b) {dtype = i64} : tensor<[3], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.mul(%[[V0]], %[[V1]]) : tensor<[3], i64>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.add(%a, %[[V2]]) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V3]]
graph @add_Tensor_5(%a: tensor<[2, 3], i64>, %b: tensor<[3], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.add.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @add_Tensor_6
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [0.5]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.mul(%b, %[[V0]]) : tensor<[2, 1], f64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.cast(%a) {dtype = f64} : tensor<[2, 3], f64>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.add(%[[V2]], %[[V1]]) : tensor<[2, 3], f64>
// CHECK-NEXT:    return %[[V3]]
graph @add_Tensor_6(%a: tensor<[2, 3], f32>, %b: tensor<[2, 1], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.add.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @add__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.add(%a, %b) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @add__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add_.Tensor(%v2, %b, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @add__Tensor_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.mul(%b, %[[V0]]) : tensor<[3], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%a, %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @add__Tensor_3(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %v4 = aten.add_.Tensor(%v2, %b, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @add_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.add(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @add_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.add.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @add_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.add(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @add_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.add.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @add_Scalar_6
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i32>, [6]>} : tensor<[], i32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.add(%a, %[[V0]]) : tensor<[2, 3], i32>
// CHECK-NEXT:    return %[[V1]]
graph @add_Scalar_6(%a: tensor<[2, 3], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %c2 = prim.Constant {value = 2} : int
  %v3 = aten.add.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @add__Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.add(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @add__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %c4 = prim.Constant {value = 1} : int
  %v5 = aten.add_.Scalar(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @add__Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.add(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @add__Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1.5} : float
  %c4 = prim.Constant {value = 1} : int
  %v5 = aten.add_.Scalar(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @sub_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.sub(%a, %b) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @sub_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.sub.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @sub_Tensor_5
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%b) {dtype = i64} : tensor<[3], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.mul(%[[V0]], %[[V1]]) : tensor<[3], i64>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.sub(%a, %[[V2]]) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V3]]
graph @sub_Tensor_5(%a: tensor<[2, 3], i64>, %b: tensor<[3], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.sub.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @sub_Tensor_6
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [0.5]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.mul(%b, %[[V0]]) : tensor<[2, 1], f64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.cast(%a) {dtype = f64} : tensor<[2, 3], f64>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.sub(%[[V2]], %[[V1]]) : tensor<[2, 3], f64>
// CHECK-NEXT:    return %[[V3]]
graph @sub_Tensor_6(%a: tensor<[2, 3], f32>, %b: tensor<[2, 1], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.sub.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @sub__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.sub(%a, %b) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @sub__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.sub_.Tensor(%v2, %b, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @sub__Tensor_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.mul(%b, %[[V0]]) : tensor<[3], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.sub(%a, %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @sub__Tensor_3(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %v4 = aten.sub_.Tensor(%v2, %b, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @sub_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.sub(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @sub_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.sub.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @sub_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.sub(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @sub_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.sub.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @sub_Scalar_6
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i32>, [6]>} : tensor<[], i32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.sub(%a, %[[V0]]) : tensor<[2, 3], i32>
// CHECK-NEXT:    return %[[V1]]
graph @sub_Scalar_6(%a: tensor<[2, 3], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %c2 = prim.Constant {value = 2} : int
  %v3 = aten.sub.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @sub__Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.sub(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @sub__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %c4 = prim.Constant {value = 1} : int
  %v5 = aten.sub_.Scalar(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @sub__Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.sub(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @sub__Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1.5} : float
  %c4 = prim.Constant {value = 1} : int
  %v5 = aten.sub_.Scalar(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @rsub_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.sub(%b, %a) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @rsub_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.rsub.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @rsub_Tensor_5
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.mul(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.sub(%b, %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @rsub_Tensor_5(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.rsub.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @rsub_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.sub(%[[V0]], %a) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @rsub_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.rsub.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @rsub_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.sub(%[[V0]], %a) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @rsub_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.rsub.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @mul_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.mul(%a, %b) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @mul_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.mul.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @mul__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.mul(%a, %b) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @mul__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.mul_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @mul_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [3.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.mul(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @mul_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.mul.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @mul_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.mul(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @mul_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.mul.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @mul_Scalar_6
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.mul(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @mul_Scalar_6(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.mul.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @mul__Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [3.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.mul(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @mul__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 3} : int
  %v4 = aten.mul_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @mul__Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-1.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.mul(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @mul__Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -1.5} : float
  %v4 = aten.mul_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @div_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.div(%a, %b) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @div_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.div.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @true_divide_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.div(%a, %b) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @true_divide_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.true_divide.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @div__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.div(%a, %b) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @div__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.div_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @true_divide__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.div(%a, %b) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @true_divide__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.true_divide_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @div_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.div(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @div_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.div.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @div_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.25]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.div(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @div_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.25} : float
  %v2 = aten.div.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @true_divide_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.div(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @true_divide_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.true_divide.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @true_divide_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.25]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.div(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @true_divide_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.25} : float
  %v2 = aten.true_divide.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @div__Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.div(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @div__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %v4 = aten.div_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @div__Scalar_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.25]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.div(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @div__Scalar_2(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.25} : float
  %v4 = aten.div_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @true_divide__Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [4.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.div(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @true_divide__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 4} : int
  %v4 = aten.true_divide_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @div_Tensor_mode_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%b) : tensor<[3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.div(%a, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @div_Tensor_mode_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.div.Tensor_mode(%a, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

// CHECK-LABEL: graph @div_Tensor_mode_5
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%b) : tensor<[3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.div(%a, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.trunc(%[[V3]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V4]]
graph @div_Tensor_mode_5(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = "trunc"} : str
  %v6 = aten.div.Tensor_mode(%a, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

// CHECK-LABEL: graph @div_Tensor_mode_10
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%b) : tensor<[3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.floordiv(%a, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @div_Tensor_mode_10(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = "floor"} : str
  %v6 = aten.div.Tensor_mode(%a, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

// CHECK-LABEL: graph @div__Tensor_mode_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%b) : tensor<[3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.div(%a, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @div__Tensor_mode_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %c7 = prim.Constant : none
  %v8 = aten.div_.Tensor_mode(%v6, %v4, %c7) : tensor<*, ?>
  return %v8
}

// -----

// CHECK-LABEL: graph @div__Tensor_mode_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%b) : tensor<[3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.div(%a, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.trunc(%[[V3]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V4]]
graph @div__Tensor_mode_2(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %c7 = prim.Constant {value = "trunc"} : str
  %v8 = aten.div_.Tensor_mode(%v6, %v4, %c7) : tensor<*, ?>
  return %v8
}

// -----

// CHECK-LABEL: graph @div__Tensor_mode_5
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%b) : tensor<[3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.floordiv(%a, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @div__Tensor_mode_5(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %c7 = prim.Constant {value = "floor"} : str
  %v8 = aten.div_.Tensor_mode(%v6, %v4, %c7) : tensor<*, ?>
  return %v8
}

// -----

// CHECK-LABEL: graph @div_Scalar_mode_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [3.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.div(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @div_Scalar_mode_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %c2 = prim.Constant : none
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @div_Scalar_mode_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-0.75]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.div(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @div_Scalar_mode_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.75} : float
  %c2 = prim.Constant : none
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @div_Scalar_mode_6
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [3.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.div(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.trunc(%[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @div_Scalar_mode_6(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %c2 = prim.Constant {value = "trunc"} : str
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @div_Scalar_mode_9
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-0.75]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.div(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.trunc(%[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @div_Scalar_mode_9(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.75} : float
  %c2 = prim.Constant {value = "trunc"} : str
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @div__Scalar_mode_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-3.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.div(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @div__Scalar_mode_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -3} : int
  %c4 = prim.Constant : none
  %v5 = aten.div_.Scalar_mode(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @div__Scalar_mode_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-3.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.div(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.trunc(%[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @div__Scalar_mode_2(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -3} : int
  %c4 = prim.Constant {value = "trunc"} : str
  %v5 = aten.div_.Scalar_mode(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @div__Scalar_mode_4
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-3.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.floordiv(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @div__Scalar_mode_4(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -3} : int
  %c4 = prim.Constant {value = "floor"} : str
  %v5 = aten.div_.Scalar_mode(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @floor_divide_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%b) : tensor<[3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.floordiv(%a, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @floor_divide_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.floor_divide(%a, %v4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @floor_divide__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%b) : tensor<[3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.floordiv(%a, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @floor_divide__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %v7 = aten.floor_divide_.Tensor(%v6, %v4) : tensor<*, ?>
  return %v7
}

// -----

// CHECK-LABEL: graph @floor_divide_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [3.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.floordiv(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @floor_divide_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.floor_divide.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @floor_divide_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.floordiv(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @floor_divide_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.5} : float
  %v2 = aten.floor_divide.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @floor_divide__Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.floordiv(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @floor_divide__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %v4 = aten.floor_divide_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @remainder_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%b) : tensor<[3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.remainder(%a, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @remainder_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.remainder.Tensor(%a, %v4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @remainder__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%b) : tensor<[3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.remainder(%a, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @remainder__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %v7 = aten.remainder_.Tensor(%v6, %v4) : tensor<*, ?>
  return %v7
}

// -----

// CHECK-LABEL: graph @remainder_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [3.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.remainder(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @remainder_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.remainder.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @remainder_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-1.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.remainder(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @remainder_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1.5} : float
  %v2 = aten.remainder.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @remainder__Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.remainder(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @remainder__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -2} : int
  %v4 = aten.remainder_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @fmod_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%b) : tensor<[3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.fmod(%a, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @fmod_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.fmod.Tensor(%a, %v4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @fmod__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%b) : tensor<[3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.fmod(%a, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @fmod__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %v7 = aten.fmod_.Tensor(%v6, %v4) : tensor<*, ?>
  return %v7
}

// -----

// CHECK-LABEL: graph @fmod_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [3.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.fmod(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @fmod_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.fmod.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @fmod_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-1.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.fmod(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @fmod_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1.5} : float
  %v2 = aten.fmod.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @fmod__Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.fmod(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @fmod__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -2} : int
  %v4 = aten.fmod_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @remainder_Scalar_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%a) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [7.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.remainder(%[[V3]], %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V4]]
graph @remainder_Scalar_Tensor_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = 7} : int
  %v6 = aten.remainder.Scalar_Tensor(%c5, %v4) : tensor<*, ?>
  return %v6
}

// -----

// CHECK-LABEL: graph @remainder_Scalar_Tensor_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%a) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-2.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.remainder(%[[V3]], %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V4]]
graph @remainder_Scalar_Tensor_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = -2.5} : float
  %v6 = aten.remainder.Scalar_Tensor(%c5, %v4) : tensor<*, ?>
  return %v6
}

// -----

// CHECK-LABEL: graph @pow_Tensor_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%a) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.pow(%[[V0]], %b) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @pow_Tensor_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %v2 = aten.pow.Tensor_Tensor(%v1, %b) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @pow__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%a) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.pow(%[[V0]], %b) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @pow__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.pow_.Tensor(%v3, %b) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @pow_Tensor_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%a) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.pow(%[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @pow_Tensor_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant {value = 2} : int
  %v3 = aten.pow.Tensor_Scalar(%v1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @pow_Tensor_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%a) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.pow(%[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @pow_Tensor_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant {value = 0.5} : float
  %v3 = aten.pow.Tensor_Scalar(%v1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @pow_Tensor_Scalar_6
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%a) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [3.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.pow(%[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @pow_Tensor_Scalar_6(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant {value = 3} : int
  %v3 = aten.pow.Tensor_Scalar(%v1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @pow__Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%a) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.pow(%[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @pow__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %c4 = prim.Constant {value = 2} : int
  %v5 = aten.pow_.Scalar(%v3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @pow__Scalar_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%a) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-1.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.pow(%[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @pow__Scalar_2(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %c4 = prim.Constant {value = -1.5} : float
  %v5 = aten.pow_.Scalar(%v3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @pow_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.pow(%[[V0]], %a) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @pow_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.pow.Scalar(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @pow_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.pow(%[[V0]], %a) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @pow_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.pow.Scalar(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @maximum_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.maximum(%a, %b) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @maximum_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.maximum(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @minimum_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.minimum(%a, %b) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @minimum_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.minimum(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @atan2_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.atan2(%a, %b) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @atan2_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.atan2(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @atan2_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.atan2(%a, %b) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @atan2_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.atan2_(%v2, %b) : tensor<*, ?>
  return %v3
}

