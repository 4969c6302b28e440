// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=9}' | FileCheck %s --check-prefix=O9
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=11}' | FileCheck %s --check-prefix=O11
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=13}' | FileCheck %s --check-prefix=O13
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=18}' | FileCheck %s --check-prefix=O13
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=19}' | FileCheck %s --check-prefix=O19
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=21}' | FileCheck %s --check-prefix=O19

// Pad: core's pads are ONNX's [begins..., ends...]. pads and value are
// attributes before 11, inputs from 11; replicate is `edge`; circular is
// Pad-19's `wrap`, before 19 a Concat of the wrapped slices; negative pads
// crop with a Slice first.

// O9-LABEL: graph @pad
// O9:   %[[C:.*]] = onnx.Slice(%x) {axes = [3], ends = [-1], starts = [0]}
// O9:   onnx.Pad(%[[C]]) {mode = "constant", pads = [0, 0, 1, 2, 0, 0, 3, 0], value = 1.5} : tensor<[2, 3, 8, 5], f32>
// O9:   onnx.Pad(%x) {mode = "reflect", pads = [0, 0, 1, 2, 0, 0, 1, 1]} : tensor<[2, 3, 6, 7], f32>
// O9:   onnx.Pad(%x) {mode = "edge", pads = [0, 0, 1, 2, 0, 0, 1, 1]} : tensor<[2, 3, 6, 7], f32>
// O9:   %[[B:.*]] = onnx.Slice(%x) {axes = [2], ends = [9223372036854775807], starts = [-1]}
// O9:   %[[E:.*]] = onnx.Slice(%x) {axes = [2], ends = [1], starts = [0]}
// O9:   %[[H:.*]] = onnx.Concat(%[[B]], %x, %[[E]]) {axis = 2}
// O9:   %[[B2:.*]] = onnx.Slice(%[[H]]) {axes = [3], ends = [9223372036854775807], starts = [-2]}
// O9:   %[[E2:.*]] = onnx.Slice(%[[H]]) {axes = [3], ends = [1], starts = [0]}
// O9:   onnx.Concat(%[[B2]], %[[H]], %[[E2]]) {axis = 3} : tensor<[2, 3, 6, 7], f32>

// O11-LABEL: graph @pad
// O11:  %[[C:.*]] = onnx.Slice(%x, %{{.*}}, %{{.*}}, %{{.*}}) : tensor<[2, 3, 4, 3], f32>
// O11:  %[[P:.*]] = onnx.Constant {value = dense<tensor<[8], i64>, [0, 0, 1, 2, 0, 0, 3, 0]>}
// O11:  %[[V:.*]] = onnx.Constant {value = dense<tensor<[], f32>, [1.5]>}
// O11:  onnx.Pad(%[[C]], %[[P]], %[[V]]) {mode = "constant"} : tensor<[2, 3, 8, 5], f32>
// O11:  onnx.Pad(%x, %p2) {mode = "reflect"} : tensor<[2, 3, 6, 7], f32>
// O11:  onnx.Pad(%x, %p2) {mode = "edge"} : tensor<[2, 3, 6, 7], f32>
// O11:  onnx.Concat
// O11:  onnx.Concat({{.*}}) {axis = 3} : tensor<[2, 3, 6, 7], f32>

// O13-LABEL: graph @pad
// O13:  onnx.Pad(%{{.*}}, %{{.*}}, %{{.*}}) {mode = "constant"} : tensor<[2, 3, 8, 5], f32>
// O13:  onnx.Concat({{.*}}) {axis = 3} : tensor<[2, 3, 6, 7], f32>

// O19-LABEL: graph @pad
// O19:  onnx.Pad(%x, %p2) {mode = "reflect"} : tensor<[2, 3, 6, 7], f32>
// O19:  onnx.Pad(%x, %p2) {mode = "edge"} : tensor<[2, 3, 6, 7], f32>
// O19:  onnx.Pad(%x, %p2) {mode = "wrap"} : tensor<[2, 3, 6, 7], f32>
graph @pad(%x: tensor<[2, 3, 4, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %pads = core.constant {value = dense<tensor<[8], i64>, [0, 0, 1, 2, 0, 0, 3, -1]>} : tensor<[8], i64>
  %p2 = core.constant {value = dense<tensor<[8], i64>, [0, 0, 1, 2, 0, 0, 1, 1]>} : tensor<[8], i64>
  %0 = core.pad(%x, %pads) {value = 1.5} : tensor<*, ?>
  %1 = core.pad(%x, %p2) {mode = "reflect"} : tensor<*, ?>
  %2 = core.pad(%x, %p2) {mode = "replicate"} : tensor<*, ?>
  %3 = core.pad(%x, %p2) {mode = "circular"} : tensor<*, ?>
  return %0, %1, %2, %3
}

// Element types: Pad-2 takes floats only (integers of at most 32 bits and
// bool go through f64, exactly), Pad-11 adds integers (bool through i32),
// Pad-13 takes bool. The fill is converted to the input's dtype first.
// O9-LABEL: graph @pad_types
// O9:   %[[I:.*]] = onnx.Cast(%i) {to = 11} : tensor<[5, 3], f64>
// O9:   %[[P:.*]] = onnx.Pad(%[[I]]) {mode = "constant", pads = [1, 0, 0, 1], value = 7.0} : tensor<[6, 4], f64>
// O9:   onnx.Cast(%[[P]]) {to = 6} : tensor<[6, 4], i32>
// O9:   %[[B:.*]] = onnx.Cast(%b) {to = 11} : tensor<[3, 4], f64>
// O9:   %[[Q:.*]] = onnx.Pad(%[[B]]) {mode = "constant", pads = [1, 0, 0, 1], value = 1.0}
// O9:   onnx.Cast(%[[Q]]) {to = 9} : tensor<[4, 5], bool>
// O11-LABEL: graph @pad_types
// O11:  %[[V:.*]] = onnx.Constant {value = dense<tensor<[], i32>, [7]>}
// O11:  onnx.Pad(%i, %q, %[[V]]) {mode = "constant"} : tensor<[6, 4], i32>
// O11:  %[[B:.*]] = onnx.Cast(%b) {to = 6} : tensor<[3, 4], i32>
// O11:  %[[P:.*]] = onnx.Pad(%[[B]], %q, %{{.*}}) {mode = "constant"} : tensor<[4, 5], i32>
// O11:  onnx.Cast(%[[P]]) {to = 9} : tensor<[4, 5], bool>
// O13-LABEL: graph @pad_types
// O13:  onnx.Pad(%i, %q, %{{.*}}) {mode = "constant"} : tensor<[6, 4], i32>
// O13:  %[[V:.*]] = onnx.Constant {value = dense<tensor<[], bool>, [true]>}
// O13:  onnx.Pad(%b, %q, %[[V]]) {mode = "constant"} : tensor<[4, 5], bool>
graph @pad_types(%i: tensor<[5, 3], i32>, %b: tensor<[3, 4], bool>) -> (tensor<*, ?>, tensor<*, ?>) {
  %q = core.constant {value = dense<tensor<[4], i64>, [1, 0, 0, 1]>} : tensor<[4], i64>
  %0 = core.pad(%i, %q) {value = 7.9} : tensor<*, ?>
  %1 = core.pad(%b, %q) {value = 1.0} : tensor<*, ?>
  return %0, %1
}
