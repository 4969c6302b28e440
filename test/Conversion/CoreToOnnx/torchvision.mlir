// torchvision's operators lowered straight to onnx
// (lib/Conversion/CoreToOnnx/Torchvision.cpp, docs/torchvision-ops.md):
// their shape functions over symbolic box counts and image sizes, and each
// lowering at the opsets where its form changes.
// RUN: onnx-opt %s --split-input-file --pass-pipeline='infer-shapes' | FileCheck %s --check-prefix=SHAPES
// RUN: onnx-opt %s --split-input-file --pass-pipeline='infer-shapes,lower-to-onnx{opset=10},dce' 2>/dev/null | FileCheck %s --check-prefix=OPSET10
// RUN: onnx-opt %s --split-input-file --pass-pipeline='infer-shapes,lower-to-onnx{opset=11},dce' 2>/dev/null | FileCheck %s --check-prefix=OPSET11
// RUN: onnx-opt %s --split-input-file --pass-pipeline='infer-shapes,lower-to-onnx{opset=16},dce' | FileCheck %s --check-prefix=OPSET16

// SHAPES-LABEL: graph @nms
// SHAPES-SAME: -> (tensor<[?], i64>)
// OPSET11-LABEL: graph @nms
// OPSET11-DAG:   %[[B:.*]] = onnx.Unsqueeze(%boxes) {axes = [0]} : tensor<[1, n, 4]
// OPSET11-DAG:   %[[S:.*]] = onnx.Unsqueeze(%scores) {axes = [0, 1]} : tensor<[1, 1, n], f32>
// OPSET11-DAG:   %[[MAX:.*]] = onnx.Constant {value = dense<tensor<[1], i64>, [9223372036854775807]>}
// OPSET11-DAG:   %[[IOU:.*]] = onnx.Constant {value = dense<tensor<[], f32>, [0.3]>}
// OPSET11:       %[[SEL:.*]] = onnx.NonMaxSuppression(%[[B]], %[[S]], %[[MAX]], %[[IOU]]) : tensor<[?, 3], i64>
// OPSET11:       %[[KEEP:.*]] = onnx.Gather(%[[SEL]], %{{.*}}) {axis = 1} : tensor<[?], i64>
// OPSET11:       return %[[KEEP]]
graph @nms(%boxes: tensor<[n, 4], f32>, %scores: tensor<[n], f32>) -> (tensor<*, ?>) {
  %iou = prim.Constant {value = 0.3} : float
  %keep = torchvision.nms(%boxes, %scores, %iou) {tocc.schema = "torchvision::nms(Tensor dets, Tensor scores, float iou_threshold) -> Tensor"} : tensor<*, ?>
  return %keep
}

// -----

// f64 boxes and scores are cast: ONNX's NonMaxSuppression takes f32 only.
// OPSET11-LABEL: graph @nms_f64
// OPSET11:       onnx.Cast(%boxes) {to = 1}
// OPSET11:       onnx.Cast(%scores) {to = 1}
// OPSET11:       onnx.NonMaxSuppression
graph @nms_f64(%boxes: tensor<[n, 4], f64>, %scores: tensor<[n], f64>) -> (tensor<*, ?>) {
  %iou = prim.Constant {value = 0.5} : float
  %keep = torchvision.nms(%boxes, %scores, %iou) {tocc.schema = "torchvision::nms(Tensor dets, Tensor scores, float iou_threshold) -> Tensor"} : tensor<*, ?>
  return %keep
}

// -----

// aligned = True: half_pixel from opset 16; from 11 to 15 written with
// ONNX ops (RoiAlign-10 widens rois under a pixel): the adaptive grid by
// Range, the corners by GatherElements from the roi's own image, the mean
// by ReduceSum; at 10 the boxes are shifted by -0.5 / spatial_scale (here
// 0.5 / 0.25 = 2) and RoiAlign-10 has no mode. sampling_ratio -1
// (adaptive) is ONNX's 0.
// SHAPES-LABEL: graph @roi_align_aligned
// SHAPES-SAME: -> (tensor<[k, 3, 2, 5], f32>)
// OPSET11-LABEL: graph @roi_align_aligned
// OPSET11-NOT:   onnx.RoiAlign
// OPSET11:       onnx.Range
// OPSET11:       onnx.Gather(%x, %{{.*}}) {axis = 0}
// OPSET11-COUNT-4: onnx.GatherElements
// OPSET11:       onnx.ReduceSum
// OPSET11-NOT:   onnx.RoiAlign
// OPSET11:       return
// OPSET10-LABEL: graph @roi_align_aligned
// OPSET10-DAG:   %[[BOXES:.*]] = onnx.Gather(%rois, %{{.*}}) {axis = 1} : tensor<[k, 4], f32>
// OPSET10-DAG:   %[[B0:.*]] = onnx.Gather(%rois, %{{.*}}) {axis = 1} : tensor<[k], f32>
// OPSET10-DAG:   %[[BATCH:.*]] = onnx.Cast(%[[B0]]) {to = 7} : tensor<[k], i64>
// OPSET10-DAG:   %[[HALF:.*]] = onnx.Constant {value = dense<tensor<[], f32>, [2.0]>}
// OPSET10:       %[[SHIFTED:.*]] = onnx.Sub(%[[BOXES]], %[[HALF]])
// OPSET10:       onnx.RoiAlign(%x, %[[SHIFTED]], %[[BATCH]]) {mode = "avg", output_height = 2, output_width = 5, sampling_ratio = 0, spatial_scale = 0.25} : tensor<[k, 3, 2, 5], f32>
// OPSET16-LABEL: graph @roi_align_aligned
// OPSET16-NOT:   onnx.Sub
// OPSET16:       onnx.RoiAlign(%x, %{{.*}}, %{{.*}}) {coordinate_transformation_mode = "half_pixel", mode = "avg", output_height = 2, output_width = 5, sampling_ratio = 0, spatial_scale = 0.25}
graph @roi_align_aligned(%x: tensor<[2, 3, h, w], f32>, %rois: tensor<[k, 5], f32>) -> (tensor<*, ?>) {
  %scale = prim.Constant {value = 0.25} : float
  %ph = prim.Constant {value = 2} : int
  %pw = prim.Constant {value = 5} : int
  %sr = prim.Constant {value = -1} : int
  %aligned = prim.Constant {value = true} : bool
  %y = torchvision.roi_align(%x, %rois, %scale, %ph, %pw, %sr, %aligned) {tocc.schema = "torchvision::roi_align(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width, int sampling_ratio, bool aligned) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

// aligned = False is RoiAlign-10 as it is, and output_half_pixel from 16.
// OPSET11-LABEL: graph @roi_align_unaligned
// OPSET11-NOT:   onnx.Sub
// OPSET11:       onnx.RoiAlign(%x, %{{.*}}, %{{.*}}) {mode = "avg", output_height = 3, output_width = 3, sampling_ratio = 2, spatial_scale = 1.0}
// OPSET16-LABEL: graph @roi_align_unaligned
// OPSET16:       onnx.RoiAlign(%x, %{{.*}}, %{{.*}}) {coordinate_transformation_mode = "output_half_pixel", mode = "avg", output_height = 3, output_width = 3, sampling_ratio = 2, spatial_scale = 1.0}
graph @roi_align_unaligned(%x: tensor<[1, 4, 8, 8], f64>, %rois: tensor<[k, 5], f64>) -> (tensor<*, ?>) {
  %scale = prim.Constant {value = 1.0} : float
  %p = prim.Constant {value = 3} : int
  %sr = prim.Constant {value = 2} : int
  %aligned = prim.Constant {value = false} : bool
  %y = torchvision.roi_align(%x, %rois, %scale, %p, %p, %sr, %aligned) {tocc.schema = "torchvision::roi_align(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width, int sampling_ratio, bool aligned) -> Tensor"} : tensor<*, ?>
  return %y
}

// -----

// roi_pool is MaxRoiPool on the rois as they are; its unused argmax goes.
// SHAPES-LABEL: graph @roi_pool
// SHAPES: torchvision.roi_pool{{.*}} : (tensor<[k, 3, 2, 4], f32>, tensor<[k, 3, 2, 4], i32>)
// OPSET11-LABEL: graph @roi_pool
// OPSET11:       %[[Y:.*]] = onnx.MaxRoiPool(%x, %rois) {pooled_shape = [2, 4], spatial_scale = 0.5} : tensor<[k, 3, 2, 4], f32>
// OPSET11:       return %[[Y]]
graph @roi_pool(%x: tensor<[b, 3, h, w], f32>, %rois: tensor<[k, 5], f32>) -> (tensor<*, ?>) {
  %scale = prim.Constant {value = 0.5} : float
  %ph = prim.Constant {value = 2} : int
  %pw = prim.Constant {value = 4} : int
  %y, %argmax = torchvision.roi_pool(%x, %rois, %scale, %ph, %pw) {tocc.schema = "torchvision::roi_pool(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width) -> (Tensor, Tensor)"} : (tensor<*, ?>, tensor<*, ?>)
  return %y
}

// -----

// ps_roi_align: aligned RoiAlign of all 8 channels, then output channel c
// of bin q = 2i + j is channel 4c + q at that bin: the diagonal of
// [k, 2, 4 (channel's bin), 4 (bin)], indices q * 5.
// SHAPES-LABEL: graph @ps_roi_align
// SHAPES: torchvision.ps_roi_align{{.*}} : (tensor<[k, 2, 2, 2], f32>, tensor<[k, 2, 2, 2], i32>)
// OPSET16-LABEL: graph @ps_roi_align
// OPSET16:       %[[ALL:.*]] = onnx.RoiAlign(%x, %{{.*}}, %{{.*}}) {coordinate_transformation_mode = "half_pixel", mode = "avg", output_height = 2, output_width = 2, sampling_ratio = 0, spatial_scale = 0.5} : tensor<[k, 8, 2, 2], f32>
// OPSET16:       %[[FLAT:.*]] = onnx.Reshape(%[[ALL]], %{{.*}}) : tensor<[k, 2, 16], f32>
// OPSET16:       %[[DIAG:.*]] = onnx.Constant {value = dense<tensor<[4], i64>, [0, 5, 10, 15]>}
// OPSET16:       %[[PICK:.*]] = onnx.Gather(%[[FLAT]], %[[DIAG]]) {axis = 2} : tensor<[k, 2, 4], f32>
// OPSET16:       onnx.Reshape(%[[PICK]], %{{.*}}) : tensor<[k, 2, 2, 2], f32>
graph @ps_roi_align(%x: tensor<[1, 8, h, w], f32>, %rois: tensor<[k, 5], f32>) -> (tensor<*, ?>) {
  %scale = prim.Constant {value = 0.5} : float
  %p = prim.Constant {value = 2} : int
  %sr = prim.Constant {value = 0} : int
  %y, %map = torchvision.ps_roi_align(%x, %rois, %scale, %p, %p, %sr) {tocc.schema = "torchvision::ps_roi_align(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width, int sampling_ratio) -> (Tensor, Tensor)"} : (tensor<*, ?>, tensor<*, ?>)
  return %y
}



// -----

// A spatial_scale computed at run time (MultiScaleRoIAlign's scales come
// from the feature and image sizes): the boxes are multiplied by it first
// and the attribute is 1, which is what RoiAlign and MaxRoiPool do with
// it (x * spatial_scale, then the shift or the rounding).
// OPSET16-LABEL: graph @runtime_scale
// OPSET16:       %[[S:.*]] = onnx.Cast(%{{.*}}) {to = 1}
// OPSET16:       %[[SCALED:.*]] = onnx.Mul(%{{.*}}, %[[S]]) : tensor<[k, 4], f32>
// OPSET16:       onnx.RoiAlign(%x, %[[SCALED]], %{{.*}}) {coordinate_transformation_mode = "half_pixel", mode = "avg", output_height = 2, output_width = 2, sampling_ratio = 2, spatial_scale = 1.0}
// OPSET16:       %[[SCALED2:.*]] = onnx.Mul(%{{.*}}, %{{.*}}) : tensor<[k, 4], f32>
// OPSET16:       %[[ROIS:.*]] = onnx.Concat(%{{.*}}, %[[SCALED2]]) {axis = 1} : tensor<[k, 5], f32>
// OPSET16:       onnx.MaxRoiPool(%x, %[[ROIS]]) {pooled_shape = [2, 2], spatial_scale = 1.0}
graph @runtime_scale(%x: tensor<[1, 3, h, w], f32>, %rois: tensor<[k, 5], f32>, %feature: tensor<[1, 3, h, w], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %hf = core.dim(%feature) {axis = 3} : int
  %s = core.scalar_truediv(%hf, %hf) : float
  %p = prim.Constant {value = 2} : int
  %aligned = prim.Constant {value = true} : bool
  %y = torchvision.roi_align(%x, %rois, %s, %p, %p, %p, %aligned) {tocc.schema = "torchvision::roi_align(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width, int sampling_ratio, bool aligned) -> Tensor"} : tensor<*, ?>
  %z, %arg = torchvision.roi_pool(%x, %rois, %s, %p, %p) {tocc.schema = "torchvision::roi_pool(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width) -> (Tensor, Tensor)"} : (tensor<*, ?>, tensor<*, ?>)
  return %y, %z
}
