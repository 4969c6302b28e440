// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=9}' | FileCheck %s --check-prefix=O9
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=13}' | FileCheck %s --check-prefix=O13
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=16}' | FileCheck %s --check-prefix=O16

// scatter with reduce add before 16: data + the one-hot sums of the
// updates (Where of the hits, ReduceSum over the axis, the class dim moved
// back to the axis); ScatterElements' reduction from 16. (OneHot's
// inference does not read the depth, hence the `?` before the Add.)

// O9-LABEL: graph @scatter_add
// O9:   %[[D:.*]] = onnx.Constant {value = dense<tensor<[1], i64>, [5]>}
// O9:   %[[W:.*]] = onnx.Where(%{{.*}}, %{{.*}}, %g) : tensor<[2, 4], i64>
// O9:   %[[OH:.*]] = onnx.OneHot(%[[W]], %[[D]], %{{.*}}) {axis = -1} : tensor<[2, 4, ?], i64>
// O9:   %[[HIT:.*]] = onnx.Cast(%[[OH]]) {to = 9} : tensor<[2, 4, ?], bool>
// O9:   %[[U:.*]] = onnx.Unsqueeze(%u) {axes = [2]} : tensor<[2, 4, 1], f32>
// O9:   %[[P:.*]] = onnx.Where(%[[HIT]], %[[U]], %{{.*}}) : tensor<[2, 4, ?], f32>
// O9:   %[[S:.*]] = onnx.ReduceSum(%[[P]]) {axes = [0], keepdims = 0} : tensor<[4, ?], f32>
// O9:   %[[T:.*]] = onnx.Transpose(%[[S]]) {perm = [1, 0]} : tensor<[?, 4], f32>
// O9:   onnx.Add(%x, %[[T]]) : tensor<[5, 4], f32>
// O13-LABEL: graph @scatter_add
// O13:  %[[P:.*]] = onnx.Where(%{{.*}}, %{{.*}}, %{{.*}}) : tensor<[2, 4, ?], f32>
// O13:  %[[A:.*]] = onnx.Constant {value = dense<tensor<[1], i64>, [0]>}
// O13:  %[[S:.*]] = onnx.ReduceSum(%[[P]], %[[A]]) {keepdims = 0} : tensor<[4, ?], f32>
// O13:  onnx.Transpose(%[[S]]) {perm = [1, 0]}
// O16-LABEL: graph @scatter_add
// O16:  onnx.ScatterElements(%x, %g, %u) {axis = 0, reduction = "add"} : tensor<[5, 4], f32>
graph @scatter_add(%x: tensor<[5, 4], f32>, %g: tensor<[2, 4], i64>, %u: tensor<[2, 4], f32>) -> (tensor<*, ?>) {
  %0 = core.scatter(%x, %g, %u) {axis = 0, reduce = "add"} : tensor<*, ?>
  return %0
}

// Along the last axis the class dim is already in place (no Transpose).
// O9-LABEL: graph @scatter_add_last
// O9:   %[[S:.*]] = onnx.ReduceSum(%{{.*}}) {axes = [2], keepdims = 0} : tensor<[2, 3, ?], i64>
// O9-NOT: onnx.Transpose
// O9:   onnx.Add(%x, %[[S]]) : tensor<[2, 3, 4], i64>
graph @scatter_add_last(%x: tensor<[2, 3, 4], i64>, %g: tensor<[2, 3, 6], i64>, %u: tensor<[2, 3, 6], i64>) -> (tensor<*, ?>) {
  %0 = core.scatter(%x, %g, %u) {axis = -1, reduce = "add"} : tensor<*, ?>
  return %0
}

// Indices smaller than the data outside the axis: the sums are padded
// with zeros at the end of those dims.
// O9-LABEL: graph @scatter_add_smaller
// O9:   %[[T:.*]] = onnx.Transpose(%{{.*}}) {perm = [1, 0]} : tensor<[?, 3], f32>
// O9:   %[[P:.*]] = onnx.Pad(%[[T]]) {mode = "constant", pads = [0, 0, 0, 3], value = 0.0}
// O9:   onnx.Add(%x, %[[P]]) : tensor<[4, 6], f32>
// O13-LABEL: graph @scatter_add_smaller
// O13:  %[[Q:.*]] = onnx.Constant {value = dense<tensor<[4], i64>, [0, 0, 0, 3]>}
// O13:  %[[P:.*]] = onnx.Pad(%{{.*}}, %[[Q]]) {mode = "constant"}
// O13:  onnx.Add(%x, %[[P]]) : tensor<[4, 6], f32>
graph @scatter_add_smaller(%x: tensor<[4, 6], f32>, %i: tensor<[2, 3], i64>, %u: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %0 = core.scatter(%x, %i, %u) {axis = 0, reduce = "add"} : tensor<*, ?>
  return %0
}
