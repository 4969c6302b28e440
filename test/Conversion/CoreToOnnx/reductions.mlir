// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=9}' | FileCheck %s --check-prefix=O9
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=11}' | FileCheck %s --check-prefix=O11
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=13}' | FileCheck %s --check-prefix=O13
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=17}' | FileCheck %s --check-prefix=O13
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=18}' | FileCheck %s --check-prefix=O18
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=21}' | FileCheck %s --check-prefix=O18

// Reductions: axes are an attribute until ReduceSum-13 and the other
// reductions' version 18 make them an input; before opset 11 they must be
// non-negative. Empty axes (every axis) are left out in both forms.

// O9: module attributes {onnx.opset_import = {{\[\["", 9\]\]}}}
// O9-LABEL: graph @reduce
// O9:   onnx.ReduceSum(%x) {axes = [2], keepdims = 1} : tensor<[n, 4, 1], f32>
// O9:   onnx.ReduceMean(%x) {axes = [1, 2], keepdims = 0} : tensor<[n], f32>
// O9:   onnx.ReduceMax(%x) {keepdims = 0} : tensor<[], f32>
// O9:   onnx.ReduceProd(%x) {axes = [0], keepdims = 0} : tensor<[4, 5], f32>
// O9:   onnx.ReduceMin(%x) {axes = [1], keepdims = 1} : tensor<[n, 1, 5], f32>

// O11-LABEL: graph @reduce
// O11:  onnx.ReduceSum(%x) {axes = [-1], keepdims = 1} : tensor<[n, 4, 1], f32>
// O11:  onnx.ReduceMean(%x) {axes = [1, 2], keepdims = 0} : tensor<[n], f32>

// O13-LABEL: graph @reduce
// O13:  %[[A:.*]] = onnx.Constant {value = dense<tensor<[1], i64>, [-1]>}
// O13:  onnx.ReduceSum(%x, %[[A]]) {keepdims = 1} : tensor<[n, 4, 1], f32>
// O13:  onnx.ReduceMean(%x) {axes = [1, 2], keepdims = 0} : tensor<[n], f32>
// O13:  onnx.ReduceMax(%x) {keepdims = 0} : tensor<[], f32>

// O18-LABEL: graph @reduce
// O18:  onnx.ReduceSum(%x, %{{.*}}) {keepdims = 1} : tensor<[n, 4, 1], f32>
// O18:  %[[M:.*]] = onnx.Constant {value = dense<tensor<[2], i64>, [1, 2]>}
// O18:  onnx.ReduceMean(%x, %[[M]]) {keepdims = 0} : tensor<[n], f32>
// O18:  onnx.ReduceMax(%x) {keepdims = 0} : tensor<[], f32>
// O18:  onnx.ReduceProd(%x, %{{.*}}) {keepdims = 0} : tensor<[4, 5], f32>
// O18:  onnx.ReduceMin(%x, %{{.*}}) {keepdims = 1} : tensor<[n, 1, 5], f32>
graph @reduce(%x: tensor<[n, 4, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.reduce_sum(%x) {axes = [-1], keepdim = true} : tensor<*, ?>
  %1 = core.reduce_mean(%x) {axes = [1, 2]} : tensor<*, ?>
  %2 = core.reduce_max(%x) {axes = []} : tensor<*, ?>
  %3 = core.reduce_prod(%x) {axes = [0]} : tensor<*, ?>
  %4 = core.reduce_min(%x) {axes = [-2], keepdim = true} : tensor<*, ?>
  return %0, %1, %2, %3, %4
}

// Logical reductions go through int32 (no reduction takes bool before 20).
// O13-LABEL: graph @logical
// O13:  %[[I:.*]] = onnx.Cast(%b) {to = 6} : tensor<[3, 4], i32>
// O13:  %[[R:.*]] = onnx.ReduceMax(%[[I]]) {axes = [1], keepdims = 0} : tensor<[3], i32>
// O13:  onnx.Cast(%[[R]]) {to = 9} : tensor<[3], bool>
// O13:  onnx.ReduceMin
graph @logical(%b: tensor<[3, 4], bool>) -> (tensor<*, ?>, tensor<*, ?>) {
  %0 = core.reduce_any(%b) {axes = [1]} : tensor<*, ?>
  %1 = core.reduce_all(%b) {axes = [0, 1]} : tensor<*, ?>
  return %0, %1
}

// argmax / argmin: the first index of the extreme (select_last_index = 0
// from ArgMax-12); the axis is non-negative before 11. ATen takes NaN as
// the extreme where ONNX Runtime skips it, so a float slice with a NaN
// gives the first NaN's index (ArgMax of the IsNaN mask). Narrow integers
// compare as int32 (ONNX Runtime has no uint16 ArgMax kernel).
// O9-LABEL: graph @arg
// O9:   %[[A:.*]] = onnx.ArgMax(%x) {axis = 1, keepdims = 1} : tensor<[2, 1], i64>
// O9:   %[[N:.*]] = onnx.IsNaN(%x) : tensor<[2, 3], bool>
// O9:   %[[NI:.*]] = onnx.Cast(%[[N]]) {to = 6} : tensor<[2, 3], i32>
// O9:   %[[R:.*]] = onnx.ReduceMax(%[[NI]]) {axes = [1], keepdims = 1} : tensor<[2, 1], i32>
// O9:   %[[ANY:.*]] = onnx.Cast(%[[R]]) {to = 9} : tensor<[2, 1], bool>
// O9:   %[[FIRST:.*]] = onnx.ArgMax(%[[NI]]) {axis = 1, keepdims = 1} : tensor<[2, 1], i64>
// O9:   onnx.Where(%[[ANY]], %[[FIRST]], %[[A]]) : tensor<[2, 1], i64>
// O9:   %[[U:.*]] = onnx.Cast(%u) {to = 6} : tensor<[4], i32>
// O9:   onnx.ArgMin(%[[U]]) {axis = 0, keepdims = 0} : tensor<[], i64>
// O9:   onnx.Constant {value = dense<tensor<[], i64>, [0]>}
// O11-LABEL: graph @arg
// O11:  onnx.ArgMax(%x) {axis = -1, keepdims = 1} : tensor<[2, 1], i64>
// O13-LABEL: graph @arg
// O13:  onnx.ArgMax(%x) {axis = -1, keepdims = 1, select_last_index = 0} : tensor<[2, 1], i64>
// O13:  onnx.ArgMin(%{{.*}}) {axis = 0, keepdims = 0, select_last_index = 0} : tensor<[], i64>
// O18-LABEL: graph @arg
// O18:  onnx.ArgMax(%x) {axis = -1, keepdims = 1, select_last_index = 0} : tensor<[2, 1], i64>
// O18:  onnx.ReduceMax(%{{.*}}, %{{.*}}) {keepdims = 1} : tensor<[2, 1], i32>
graph @arg(%x: tensor<[2, 3], f32>, %u: tensor<[4], u16>, %s: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.argmax(%x) {axis = -1, keepdim = true} : tensor<*, ?>
  %1 = core.argmin(%u) {axis = 0} : tensor<*, ?>
  %2 = core.argmax(%s) {axis = 0} : tensor<*, ?>
  return %0, %1, %2
}

// A mean over every spatial dim of an f32 [N, C, *] input that keeps the
// dims (adaptive_avg_pool2d to 1x1) is GlobalAveragePool at every opset,
// as torch.onnx writes it; without keepdim, over other dims, or of f64
// (ONNX Runtime's GlobalAveragePool is f32) it stays ReduceMean.
// O9-LABEL: graph @global_pool
// O9:   onnx.GlobalAveragePool(%x) : tensor<[n, 3, 1, 1], f32>
// O9:   onnx.GlobalAveragePool(%v) : tensor<[n, 3, 1, 1, 1], f32>
// O9:   onnx.ReduceMean(%x) {axes = [2, 3], keepdims = 0}
// O9:   onnx.ReduceMean(%x) {axes = [1, 2, 3], keepdims = 1}
// O9:   onnx.ReduceMean(%d) {axes = [2, 3], keepdims = 1}
// O18-LABEL: graph @global_pool
// O18:  onnx.GlobalAveragePool(%x) : tensor<[n, 3, 1, 1], f32>
// O18:  onnx.GlobalAveragePool(%v) : tensor<[n, 3, 1, 1, 1], f32>
// O18:  onnx.ReduceMean(%x, %{{.*}}) {keepdims = 0}
graph @global_pool(%x: tensor<[n, 3, 4, 5], f32>, %v: tensor<[n, 3, 2, 4, 5], f32>, %d: tensor<[n, 3, 4, 5], f64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.reduce_mean(%x) {axes = [-1, -2], keepdim = true} : tensor<*, ?>
  %1 = core.reduce_mean(%v) {axes = [2, 3, 4], keepdim = true} : tensor<*, ?>
  %2 = core.reduce_mean(%x) {axes = [2, 3]} : tensor<*, ?>
  %3 = core.reduce_mean(%x) {axes = [1, 2, 3], keepdim = true} : tensor<*, ?>
  %4 = core.reduce_mean(%d) {axes = [2, 3], keepdim = true} : tensor<*, ?>
  return %0, %1, %2, %3, %4
}
