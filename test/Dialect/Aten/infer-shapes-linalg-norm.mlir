// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// matmul, linear, reductions, softmax, normalizations and embedding.

// CHECK-LABEL: graph @matmul_linear
// CHECK:         aten.matmul(%x, %m) : tensor<[b, s, 16], f32>
// CHECK:         aten.linear(%x, %w, %bias) : tensor<[b, s, 16], f32>
// CHECK:         aten.linear(%x, %w, %none) : tensor<[b, s, 16], f32>
// CHECK:         aten.linear(%x, %v, %none) : tensor<[b, s], f32>
graph @matmul_linear(%x: tensor<[b, s, 8], f32>, %m: tensor<[8, 16], f32>, %w: tensor<[16, 8], f32>, %bias: tensor<[16], f32>, %v: tensor<[8], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %0 = aten.matmul(%x, %m) : tensor<*, ?>
  %1 = aten.linear(%x, %w, %bias) : tensor<*, ?>
  %2 = aten.linear(%x, %w, %none) : tensor<*, ?>
  %3 = aten.linear(%x, %v, %none) : tensor<*, ?>
  return %0, %1, %2, %3
}

// -----

// dim None or [] reduces every dim; sum turns integers into i64 unless a
// dtype is given (7 is torch.float64); an unknown keepdim leaves the rank
// unknown.
// CHECK-LABEL: graph @reductions
// CHECK:         aten.mean.dim(%x, %hw, %true, %none) : tensor<[n, c, 1, 1], f32>
// CHECK:         aten.mean.dim(%x, %hw, %false, %none) : tensor<[n, c], f32>
// CHECK:         aten.sum.dim_IntList(%x, %none, %false, %none) : tensor<[], f32>
// CHECK:         aten.sum.dim_IntList(%i, %c1, %false, %none) : tensor<[n], i64>
// CHECK:         aten.sum.dim_IntList(%x, %hw, %false, %f64) : tensor<[n, c], f64>
// CHECK:         aten.mean.dim(%x, %hw, %k, %none) : tensor<*, f32>
// CHECK:         aten.mean.dim(%x, %empty, %true, %none) : tensor<[1, 1, 1, 1], f32>
graph @reductions(%x: tensor<[n, c, h, w], f32>, %i: tensor<[n, c], i32>, %k: bool) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %true = prim.Constant {value = true} : bool
  %false = prim.Constant {value = false} : bool
  %f64 = prim.Constant {value = 7} : int
  %c1 = prim.Constant {value = 1} : int
  %hw = prim.Constant {value = [2, 3]} : list<int>
  %0 = aten.mean.dim(%x, %hw, %true, %none) : tensor<*, ?>
  %1 = aten.mean.dim(%x, %hw, %false, %none) : tensor<*, ?>
  %2 = aten.sum.dim_IntList(%x, %none, %false, %none) : tensor<*, ?>
  %3 = aten.sum.dim_IntList(%i, %c1, %false, %none) : tensor<*, ?>
  %4 = aten.sum.dim_IntList(%x, %hw, %false, %f64) : tensor<*, ?>
  %5 = aten.mean.dim(%x, %hw, %k, %none) : tensor<*, ?>
  %empty = prim.ListConstruct() : list<int>
  %6 = aten.mean.dim(%x, %empty, %true, %none) : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5, %6
}

// -----

// CHECK-LABEL: graph @softmax
// CHECK:         aten.softmax.int(%x, %cm1, %none) : tensor<[b, s, s], f16>
// CHECK:         aten.softmax.int(%x, %cm1, %f32) : tensor<[b, s, s], f32>
graph @softmax(%x: tensor<[b, s, s], f16>) -> (tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %f32 = prim.Constant {value = 6} : int
  %cm1 = prim.Constant {value = -1} : int
  %0 = aten.softmax.int(%x, %cm1, %none) : tensor<*, ?>
  %1 = aten.softmax.int(%x, %cm1, %f32) : tensor<*, ?>
  return %0, %1
}

// -----

// CHECK-LABEL: graph @norms
// CHECK:         aten.batch_norm(%x, %g, %g, %g, %g, %false, %mom, %eps, %true) : tensor<[n, 16, h, w], f32>
// CHECK:         aten.layer_norm(%y, %ns, %lw, %lw, %eps, %true) : tensor<[b, s, 64], f32>
graph @norms(%x: tensor<[n, 16, h, w], f32>, %g: tensor<[16], f32>, %y: tensor<[b, s, 64], f32>, %lw: tensor<[64], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %false = prim.Constant {value = false} : bool
  %true = prim.Constant {value = true} : bool
  %mom = prim.Constant {value = 0.1} : float
  %eps = prim.Constant {value = 1.0e-05} : float
  %0 = aten.batch_norm(%x, %g, %g, %g, %g, %false, %mom, %eps, %true) : tensor<*, ?>
  %ns = prim.Constant {value = [64]} : list<int>
  %1 = aten.layer_norm(%y, %ns, %lw, %lw, %eps, %true) : tensor<*, ?>
  return %0, %1
}

// -----

// layer_norm over a symbolic last dim given by its size: no guard needed.
// CHECK-LABEL: module {
// CHECK-NOT:     guard
// CHECK-LABEL: graph @layer_norm_symbolic
// CHECK:         aten.layer_norm(%y, %ns, %none, %none, %eps, %true) : tensor<[b, d], f32>
graph @layer_norm_symbolic(%y: tensor<[b, d], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %true = prim.Constant {value = true} : bool
  %eps = prim.Constant {value = 1.0e-05} : float
  %cm1 = prim.Constant {value = -1} : int
  %d = aten.size.int(%y, %cm1) : int
  %ns = prim.ListConstruct(%d) : list<int>
  %0 = aten.layer_norm(%y, %ns, %none, %none, %eps, %true) : tensor<*, ?>
  return %0
}

// -----

// CHECK-LABEL: graph @embedding
// CHECK:         aten.embedding(%w, %ids, %cm1, %false, %false) : tensor<[b, s, 64], f32>
graph @embedding(%w: tensor<[1000, 64], f32>, %ids: tensor<[b, s], i32>) -> (tensor<*, ?>) {
  %cm1 = prim.Constant {value = -1} : int
  %false = prim.Constant {value = false} : bool
  %0 = aten.embedding(%w, %ids, %cm1, %false, %false) : tensor<*, ?>
  return %0
}
