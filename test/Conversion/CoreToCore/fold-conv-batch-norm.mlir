// fold-conv-batch-norm: an inference batch norm of a conv's output folds
// into the conv's weight and bias when all of them are constants;
// fold-constants then computes them, and the batch norm is gone.
// RUN: onnx-opt %s --split-input-file --pass-pipeline='fold-conv-batch-norm' | FileCheck %s
// RUN: onnx-opt %s --split-input-file --pass-pipeline='fold-conv-batch-norm,fold-constants,dce' | FileCheck %s --check-prefix=FOLD

// s = weight / sqrt(var + eps) = [2 / 2, 3 / 1] = [1, 3]; W' = W * s;
// B' = (B - mean) * s + bias = ([1, 1] - [1, -1]) * [1, 3] + [0.5, 0] = [0.5, 6]
// CHECK-LABEL: graph @conv_bn
// CHECK:         %[[EPS:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.25]>}
// CHECK:         %[[VE:[^ ]+]] = core.add(%var, %[[EPS]])
// CHECK:         %[[STD:[^ ]+]] = core.sqrt(%[[VE]])
// CHECK:         %[[S:[^ ]+]] = core.div(%gamma, %[[STD]])
// CHECK:         %[[SHAPE:[^ ]+]] = core.constant {value = dense<tensor<[4], i64>, [-1, 1, 1, 1]>}
// CHECK:         %[[SR:[^ ]+]] = core.reshape(%[[S]], %[[SHAPE]])
// CHECK:         %[[W:[^ ]+]] = core.mul(%w, %[[SR]])
// CHECK:         %[[C:[^ ]+]] = core.sub(%b, %mean)
// CHECK:         %[[CS:[^ ]+]] = core.mul(%[[C]], %[[S]])
// CHECK:         %[[B:[^ ]+]] = core.add(%[[CS]], %beta)
// CHECK:         %y = core.conv(%x, %[[W]], %[[B]]) {pads = [1, 1, 1, 1]} : tensor<[1, 2, 6, 6], f32>
// CHECK-NOT:     core.batch_norm
// FOLD-LABEL: graph @conv_bn
// FOLD:         core.constant {value = dense<tensor<[2], f32>, [0.5, 6.0]>}
// FOLD:         %y = core.conv
// FOLD-NOT:     core.batch_norm
// FOLD-NOT:     core.sqrt
graph @conv_bn(%x: tensor<[1, 1, 6, 6], f32>) -> (tensor<*, ?>) {
  %w = core.constant {value = dense<tensor<[2, 1, 3, 3], f32>, [0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.1, 0.0, 0.1, 0.0, 0.1, 0.0, 0.1, 0.0]>} : tensor<[2, 1, 3, 3], f32>
  %b = core.constant {value = dense<tensor<[2], f32>, [1.0, 1.0]>} : tensor<[2], f32>
  %gamma = core.constant {value = dense<tensor<[2], f32>, [2.0, 3.0]>} : tensor<[2], f32>
  %beta = core.constant {value = dense<tensor<[2], f32>, [0.5, 0.0]>} : tensor<[2], f32>
  %mean = core.constant {value = dense<tensor<[2], f32>, [1.0, -1.0]>} : tensor<[2], f32>
  %var = core.constant {value = dense<tensor<[2], f32>, [3.75, 0.75]>} : tensor<[2], f32>
  %c = core.conv(%x, %w, %b) {pads = [1, 1, 1, 1]} : tensor<*, ?>
  %y = core.batch_norm(%c, %gamma, %beta, %mean, %var) {eps = 0.25} : tensor<*, ?>
  return %y
}

// -----

// No conv bias and no affine parameters: B' = -mean * s, s = 1 / sqrt(var + eps).
// CHECK-LABEL: graph @no_bias
// CHECK:         %[[ONE:[^ ]+]] = core.constant {value = dense<tensor<[], f64>, [1.0]>}
// CHECK:         %[[S:[^ ]+]] = core.div(%[[ONE]], %{{[^)]+}})
// CHECK:         %[[NM:[^ ]+]] = core.neg(%mean)
// CHECK:         %[[B:[^ ]+]] = core.mul(%[[NM]], %[[S]])
// CHECK:         %y = core.conv(%x, %{{[^,]+}}, %[[B]]) {groups = 2, strides = [2]} : tensor<[1, 2, 2], f64>
// CHECK-NOT:     core.batch_norm
// FOLD-LABEL: graph @no_bias
// FOLD-NOT:     core.batch_norm
graph @no_bias(%x: tensor<[1, 2, 4], f64>) -> (tensor<*, ?>) {
  %n = prim.Constant : none
  %w = core.constant {value = dense<tensor<[2, 1, 1], f64>, [2.0, 4.0]>} : tensor<[2, 1, 1], f64>
  %mean = core.constant {value = dense<tensor<[2], f64>, [0.5, 1.5]>} : tensor<[2], f64>
  %var = core.constant {value = dense<tensor<[2], f64>, [1.0, 4.0]>} : tensor<[2], f64>
  %c = core.conv(%x, %w, %n) {groups = 2, strides = [2]} : tensor<*, ?>
  %y = core.batch_norm(%c, %n, %n, %mean, %var) : tensor<*, ?>
  return %y
}

// -----

// Left as they are: a conv with another user (its output is needed
// unnormalized), a weight computed at run time, and parameters of another
// dtype than the weight.
// CHECK-LABEL: graph @kept
// FOLD-LABEL: graph @kept
// FOLD-COUNT-3: core.batch_norm
// CHECK-COUNT-3: core.batch_norm
// CHECK-NOT:     core.sqrt
graph @kept(%x: tensor<[1, 2, 4], f32>, %wx: tensor<[2, 2, 1], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %n = prim.Constant : none
  %w = core.constant {value = dense<tensor<[2, 2, 1], f32>, [1.0, 0.0, 0.0, 1.0]>} : tensor<[2, 2, 1], f32>
  %p = core.constant {value = dense<tensor<[2], f32>, [1.0, 2.0]>} : tensor<[2], f32>
  %p64 = core.constant {value = dense<tensor<[2], f64>, [1.0, 2.0]>} : tensor<[2], f64>
  %c0 = core.conv(%x, %w, %n) : tensor<*, ?>
  %y0 = core.batch_norm(%c0, %n, %n, %p, %p) : tensor<*, ?>
  %c1 = core.conv(%x, %wx, %n) : tensor<*, ?>
  %y1 = core.batch_norm(%c1, %n, %n, %p, %p) : tensor<*, ?>
  %c2 = core.conv(%x, %w, %n) : tensor<*, ?>
  %y2 = core.batch_norm(%c2, %n, %n, %p64, %p64) : tensor<*, ?>
  return %c0, %y0, %y1, %y2
}

// -----

// conv_transpose's output channel is its weight's dim 1 ([C, O, *kernel]):
// s scales W along it.
// CHECK-LABEL: graph @conv_transpose_bn
// CHECK:         %[[SHAPE:[^ ]+]] = core.constant {value = dense<tensor<[3], i64>, [1, -1, 1]>}
// CHECK:         %[[SR:[^ ]+]] = core.reshape(%{{[^,]+}}, %[[SHAPE]])
// CHECK:         %[[W:[^ ]+]] = core.mul(%w, %[[SR]])
// CHECK:         %y = core.conv_transpose(%x, %[[W]], %{{[^)]+}}) {strides = [2]} : tensor<[1, 2, 8], f32>
// CHECK-NOT:     core.batch_norm
// FOLD-LABEL: graph @conv_transpose_bn
// FOLD:         core.constant {value = dense<tensor<[3, 2, 2], f32>, [1.0, 2.0, 3.0, 6.0, 2.0, 4.0, 6.0, 12.0, 3.0, 6.0, 9.0, 18.0]>}
// FOLD:         %y = core.conv_transpose
// FOLD-NOT:     core.batch_norm
graph @conv_transpose_bn(%x: tensor<[1, 3, 4], f32>) -> (tensor<*, ?>) {
  %n = prim.Constant : none
  %w = core.constant {value = dense<tensor<[3, 2, 2], f32>, [1.0, 2.0, 1.0, 2.0, 2.0, 4.0, 2.0, 4.0, 3.0, 6.0, 3.0, 6.0]>} : tensor<[3, 2, 2], f32>
  %gamma = core.constant {value = dense<tensor<[2], f32>, [1.0, 3.0]>} : tensor<[2], f32>
  %mean = core.constant {value = dense<tensor<[2], f32>, [0.0, 0.0]>} : tensor<[2], f32>
  %var = core.constant {value = dense<tensor<[2], f32>, [1.0, 1.0]>} : tensor<[2], f32>
  %c = core.conv_transpose(%x, %w, %n) {strides = [2]} : tensor<*, ?>
  %y = core.batch_norm(%c, %gamma, %n, %mean, %var) {eps = 0.0} : tensor<*, ?>
  return %y
}

// -----

// BatchNorm1d after Linear: a linear of a 2-D input has its features at
// the batch norm's channel dim, and W [O, I] is scaled along dim 0. Of a
// 3-D input the batch norm's channels are the linear's rows, and a
// conv_transpose of two groups spreads its output channels over W's two
// leading dims: both stay.
// CHECK-LABEL: graph @linear_bn
// CHECK:         %[[SHAPE:[^ ]+]] = core.constant {value = dense<tensor<[2], i64>, [-1, 1]>}
// CHECK:         %[[SR:[^ ]+]] = core.reshape(%{{[^,]+}}, %[[SHAPE]])
// CHECK:         %[[W:[^ ]+]] = core.mul(%w, %[[SR]])
// CHECK:         %[[C:[^ ]+]] = core.sub(%b, %mean)
// CHECK:         %y = core.linear(%x, %[[W]], %{{[^)]+}}) : tensor<[5, 2], f32>
// CHECK-COUNT-2: core.batch_norm
// CHECK-NOT:     core.batch_norm
// FOLD-LABEL: graph @linear_bn
// FOLD:         core.constant {value = dense<tensor<[2, 3], f32>, [1.0, 2.0, 3.0, 8.0, 10.0, 12.0]>}
// FOLD:         %y = core.linear
// FOLD-COUNT-2: core.batch_norm
graph @linear_bn(%x: tensor<[5, 3], f32>, %x3: tensor<[5, 2, 3], f32>, %xt: tensor<[1, 4, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %n = prim.Constant : none
  %w = core.constant {value = dense<tensor<[2, 3], f32>, [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]>} : tensor<[2, 3], f32>
  %b = core.constant {value = dense<tensor<[2], f32>, [1.0, 1.0]>} : tensor<[2], f32>
  %gamma = core.constant {value = dense<tensor<[2], f32>, [1.0, 2.0]>} : tensor<[2], f32>
  %mean = core.constant {value = dense<tensor<[2], f32>, [0.0, 1.0]>} : tensor<[2], f32>
  %var = core.constant {value = dense<tensor<[2], f32>, [1.0, 1.0]>} : tensor<[2], f32>
  %l = core.linear(%x, %w, %b) : tensor<*, ?>
  %y = core.batch_norm(%l, %gamma, %n, %mean, %var) {eps = 0.0} : tensor<*, ?>
  %l3 = core.linear(%x3, %w, %b) : tensor<*, ?>
  %y3 = core.batch_norm(%l3, %gamma, %n, %mean, %var) {eps = 0.0} : tensor<*, ?>
  %wt = core.constant {value = dense<tensor<[4, 1, 1], f32>, [1.0, 1.0, 1.0, 1.0]>} : tensor<[4, 1, 1], f32>
  %t = core.conv_transpose(%xt, %wt, %n) {groups = 2} : tensor<*, ?>
  %yt = core.batch_norm(%t, %gamma, %n, %mean, %var) {eps = 0.0} : tensor<*, ?>
  return %y, %y3, %yt
}
