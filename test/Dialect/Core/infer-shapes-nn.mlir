// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// Convolution, pooling, matmul, reductions and resize over symbolic dims.

// conv over [s0, 3, s1, s2] with a 3x3 kernel, stride 2 and pad 1:
// floor((s + 2 - 3) / 2) + 1 = (s + 1) floordiv 2.

// CHECK-LABEL: graph @conv
// CHECK-NEXT:    core.conv(%x, %w, %b) {pads = [1, 1, 1, 1], strides = [2, 2]} : tensor<[s0, 8, (s1 + 1) floordiv 2, (s2 + 1) floordiv 2], f32>
// CHECK-NEXT:    core.conv(%x, %w, %none) {pads = [1, 1, 1, 1]} : tensor<[s0, 8, s1, s2], f32>
graph @conv(%x: tensor<[s0, 3, s1, s2], f32>, %w: tensor<[8, 3, 3, 3], f32>, %b: tensor<[8], f32>, %none: none) -> (tensor<*, ?>, tensor<*, ?>) {
  %0 = core.conv(%x, %w, %b) {pads = [1, 1, 1, 1], strides = [2, 2]} : tensor<*, ?>
  %1 = core.conv(%x, %w, %none) {pads = [1, 1, 1, 1]} : tensor<*, ?>
  return %0, %1
}

// -----

// Without padding the input must cover the dilated kernel (2*(3 - 1) + 1):
// a guard. Groups divide the channels; a symbolic channel count is guarded
// to match the weight's.

// CHECK-LABEL: module {
// CHECK-NEXT:    symbol n in [2, inf]
// CHECK-NEXT:    symbol c in [2, inf]
// CHECK-NEXT:    symbol l in [2, inf]
// CHECK-NEXT:    guard c == 8 "core.conv at {{.*}}: conv: input channels match the weight"
// CHECK-NEXT:    guard l >= 5 "core.conv at {{.*}}: conv: input must cover the kernel"
// CHECK:         core.conv(%x, %w, %none) {dilations = [2], groups = 2} : tensor<[n, 6, l - 4], f32>
graph @conv_guards(%x: tensor<[n, c, l], f32>, %w: tensor<[6, 4, 3], f32>, %none: none) -> (tensor<*, ?>) {
  %0 = core.conv(%x, %w, %none) {dilations = [2], groups = 2} : tensor<*, ?>
  return %0
}

// -----

// Unknown and unranked operands give unknown dims, not errors.

// CHECK-LABEL: graph @conv_unknown
// CHECK-NEXT:    core.conv(%x, %w, %none) : tensor<[?, 8, ?, 6], f32>
// CHECK-NEXT:    core.conv(%x, %u, %none) : tensor<[?, ?, ?, ?], f32>
// CHECK-NEXT:    core.conv(%u, %u, %none) : tensor<*, f32>
graph @conv_unknown(%x: tensor<[?, 3, ?, 8], f32>, %w: tensor<[8, 3, 3, 3], f32>, %u: tensor<*, f32>, %none: none) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.conv(%x, %w, %none) : tensor<*, ?>
  %1 = core.conv(%x, %u, %none) : tensor<*, ?>
  %2 = core.conv(%u, %u, %none) : tensor<*, ?>
  return %0, %1, %2
}

// -----

// Pooling: floor mode, ceil mode (whose last window provably starts inside
// the input here), and avg_pool, whose count_include_pad changes nothing
// about the shape. A 1-d kernel pools the last dim only.

// CHECK-LABEL: graph @pool
// CHECK-NEXT:    core.max_pool(%x) {kernel_shape = [2, 2], strides = [2, 2]} : tensor<[n, 3, h floordiv 2, w floordiv 2], f32>
// CHECK-NEXT:    core.max_pool(%x) {ceil_mode = true, kernel_shape = [3], pads = [1, 1], strides = [2]} : tensor<[n, 3, h, (w + 1) ceildiv 2], f32>
// CHECK-NEXT:    core.avg_pool(%x) {count_include_pad = true, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [1, 1]} : tensor<[n, 3, h, w], f32>
// CHECK-NEXT:    core.avg_pool(%x) {ceil_mode = true, kernel_shape = [2, 2], strides = [2, 2]} : tensor<[n, 3, h ceildiv 2, w ceildiv 2], f32>
graph @pool(%x: tensor<[n, 3, h, w], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.max_pool(%x) {kernel_shape = [2, 2], strides = [2, 2]} : tensor<*, ?>
  %1 = core.max_pool(%x) {ceil_mode = true, kernel_shape = [3], pads = [1, 1], strides = [2]} : tensor<*, ?>
  %2 = core.avg_pool(%x) {count_include_pad = true, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [1, 1]} : tensor<*, ?>
  %3 = core.avg_pool(%x) {ceil_mode = true, kernel_shape = [2, 2], strides = [2, 2]} : tensor<*, ?>
  return %0, %1, %2, %3
}

// -----

// CHECK-LABEL: graph @matmul
// CHECK-NEXT:    core.matmul(%a, %b) : tensor<[n, s, s], f32>
// CHECK-NEXT:    core.matmul(%a, %v) : tensor<[n, s], f32>
// CHECK-NEXT:    core.matmul(%a, %u) : tensor<*, f32>
graph @matmul(%a: tensor<[n, s, d], f32>, %b: tensor<[1, d, s], f32>, %v: tensor<[d], f32>, %u: tensor<*, ?>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.matmul(%a, %b) : tensor<*, ?>
  %1 = core.matmul(%a, %v) : tensor<*, ?>
  %2 = core.matmul(%a, %u) : tensor<*, ?>
  return %0, %1, %2
}

// -----

// Reductions over listed axes (all of them when empty), with keepdim.

// CHECK-LABEL: graph @reduce
// CHECK-NEXT:    core.reduce_sum(%x) {axes = [1], keepdim = true} : tensor<[b, 1, d], f32>
// CHECK-NEXT:    core.reduce_mean(%x) {axes = [-1, 0]} : tensor<[s], f32>
// CHECK-NEXT:    core.reduce_max(%x) {axes = []} : tensor<[], f32>
// CHECK-NEXT:    core.reduce_max(%u) {axes = [0]} : tensor<*, f32>
graph @reduce(%x: tensor<[b, s, d], f32>, %u: tensor<*, f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.reduce_sum(%x) {axes = [1], keepdim = true} : tensor<*, ?>
  %1 = core.reduce_mean(%x) {axes = [-1, 0]} : tensor<*, ?>
  %2 = core.reduce_max(%x) {axes = []} : tensor<*, ?>
  %3 = core.reduce_max(%u) {axes = [0]} : tensor<*, ?>
  return %0, %1, %2, %3
}

// -----

// resize by scale 2 doubles a symbolic dim exactly; scale 1.5 is
// floor(3*h / 2); sizes (a 1-D i64 operand) are taken as they are, and
// sizes computed from dims keep them symbolic.

// CHECK-LABEL: graph @resize
// CHECK-NEXT:    core.resize(%x) {mode = "nearest", scales = [1.0, 1.0, 2.0, 2.0]} : tensor<[n, 3, 2*h, 2*w], f32>
// CHECK-NEXT:    core.resize(%x) {mode = "linear", scales = [1.0, 1.0, 1.5, 0.5]} : tensor<[n, 3, (3*h) floordiv 2, w floordiv 2], f32>
// CHECK:         core.resize(%x, %s32) {mode = "cubic"} : tensor<[1, 3, 32, 32], f32>
// CHECK:         core.resize(%u, %s2) : tensor<[1, 2], f32>
// CHECK-NEXT:    core.resize(%u) {scales = [2.0]} : tensor<*, f32>
// CHECK:         core.resize(%x, %sizes) {coordinate_transformation_mode = "asymmetric", nearest_mode = "floor"} : tensor<[n, 3, 2*h, w + 1], f32>
graph @resize(%x: tensor<[n, 3, h, w], f32>, %u: tensor<*, f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.resize(%x) {mode = "nearest", scales = [1.0, 1.0, 2.0, 2.0]} : tensor<*, ?>
  %1 = core.resize(%x) {mode = "linear", scales = [1.0, 1.0, 1.5, 0.5]} : tensor<*, ?>
  %s32 = core.constant {value = dense<tensor<[4], i64>, [1, 3, 32, 32]>} : tensor<[4], i64>
  %2 = core.resize(%x, %s32) {mode = "cubic"} : tensor<*, ?>
  %s2 = core.constant {value = dense<tensor<[2], i64>, [1, 2]>} : tensor<[2], i64>
  %3 = core.resize(%u, %s2) : tensor<*, ?>
  %4 = core.resize(%u) {scales = [2.0]} : tensor<*, ?>
  %nn = core.dim(%x) {axis = 0} : int
  %c3 = core.scalar_constant {value = 3} : int
  %hh = core.dim(%x) {axis = 2} : int
  %two = core.scalar_constant {value = 2} : int
  %h2 = core.scalar_mul(%hh, %two) : int
  %ww = core.dim(%x) {axis = -1} : int
  %one = core.scalar_constant {value = 1} : int
  %w1 = core.scalar_add(%ww, %one) : int
  %sizes = core.from_scalars(%nn, %c3, %h2, %w1) {dtype = i64} : tensor<*, ?>
  %5 = core.resize(%x, %sizes) {coordinate_transformation_mode = "asymmetric", nearest_mode = "floor"} : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5
}
