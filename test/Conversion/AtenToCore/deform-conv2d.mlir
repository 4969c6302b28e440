// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s
// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,lower-to-onnx{opset=11},cse,dce' | FileCheck %s --check-prefix=ONNX11
// RUN: not onnx-opt %s --split-input-file --pass-pipeline='decompose,lower-to-onnx{opset=10}' 2>&1 | FileCheck %s --check-prefix=OPSET10

// torchvision.deform_conv2d (Torchvision.cpp, docs/torchvision-ops.md):
// the sampling grid from the output's rows and columns and the taps, the
// offsets added to it, the four bilinear corners gathered from the input's
// planes by offset group, then a 1x1 convolution of the columns with the
// weight's groups. Batch, height and width symbolic.

// Stride 1, padding 1, a 3x3 kernel: the output is h x w. Rows o - 1 plus
// the taps' i, columns likewise with j, as [1, 1, 1, 9*h*w].
// CHECK-LABEL: graph @deform_conv2d
// CHECK-SAME:    -> (tensor<[b, 6, h, w], f32>)
// CHECK:         %[[ROWS:.*]] = core.arange({{.*}}) {dtype = i64} : tensor<[h], i64>
// CHECK:         core.sub(%[[ROWS]], %{{.*}}) : tensor<[h], i64>
// CHECK:         %[[TI:.*]] = core.constant {value = dense<tensor<[9, 1, 1], i64>, [0, 0, 0, 1, 1, 1, 2, 2, 2]>}
// CHECK:         core.add(%[[TI]], %{{.*}}) : tensor<[9, h, 1], i64>
// CHECK:         core.reshape(%{{.*}}, %{{.*}}) : tensor<[1, 1, 1, 9*h*w], i64>
// CHECK:         %[[BASEY:.*]] = core.cast(%{{.*}}) {dtype = f32} : tensor<[1, 1, 1, 9*h*w], f32>
// CHECK:         %[[TJ:.*]] = core.constant {value = dense<tensor<[9, 1, 1], i64>, [0, 1, 2, 0, 1, 2, 0, 1, 2]>}
// CHECK:         core.add(%[[TJ]], %{{.*}}) : tensor<[9, 1, w], i64>
// CHECK:         %[[BASEX:.*]] = core.cast(%{{.*}}) {dtype = f32} : tensor<[1, 1, 1, 9*h*w], f32>
// The offsets' dy (channels 0, 2, ...) and dx (1, 3, ...) by offset group.
// CHECK:         %[[MAP:.*]] = core.from_scalars(%{{.*}}) {dtype = i64} : tensor<[4], i64>
// CHECK:         %[[DY:.*]] = core.slice(%offset, {{.*}}) : tensor<[b, 18, h, w], f32>
// CHECK-NEXT:    %[[DYM:.*]] = core.reshape(%[[DY]], %[[MAP]]) : tensor<[b, 2, 1, 9*h*w], f32>
// CHECK-NEXT:    %[[Y:.*]] = core.add(%[[BASEY]], %[[DYM]])
// CHECK:         %[[DX:.*]] = core.slice(%offset, {{.*}}) : tensor<[b, 18, h, w], f32>
// CHECK-NEXT:    %[[DXM:.*]] = core.reshape(%[[DX]], %[[MAP]])
// CHECK-NEXT:    %[[X:.*]] = core.add(%[[BASEX]], %[[DXM]])
// Inside -1 < y < h; the low corner is read for y >= 0, the high one for
// y < h - 1; a point outside is moved to 0, then y0 = floor(y).
// CHECK:         %[[LT:.*]] = core.lt(%[[Y]], %{{.*}})
// CHECK:         %[[GT:.*]] = core.gt(%[[Y]], %{{.*}})
// CHECK-NEXT:    %[[IN:.*]] = core.logical_and(%[[GT]], %[[LT]])
// CHECK:         %[[GE:.*]] = core.ge(%[[Y]], %{{.*}})
// CHECK-NEXT:    %[[VY0:.*]] = core.logical_and(%[[IN]], %[[GE]])
// CHECK:         %[[YIN:.*]] = core.where(%[[IN]], %[[Y]], %{{.*}})
// CHECK-NEXT:    %[[Y0:.*]] = core.floor(%[[YIN]])
// CHECK:         %[[LY:.*]] = core.sub(%[[YIN]], %[[Y0]])
// CHECK:         %[[HY:.*]] = core.sub(%{{.*}}, %[[LY]])
// CHECK:         %[[CY0:.*]] = core.where(%[[VY0]], %[[Y0]], %{{.*}})
// CHECK-NEXT:    core.cast(%[[CY0]]) {dtype = i64} : tensor<[b, 2, 1, 9*h*w], i64>
// CHECK:         core.floor(%{{.*}})
// The planes [b, 2 offset groups, 2 channels, h*w], read at y * w + x.
// CHECK:         %[[PLANES:.*]] = core.reshape(%x, %{{.*}}) : tensor<[b, 2, 2, h*w], f32>
// CHECK:         %[[SHAPE:.*]] = core.constant {value = dense<tensor<[4], i64>, [-1, -1, 2, -1]>}
// CHECK:         %[[IDX:.*]] = core.expand(%{{.*}}, %[[SHAPE]]) : tensor<[b, 2, 2, 9*h*w], i64>
// CHECK-NEXT:    %[[V:.*]] = core.gather(%[[PLANES]], %[[IDX]]) {axis = 3} : tensor<[b, 2, 2, 9*h*w], f32>
// CHECK:         core.where(%{{.*}}, %[[V]], %{{.*}}) : tensor<[b, 2, 2, 9*h*w], f32>
// CHECK-COUNT-3: core.gather(%[[PLANES]]
// The mask times the sample, then the columns [b, 2 * 2 * 9, h, w].
// CHECK:         %[[M:.*]] = core.reshape(%mask, %[[MAP]]) : tensor<[b, 2, 1, 9*h*w], f32>
// CHECK-NEXT:    %[[COLS:.*]] = core.mul(%[[M]], %{{.*}}) : tensor<[b, 2, 2, 9*h*w], f32>
// CHECK:         %[[C:.*]] = core.reshape(%[[COLS]], %{{.*}}) : tensor<[b, 36, h, w], f32>
// CHECK:         %[[W:.*]] = core.reshape(%weight, %{{.*}}) : tensor<[6, 18, 1, 1], f32>
// CHECK-NEXT:    %y = core.conv(%[[C]], %[[W]], %bias) {dilations = [1, 1], groups = 2, pads = [0, 0, 0, 0], strides = [1, 1]} : tensor<[b, 6, h, w], f32>
// CHECK-NEXT:    return %y

// ONNX11-LABEL: graph @deform_conv2d
// ONNX11-SAME:    -> (tensor<[b, 6, h, w], f32>)
// ONNX11-COUNT-4: onnx.GatherElements
// ONNX11:         onnx.Conv({{.*}}) {{{.*}}group = 2

// OPSET10: deform-conv2d.mlir:[[@LINE+6]]:3: error: no lowering of 'core.gather' to opset 10; lowerings exist for opsets >= 11
graph @deform_conv2d(%x: tensor<[b, 4, h, w], f32>, %weight: tensor<[6, 2, 3, 3], f32>, %offset: tensor<[b, 36, h, w], f32>, %mask: tensor<[b, 18, h, w], f32>, %bias: tensor<[6], f32>) -> (tensor<*, ?>) {
  %s1 = prim.Constant {value = 1} : int
  %g = prim.Constant {value = 2} : int
  %og = prim.Constant {value = 2} : int
  %true = prim.Constant {value = true} : bool
  %y = torchvision.deform_conv2d(%x, %weight, %offset, %mask, %bias, %s1, %s1, %s1, %s1, %s1, %s1, %g, %og, %true) {tocc.schema = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, int offset_groups, bool use_mask) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

// Stride (2, 1), padding (0, 2), dilation (1, 2), f64; no mask (it is not
// read) and no bias (the convolution's is none). Rows 2 o plus i, columns
// o - 2 plus 2 j; the output's size over the input's symbolic one.
// CHECK-LABEL: graph @deform_conv2d_stride_dilation
// CHECK-SAME:    -> (tensor<[1, 2, h floordiv 2, w], f64>)
// CHECK:         %[[ROWS:.*]] = core.arange({{.*}}) {dtype = i64} : tensor<[h floordiv 2], i64>
// CHECK-NEXT:    %[[TWO:.*]] = core.constant {value = dense<tensor<[], i64>, [2]>}
// CHECK-NEXT:    core.mul(%[[ROWS]], %[[TWO]]) : tensor<[h floordiv 2], i64>
// CHECK:         core.constant {value = dense<tensor<[6, 1, 1], i64>, [0, 0, 0, 1, 1, 1]>}
// CHECK:         core.arange({{.*}}) {dtype = i64} : tensor<[w], i64>
// CHECK:         core.constant {value = dense<tensor<[6, 1, 1], i64>, [0, 2, 4, 0, 2, 4]>}
// CHECK:         core.cast(%{{.*}}) {dtype = f64} : tensor<[1, 1, 1, 6*w*(h floordiv 2)], f64>
// CHECK-NOT:     %mask
// CHECK:         %y = core.conv(%{{.*}}, %{{.*}}, %none) {dilations = [1, 1], groups = 1, pads = [0, 0, 0, 0], strides = [1, 1]} : tensor<[1, 2, h floordiv 2, w], f64>
graph @deform_conv2d_stride_dilation(%x: tensor<[1, 3, h, w], f64>, %weight: tensor<[2, 3, 2, 3], f64>, %offset: tensor<[1, 12, ?, ?], f64>, %mask: tensor<[1, 0], f64>) -> (tensor<*, ?>) {
  %s0 = prim.Constant {value = 0} : int
  %s1 = prim.Constant {value = 1} : int
  %s2 = prim.Constant {value = 2} : int
  %false = prim.Constant {value = false} : bool
  %none = prim.Constant : none
  %y = torchvision.deform_conv2d(%x, %weight, %offset, %mask, %none, %s2, %s1, %s0, %s2, %s1, %s2, %s1, %s1, %false) {tocc.schema = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, int offset_groups, bool use_mask) -> Tensor"} : tensor<*, ?>
  return %y
}
