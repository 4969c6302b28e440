// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=11}' | FileCheck %s --check-prefix=O11
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=13}' | FileCheck %s --check-prefix=O13
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=14}' | FileCheck %s --check-prefix=O14
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=16}' | FileCheck %s --check-prefix=O16
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=18}' | FileCheck %s --check-prefix=O18

// The forms that need opset 10 or 11 or later: Slice with steps or
// starts computed at run time, tril/triu of symbolic dims with
// Range (Trilu from 14), ascending sorts of a symbolic dim, k at run time,
// GatherElements, and advanced indexing (GatherND/ScatterND of the
// broadcast, stacked indices; accumulate and scatter's add/mul from 16).

// O11-LABEL: graph @triangle
// O11:  %[[R:.*]] = onnx.Range(%{{.*}}, %{{.*}}, %{{.*}}) : tensor<[n], i64>
// O11:  %[[C:.*]] = onnx.Range(%{{.*}}, %{{.*}}, %{{.*}}) : tensor<[6], i64>
// O11:  %[[U:.*]] = onnx.Unsqueeze(%[[R]]) {axes = [1]} : tensor<[n, 1], i64>
// O11:  %[[D:.*]] = onnx.Sub(%[[C]], %[[U]]) : tensor<[n, 6], i64>
// O11:  %[[M:.*]] = onnx.Greater(%[[D]], %{{.*}}) : tensor<[n, 6], bool>
// O11:  onnx.Where(%[[M]], %d, %{{.*}}) : tensor<[n, 6], i32>
// O11:  %[[L:.*]] = onnx.Less(%{{.*}}, %{{.*}}) : tensor<[n, 6], bool>
// O11:  onnx.Where(%[[L]], %d, %{{.*}}) : tensor<[n, 6], i32>
// O13-LABEL: graph @triangle
// O13:  onnx.Range
// O13:  onnx.Unsqueeze(%{{.*}}, %{{.*}}) : tensor<[n, 1], i64>
// O14-LABEL: graph @triangle
// O14:  onnx.Trilu(%d, %{{.*}}) {upper = 1} : tensor<[n, 6], i32>
// O14:  %[[K:.*]] = onnx.Constant {value = dense<tensor<[], i64>, [-1]>}
// O14:  onnx.Trilu(%d, %[[K]]) {upper = 0} : tensor<[n, 6], i32>
graph @triangle(%d: tensor<[n, 6], i32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %0 = core.triu(%d) : tensor<*, ?>
  %1 = core.tril(%d) {diagonal = -1} : tensor<*, ?>
  return %0, %1
}

// O11-LABEL: graph @sorting
// O11:  %[[K:.*]] = onnx.Reshape(%k, %{{.*}}) : tensor<[1], i64>
// O11:  onnx.TopK(%d, %[[K]]) {axis = 1, largest = 0, sorted = 1} : (tensor<[n, ?], f32>, tensor<[n, ?], i64>)
// O11:  %[[SH:.*]] = onnx.Shape(%d) : tensor<[2], i64>
// O11:  %[[N:.*]] = onnx.Slice(%[[SH]], %{{.*}}, %{{.*}}, %{{.*}}) : tensor<[1], i64>
// O11:  onnx.TopK(%d, %[[N]]) {axis = 0, largest = 0, sorted = 1} : (tensor<[n, 6], f32>, tensor<[n, 6], i64>)
graph @sorting(%d: tensor<[n, 6], f32>, %k: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0, %1 = core.topk(%d, %k) {axis = 1, largest = false} : (tensor<*, ?>, tensor<*, ?>)
  %2, %3 = core.sort(%d) {axis = 0, stable = true} : (tensor<*, ?>, tensor<*, ?>)
  return %0, %1, %2, %3
}

// index(x, j, i): j [2, 1] and i [3] broadcast to [2, 3] (adding zeros of
// that shape), each wrapped for negative entries, stacked to [2, 3, 2].
// O11-LABEL: graph @indexing
// O11:  onnx.GatherElements(%x, %g) {axis = 0} : tensor<[2, 4], f32>
// O11:  %[[J:.*]] = onnx.Cast(%j) {to = 7} : tensor<[2, 1], i64>
// O11:  %[[JW:.*]] = onnx.Where(%{{.*}}, %{{.*}}, %[[J]]) : tensor<[2, 1], i64>
// O11:  %[[IW:.*]] = onnx.Where(%{{.*}}, %{{.*}}, %i) : tensor<[3], i64>
// O11:  %[[Z0:.*]] = onnx.Mul(%[[JW]], %{{.*}}) : tensor<[2, 1], i64>
// O11:  %[[Z1:.*]] = onnx.Mul(%[[IW]], %{{.*}}) : tensor<[3], i64>
// O11:  %[[Z:.*]] = onnx.Add(%[[Z0]], %[[Z1]]) : tensor<[2, 3], i64>
// O11:  %[[B0:.*]] = onnx.Add(%[[JW]], %[[Z]]) : tensor<[2, 3], i64>
// O11:  %[[S0:.*]] = onnx.Unsqueeze(%[[B0]]) {axes = [2]} : tensor<[2, 3, 1], i64>
// O11:  %[[B1:.*]] = onnx.Add(%[[IW]], %[[Z]]) : tensor<[2, 3], i64>
// O11:  %[[S1:.*]] = onnx.Unsqueeze(%[[B1]]) {axes = [2]} : tensor<[2, 3, 1], i64>
// O11:  %[[ST:.*]] = onnx.Concat(%[[S0]], %[[S1]]) {axis = 2} : tensor<[2, 3, 2], i64>
// O11:  onnx.GatherND(%x, %[[ST]]) : tensor<[2, 3], f32>
// O11:  %[[E:.*]] = onnx.Expand(%v, %{{.*}}) : tensor<[3, 4], f32>
// O11:  onnx.ScatterND(%x, %{{.*}}, %[[E]]) : tensor<[5, 4], f32>
// O16-LABEL: graph @indexing
// O16:  onnx.GatherND
// O16:  onnx.ScatterND(%x, %{{.*}}, %{{.*}}) : tensor<[5, 4], f32>
// O18-LABEL: graph @indexing
// O18:  onnx.GatherND
// O18:  onnx.ScatterND(%x, %{{.*}}, %{{.*}}) : tensor<[5, 4], f32>
graph @indexing(%x: tensor<[5, 4], f32>, %i: tensor<[3], i64>, %j: tensor<[2, 1], i32>, %v: tensor<[4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %g = core.constant {value = dense<tensor<[2, 4], i64>, [0, 1, 2, 3, -1, 0, 1, 2]>} : tensor<[2, 4], i64>
  %0 = core.gather(%x, %g) {axis = 0} : tensor<*, ?>
  %1 = core.index(%x, %j, %i) : tensor<*, ?>
  %2 = core.index_put(%x, %i, %v) : tensor<*, ?>
  return %0, %1, %2
}

// A step of 2 and run-time starts need Slice-10's inputs.
// O11-LABEL: graph @slice_step
// O11:  onnx.Slice(%x, %s, %e, %{{.*}}, %two) : tensor<[n, 4, ?], f32>
// O13-LABEL: graph @slice_step
// O13:  onnx.Slice(%x, %s, %e, %{{.*}}, %two) : tensor<[n, 4, ?], f32>
graph @slice_step(%x: tensor<[n, 4, 6], f32>, %s: tensor<[1], i64>) -> (tensor<*, ?>) {
  %e = core.constant {value = dense<tensor<[1], i64>, [9223372036854775807]>} : tensor<[1], i64>
  %a = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
  %two = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
  %0 = core.slice(%x, %s, %e, %a, %two) : tensor<*, ?>
  return %0
}

// Axes computed at run time pass through from 11.
// O11-LABEL: graph @slice_axes
// O11:  onnx.Slice(%x, %s, %s, %a, %s) : tensor<[?, ?, ?], f32>
graph @slice_axes(%x: tensor<[n, 4, 6], f32>, %s: tensor<[1], i64>, %a: tensor<[1], i64>) -> (tensor<*, ?>) {
  %0 = core.slice(%x, %s, %s, %a, %s) : tensor<*, ?>
  return %0
}

// -----

// A reshape to a shape computed at run time whose result dims are unknown:
// before opset 14, Reshape's 0 copies the input's dim where torch means a
// size of 0 (an empty tensor). The lowering pads the flattened input with
// any(s == 0) * prod(where(s == 0, 1, s)) zeros, reshapes to the shape
// with its 0s made 1s, and slices those axes to 0; no If, whose capture
// of %x alone trips ONNX Runtime's Conv fusions. From 14, allowzero.
// O13-LABEL: graph @reshape_runtime
// O13-NOT:     onnx.If
// O13:         %[[EQ:.*]] = onnx.Equal(%s, %[[I0:.*]])
// O13:         %[[ONES:.*]] = onnx.Where(%[[EQ]], %{{.*}}, %s)
// O13:         %[[ANY:.*]] = onnx.ReduceMax(%{{.*}}) {keepdims = 1} : tensor<[1], i64>
// O13:         %[[N:.*]] = onnx.ReduceProd(%[[ONES]]) {keepdims = 1}
// O13:         %[[K:.*]] = onnx.Mul(%[[ANY]], %[[N]])
// O13:         %[[PAD:.*]] = onnx.ConstantOfShape(%[[K]]) {value = dense<tensor<[1], f32>, [0.0]>}
// O13:         %[[FLAT:.*]] = onnx.Reshape(%x, %{{.*}}) : tensor<[6*n], f32>
// O13:         %[[CAT:.*]] = onnx.Concat(%[[FLAT]], %[[PAD]]) {axis = 0}
// O13:         %[[FULL:.*]] = onnx.Reshape(%[[CAT]], %[[ONES]])
// O13:         %[[MAX:.*]] = onnx.Constant {value = dense<tensor<[1], i64>, [9223372036854775807]>}
// O13:         %[[ENDS:.*]] = onnx.Where(%[[EQ]], %[[I0]], %[[MAX]])
// O13:         %[[ST:.*]] = onnx.Constant {value = dense<tensor<[2], i64>, [0, 0]>}
// O13:         onnx.Slice(%[[FULL]], %[[ST]], %[[ENDS]]) : tensor<[?, ?], f32>
// O14-LABEL: graph @reshape_runtime
// O14:         onnx.Reshape(%x, %s) {allowzero = 1}
graph @reshape_runtime(%x: tensor<[n, 6], f32>, %s: tensor<[2], i64>) -> (tensor<*, ?>) {
  %0 = core.reshape(%x, %s) : tensor<*, ?>
  return %0
}
