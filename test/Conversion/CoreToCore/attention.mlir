// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// No mask: scale 1/sqrt(8).

// CHECK-LABEL: graph @sdpa_plain(
// CHECK-NEXT:    %[[V0:.*]] = core.transpose(%k) {perm = [0, 2, 1]} : tensor<[2, 8, 5], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.matmul(%q, %[[V0]]) : tensor<[2, 4, 5], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[], f32>, [0.35355338]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.mul(%[[V1]], %[[V2]]) : tensor<[2, 4, 5], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[], f32>, [-inf]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.softmax(%[[V3]]) {axis = -1} : tensor<[2, 4, 5], f32>
// CHECK-NEXT:    %y = core.matmul(%[[V5]], %v) : tensor<[2, 4, 6], f32>
// CHECK-NEXT:    return %y
graph @sdpa_plain(%q: tensor<[2, 4, 8], f32>, %k: tensor<[2, 5, 8], f32>, %v: tensor<[2, 5, 6], f32>, %none: none) -> (tensor<*, ?>) {
  %y = core.scaled_dot_product_attention(%q, %k, %v, %none) : tensor<*, ?>
  return %y
}

// -----

// A bool mask keeps its true entries; an explicit scale.

// CHECK-LABEL: graph @sdpa_bool_mask(
// CHECK-NEXT:    %[[V0:.*]] = core.transpose(%k) {perm = [0, 2, 1]} : tensor<[2, 8, 5], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.matmul(%q, %[[V0]]) : tensor<[2, 4, 5], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.mul(%[[V1]], %[[V2]]) : tensor<[2, 4, 5], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[], f32>, [-inf]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.where(%m, %[[V3]], %[[V4]]) : tensor<[2, 4, 5], f32>
// CHECK-NEXT:    %[[V6:.*]] = core.softmax(%[[V5]]) {axis = -1} : tensor<[2, 4, 5], f32>
// CHECK-NEXT:    %y = core.matmul(%[[V6]], %v) : tensor<[2, 4, 6], f32>
// CHECK-NEXT:    return %y
graph @sdpa_bool_mask(%q: tensor<[2, 4, 8], f32>, %k: tensor<[2, 5, 8], f32>, %v: tensor<[2, 5, 6], f32>, %m: tensor<[4, 5], bool>) -> (tensor<*, ?>) {
  %y = core.scaled_dot_product_attention(%q, %k, %v, %m) {scale = 0.5} : tensor<*, ?>
  return %y
}

// -----

// A float mask is added.

// CHECK-LABEL: graph @sdpa_float_mask(
// CHECK-NEXT:    %[[V0:.*]] = core.transpose(%k) {perm = [0, 2, 1]} : tensor<[2, 8, 5], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.matmul(%q, %[[V0]]) : tensor<[2, 4, 5], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[], f32>, [0.35355338]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.mul(%[[V1]], %[[V2]]) : tensor<[2, 4, 5], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[], f32>, [-inf]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.add(%[[V3]], %m) : tensor<[2, 4, 5], f32>
// CHECK-NEXT:    %[[V6:.*]] = core.softmax(%[[V5]]) {axis = -1} : tensor<[2, 4, 5], f32>
// CHECK-NEXT:    %y = core.matmul(%[[V6]], %v) : tensor<[2, 4, 6], f32>
// CHECK-NEXT:    return %y
graph @sdpa_float_mask(%q: tensor<[2, 4, 8], f32>, %k: tensor<[2, 5, 8], f32>, %v: tensor<[2, 5, 6], f32>, %m: tensor<[2, 4, 5], f32>) -> (tensor<*, ?>) {
  %y = core.scaled_dot_product_attention(%q, %k, %v, %m) : tensor<*, ?>
  return %y
}

// -----

// Causal: tril of a [L, S] true tensor selects the scores.

// CHECK-LABEL: graph @sdpa_causal(
// CHECK-NEXT:    %[[V0:.*]] = core.transpose(%k) {perm = [0, 2, 1]} : tensor<[2, 8, 5], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.matmul(%q, %[[V0]]) : tensor<[2, 4, 5], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[], f32>, [0.35355338]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.mul(%[[V1]], %[[V2]]) : tensor<[2, 4, 5], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[], f32>, [-inf]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.constant {value = dense<tensor<[2], i64>, [4, 5]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[V6:.*]] = core.constant {value = dense<tensor<[], bool>, [true]>} : tensor<[], bool>
// CHECK-NEXT:    %[[V7:.*]] = core.full(%[[V5]], %[[V6]]) : tensor<[4, 5], bool>
// CHECK-NEXT:    %[[V8:.*]] = core.tril(%[[V7]]) {diagonal = 0} : tensor<[4, 5], bool>
// CHECK-NEXT:    %[[V9:.*]] = core.where(%[[V8]], %[[V3]], %[[V4]]) : tensor<[2, 4, 5], f32>
// CHECK-NEXT:    %[[V10:.*]] = core.softmax(%[[V9]]) {axis = -1} : tensor<[2, 4, 5], f32>
// CHECK-NEXT:    %y = core.matmul(%[[V10]], %v) : tensor<[2, 4, 6], f32>
// CHECK-NEXT:    return %y
graph @sdpa_causal(%q: tensor<[2, 4, 8], f32>, %k: tensor<[2, 5, 8], f32>, %v: tensor<[2, 5, 6], f32>, %none: none) -> (tensor<*, ?>) {
  %y = core.scaled_dot_product_attention(%q, %k, %v, %none) {is_causal = true} : tensor<*, ?>
  return %y
}

// -----

// Symbolic L, S and E: [L, S] and 1/sqrt(E) are read with shape_of.

// CHECK-LABEL: graph @sdpa_symbolic(
// CHECK-NEXT:    %[[V0:.*]] = core.transpose(%k) {perm = [0, 2, 1]} : tensor<[1, e, S], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.matmul(%q, %[[V0]]) : tensor<[1, L, S], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.shape_of(%q) : tensor<[3], i64>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[1], i64>, [3]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V5:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V6:.*]] = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V7:.*]] = core.slice(%[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]]) : tensor<[1], i64>
// CHECK-NEXT:    %[[V8:.*]] = core.cast(%[[V7]]) {dtype = f32} : tensor<[1], f32>
// CHECK-NEXT:    %[[V9:.*]] = core.rsqrt(%[[V8]]) : tensor<[1], f32>
// CHECK-NEXT:    %[[V10:.*]] = core.mul(%[[V1]], %[[V9]]) : tensor<[1, L, S], f32>
// CHECK-NEXT:    %[[V11:.*]] = core.constant {value = dense<tensor<[], f32>, [-inf]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V12:.*]] = core.slice(%[[V2]], %[[V6]], %[[V3]], %[[V5]], %[[V6]]) : tensor<[1], i64>
// CHECK-NEXT:    %[[V13:.*]] = core.shape_of(%k) : tensor<[3], i64>
// CHECK-NEXT:    %[[V14:.*]] = core.slice(%[[V13]], %[[V6]], %[[V3]], %[[V5]], %[[V6]]) : tensor<[1], i64>
// CHECK-NEXT:    %[[V15:.*]] = core.concat(%[[V12]], %[[V14]]) {axis = 0} : tensor<[2], i64>
// CHECK-NEXT:    %[[V16:.*]] = core.constant {value = dense<tensor<[], bool>, [true]>} : tensor<[], bool>
// CHECK-NEXT:    %[[V17:.*]] = core.full(%[[V15]], %[[V16]]) : tensor<[L, S], bool>
// CHECK-NEXT:    %[[V18:.*]] = core.tril(%[[V17]]) {diagonal = 0} : tensor<[L, S], bool>
// CHECK-NEXT:    %[[V19:.*]] = core.where(%[[V18]], %[[V10]], %[[V11]]) : tensor<[1, L, S], f32>
// CHECK-NEXT:    %[[V20:.*]] = core.softmax(%[[V19]]) {axis = -1} : tensor<[1, L, S], f32>
// CHECK-NEXT:    %y = core.matmul(%[[V20]], %v) : tensor<[1, L, 6], f32>
// CHECK-NEXT:    return %y
graph @sdpa_symbolic(%q: tensor<[1, L, e], f32>, %k: tensor<[1, S, e], f32>, %v: tensor<[1, S, 6], f32>, %none: none) -> (tensor<*, ?>) {
  %y = core.scaled_dot_product_attention(%q, %k, %v, %none) {is_causal = true} : tensor<*, ?>
  return %y
}
