// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// Activations: the composite core op with torch's parameters as attributes; relu6/threshold/shrink/prelu as clamp and where.

// CHECK-LABEL: graph @relu_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.relu(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @relu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.relu(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @relu_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.relu(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @relu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.relu_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @relu6_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [6.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @relu6_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.relu6(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @relu6_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [6.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @relu6_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.relu6_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @silu_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.silu(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @silu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.silu(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @silu_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.silu(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @silu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.silu_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @hardswish_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.hardswish(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @hardswish_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.hardswish(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @hardswish_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.hardswish(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @hardswish_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.hardswish_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @hardsigmoid_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.hardsigmoid(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @hardsigmoid_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.hardsigmoid(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @hardsigmoid_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.hardsigmoid(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @hardsigmoid_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.hardsigmoid_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @mish_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.mish(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @mish_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.mish(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @mish_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.mish(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @mish_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.mish_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @selu_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.selu(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @selu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.selu(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @selu_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.selu(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @selu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.selu_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @log_sigmoid_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.log_sigmoid(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @log_sigmoid_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.log_sigmoid(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @hardtanh_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @hardtanh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1} : int
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.hardtanh(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @hardtanh_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [0.0]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [6.0]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[4], f64>
// CHECK-NEXT:    return %[[V2]]
graph @hardtanh_1(%x: tensor<[4], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.0} : float
  %c2 = prim.Constant {value = 6.0} : float
  %v3 = aten.hardtanh(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @hardtanh_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[], f32>
// CHECK-NEXT:    return %[[V2]]
graph @hardtanh_2(%x: tensor<[], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.5} : float
  %c2 = prim.Constant {value = 2} : int
  %v3 = aten.hardtanh(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @hardtanh_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @hardtanh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -1} : int
  %c4 = prim.Constant {value = 1} : int
  %v5 = aten.hardtanh_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @hardtanh_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [0.0]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [6.0]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[4], f64>
// CHECK-NEXT:    return %[[V2]]
graph @hardtanh_1(%x: tensor<[4], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.0} : float
  %c4 = prim.Constant {value = 6.0} : float
  %v5 = aten.hardtanh_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @hardtanh_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.clamp(%x, %[[V0]], %[[V1]]) : tensor<[], f32>
// CHECK-NEXT:    return %[[V2]]
graph @hardtanh_2(%x: tensor<[], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -0.5} : float
  %c4 = prim.Constant {value = 2} : int
  %v5 = aten.hardtanh_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @gelu_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.gelu(%x) {approximate = "none"} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @gelu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "none"} : str
  %v2 = aten.gelu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @gelu_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.gelu(%x) {approximate = "tanh"} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @gelu_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "tanh"} : str
  %v2 = aten.gelu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @gelu_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.gelu(%x) {approximate = "none"} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @gelu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = "none"} : str
  %v4 = aten.gelu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @gelu_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.gelu(%x) {approximate = "tanh"} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @gelu_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = "tanh"} : str
  %v4 = aten.gelu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @softplus_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.softplus(%x) {beta = 1.0, threshold = 20.0} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @softplus_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 20} : int
  %v3 = aten.softplus(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @softplus_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.softplus(%x) {beta = 2.0, threshold = 1.0} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @softplus_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2.0} : float
  %c2 = prim.Constant {value = 1.0} : float
  %v3 = aten.softplus(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @softplus_6
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.softplus(%x) {beta = 0.5, threshold = -1.0} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @softplus_6(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = -1} : int
  %v3 = aten.softplus(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @elu_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.elu(%x) {alpha = 1.0} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @elu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.elu(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @elu_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.elu(%x) {alpha = 0.5} : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.mul(%[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @elu_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = 2.0} : float
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.elu(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @elu_6
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.mul(%x, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.elu(%[[V1]]) {alpha = 1.5} : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.gt(%x, %[[V3]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V5:[^ ]+]] = core.where(%[[V4]], %x, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V5]]
graph @elu_6(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1.5} : float
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 0.5} : float
  %v4 = aten.elu(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @elu_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.elu(%x) {alpha = 1.0} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @elu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = 1} : int
  %v6 = aten.elu_(%v2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

// CHECK-LABEL: graph @elu_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.elu(%x) {alpha = 0.5} : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.mul(%[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @elu_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %c4 = prim.Constant {value = 2.0} : float
  %c5 = prim.Constant {value = 1} : int
  %v6 = aten.elu_(%v2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

// CHECK-LABEL: graph @elu_6
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.mul(%x, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.elu(%[[V1]]) {alpha = 1.5} : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.gt(%x, %[[V3]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V5:[^ ]+]] = core.where(%[[V4]], %x, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V5]]
graph @elu_6(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1.5} : float
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = 0.5} : float
  %v6 = aten.elu_(%v2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

// CHECK-LABEL: graph @celu_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.celu(%x) {alpha = 1.0} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @celu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1.0} : float
  %v2 = aten.celu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @celu_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.celu(%x) {alpha = 0.5} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @celu_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.celu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @celu_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.celu(%x) {alpha = 1.0} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @celu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1.0} : float
  %v4 = aten.celu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @celu_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.celu(%x) {alpha = 0.5} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @celu_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %v4 = aten.celu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @leaky_relu_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.leaky_relu(%x) {negative_slope = 0.01} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @leaky_relu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.01} : float
  %v2 = aten.leaky_relu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @leaky_relu_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.leaky_relu(%x) {negative_slope = 0.2} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @leaky_relu_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.2} : float
  %v2 = aten.leaky_relu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @leaky_relu_6
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.leaky_relu(%x) {negative_slope = -1.0} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @leaky_relu_6(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1} : int
  %v2 = aten.leaky_relu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @leaky_relu_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.leaky_relu(%x) {negative_slope = 0.01} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @leaky_relu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.01} : float
  %v4 = aten.leaky_relu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @leaky_relu_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.leaky_relu(%x) {negative_slope = 0.2} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @leaky_relu_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.2} : float
  %v4 = aten.leaky_relu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @leaky_relu_6
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.leaky_relu(%x) {negative_slope = -1.0} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @leaky_relu_6(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -1} : int
  %v4 = aten.leaky_relu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @threshold_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.1]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [20.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.le(%x, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.where(%[[V2]], %[[V1]], %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @threshold_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.1} : float
  %c2 = prim.Constant {value = 20} : int
  %v3 = aten.threshold(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @threshold_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-2.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.le(%x, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.where(%[[V2]], %[[V1]], %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @threshold_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.5} : float
  %c2 = prim.Constant {value = -2.5} : float
  %v3 = aten.threshold(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @threshold_6
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.le(%x, %[[V0]]) : tensor<[4], bool>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.where(%[[V2]], %[[V1]], %x) : tensor<[4], i64>
// CHECK-NEXT:    return %[[V3]]
graph @threshold_6(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 0} : int
  %v3 = aten.threshold(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @threshold_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.1]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [20.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.le(%x, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.where(%[[V2]], %[[V1]], %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @threshold_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.1} : float
  %c4 = prim.Constant {value = 20} : int
  %v5 = aten.threshold_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @threshold_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [-2.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.le(%x, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.where(%[[V2]], %[[V1]], %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @threshold_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -0.5} : float
  %c4 = prim.Constant {value = -2.5} : float
  %v5 = aten.threshold_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @threshold_6
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.le(%x, %[[V0]]) : tensor<[4], bool>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.where(%[[V2]], %[[V1]], %x) : tensor<[4], i64>
// CHECK-NEXT:    return %[[V3]]
graph @threshold_6(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %c4 = prim.Constant {value = 0} : int
  %v5 = aten.threshold_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @hardshrink_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.abs(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.le(%[[V2]], %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.where(%[[V3]], %[[V1]], %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V4]]
graph @hardshrink_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.hardshrink(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @hardshrink_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.abs(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.le(%[[V2]], %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.where(%[[V3]], %[[V1]], %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V4]]
graph @hardshrink_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.hardshrink(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @softshrink_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.neg(%[[V0]]) : tensor<[], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.lt(%x, %[[V2]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.add(%x, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V5:[^ ]+]] = core.where(%[[V3]], %[[V4]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V6:[^ ]+]] = core.gt(%x, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V7:[^ ]+]] = core.sub(%x, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V8:[^ ]+]] = core.where(%[[V6]], %[[V7]], %[[V5]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V8]]
graph @softshrink_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.softshrink(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @softshrink_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.neg(%[[V0]]) : tensor<[], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.lt(%x, %[[V2]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.add(%x, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V5:[^ ]+]] = core.where(%[[V3]], %[[V4]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V6:[^ ]+]] = core.gt(%x, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V7:[^ ]+]] = core.sub(%x, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V8:[^ ]+]] = core.where(%[[V6]], %[[V7]], %[[V5]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V8]]
graph @softshrink_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.softshrink(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @prelu_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[2], i64>, [3, 1]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.reshape(%w, %[[V0]]) : tensor<[3, 1], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.gt(%x, %[[V2]]) : tensor<[2, 3, 4], bool>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.mul(%[[V1]], %x) : tensor<[2, 3, 4], f32>
// CHECK-NEXT:    %[[V5:[^ ]+]] = core.where(%[[V3]], %x, %[[V4]]) : tensor<[2, 3, 4], f32>
// CHECK-NEXT:    return %[[V5]]
graph @prelu_0(%x: tensor<[2, 3, 4], f32>, %w: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.prelu(%x, %w) : tensor<*, ?>
  return %v1
}

