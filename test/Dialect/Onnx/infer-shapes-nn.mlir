// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// Conv, pooling, matrix products, reductions and Resize over symbolic dims.

// Conv over [s0, 3, s1, s2] with kernel 3, stride 2 and pad 1 gives
// (s + 1) floordiv 2; auto_pad SAME_* gives s ceildiv stride; VALID is no
// padding. The kernel comes from W or from kernel_shape.

// CHECK-LABEL: graph @conv
// CHECK-NEXT:    onnx.Conv(%x, %w, %b) {pads = [1, 1, 1, 1], strides = [2, 2]} : tensor<[s0, 8, (s1 + 1) floordiv 2, (s2 + 1) floordiv 2], f32>
// CHECK-NEXT:    onnx.Conv(%x, %w) {auto_pad = "SAME_UPPER", strides = [2, 2]} : tensor<[s0, 8, s1 ceildiv 2, s2 ceildiv 2], f32>
// CHECK-NEXT:    onnx.Conv(%x, %w) {auto_pad = "SAME_LOWER", dilations = [2, 2]} : tensor<[s0, 8, s1, s2], f32>
// CHECK-NEXT:    onnx.Conv(%x, %w) {auto_pad = "VALID", kernel_shape = [3, 3]} : tensor<[s0, 8, s1 - 2, s2 - 2], f32>
graph @conv(%x: tensor<[s0, 3, s1, s2], f32>, %w: tensor<[8, 3, 3, 3], f32>, %b: tensor<[8], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.Conv(%x, %w, %b) {pads = [1, 1, 1, 1], strides = [2, 2]} : tensor<*, ?>
  %1 = onnx.Conv(%x, %w) {auto_pad = "SAME_UPPER", strides = [2, 2]} : tensor<*, ?>
  %2 = onnx.Conv(%x, %w) {auto_pad = "SAME_LOWER", dilations = [2, 2]} : tensor<*, ?>
  %3 = onnx.Conv(%x, %w) {auto_pad = "VALID", kernel_shape = [3, 3]} : tensor<*, ?>
  return %0, %1, %2, %3
}

// -----

// Grouped Conv guards a symbolic channel count; unknown dims stay unknown.

// CHECK-LABEL: module {
// CHECK:         guard c == 8 "onnx.Conv at {{.*}}: Conv: input channels match W"
// CHECK:         onnx.Conv(%x, %w) {group = 2} : tensor<[n, 6, ?], f32>
// CHECK-NEXT:    onnx.Conv(%x, %u) : tensor<[n, ?, ?], f32>
// CHECK-NEXT:    onnx.Conv(%u, %u) : tensor<*, f32>
graph @conv_group(%x: tensor<[n, c, ?], f32>, %w: tensor<[6, 4, 3], f32>, %u: tensor<*, f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.Conv(%x, %w) {group = 2} : tensor<*, ?>
  %1 = onnx.Conv(%x, %u) : tensor<*, ?>
  %2 = onnx.Conv(%u, %u) : tensor<*, ?>
  return %0, %1, %2
}

// -----

// MaxPool and AveragePool: floor and ceil mode (a last window that would
// start in the right padding is dropped, as in ATen and onnx/onnx#5741);
// MaxPool's Indices are int64 of the same dims.

// CHECK-LABEL: graph @pool
// CHECK-NEXT:    onnx.MaxPool(%x) {kernel_shape = [2, 2], strides = [2, 2]} : (tensor<[n, 3, h floordiv 2, w floordiv 2], f32>, tensor<[n, 3, h floordiv 2, w floordiv 2], i64>)
// CHECK-NEXT:    onnx.MaxPool(%x) {ceil_mode = 1, kernel_shape = [2, 2], pads = [0, 0, 1, 1], strides = [2, 2]} : tensor<[n, 3, h ceildiv 2, w ceildiv 2], f32>
// CHECK-NEXT:    onnx.AveragePool(%x) {auto_pad = "SAME_UPPER", kernel_shape = [3, 3], strides = [2, 2]} : tensor<[n, 3, h ceildiv 2, w ceildiv 2], f32>
// CHECK-NEXT:    onnx.AveragePool(%x) {count_include_pad = 1, kernel_shape = [3, 3], pads = [1, 1, 1, 1]} : tensor<[n, 3, h, w], f32>
// CHECK-NEXT:    onnx.MaxPool(%u) {kernel_shape = [2]} : (tensor<*, f32>, tensor<*, i64>)
graph @pool(%x: tensor<[n, 3, h, w], f32>, %u: tensor<*, f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0, %i = onnx.MaxPool(%x) {kernel_shape = [2, 2], strides = [2, 2]} : (tensor<*, ?>, tensor<*, ?>)
  %1 = onnx.MaxPool(%x) {ceil_mode = 1, kernel_shape = [2, 2], pads = [0, 0, 1, 1], strides = [2, 2]} : tensor<*, ?>
  %2 = onnx.AveragePool(%x) {auto_pad = "SAME_UPPER", kernel_shape = [3, 3], strides = [2, 2]} : tensor<*, ?>
  %3 = onnx.AveragePool(%x) {count_include_pad = 1, kernel_shape = [3, 3], pads = [1, 1, 1, 1]} : tensor<*, ?>
  %4, %j = onnx.MaxPool(%u) {kernel_shape = [2]} : (tensor<*, ?>, tensor<*, ?>)
  return %0, %i, %1, %2, %3, %4
}

// -----

// MatMul broadcasts batch dims; Gemm transposes and C broadcasts one way.

// CHECK-LABEL: graph @products
// CHECK-NEXT:    onnx.MatMul(%a, %b) : tensor<[n, s, s], f32>
// CHECK-NEXT:    onnx.Gemm(%x, %w, %c) {transB = 1} : tensor<[n, 16], f32>
// CHECK-NEXT:    onnx.Gemm(%xt, %w) {transA = 1, transB = 1} : tensor<[n, 16], f32>
// CHECK-NEXT:    onnx.MatMul(%a, %u) : tensor<*, f32>
graph @products(%a: tensor<[n, s, d], f32>, %b: tensor<[1, d, s], f32>, %x: tensor<[n, 32], f32>, %xt: tensor<[32, n], f32>, %w: tensor<[16, 32], f32>, %c: tensor<[16], f32>, %u: tensor<*, f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.MatMul(%a, %b) : tensor<*, ?>
  %1 = onnx.Gemm(%x, %w, %c) {transB = 1} : tensor<*, ?>
  %2 = onnx.Gemm(%xt, %w) {transA = 1, transB = 1} : tensor<*, ?>
  %3 = onnx.MatMul(%a, %u) : tensor<*, ?>
  return %0, %1, %2, %3
}

// -----

// ReduceMean takes axes as an attribute (opset 13-17), ReduceSum as an
// input; no axes reduce all, unless noop_with_empty_axes. Unknown axes keep
// the rank with keepdims.

// CHECK-LABEL: graph @reduce
// CHECK-NEXT:    onnx.ReduceMean(%x) {axes = [-1]} : tensor<[b, s, 1], f32>
// CHECK-NEXT:    onnx.ReduceMean(%x) {keepdims = 0} : tensor<[], f32>
// CHECK-NEXT:    %axes = onnx.Constant
// CHECK-NEXT:    onnx.ReduceSum(%x, %axes) {keepdims = 0} : tensor<[b], f32>
// CHECK-NEXT:    onnx.ReduceSum(%x) : tensor<[1, 1, 1], f32>
// CHECK-NEXT:    onnx.ReduceSum(%x) {noop_with_empty_axes = 1} : tensor<[b, s, d], f32>
// CHECK-NEXT:    onnx.ReduceSum(%x, %k) : tensor<[?, ?, ?], f32>
// CHECK-NEXT:    onnx.ReduceSum(%x, %k) {keepdims = 0} : tensor<[?, ?], f32>
graph @reduce(%x: tensor<[b, s, d], f32>, %k: tensor<[1], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.ReduceMean(%x) {axes = [-1]} : tensor<*, ?>
  %1 = onnx.ReduceMean(%x) {keepdims = 0} : tensor<*, ?>
  %axes = onnx.Constant {value_ints = [1, 2]} : tensor<*, ?>
  %2 = onnx.ReduceSum(%x, %axes) {keepdims = 0} : tensor<*, ?>
  %3 = onnx.ReduceSum(%x) : tensor<*, ?>
  %4 = onnx.ReduceSum(%x) {noop_with_empty_axes = 1} : tensor<*, ?>
  %5 = onnx.ReduceSum(%x, %k) : tensor<*, ?>
  %6 = onnx.ReduceSum(%x, %k) {keepdims = 0} : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5, %6
}

// -----

// Resize by scale 2 doubles a symbolic dim exactly; sizes are taken as
// they are (the middle inputs left out are none). An empty scales beside
// sizes counts as absent.

// CHECK-LABEL: graph @resize
// CHECK:         onnx.Resize(%x, %none, %scales) {mode = "linear"} : tensor<[n, 3, 2*h, 2*w], f32>
// CHECK:         onnx.Resize(%x, %none, %none, %sizes) : tensor<[n, 3, 64, 2*w], f32>
// CHECK:         onnx.Resize(%x, %none, %empty, %sizes) : tensor<[n, 3, 64, 2*w], f32>
// CHECK:         onnx.Resize(%x, %none, %s) : tensor<[?, ?, ?, ?], f32>
graph @resize(%x: tensor<[n, 3, h, w], f32>, %none: none, %s: tensor<[4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %scales = onnx.Constant {value = dense<tensor<[4], f32>, [1.0, 1.0, 2.0, 2.0]>} : tensor<*, ?>
  %0 = onnx.Resize(%x, %none, %scales) {mode = "linear"} : tensor<*, ?>
  %xs = onnx.Shape(%x) {start = 0, end = 2} : tensor<*, ?>
  %hw = onnx.Constant {value_ints = [64]} : tensor<*, ?>
  %ws = onnx.Shape(%x) {start = -1} : tensor<*, ?>
  %two = onnx.Constant {value_ints = [2]} : tensor<*, ?>
  %w2 = onnx.Mul(%ws, %two) : tensor<*, ?>
  %sizes = onnx.Concat(%xs, %hw, %w2) {axis = 0} : tensor<*, ?>
  %1 = onnx.Resize(%x, %none, %none, %sizes) : tensor<*, ?>
  %empty = onnx.Constant {value_floats = []} : tensor<*, ?>
  %2 = onnx.Resize(%x, %none, %empty, %sizes) : tensor<*, ?>
  %3 = onnx.Resize(%x, %none, %s) : tensor<*, ?>
  return %0, %1, %2, %3
}
