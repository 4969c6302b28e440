// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// alpha 1: no product.

// CHECK-LABEL: graph @elu_default(
// CHECK-NEXT:    %[[V0:.*]] = core.expm1(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.gt(%x, %[[V1]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %y = core.where(%[[V2]], %x, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %y
graph @elu_default(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.elu(%x) : tensor<*, ?>
  return %y
}

// -----

// alpha 0.5 scales the negative side.

// CHECK-LABEL: graph @elu_alpha(
// CHECK-NEXT:    %[[V0:.*]] = core.expm1(%x) : tensor<[n], f64>
// CHECK-NEXT:    %[[V1:.*]] = core.constant {value = dense<tensor<[], f64>, [0.5]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V2:.*]] = core.mul(%[[V1]], %[[V0]]) : tensor<[n], f64>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[], f64>, [0.0]>} : tensor<[], f64>
// CHECK-NEXT:    %[[V4:.*]] = core.gt(%x, %[[V3]]) : tensor<[n], bool>
// CHECK-NEXT:    %y = core.where(%[[V4]], %x, %[[V2]]) : tensor<[n], f64>
// CHECK-NEXT:    return %y
graph @elu_alpha(%x: tensor<[n], f64>) -> (tensor<*, ?>) {
  %y = core.elu(%x) {alpha = 0.5} : tensor<*, ?>
  return %y
}
