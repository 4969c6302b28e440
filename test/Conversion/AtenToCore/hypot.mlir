// aten.hypot / hypot_: m * sqrt(1 + (n / m)^2) with m = max(|x|, |y|),
// n = min(|x|, |y|), so no square overflows or underflows; 0 where both are
// 0, inf where either is infinite (even against NaN, as C's hypot).
// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose{functionalize=false},dce' | FileCheck %s

// The interpreter runs aten.hypot with LibTorch's kernel and the decomposed
// graph with core's: both print the same values, where the naive
// sqrt(x * x + y * y) would give inf for 1e30 and 0 for 1e-30 in f32.
// RUN: %python -c "import torch; inf = float('inf'); nan = float('nan'); torch.save((torch.tensor([3., 1e30, 0., inf, nan, -5., 1e-30, -inf]), torch.tensor([4., 1e30, 0., nan, inf, 12., 1e-30, 2.])), '%t.pt')"
// RUN: onnx-opt %s --run-graph=special --run --inputs %t.pt | FileCheck %s --check-prefix=VAL
// RUN: onnx-opt %s --pass-pipeline='decompose,dce' --run-graph=special --run --inputs %t.pt | FileCheck %s --check-prefix=VAL

// CHECK-LABEL: graph @special
// CHECK-DAG:     %[[A:[^ ]+]] = core.abs(%x)
// CHECK-DAG:     %[[B:[^ ]+]] = core.abs(%y)
// CHECK-DAG:     %[[M:[^ ]+]] = core.maximum(%[[A]], %[[B]])
// CHECK-DAG:     %[[N:[^ ]+]] = core.minimum(%[[A]], %[[B]])
// CHECK:         %[[R:[^ ]+]] = core.div(%[[N]], %[[M]])
// CHECK:         core.sqrt
// CHECK:         %[[IA:[^ ]+]] = core.isinf(%[[A]])
// CHECK:         %[[IB:[^ ]+]] = core.isinf(%[[B]])
// CHECK:         %[[INF:[^ ]+]] = core.logical_or(%[[IA]], %[[IB]])
// CHECK:         %[[OUT:[^ ]+]] = core.where(%[[INF]], %{{[^,]+}}, %{{[^)]+}}) : tensor<[8], f32>
// CHECK-NEXT:    return %[[OUT]]
// VAL:      out #0: tensor<[8], f32>
// VAL-NEXT:   [5, 1.41421{{[0-9]*}}e+30, 0, inf, inf, 13, 1.41421{{[0-9]*}}e-30, inf]
graph @special(%x: tensor<[8], f32>, %y: tensor<[8], f32>) -> (tensor<*, ?>) {
  %v = aten.hypot(%x, %y) : tensor<*, ?>
  return %v
}

// -----

// Promotion to the wider float; hypot_ writes into self's dtype.
// CHECK-LABEL: graph @promote
// CHECK:         %[[XD:[^ ]+]] = core.cast(%x) {dtype = f64}
// CHECK:         core.where({{.*}}) : tensor<[2, 3], f64>
// CHECK:         core.cast({{.*}}) {dtype = f32}
graph @promote(%x: tensor<[2, 3], f32>, %y: tensor<[3], f64>) -> (tensor<*, ?>) {
  %c = prim.Constant : none
  %s = aten.clone(%x, %c) : tensor<*, ?>
  %v = aten.hypot_(%s, %y) : tensor<*, ?>
  return %v
}
