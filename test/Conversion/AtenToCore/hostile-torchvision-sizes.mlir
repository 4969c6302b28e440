// ASan reserves more address space than prlimit --as allows.
// UNSUPPORTED: asan
// torchvision's decompositions write small index constants; above the
// compile-time size cap (2^20 elements; tocc/Support/Limits.h) ps_roi_pool's
// channel map is an arange the model computes (a deform_conv2d kernel with
// more taps than the cap is an error: hostile-torchvision-sizes-errors.mlir).
// Run with 2 GB of address space, so writing it out fails the test.
// RUN: prlimit --as=2000000000 onnx-opt %s --split-input-file --pass-pipeline='decompose' 2>&1 | FileCheck %s

// 2^28 channels (2^26 outputs of 2 x 2 bins).
// CHECK-LABEL: graph @ps_roi_pool_channels
// CHECK:         core.arange(
// CHECK-NOT:     tensor<[1, 67108864, 2, 2], i64>, "0x
graph @ps_roi_pool_channels(%x: tensor<[1, 268435456, 4, 4], f32>, %rois: tensor<[k, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %scale = prim.Constant {value = 0.5} : float
  %p = prim.Constant {value = 2} : int
  %y, %map = torchvision.ps_roi_pool(%x, %rois, %scale, %p, %p) {tocc.schema = "torchvision::ps_roi_pool(Tensor input, Tensor rois, float spatial_scale, int pooled_height, int pooled_width) -> (Tensor, Tensor)"} : (tensor<*, ?>, tensor<*, ?>)
  return %y, %map
}

