// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=9}' | FileCheck %s --check-prefixes=CHECK,O9
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=10}' | FileCheck %s --check-prefixes=CHECK,O9
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=11}' | FileCheck %s --check-prefixes=CHECK,O11
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=12}' | FileCheck %s --check-prefixes=CHECK,O11
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=13}' | FileCheck %s --check-prefixes=CHECK,O11,O13
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=14}' | FileCheck %s --check-prefixes=CHECK,O11,O13
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=15}' | FileCheck %s --check-prefixes=CHECK,O11,O13
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=17}' | FileCheck %s --check-prefixes=CHECK,O11,O13
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=21}' | FileCheck %s --check-prefixes=CHECK,O11,O13

// matmul is MatMul (numpy's matmul is torch's, 1-D operands included);
// 8/16-bit integers multiply as int64 and cast back (wrapping sums of
// products keep their low bits).

// CHECK-LABEL: graph @matmul
// CHECK:  onnx.MatMul(%a, %b) : tensor<[2, 3], f32>
// CHECK:  %[[I:.*]] = onnx.Cast(%i) {to = 7} : tensor<[3, 4], i64>
// CHECK:  %[[J:.*]] = onnx.Cast(%j) {to = 7} : tensor<[4, 2], i64>
// CHECK:  %[[P:.*]] = onnx.MatMul(%[[I]], %[[J]]) : tensor<[3, 2], i64>
// CHECK:  onnx.Cast(%[[P]]) {to = 3} : tensor<[3, 2], i8>
graph @matmul(%a: tensor<[2, 3, 4], f32>, %b: tensor<[4], f32>, %i: tensor<[3, 4], i8>, %j: tensor<[4, 2], i8>) -> (tensor<*, ?>, tensor<*, ?>) {
  %0 = core.matmul(%a, %b) : tensor<*, ?>
  %1 = core.matmul(%i, %j) : tensor<*, ?>
  return %0, %1
}

// -----

// linear: Gemm with transB for a 2-D float input; Gemm's C is optional
// from 11, so before that a bias-less linear is MatMul of the transposed
// weight, as is every other rank and integers (ONNX Runtime's Gemm is
// float only).

// CHECK-LABEL: graph @linear
// CHECK:   onnx.Gemm(%x, %w, %b) {transB = 1} : tensor<[n, 5], f32>
// O9:      %[[T:.*]] = onnx.Transpose(%w) {perm = [1, 0]} : tensor<[4, 5], f32>
// O9:      onnx.MatMul(%x, %[[T]]) : tensor<[n, 5], f32>
// O11:     onnx.Gemm(%x, %w) {transB = 1} : tensor<[n, 5], f32>
// CHECK:   %[[T3:.*]] = onnx.Transpose(%w) {perm = [1, 0]}
// CHECK:   %[[M:.*]] = onnx.MatMul(%x3, %[[T3]]) : tensor<[2, n, 5], f32>
// CHECK:   onnx.Add(%[[M]], %b) : tensor<[2, n, 5], f32>
// CHECK:   %[[TI:.*]] = onnx.Transpose(%wi) {perm = [1, 0]}
// CHECK:   %[[MI:.*]] = onnx.MatMul(%xi, %[[TI]]) : tensor<[3, 5], i64>
// CHECK:   onnx.Add(%[[MI]], %bi) : tensor<[3, 5], i64>
graph @linear(%x: tensor<[n, 4], f32>, %x3: tensor<[2, n, 4], f32>, %w: tensor<[5, 4], f32>, %b: tensor<[5], f32>, %none: none, %xi: tensor<[3, 4], i64>, %wi: tensor<[5, 4], i64>, %bi: tensor<[5], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.linear(%x, %w, %b) : tensor<*, ?>
  %1 = core.linear(%x, %w, %none) : tensor<*, ?>
  %2 = core.linear(%x3, %w, %b) : tensor<*, ?>
  %3 = core.linear(%xi, %wi, %bi) : tensor<*, ?>
  return %0, %1, %2, %3
}

// -----

// conv / conv_transpose: core's window attributes are ONNX's (pads begins
// then ends, asymmetric allowed); groups is `group`; no bias is left out.

// CHECK-LABEL: graph @conv
// CHECK:  onnx.Conv(%x, %w, %b) {dilations = [1, 2], group = 2, pads = [1, 0, 2, 1], strides = [2, 2]} : tensor<[1, 8, 5, 3], f32>
// CHECK:  onnx.Conv(%x, %w) {group = 2} : tensor<[1, 8, 7, 7], f32>
// CHECK:  onnx.ConvTranspose(%xt, %wt) {group = 1, output_padding = [1, 0], pads = [1, 0, 0, 1], strides = [2, 2]} : tensor<[1, 3, 11, 10], f32>
graph @conv(%x: tensor<[1, 4, 9, 9], f32>, %w: tensor<[8, 2, 3, 3], f32>, %b: tensor<[8], f32>, %none: none, %xt: tensor<[1, 8, 5, 5], f32>, %wt: tensor<[8, 3, 3, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.conv(%x, %w, %b) {pads = [1, 0, 2, 1], strides = [2, 2], dilations = [1, 2], groups = 2} : tensor<*, ?>
  %1 = core.conv(%x, %w, %none) {groups = 2} : tensor<*, ?>
  %2 = core.conv_transpose(%xt, %wt, %none) {strides = [2, 2], pads = [1, 0, 0, 1], output_padding = [1, 0]} : tensor<*, ?>
  return %0, %1, %2
}

// -----

// max_pool: ceil_mode over static dims becomes end padding (10 + 1 + 1 - 3
// = 9, ATen's ceil output 6 needs one more row), so every opset gets
// ATen's windows without ceil_mode. By default it is one MaxPool, as
// torch.onnx.export writes it. With max-pool-nan-propagation a window
// with a NaN is NaN (ATen's rule; ONNX Runtime's MaxPool skips NaN): the
// same pool of IsNaN picks it.

// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=17 max-pool-nan-propagation}' | FileCheck %s --check-prefix=NAN
// CHECK-LABEL: graph @max_pool
// CHECK:  %[[M:.*]] = onnx.MaxPool(%x) {kernel_shape = [3, 3], pads = [1, 1, 2, 2], strides = [2, 2]} : tensor<[1, 3, 6, 6], f32>
// CHECK-NOT: onnx.IsNaN
// CHECK:  onnx.MaxPool(%s) {kernel_shape = [2, 2], pads = [0, 0, 0, 0], strides = [2, 2]} : tensor<[1, 3, h floordiv 2, w floordiv 2], f32>
// CHECK-NEXT: return %[[M]]
// NAN-LABEL: graph @max_pool
// NAN:  %[[M:.*]] = onnx.MaxPool(%x) {kernel_shape = [3, 3], pads = [1, 1, 2, 2], strides = [2, 2]} : tensor<[1, 3, 6, 6], f32>
// NAN:  %[[N:.*]] = onnx.IsNaN(%x)
// NAN:  %[[NF:.*]] = onnx.Cast(%[[N]]) {to = 1} : tensor<[1, 3, 10, 10], f32>
// NAN:  %[[NP:.*]] = onnx.MaxPool(%[[NF]]) {kernel_shape = [3, 3], pads = [1, 1, 2, 2], strides = [2, 2]}
// NAN:  %[[ANY:.*]] = onnx.Cast(%[[NP]]) {to = 9} : tensor<[1, 3, 6, 6], bool>
// NAN:  %[[NAN:.*]] = onnx.Constant {value = dense<tensor<[], f32>, [nan]>}
// NAN:  onnx.Where(%[[ANY]], %[[NAN]], %[[M]]) : tensor<[1, 3, 6, 6], f32>
// NAN:  onnx.MaxPool(%s) {kernel_shape = [2, 2], pads = [0, 0, 0, 0], strides = [2, 2]} : tensor<[1, 3, h floordiv 2, w floordiv 2], f32>
graph @max_pool(%x: tensor<[1, 3, 10, 10], f32>, %s: tensor<[1, 3, h, w], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %0 = core.max_pool(%x) {kernel_shape = [3, 3], strides = [2, 2], pads = [1, 1, 1, 1], ceil_mode = true} : tensor<*, ?>
  %1 = core.max_pool(%s) {kernel_shape = [2, 2], strides = [2, 2]} : tensor<*, ?>
  return %0, %1
}

// -----

// A pad of at least the kernel (ONNX Runtime rejects it in a pool) is an
// explicit Pad with -inf: Pad-2's attributes before 11, inputs after.

// CHECK-LABEL: graph @max_pool_big_pad
// O9:     %[[P:.*]] = onnx.Pad(%x) {pads = [0, 0, 2, 0, 0, 2], value = -inf}
// O11:    %[[PADS:.*]] = onnx.Constant {value = dense<tensor<[6], i64>, [0, 0, 2, 0, 0, 2]>}
// O11:    %[[V:.*]] = onnx.Constant {value = dense<tensor<[], f32>, [-inf]>}
// O11:    %[[P:.*]] = onnx.Pad(%x, %[[PADS]], %[[V]]) : tensor<[1, 2, 9], f32>
// CHECK:  onnx.MaxPool(%[[P]]) {kernel_shape = [2], pads = [0, 0], strides = [2]} : tensor<[1, 2, 4], f32>
graph @max_pool_big_pad(%x: tensor<[1, 2, 5], f32>) -> (tensor<*, ?>) {
  %0 = core.max_pool(%x) {kernel_shape = [2], strides = [2], pads = [2, 2]} : tensor<*, ?>
  return %0
}

// -----

// avg_pool: without count_include_pad the ceil overhang is ONNX padding
// (not counted). With it, AveragePool counting every padded element
// divides by prod(kernel) = 9; ATen counts core's pads but not the
// overhang, so the last windows (clipped to 2 of 3 rows or columns) are
// scaled by 3/2 per clipped dim. divisor_override 4: times 9 / 4.

// CHECK-LABEL: graph @avg_pool
// CHECK:  onnx.AveragePool(%x) {kernel_shape = [3, 3], pads = [1, 1, 2, 2], strides = [2, 2]} : tensor<[1, 3, 6, 6], f32>
// CHECK:  %[[A:.*]] = onnx.AveragePool(%x) {count_include_pad = 1, kernel_shape = [3, 3], pads = [1, 1, 2, 2], strides = [2, 2]} : tensor<[1, 3, 6, 6], f32>
// CHECK:  %[[F:.*]] = onnx.Constant {value = dense<tensor<[6, 6], f32>, [1.0, 1.0, 1.0, 1.0, 1.0, 1.5, 1.0, 1.0, 1.0, 1.0, 1.0, 1.5, 1.0, 1.0, 1.0, 1.0, 1.0, 1.5, 1.0, 1.0, 1.0, 1.0, 1.0, 1.5, 1.0, 1.0, 1.0, 1.0, 1.0, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 2.25]>}
// CHECK:  onnx.Mul(%[[A]], %[[F]]) : tensor<[1, 3, 6, 6], f32>
// CHECK:  onnx.AveragePool(%x) {count_include_pad = 1, kernel_shape = [2, 2], pads = [1, 1, 1, 1], strides = [2, 2]} : tensor<[1, 3, 6, 6], f32>
// CHECK:  %[[D:.*]] = onnx.AveragePool(%x) {count_include_pad = 1, kernel_shape = [3, 3], pads = [0, 0, 0, 0], strides = [3, 3]} : tensor<[1, 3, 3, 3], f32>
// CHECK:  %[[K:.*]] = onnx.Constant {value = dense<tensor<[], f32>, [2.25]>}
// CHECK:  onnx.Mul(%[[D]], %[[K]]) : tensor<[1, 3, 3, 3], f32>
graph @avg_pool(%x: tensor<[1, 3, 10, 10], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.avg_pool(%x) {kernel_shape = [3, 3], strides = [2, 2], pads = [1, 1, 1, 1], ceil_mode = true} : tensor<*, ?>
  %1 = core.avg_pool(%x) {kernel_shape = [3, 3], strides = [2, 2], pads = [1, 1, 1, 1], ceil_mode = true, count_include_pad = true} : tensor<*, ?>
  %2 = core.avg_pool(%x) {kernel_shape = [2, 2], strides = [2, 2], pads = [1, 1, 1, 1], count_include_pad = true} : tensor<*, ?>
  %3 = core.avg_pool(%x) {kernel_shape = [3, 3], strides = [3, 3], divisor_override = 4} : tensor<*, ?>
  return %0, %1, %2, %3
}

// -----

// The overhang of one dim only: the factor is [out, 1] (1 along the other).

// CHECK-LABEL: graph @avg_pool_one_dim
// CHECK:  %[[A:.*]] = onnx.AveragePool(%x) {count_include_pad = 1, kernel_shape = [2, 1], pads = [0, 0, 1, 0], strides = [2, 1]} : tensor<[1, 1, 3, 4], f32>
// CHECK:  %[[F:.*]] = onnx.Constant {value = dense<tensor<[3, 1], f32>, [1.0, 1.0, 2.0]>}
// CHECK:  onnx.Mul(%[[A]], %[[F]]) : tensor<[1, 1, 3, 4], f32>
graph @avg_pool_one_dim(%x: tensor<[1, 1, 5, 4], f32>) -> (tensor<*, ?>) {
  %0 = core.avg_pool(%x) {kernel_shape = [2, 1], strides = [2, 1], ceil_mode = true, count_include_pad = true} : tensor<*, ?>
  return %0
}

// -----

// softmax / log_softmax: Softmax-13 takes any axis; before 13 Softmax
// normalizes over every dim from the axis on, which is the core op only at
// the last axis, so another axis is swapped with the last around it.

// CHECK-LABEL: graph @softmax
// O9:    onnx.Softmax(%x) {axis = 2} : tensor<[2, 3, 4], f32>
// O9:    %[[T:.*]] = onnx.Transpose(%x) {perm = [0, 2, 1]} : tensor<[2, 4, 3], f32>
// O9:    %[[L:.*]] = onnx.LogSoftmax(%[[T]]) {axis = 2} : tensor<[2, 4, 3], f32>
// O9:    onnx.Transpose(%[[L]]) {perm = [0, 2, 1]} : tensor<[2, 3, 4], f32>
// O9:    %[[U:.*]] = onnx.Unsqueeze(%s) {axes = [0]} : tensor<[1], f32>
// O9:    onnx.Softmax(%[[U]]) {axis = 0} : tensor<[1], f32>
// O13:   onnx.Softmax(%x) {axis = -1} : tensor<[2, 3, 4], f32>
// O13:   onnx.LogSoftmax(%x) {axis = 1} : tensor<[2, 3, 4], f32>
// O13:   %[[U:.*]] = onnx.Unsqueeze(%s, %{{.*}}) : tensor<[1], f32>
// O13:   %[[S:.*]] = onnx.Softmax(%[[U]]) {axis = 0} : tensor<[1], f32>
// O13:   onnx.Squeeze(%[[S]], %{{.*}}) : tensor<[], f32>
graph @softmax(%x: tensor<[2, 3, 4], f32>, %s: tensor<[], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.softmax(%x) {axis = -1} : tensor<*, ?>
  %1 = core.log_softmax(%x) {axis = 1} : tensor<*, ?>
  %2 = core.softmax(%s) {axis = 0} : tensor<*, ?>
  return %0, %1, %2
}

// -----

// batch_norm and instance_norm: absent weights are ones, absent biases
// zeros, [C] (a constant for a static C, else from Shape/Gather).

// CHECK-LABEL: graph @norms
// CHECK:  %[[ONE:.*]] = onnx.Constant {value = dense<tensor<[3], f32>, [1.0, 1.0, 1.0]>}
// CHECK:  onnx.BatchNormalization(%x, %[[ONE]], %c, %c, %c) {epsilon = 0.001} : tensor<[n, 3, 4, 4], f32>
// CHECK:  %[[ZERO:.*]] = onnx.Constant {value = dense<tensor<[3], f32>, [0.0, 0.0, 0.0]>}
// CHECK:  onnx.InstanceNormalization(%x, %c, %[[ZERO]]) {epsilon = 1.0e-05} : tensor<[n, 3, 4, 4], f32>
// CHECK:  %[[SH:.*]] = onnx.Shape(%y)
// CHECK:  %[[C:.*]] = onnx.Gather(%[[SH]], %{{.*}}) {axis = 0} : tensor<[1], i64>
// CHECK:  %[[W:.*]] = onnx.ConstantOfShape(%[[C]]) {value = dense<tensor<[1], f32>, [1.0]>} : tensor<[c], f32>
// CHECK:  onnx.InstanceNormalization(%y, %[[W]], %{{.*}}) {epsilon = 1.0e-05} : tensor<[2, c, 5], f32>
graph @norms(%x: tensor<[n, 3, 4, 4], f32>, %c: tensor<[3], f32>, %none: none, %y: tensor<[2, c, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.batch_norm(%x, %none, %c, %c, %c) {eps = 0.001} : tensor<*, ?>
  %1 = core.instance_norm(%x, %c, %none) : tensor<*, ?>
  %2 = core.instance_norm(%y, %none, %none) : tensor<*, ?>
  return %0, %1, %2
}
