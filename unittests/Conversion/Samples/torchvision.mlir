// Numeric sweep samples: torchvision's operators (docs/torchvision-ops.md),
// run by the interpreter with tocc's reference kernels
// (lib/Frontend/TorchvisionOps.cpp) and, lowered, by ONNX Runtime
// (LoweringSweepTests: nms and roi_align at 10 and 16, roi_pool from 9,
// ps_roi_align at 10 and 16). Boxes are made valid in the graph from the
// random inputs: corners (x, y, x + |w| + 2, y + |h| + 2), so every roi
// is at least one pixel after a spatial_scale of 0.5 (RoiAlign-10's form of
// aligned rois is exact there); batch indices are integers in [0, 4) over
// a batch of 4.

graph @nms(%xy: tensor<[10, 2], f32>, %wh: tensor<[10, 2], f32>, %scores: tensor<[10], f32>) -> (tensor<*, ?>) {
  %one = prim.Constant {value = 1} : int
  %two = prim.Constant {value = 2.0} : float
  %a = aten.abs(%wh) : tensor<*, ?>
  %s = aten.add.Scalar(%a, %two, %one) : tensor<*, ?>
  %far = aten.add.Tensor(%xy, %s, %one) : tensor<*, ?>
  %l = prim.ListConstruct(%xy, %far) : list<tensor<*, ?>>
  %boxes = aten.cat(%l, %one) : tensor<*, ?>
  %iou = prim.Constant {value = 0.2} : float
  %keep = torchvision.nms(%boxes, %scores, %iou) {tocc.schema = "torchvision::nms(Tensor dets, Tensor scores, float iou_threshold) -> Tensor"} : tensor<*, ?>
  return %keep
}

// -----

graph @roi_align(%x: tensor<[4, 3, 9, 11], f32>, %xy: tensor<[5, 2], f32>, %wh: tensor<[5, 2], f32>, %idx: tensor<[5, 1], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %one = prim.Constant {value = 1} : int
  %two = prim.Constant {value = 2.0} : float
  %four = prim.Constant {value = 4.0} : float
  %f32 = prim.Constant {value = 6} : int
  %false = prim.Constant {value = false} : bool
  %true = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %axy = aten.abs(%xy) : tensor<*, ?>
  %near = aten.mul.Scalar(%axy, %four) : tensor<*, ?>
  %a = aten.abs(%wh) : tensor<*, ?>
  %s = aten.add.Scalar(%a, %two, %one) : tensor<*, ?>
  %far = aten.add.Tensor(%near, %s, %one) : tensor<*, ?>
  %fidx = aten.to.dtype(%idx, %f32, %false, %false, %none) : tensor<*, ?>
  %l = prim.ListConstruct(%fidx, %near, %far) : list<tensor<*, ?>>
  %rois = aten.cat(%l, %one) : tensor<*, ?>
  %scale = prim.Constant {value = 0.5} : float
  %ph = prim.Constant {value = 3} : int
  %pw = prim.Constant {value = 2} : int
  %adaptive = prim.Constant {value = -1} : int
  %y0 = torchvision.roi_align(%x, %rois, %scale, %ph, %pw, %adaptive, %true) {tocc.schema = "torchvision::roi_align(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width, int sampling_ratio, bool aligned) -> Tensor"} : tensor<*, ?>
  %y1 = torchvision.roi_align(%x, %rois, %scale, %pw, %pw, %pw, %false) {tocc.schema = "torchvision::roi_align(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width, int sampling_ratio, bool aligned) -> Tensor"} : tensor<*, ?>
  return %y0, %y1
}

// -----

graph @roi_pool(%x: tensor<[4, 3, 9, 11], f32>, %xy: tensor<[5, 2], f32>, %wh: tensor<[5, 2], f32>, %idx: tensor<[5, 1], i64>) -> (tensor<*, ?>) {
  %one = prim.Constant {value = 1} : int
  %two = prim.Constant {value = 2.0} : float
  %four = prim.Constant {value = 4.0} : float
  %f32 = prim.Constant {value = 6} : int
  %false = prim.Constant {value = false} : bool
  %none = prim.Constant : none
  %axy = aten.abs(%xy) : tensor<*, ?>
  %near = aten.mul.Scalar(%axy, %four) : tensor<*, ?>
  %a = aten.abs(%wh) : tensor<*, ?>
  %s = aten.add.Scalar(%a, %two, %one) : tensor<*, ?>
  %far = aten.add.Tensor(%near, %s, %one) : tensor<*, ?>
  %fidx = aten.to.dtype(%idx, %f32, %false, %false, %none) : tensor<*, ?>
  %l = prim.ListConstruct(%fidx, %near, %far) : list<tensor<*, ?>>
  %rois = aten.cat(%l, %one) : tensor<*, ?>
  %scale = prim.Constant {value = 0.5} : float
  %ph = prim.Constant {value = 3} : int
  %pw = prim.Constant {value = 2} : int
  %y, %argmax = torchvision.roi_pool(%x, %rois, %scale, %ph, %pw) {tocc.schema = "torchvision::roi_pool(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width) -> (Tensor, Tensor)"} : (tensor<*, ?>, tensor<*, ?>)
  return %y
}

// -----

graph @ps_roi_align(%x: tensor<[4, 8, 9, 11], f32>, %xy: tensor<[5, 2], f32>, %wh: tensor<[5, 2], f32>, %idx: tensor<[5, 1], i64>) -> (tensor<*, ?>) {
  %one = prim.Constant {value = 1} : int
  %two = prim.Constant {value = 2.0} : float
  %four = prim.Constant {value = 4.0} : float
  %f32 = prim.Constant {value = 6} : int
  %false = prim.Constant {value = false} : bool
  %none = prim.Constant : none
  %axy = aten.abs(%xy) : tensor<*, ?>
  %near = aten.mul.Scalar(%axy, %four) : tensor<*, ?>
  %a = aten.abs(%wh) : tensor<*, ?>
  %s = aten.add.Scalar(%a, %two, %one) : tensor<*, ?>
  %far = aten.add.Tensor(%near, %s, %one) : tensor<*, ?>
  %fidx = aten.to.dtype(%idx, %f32, %false, %false, %none) : tensor<*, ?>
  %l = prim.ListConstruct(%fidx, %near, %far) : list<tensor<*, ?>>
  %rois = aten.cat(%l, %one) : tensor<*, ?>
  %scale = prim.Constant {value = 0.5} : float
  %p = prim.Constant {value = 2} : int
  %adaptive = prim.Constant {value = 0} : int
  %y, %map = torchvision.ps_roi_align(%x, %rois, %scale, %p, %p, %adaptive) {tocc.schema = "torchvision::ps_roi_align(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width, int sampling_ratio) -> (Tensor, Tensor)"} : (tensor<*, ?>, tensor<*, ?>)
  return %y
}
