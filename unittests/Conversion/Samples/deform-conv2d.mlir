// Numeric sweep samples of torchvision.deform_conv2d's decomposition
// (lib/Conversion/AtenToCore/Torchvision.cpp, docs/torchvision-ops.md): the
// reference kernel (lib/Frontend/TorchvisionOps.cpp) against the bilinear
// gathers and the 1x1 convolution, in the interpreter and, lowered, in ONNX
// Runtime (from opset 11: GatherElements). Offsets are randn times 2.5, so
// that samples fall outside the image on every side; one sample rounds
// them to halves, so that points land exactly on pixels, on -1 and on H
// and W (the edges of torchvision's range test), and one makes some
// infinite or NaN. use_mask = false comes with the [B, 0] zeros
// torchvision's Python passes for no mask.

graph @deform_conv2d_mask(%x: tensor<[2, 4, 7, 8], f32>, %weight: tensor<[6, 4, 3, 3], f32>, %off: tensor<[2, 18, 7, 8], f32>, %mask: tensor<[2, 9, 7, 8], f32>, %bias: tensor<[6], f32>) -> (tensor<*, ?>) {
  %spread = core.constant {value = dense<tensor<[], f32>, [2.5]>} : tensor<[], f32>
  %offset = core.mul(%off, %spread) : tensor<*, ?>
  %s1 = prim.Constant {value = 1} : int
  %true = prim.Constant {value = true} : bool
  %y = torchvision.deform_conv2d(%x, %weight, %offset, %mask, %bias, %s1, %s1, %s1, %s1, %s1, %s1, %s1, %s1, %true) {tocc.schema = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, int offset_groups, bool use_mask) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

// groups 2 and offset_groups 2 of a 2x3 kernel, stride (2, 1), padding
// (2, 0), dilation (1, 2), no mask.
graph @deform_conv2d_groups_nomask(%x: tensor<[2, 4, 9, 10], f32>, %weight: tensor<[6, 2, 2, 3], f32>, %off: tensor<[2, 24, 6, 6], f32>, %mask: tensor<[2, 0], f32>, %bias: tensor<[6], f32>) -> (tensor<*, ?>) {
  %spread = core.constant {value = dense<tensor<[], f32>, [2.5]>} : tensor<[], f32>
  %offset = core.mul(%off, %spread) : tensor<*, ?>
  %s0 = prim.Constant {value = 0} : int
  %s1 = prim.Constant {value = 1} : int
  %s2 = prim.Constant {value = 2} : int
  %false = prim.Constant {value = false} : bool
  %y = torchvision.deform_conv2d(%x, %weight, %offset, %mask, %bias, %s2, %s1, %s2, %s0, %s1, %s2, %s2, %s2, %false) {tocc.schema = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, int offset_groups, bool use_mask) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

// offset_groups 4 over 4 channels (one channel each), groups 1, with a
// mask; stride 2 and dilation 2 both ways, padding 1.
graph @deform_conv2d_offset_groups(%x: tensor<[1, 4, 8, 9], f32>, %weight: tensor<[3, 4, 3, 3], f32>, %off: tensor<[1, 72, 3, 4], f32>, %mask: tensor<[1, 36, 3, 4], f32>, %bias: tensor<[3], f32>) -> (tensor<*, ?>) {
  %spread = core.constant {value = dense<tensor<[], f32>, [2.5]>} : tensor<[], f32>
  %offset = core.mul(%off, %spread) : tensor<*, ?>
  %s1 = prim.Constant {value = 1} : int
  %s2 = prim.Constant {value = 2} : int
  %og = prim.Constant {value = 4} : int
  %true = prim.Constant {value = true} : bool
  %y = torchvision.deform_conv2d(%x, %weight, %offset, %mask, %bias, %s2, %s2, %s1, %s1, %s2, %s2, %s1, %og, %true) {tocc.schema = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, int offset_groups, bool use_mask) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

// Offsets round(2.5 * randn * 2) / 2: integers and halves, so samples hit
// pixels, the row and column -1 and the row H and column W exactly.
graph @deform_conv2d_halves(%x: tensor<[2, 2, 4, 5], f32>, %weight: tensor<[2, 2, 3, 3], f32>, %off: tensor<[2, 18, 4, 5], f32>, %mask: tensor<[2, 9, 4, 5], f32>, %bias: tensor<[2], f32>) -> (tensor<*, ?>) {
  %five = core.constant {value = dense<tensor<[], f32>, [5.0]>} : tensor<[], f32>
  %half = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
  %scaled = core.mul(%off, %five) : tensor<*, ?>
  %rounded = core.round(%scaled) : tensor<*, ?>
  %offset = core.mul(%rounded, %half) : tensor<*, ?>
  %s1 = prim.Constant {value = 1} : int
  %true = prim.Constant {value = true} : bool
  %y = torchvision.deform_conv2d(%x, %weight, %offset, %mask, %bias, %s1, %s1, %s1, %s1, %s1, %s1, %s1, %s1, %true) {tocc.schema = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, int offset_groups, bool use_mask) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

// Offsets of infinity (|randn| > 1.2) and NaN (|randn| < 0.1): such a
// sample is 0, as the reference kernel's range test gives (its weights
// must not turn the corners' zeros into NaN).
graph @deform_conv2d_nonfinite(%x: tensor<[2, 2, 5, 6], f32>, %weight: tensor<[3, 2, 3, 3], f32>, %off: tensor<[2, 18, 3, 4], f32>, %mask: tensor<[2, 9, 3, 4], f32>, %bias: tensor<[3], f32>) -> (tensor<*, ?>) {
  %zero = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
  %big = core.constant {value = dense<tensor<[], f32>, [1.2]>} : tensor<[], f32>
  %small = core.constant {value = dense<tensor<[], f32>, [0.1]>} : tensor<[], f32>
  %spread = core.constant {value = dense<tensor<[], f32>, [2.5]>} : tensor<[], f32>
  %a = core.abs(%off) : tensor<*, ?>
  %isbig = core.gt(%a, %big) : tensor<*, ?>
  %issmall = core.lt(%a, %small) : tensor<*, ?>
  %inf = core.div(%off, %zero) : tensor<*, ?>
  %nan = core.div(%zero, %zero) : tensor<*, ?>
  %spreadoff = core.mul(%off, %spread) : tensor<*, ?>
  %o1 = core.where(%isbig, %inf, %spreadoff) : tensor<*, ?>
  %offset = core.where(%issmall, %nan, %o1) : tensor<*, ?>
  %s1 = prim.Constant {value = 1} : int
  %s0 = prim.Constant {value = 0} : int
  %true = prim.Constant {value = true} : bool
  %y = torchvision.deform_conv2d(%x, %weight, %offset, %mask, %bias, %s1, %s1, %s0, %s0, %s1, %s1, %s1, %s1, %true) {tocc.schema = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, int offset_groups, bool use_mask) -> Tensor"} : tensor<*, ?>
  return %y
}
