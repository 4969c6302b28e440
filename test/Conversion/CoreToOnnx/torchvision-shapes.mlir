// The shape functions of torchvision's operators without a lowering
// straight to onnx (docs/torchvision-ops.md): deform_conv2d's convolution
// sizes over symbolic dims (which its decomposition keeps), ps_roi_pool's
// channel groups.
// RUN: onnx-opt %s --split-input-file --pass-pipeline='infer-shapes' | FileCheck %s --check-prefix=SHAPES

// SHAPES-LABEL: graph @deform_conv2d_shape
// SHAPES-SAME: -> (tensor<[b, 6, (h + 1) floordiv 2, w], f32>)
graph @deform_conv2d_shape(%x: tensor<[b, 4, h, w], f32>, %weight: tensor<[6, 2, 3, 3], f32>, %offset: tensor<[b, 18, ?, ?], f32>, %mask: tensor<[b, 9, ?, ?], f32>, %bias: tensor<[6], f32>) -> (tensor<*, ?>) {
  %s2 = prim.Constant {value = 2} : int
  %s1 = prim.Constant {value = 1} : int
  %g = prim.Constant {value = 2} : int
  %og = prim.Constant {value = 1} : int
  %true = prim.Constant {value = true} : bool
  %y = torchvision.deform_conv2d(%x, %weight, %offset, %mask, %bias, %s2, %s1, %s1, %s1, %s1, %s1, %g, %og, %true) {tocc.schema = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, int offset_groups, bool use_mask) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

// SHAPES-LABEL: graph @ps_roi_pool_shape
// SHAPES: torchvision.ps_roi_pool{{.*}} : (tensor<[k, 3, 2, 2], f64>, tensor<[k, 3, 2, 2], i32>)
graph @ps_roi_pool_shape(%x: tensor<[1, 12, h, w], f64>, %rois: tensor<[k, 5], f64>) -> (tensor<*, ?>) {
  %scale = prim.Constant {value = 0.5} : float
  %p = prim.Constant {value = 2} : int
  %y, %map = torchvision.ps_roi_pool(%x, %rois, %scale, %p, %p) {tocc.schema = "torchvision::ps_roi_pool(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width) -> (Tensor, Tensor)"} : (tensor<*, ?>, tensor<*, ?>)
  return %y
}
