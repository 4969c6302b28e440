// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=9}' | FileCheck %s --check-prefix=O9
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=10}' | FileCheck %s --check-prefix=O10
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=11}' | FileCheck %s --check-prefix=O11
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=13}' | FileCheck %s --check-prefix=O11
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=18}' | FileCheck %s --check-prefix=O11

// index_select is Gather, which takes negative indices from 11 (before,
// they are wrapped with Where(i < 0, i + dim, i)); scatter is Scatter-9
// before 11 and ScatterElements from 11; one_hot is OneHot; nonzero is
// NonZero transposed to torch's [n, rank].

// O9-LABEL: graph @select
// O9:   %[[SH:.*]] = onnx.Shape(%x) : tensor<[2], i64>
// O9:   %[[D:.*]] = onnx.Gather(%[[SH]], %{{.*}}) : tensor<[], i64>
// O9:   %[[NEG:.*]] = onnx.Less(%i, %{{.*}}) : tensor<[3], bool>
// O9:   %[[ADD:.*]] = onnx.Add(%i, %[[D]]) : tensor<[3], i64>
// O9:   %[[W:.*]] = onnx.Where(%[[NEG]], %[[ADD]], %i) : tensor<[3], i64>
// O9:   onnx.Gather(%x, %[[W]]) {axis = 1} : tensor<[5, 3], f32>
// O9:   onnx.Scatter(%x, %g, %u) {axis = 0} : tensor<[5, 4], f32>
// O9:   onnx.OneHot(%i, %{{.*}}, %{{.*}}) {axis = -1} : tensor<[3, 5], i64>
// O9:   %[[NZ:.*]] = onnx.NonZero(%x) : tensor<[2, ?], i64>
// O9:   onnx.Transpose(%[[NZ]]) {perm = [1, 0]} : tensor<[?, 2], i64>
// O11-LABEL: graph @select
// O11:  onnx.Gather(%x, %i) {axis = -1} : tensor<[5, 3], f32>
// O11:  onnx.ScatterElements(%x, %g, %u) {axis = 0} : tensor<[5, 4], f32>
// O11:  onnx.OneHot(%i, %{{.*}}, %{{.*}}) {axis = -1} : tensor<[3, 5], i64>
// O11:  onnx.Transpose(%{{.*}}) {perm = [1, 0]} : tensor<[?, 2], i64>
graph @select(%x: tensor<[5, 4], f32>, %i: tensor<[3], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.index_select(%x, %i) {axis = -1} : tensor<*, ?>
  %g = core.constant {value = dense<tensor<[2, 4], i64>, [0, 1, 2, 3, 4, 0, 1, 2]>} : tensor<[2, 4], i64>
  %u = core.constant {value = dense<tensor<[2, 4], f32>, [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]>} : tensor<[2, 4], f32>
  %1 = core.scatter(%x, %g, %u) {axis = 0} : tensor<*, ?>
  %2 = core.one_hot(%i) {num_classes = 5} : tensor<*, ?>
  %3 = core.nonzero(%x) : tensor<*, ?>
  return %0, %1, %2, %3
}

// TopK: k is an attribute at 9, an input [1] from 10; largest/sorted
// from 11, where the smallest elements and integer inputs are allowed
// (before 11, integers of at most 32 bits go through f64). sort is TopK
// with k = the dim.
// O9-LABEL: graph @topk
// O9:   onnx.TopK(%x) {axis = -1, k = 2} : (tensor<[5, 2], f32>, tensor<[5, 2], i64>)
// O9:   %[[C:.*]] = onnx.Cast(%y) {to = 11} : tensor<[5, 4], f64>
// O9:   %[[V:.*]], %[[I:.*]] = onnx.TopK(%[[C]]) {axis = 0, k = 5} : (tensor<[5, 4], f64>, tensor<[5, 4], i64>)
// O9:   onnx.Cast(%[[V]]) {to = 6} : tensor<[5, 4], i32>
// O10-LABEL: graph @topk
// O10:  %[[K:.*]] = onnx.Constant {value = dense<tensor<[1], i64>, [2]>}
// O10:  onnx.TopK(%x, %[[K]]) {axis = -1} : (tensor<[5, 2], f32>, tensor<[5, 2], i64>)
// O10:  %[[N:.*]] = onnx.Constant {value = dense<tensor<[1], i64>, [5]>}
// O10:  %[[C:.*]] = onnx.Cast(%y) {to = 11}
// O10:  onnx.TopK(%[[C]], %[[N]]) {axis = 0}
// O11-LABEL: graph @topk
// O11:  onnx.TopK(%x, %{{.*}}) {axis = -1, largest = 1, sorted = 1} : (tensor<[5, 2], f32>, tensor<[5, 2], i64>)
// O11:  onnx.TopK(%y, %{{.*}}) {axis = 0, largest = 1, sorted = 1} : (tensor<[5, 4], i32>, tensor<[5, 4], i64>)
graph @topk(%x: tensor<[5, 4], f32>, %y: tensor<[5, 4], i32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %k = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
  %0, %1 = core.topk(%x, %k) : (tensor<*, ?>, tensor<*, ?>)
  %2, %3 = core.sort(%y) {axis = 0, descending = true} : (tensor<*, ?>, tensor<*, ?>)
  return %0, %1, %2, %3
}

// index before 11 (no GatherND): a Gather of x with its leading dims
// flattened, at the linear index sum_j wrap(i_j) * stride_j (static dims);
// GatherND from 11 (shapes-dynamic.mlir has the stacked indices).
// O9-LABEL: graph @index
// O9:   %[[I:.*]] = onnx.Where(%{{.*}}, %{{.*}}, %i) : tensor<[3], i64>
// O9:   %[[J:.*]] = onnx.Where(%{{.*}}, %{{.*}}, %{{.*}}) : tensor<[2, 1], i64>
// O9:   %[[S:.*]] = onnx.Constant {value = dense<tensor<[], i64>, [4]>}
// O9:   %[[JS:.*]] = onnx.Mul(%[[J]], %[[S]]) : tensor<[2, 1], i64>
// O9:   %[[L:.*]] = onnx.Add(%[[JS]], %[[I]]) : tensor<[2, 3], i64>
// O9:   %[[F:.*]] = onnx.Constant {value = dense<tensor<[2], i64>, [20, 3]>}
// O9:   %[[X:.*]] = onnx.Reshape(%x, %[[F]]) : tensor<[20, 3], f32>
// O9:   onnx.Gather(%[[X]], %[[L]]) {axis = 0} : tensor<[2, 3, 3], f32>
// O10-LABEL: graph @index
// O10:  onnx.Gather(%{{.*}}, %{{.*}}) {axis = 0} : tensor<[2, 3, 3], f32>
// O11-LABEL: graph @index
// O11:  onnx.GatherND(%x, %{{.*}}) : tensor<[2, 3, 3], f32>
graph @index(%x: tensor<[5, 4, 3], f32>, %i: tensor<[3], i64>, %j: tensor<[2, 1], i32>) -> (tensor<*, ?>) {
  %0 = core.index(%x, %j, %i) : tensor<*, ?>
  return %0
}
