// torchvision's operators: the errors and warnings of their shape
// functions and lowerings, and ps_roi_pool's decomposition
// (docs/torchvision-ops.md; deform_conv2d's decomposition has its own,
// test/Conversion/AtenToCore/deform-conv2d-errors.mlir).
// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='infer-shapes,decompose,lower-to-onnx{opset=11}'
// RUN: not onnx-opt %s --split-input-file --pass-pipeline='infer-shapes,lower-to-onnx{opset=9}' 2>&1 | FileCheck %s --check-prefix=OPSET9
// RUN: not onnx-opt %s --split-input-file --pass-pipeline='infer-shapes,decompose,lower-to-onnx{opset=10}' 2>&1 | FileCheck %s --check-prefix=OPSET10

// OPSET9: error: no lowering of 'torchvision.nms' to opset 9; lowerings exist for opsets >= 10
graph @nms_opset9(%boxes: tensor<[n, 4], f32>, %scores: tensor<[n], f32>) -> (tensor<*, ?>) {
  %iou = prim.Constant {value = 0.3} : float
  %keep = torchvision.nms(%boxes, %scores, %iou) {tocc.schema = "torchvision::nms(Tensor dets, Tensor scores, float iou_threshold) -> Tensor"} : tensor<*, ?>
  return %keep
}

// -----

// Aligned rois at opset 10 are shifted for RoiAlign-10, with a warning;
// from 11 the exact form has none.
// OPSET10: torchvision-errors.mlir:[[#@LINE+6]]:3: warning: aligned rois need RoiAlign-16's half_pixel mode; at opset 10 they are shifted by -0.5 / spatial_scale, which is exact only for rois at least one pixel wide and tall after spatial_scale (export at opset 11 or later for all rois)
graph @roi_align_aligned(%x: tensor<[2, 3, h, w], f32>, %rois: tensor<[k, 5], f32>) -> (tensor<*, ?>) {
  %scale = prim.Constant {value = 0.25} : float
  %p = prim.Constant {value = 2} : int
  %sr = prim.Constant {value = -1} : int
  %aligned = prim.Constant {value = true} : bool
  %y = torchvision.roi_align(%x, %rois, %scale, %p, %p, %sr, %aligned) {tocc.schema = "torchvision::roi_align(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width, int sampling_ratio, bool aligned) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

graph @roi_pool_argmax(%x: tensor<[b, 3, h, w], f32>, %rois: tensor<[k, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %scale = prim.Constant {value = 0.5} : float
  %p = prim.Constant {value = 2} : int
  // expected-error @below {{result #1 (argmax) is used, and ONNX has no op that computes it}}
  %y, %argmax = torchvision.roi_pool(%x, %rois, %scale, %p, %p) {tocc.schema = "torchvision::roi_pool(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width) -> (Tensor, Tensor)"} : (tensor<*, ?>, tensor<*, ?>)
  return %y, %argmax
}

// -----

graph @ps_roi_align_channels(%x: tensor<[1, 6, h, w], f32>, %rois: tensor<[k, 5], f32>) -> (tensor<*, ?>) {
  %scale = prim.Constant {value = 0.5} : float
  %p = prim.Constant {value = 2} : int
  %sr = prim.Constant {value = 0} : int
  // expected-error @below {{has 6 input channels, which is not a multiple of pooled_height * pooled_width = 4}}
  %y, %map = torchvision.ps_roi_align(%x, %rois, %scale, %p, %p, %sr) {tocc.schema = "torchvision::ps_roi_align(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width, int sampling_ratio) -> (Tensor, Tensor)"} : (tensor<*, ?>, tensor<*, ?>)
  return %y
}

// -----

graph @ps_roi_pool(%x: tensor<[1, 6, h, w], f32>, %rois: tensor<[k, 5], f32>) -> (tensor<*, ?>) {
  %scale = prim.Constant {value = 0.5} : float
  %p = prim.Constant {value = 2} : int
  // expected-error @below {{has 6 input channels, which is not a multiple of pooled_height * pooled_width = 4}}
  %y, %map = torchvision.ps_roi_pool(%x, %rois, %scale, %p, %p) {tocc.schema = "torchvision::ps_roi_pool(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width) -> (Tensor, Tensor)"} : (tensor<*, ?>, tensor<*, ?>)
  return %y
}
