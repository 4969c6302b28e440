// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// x * tanh(softplus(x)), softplus with beta 1 and threshold 20.

// CHECK-LABEL: graph @mish(
// CHECK-NEXT:    %[[V0:.*]] = core.exp(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.log1p(%[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[], f32>, [20.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.gt(%x, %[[V2]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V4:.*]] = core.where(%[[V3]], %x, %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.tanh(%[[V4]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %y = core.mul(%x, %[[V5]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %y
graph @mish(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.mish(%x) : tensor<*, ?>
  return %y
}
