// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// torch's scale and alpha.

// CHECK-LABEL: graph @selu(
// CHECK-NEXT:    %[[V0:.*]] = core.expm1(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.constant {value = dense<tensor<[], f32>, [1.6732632]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.mul(%[[V1]], %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.gt(%x, %[[V3]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V5:.*]] = core.where(%[[V4]], %x, %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V6:.*]] = core.constant {value = dense<tensor<[], f32>, [1.050701]>} : tensor<[], f32>
// CHECK-NEXT:    %y = core.mul(%[[V6]], %[[V5]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %y
graph @selu(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.selu(%x) : tensor<*, ?>
  return %y
}
