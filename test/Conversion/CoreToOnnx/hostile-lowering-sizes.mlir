// ASan reserves more address space than prlimit --as allows.
// UNSUPPORTED: asan
// Lowerings that write a constant element by element check its shape
// against the compile-time size cap (2^20 elements; tocc/Support/Limits.h)
// first; above it they build the tensor with runtime ops. Run with 2 GB of
// address space, so writing one of these constants fails the test.
// RUN: prlimit --as=2000000000 onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=17}' 2>&1 | FileCheck %s

// A layer norm without weight over [1000000, 1000000]: its ones are a
// ConstantOfShape of the normalized dims, not a constant.
// CHECK-LABEL: graph @layer_norm_ones
// CHECK:         %[[SH:.*]] = onnx.Shape(%x) {start = 1}
// CHECK:         %[[ONE:.*]] = onnx.ConstantOfShape(%[[SH]])
// CHECK:         onnx.LayerNormalization(%x, %[[ONE]])
graph @layer_norm_ones(%x: tensor<[2, 1000000, 1000000], f32>, %none: none) -> (tensor<*, ?>) {
  %0 = core.layer_norm(%x, %none, %none) {axis = 1} : tensor<*, ?>
  return %0
}

// -----

// avg_pool with ceil_mode over a static 1000000 x 1000000 input: the
// divisor is one factor per dim (a [500001] constant each), not their
// [500001, 500001] product.
// CHECK-LABEL: graph @avg_pool_ceil
// CHECK-NOT:     tensor<[500001, 500001], f32>, "0x
// CHECK:         onnx.AveragePool
// CHECK:         onnx.Mul
graph @avg_pool_ceil(%x: tensor<[1, 1, 1000000, 1000000], f32>) -> (tensor<*, ?>) {
  %0 = core.avg_pool(%x) {kernel_shape = [3, 3], strides = [2, 2], pads = [1, 1, 1, 1], ceil_mode = true, count_include_pad = true} : tensor<*, ?>
  return %0
}

// -----

// avg_pool with ceil_mode over a static dim of 4000000: its divisor along
// that dim is above the cap too, computed with Range.
// CHECK-LABEL: graph @avg_pool_ceil_1d
// CHECK:         onnx.Range
graph @avg_pool_ceil_1d(%x: tensor<[1, 1, 4000000], f32>) -> (tensor<*, ?>) {
  %0 = core.avg_pool(%x) {kernel_shape = [3], strides = [2], pads = [1, 1], ceil_mode = true, count_include_pad = true} : tensor<*, ?>
  return %0
}

// -----

// RUN: prlimit --as=2000000000 onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=11}' 2>&1 | FileCheck %s --check-prefix=O11
// Before Trilu (14), a tril mask over [1000000, 1000000] is built with
// Range, not written out.
// O11-LABEL: graph @tril_mask
// O11:         onnx.Range
// O11:         onnx.Where
graph @tril_mask(%x: tensor<[1000000, 1000000], f32>) -> (tensor<*, ?>) {
  %0 = core.tril(%x) : tensor<*, ?>
  return %0
}
