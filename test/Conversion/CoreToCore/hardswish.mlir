// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// x * min(max(x + 3, 0), 6) / 6.

// CHECK-LABEL: graph @hardswish(
// CHECK-NEXT:    %[[V0:.*]] = core.constant {value = dense<tensor<[], f32>, [6.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.constant {value = dense<tensor<[], f32>, [3.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.add(%x, %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.maximum(%[[V2]], %[[V3]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.minimum(%[[V4]], %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V6:.*]] = core.mul(%x, %[[V5]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %y = core.div(%[[V6]], %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %y
graph @hardswish(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.hardswish(%x) : tensor<*, ?>
  return %y
}
