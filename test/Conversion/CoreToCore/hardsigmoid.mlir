// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// min(max(x + 3, 0), 6) / 6 (torch's constants).

// CHECK-LABEL: graph @hardsigmoid(
// CHECK-NEXT:    %[[V0:.*]] = core.constant {value = dense<tensor<[], f32>, [6.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.constant {value = dense<tensor<[], f32>, [3.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.add(%x, %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.maximum(%[[V2]], %[[V3]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.minimum(%[[V4]], %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %y = core.div(%[[V5]], %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %y
graph @hardsigmoid(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.hardsigmoid(%x) : tensor<*, ?>
  return %y
}
