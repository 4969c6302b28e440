// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// beta 1: no scaling; threshold 20.

// CHECK-LABEL: graph @softplus_default(
// CHECK-NEXT:    %[[V0:.*]] = core.exp(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.log1p(%[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[], f32>, [20.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.gt(%x, %[[V2]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %y = core.where(%[[V3]], %x, %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %y
graph @softplus_default(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.softplus(%x) : tensor<*, ?>
  return %y
}

// -----

// beta 2, threshold 5: beta * x is compared and divided back.

// CHECK-LABEL: graph @softplus_beta(
// CHECK-NEXT:    %[[V0:.*]] = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.mul(%x, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.exp(%[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.log1p(%[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.div(%[[V3]], %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.constant {value = dense<tensor<[], f32>, [5.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V6:.*]] = core.gt(%[[V1]], %[[V5]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %y = core.where(%[[V6]], %x, %[[V4]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %y
graph @softplus_beta(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.softplus(%x) {beta = 2.0, threshold = 5.0} : tensor<*, ?>
  return %y
}
