// Numeric sweep samples: torchvision's operators (docs/torchvision-ops.md),
// run by the interpreter with tocc's reference kernels
// (lib/Frontend/TorchvisionOps.cpp) and, lowered, by ONNX Runtime
// (LoweringSweepTests: nms and roi_align at 10 and 16, roi_pool from 9,
// ps_roi_align at 10 and 16, ps_roi_pool's decomposition from 9). Boxes are made valid in the graph (with core ops, so that
// docs/supported-ops.md charges no aten op with nms's opset 10) from the
// random inputs: corners (x, y, x + |w| + 2, y + |h| + 2), so every roi
// is at least one pixel after a spatial_scale of 0.5 (RoiAlign-10's form of
// aligned rois is exact there); batch indices are integers in [0, 4) over
// a batch of 4.

graph @nms(%xy: tensor<[10, 2], f32>, %wh: tensor<[10, 2], f32>, %scores: tensor<[10], f32>) -> (tensor<*, ?>) {
  %two = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
  %a = core.abs(%wh) : tensor<*, ?>
  %s = core.add(%a, %two) : tensor<*, ?>
  %far = core.add(%xy, %s) : tensor<*, ?>
  %boxes = core.concat(%xy, %far) {axis = 1} : tensor<*, ?>
  %iou = prim.Constant {value = 0.2} : float
  %keep = torchvision.nms(%boxes, %scores, %iou) {tocc.schema = "torchvision::nms(Tensor dets, Tensor scores, float iou_threshold) -> Tensor"} : tensor<*, ?>
  return %keep
}

// -----

graph @roi_align(%x: tensor<[4, 3, 9, 11], f32>, %xy: tensor<[5, 2], f32>, %wh: tensor<[5, 2], f32>, %idx: tensor<[5, 1], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %two = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
  %four = core.constant {value = dense<tensor<[], f32>, [4.0]>} : tensor<[], f32>
  %false = prim.Constant {value = false} : bool
  %true = prim.Constant {value = true} : bool
  %axy = core.abs(%xy) : tensor<*, ?>
  %near = core.mul(%axy, %four) : tensor<*, ?>
  %a = core.abs(%wh) : tensor<*, ?>
  %s = core.add(%a, %two) : tensor<*, ?>
  %far = core.add(%near, %s) : tensor<*, ?>
  %fidx = core.cast(%idx) {dtype = f32} : tensor<*, ?>
  %rois = core.concat(%fidx, %near, %far) {axis = 1} : tensor<*, ?>
  %scale = prim.Constant {value = 0.5} : float
  %ph = prim.Constant {value = 3} : int
  %pw = prim.Constant {value = 2} : int
  %adaptive = prim.Constant {value = -1} : int
  %y0 = torchvision.roi_align(%x, %rois, %scale, %ph, %pw, %adaptive, %true) {tocc.schema = "torchvision::roi_align(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width, int sampling_ratio, bool aligned) -> Tensor"} : tensor<*, ?>
  %y1 = torchvision.roi_align(%x, %rois, %scale, %pw, %pw, %pw, %false) {tocc.schema = "torchvision::roi_align(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width, int sampling_ratio, bool aligned) -> Tensor"} : tensor<*, ?>
  return %y0, %y1
}

// -----

// Aligned rois of any size, down to a fraction of a pixel, some reaching
// past the image (corners from randn * 4): RoiAlign-10 widens a roi under
// one pixel, so from opset 11 to 15 the lowering samples bilinearly with
// GatherElements (the adaptive grid masked per roi, and a fixed grid of
// 2), exact for all of them; at 16 RoiAlign's half_pixel. At 10 the
// shifted RoiAlign-10 is exact only for rois of a pixel or more (a
// warning says so): compared from 11.
// sweep-min-opset: 11
graph @roi_align_tiny(%x: tensor<[4, 3, 9, 11], f32>, %xy: tensor<[5, 2], f32>, %wh: tensor<[5, 2], f32>, %idx: tensor<[5, 1], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %four = core.constant {value = dense<tensor<[], f32>, [4.0]>} : tensor<[], f32>
  %third = core.constant {value = dense<tensor<[], f32>, [0.3]>} : tensor<[], f32>
  %true = prim.Constant {value = true} : bool
  %near = core.mul(%xy, %four) : tensor<*, ?>
  %a = core.abs(%wh) : tensor<*, ?>
  %s = core.mul(%a, %third) : tensor<*, ?>
  %far = core.add(%near, %s) : tensor<*, ?>
  %fidx = core.cast(%idx) {dtype = f32} : tensor<*, ?>
  %rois = core.concat(%fidx, %near, %far) {axis = 1} : tensor<*, ?>
  %scale = prim.Constant {value = 0.5} : float
  %ph = prim.Constant {value = 3} : int
  %pw = prim.Constant {value = 2} : int
  %adaptive = prim.Constant {value = -1} : int
  %y0 = torchvision.roi_align(%x, %rois, %scale, %ph, %pw, %adaptive, %true) {tocc.schema = "torchvision::roi_align(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width, int sampling_ratio, bool aligned) -> Tensor"} : tensor<*, ?>
  %scale2 = prim.Constant {value = 2.0} : float
  %y1 = torchvision.roi_align(%x, %rois, %scale2, %pw, %ph, %pw, %true) {tocc.schema = "torchvision::roi_align(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width, int sampling_ratio, bool aligned) -> Tensor"} : tensor<*, ?>
  return %y0, %y1
}

// -----

graph @roi_pool(%x: tensor<[4, 3, 9, 11], f32>, %xy: tensor<[5, 2], f32>, %wh: tensor<[5, 2], f32>, %idx: tensor<[5, 1], i64>) -> (tensor<*, ?>) {
  %two = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
  %four = core.constant {value = dense<tensor<[], f32>, [4.0]>} : tensor<[], f32>
  %axy = core.abs(%xy) : tensor<*, ?>
  %near = core.mul(%axy, %four) : tensor<*, ?>
  %a = core.abs(%wh) : tensor<*, ?>
  %s = core.add(%a, %two) : tensor<*, ?>
  %far = core.add(%near, %s) : tensor<*, ?>
  %fidx = core.cast(%idx) {dtype = f32} : tensor<*, ?>
  %rois = core.concat(%fidx, %near, %far) {axis = 1} : tensor<*, ?>
  %scale = prim.Constant {value = 0.5} : float
  %ph = prim.Constant {value = 3} : int
  %pw = prim.Constant {value = 2} : int
  %y, %argmax = torchvision.roi_pool(%x, %rois, %scale, %ph, %pw) {tocc.schema = "torchvision::roi_pool(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width) -> (Tensor, Tensor)"} : (tensor<*, ?>, tensor<*, ?>)
  return %y
}

// -----

graph @ps_roi_align(%x: tensor<[4, 8, 9, 11], f32>, %xy: tensor<[5, 2], f32>, %wh: tensor<[5, 2], f32>, %idx: tensor<[5, 1], i64>) -> (tensor<*, ?>) {
  %two = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
  %four = core.constant {value = dense<tensor<[], f32>, [4.0]>} : tensor<[], f32>
  %axy = core.abs(%xy) : tensor<*, ?>
  %near = core.mul(%axy, %four) : tensor<*, ?>
  %a = core.abs(%wh) : tensor<*, ?>
  %s = core.add(%a, %two) : tensor<*, ?>
  %far = core.add(%near, %s) : tensor<*, ?>
  %fidx = core.cast(%idx) {dtype = f32} : tensor<*, ?>
  %rois = core.concat(%fidx, %near, %far) {axis = 1} : tensor<*, ?>
  %scale = prim.Constant {value = 0.5} : float
  %p = prim.Constant {value = 2} : int
  %adaptive = prim.Constant {value = 0} : int
  %y, %map = torchvision.ps_roi_align(%x, %rois, %scale, %p, %p, %adaptive) {tocc.schema = "torchvision::ps_roi_align(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width, int sampling_ratio) -> (Tensor, Tensor)"} : (tensor<*, ?>, tensor<*, ?>)
  return %y
}

// -----

// ps_roi_pool, decomposed into core ops (two matmuls with the bins' 0/1
// masks): 12 channels in 2 x 3 bins, rois that start before the image
// (negative corners round half away from zero), end past it (clipped to
// H - 1 and W - 1, as torchvision's forward kernel does), or are under a
// pixel (widened to 1); both results, the channel map too.
graph @ps_roi_pool(%x: tensor<[4, 12, 9, 11], f32>, %xy: tensor<[5, 2], f32>, %wh: tensor<[5, 2], f32>, %idx: tensor<[5, 1], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %four = core.constant {value = dense<tensor<[], f32>, [4.0]>} : tensor<[], f32>
  %third = core.constant {value = dense<tensor<[], f32>, [0.3]>} : tensor<[], f32>
  %near = core.mul(%xy, %four) : tensor<*, ?>
  %a = core.abs(%wh) : tensor<*, ?>
  %s = core.mul(%a, %four) : tensor<*, ?>
  %far = core.add(%near, %s) : tensor<*, ?>
  %fidx = core.cast(%idx) {dtype = f32} : tensor<*, ?>
  %rois = core.concat(%fidx, %near, %far) {axis = 1} : tensor<*, ?>
  %scale = prim.Constant {value = 0.5} : float
  %ph = prim.Constant {value = 2} : int
  %pw = prim.Constant {value = 3} : int
  %y, %map = torchvision.ps_roi_pool(%x, %rois, %scale, %ph, %pw) {tocc.schema = "torchvision::ps_roi_pool(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width) -> (Tensor, Tensor)"} : (tensor<*, ?>, tensor<*, ?>)
  %tiny = core.mul(%a, %third) : tensor<*, ?>
  %small = core.add(%near, %tiny) : tensor<*, ?>
  %rois2 = core.concat(%fidx, %near, %small) {axis = 1} : tensor<*, ?>
  %one = prim.Constant {value = 1.0} : float
  %z, %map2 = torchvision.ps_roi_pool(%x, %rois2, %one, %pw, %ph) {tocc.schema = "torchvision::ps_roi_pool(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width) -> (Tensor, Tensor)"} : (tensor<*, ?>, tensor<*, ?>)
  return %y, %map, %z
}

// -----

// spatial_scale computed at run time (MultiScaleRoIAlign's): 9 / 18 = 0.5
// from the sizes of two inputs, multiplied into the boxes.
graph @roi_runtime_scale(%x: tensor<[4, 3, 9, 11], f32>, %img: tensor<[1, 18], f32>, %xy: tensor<[5, 2], f32>, %wh: tensor<[5, 2], f32>, %idx: tensor<[5, 1], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %two = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
  %four = core.constant {value = dense<tensor<[], f32>, [4.0]>} : tensor<[], f32>
  %axy = core.abs(%xy) : tensor<*, ?>
  %near = core.mul(%axy, %four) : tensor<*, ?>
  %a = core.abs(%wh) : tensor<*, ?>
  %s = core.add(%a, %two) : tensor<*, ?>
  %far = core.add(%near, %s) : tensor<*, ?>
  %fidx = core.cast(%idx) {dtype = f32} : tensor<*, ?>
  %rois = core.concat(%fidx, %near, %far) {axis = 1} : tensor<*, ?>
  %h = core.dim(%x) {axis = 2} : int
  %w = core.dim(%img) {axis = 1} : int
  %scale = core.scalar_truediv(%h, %w) : float
  %ph = prim.Constant {value = 3} : int
  %pw = prim.Constant {value = 2} : int
  %sr = prim.Constant {value = 2} : int
  %aligned = prim.Constant {value = true} : bool
  %y, %argmax = torchvision.roi_pool(%x, %rois, %scale, %ph, %pw) {tocc.schema = "torchvision::roi_pool(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width) -> (Tensor, Tensor)"} : (tensor<*, ?>, tensor<*, ?>)
  %z = torchvision.roi_align(%x, %rois, %scale, %ph, %pw, %sr, %aligned) {tocc.schema = "torchvision::roi_align(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width, int sampling_ratio, bool aligned) -> Tensor"} : tensor<*, ?>
  return %y, %z
}
