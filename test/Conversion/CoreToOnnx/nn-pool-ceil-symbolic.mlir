// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=11}' | FileCheck %s --check-prefixes=CHECK,O11
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=13}' | FileCheck %s --check-prefixes=CHECK,O13
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=17}' | FileCheck %s --check-prefixes=CHECK,O13
// RUN: not onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=9}' 2>/dev/null | FileCheck %s --check-prefix=O9
// RUN: not onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=9}' 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR9
// RUN: not onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=10}' 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR10

// ceil_mode over symbolic spatial dims (docs/lowering.md, NN). ONNX's
// specification drops a last window that starts in the end padding, as
// ATen does, but ONNX Runtime 1.20 kept it (1.30.0 drops it), so ONNX's
// ceil_mode is written only where that rule cannot apply. End-to-end: test/Export/pooling.test.

// End pad 0 + stride 2 <= extent 3: the last ceil window starts inside,
// ceil_mode = 1 is ATen's. At opset 9 (no ceil_mode) the same windows are
// floor windows over s - 1 = 1 more end padding.
// CHECK-LABEL: graph @max_pool_ceil_inside
// CHECK:       onnx.MaxPool(%x) {ceil_mode = 1, kernel_shape = [3], pads = [0, 0], strides = [2]} : tensor<[n, 2, (h + 1) ceildiv 2 - 1], f32>
// CHECK-NOT:   onnx.Slice
// O9-LABEL:    graph @max_pool_ceil_inside
// O9:          onnx.MaxPool(%x) {kernel_shape = [3], pads = [0, 1], strides = [2]} : tensor<[n, 2, (h + 1) ceildiv 2 - 1], f32>
graph @max_pool_ceil_inside(%x: tensor<[n, 2, h], f32>) -> (tensor<*, ?>) {
  %y = core.max_pool(%x) {kernel_shape = [3], strides = [2], ceil_mode = true} : tensor<*, ?>
  return %y
}

// -----

// End pad 0 + stride 3 > extent 2: ATen drops the last window for some h.
// Floor windows over s - 1 = 2 more end padding (not below the kernel:
// an explicit -inf Pad), cut to the ceil((h + pb) / s) windows that start
// inside. Opset 9 has no Slice with computed ends.
// CHECK-LABEL: graph @max_pool_ceil_cut
// O11:         %[[PADS:.*]] = onnx.Constant {value = dense<tensor<[6], i64>, [0, 0, 0, 0, 0, 2]>}
// O11:         %[[P:.*]] = onnx.Pad(%x, %[[PADS]], %{{.*}})
// CHECK:       %[[POOL:.*]] = onnx.MaxPool(%{{.*}}) {kernel_shape = [2], pads = [0, 0], strides = [3]}
// CHECK:       %[[SHAPE:.*]] = onnx.Shape(%x)
// CHECK:       %[[H:.*]] = onnx.Gather(%[[SHAPE]], %{{.*}}) {axis = 0} : tensor<[], i64>
// CHECK:       %[[HV:.*]] = onnx.Reshape(%[[H]], %{{.*}})
// CHECK:       %[[TWO:.*]] = onnx.Constant {value = dense<tensor<[1], i64>, [2]>}
// CHECK:       %[[ADD:.*]] = onnx.Add(%[[HV]], %[[TWO]])
// CHECK:       %[[END:.*]] = onnx.Div(%[[ADD]], %{{.*}})
// CHECK:       %y = onnx.Slice(%[[POOL]], %{{.*}}, %[[END]], %{{.*}}) : tensor<[1, 2, h ceildiv 3], f32>
// ERR9: nn-pool-ceil-symbolic.mlir:[[@LINE+2]]:3: error: 'core.max_pool' op has ceil_mode with stride 3 over spatial dim 0, whose size is not static; ATen's last window there depends on the size, and cutting it needs Slice-10 (target opset 10 or later)
graph @max_pool_ceil_cut(%x: tensor<[1, 2, h], f32>) -> (tensor<*, ?>) {
  %y = core.max_pool(%x) {kernel_shape = [2], strides = [3], ceil_mode = true} : tensor<*, ?>
  return %y
}

// -----

// A static dim beside a symbolic one: its overhang stays end padding
// (10 + 1 + 1 - 3 = 9, ceil(9 / 2) + 1 = 6 windows, the last one 2 past
// the pad), and the symbolic dim gets s - 1 = 2, cut where 1 + 3 > 3;
// 1 + 2 is not below the kernel, so -inf pads explicitly.
// CHECK-LABEL: graph @max_pool_ceil_mixed
// O13:         %[[PADS:.*]] = onnx.Constant {value = dense<tensor<[8], i64>, [0, 0, 1, 1, 0, 0, 2, 3]>}
// O13:         onnx.Pad(%x, %[[PADS]],
// CHECK:       onnx.MaxPool(%{{.*}}) {kernel_shape = [3, 3], pads = [0, 0, 0, 0], strides = [2, 3]}
// CHECK:       onnx.Slice({{.*}}) : tensor<[1, 2, 6, (w + 1) ceildiv 3], f32>
graph @max_pool_ceil_mixed(%x: tensor<[1, 2, 10, w], f32>) -> (tensor<*, ?>) {
  %y = core.max_pool(%x) {kernel_shape = [3, 3], strides = [2, 3], pads = [1, 1, 1, 1], ceil_mode = true} : tensor<*, ?>
  return %y
}

// -----

// avg_pool with count_include_pad: ONNX Runtime's count_include_pad = 1
// divides an overhanging ceil window by the whole kernel (ATen: clipped at
// in + pe), so the pool divides by the real elements r (count_include_pad
// = 0) and the result is scaled by r / D per window, computed from a Range
// over the pooled dim: start = 2o - 1, r = min(start + 3, h) - max(start,
// 0), D = min(start + 3, h + 1) - start. Opset 10 has no Range.
// CHECK-LABEL: graph @avg_pool_ceil_include
// CHECK:       %[[POOL:.*]] = onnx.AveragePool(%x) {ceil_mode = 1, kernel_shape = [3], pads = [1, 1], strides = [2]}
// CHECK:       %[[O:.*]] = onnx.Range(
// CHECK:       %[[OF:.*]] = onnx.Cast(%[[O]]) {to = 1}
// CHECK:       %[[MUL:.*]] = onnx.Mul(%[[OF]],
// CHECK:       %[[START:.*]] = onnx.Sub(%[[MUL]],
// CHECK:       %[[END:.*]] = onnx.Add(%[[START]],
// CHECK:       %[[R:.*]] = onnx.Sub(%{{.*}}, %{{.*}})
// CHECK:       %[[D:.*]] = onnx.Sub(%{{.*}}, %[[START]])
// CHECK:       %[[F:.*]] = onnx.Div(%[[R]], %[[D]])
// CHECK:       %y = onnx.Mul(%[[POOL]], %[[F]]) : tensor<[n, 2, (h + 1) ceildiv 2], f32>
// ERR10: nn-pool-ceil-symbolic.mlir:[[@LINE+2]]:3: error: 'core.avg_pool' op has ceil_mode over spatial dim 0, whose size is not static, with a divisor that depends on it; its windows' sizes are computed with Range (target opset 11 or later)
graph @avg_pool_ceil_include(%x: tensor<[n, 2, h], f32>) -> (tensor<*, ?>) {
  %y = core.avg_pool(%x) {kernel_shape = [3], strides = [2], pads = [1, 1], ceil_mode = true, count_include_pad = true} : tensor<*, ?>
  return %y
}

// -----

// A static dim that drops its last ceil window (8 + 2 - 3 = 7, ceil(7 / 3)
// + 1 = 4 windows, the last starting at 9 >= 8 + 1) beside a symbolic one:
// ONNX's ceil_mode would keep that window, so the symbolic dim gets s - 1
// = 1 more end padding instead (1 + 2 <= 3: nothing to cut). Without
// count_include_pad nor divisor_override, AveragePool's own divisor (the
// real elements) is ATen's: no factor.
// CHECK-LABEL: graph @avg_pool_ceil_exclude
// CHECK:       %y = onnx.AveragePool(%x) {kernel_shape = [3, 3], pads = [1, 1, 2, 1], strides = [2, 3]} : tensor<[n, 2, (h + 1) ceildiv 2, 3], f32>
// CHECK-NEXT:  return %y
graph @avg_pool_ceil_exclude(%x: tensor<[n, 2, h, 8], f32>) -> (tensor<*, ?>) {
  %y = core.avg_pool(%x) {kernel_shape = [3, 3], strides = [2, 3], pads = [1, 1, 1, 1], ceil_mode = true} : tensor<*, ?>
  return %y
}

// -----

// End pad 1 + stride 3 > extent 3 with count_include_pad: floor windows
// over s - 1 = 2 more end padding, which with the pad is not below the
// kernel, so 2 zeros are appended (ConstantOfShape + Concat; a Pad would
// be fused into the pool by ONNX Runtime), every window lies inside and
// AveragePool(count_include_pad = 1) is sum / 9; cut; times 3 / D(o) on
// the symbolic dim. The static dim 8 (3 windows, none clipped) needs no
// factor.
// CHECK-LABEL: graph @avg_pool_ceil_append
// CHECK:       %[[Z:.*]] = onnx.ConstantOfShape(
// CHECK:       %[[XE:.*]] = onnx.Concat(%x, %[[Z]]) {axis = 2} : tensor<[1, 2, h + 2, 8], f32>
// CHECK:       %[[POOL:.*]] = onnx.AveragePool(%[[XE]]) {count_include_pad = 1, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [3, 3]}
// CHECK:       %[[CUT:.*]] = onnx.Slice(%[[POOL]],
// CHECK:       onnx.Range({{.*}} : tensor<[h floordiv 3 + 1], i64>
// CHECK:       %[[F:.*]] = onnx.Div(%{{.*}}, %{{.*}}) : tensor<[h floordiv 3 + 1], f32>
// CHECK:       %[[FU:.*]] = onnx.Unsqueeze(%[[F]]{{.*}} : tensor<[h floordiv 3 + 1, 1], f32>
// CHECK:       %y = onnx.Mul(%[[CUT]], %[[FU]]) : tensor<[1, 2, (h + 1) ceildiv 3, 3], f32>
graph @avg_pool_ceil_append(%x: tensor<[1, 2, h, 8], f32>) -> (tensor<*, ?>) {
  %y = core.avg_pool(%x) {kernel_shape = [3, 3], strides = [3, 3], pads = [1, 1, 1, 1], ceil_mode = true, count_include_pad = true} : tensor<*, ?>
  return %y
}

// -----

// divisor_override d over kernel-sized sums (the s - 1 = 2 more end
// padding appended as zeros): one scalar prod(kernel) / d.
// CHECK-LABEL: graph @avg_pool_ceil_divisor
// CHECK:       %[[XE:.*]] = onnx.Concat(%x, %{{.*}}) {axis = 2} : tensor<[n, 2, h + 2], f32>
// CHECK:       %[[POOL:.*]] = onnx.AveragePool(%[[XE]]) {count_include_pad = 1, kernel_shape = [2], pads = [0, 0], strides = [3]}
// CHECK:       %[[CUT:.*]] = onnx.Slice(%[[POOL]],
// CHECK:       %[[F:.*]] = onnx.Constant {value = dense<tensor<[], f32>, [0.4]>}
// CHECK:       %y = onnx.Mul(%[[CUT]], %[[F]])
graph @avg_pool_ceil_divisor(%x: tensor<[n, 2, h], f32>) -> (tensor<*, ?>) {
  %y = core.avg_pool(%x) {kernel_shape = [2], strides = [3], ceil_mode = true, divisor_override = 5} : tensor<*, ?>
  return %y
}
