// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// correction 1 over axis 0: N - 1 is a constant.

// CHECK-LABEL: graph @var_default(
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_mean(%x) {axes = [0], keepdim = true} : tensor<[1, 3], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.sub(%x, %[[V0]]) : tensor<[4, 3], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.mul(%[[V1]], %[[V1]]) : tensor<[4, 3], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.reduce_sum(%[[V2]]) {axes = [0], keepdim = false} : tensor<[3], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[], f32>, [3.0]>} : tensor<[], f32>
// CHECK-NEXT:    %y = core.div(%[[V3]], %[[V4]]) : tensor<[3], f32>
// CHECK-NEXT:    return %y
graph @var_default(%x: tensor<[4, 3], f32>) -> (tensor<*, ?>) {
  %y = core.var(%x) {axes = [0]} : tensor<*, ?>
  return %y
}

// -----

// correction 0, keepdim, a negative axis.

// CHECK-LABEL: graph @var_correction(
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_mean(%x) {axes = [1], keepdim = true} : tensor<[4, 1], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.sub(%x, %[[V0]]) : tensor<[4, 3], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.mul(%[[V1]], %[[V1]]) : tensor<[4, 3], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.reduce_sum(%[[V2]]) {axes = [1], keepdim = true} : tensor<[4, 1], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[], f32>, [3.0]>} : tensor<[], f32>
// CHECK-NEXT:    %y = core.div(%[[V3]], %[[V4]]) : tensor<[4, 1], f32>
// CHECK-NEXT:    return %y
graph @var_correction(%x: tensor<[4, 3], f32>) -> (tensor<*, ?>) {
  %y = core.var(%x) {axes = [-1], correction = 0.0, keepdim = true} : tensor<*, ?>
  return %y
}

// -----

// Empty axes reduce every dim; correction 2.

// CHECK-LABEL: graph @var_all(
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_mean(%x) {axes = [0, 1], keepdim = true} : tensor<[1, 1], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.sub(%x, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.mul(%[[V1]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.reduce_sum(%[[V2]]) {axes = [0, 1], keepdim = false} : tensor<[], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[], f32>, [4.0]>} : tensor<[], f32>
// CHECK-NEXT:    %y = core.div(%[[V3]], %[[V4]]) : tensor<[], f32>
// CHECK-NEXT:    return %y
graph @var_all(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.var(%x) {axes = [], correction = 2.0} : tensor<*, ?>
  return %y
}

// -----

// A symbolic reduced dim: N is read with shape_of at run time, and max(0, N - correction) is computed.

// CHECK-LABEL: graph @var_symbolic(
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_mean(%x) {axes = [0], keepdim = true} : tensor<[1, 3], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.sub(%x, %[[V0]]) : tensor<[n, 3], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.mul(%[[V1]], %[[V1]]) : tensor<[n, 3], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.reduce_sum(%[[V2]]) {axes = [0], keepdim = false} : tensor<[3], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V6:.*]] = core.shape_of(%x) : tensor<[2], i64>
// CHECK-NEXT:    %[[V7:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V8:.*]] = core.index_select(%[[V6]], %[[V7]]) {axis = 0} : tensor<[1], i64>
// CHECK-NEXT:    %[[V9:.*]] = core.reduce_prod(%[[V8]]) {axes = [], keepdim = false} : tensor<[], i64>
// CHECK-NEXT:    %[[V10:.*]] = core.cast(%[[V9]]) {dtype = f32} : tensor<[], f32>
// CHECK-NEXT:    %[[V11:.*]] = core.sub(%[[V10]], %[[V5]]) : tensor<[], f32>
// CHECK-NEXT:    %[[V12:.*]] = core.maximum(%[[V11]], %[[V4]]) : tensor<[], f32>
// CHECK-NEXT:    %y = core.div(%[[V3]], %[[V12]]) : tensor<[3], f32>
// CHECK-NEXT:    return %y
graph @var_symbolic(%x: tensor<[n, 3], f32>) -> (tensor<*, ?>) {
  %y = core.var(%x) {axes = [0]} : tensor<*, ?>
  return %y
}
