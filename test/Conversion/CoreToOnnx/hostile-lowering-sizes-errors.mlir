// ASan reserves more address space than prlimit --as allows.
// UNSUPPORTED: asan
// Where no runtime op of the target opset can build a constant above the
// compile-time size cap (2^20 elements; tocc/Support/Limits.h), the
// lowering reports it at the op instead of writing it out.
// RUN: prlimit --as=2000000000 onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='lower-to-onnx{opset=9}'

graph @flip_huge(%x: tensor<[4000000000000], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.flip' op flips dim 0 of 4000000000000 elements: its reversed indices would be a constant above the compile-time size cap of 1048576 elements, and opset 9 has no Slice steps (target opset 10 or later)}}
  %0 = core.flip(%x) {axes = [0]} : tensor<*, ?>
  return %0
}

// -----

graph @tril_huge(%x: tensor<[1000000, 1000000], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.tril' op has last two dims of 1000000 x 1000000, a mask above the compile-time size cap of 1048576 elements; opset 9 has neither Trilu (14) nor Range (11) to build it}}
  %0 = core.tril(%x) : tensor<*, ?>
  return %0
}

// -----

graph @arange_huge() -> (tensor<*, ?>) {
  %z = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
  %n = core.constant {value = dense<tensor<[], i64>, [2000000]>} : tensor<[], i64>
  %one = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
  // expected-error @below {{'core.arange' op has 2000000 elements, more than the compile-time size cap of 1048576 elements a constant may have (target opset 11 or later for Range)}}
  %0 = core.arange(%z, %n, %one) {dtype = i64} : tensor<*, ?>
  return %0
}

// -----

graph @avg_pool_ceil_huge(%x: tensor<[1, 1, 4000000], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.avg_pool' op has ceil_mode over spatial dim 0 (of 2000001 windows, more than the compile-time size cap of 1048576 elements a constant may have) with a divisor that depends on it; its windows' sizes are computed with Range (target opset 11 or later)}}
  %0 = core.avg_pool(%x) {kernel_shape = [3], strides = [2], pads = [1, 1], ceil_mode = true, count_include_pad = true} : tensor<*, ?>
  return %0
}
