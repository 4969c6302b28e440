// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// min(x, 0) - log1p(exp(-|x|)).

// CHECK-LABEL: graph @log_sigmoid(
// CHECK-NEXT:    %[[V0:.*]] = core.abs(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.neg(%[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.exp(%[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.log1p(%[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.minimum(%x, %[[V4]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %y = core.sub(%[[V5]], %[[V3]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %y
graph @log_sigmoid(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.log_sigmoid(%x) : tensor<*, ?>
  return %y
}
