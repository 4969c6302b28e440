// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// Unranked tensors and unknown ints and lists are not errors: every op
// gives what can still be said (the dtype, the rank, some dims) and leaves
// the rest unknown.

// CHECK-LABEL: graph @unranked_inputs
// CHECK:         aten.size.int(%x, %i) : int
// CHECK:         aten.add.Tensor(%x, %x, %i) : tensor<*, f32>
// CHECK:         aten.relu(%x) : tensor<*, f32>
// CHECK:         aten.conv2d(%x, %x, %x, %l, %l, %l, %i) : tensor<*, f32>
// CHECK:         aten.max_pool2d(%x, %l, %l, %l, %l, %b) : tensor<*, f32>
// CHECK:         aten.adaptive_avg_pool2d(%x, %l) : tensor<*, f32>
// CHECK:         aten.upsample_nearest2d.vec(%x, %l, %none) : tensor<*, f32>
// CHECK:         aten.view(%x, %l) : tensor<*, f32>
// CHECK:         aten.reshape(%x, %l) : tensor<*, f32>
// CHECK:         aten.flatten.using_ints(%x, %i, %i) : tensor<*, f32>
// CHECK:         aten.slice.Tensor(%x, %i, %i, %i, %i) : tensor<*, f32>
// CHECK:         aten.cat(%xs, %i) : tensor<*, f32>
// CHECK:         aten.transpose.int(%x, %i, %i) : tensor<*, f32>
// CHECK:         aten.permute(%x, %l) : tensor<*, f32>
// CHECK:         aten.unsqueeze(%x, %i) : tensor<*, f32>
// CHECK:         aten.squeeze.dim(%x, %i) : tensor<*, f32>
// CHECK:         aten.expand(%x, %l, %b) : tensor<*, f32>
// CHECK:         aten.matmul(%x, %x) : tensor<*, f32>
// CHECK:         aten.linear(%x, %x, %x) : tensor<*, f32>
// CHECK:         aten.mean.dim(%x, %l, %b, %none) : tensor<*, f32>
// CHECK:         aten.sum.dim_IntList(%x, %l, %b, %i) : tensor<*, ?>
// CHECK:         aten.softmax.int(%x, %i, %none) : tensor<*, f32>
// CHECK:         aten.batch_norm(%x, %x, %x, %x, %x, %b, %f, %f, %b) : tensor<*, f32>
// CHECK:         aten.layer_norm(%x, %l, %x, %x, %f, %b) : tensor<*, f32>
// CHECK:         aten.embedding(%x, %ix, %i, %b, %b) : tensor<*, f32>
// CHECK:         aten.Int.Tensor(%x) : int
// CHECK:         prim.ListUnpack(%l) : (int, int)
graph @unranked_inputs(%x: tensor<*, f32>, %ix: tensor<*, i64>, %i: int, %l: list<int>, %b: bool, %f: float) -> () {
  %none = prim.Constant : none
  %0 = aten.size.int(%x, %i) : int
  %1 = aten.add.Tensor(%x, %x, %i) : tensor<*, ?>
  %2 = aten.relu(%x) : tensor<*, ?>
  %3 = aten.conv2d(%x, %x, %x, %l, %l, %l, %i) : tensor<*, ?>
  %4 = aten.max_pool2d(%x, %l, %l, %l, %l, %b) : tensor<*, ?>
  %5 = aten.adaptive_avg_pool2d(%x, %l) : tensor<*, ?>
  %6 = aten.upsample_nearest2d.vec(%x, %l, %none) : tensor<*, ?>
  %7 = aten.view(%x, %l) : tensor<*, ?>
  %8 = aten.reshape(%x, %l) : tensor<*, ?>
  %9 = aten.flatten.using_ints(%x, %i, %i) : tensor<*, ?>
  %10 = aten.slice.Tensor(%x, %i, %i, %i, %i) : tensor<*, ?>
  %xs = prim.ListConstruct(%x, %x) : list<tensor<*, f32>>
  %11 = aten.cat(%xs, %i) : tensor<*, ?>
  %12 = aten.transpose.int(%x, %i, %i) : tensor<*, ?>
  %13 = aten.permute(%x, %l) : tensor<*, ?>
  %14 = aten.unsqueeze(%x, %i) : tensor<*, ?>
  %15 = aten.squeeze.dim(%x, %i) : tensor<*, ?>
  %16 = aten.expand(%x, %l, %b) : tensor<*, ?>
  %17 = aten.matmul(%x, %x) : tensor<*, ?>
  %18 = aten.linear(%x, %x, %x) : tensor<*, ?>
  %19 = aten.mean.dim(%x, %l, %b, %none) : tensor<*, ?>
  %20 = aten.sum.dim_IntList(%x, %l, %b, %i) : tensor<*, ?>
  %21 = aten.softmax.int(%x, %i, %none) : tensor<*, ?>
  %22 = aten.batch_norm(%x, %x, %x, %x, %x, %b, %f, %f, %b) : tensor<*, ?>
  %23 = aten.layer_norm(%x, %l, %x, %x, %f, %b) : tensor<*, ?>
  %24 = aten.embedding(%x, %ix, %i, %b, %b) : tensor<*, ?>
  %25 = aten.Int.Tensor(%x) : int
  %26, %27 = prim.ListUnpack(%l) : (int, int)
  return
}

// -----

// Ranked tensors with unknown dims and unknown parameters: the rank and the
// dims that do not depend on them are kept.
// CHECK-LABEL: graph @unknown_dims
// CHECK:         aten.add.Tensor(%x, %y, %i) : tensor<[?, 3, ?, ?], f32>
// CHECK:         aten.conv2d(%x, %w, %none, %l, %l, %l, %i) : tensor<[?, 8, ?, ?], f32>
// CHECK:         aten.max_pool2d(%x, %l, %l, %l, %l, %b) : tensor<[?, 3, ?, ?], f32>
// CHECK:         aten.adaptive_avg_pool2d(%x, %l) : tensor<[?, 3, ?, ?], f32>
// CHECK:         aten.slice.Tensor(%x, %i, %i, %i, %i) : tensor<[?, ?, ?, ?], f32>
// CHECK:         aten.transpose.int(%x, %i, %i) : tensor<[?, ?, ?, ?], f32>
// CHECK:         aten.permute(%x, %l) : tensor<[?, ?, ?, ?], f32>
// CHECK:         aten.unsqueeze(%x, %i) : tensor<[?, ?, ?, ?, ?], f32>
// CHECK:         aten.mean.dim(%x, %l, %true, %none) : tensor<[?, ?, ?, ?], f32>
// CHECK:         aten.cat(%xs, %i) : tensor<[?, ?, ?, ?], f32>
// CHECK:         aten.matmul(%x, %m) : tensor<[?, 3, ?, 5], f32>
// CHECK:         aten.embedding(%e, %ids, %i, %b, %b) : tensor<[?, 16], f32>
graph @unknown_dims(%x: tensor<[?, 3, ?, ?], f32>, %y: tensor<[1, 3, 1, 1], f32>, %w: tensor<[8, 3, 3, 3], f32>, %m: tensor<[?, 5], f32>, %e: tensor<[?, 16], f32>, %ids: tensor<[?], i64>, %i: int, %l: list<int>, %b: bool) -> () {
  %none = prim.Constant : none
  %true = prim.Constant {value = true} : bool
  %0 = aten.add.Tensor(%x, %y, %i) : tensor<*, ?>
  %1 = aten.conv2d(%x, %w, %none, %l, %l, %l, %i) : tensor<*, ?>
  %2 = aten.max_pool2d(%x, %l, %l, %l, %l, %b) : tensor<*, ?>
  %3 = aten.adaptive_avg_pool2d(%x, %l) : tensor<*, ?>
  %4 = aten.slice.Tensor(%x, %i, %i, %i, %i) : tensor<*, ?>
  %5 = aten.transpose.int(%x, %i, %i) : tensor<*, ?>
  %6 = aten.permute(%x, %l) : tensor<*, ?>
  %7 = aten.unsqueeze(%x, %i) : tensor<*, ?>
  %8 = aten.mean.dim(%x, %l, %true, %none) : tensor<*, ?>
  %xs = prim.ListConstruct(%x, %x) : list<tensor<*, f32>>
  %9 = aten.cat(%xs, %i) : tensor<*, ?>
  %10 = aten.matmul(%x, %m) : tensor<*, ?>
  %11 = aten.embedding(%e, %ids, %i, %b, %b) : tensor<*, ?>
  return
}
