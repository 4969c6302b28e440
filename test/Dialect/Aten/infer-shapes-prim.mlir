// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// prim ops carry TorchScript's non-tensor values; their shape functions
// propagate the integers they hold, which the aten ops downstream read as
// sizes. Values are not printed, so each case checks them through an op that
// uses them.

// A constant list of ints is a reshape target.
// CHECK-LABEL: graph @constant_list
// CHECK:         aten.view(%x, %l) : tensor<[3*s0, 4], f32>
graph @constant_list(%x: tensor<[s0, 12], f32>) -> (tensor<*, ?>) {
  %l = prim.Constant {value = [-1, 4]} : list<int>
  %0 = aten.view(%x, %l) : tensor<*, ?>
  return %0
}

// -----

// ListConstruct concatenates its elements' values; an element whose value
// is not known is an unknown entry, not an unknown list.
// CHECK-LABEL: graph @list_construct
// CHECK:         aten.view(%x, %l) : tensor<[s0, 4, ?], f32>
// CHECK:         aten.view(%one, %empty) : tensor<[], f32>
graph @list_construct(%x: tensor<[s0, 12], f32>, %n: int, %one: tensor<[1, 1], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c4 = prim.Constant {value = 4} : int
  %b = aten.size.int(%x, %c0) : int
  %l = prim.ListConstruct(%b, %c4, %n) : list<int>
  %0 = aten.view(%x, %l) : tensor<*, ?>
  %empty = prim.ListConstruct() : list<int>
  %1 = aten.view(%one, %empty) : tensor<*, ?>
  return %0, %1
}

// -----

// ListUnpack gives each element's value; unpacking a ListConstruct of
// tensors gives back the tensors' own types.
// CHECK-LABEL: graph @list_unpack
// CHECK:         aten.view(%x, %t) : tensor<[3, 2], f32>
// CHECK:         %u, %v = prim.ListUnpack(%ts) : (tensor<[6], f32>, tensor<[s0, 3], f32>)
// CHECK:         aten.relu(%v) : tensor<[s0, 3], f32>
graph @list_unpack(%x: tensor<[6], f32>, %y: tensor<[s0, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %l = prim.Constant {value = [2, 3]} : list<int>
  %a, %b = prim.ListUnpack(%l) : (int, int)
  %t = prim.ListConstruct(%b, %a) : list<int>
  %0 = aten.view(%x, %t) : tensor<*, ?>
  %ts = prim.ListConstruct(%x, %y) : list<tensor<*, f32>>
  %u, %v = prim.ListUnpack(%ts) : (tensor<*, ?>, tensor<*, ?>)
  %1 = aten.relu(%v) : tensor<*, ?>
  return %0, %1
}

// -----

// NumToTensor makes a 0-d tensor as c10::scalar_to_tensor does (int -> i64,
// float -> f64, bool -> bool) and keeps an int's value, which Int.Tensor
// reads back.
// CHECK-LABEL: graph @num_to_tensor
// CHECK:         prim.NumToTensor(%n) : tensor<[], i64>
// CHECK:         aten.view(%x, %l) : tensor<[4, s0], f32>
// CHECK:         prim.NumToTensor(%f) : tensor<[], f64>
// CHECK:         prim.NumToTensor(%b) : tensor<[], bool>
graph @num_to_tensor(%x: tensor<[s0, 4], f32>, %f: float, %b: bool) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %n = aten.size.int(%x, %c0) : int
  %t = prim.NumToTensor(%n) : tensor<*, ?>
  %m = aten.Int.Tensor(%t) : int
  %c4 = prim.Constant {value = 4} : int
  %l = prim.ListConstruct(%c4, %m) : list<int>
  %0 = aten.view(%x, %l) : tensor<*, ?>
  %1 = prim.NumToTensor(%f) : tensor<*, ?>
  %2 = prim.NumToTensor(%b) : tensor<*, ?>
  return %0, %t, %1, %2
}

// -----

// Tuples carry types; unpacking a TupleConstruct gives back its operands'.
// CHECK-LABEL: graph @tuples
// CHECK:         %a, %b = prim.TupleUnpack(%t) : (tensor<[s0, 4], f32>, int)
// CHECK:         %c = prim.TupleUnpack(%arg) : tensor<*, f16>
graph @tuples(%x: tensor<[s0, 4], f32>, %n: int, %arg: tuple<tensor<*, f16>>) -> (tensor<*, ?>, int, tensor<*, ?>) {
  %t = prim.TupleConstruct(%x, %n) : tuple<tensor<*, f32>, int>
  %a, %b = prim.TupleUnpack(%t) : (tensor<*, ?>, int)
  %c = prim.TupleUnpack(%arg) : tensor<*, ?>
  return %a, %b, %c
}

// -----

// A bool constant is 0 or 1 (here keepdim); a small integer tensor constant
// has its value's type and its elements as values.
// CHECK-LABEL: graph @bool_and_tensor_constants
// CHECK:         aten.sum.dim_IntList(%x, %dims, %true, %none) : tensor<[s0, 1], f32>
// CHECK:         %k = prim.Constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
// CHECK:         aten.view(%x, %l) : tensor<[2*s0, 2], f32>
graph @bool_and_tensor_constants(%x: tensor<[s0, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %true = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %dims = prim.Constant {value = [1]} : list<int>
  %0 = aten.sum.dim_IntList(%x, %dims, %true, %none) : tensor<*, ?>
  %k = prim.Constant {value = dense<tensor<[1], i64>, [2]>} : tensor<*, ?>
  %kv = aten.Int.Tensor(%k) : int
  %cm1 = prim.Constant {value = -1} : int
  %l = prim.ListConstruct(%cm1, %kv) : list<int>
  %1 = aten.view(%x, %l) : tensor<*, ?>
  return %0, %k, %1
}


// -----

// size.int of a dim out of range in an If's branch stays unknown: the
// branch may be one a rank check never takes (F.embedding_bag reads
// input.size(1) under `if input.dim() == 2`, scripted for 1-D inputs too).
// Outside a branch it is an error (infer-shapes-errors.mlir).
// CHECK-LABEL: graph @size_out_of_range_in_branch
// CHECK:         aten.size.int(%x, %c1) : int
graph @size_out_of_range_in_branch(%x: tensor<[n], f32>, %c: bool) -> (int) {
  %c1 = prim.Constant {value = 1} : int
  %r = prim.If(%c) ({
    %s = aten.size.int(%x, %c1) : int
    yield %s
  }, {
    yield %c1
  }) : int
  return %r
}

// -----

// The pieces of split, chunk and unbind each get their own shape when the
// list is unpacked: split_size for all but the last piece, which gets what
// is left; chunk's pieces are ceil(D / chunks) long; unbind drops the dim.
// The dims are symbolic where the input's are.
// CHECK-LABEL: graph @split_pieces
// CHECK:         prim.ListUnpack(%s1) : (tensor<[16, n], f32>, tensor<[32, n], f32>)
// CHECK:         prim.ListUnpack(%s2) : (tensor<[4, n], f32>, tensor<[4, n], f32>, tensor<[2, n], f32>)
// CHECK:         prim.ListUnpack(%s3) : (tensor<[n, 6], f32>, tensor<[n, 6], f32>, tensor<[n, 6], f32>)
// CHECK:         prim.ListUnpack(%s4) : (tensor<[n], f32>, tensor<[n], f32>)
// CHECK:         prim.ListUnpack(%s5) : (tensor<[n, 4], f32>, tensor<[n, 4], f32>, tensor<[n, w - 8], f32>)
graph @split_pieces(%x: tensor<[48, n], f32>, %y: tensor<[10, n], f32>, %z: tensor<[n, 18], f32>, %u: tensor<[2, n], f32>, %v: tensor<[n, w], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %zero = prim.Constant {value = 0} : int
  %one = prim.Constant {value = 1} : int
  %minus1 = prim.Constant {value = -1} : int
  %three = prim.Constant {value = 3} : int
  %four = prim.Constant {value = 4} : int
  %c16 = prim.Constant {value = 16} : int
  %c32 = prim.Constant {value = 32} : int
  %sizes = prim.ListConstruct(%c16, %c32) : list<int>
  %s1 = aten.split.sizes(%x, %sizes, %zero) : list<tensor<*, ?>>
  %a0, %a1 = prim.ListUnpack(%s1) : (tensor<*, ?>, tensor<*, ?>)
  %s2 = aten.split.Tensor(%y, %four, %zero) : list<tensor<*, ?>>
  %b0, %b1, %b2 = prim.ListUnpack(%s2) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %s3 = aten.chunk(%z, %three, %minus1) : list<tensor<*, ?>>
  %c0, %c1, %c2 = prim.ListUnpack(%s3) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %s4 = aten.unbind.int(%u, %zero) : list<tensor<*, ?>>
  %d0, %d1 = prim.ListUnpack(%s4) : (tensor<*, ?>, tensor<*, ?>)
  %s5 = aten.split.Tensor(%v, %four, %one) : list<tensor<*, ?>>
  %e0, %e1, %e2 = prim.ListUnpack(%s5) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a1, %e2
}

// -----

// tensor_split's pieces: Python slices between the indices (MViT splits off
// its class token with indices (1,)), or sections whose first D % n are one
// longer; a symbolic split dim leaves the pieces' sizes unknown.
// CHECK-LABEL: graph @tensor_split_pieces
// CHECK:         prim.ListUnpack(%s1) : (tensor<[n, 1, 96], f32>, tensor<[n, 25088, 96], f32>)
// CHECK:         prim.ListUnpack(%s2) : (tensor<[3, n], f32>, tensor<[0, n], f32>, tensor<[9, n], f32>)
// CHECK:         prim.ListUnpack(%s3) : (tensor<[4, n], f32>, tensor<[3, n], f32>, tensor<[3, n], f32>)
// CHECK:         prim.ListUnpack(%s4) : (tensor<[n, ?], f32>, tensor<[n, ?], f32>)
graph @tensor_split_pieces(%x: tensor<[n, 25089, 96], f32>, %y: tensor<[10, n], f32>, %z: tensor<[n, w], f32>) -> (tensor<*, ?>) {
  %zero = prim.Constant {value = 0} : int
  %one = prim.Constant {value = 1} : int
  %three = prim.Constant {value = 3} : int
  %i1 = prim.Constant {value = [1]} : list<int>
  %s1 = aten.tensor_split.indices(%x, %i1, %one) : list<tensor<*, ?>>
  %a0, %a1 = prim.ListUnpack(%s1) : (tensor<*, ?>, tensor<*, ?>)
  %i2 = prim.Constant {value = [3, 1]} : list<int>
  %s2 = aten.tensor_split.indices(%y, %i2, %zero) : list<tensor<*, ?>>
  %b0, %b1, %b2 = prim.ListUnpack(%s2) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %s3 = aten.tensor_split.sections(%y, %three, %zero) : list<tensor<*, ?>>
  %c0, %c1, %c2 = prim.ListUnpack(%s3) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %two = prim.Constant {value = 2} : int
  %s4 = aten.tensor_split.sections(%z, %two, %one) : list<tensor<*, ?>>
  %d0, %d1 = prim.ListUnpack(%s4) : (tensor<*, ?>, tensor<*, ?>)
  return %a1
}
