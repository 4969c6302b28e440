// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// The default slope 0.01.

// CHECK-LABEL: graph @leaky_relu_default(
// CHECK-NEXT:    %[[V0:.*]] = core.constant {value = dense<tensor<[], f32>, [0.01]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.mul(%x, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.gt(%x, %[[V2]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %y = core.where(%[[V3]], %x, %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %y
graph @leaky_relu_default(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.leaky_relu(%x) : tensor<*, ?>
  return %y
}

// -----

// slope 0.2, f16.

// CHECK-LABEL: graph @leaky_relu_slope(
// CHECK-NEXT:    %[[V0:.*]] = core.constant {value = dense<tensor<[], f16>, [0.2]>} : tensor<[], f16>
// CHECK-NEXT:    %[[V1:.*]] = core.mul(%x, %[[V0]]) : tensor<[5], f16>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[], f16>, [0.0]>} : tensor<[], f16>
// CHECK-NEXT:    %[[V3:.*]] = core.gt(%x, %[[V2]]) : tensor<[5], bool>
// CHECK-NEXT:    %y = core.where(%[[V3]], %x, %[[V1]]) : tensor<[5], f16>
// CHECK-NEXT:    return %y
graph @leaky_relu_slope(%x: tensor<[5], f16>) -> (tensor<*, ?>) {
  %y = core.leaky_relu(%x) {negative_slope = 0.2} : tensor<*, ?>
  return %y
}
