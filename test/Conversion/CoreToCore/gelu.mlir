// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// approximate none: the erf form.

// CHECK-LABEL: graph @gelu_none(
// CHECK-NEXT:    %[[V0:.*]] = core.constant {value = dense<tensor<[], f32>, [1.4142135]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.div(%x, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.erf(%[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.mul(%[[V3]], %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V6:.*]] = core.add(%[[V5]], %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %y = core.mul(%[[V4]], %[[V6]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %y
graph @gelu_none(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.gelu(%x) : tensor<*, ?>
  return %y
}

// -----

// approximate tanh, in f16: the constants are f16.

// CHECK-LABEL: graph @gelu_tanh(
// CHECK-NEXT:    %[[V0:.*]] = core.mul(%x, %x) : tensor<[4], f16>
// CHECK-NEXT:    %[[V1:.*]] = core.mul(%[[V0]], %x) : tensor<[4], f16>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[], f16>, [0.0447]>} : tensor<[], f16>
// CHECK-NEXT:    %[[V3:.*]] = core.mul(%[[V2]], %[[V1]]) : tensor<[4], f16>
// CHECK-NEXT:    %[[V4:.*]] = core.add(%x, %[[V3]]) : tensor<[4], f16>
// CHECK-NEXT:    %[[V5:.*]] = core.constant {value = dense<tensor<[], f16>, [0.798]>} : tensor<[], f16>
// CHECK-NEXT:    %[[V6:.*]] = core.mul(%[[V5]], %[[V4]]) : tensor<[4], f16>
// CHECK-NEXT:    %[[V7:.*]] = core.tanh(%[[V6]]) : tensor<[4], f16>
// CHECK-NEXT:    %[[V8:.*]] = core.constant {value = dense<tensor<[], f16>, [0.5]>} : tensor<[], f16>
// CHECK-NEXT:    %[[V9:.*]] = core.mul(%[[V8]], %x) : tensor<[4], f16>
// CHECK-NEXT:    %[[V10:.*]] = core.constant {value = dense<tensor<[], f16>, [1.0]>} : tensor<[], f16>
// CHECK-NEXT:    %[[V11:.*]] = core.add(%[[V10]], %[[V7]]) : tensor<[4], f16>
// CHECK-NEXT:    %y = core.mul(%[[V9]], %[[V11]]) : tensor<[4], f16>
// CHECK-NEXT:    return %y
graph @gelu_tanh(%x: tensor<[4], f16>) -> (tensor<*, ?>) {
  %y = core.gelu(%x) {approximate = "tanh"} : tensor<*, ?>
  return %y
}
