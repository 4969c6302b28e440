// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=13}' | FileCheck %s --check-prefixes=CHECK,O13
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=17}' | FileCheck %s --check-prefixes=CHECK,O17

// A loop carries a sequence from opset 13 (Loop-13); the empty sequence it
// starts from takes the dtype of what the body inserts.
// CHECK-LABEL: graph @empty_in_loop
// CHECK:         %e = onnx.SequenceEmpty {dtype = 1} : list<tensor<*, f32>>
// CHECK:         %l = onnx.Loop(%m, %true, %e) ({
// CHECK-NEXT:    ^bb0(%i: tensor<[], i64>, %0: tensor<[], bool>, %acc: list<tensor<[n, 3], f32>>):
// CHECK-NEXT:      %next = onnx.SequenceInsert(%acc, %x) : list<tensor<[n, 3], f32>>
// CHECK-NEXT:      yield %true, %next
// CHECK-NEXT:    }) : list<tensor<[n, 3], f32>>
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

// -----

// A branch that yields the sequence it does not change: before opset 14
// Identity takes no sequence, so the branch copies it (an element inserted,
// then erased); from 14 the writer's Identity passes it.
// CHECK-LABEL: graph @passed_through
// CHECK:         onnx.If(%c) ({
// CHECK-NEXT:      %[[I:.*]] = onnx.SequenceInsert(%s, %x) : list<tensor<[3], f32>>
// CHECK-NEXT:      yield %[[I]]
// CHECK-NEXT:    }, {
// O13-NEXT:        %[[G:.*]] = onnx.SequenceInsert(%s, %{{.*}}) : list<tensor<[3], f32>>
// O13-NEXT:        %[[E:.*]] = onnx.SequenceErase(%[[G]], %{{.*}}) : list<tensor<[3], f32>>
// O13-NEXT:        yield %[[E]]
// O17-NEXT:        yield %s
graph @passed_through(%x: tensor<[3], f32>, %c: bool) -> (tensor<*, ?>) {
  %s = core.sequence_construct(%x) : list<tensor<[3], f32>>
  %t = prim.If(%c) ({
    %i = core.sequence_insert(%s, %x) : list<tensor<[3], f32>>
    yield %i
  }, {
    yield %s
  }) : list<tensor<[3], f32>>
  %y = core.concat_from_sequence(%t) {axis = 0} : tensor<[?], f32>
  return %y
}
