// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=9}' | FileCheck %s --check-prefix=O9
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=10}' | FileCheck %s --check-prefix=O10
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=11}' | FileCheck %s --check-prefix=O11
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=13}' | FileCheck %s --check-prefixes=O13,O13ONLY
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=14}' | FileCheck %s --check-prefixes=O13,O14
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=17}' | FileCheck %s --check-prefixes=O13,O14
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=18}' | FileCheck %s --check-prefix=O18
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=21}' | FileCheck %s --check-prefix=O18

// Slice: starts/ends/axes are attributes before 10 (constants, steps 1),
// inputs from 10; opset 10 wants non-negative axes, 11 takes negative ones.

// O9-LABEL: graph @slice
// O9:   onnx.Slice(%x) {axes = [2], ends = [-1], starts = [1]}
// O10-LABEL: graph @slice
// O10:  %[[A:.*]] = onnx.Constant {value = dense<tensor<[1], i64>, [2]>}
// O10:  onnx.Slice(%x, %s, %e, %[[A]], %one) : tensor<[n, 4, 4], f32>
// O11-LABEL: graph @slice
// O11:  %[[A:.*]] = onnx.Constant {value = dense<tensor<[1], i64>, [-1]>}
// O11:  onnx.Slice(%x, %s, %e, %[[A]], %one) : tensor<[n, 4, 4], f32>
// O13-LABEL: graph @slice
// O13:  onnx.Slice(%x, %s, %e, %{{.*}}, %one) : tensor<[n, 4, 4], f32>
// O18-LABEL: graph @slice
// O18:  onnx.Slice(%x, %s, %e, %{{.*}}, %one) : tensor<[n, 4, 4], f32>
graph @slice(%x: tensor<[n, 4, 6], f32>) -> (tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %e = core.constant {value = dense<tensor<[1], i64>, [-1]>} : tensor<[1], i64>
  %a = core.constant {value = dense<tensor<[1], i64>, [-1]>} : tensor<[1], i64>
  %one = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %0 = core.slice(%x, %s, %e, %a, %one) : tensor<*, ?>
  return %0
}

// Steps other than 1 at opset 9: a Gather of the picked indices (ATen's
// clamping: start -5 of 6 is 1, end 100 is 6).
// O9-LABEL: graph @slice_step
// O9:   %[[I:.*]] = onnx.Constant {value = dense<tensor<[3], i64>, [1, 3, 5]>}
// O9:   onnx.Gather(%x, %[[I]]) {axis = 2} : tensor<[n, 4, 3], f32>
// O10-LABEL: graph @slice_step
// O10:  onnx.Slice(%x, %s, %e, %{{.*}}, %two) : tensor<[n, 4, 3], f32>
graph @slice_step(%x: tensor<[n, 4, 6], f32>) -> (tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[1], i64>, [-5]>} : tensor<[1], i64>
  %e = core.constant {value = dense<tensor<[1], i64>, [100]>} : tensor<[1], i64>
  %a = core.constant {value = dense<tensor<[1], i64>, [-1]>} : tensor<[1], i64>
  %two = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
  %0 = core.slice(%x, %s, %e, %a, %two) : tensor<*, ?>
  return %0
}

// Unsqueeze/Squeeze: negative axes from 11 (before, made non-negative:
// unsqueeze's against the result's rank), axes an input from 13.
// O9-LABEL: graph @squeeze
// O9:   %[[U:.*]] = onnx.Unsqueeze(%x) {axes = [0, 4]} : tensor<[1, n, 4, 6, 1], f32>
// O9:   onnx.Squeeze(%[[U]]) {axes = [4]} : tensor<[1, n, 4, 6], f32>
// O11-LABEL: graph @squeeze
// O11:  %[[U:.*]] = onnx.Unsqueeze(%x) {axes = [0, -1]} : tensor<[1, n, 4, 6, 1], f32>
// O11:  onnx.Squeeze(%[[U]]) {axes = [-1]} : tensor<[1, n, 4, 6], f32>
// O13-LABEL: graph @squeeze
// O13:  %[[A:.*]] = onnx.Constant {value = dense<tensor<[2], i64>, [0, -1]>}
// O13:  %[[U:.*]] = onnx.Unsqueeze(%x, %[[A]]) : tensor<[1, n, 4, 6, 1], f32>
// O13:  %[[B:.*]] = onnx.Constant {value = dense<tensor<[1], i64>, [-1]>}
// O13:  onnx.Squeeze(%[[U]], %[[B]]) : tensor<[1, n, 4, 6], f32>
// O18-LABEL: graph @squeeze
// O18:  onnx.Unsqueeze(%x, %{{.*}}) : tensor<[1, n, 4, 6, 1], f32>
// O18:  onnx.Squeeze(%{{.*}}, %{{.*}}) : tensor<[1, n, 4, 6], f32>
graph @squeeze(%x: tensor<[n, 4, 6], f32>) -> (tensor<*, ?>) {
  %0 = core.unsqueeze(%x) {axes = [0, -1]} : tensor<*, ?>
  %1 = core.squeeze(%0) {axes = [-1]} : tensor<*, ?>
  return %1
}

// Split: sizes are the attribute `split` before 13 and an input from 13;
// an equal split of a static dim gets explicit sizes; of a symbolic dim it
// is Split without sizes, which opset 18 spells with num_outputs. Negative
// axes from 11.
// O9-LABEL: graph @split
// O9:   onnx.Split(%x) {axis = 2, split = [2, 4]} : (tensor<[n, 4, 2], f32>, tensor<[n, 4, 4], f32>)
// O9:   onnx.Split(%x) {axis = 1, split = [2, 2]} : (tensor<[n, 2, 6], f32>, tensor<[n, 2, 6], f32>)
// O9:   onnx.Split(%x) {axis = 0} : (tensor<[n floordiv 2, 4, 6], f32>, tensor<[n floordiv 2, 4, 6], f32>)
// O11-LABEL: graph @split
// O11:  onnx.Split(%x) {axis = -1, split = [2, 4]}
// O13-LABEL: graph @split
// O13:  %[[S:.*]] = onnx.Constant {value = dense<tensor<[2], i64>, [2, 4]>}
// O13:  onnx.Split(%x, %[[S]]) {axis = -1} : (tensor<[n, 4, 2], f32>, tensor<[n, 4, 4], f32>)
// O13:  %[[E:.*]] = onnx.Constant {value = dense<tensor<[2], i64>, [2, 2]>}
// O13:  onnx.Split(%x, %[[E]]) {axis = 1}
// O13:  onnx.Split(%x) {axis = 0} : (tensor<[n floordiv 2, 4, 6], f32>, tensor<[n floordiv 2, 4, 6], f32>)
// O18-LABEL: graph @split
// O18:  onnx.Split(%x, %{{.*}}) {axis = -1} : (tensor<[n, 4, 2], f32>, tensor<[n, 4, 4], f32>)
// O18:  onnx.Split(%x, %{{.*}}) {axis = 1}
// O18:  onnx.Split(%x) {axis = 0, num_outputs = 2} : (tensor<[n floordiv 2, 4, 6], f32>, tensor<[n floordiv 2, 4, 6], f32>)
graph @split(%x: tensor<[n, 4, 6], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0, %1 = core.split(%x) {axis = -1, sizes = [2, 4]} : (tensor<*, ?>, tensor<*, ?>)
  %2, %3 = core.split(%x) {axis = 1} : (tensor<*, ?>, tensor<*, ?>)
  %4, %5 = core.split(%x) {axis = 0} : (tensor<*, ?>, tensor<*, ?>)
  return %0, %1, %2, %3, %4, %5
}

// Concat: negative axes from 11.
// O9-LABEL: graph @concat
// O9:   onnx.Concat(%x, %x) {axis = 2} : tensor<[n, 4, 12], f32>
// O11-LABEL: graph @concat
// O11:  onnx.Concat(%x, %x) {axis = -1} : tensor<[n, 4, 12], f32>
graph @concat(%x: tensor<[n, 4, 6], f32>) -> (tensor<*, ?>) {
  %0 = core.concat(%x, %x) {axis = -1} : tensor<*, ?>
  return %0
}

// Flip: Slice with step -1 from 10; before, a Gather of the reversed
// indices (static dims).
// O9-LABEL: graph @flip
// O9:   %[[R:.*]] = onnx.Constant {value = dense<tensor<[6], i64>, [5, 4, 3, 2, 1, 0]>}
// O9:   onnx.Gather(%x, %[[R]]) {axis = 2} : tensor<[n, 4, 6], f32>
// O10-LABEL: graph @flip
// O10:  %[[S:.*]] = onnx.Constant {value = dense<tensor<[1], i64>, [-1]>}
// O10:  %[[E:.*]] = onnx.Constant {value = dense<tensor<[1], i64>, [-9223372036854775808]>}
// O10:  %[[A:.*]] = onnx.Constant {value = dense<tensor<[1], i64>, [2]>}
// O10:  %[[T:.*]] = onnx.Constant {value = dense<tensor<[1], i64>, [-1]>}
// O10:  onnx.Slice(%x, %[[S]], %[[E]], %[[A]], %[[T]]) : tensor<[n, 4, 6], f32>
// O11-LABEL: graph @flip
// O11:  %[[S:.*]] = onnx.Constant {value = dense<tensor<[1], i64>, [-1]>}
// O11:  %[[E:.*]] = onnx.Constant {value = dense<tensor<[1], i64>, [-9223372036854775808]>}
// O11:  %[[A:.*]] = onnx.Constant {value = dense<tensor<[1], i64>, [-1]>}
// O11:  %[[T:.*]] = onnx.Constant {value = dense<tensor<[1], i64>, [-1]>}
// O11:  onnx.Slice(%x, %[[S]], %[[E]], %[[A]], %[[T]]) : tensor<[n, 4, 6], f32>
graph @flip(%x: tensor<[n, 4, 6], f32>) -> (tensor<*, ?>) {
  %0 = core.flip(%x) {axes = [-1]} : tensor<*, ?>
  return %0
}

// Reshape: torch's 0 is a size of 0, ONNX's copies the input's dim unless
// allowzero (14). A static result gives a constant shape, and so does one
// whose symbolic dims are the input's at the same index (ONNX's 0 copies
// them; the computed shape is left to dce).
// O9-LABEL: graph @reshape
// O9:   %[[S:.*]] = onnx.Constant {value = dense<tensor<[2], i64>, [6, 4]>}
// O9:   onnx.Reshape(%y, %[[S]]) : tensor<[6, 4], f32>
// O9:   %[[K:.*]] = onnx.Constant {value = dense<tensor<[2], i64>, [0, 24]>}
// O9:   onnx.Reshape(%x, %[[K]]) : tensor<[n, 24], f32>
// O9:   %[[Z:.*]] = onnx.Constant {value = dense<tensor<[2], i64>, [0, 3]>}
// O9:   onnx.ConstantOfShape(%[[Z]]) {value = dense<tensor<[1], f32>, [0.0]>} : tensor<[0, 3], f32>
// O13ONLY-LABEL: graph @reshape
// O13ONLY:  onnx.Reshape(%x, %{{.*}}) : tensor<[n, 24], f32>
// O13ONLY:  onnx.ConstantOfShape
// O14-LABEL: graph @reshape
// O14:  onnx.Reshape(%y, %{{.*}}) {allowzero = 1} : tensor<[6, 4], f32>
// O14:  onnx.Reshape(%x, %{{.*}}) : tensor<[n, 24], f32>
// O14:  %[[Z:.*]] = onnx.Constant {value = dense<tensor<[2], i64>, [0, 3]>}
// O14:  onnx.Reshape(%e, %[[Z]]) {allowzero = 1} : tensor<[0, 3], f32>
graph @reshape(%x: tensor<[n, 4, 6], f32>, %y: tensor<[4, 6], f32>, %e: tensor<[0, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c = core.constant {value = dense<tensor<[2], i64>, [6, -1]>} : tensor<[2], i64>
  %0 = core.reshape(%y, %c) : tensor<*, ?>
  %sx = core.shape_of(%x) : tensor<*, ?>
  %z = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %o = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %n = core.slice(%sx, %z, %o, %z, %o) : tensor<*, ?>
  %w = core.constant {value = dense<tensor<[1], i64>, [24]>} : tensor<[1], i64>
  %shape = core.concat(%n, %w) {axis = 0} : tensor<*, ?>
  %1 = core.reshape(%x, %shape) : tensor<*, ?>
  %zs = core.constant {value = dense<tensor<[2], i64>, [0, 3]>} : tensor<[2], i64>
  %2 = core.reshape(%e, %zs) : tensor<*, ?>
  return %0, %1, %2
}

// flatten(x, 1) of every trailing dim is ONNX's Flatten {axis = 1}, as
// torch.onnx.export writes a classifier's x.flatten(1). Other flattens
// keep a dynamic batch as ONNX's 0 (copy the input's dim) in a constant
// shape, with -1 for one merged symbolic dim when the other dims are known
// to be >= 1 (symbols of input dims are, by default); otherwise the
// run-time shape (Slice, ReduceProd, Concat).
// O9-LABEL: graph @flatten
// O9:   onnx.Flatten(%x) {axis = 1} : tensor<[n, 24], f32>
// O9:   %[[S:.*]] = onnx.Constant {value = dense<tensor<[1], i64>, [1]>}
// O9:   onnx.Reshape(%s, %[[S]]) : tensor<[1], f32>
// O9:   onnx.Flatten(%y) {axis = 1} : tensor<[m, 4*h], f32>
// O9:   %[[M:.*]] = onnx.Slice(%{{.*}}) {axes = [0], ends = [2], starts = [0]}
// O9:   %[[R:.*]] = onnx.ReduceProd(%[[M]]) {axes = [0], keepdims = 1} : tensor<[1], i64>
// O9:   %[[P:.*]] = onnx.Slice(%{{.*}}) {axes = [0], ends = [9223372036854775807], starts = [2]}
// O9:   %[[C:.*]] = onnx.Concat(%[[R]], %[[P]]) {axis = 0} : tensor<[2], i64>
// O9:   onnx.Reshape(%z, %[[C]]) : tensor<[a*b, c], f32>
// O9:   %[[K:.*]] = onnx.Constant {value = dense<tensor<[3], i64>, [0, 24, 2]>}
// O9:   onnx.Reshape(%x4, %[[K]]) : tensor<[n, 24, 2], f32>
// O9:   %[[I:.*]] = onnx.Constant {value = dense<tensor<[3], i64>, [0, -1, 2]>}
// O9:   onnx.Reshape(%y4, %[[I]]) : tensor<[m, 4*h, 2], f32>
// O14-LABEL: graph @flatten
// O14:  onnx.Flatten(%x) {axis = 1} : tensor<[n, 24], f32>
// O14:  onnx.Flatten(%y) {axis = 1} : tensor<[m, 4*h], f32>
// O14:  onnx.Reshape(%z, %{{.*}}) {allowzero = 1} : tensor<[a*b, c], f32>
// O14:  onnx.Reshape(%x4, %{{.*}}) : tensor<[n, 24, 2], f32>
// O14:  onnx.Reshape(%y4, %{{.*}}) : tensor<[m, 4*h, 2], f32>
graph @flatten(%x: tensor<[n, 4, 6], f32>, %s: tensor<[], f32>, %y: tensor<[m, 4, h], f32>, %z: tensor<[a, b, c], f32>, %x4: tensor<[n, 4, 6, 2], f32>, %y4: tensor<[m, 4, h, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.flatten(%x) {start_dim = 1, end_dim = -1} : tensor<*, ?>
  %1 = core.flatten(%s) {start_dim = 0, end_dim = -1} : tensor<*, ?>
  %2 = core.flatten(%y) {start_dim = 1, end_dim = -1} : tensor<*, ?>
  %3 = core.flatten(%z) {start_dim = 0, end_dim = 1} : tensor<*, ?>
  %4 = core.flatten(%x4) {start_dim = 1, end_dim = 2} : tensor<*, ?>
  %5 = core.flatten(%y4) {start_dim = 1, end_dim = 2} : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5
}

// Expand: torch's -1 (keep the dim) is ONNX's 1 under two-way
// broadcasting; a computed shape gets a Where.
// O9-LABEL: graph @expand
// O9:   %[[S:.*]] = onnx.Constant {value = dense<tensor<[3], i64>, [5, 1, 6]>}
// O9:   onnx.Expand(%x, %[[S]]) : tensor<[5, 4, 6], f32>
// O9:   %[[EQ:.*]] = onnx.Equal(%shape, %{{.*}}) : tensor<[3], bool>
// O9:   %[[W:.*]] = onnx.Where(%[[EQ]], %{{.*}}, %shape) : tensor<[3], i64>
// O9:   onnx.Expand(%x, %[[W]])
graph @expand(%x: tensor<[4, 1], f32>, %shape: tensor<[3], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c = core.constant {value = dense<tensor<[3], i64>, [5, -1, 6]>} : tensor<[3], i64>
  %0 = core.expand(%x, %c) : tensor<*, ?>
  %1 = core.expand(%x, %shape) : tensor<*, ?>
  return %0, %1
}

// shape_of, transpose and tile are one op at every opset.
// O9-LABEL: graph @views
// O9:   onnx.Shape(%x) : tensor<[3], i64>
// O9:   onnx.Transpose(%x) {perm = [2, 0, 1]} : tensor<[6, n, 4], f32>
// O9:   onnx.Tile(%x, %r) : tensor<[2*n, 4, 6], f32>
// O18-LABEL: graph @views
// O18:  onnx.Shape(%x) : tensor<[3], i64>
// O18:  onnx.Transpose(%x) {perm = [2, 0, 1]}
// O18:  onnx.Tile(%x, %r)
graph @views(%x: tensor<[n, 4, 6], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.shape_of(%x) : tensor<*, ?>
  %1 = core.transpose(%x) {perm = [2, 0, 1]} : tensor<*, ?>
  %r = core.constant {value = dense<tensor<[3], i64>, [2, 1, 1]>} : tensor<[3], i64>
  %2 = core.tile(%x, %r) : tensor<*, ?>
  return %0, %1, %2
}

// tril/triu: Trilu from 14; before, Where with a constant mask for
// static dims (shapes-dynamic.mlir has the Range form of opset 11).
// O9-LABEL: graph @triangle
// O9:   %[[M:.*]] = onnx.Constant {value = dense<tensor<[3, 4], bool>, [true, true, false, false, true, true, true, false, true, true, true, true]>}
// O9:   onnx.Where(%[[M]], %x, %{{.*}}) : tensor<[3, 4], f32>
// O9:   %[[U:.*]] = onnx.Constant {value = dense<tensor<[3, 4], bool>, [true, true, true, true, false, true, true, true, false, false, true, true]>}
// O9:   onnx.Where(%[[U]], %y, %{{.*}}) : tensor<[3, 4], i32>
// O13ONLY-LABEL: graph @triangle
// O13ONLY:  onnx.Where
// O14-LABEL: graph @triangle
// O14:  %[[K:.*]] = onnx.Constant {value = dense<tensor<[], i64>, [1]>}
// O14:  onnx.Trilu(%x, %[[K]]) {upper = 0} : tensor<[3, 4], f32>
// O14:  onnx.Trilu(%y, %{{.*}}) {upper = 1} : tensor<[3, 4], i32>
graph @triangle(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], i32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %0 = core.tril(%x) {diagonal = 1} : tensor<*, ?>
  %1 = core.triu(%y) : tensor<*, ?>
  return %0, %1
}
