// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// CHECK-LABEL: graph @conv1d
// CHECK-NEXT:    %[[V0:.*]] = core.conv(%x, %w, %b) {dilations = [1], groups = 1, pads = [1, 1], strides = [2]} : tensor<[2, 4, 4], f32>
// CHECK-NEXT:    return %[[V0]]
graph @conv1d(%x: tensor<[2, 3, 8], f32>, %w: tensor<[4, 3, 3], f32>, %b: tensor<[4], f32>) -> (tensor<[2, 4, 4], f32>) {
  %c1 = prim.Constant {value = [2]} : list<int>
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = [1]} : list<int>
  %c4 = prim.Constant {value = 1} : int
  %r4_0 = aten.conv1d(%x, %w, %b, %c1, %c2, %c3, %c4) : tensor<[2, 4, 4], f32>
  return %r4_0
}

// -----

// CHECK-LABEL: graph @conv2d
// CHECK-NEXT:    %[[V0:.*]] = core.conv(%x, %w, %b) {dilations = [1, 1], groups = 1, pads = [1, 1, 1, 1], strides = [2, 2]} : tensor<[1, 4, 3, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @conv2d(%x: tensor<[1, 3, 6, 6], f32>, %w: tensor<[4, 3, 3, 3], f32>, %b: tensor<[4], f32>) -> (tensor<[1, 4, 3, 3], f32>) {
  %c1 = prim.Constant {value = [2]} : list<int>
  %c2 = prim.Constant {value = [1, 1]} : list<int>
  %c3 = prim.Constant {value = [1, 1]} : list<int>
  %c4 = prim.Constant {value = 1} : int
  %r4_0 = aten.conv2d(%x, %w, %b, %c1, %c2, %c3, %c4) : tensor<[1, 4, 3, 3], f32>
  return %r4_0
}

// -----

// CHECK-LABEL: graph @conv3d
// CHECK-NEXT:    %[[V0:.*]] = core.conv(%x, %w, %b) {dilations = [1, 1, 1], groups = 1, pads = [1, 1, 1, 1, 1, 1], strides = [1, 1, 1]} : tensor<[1, 3, 5, 5, 5], f32>
// CHECK-NEXT:    return %[[V0]]
graph @conv3d(%x: tensor<[1, 2, 5, 5, 5], f32>, %w: tensor<[3, 2, 3, 3, 3], f32>, %b: tensor<[3], f32>) -> (tensor<[1, 3, 5, 5, 5], f32>) {
  %c1 = prim.Constant {value = [1]} : list<int>
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = [1]} : list<int>
  %c4 = prim.Constant {value = 1} : int
  %r4_0 = aten.conv3d(%x, %w, %b, %c1, %c2, %c3, %c4) : tensor<[1, 3, 5, 5, 5], f32>
  return %r4_0
}

// -----

// CHECK-LABEL: graph @conv1d_same
// CHECK-NEXT:    %c1 = prim.Constant : none
// CHECK-NEXT:    %[[V0:.*]] = core.conv(%x, %w, %c1) {dilations = [1], groups = 1, pads = [1, 2], strides = [1]} : tensor<[1, 3, 7], f32>
// CHECK-NEXT:    return %[[V0]]
graph @conv1d_same(%x: tensor<[1, 2, 7], f32>, %w: tensor<[3, 2, 4], f32>) -> (tensor<[1, 3, 7], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = "same"} : str
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = 1} : int
  %r5_0 = aten.conv1d.padding(%x, %w, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 3, 7], f32>
  return %r5_0
}

// -----

// CHECK-LABEL: graph @conv2d_same
// CHECK-NEXT:    %c1 = prim.Constant : none
// CHECK-NEXT:    %[[V0:.*]] = core.conv(%x, %w, %c1) {dilations = [2, 1], groups = 1, pads = [2, 0, 2, 1], strides = [1, 1]} : tensor<[1, 3, 6, 6], f32>
// CHECK-NEXT:    return %[[V0]]
graph @conv2d_same(%x: tensor<[1, 2, 6, 6], f32>, %w: tensor<[3, 2, 3, 2], f32>) -> (tensor<[1, 3, 6, 6], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = "same"} : str
  %c4 = prim.Constant {value = [2, 1]} : list<int>
  %c5 = prim.Constant {value = 1} : int
  %r5_0 = aten.conv2d.padding(%x, %w, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 3, 6, 6], f32>
  return %r5_0
}

// -----

// CHECK-LABEL: graph @conv3d_same
// CHECK-NEXT:    %c1 = prim.Constant : none
// CHECK-NEXT:    %[[V0:.*]] = core.conv(%x, %w, %c1) {dilations = [1, 1, 1], groups = 1, pads = [1, 1, 1, 1, 1, 1], strides = [1, 1, 1]} : tensor<[1, 2, 4, 4, 4], f32>
// CHECK-NEXT:    return %[[V0]]
graph @conv3d_same(%x: tensor<[1, 1, 4, 4, 4], f32>, %w: tensor<[2, 1, 3, 3, 3], f32>) -> (tensor<[1, 2, 4, 4, 4], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = "same"} : str
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = 1} : int
  %r5_0 = aten.conv3d.padding(%x, %w, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 2, 4, 4, 4], f32>
  return %r5_0
}

// -----

// CHECK-LABEL: graph @convolution
// CHECK-NEXT:    %[[V0:.*]] = core.conv(%x, %w, %b) {dilations = [1, 1], groups = 1, pads = [1, 1, 1, 1], strides = [1, 1]} : tensor<[1, 4, 6, 6], f32>
// CHECK-NEXT:    return %[[V0]]
graph @convolution(%x: tensor<[1, 3, 6, 6], f32>, %w: tensor<[4, 3, 3, 3], f32>, %b: tensor<[4], f32>) -> (tensor<[1, 4, 6, 6], f32>) {
  %c1 = prim.Constant {value = [1, 1]} : list<int>
  %c2 = prim.Constant {value = [1, 1]} : list<int>
  %c3 = prim.Constant {value = [1, 1]} : list<int>
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant {value = [0, 0]} : list<int>
  %c6 = prim.Constant {value = 1} : int
  %r6_0 = aten.convolution(%x, %w, %b, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<[1, 4, 6, 6], f32>
  return %r6_0
}

// -----

// CHECK-LABEL: graph @_convolution
// CHECK-NEXT:    %c1 = prim.Constant : none
// CHECK-NEXT:    %[[V0:.*]] = core.conv(%x, %w, %c1) {dilations = [1], groups = 1, pads = [0, 0], strides = [1]} : tensor<[1, 4, 5], f32>
// CHECK-NEXT:    return %[[V0]]
graph @_convolution(%x: tensor<[1, 2, 7], f32>, %w: tensor<[4, 2, 3], f32>) -> (tensor<[1, 4, 5], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = [0]} : list<int>
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = [0]} : list<int>
  %c7 = prim.Constant {value = 1} : int
  %c8 = prim.Constant {value = false} : bool
  %c9 = prim.Constant {value = false} : bool
  %c10 = prim.Constant {value = true} : bool
  %c11 = prim.Constant {value = true} : bool
  %r11_0 = aten._convolution(%x, %w, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11) : tensor<[1, 4, 5], f32>
  return %r11_0
}

// -----

// CHECK-LABEL: graph @conv_transpose1d
// CHECK-NEXT:    %[[V0:.*]] = core.conv_transpose(%x, %w, %b) {dilations = [1], groups = 1, output_padding = [1], pads = [1, 1], strides = [2]} : tensor<[2, 2, 10], f32>
// CHECK-NEXT:    return %[[V0]]
graph @conv_transpose1d(%x: tensor<[2, 3, 5], f32>, %w: tensor<[3, 2, 3], f32>, %b: tensor<[2], f32>) -> (tensor<[2, 2, 10], f32>) {
  %c1 = prim.Constant {value = [2]} : list<int>
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = [1]} : list<int>
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = [1]} : list<int>
  %r5_0 = aten.conv_transpose1d(%x, %w, %b, %c1, %c2, %c3, %c4, %c5) : tensor<[2, 2, 10], f32>
  return %r5_0
}

// -----

// CHECK-LABEL: graph @conv_transpose2d
// CHECK-NEXT:    %[[V0:.*]] = core.conv_transpose(%x, %w, %b) {dilations = [1, 1], groups = 1, output_padding = [1, 1], pads = [1, 1, 1, 1], strides = [2, 2]} : tensor<[1, 2, 8, 8], f32>
// CHECK-NEXT:    return %[[V0]]
graph @conv_transpose2d(%x: tensor<[1, 3, 4, 4], f32>, %w: tensor<[3, 2, 3, 3], f32>, %b: tensor<[2], f32>) -> (tensor<[1, 2, 8, 8], f32>) {
  %c1 = prim.Constant {value = [2]} : list<int>
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = [1]} : list<int>
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = [1]} : list<int>
  %r5_0 = aten.conv_transpose2d.input(%x, %w, %b, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 2, 8, 8], f32>
  return %r5_0
}

// -----

// CHECK-LABEL: graph @conv_transpose3d
// CHECK-NEXT:    %[[V0:.*]] = core.conv_transpose(%x, %w, %b) {dilations = [1, 1, 1], groups = 1, output_padding = [0, 0, 0], pads = [0, 0, 0, 0, 0, 0], strides = [2, 2, 2]} : tensor<[1, 2, 6, 6, 6], f32>
// CHECK-NEXT:    return %[[V0]]
graph @conv_transpose3d(%x: tensor<[1, 2, 3, 3, 3], f32>, %w: tensor<[2, 2, 2, 2, 2], f32>, %b: tensor<[2], f32>) -> (tensor<[1, 2, 6, 6, 6], f32>) {
  %c1 = prim.Constant {value = [2]} : list<int>
  %c2 = prim.Constant {value = [0]} : list<int>
  %c3 = prim.Constant {value = [0]} : list<int>
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = [1]} : list<int>
  %r5_0 = aten.conv_transpose3d.input(%x, %w, %b, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 2, 6, 6, 6], f32>
  return %r5_0
}

// -----

// CHECK-LABEL: graph @max_pool1d
// CHECK-NEXT:    %[[V0:.*]] = core.max_pool(%x) {ceil_mode = false, dilations = [1], kernel_shape = [3], pads = [1, 1], strides = [2]} : tensor<[2, 3, 5], f32>
// CHECK-NEXT:    return %[[V0]]
graph @max_pool1d(%x: tensor<[2, 3, 9], f32>) -> (tensor<[2, 3, 5], f32>) {
  %c1 = prim.Constant {value = [3]} : list<int>
  %c2 = prim.Constant {value = [2]} : list<int>
  %c3 = prim.Constant {value = [1]} : list<int>
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = false} : bool
  %r5_0 = aten.max_pool1d(%x, %c1, %c2, %c3, %c4, %c5) : tensor<[2, 3, 5], f32>
  return %r5_0
}

// -----

// CHECK-LABEL: graph @max_pool2d
// CHECK-NEXT:    %[[V0:.*]] = core.max_pool(%x) {ceil_mode = false, dilations = [1, 1], kernel_shape = [2, 2], pads = [0, 0, 0, 0], strides = [2, 2]} : tensor<[1, 3, 4, 4], f32>
// CHECK-NEXT:    return %[[V0]]
graph @max_pool2d(%x: tensor<[1, 3, 8, 8], f32>) -> (tensor<[1, 3, 4, 4], f32>) {
  %c1 = prim.Constant {value = [2, 2]} : list<int>
  %c2 = prim.Constant {value = []} : list<int>
  %c3 = prim.Constant {value = [0]} : list<int>
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = false} : bool
  %r5_0 = aten.max_pool2d(%x, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 3, 4, 4], f32>
  return %r5_0
}

// -----

// CHECK-LABEL: graph @max_pool3d
// CHECK-NEXT:    %[[V0:.*]] = core.max_pool(%x) {ceil_mode = false, dilations = [1, 1, 1], kernel_shape = [2, 2, 2], pads = [0, 0, 0, 0, 0, 0], strides = [2, 2, 2]} : tensor<[1, 2, 3, 3, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @max_pool3d(%x: tensor<[1, 2, 6, 6, 6], f32>) -> (tensor<[1, 2, 3, 3, 3], f32>) {
  %c1 = prim.Constant {value = [2]} : list<int>
  %c2 = prim.Constant {value = []} : list<int>
  %c3 = prim.Constant {value = [0]} : list<int>
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = false} : bool
  %r5_0 = aten.max_pool3d(%x, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 2, 3, 3, 3], f32>
  return %r5_0
}

// -----

// CHECK-LABEL: graph @max_pool1d_with_indices
// CHECK-NEXT:    %[[V0:.*]] = core.max_pool(%x) {ceil_mode = false, dilations = [1], kernel_shape = [2], pads = [0, 0], strides = [2]} : tensor<[1, 2, 4], f32>
// CHECK-NEXT:    return %[[V0]]
graph @max_pool1d_with_indices(%x: tensor<[1, 2, 8], f32>) -> (tensor<[1, 2, 4], f32>) {
  %c1 = prim.Constant {value = [2]} : list<int>
  %c2 = prim.Constant {value = []} : list<int>
  %c3 = prim.Constant {value = [0]} : list<int>
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = false} : bool
  %r5_0, %r5_1 = aten.max_pool1d_with_indices(%x, %c1, %c2, %c3, %c4, %c5) : (tensor<[1, 2, 4], f32>, tensor<[1, 2, 4], i64>)
  return %r5_0
}

// -----

// CHECK-LABEL: graph @max_pool2d_with_indices
// CHECK-NEXT:    %[[V0:.*]] = core.max_pool(%x) {ceil_mode = false, dilations = [1, 1], kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [2, 2]} : tensor<[1, 2, 3, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @max_pool2d_with_indices(%x: tensor<[1, 2, 6, 6], f32>) -> (tensor<[1, 2, 3, 3], f32>) {
  %c1 = prim.Constant {value = [3, 3]} : list<int>
  %c2 = prim.Constant {value = [2, 2]} : list<int>
  %c3 = prim.Constant {value = [1, 1]} : list<int>
  %c4 = prim.Constant {value = [1, 1]} : list<int>
  %c5 = prim.Constant {value = false} : bool
  %r5_0, %r5_1 = aten.max_pool2d_with_indices(%x, %c1, %c2, %c3, %c4, %c5) : (tensor<[1, 2, 3, 3], f32>, tensor<[1, 2, 3, 3], i64>)
  return %r5_0
}

// -----

// CHECK-LABEL: graph @max_pool3d_with_indices
// CHECK-NEXT:    %[[V0:.*]] = core.max_pool(%x) {ceil_mode = false, dilations = [1, 1, 1], kernel_shape = [2, 2, 2], pads = [0, 0, 0, 0, 0, 0], strides = [2, 2, 2]} : tensor<[1, 1, 2, 2, 2], f32>
// CHECK-NEXT:    return %[[V0]]
graph @max_pool3d_with_indices(%x: tensor<[1, 1, 4, 4, 4], f32>) -> (tensor<[1, 1, 2, 2, 2], f32>) {
  %c1 = prim.Constant {value = [2, 2, 2]} : list<int>
  %c2 = prim.Constant {value = []} : list<int>
  %c3 = prim.Constant {value = [0]} : list<int>
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = false} : bool
  %r5_0, %r5_1 = aten.max_pool3d_with_indices(%x, %c1, %c2, %c3, %c4, %c5) : (tensor<[1, 1, 2, 2, 2], f32>, tensor<[1, 1, 2, 2, 2], i64>)
  return %r5_0
}

// -----

// CHECK-LABEL: graph @avg_pool1d
// CHECK-NEXT:    %[[V0:.*]] = core.avg_pool(%x) {ceil_mode = false, count_include_pad = true, kernel_shape = [3], pads = [1, 1], strides = [2]} : tensor<[2, 3, 5], f32>
// CHECK-NEXT:    return %[[V0]]
graph @avg_pool1d(%x: tensor<[2, 3, 9], f32>) -> (tensor<[2, 3, 5], f32>) {
  %c1 = prim.Constant {value = [3]} : list<int>
  %c2 = prim.Constant {value = [2]} : list<int>
  %c3 = prim.Constant {value = [1]} : list<int>
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant {value = true} : bool
  %r5_0 = aten.avg_pool1d(%x, %c1, %c2, %c3, %c4, %c5) : tensor<[2, 3, 5], f32>
  return %r5_0
}

// -----

// CHECK-LABEL: graph @avg_pool2d
// CHECK-NEXT:    %[[V0:.*]] = core.avg_pool(%x) {ceil_mode = false, count_include_pad = true, kernel_shape = [2, 2], pads = [0, 0, 0, 0], strides = [2, 2]} : tensor<[1, 3, 4, 4], f32>
// CHECK-NEXT:    return %[[V0]]
graph @avg_pool2d(%x: tensor<[1, 3, 8, 8], f32>) -> (tensor<[1, 3, 4, 4], f32>) {
  %c1 = prim.Constant {value = [2, 2]} : list<int>
  %c2 = prim.Constant {value = []} : list<int>
  %c3 = prim.Constant {value = [0]} : list<int>
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant {value = true} : bool
  %c6 = prim.Constant : none
  %r6_0 = aten.avg_pool2d(%x, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<[1, 3, 4, 4], f32>
  return %r6_0
}

// -----

// CHECK-LABEL: graph @avg_pool3d
// CHECK-NEXT:    %[[V0:.*]] = core.avg_pool(%x) {ceil_mode = false, count_include_pad = true, kernel_shape = [2, 2, 2], pads = [0, 0, 0, 0, 0, 0], strides = [2, 2, 2]} : tensor<[1, 2, 2, 2, 2], f32>
// CHECK-NEXT:    return %[[V0]]
graph @avg_pool3d(%x: tensor<[1, 2, 4, 4, 4], f32>) -> (tensor<[1, 2, 2, 2, 2], f32>) {
  %c1 = prim.Constant {value = [2]} : list<int>
  %c2 = prim.Constant {value = []} : list<int>
  %c3 = prim.Constant {value = [0]} : list<int>
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant {value = true} : bool
  %c6 = prim.Constant : none
  %r6_0 = aten.avg_pool3d(%x, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<[1, 2, 2, 2, 2], f32>
  return %r6_0
}

// -----

// CHECK-LABEL: graph @adaptive_avg_pool1d
// CHECK-NEXT:    %[[V0:.*]] = core.adaptive_avg_pool(%x) {output_size = [3]} : tensor<[2, 3, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @adaptive_avg_pool1d(%x: tensor<[2, 3, 7], f32>) -> (tensor<[2, 3, 3], f32>) {
  %c1 = prim.Constant {value = [3]} : list<int>
  %r1_0 = aten.adaptive_avg_pool1d(%x, %c1) : tensor<[2, 3, 3], f32>
  return %r1_0
}

// -----

// CHECK-LABEL: graph @adaptive_avg_pool2d_global
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_mean(%x) {axes = [2, 3], keepdim = true} : tensor<[1, 3, 1, 1], f32>
// CHECK-NEXT:    return %[[V0]]
graph @adaptive_avg_pool2d_global(%x: tensor<[1, 3, 5, 5], f32>) -> (tensor<[1, 3, 1, 1], f32>) {
  %c1 = prim.Constant {value = [1, 1]} : list<int>
  %r1_0 = aten.adaptive_avg_pool2d(%x, %c1) : tensor<[1, 3, 1, 1], f32>
  return %r1_0
}

// -----

// CHECK-LABEL: graph @adaptive_avg_pool3d
// CHECK-NEXT:    %[[V0:.*]] = core.adaptive_avg_pool(%x) {output_size = [2, 3, 3]} : tensor<[1, 2, 2, 3, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @adaptive_avg_pool3d(%x: tensor<[1, 2, 4, 5, 6], f32>) -> (tensor<[1, 2, 2, 3, 3], f32>) {
  %c1 = prim.Constant {value = [2, 3, 3]} : list<int>
  %r1_0 = aten.adaptive_avg_pool3d(%x, %c1) : tensor<[1, 2, 2, 3, 3], f32>
  return %r1_0
}

// -----

// CHECK-LABEL: graph @adaptive_max_pool1d
// CHECK-NEXT:    %[[V0:.*]] = core.adaptive_max_pool(%x) {output_size = [3]} : tensor<[2, 3, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @adaptive_max_pool1d(%x: tensor<[2, 3, 7], f32>) -> (tensor<[2, 3, 3], f32>) {
  %c1 = prim.Constant {value = [3]} : list<int>
  %r1_0, %r1_1 = aten.adaptive_max_pool1d(%x, %c1) : (tensor<[2, 3, 3], f32>, tensor<[2, 3, 3], i64>)
  return %r1_0
}

// -----

// CHECK-LABEL: graph @adaptive_max_pool2d
// CHECK-NEXT:    %[[V0:.*]] = core.adaptive_max_pool(%x) {output_size = [3, 2]} : tensor<[1, 3, 3, 2], f32>
// CHECK-NEXT:    return %[[V0]]
graph @adaptive_max_pool2d(%x: tensor<[1, 3, 7, 5], f32>) -> (tensor<[1, 3, 3, 2], f32>) {
  %c1 = prim.Constant {value = [3, 2]} : list<int>
  %r1_0, %r1_1 = aten.adaptive_max_pool2d(%x, %c1) : (tensor<[1, 3, 3, 2], f32>, tensor<[1, 3, 3, 2], i64>)
  return %r1_0
}

// -----

// CHECK-LABEL: graph @adaptive_max_pool3d
// CHECK-NEXT:    %[[V0:.*]] = core.adaptive_max_pool(%x) {output_size = [2, 2, 3]} : tensor<[1, 2, 2, 2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @adaptive_max_pool3d(%x: tensor<[1, 2, 4, 5, 6], f32>) -> (tensor<[1, 2, 2, 2, 3], f32>) {
  %c1 = prim.Constant {value = [2, 2, 3]} : list<int>
  %r1_0, %r1_1 = aten.adaptive_max_pool3d(%x, %c1) : (tensor<[1, 2, 2, 2, 3], f32>, tensor<[1, 2, 2, 2, 3], i64>)
  return %r1_0
}

// -----

// Used indices: values and indices one pooled dim after the other from
// the last, over gathered windows (any dim size): reduce_max and argmax
// over a window's positions, the position start + argmax, and the inner
// dims' flat index read there (gather) behind pos * their sizes.

// CHECK-LABEL: graph @adaptive_max_pool2d_indices
// CHECK:         %[[GW:.*]] = core.index_select(%x, %{{.*}}) {axis = 3} : tensor<[n, 3, h, 2, ?], f32>
// CHECK:         %[[MW:.*]] = core.reduce_max(%[[GW]]) {axes = [4], keepdim = false} : tensor<[n, 3, h, 2], f32>
// CHECK:         %[[AW:.*]] = core.argmax(%[[GW]]) {axis = 4, keepdim = false} : tensor<[n, 3, h, 2], i64>
// CHECK:         %[[PW:.*]] = core.add(%[[AW]], %{{.*}}) : tensor<[n, 3, h, 2], i64>
// CHECK:         %[[GH:.*]] = core.index_select(%[[MW]], %{{.*}}) {axis = 2} : tensor<[n, 3, 3, ?, 2], f32>
// CHECK:         %[[V:.*]] = core.reduce_max(%[[GH]]) {axes = [3], keepdim = false} : tensor<[n, 3, 3, 2], f32>
// CHECK:         %[[AH:.*]] = core.argmax(%[[GH]]) {axis = 3, keepdim = false} : tensor<[n, 3, 3, 2], i64>
// CHECK:         %[[PH:.*]] = core.add(%[[AH]], %{{.*}}) : tensor<[n, 3, 3, 2], i64>
// CHECK:         %[[ROW:.*]] = core.mul(%[[PH]], %{{.*}}) : tensor<[n, 3, 3, 2], i64>
// CHECK:         %[[COL:.*]] = core.gather(%[[PW]], %[[PH]]) {axis = 2} : tensor<[n, 3, 3, 2], i64>
// CHECK:         %[[I:.*]] = core.add(%[[ROW]], %[[COL]]) : tensor<[n, 3, 3, 2], i64>
// CHECK:         return %[[V]], %[[I]]
graph @adaptive_max_pool2d_indices(%x: tensor<[n, 3, h, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c1 = prim.Constant {value = [3, 2]} : list<int>
  %r1_0, %r1_1 = aten.adaptive_max_pool2d(%x, %c1) : (tensor<*, ?>, tensor<*, ?>)
  return %r1_0, %r1_1
}

// -----

// CHECK-LABEL: graph @batch_norm
// CHECK-NEXT:    %c1 = prim.Constant {value = dense<tensor<[3], f32>, [0.7677562, 1.0228922, 0.5091022]>} : tensor<[3], f32>
// CHECK-NEXT:    %[[V0:.*]] = core.batch_norm(%x, %w, %b, %m, %c1) {eps = 1.0e-05} : tensor<[2, 3, 4, 4], f32>
// CHECK-NEXT:    return %[[V0]]
graph @batch_norm(%x: tensor<[2, 3, 4, 4], f32>, %w: tensor<[3], f32>, %b: tensor<[3], f32>, %m: tensor<[3], f32>) -> (tensor<[2, 3, 4, 4], f32>) {
  %c1 = prim.Constant {value = dense<tensor<[3], f32>, [0.7677562236785889, 1.0228922367095947, 0.5091022253036499]>} : tensor<[3], f32>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = 0.1} : float
  %c4 = prim.Constant {value = 1.0e-05} : float
  %c5 = prim.Constant {value = true} : bool
  %r5_0 = aten.batch_norm(%x, %w, %b, %m, %c1, %c2, %c3, %c4, %c5) : tensor<[2, 3, 4, 4], f32>
  return %r5_0
}

// -----

// CHECK-LABEL: graph @native_batch_norm
// CHECK-NEXT:    %c1 = prim.Constant {value = dense<tensor<[3], f32>, [1.385784, 0.63058656, 0.6802902]>} : tensor<[3], f32>
// CHECK-NEXT:    %[[V0:.*]] = core.batch_norm(%x, %w, %b, %m, %c1) {eps = 1.0e-05} : tensor<[2, 3, 5], f32>
// CHECK-NEXT:    return %[[V0]]
graph @native_batch_norm(%x: tensor<[2, 3, 5], f32>, %w: tensor<[3], f32>, %b: tensor<[3], f32>, %m: tensor<[3], f32>) -> (tensor<[2, 3, 5], f32>) {
  %c1 = prim.Constant {value = dense<tensor<[3], f32>, [1.3857840299606323, 0.630586564540863, 0.6802902221679688]>} : tensor<[3], f32>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = 0.1} : float
  %c4 = prim.Constant {value = 1.0e-05} : float
  %r4_0, %r4_1, %r4_2 = aten.native_batch_norm(%x, %w, %b, %m, %c1, %c2, %c3, %c4) : (tensor<[2, 3, 5], f32>, tensor<[0], f32>, tensor<[0], f32>)
  return %r4_0
}

// -----

// CHECK-LABEL: graph @instance_norm
// CHECK-NEXT:    %[[V0:.*]] = core.instance_norm(%x, %w, %b) {eps = 1.0e-05} : tensor<[2, 3, 5, 5], f32>
// CHECK-NEXT:    return %[[V0]]
graph @instance_norm(%x: tensor<[2, 3, 5, 5], f32>, %w: tensor<[3], f32>, %b: tensor<[3], f32>) -> (tensor<[2, 3, 5, 5], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant : none
  %c3 = prim.Constant {value = true} : bool
  %c4 = prim.Constant {value = 0.1} : float
  %c5 = prim.Constant {value = 1.0e-05} : float
  %c6 = prim.Constant {value = false} : bool
  %r6_0 = aten.instance_norm(%x, %w, %b, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<[2, 3, 5, 5], f32>
  return %r6_0
}

// -----

// CHECK-LABEL: graph @layer_norm
// CHECK-NEXT:    %[[V0:.*]] = core.layer_norm(%x, %w, %b) {axis = 2, eps = 1.0e-05} : tensor<[2, 3, 4], f32>
// CHECK-NEXT:    return %[[V0]]
graph @layer_norm(%x: tensor<[2, 3, 4], f32>, %w: tensor<[4], f32>, %b: tensor<[4], f32>) -> (tensor<[2, 3, 4], f32>) {
  %c1 = prim.Constant {value = [4]} : list<int>
  %c2 = prim.Constant {value = 1.0e-05} : float
  %c3 = prim.Constant {value = true} : bool
  %r3_0 = aten.layer_norm(%x, %c1, %w, %b, %c2, %c3) : tensor<[2, 3, 4], f32>
  return %r3_0
}

// -----

// CHECK-LABEL: graph @native_layer_norm
// CHECK-NEXT:    %[[V0:.*]] = core.layer_norm(%x, %w, %b) {axis = 1, eps = 1.0e-05} : tensor<[2, 5], f32>
// CHECK-NEXT:    return %[[V0]]
graph @native_layer_norm(%x: tensor<[2, 5], f32>, %w: tensor<[5], f32>, %b: tensor<[5], f32>) -> (tensor<[2, 5], f32>) {
  %c1 = prim.Constant {value = [5]} : list<int>
  %c2 = prim.Constant {value = 1.0e-05} : float
  %r2_0, %r2_1, %r2_2 = aten.native_layer_norm(%x, %c1, %w, %b, %c2) : (tensor<[2, 5], f32>, tensor<[2, 1], f32>, tensor<[2, 1], f32>)
  return %r2_0
}

// -----

// CHECK-LABEL: graph @group_norm
// CHECK-NEXT:    %[[V0:.*]] = core.group_norm(%x, %w, %b) {eps = 1.0e-05, groups = 2} : tensor<[2, 4, 3, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @group_norm(%x: tensor<[2, 4, 3, 3], f32>, %w: tensor<[4], f32>, %b: tensor<[4], f32>) -> (tensor<[2, 4, 3, 3], f32>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant {value = 1.0e-05} : float
  %c3 = prim.Constant {value = true} : bool
  %r3_0 = aten.group_norm(%x, %c1, %w, %b, %c2, %c3) : tensor<[2, 4, 3, 3], f32>
  return %r3_0
}

// -----

// CHECK-LABEL: graph @native_group_norm
// CHECK-NEXT:    %[[V0:.*]] = core.group_norm(%x, %w, %b) {eps = 1.0e-05, groups = 4} : tensor<[2, 4, 3, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @native_group_norm(%x: tensor<[2, 4, 3, 3], f32>, %w: tensor<[4], f32>, %b: tensor<[4], f32>) -> (tensor<[2, 4, 3, 3], f32>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant {value = 4} : int
  %c3 = prim.Constant {value = 9} : int
  %c4 = prim.Constant {value = 4} : int
  %c5 = prim.Constant {value = 1.0e-05} : float
  %r5_0, %r5_1, %r5_2 = aten.native_group_norm(%x, %w, %b, %c1, %c2, %c3, %c4, %c5) : (tensor<[2, 4, 3, 3], f32>, tensor<[2, 4], f32>, tensor<[2, 4], f32>)
  return %r5_0
}

// -----

// CHECK-LABEL: graph @upsample_nearest1d
// CHECK-NEXT:    %[[V0:.*]] = core.shape_of(%x) : tensor<[3], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V5:.*]] = core.slice(%[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]]) : tensor<[2], i64>
// CHECK-NEXT:    %[[V6:.*]] = core.constant {value = dense<tensor<[1], i64>, [10]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V7:.*]] = core.concat(%[[V5]], %[[V6]]) {axis = 0} : tensor<[3], i64>
// CHECK-NEXT:    %[[V8:.*]] = core.resize(%x, %[[V7]]) {coordinate_transformation_mode = "asymmetric", cubic_coeff_a = -0.75, mode = "nearest", nearest_mode = "floor"} : tensor<[1, 2, 10], f32>
// CHECK-NEXT:    return %[[V8]]
graph @upsample_nearest1d(%x: tensor<[1, 2, 5], f32>) -> (tensor<[1, 2, 10], f32>) {
  %c1 = prim.Constant {value = [10]} : list<int>
  %c2 = prim.Constant : none
  %r2_0 = aten.upsample_nearest1d(%x, %c1, %c2) : tensor<[1, 2, 10], f32>
  return %r2_0
}

// -----

// CHECK-LABEL: graph @upsample_nearest1d_vec
// CHECK-NEXT:    %[[V0:.*]] = core.resize(%x) {coordinate_transformation_mode = "asymmetric", cubic_coeff_a = -0.75, mode = "nearest", nearest_mode = "floor", scales = [1.0, 1.0, 2.0]} : tensor<[1, 2, 10], f32>
// CHECK-NEXT:    return %[[V0]]
graph @upsample_nearest1d_vec(%x: tensor<[1, 2, 5], f32>) -> (tensor<[1, 2, 10], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [2.0]} : list<float>
  %r2_0 = aten.upsample_nearest1d.vec(%x, %c1, %c2) : tensor<[1, 2, 10], f32>
  return %r2_0
}

// -----

// CHECK-LABEL: graph @upsample_nearest2d
// CHECK-NEXT:    %[[V0:.*]] = core.shape_of(%x) : tensor<[4], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V5:.*]] = core.slice(%[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]]) : tensor<[2], i64>
// CHECK-NEXT:    %[[V6:.*]] = core.constant {value = dense<tensor<[2], i64>, [6, 8]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[V7:.*]] = core.concat(%[[V5]], %[[V6]]) {axis = 0} : tensor<[4], i64>
// CHECK-NEXT:    %[[V8:.*]] = core.resize(%x, %[[V7]]) {coordinate_transformation_mode = "asymmetric", cubic_coeff_a = -0.75, mode = "nearest", nearest_mode = "floor"} : tensor<[1, 2, 6, 8], f32>
// CHECK-NEXT:    return %[[V8]]
graph @upsample_nearest2d(%x: tensor<[1, 2, 3, 4], f32>) -> (tensor<[1, 2, 6, 8], f32>) {
  %c1 = prim.Constant {value = [6, 8]} : list<int>
  %c2 = prim.Constant : none
  %c3 = prim.Constant : none
  %r3_0 = aten.upsample_nearest2d(%x, %c1, %c2, %c3) : tensor<[1, 2, 6, 8], f32>
  return %r3_0
}

// -----

// CHECK-LABEL: graph @upsample_nearest2d_vec
// CHECK-NEXT:    %[[V0:.*]] = core.resize(%x) {coordinate_transformation_mode = "asymmetric", cubic_coeff_a = -0.75, mode = "nearest", nearest_mode = "floor", scales = [1.0, 1.0, 2.0, 3.0]} : tensor<[2, 2, 6, 9], f32>
// CHECK-NEXT:    return %[[V0]]
graph @upsample_nearest2d_vec(%x: tensor<[2, 2, 3, 3], f32>) -> (tensor<[2, 2, 6, 9], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [2.0, 3.0]} : list<float>
  %r2_0 = aten.upsample_nearest2d.vec(%x, %c1, %c2) : tensor<[2, 2, 6, 9], f32>
  return %r2_0
}

// -----

// CHECK-LABEL: graph @upsample_nearest3d
// CHECK-NEXT:    %[[V0:.*]] = core.shape_of(%x) : tensor<[5], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V5:.*]] = core.slice(%[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]]) : tensor<[2], i64>
// CHECK-NEXT:    %[[V6:.*]] = core.constant {value = dense<tensor<[3], i64>, [4, 6, 4]>} : tensor<[3], i64>
// CHECK-NEXT:    %[[V7:.*]] = core.concat(%[[V5]], %[[V6]]) {axis = 0} : tensor<[5], i64>
// CHECK-NEXT:    %[[V8:.*]] = core.resize(%x, %[[V7]]) {coordinate_transformation_mode = "asymmetric", cubic_coeff_a = -0.75, mode = "nearest", nearest_mode = "floor"} : tensor<[1, 1, 4, 6, 4], f32>
// CHECK-NEXT:    return %[[V8]]
graph @upsample_nearest3d(%x: tensor<[1, 1, 2, 3, 2], f32>) -> (tensor<[1, 1, 4, 6, 4], f32>) {
  %c1 = prim.Constant {value = [4, 6, 4]} : list<int>
  %c2 = prim.Constant : none
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %r4_0 = aten.upsample_nearest3d(%x, %c1, %c2, %c3, %c4) : tensor<[1, 1, 4, 6, 4], f32>
  return %r4_0
}

// -----

// CHECK-LABEL: graph @upsample_nearest3d_vec
// CHECK-NEXT:    %[[V0:.*]] = core.resize(%x) {coordinate_transformation_mode = "asymmetric", cubic_coeff_a = -0.75, mode = "nearest", nearest_mode = "floor", scales = [1.0, 1.0, 2.0, 2.0, 2.0]} : tensor<[1, 2, 4, 4, 4], f32>
// CHECK-NEXT:    return %[[V0]]
graph @upsample_nearest3d_vec(%x: tensor<[1, 2, 2, 2, 2], f32>) -> (tensor<[1, 2, 4, 4, 4], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [2.0, 2.0, 2.0]} : list<float>
  %r2_0 = aten.upsample_nearest3d.vec(%x, %c1, %c2) : tensor<[1, 2, 4, 4, 4], f32>
  return %r2_0
}

// -----

// CHECK-LABEL: graph @upsample_linear1d
// CHECK-NEXT:    %[[V0:.*]] = core.shape_of(%x) : tensor<[3], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V5:.*]] = core.slice(%[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]]) : tensor<[2], i64>
// CHECK-NEXT:    %[[V6:.*]] = core.constant {value = dense<tensor<[1], i64>, [9]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V7:.*]] = core.concat(%[[V5]], %[[V6]]) {axis = 0} : tensor<[3], i64>
// CHECK-NEXT:    %[[V8:.*]] = core.resize(%x, %[[V7]]) {coordinate_transformation_mode = "pytorch_half_pixel", cubic_coeff_a = -0.75, mode = "linear", nearest_mode = "floor"} : tensor<[1, 2, 9], f32>
// CHECK-NEXT:    return %[[V8]]
graph @upsample_linear1d(%x: tensor<[1, 2, 3], f32>) -> (tensor<[1, 2, 9], f32>) {
  %c1 = prim.Constant {value = [9]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant : none
  %r3_0 = aten.upsample_linear1d(%x, %c1, %c2, %c3) : tensor<[1, 2, 9], f32>
  return %r3_0
}

// -----

// CHECK-LABEL: graph @upsample_linear1d_vec
// CHECK-NEXT:    %[[V0:.*]] = core.resize(%x) {coordinate_transformation_mode = "pytorch_half_pixel", cubic_coeff_a = -0.75, mode = "linear", nearest_mode = "floor", scales = [1.0, 1.0, 2.0]} : tensor<[1, 2, 6], f32>
// CHECK-NEXT:    return %[[V0]]
graph @upsample_linear1d_vec(%x: tensor<[1, 2, 3], f32>) -> (tensor<[1, 2, 6], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = [2.0]} : list<float>
  %r3_0 = aten.upsample_linear1d.vec(%x, %c1, %c2, %c3) : tensor<[1, 2, 6], f32>
  return %r3_0
}

// -----

// CHECK-LABEL: graph @upsample_bilinear2d
// CHECK-NEXT:    %[[V0:.*]] = core.shape_of(%x) : tensor<[4], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V5:.*]] = core.slice(%[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]]) : tensor<[2], i64>
// CHECK-NEXT:    %[[V6:.*]] = core.constant {value = dense<tensor<[2], i64>, [7, 5]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[V7:.*]] = core.concat(%[[V5]], %[[V6]]) {axis = 0} : tensor<[4], i64>
// CHECK-NEXT:    %[[V8:.*]] = core.resize(%x, %[[V7]]) {coordinate_transformation_mode = "pytorch_half_pixel", cubic_coeff_a = -0.75, mode = "linear", nearest_mode = "floor"} : tensor<[1, 2, 7, 5], f32>
// CHECK-NEXT:    return %[[V8]]
graph @upsample_bilinear2d(%x: tensor<[1, 2, 3, 3], f32>) -> (tensor<[1, 2, 7, 5], f32>) {
  %c1 = prim.Constant {value = [7, 5]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %r4_0 = aten.upsample_bilinear2d(%x, %c1, %c2, %c3, %c4) : tensor<[1, 2, 7, 5], f32>
  return %r4_0
}

// -----

// CHECK-LABEL: graph @upsample_bilinear2d_vec
// CHECK-NEXT:    %[[V0:.*]] = core.resize(%x) {coordinate_transformation_mode = "pytorch_half_pixel", cubic_coeff_a = -0.75, mode = "linear", nearest_mode = "floor", scales = [1.0, 1.0, 2.0, 1.5]} : tensor<[1, 2, 6, 4], f32>
// CHECK-NEXT:    return %[[V0]]
graph @upsample_bilinear2d_vec(%x: tensor<[1, 2, 3, 3], f32>) -> (tensor<[1, 2, 6, 4], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = [2.0, 1.5]} : list<float>
  %r3_0 = aten.upsample_bilinear2d.vec(%x, %c1, %c2, %c3) : tensor<[1, 2, 6, 4], f32>
  return %r3_0
}

// -----

// CHECK-LABEL: graph @upsample_bilinear2d_align
// CHECK-NEXT:    %[[V0:.*]] = core.shape_of(%x) : tensor<[4], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V5:.*]] = core.slice(%[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]]) : tensor<[2], i64>
// CHECK-NEXT:    %[[V6:.*]] = core.constant {value = dense<tensor<[2], i64>, [7, 5]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[V7:.*]] = core.concat(%[[V5]], %[[V6]]) {axis = 0} : tensor<[4], i64>
// CHECK-NEXT:    %[[V8:.*]] = core.resize(%x, %[[V7]]) {coordinate_transformation_mode = "align_corners", cubic_coeff_a = -0.75, mode = "linear", nearest_mode = "floor"} : tensor<[1, 2, 7, 5], f32>
// CHECK-NEXT:    return %[[V8]]
graph @upsample_bilinear2d_align(%x: tensor<[1, 2, 3, 3], f32>) -> (tensor<[1, 2, 7, 5], f32>) {
  %c1 = prim.Constant {value = [7, 5]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %r4_0 = aten.upsample_bilinear2d(%x, %c1, %c2, %c3, %c4) : tensor<[1, 2, 7, 5], f32>
  return %r4_0
}

// -----

// CHECK-LABEL: graph @upsample_trilinear3d
// CHECK-NEXT:    %[[V0:.*]] = core.shape_of(%x) : tensor<[5], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V5:.*]] = core.slice(%[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]]) : tensor<[2], i64>
// CHECK-NEXT:    %[[V6:.*]] = core.constant {value = dense<tensor<[3], i64>, [4, 5, 3]>} : tensor<[3], i64>
// CHECK-NEXT:    %[[V7:.*]] = core.concat(%[[V5]], %[[V6]]) {axis = 0} : tensor<[5], i64>
// CHECK-NEXT:    %[[V8:.*]] = core.resize(%x, %[[V7]]) {coordinate_transformation_mode = "pytorch_half_pixel", cubic_coeff_a = -0.75, mode = "linear", nearest_mode = "floor"} : tensor<[1, 2, 4, 5, 3], f32>
// CHECK-NEXT:    return %[[V8]]
graph @upsample_trilinear3d(%x: tensor<[1, 2, 3, 3, 3], f32>) -> (tensor<[1, 2, 4, 5, 3], f32>) {
  %c1 = prim.Constant {value = [4, 5, 3]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant : none
  %r5_0 = aten.upsample_trilinear3d(%x, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 2, 4, 5, 3], f32>
  return %r5_0
}

// -----

// CHECK-LABEL: graph @upsample_trilinear3d_vec
// CHECK-NEXT:    %[[V0:.*]] = core.resize(%x) {coordinate_transformation_mode = "pytorch_half_pixel", cubic_coeff_a = -0.75, mode = "linear", nearest_mode = "floor", scales = [1.0, 1.0, 2.0, 2.0, 1.5]} : tensor<[1, 2, 6, 6, 4], f32>
// CHECK-NEXT:    return %[[V0]]
graph @upsample_trilinear3d_vec(%x: tensor<[1, 2, 3, 3, 3], f32>) -> (tensor<[1, 2, 6, 6, 4], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = [2.0, 2.0, 1.5]} : list<float>
  %r3_0 = aten.upsample_trilinear3d.vec(%x, %c1, %c2, %c3) : tensor<[1, 2, 6, 6, 4], f32>
  return %r3_0
}

// -----

// CHECK-LABEL: graph @upsample_bicubic2d
// CHECK-NEXT:    %[[V0:.*]] = core.shape_of(%x) : tensor<[4], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V5:.*]] = core.slice(%[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]]) : tensor<[2], i64>
// CHECK-NEXT:    %[[V6:.*]] = core.constant {value = dense<tensor<[2], i64>, [7, 5]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[V7:.*]] = core.concat(%[[V5]], %[[V6]]) {axis = 0} : tensor<[4], i64>
// CHECK-NEXT:    %[[V8:.*]] = core.resize(%x, %[[V7]]) {coordinate_transformation_mode = "half_pixel", cubic_coeff_a = -0.75, mode = "cubic", nearest_mode = "floor"} : tensor<[1, 2, 7, 5], f32>
// CHECK-NEXT:    return %[[V8]]
graph @upsample_bicubic2d(%x: tensor<[1, 2, 3, 3], f32>) -> (tensor<[1, 2, 7, 5], f32>) {
  %c1 = prim.Constant {value = [7, 5]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %r4_0 = aten.upsample_bicubic2d(%x, %c1, %c2, %c3, %c4) : tensor<[1, 2, 7, 5], f32>
  return %r4_0
}

// -----

// CHECK-LABEL: graph @upsample_bicubic2d_vec
// CHECK-NEXT:    %[[V0:.*]] = core.resize(%x) {coordinate_transformation_mode = "half_pixel", cubic_coeff_a = -0.75, mode = "cubic", nearest_mode = "floor", scales = [1.0, 1.0, 2.0, 2.0]} : tensor<[1, 2, 6, 6], f32>
// CHECK-NEXT:    return %[[V0]]
graph @upsample_bicubic2d_vec(%x: tensor<[1, 2, 3, 3], f32>) -> (tensor<[1, 2, 6, 6], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = [2.0, 2.0]} : list<float>
  %r3_0 = aten.upsample_bicubic2d.vec(%x, %c1, %c2, %c3) : tensor<[1, 2, 6, 6], f32>
  return %r3_0
}

// -----

// CHECK-LABEL: graph @pixel_shuffle
// CHECK-NEXT:    %[[V0:.*]] = core.constant {value = dense<tensor<[6], i64>, [1, 2, 2, 2, 2, 3]>} : tensor<[6], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.reshape(%x, %[[V0]]) : tensor<[1, 2, 2, 2, 2, 3], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.transpose(%[[V1]]) {perm = [0, 1, 4, 2, 5, 3]} : tensor<[1, 2, 2, 2, 3, 2], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[4], i64>, [1, 2, 4, 6]>} : tensor<[4], i64>
// CHECK-NEXT:    %[[V4:.*]] = core.reshape(%[[V2]], %[[V3]]) : tensor<[1, 2, 4, 6], f32>
// CHECK-NEXT:    return %[[V4]]
graph @pixel_shuffle(%x: tensor<[1, 8, 2, 3], f32>) -> (tensor<[1, 2, 4, 6], f32>) {
  %c1 = prim.Constant {value = 2} : int
  %r1_0 = aten.pixel_shuffle(%x, %c1) : tensor<[1, 2, 4, 6], f32>
  return %r1_0
}

// -----

// CHECK-LABEL: graph @pixel_unshuffle
// CHECK-NEXT:    %[[V0:.*]] = core.constant {value = dense<tensor<[6], i64>, [1, 2, 2, 2, 3, 2]>} : tensor<[6], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.reshape(%x, %[[V0]]) : tensor<[1, 2, 2, 2, 3, 2], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.transpose(%[[V1]]) {perm = [0, 1, 3, 5, 2, 4]} : tensor<[1, 2, 2, 2, 2, 3], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[4], i64>, [1, 8, 2, 3]>} : tensor<[4], i64>
// CHECK-NEXT:    %[[V4:.*]] = core.reshape(%[[V2]], %[[V3]]) : tensor<[1, 8, 2, 3], f32>
// CHECK-NEXT:    return %[[V4]]
graph @pixel_unshuffle(%x: tensor<[1, 2, 4, 6], f32>) -> (tensor<[1, 8, 2, 3], f32>) {
  %c1 = prim.Constant {value = 2} : int
  %r1_0 = aten.pixel_unshuffle(%x, %c1) : tensor<[1, 8, 2, 3], f32>
  return %r1_0
}

// -----

// CHECK-LABEL: graph @channel_shuffle
// CHECK-NEXT:    %[[V0:.*]] = core.constant {value = dense<tensor<[5], i64>, [2, 3, 2, 3, 3]>} : tensor<[5], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.reshape(%x, %[[V0]]) : tensor<[2, 3, 2, 3, 3], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.transpose(%[[V1]]) {perm = [0, 2, 1, 3, 4]} : tensor<[2, 2, 3, 3, 3], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[4], i64>, [2, 6, 3, 3]>} : tensor<[4], i64>
// CHECK-NEXT:    %[[V4:.*]] = core.reshape(%[[V2]], %[[V3]]) : tensor<[2, 6, 3, 3], f32>
// CHECK-NEXT:    return %[[V4]]
graph @channel_shuffle(%x: tensor<[2, 6, 3, 3], f32>) -> (tensor<[2, 6, 3, 3], f32>) {
  %c1 = prim.Constant {value = 3} : int
  %r1_0 = aten.channel_shuffle(%x, %c1) : tensor<[2, 6, 3, 3], f32>
  return %r1_0
}

// -----

// CHECK-LABEL: graph @dropout_eval
// CHECK-NEXT:    return %x
graph @dropout_eval(%x: tensor<[2, 3], f32>) -> (tensor<[2, 3], f32>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten.dropout(%x, %c1, %c2) : tensor<[2, 3], f32>
  return %r2_0
}

// -----

// Symbolic batch, height and width: only the channels must be static.
// CHECK-LABEL: graph @pixel_shuffle_symbolic
// CHECK:         core.reshape(%x, %{{.*}}) : tensor<[b, 2, 2, 2, h, w], f32>
// CHECK:         core.transpose(%{{.*}}) {perm = [0, 1, 4, 2, 5, 3]} : tensor<[b, 2, h, 2, w, 2], f32>
// CHECK:         core.reshape(%{{.*}}) : tensor<[b, 2, 2*h, 2*w], f32>
graph @pixel_shuffle_symbolic(%x: tensor<[b, 8, h, w], f32>) -> (tensor<*, f32>) {
  %c1 = prim.Constant {value = 2} : int
  %0 = aten.pixel_shuffle(%x, %c1) : tensor<*, f32>
  return %0
}

// -----

// CHECK-LABEL: graph @pixel_unshuffle_symbolic
// CHECK:         core.scalar_floordiv
// CHECK:         core.transpose(%{{.*}}) {perm = [0, 1, 3, 5, 2, 4]} : tensor<[b, 2, 2, 2, h floordiv 2, w floordiv 2], f32>
// CHECK:         core.reshape(%{{.*}}) : tensor<[b, 8, h floordiv 2, w floordiv 2], f32>
graph @pixel_unshuffle_symbolic(%x: tensor<[b, 2, h, w], f32>) -> (tensor<*, f32>) {
  %c1 = prim.Constant {value = 2} : int
  %0 = aten.pixel_unshuffle(%x, %c1) : tensor<*, f32>
  return %0
}

// -----

// An output size computed from another tensor's symbolic dims (F.interpolate
// with size=(y.shape[2], y.shape[3])) becomes the sizes tensor.
// CHECK-LABEL: graph @upsample_bilinear2d_vec_computed_size
// CHECK-DAG:     %[[H:.*]] = core.dim(%y) {axis = 2} : int
// CHECK-DAG:     %[[W:.*]] = core.dim(%y) {axis = 3} : int
// CHECK:         %[[HW:.*]] = core.from_scalars(%[[H]], %[[W]]) {dtype = i64} : tensor<[2], i64>
// CHECK:         %[[S:.*]] = core.concat(%{{.*}}, %[[HW]]) {axis = 0}
// CHECK:         core.resize(%x, %[[S]]) {coordinate_transformation_mode = "align_corners", {{.*}}mode = "linear"{{.*}}} : tensor<[b, 1, h, w], f32>
graph @upsample_bilinear2d_vec_computed_size(%x: tensor<[b, 1, 8, 8], f32>, %y: tensor<[b, 4, h, w], f32>) -> (tensor<[b, 1, h, w], f32>) {
  %two = prim.Constant {value = 2} : int
  %three = prim.Constant {value = 3} : int
  %h = aten.size.int(%y, %two) : int
  %w = aten.size.int(%y, %three) : int
  %size = prim.ListConstruct(%h, %w) : list<int>
  %true = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %0 = aten.upsample_bilinear2d.vec(%x, %size, %true, %none) : tensor<[b, 1, h, w], f32>
  return %0
}
