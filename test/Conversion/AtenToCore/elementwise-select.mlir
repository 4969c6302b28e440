// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// where, masked_fill, clamp and its aliases, lerp, addcmul, addcdiv.

// CHECK-LABEL: graph @lerp_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.sub(%b, %a) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.25]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.mul(%[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.add(%a, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @lerp_Scalar_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.25} : float
  %v2 = aten.lerp.Scalar(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @lerp_Scalar_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.sub(%b, %a) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.25]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.mul(%[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.sub(%b, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @lerp_Scalar_2(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.75} : float
  %v2 = aten.lerp.Scalar(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @lerp_Scalar_4
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.sub(%b, %a) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.mul(%[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.sub(%b, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @lerp_Scalar_4(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2.0} : float
  %v2 = aten.lerp.Scalar(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @lerp__Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.sub(%b, %a) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.25]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.mul(%[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.add(%a, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @lerp__Scalar_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.25} : float
  %v4 = aten.lerp_.Scalar(%v2, %b, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @lerp__Scalar_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.sub(%b, %a) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.25]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.mul(%[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.sub(%b, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @lerp__Scalar_1(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.75} : float
  %v4 = aten.lerp_.Scalar(%v2, %b, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @lerp__Scalar_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.sub(%b, %a) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.mul(%[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.sub(%b, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @lerp__Scalar_2(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2.0} : float
  %v4 = aten.lerp_.Scalar(%v2, %b, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @lerp_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.sub(%b, %a) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.mul(%w, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%a, %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.sub(%[[V3]], %w) : tensor<[2, 1], f32>
// CHECK-NEXT:    %[[V5:[^ ]+]] = core.mul(%[[V0]], %[[V4]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V6:[^ ]+]] = core.sub(%b, %[[V5]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V7:[^ ]+]] = core.abs(%w) : tensor<[2, 1], f32>
// CHECK-NEXT:    %[[V8:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V9:[^ ]+]] = core.lt(%[[V7]], %[[V8]]) : tensor<[2, 1], bool>
// CHECK-NEXT:    %[[V10:[^ ]+]] = core.where(%[[V9]], %[[V2]], %[[V6]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V10]]
graph @lerp_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>, %w: tensor<[2, 1], f32>) -> (tensor<*, ?>) {
  %v1 = aten.lerp.Tensor(%a, %b, %w) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @lerp__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.sub(%b, %a) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.mul(%w, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%a, %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.sub(%[[V3]], %w) : tensor<[2, 1], f32>
// CHECK-NEXT:    %[[V5:[^ ]+]] = core.mul(%[[V0]], %[[V4]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V6:[^ ]+]] = core.sub(%b, %[[V5]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V7:[^ ]+]] = core.abs(%w) : tensor<[2, 1], f32>
// CHECK-NEXT:    %[[V8:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V9:[^ ]+]] = core.lt(%[[V7]], %[[V8]]) : tensor<[2, 1], bool>
// CHECK-NEXT:    %[[V10:[^ ]+]] = core.where(%[[V9]], %[[V2]], %[[V6]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V10]]
graph @lerp__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>, %w: tensor<[2, 1], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.lerp_.Tensor(%v2, %b, %w) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @addcmul_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.mul(%b, %c) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.add(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @addcmul_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>, %c: tensor<[2, 1], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.addcmul(%a, %b, %c, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @addcmul_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.mul(%b, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.mul(%[[V1]], %c) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.add(%a, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @addcmul_1(%a: tensor<[2, 3], f32>, %b: tensor<[2, 3], f32>, %c: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.addcmul(%a, %b, %c, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @addcmul_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [-2.0]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.mul(%b, %[[V0]]) : tensor<[4], f64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.mul(%[[V1]], %c) : tensor<[4], f64>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.add(%a, %[[V2]]) : tensor<[4], f64>
// CHECK-NEXT:    return %[[V3]]
graph @addcmul_2(%a: tensor<[4], f64>, %b: tensor<[4], f64>, %c: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -2} : int
  %v2 = aten.addcmul(%a, %b, %c, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @addcmul_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%c) {dtype = i64} : tensor<[3], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.mul(%b, %[[V1]]) : tensor<[3], i64>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.mul(%[[V2]], %[[V0]]) : tensor<[3], i64>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.add(%a, %[[V3]]) : tensor<[3], i64>
// CHECK-NEXT:    return %[[V4]]
graph @addcmul_3(%a: tensor<[3], i64>, %b: tensor<[3], i64>, %c: tensor<[3], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.addcmul(%a, %b, %c, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @addcmul_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.mul(%b, %c) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.add(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @addcmul_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>, %c: tensor<[2, 1], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.addcmul_(%v2, %b, %c, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @addcmul_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.mul(%b, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.mul(%[[V1]], %c) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.add(%a, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @addcmul_1(%a: tensor<[2, 3], f32>, %b: tensor<[2, 3], f32>, %c: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %v4 = aten.addcmul_(%v2, %b, %c, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @addcmul_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [-2.0]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.mul(%b, %[[V0]]) : tensor<[4], f64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.mul(%[[V1]], %c) : tensor<[4], f64>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.add(%a, %[[V2]]) : tensor<[4], f64>
// CHECK-NEXT:    return %[[V3]]
graph @addcmul_2(%a: tensor<[4], f64>, %b: tensor<[4], f64>, %c: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -2} : int
  %v4 = aten.addcmul_(%v2, %b, %c, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @addcdiv_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%c) : tensor<[2, 1], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[2, 1], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.div(%b, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.add(%a, %[[V3]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V4]]
graph @addcdiv_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>, %c: tensor<[2, 1], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%c) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = 1} : int
  %v6 = aten.addcdiv(%a, %b, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

// CHECK-LABEL: graph @addcdiv_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%c) : tensor<[3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.mul(%b, %[[V3]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V5:[^ ]+]] = core.div(%[[V4]], %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V6:[^ ]+]] = core.add(%a, %[[V5]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V6]]
graph @addcdiv_1(%a: tensor<[2, 3], f32>, %b: tensor<[2, 3], f32>, %c: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%c) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = 0.5} : float
  %v6 = aten.addcdiv(%a, %b, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

// CHECK-LABEL: graph @addcdiv_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%c) : tensor<[], f64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [1.0]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[], f64>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [-2.0]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.mul(%b, %[[V3]]) : tensor<[4], f64>
// CHECK-NEXT:    %[[V5:[^ ]+]] = core.div(%[[V4]], %[[V2]]) : tensor<[4], f64>
// CHECK-NEXT:    %[[V6:[^ ]+]] = core.add(%a, %[[V5]]) : tensor<[4], f64>
// CHECK-NEXT:    return %[[V6]]
graph @addcdiv_2(%a: tensor<[4], f64>, %b: tensor<[4], f64>, %c: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%c) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = -2} : int
  %v6 = aten.addcdiv(%a, %b, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

// CHECK-LABEL: graph @addcdiv_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%c) : tensor<[2, 1], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[2, 1], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.div(%b, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.add(%a, %[[V3]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V4]]
graph @addcdiv_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>, %c: tensor<[2, 1], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.abs(%c) : tensor<*, ?>
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = 1} : int
  %v6 = aten.add.Scalar(%v3, %c4, %c5) : tensor<*, ?>
  %c7 = prim.Constant {value = 1} : int
  %v8 = aten.addcdiv_(%v2, %b, %v6, %c7) : tensor<*, ?>
  return %v8
}

// -----

// CHECK-LABEL: graph @addcdiv_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%c) : tensor<[3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.mul(%b, %[[V3]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V5:[^ ]+]] = core.div(%[[V4]], %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V6:[^ ]+]] = core.add(%a, %[[V5]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V6]]
graph @addcdiv_1(%a: tensor<[2, 3], f32>, %b: tensor<[2, 3], f32>, %c: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.abs(%c) : tensor<*, ?>
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = 1} : int
  %v6 = aten.add.Scalar(%v3, %c4, %c5) : tensor<*, ?>
  %c7 = prim.Constant {value = 0.5} : float
  %v8 = aten.addcdiv_(%v2, %b, %v6, %c7) : tensor<*, ?>
  return %v8
}

// -----

// CHECK-LABEL: graph @addcdiv_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%c) : tensor<[], f64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [1.0]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[], f64>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [-2.0]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.mul(%b, %[[V3]]) : tensor<[4], f64>
// CHECK-NEXT:    %[[V5:[^ ]+]] = core.div(%[[V4]], %[[V2]]) : tensor<[4], f64>
// CHECK-NEXT:    %[[V6:[^ ]+]] = core.add(%a, %[[V5]]) : tensor<[4], f64>
// CHECK-NEXT:    return %[[V6]]
graph @addcdiv_2(%a: tensor<[4], f64>, %b: tensor<[4], f64>, %c: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.abs(%c) : tensor<*, ?>
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = 1} : int
  %v6 = aten.add.Scalar(%v3, %c4, %c5) : tensor<*, ?>
  %c7 = prim.Constant {value = -2} : int
  %v8 = aten.addcdiv_(%v2, %b, %v6, %c7) : tensor<*, ?>
  return %v8
}

// -----

// CHECK-LABEL: graph @where_self_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.where(%c, %x, %y) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @where_self_0(%c: tensor<[2, 3], bool>, %x: tensor<[2, 3], f32>, %y: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.where.self(%c, %x, %y) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @where_ScalarOther_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.where(%c, %x, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @where_ScalarOther_0(%c: tensor<[2, 3], bool>, %x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.where.ScalarOther(%c, %x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @where_ScalarOther_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [-1]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.where(%c, %x, %[[V0]]) : tensor<[4], i64>
// CHECK-NEXT:    return %[[V1]]
graph @where_ScalarOther_1(%c: tensor<[4], bool>, %x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1} : int
  %v2 = aten.where.ScalarOther(%c, %x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @where_ScalarOther_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i32>, [1]>} : tensor<[], i32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.where(%c, %x, %[[V0]]) : tensor<[2, 2], i32>
// CHECK-NEXT:    return %[[V1]]
graph @where_ScalarOther_2(%c: tensor<[2, 2], bool>, %x: tensor<[], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.where.ScalarOther(%c, %x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @where_ScalarSelf_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.where(%c, %[[V0]], %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @where_ScalarSelf_0(%c: tensor<[2, 3], bool>, %x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.where.ScalarSelf(%c, %c1, %x) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @where_ScalarSelf_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.where(%c, %[[V0]], %x) : tensor<[4], i64>
// CHECK-NEXT:    return %[[V1]]
graph @where_ScalarSelf_1(%c: tensor<[4], bool>, %x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.where.ScalarSelf(%c, %c1, %x) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @where_ScalarSelf_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.cast(%x) {dtype = f32} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.where(%c, %[[V0]], %[[V1]]) : tensor<[2, 2], f32>
// CHECK-NEXT:    return %[[V2]]
graph @where_ScalarSelf_2(%c: tensor<[2, 2], bool>, %x: tensor<[], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1.5} : float
  %v2 = aten.where.ScalarSelf(%c, %c1, %x) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @where_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.where(%c, %[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @where_Scalar_0(%c: tensor<[2, 3], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 0.5} : float
  %v3 = aten.where.Scalar(%c, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @where_Scalar_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [-1]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.where(%c, %[[V0]], %[[V1]]) : tensor<[4], i64>
// CHECK-NEXT:    return %[[V2]]
graph @where_Scalar_1(%c: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant {value = -1} : int
  %v3 = aten.where.Scalar(%c, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @where_Scalar_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.where(%c, %[[V0]], %[[V1]]) : tensor<[2, 2], f32>
// CHECK-NEXT:    return %[[V2]]
graph @where_Scalar_2(%c: tensor<[2, 2], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1.5} : float
  %c2 = prim.Constant {value = true} : bool
  %v3 = aten.where.Scalar(%c, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @masked_fill_Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-1.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.where(%m, %[[V0]], %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @masked_fill_Scalar_0(%x: tensor<[2, 3], f32>, %m: tensor<[3], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1.5} : float
  %v2 = aten.masked_fill.Scalar(%x, %m, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @masked_fill_Scalar_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [3]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.where(%m, %[[V0]], %x) : tensor<[4], i64>
// CHECK-NEXT:    return %[[V1]]
graph @masked_fill_Scalar_1(%x: tensor<[4], i64>, %m: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.masked_fill.Scalar(%x, %m, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @masked_fill_Scalar_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [2.0]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.where(%m, %[[V0]], %x) : tensor<[2, 2], f64>
// CHECK-NEXT:    return %[[V1]]
graph @masked_fill_Scalar_2(%x: tensor<[2, 2], f64>, %m: tensor<[], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.masked_fill.Scalar(%x, %m, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @masked_fill_Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], bool>, [true]>} : tensor<[], bool>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.where(%m, %[[V0]], %x) : tensor<[3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @masked_fill_Scalar_3(%x: tensor<[3], bool>, %m: tensor<[3], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.masked_fill.Scalar(%x, %m, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @masked_fill__Scalar_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-1.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.where(%m, %[[V0]], %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @masked_fill__Scalar_0(%x: tensor<[2, 3], f32>, %m: tensor<[3], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -1.5} : float
  %v4 = aten.masked_fill_.Scalar(%v2, %m, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @masked_fill__Scalar_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [3]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.where(%m, %[[V0]], %x) : tensor<[4], i64>
// CHECK-NEXT:    return %[[V1]]
graph @masked_fill__Scalar_1(%x: tensor<[4], i64>, %m: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 3} : int
  %v4 = aten.masked_fill_.Scalar(%v2, %m, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @masked_fill__Scalar_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [2.0]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.where(%m, %[[V0]], %x) : tensor<[2, 2], f64>
// CHECK-NEXT:    return %[[V1]]
graph @masked_fill__Scalar_2(%x: tensor<[2, 2], f64>, %m: tensor<[], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %v4 = aten.masked_fill_.Scalar(%v2, %m, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @masked_fill__Scalar_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], bool>, [true]>} : tensor<[], bool>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.where(%m, %[[V0]], %x) : tensor<[3], bool>
// CHECK-NEXT:    return %[[V1]]
graph @masked_fill__Scalar_3(%x: tensor<[3], bool>, %m: tensor<[3], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = true} : bool
  %v4 = aten.masked_fill_.Scalar(%v2, %m, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @masked_fill_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.where(%m, %v, %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @masked_fill_Tensor_0(%x: tensor<[2, 3], f32>, %m: tensor<[3], bool>, %v: tensor<[], f32>) -> (tensor<*, ?>) {
  %v1 = aten.masked_fill.Tensor(%x, %m, %v) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @masked_fill__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.where(%m, %v, %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @masked_fill__Tensor_0(%x: tensor<[2, 3], f32>, %m: tensor<[3], bool>, %v: tensor<[], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.masked_fill_.Tensor(%v2, %m, %v) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @clamp_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @clamp_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.5} : float
  %c2 = prim.Constant {value = 0.5} : float
  %v3 = aten.clamp(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @clamp_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[4], i64>
// CHECK-NEXT:    return %[[V2]]
graph @clamp_1(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %v3 = aten.clamp(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @clamp_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [0.0]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[], f64>
// CHECK-NEXT:    return %[[V2]]
graph @clamp_2(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = 0} : int
  %v3 = aten.clamp(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @clamp_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.cast(%x) {dtype = f32} : tensor<[2, 2], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.clamp(%[[V2]], %[[V1]], %[[V0]]) : tensor<[2, 2], f32>
// CHECK-NEXT:    return %[[V3]]
graph @clamp_3(%x: tensor<[2, 2], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant : none
  %v3 = aten.clamp(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @clip_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @clip_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.5} : float
  %c2 = prim.Constant {value = 0.5} : float
  %v3 = aten.clip(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @clip_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[4], i64>
// CHECK-NEXT:    return %[[V2]]
graph @clip_1(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %v3 = aten.clip(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @clip_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [0.0]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[], f64>
// CHECK-NEXT:    return %[[V2]]
graph @clip_2(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = 0} : int
  %v3 = aten.clip(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @clip_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.cast(%x) {dtype = f32} : tensor<[2, 2], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.clamp(%[[V2]], %[[V1]], %[[V0]]) : tensor<[2, 2], f32>
// CHECK-NEXT:    return %[[V3]]
graph @clip_3(%x: tensor<[2, 2], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant : none
  %v3 = aten.clip(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @clamp_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @clamp_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -0.5} : float
  %c4 = prim.Constant {value = 0.5} : float
  %v5 = aten.clamp_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @clamp_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[4], i64>
// CHECK-NEXT:    return %[[V2]]
graph @clamp_1(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %c4 = prim.Constant {value = 2} : int
  %v5 = aten.clamp_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @clamp_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [0.0]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[], f64>
// CHECK-NEXT:    return %[[V2]]
graph @clamp_2(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant : none
  %c4 = prim.Constant {value = 0} : int
  %v5 = aten.clamp_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @clip_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @clip_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -0.5} : float
  %c4 = prim.Constant {value = 0.5} : float
  %v5 = aten.clip_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @clip_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[4], i64>
// CHECK-NEXT:    return %[[V2]]
graph @clip_1(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %c4 = prim.Constant {value = 2} : int
  %v5 = aten.clip_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @clip_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [0.0]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[], f64>
// CHECK-NEXT:    return %[[V2]]
graph @clip_2(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant : none
  %c4 = prim.Constant {value = 0} : int
  %v5 = aten.clip_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @clamp_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.clamp(%x, %b0, %b1) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @clamp_Tensor_0(%x: tensor<[2, 3], f32>, %b0: tensor<[3], f32>, %b1: tensor<[], f32>) -> (tensor<*, ?>) {
  %v1 = aten.clamp.Tensor(%x, %b0, %b1) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @clip_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.clamp(%x, %b0, %b1) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @clip_Tensor_0(%x: tensor<[2, 3], f32>, %b0: tensor<[3], f32>, %b1: tensor<[], f32>) -> (tensor<*, ?>) {
  %v1 = aten.clip.Tensor(%x, %b0, %b1) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @clamp__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.clamp(%x, %b0, %b1) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @clamp__Tensor_0(%x: tensor<[2, 3], f32>, %b0: tensor<[3], f32>, %b1: tensor<[], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.clamp_.Tensor(%v2, %b0, %b1) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @clip__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.clamp(%x, %b0, %b1) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @clip__Tensor_0(%x: tensor<[2, 3], f32>, %b0: tensor<[3], f32>, %b1: tensor<[], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.clip_.Tensor(%v2, %b0, %b1) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @clamp_min_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.25]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V1]], %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @clamp_min_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.25} : float
  %v2 = aten.clamp_min(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @clamp_min_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V1]], %[[V0]]) : tensor<[4], i64>
// CHECK-NEXT:    return %[[V2]]
graph @clamp_min_1(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.clamp_min(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @clamp_min_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [-1.0]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V1]], %[[V0]]) : tensor<[], f64>
// CHECK-NEXT:    return %[[V2]]
graph @clamp_min_2(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1} : int
  %v2 = aten.clamp_min(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @clamp_min_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.cast(%x) {dtype = f32} : tensor<[2, 2], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.clamp(%[[V2]], %[[V1]], %[[V0]]) : tensor<[2, 2], f32>
// CHECK-NEXT:    return %[[V3]]
graph @clamp_min_3(%x: tensor<[2, 2], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1.5} : float
  %v2 = aten.clamp_min(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @clamp_min_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.clamp(%x, %b0, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @clamp_min_Tensor_0(%x: tensor<[2, 3], f32>, %b0: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.clamp_min.Tensor(%x, %b0) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @clamp_max_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.25]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @clamp_max_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.25} : float
  %v2 = aten.clamp_max(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @clamp_max_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[4], i64>
// CHECK-NEXT:    return %[[V2]]
graph @clamp_max_1(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.clamp_max(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @clamp_max_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [-1.0]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[], f64>
// CHECK-NEXT:    return %[[V2]]
graph @clamp_max_2(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1} : int
  %v2 = aten.clamp_max(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @clamp_max_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.cast(%x) {dtype = f32} : tensor<[2, 2], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.clamp(%[[V2]], %[[V0]], %[[V1]]) : tensor<[2, 2], f32>
// CHECK-NEXT:    return %[[V3]]
graph @clamp_max_3(%x: tensor<[2, 2], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1.5} : float
  %v2 = aten.clamp_max(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @clamp_max_Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.clamp(%x, %[[V0]], %b1) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @clamp_max_Tensor_0(%x: tensor<[2, 3], f32>, %b1: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.clamp_max.Tensor(%x, %b1) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @clamp_min_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.25]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V1]], %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @clamp_min_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.25} : float
  %v4 = aten.clamp_min_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @clamp_min_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V1]], %[[V0]]) : tensor<[4], i64>
// CHECK-NEXT:    return %[[V2]]
graph @clamp_min_1(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %v4 = aten.clamp_min_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @clamp_min_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [-1.0]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V1]], %[[V0]]) : tensor<[], f64>
// CHECK-NEXT:    return %[[V2]]
graph @clamp_min_2(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -1} : int
  %v4 = aten.clamp_min_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @clamp_min__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.clamp(%x, %b0, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @clamp_min__Tensor_0(%x: tensor<[2, 3], f32>, %b0: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.clamp_min_.Tensor(%v2, %b0) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @clamp_max_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.25]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @clamp_max_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.25} : float
  %v4 = aten.clamp_max_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @clamp_max_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[4], i64>
// CHECK-NEXT:    return %[[V2]]
graph @clamp_max_1(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %v4 = aten.clamp_max_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @clamp_max_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [-1.0]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[], f64>
// CHECK-NEXT:    return %[[V2]]
graph @clamp_max_2(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -1} : int
  %v4 = aten.clamp_max_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @clamp_max__Tensor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = prim.Constant : none
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.clamp(%x, %[[V0]], %b1) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @clamp_max__Tensor_0(%x: tensor<[2, 3], f32>, %b1: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.clamp_max_.Tensor(%v2, %b1) : tensor<*, ?>
  return %v3
}

