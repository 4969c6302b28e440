// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='decompose'

// What torchvision.deform_conv2d's decomposition (Torchvision.cpp) does not
// take, each an error at the op: an input of unknown rank, a weight of
// symbolic shape (it gives the channels, the kernel and the groups),
// arguments computed at run time, integer tensors, and sizes that do not
// agree (which the reference kernel rejects when it runs).

graph @unknown_rank(%x: tensor<*, f32>, %weight: tensor<[6, 4, 3, 3], f32>, %offset: tensor<*, f32>, %mask: tensor<*, f32>, %bias: tensor<[6], f32>) -> (tensor<*, ?>) {
  %s1 = prim.Constant {value = 1} : int
  %true = prim.Constant {value = true} : bool
  // expected-error @below {{'torchvision.deform_conv2d' op needs the rank of argument 'input' (operand 0), but its type is tensor<*, f32> (give the model's input shapes)}}
  %y = torchvision.deform_conv2d(%x, %weight, %offset, %mask, %bias, %s1, %s1, %s1, %s1, %s1, %s1, %s1, %s1, %true) {tocc.schema = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, int offset_groups, bool use_mask) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

graph @rank_3(%x: tensor<[4, h, w], f32>, %weight: tensor<[6, 4, 3, 3], f32>, %offset: tensor<[18, h, w], f32>, %mask: tensor<[9, h, w], f32>, %bias: tensor<[6], f32>) -> (tensor<*, ?>) {
  %s1 = prim.Constant {value = 1} : int
  %true = prim.Constant {value = true} : bool
  // expected-error @below {{needs an input of rank 4 [B, C, H, W], but it has rank 3}}
  %y = torchvision.deform_conv2d(%x, %weight, %offset, %mask, %bias, %s1, %s1, %s1, %s1, %s1, %s1, %s1, %s1, %true) {tocc.schema = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, int offset_groups, bool use_mask) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

graph @weight_symbolic(%x: tensor<[b, 4, h, w], f32>, %weight: tensor<[o, 4, 3, 3], f32>, %offset: tensor<[b, 18, h, w], f32>, %mask: tensor<[b, 9, h, w], f32>, %bias: tensor<[o], f32>) -> (tensor<*, ?>) {
  %s1 = prim.Constant {value = 1} : int
  %true = prim.Constant {value = true} : bool
  // expected-error @below {{needs a weight [O, C / groups, KH, KW] of static shape and rank 4, but it has type tensor<[o, 4, 3, 3], f32>}}
  %y = torchvision.deform_conv2d(%x, %weight, %offset, %mask, %bias, %s1, %s1, %s1, %s1, %s1, %s1, %s1, %s1, %true) {tocc.schema = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, int offset_groups, bool use_mask) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

graph @stride_computed(%x: tensor<[b, 4, h, w], f32>, %weight: tensor<[6, 4, 3, 3], f32>, %offset: tensor<[b, 18, ?, ?], f32>, %mask: tensor<[b, 9, ?, ?], f32>, %bias: tensor<[6], f32>, %s: int) -> (tensor<*, ?>) {
  %s1 = prim.Constant {value = 1} : int
  %true = prim.Constant {value = true} : bool
  // expected-error @below {{argument 'stride_h' (operand 5) must be a constant int, but it is a graph or region argument}}
  %y = torchvision.deform_conv2d(%x, %weight, %offset, %mask, %bias, %s, %s1, %s1, %s1, %s1, %s1, %s1, %s1, %true) {tocc.schema = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, int offset_groups, bool use_mask) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

graph @use_mask_computed(%x: tensor<[b, 4, h, w], f32>, %weight: tensor<[6, 4, 3, 3], f32>, %offset: tensor<[b, 18, h, w], f32>, %mask: tensor<[b, 9, h, w], f32>, %bias: tensor<[6], f32>, %m: bool) -> (tensor<*, ?>) {
  %s1 = prim.Constant {value = 1} : int
  // expected-error @below {{argument 'use_mask' (operand 13) must be a constant bool, but it is a graph or region argument}}
  %y = torchvision.deform_conv2d(%x, %weight, %offset, %mask, %bias, %s1, %s1, %s1, %s1, %s1, %s1, %s1, %s1, %m) {tocc.schema = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, int offset_groups, bool use_mask) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

graph @integer_input(%x: tensor<[b, 4, h, w], i64>, %weight: tensor<[6, 4, 3, 3], i64>, %offset: tensor<[b, 18, h, w], i64>, %mask: tensor<[b, 9, h, w], i64>, %bias: tensor<[6], i64>) -> (tensor<*, ?>) {
  %s1 = prim.Constant {value = 1} : int
  %true = prim.Constant {value = true} : bool
  // expected-error @below {{needs a floating input, but it is tensor<[b, 4, h, w], i64>}}
  %y = torchvision.deform_conv2d(%x, %weight, %offset, %mask, %bias, %s1, %s1, %s1, %s1, %s1, %s1, %s1, %s1, %true) {tocc.schema = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, int offset_groups, bool use_mask) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

// Dilation 0 over sizes the shape function cannot check (unknown H, W).
graph @dilation_zero(%x: tensor<[b, 4, ?, ?], f32>, %weight: tensor<[6, 4, 3, 3], f32>, %offset: tensor<[b, 18, ?, ?], f32>, %mask: tensor<[b, 9, ?, ?], f32>, %bias: tensor<[6], f32>) -> (tensor<*, ?>) {
  %s0 = prim.Constant {value = 0} : int
  %s1 = prim.Constant {value = 1} : int
  %true = prim.Constant {value = true} : bool
  // expected-error @below {{needs positive strides and dilations and padding of at least 0, but it has stride (1, 1), padding (1, 1) and dilation (0, 1)}}
  %y = torchvision.deform_conv2d(%x, %weight, %offset, %mask, %bias, %s1, %s1, %s1, %s1, %s0, %s1, %s1, %s1, %true) {tocc.schema = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, int offset_groups, bool use_mask) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

graph @input_channels(%x: tensor<[b, 5, h, w], f32>, %weight: tensor<[6, 2, 3, 3], f32>, %offset: tensor<[b, 18, h, w], f32>, %mask: tensor<[b, 9, h, w], f32>, %bias: tensor<[6], f32>) -> (tensor<*, ?>) {
  %s1 = prim.Constant {value = 1} : int
  %g = prim.Constant {value = 2} : int
  %true = prim.Constant {value = true} : bool
  // expected-error @below {{has 5 input channels, but the weight's 2 per group times groups 2 is 4}}
  %y = torchvision.deform_conv2d(%x, %weight, %offset, %mask, %bias, %s1, %s1, %s1, %s1, %s1, %s1, %g, %s1, %true) {tocc.schema = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, int offset_groups, bool use_mask) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

graph @groups(%x: tensor<[b, 4, h, w], f32>, %weight: tensor<[6, 1, 3, 3], f32>, %offset: tensor<[b, 18, h, w], f32>, %mask: tensor<[b, 9, h, w], f32>, %bias: tensor<[6], f32>) -> (tensor<*, ?>) {
  %s1 = prim.Constant {value = 1} : int
  %g = prim.Constant {value = 4} : int
  %true = prim.Constant {value = true} : bool
  // expected-error @below {{has groups 4 and offset_groups 1: both must be positive, and groups must divide the weight's 6 output channels}}
  %y = torchvision.deform_conv2d(%x, %weight, %offset, %mask, %bias, %s1, %s1, %s1, %s1, %s1, %s1, %g, %s1, %true) {tocc.schema = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, int offset_groups, bool use_mask) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

graph @offset_groups(%x: tensor<[b, 4, h, w], f32>, %weight: tensor<[6, 4, 3, 3], f32>, %offset: tensor<[b, 54, h, w], f32>, %mask: tensor<[b, 27, h, w], f32>, %bias: tensor<[6], f32>) -> (tensor<*, ?>) {
  %s1 = prim.Constant {value = 1} : int
  %og = prim.Constant {value = 3} : int
  %true = prim.Constant {value = true} : bool
  // expected-error @below {{has offset_groups 3, which does not divide the 4 input channels}}
  %y = torchvision.deform_conv2d(%x, %weight, %offset, %mask, %bias, %s1, %s1, %s1, %s1, %s1, %s1, %s1, %og, %true) {tocc.schema = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, int offset_groups, bool use_mask) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

graph @offset_channels(%x: tensor<[b, 4, h, w], f32>, %weight: tensor<[6, 4, 3, 3], f32>, %offset: tensor<[b, 18, h, w], f32>, %mask: tensor<[b, 9, h, w], f32>, %bias: tensor<[6], f32>) -> (tensor<*, ?>) {
  %s1 = prim.Constant {value = 1} : int
  %og = prim.Constant {value = 2} : int
  %true = prim.Constant {value = true} : bool
  // expected-error @below {{needs an offset of 2 * offset_groups * KH * KW = 36 channels, but it has 18}}
  %y = torchvision.deform_conv2d(%x, %weight, %offset, %mask, %bias, %s1, %s1, %s1, %s1, %s1, %s1, %s1, %og, %true) {tocc.schema = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, int offset_groups, bool use_mask) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

graph @mask_channels(%x: tensor<[b, 4, h, w], f32>, %weight: tensor<[6, 4, 3, 3], f32>, %offset: tensor<[b, 18, h, w], f32>, %mask: tensor<[b, 0], f32>, %bias: tensor<[6], f32>) -> (tensor<*, ?>) {
  %s1 = prim.Constant {value = 1} : int
  %true = prim.Constant {value = true} : bool
  // expected-error @below {{needs a mask of offset_groups * KH * KW = 9 channels, but it has 0}}
  %y = torchvision.deform_conv2d(%x, %weight, %offset, %mask, %bias, %s1, %s1, %s1, %s1, %s1, %s1, %s1, %s1, %true) {tocc.schema = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, int offset_groups, bool use_mask) -> Tensor"} : tensor<*, ?>
  return %y
}
