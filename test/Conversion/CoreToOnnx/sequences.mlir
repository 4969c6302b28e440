// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=11}' | FileCheck %s
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=17}' | FileCheck %s

// Each sequence op is one ONNX node; host int positions are 0-d i64
// tensors.
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
graph @split_stack(%x: tensor<[n, 3], f32>, %k: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %p = core.split_to_sequence(%x, %k) {axis = 0} : list<tensor<[?, 3], f32>>
  %r = core.split_to_sequence(%x) {axis = 0, keepdims = false} : list<tensor<[3], f32>>
  %s = core.concat_from_sequence(%r) {axis = 1, new_axis = true} : tensor<[3, ?], f32>
  %c = core.concat_from_sequence(%p) {axis = -1} : tensor<[?, ?], f32>
  return %s, %c
}

// -----

// The empty sequence takes the dtype of what a loop inserts into it; the
// loop carries the sequence.
graph @empty_in_loop(%x: tensor<[n, 3], f32>, %m: int) -> (tensor<*, ?>) {
  %true = prim.Constant {value = true} : bool
  %c0 = prim.Constant {value = 0} : int
  %e = core.sequence_construct : list<tensor<*, ?>>
  %l = prim.Loop(%m, %true, %e) ({
  ^bb0(%i: int, %acc: list<tensor<[n, 3], f32>>):
    %next = core.sequence_insert(%acc, %x) : list<tensor<[n, 3], f32>>
    yield %true, %next
  }) : list<tensor<[n, 3], f32>>
  %y = core.sequence_at(%l, %c0) : tensor<[n, 3], f32>
  return %y
}
