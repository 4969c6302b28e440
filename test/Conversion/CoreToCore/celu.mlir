// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// alpha 1: no division.

// CHECK-LABEL: graph @celu_default(
// CHECK-NEXT:    %[[V0:.*]] = core.expm1(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.minimum(%[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.relu(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %y = core.add(%[[V3]], %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %y
graph @celu_default(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.celu(%x) : tensor<*, ?>
  return %y
}

// -----

// alpha 2: x / alpha inside, alpha * outside.

// CHECK-LABEL: graph @celu_alpha(
// CHECK-NEXT:    %[[V0:.*]] = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.div(%x, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.expm1(%[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.mul(%[[V0]], %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.minimum(%[[V3]], %[[V4]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V6:.*]] = core.relu(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %y = core.add(%[[V6]], %[[V5]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %y
graph @celu_alpha(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.celu(%x) {alpha = 2.0} : tensor<*, ?>
  return %y
}
