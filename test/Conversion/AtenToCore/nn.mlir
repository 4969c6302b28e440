// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// Single-entry int lists stand for one entry per spatial dim; padding p is
// core's pads (p, p, p, p).

// CHECK-LABEL: graph @conv2d
// CHECK-NEXT:    %w = prim.Constant
// CHECK-NEXT:    %none = prim.Constant : none
// CHECK-NEXT:    %y = core.conv(%x, %w, %none) {dilations = [1, 1], groups = 1, pads = [1, 1, 1, 1], strides = [2, 2]} : tensor<[1, 8, 8, 8], f32>
// CHECK-NEXT:    return %y
graph @conv2d(%x: tensor<[1, 3, 16, 16], f32>) -> (tensor<[1, 8, 8, 8], f32>) {
  %w = prim.Constant {value = dense<tensor<[8, 3, 3, 3], f32>, elided>} : tensor<[8, 3, 3, 3], f32>
  %none = prim.Constant : none
  %s = prim.Constant {value = [2]} : list<int>
  %p = prim.Constant {value = [1, 1]} : list<int>
  %d = prim.Constant {value = [1, 1]} : list<int>
  %g = prim.Constant {value = 1} : int
  %y = aten.conv2d(%x, %w, %none, %s, %p, %d, %g) : tensor<[1, 8, 8, 8], f32>
  return %y
}

// -----

// The traced form: the backend flags are dropped.

// CHECK-LABEL: graph @convolution
// CHECK-NEXT:    %w = prim.Constant
// CHECK-NEXT:    %b = prim.Constant
// CHECK-NEXT:    %[[R:.*]] = core.conv(%x, %w, %b) {dilations = [1, 1], groups = 1, pads = [0, 0, 0, 0], strides = [1, 1]} : tensor<[1, 8, 14, 14], f32>
// CHECK-NEXT:    return %[[R]]
graph @convolution(%x: tensor<[1, 3, 16, 16], f32>) -> (tensor<[1, 8, 14, 14], f32>) {
  %w = prim.Constant {value = dense<tensor<[8, 3, 3, 3], f32>, elided>} : tensor<[8, 3, 3, 3], f32>
  %b = prim.Constant {value = dense<tensor<[8], f32>, elided>} : tensor<[8], f32>
  %ones = prim.Constant {value = [1, 1]} : list<int>
  %zeros = prim.Constant {value = [0, 0]} : list<int>
  %false = prim.Constant {value = false} : bool
  %true = prim.Constant {value = true} : bool
  %g = prim.Constant {value = 1} : int
  %0 = aten._convolution(%x, %w, %b, %ones, %zeros, %ones, %false, %zeros, %g, %false, %false, %true, %true) : tensor<[1, 8, 14, 14], f32>
  return %0
}

// -----

// An empty stride is the kernel size.

// CHECK-LABEL: graph @max_pool2d
// CHECK-NEXT:    %[[R:.*]] = core.max_pool(%x) {ceil_mode = false, dilations = [1, 1], kernel_shape = [2, 2], pads = [0, 0, 0, 0], strides = [2, 2]} : tensor<[1, 3, 8, 8], f32>
// CHECK-NEXT:    return %[[R]]
graph @max_pool2d(%x: tensor<[1, 3, 16, 16], f32>) -> (tensor<[1, 3, 8, 8], f32>) {
  %k = prim.Constant {value = [2, 2]} : list<int>
  %s = prim.Constant {value = []} : list<int>
  %p = prim.Constant {value = [0]} : list<int>
  %d = prim.Constant {value = [1]} : list<int>
  %false = prim.Constant {value = false} : bool
  %0 = aten.max_pool2d(%x, %k, %s, %p, %d, %false) : tensor<[1, 3, 8, 8], f32>
  return %0
}

// -----

// CHECK-LABEL: graph @adaptive_avg_pool2d
// CHECK-NEXT:    %[[M:.*]] = core.reduce_mean(%x) {axes = [2, 3], keepdim = true} : tensor<[1, 3, 1, 1], f32>
// CHECK-NEXT:    %[[A:.*]] = core.avg_pool(%x) {kernel_shape = [8, 4], strides = [8, 4]} : tensor<[1, 3, 2, 4], f32>
// CHECK-NEXT:    return %[[M]], %[[A]]
graph @adaptive_avg_pool2d(%x: tensor<[1, 3, 16, 16], f32>) -> (tensor<[1, 3, 1, 1], f32>, tensor<[1, 3, 2, 4], f32>) {
  %one = prim.Constant {value = [1, 1]} : list<int>
  %0 = aten.adaptive_avg_pool2d(%x, %one) : tensor<[1, 3, 1, 1], f32>
  %two = prim.Constant {value = [2, 4]} : list<int>
  %1 = aten.adaptive_avg_pool2d(%x, %two) : tensor<[1, 3, 2, 4], f32>
  return %0, %1
}

// -----

// Inference batch norm is core.batch_norm of the running statistics; the
// momentum, the training flag (false) and the cudnn flag are dropped.

// CHECK-LABEL: graph @batch_norm
// CHECK:         %bn = core.batch_norm(%x, %w, %b, %mean, %var) {eps = 0.0} : tensor<[1, 2, 3, 3], f32>
// CHECK-NEXT:    return %bn
graph @batch_norm(%x: tensor<[1, 2, 3, 3], f32>) -> (tensor<[1, 2, 3, 3], f32>) {
  %w = prim.Constant {value = dense<tensor<[2], f32>, [1.0, 2.0]>} : tensor<[2], f32>
  %b = prim.Constant {value = dense<tensor<[2], f32>, [0.0, 1.0]>} : tensor<[2], f32>
  %mean = prim.Constant {value = dense<tensor<[2], f32>, [1.0, 1.0]>} : tensor<[2], f32>
  %var = prim.Constant {value = dense<tensor<[2], f32>, [4.0, 0.25]>} : tensor<[2], f32>
  %false = prim.Constant {value = false} : bool
  %true = prim.Constant {value = true} : bool
  %momentum = prim.Constant {value = 0.1} : float
  %eps = prim.Constant {value = 0.0} : float
  %bn = aten.batch_norm(%x, %w, %b, %mean, %var, %false, %momentum, %eps, %true) : tensor<[1, 2, 3, 3], f32>
  return %bn
}

// -----

// CHECK-LABEL: graph @softmax
// CHECK-NEXT:    %[[A:.*]] = core.softmax(%x) {axis = 1} : tensor<[2, 5], f32>
// CHECK-NEXT:    %[[C:.*]] = core.cast(%x) {dtype = f64} : tensor<[2, 5], f64>
// CHECK-NEXT:    %[[B:.*]] = core.softmax(%[[C]]) {axis = 0} : tensor<[2, 5], f64>
// CHECK-NEXT:    return %[[A]], %[[B]]
graph @softmax(%x: tensor<[2, 5], f32>) -> (tensor<[2, 5], f32>, tensor<[2, 5], f64>) {
  %cm1 = prim.Constant {value = -1} : int
  %c0 = prim.Constant {value = 0} : int
  %none = prim.Constant : none
  %f64 = prim.Constant {value = 7} : int
  %0 = aten.softmax.int(%x, %cm1, %none) : tensor<[2, 5], f32>
  %1 = aten.softmax.int(%x, %c0, %f64) : tensor<[2, 5], f64>
  return %0, %1
}

// -----

// Eval-mode dropout is the identity.

// CHECK-LABEL: graph @dropout
// CHECK-NEXT:    return %x
graph @dropout(%x: tensor<[2, 5], f32>) -> (tensor<[2, 5], f32>) {
  %p = prim.Constant {value = 0.5} : float
  %false = prim.Constant {value = false} : bool
  %0 = aten.dropout(%x, %p, %false) : tensor<[2, 5], f32>
  return %0
}
