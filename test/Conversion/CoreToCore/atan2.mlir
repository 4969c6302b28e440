// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// Broadcasting operands; the quadrant fixup and 0 at the origin.

// CHECK-LABEL: graph @atan2(
// CHECK-NEXT:    %[[V0:.*]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.div(%y, %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.atan(%[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[], f32>, [-3.1415927]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[], f32>, [3.1415927]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.ge(%y, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V6:.*]] = core.where(%[[V5]], %[[V4]], %[[V3]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V7:.*]] = core.lt(%x, %[[V0]]) : tensor<[3], bool>
// CHECK-NEXT:    %[[V8:.*]] = core.where(%[[V7]], %[[V6]], %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V9:.*]] = core.add(%[[V2]], %[[V8]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V10:.*]] = core.eq(%x, %[[V0]]) : tensor<[3], bool>
// CHECK-NEXT:    %[[V11:.*]] = core.eq(%y, %[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V12:.*]] = core.logical_and(%[[V10]], %[[V11]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %r = core.where(%[[V12]], %[[V0]], %[[V9]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %r
graph @atan2(%y: tensor<[2, 3], f32>, %x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %r = core.atan2(%y, %x) : tensor<*, ?>
  return %r
}
