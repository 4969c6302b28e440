// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=11}' | FileCheck %s
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=17}' | FileCheck %s

// Each sequence op is one ONNX node; host int positions are 0-d i64
// tensors.
// CHECK-LABEL: graph @ops
// CHECK:         %s = onnx.SequenceConstruct(%x, %y) : list<tensor<[?, 3], f32>>
// CHECK-NEXT:    %t = onnx.SequenceInsert(%s, %x, %i) : list<tensor<[?, 3], f32>>
// CHECK-NEXT:    %u = onnx.SequenceErase(%t) : list<tensor<[?, 3], f32>>
// CHECK-NEXT:    %a = onnx.SequenceAt(%u, %i) : tensor<[?, 3], f32>
// CHECK-NEXT:    %n = onnx.SequenceLength(%u) : tensor<[], i64>
// CHECK-NEXT:    %c = onnx.ConcatFromSequence(%u) {axis = 0, new_axis = 0} : tensor<[?, 3], f32>
graph @ops(%x: tensor<[n, 3], f32>, %y: tensor<[2, 3], f32>, %i: int) -> (tensor<*, ?>, tensor<*, ?>, int) {
  %s = core.sequence_construct(%x, %y) : list<tensor<[?, 3], f32>>
  %t = core.sequence_insert(%s, %x, %i) : list<tensor<[?, 3], f32>>
  %u = core.sequence_erase(%t) : list<tensor<[?, 3], f32>>
  %a = core.sequence_at(%u, %i) : tensor<[?, 3], f32>
  %n = core.sequence_length(%u) : int
  %c = core.concat_from_sequence(%u) {axis = 0} : tensor<[?, 3], f32>
  return %a, %c, %n
}

// -----

// stack is ConcatFromSequence with new_axis; split and unbind are
// SplitToSequence with a 0-d split or none (keepdims 0).
// CHECK-LABEL: graph @split_stack
// CHECK:         %p = onnx.SplitToSequence(%x, %k) {axis = 0, keepdims = 1} : list<tensor<[?, 3], f32>>
// CHECK-NEXT:    %r = onnx.SplitToSequence(%x) {axis = 0, keepdims = 0} : list<tensor<[3], f32>>
// CHECK-NEXT:    %s = onnx.ConcatFromSequence(%r) {axis = 1, new_axis = 1} : tensor<[3, ?], f32>
// CHECK-NEXT:    %c = onnx.ConcatFromSequence(%p) {axis = -1, new_axis = 0} : tensor<[?, ?], f32>
graph @split_stack(%x: tensor<[n, 3], f32>, %k: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %p = core.split_to_sequence(%x, %k) {axis = 0} : list<tensor<[?, 3], f32>>
  %r = core.split_to_sequence(%x) {axis = 0, keepdims = false} : list<tensor<[3], f32>>
  %s = core.concat_from_sequence(%r) {axis = 1, new_axis = true} : tensor<[3, ?], f32>
  %c = core.concat_from_sequence(%p) {axis = -1} : tensor<[?, ?], f32>
  return %s, %c
}
