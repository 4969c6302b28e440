// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// Static dims: two slices and a concat per axis; a shift of n is dropped.

// CHECK-LABEL: graph @roll_static(
// CHECK-NEXT:    %[[V0:.*]] = core.constant {value = dense<tensor<[1], i64>, [3]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V3:.*]] = core.slice(%x, %[[V1]], %[[V0]], %[[V2]], %[[V1]]) : tensor<[2, 4, 5], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.slice(%x, %[[V2]], %[[V1]], %[[V2]], %[[V1]]) : tensor<[1, 4, 5], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.concat(%[[V3]], %[[V4]]) {axis = 0} : tensor<[3, 4, 5], f32>
// CHECK-NEXT:    %[[V6:.*]] = core.constant {value = dense<tensor<[1], i64>, [5]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V7:.*]] = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V8:.*]] = core.slice(%[[V5]], %[[V1]], %[[V6]], %[[V7]], %[[V1]]) : tensor<[3, 4, 4], f32>
// CHECK-NEXT:    %[[V9:.*]] = core.slice(%[[V5]], %[[V2]], %[[V1]], %[[V7]], %[[V1]]) : tensor<[3, 4, 1], f32>
// CHECK-NEXT:    %y = core.concat(%[[V8]], %[[V9]]) {axis = 2} : tensor<[3, 4, 5], f32>
// CHECK-NEXT:    return %y
graph @roll_static(%x: tensor<[3, 4, 5], f32>) -> (tensor<*, ?>) {
  %y = core.roll(%x) {shifts = [2, -1, 4], axes = [0, -1, 1]} : tensor<*, ?>
  return %y
}

// -----

// A symbolic dim: s = shift mod n at run time, slices [n - s, end) and [0, n - s).

// CHECK-LABEL: graph @roll_symbolic(
// CHECK-NEXT:    %[[V0:.*]] = core.shape_of(%x) : tensor<[2], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V3:.*]] = core.slice(%[[V0]], %[[V1]], %[[V2]], %[[V1]], %[[V2]]) : tensor<[1], i64>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[1], i64>, [7]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V5:.*]] = core.remainder(%[[V4]], %[[V3]]) : tensor<[1], i64>
// CHECK-NEXT:    %[[V6:.*]] = core.sub(%[[V3]], %[[V5]]) : tensor<[1], i64>
// CHECK-NEXT:    %[[V7:.*]] = core.constant {value = dense<tensor<[1], i64>, [9223372036854775807]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V8:.*]] = core.slice(%x, %[[V6]], %[[V7]], %[[V1]], %[[V2]]) : tensor<[7 mod n, 5], f32>
// CHECK-NEXT:    %[[V9:.*]] = core.slice(%x, %[[V1]], %[[V6]], %[[V1]], %[[V2]]) : tensor<[n - 7 mod n, 5], f32>
// CHECK-NEXT:    %y = core.concat(%[[V8]], %[[V9]]) {axis = 0} : tensor<[n, 5], f32>
// CHECK-NEXT:    return %y
graph @roll_symbolic(%x: tensor<[n, 5], f32>) -> (tensor<*, ?>) {
  %y = core.roll(%x) {shifts = [7], axes = [0]} : tensor<*, ?>
  return %y
}
