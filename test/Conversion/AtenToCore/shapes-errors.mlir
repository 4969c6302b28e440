// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='decompose{functionalize=false}'

// The number of pieces of a split is a list length: it must be known.
graph @split_symbolic(%x: tensor<[batch, 4], f32>) -> () {
  %c2 = prim.Constant {value = 2} : int
  %c0 = prim.Constant {value = 0} : int
  // expected-error @below {{'aten.split.Tensor' op the number of pieces must be known, but dim 0 of argument 'self' (operand 0) is batch}}
  %0 = aten.split.Tensor(%x, %c2, %c0) : list<tensor<*, f32>>
  return
}

// -----

// A bool mask indexes as many dims as it has: its rank must be known.
graph @index_bool_mask(%x: tensor<[4], f32>, %m: tensor<*, bool>) -> () {
  %l = prim.ListConstruct(%m) : list<optional<tensor<*, ?>>>
  // expected-error @below {{'aten.index.Tensor' op indexes with a bool mask (index 0) of unknown rank}}
  %0 = aten.index.Tensor(%x, %l) : tensor<*, f32>
  return
}

// -----

graph @one_hot_unknown_classes(%x: tensor<[4], i64>) -> () {
  %cm1 = prim.Constant {value = -1} : int
  // expected-error @below {{'aten.one_hot' op has num_classes -1: only a positive constant is supported (-1 depends on the data)}}
  %0 = aten.one_hot(%x, %cm1) : tensor<*, i64>
  return
}

// -----

// An in-place write whose input is read afterwards cannot become
// functional.
graph @fill_observed(%x: tensor<[4], f32>) -> (tensor<*, f32>) {
  %c = prim.Constant {value = 1.0} : float
  // expected-error @below {{'aten.fill_.Scalar' op writes its input in place, and the written tensor is used after it}}
  %0 = aten.fill_.Scalar(%x, %c) : tensor<[4], f32>
  %1 = aten.add.Tensor(%x, %0, %c) : tensor<*, f32>
  return %1
}

// -----

graph @index_put_gap(%x: tensor<[4, 3], f32>, %i: tensor<[2], i64>, %v: tensor<[2], f32>) -> () {
  %none = prim.Constant : none
  %false = prim.Constant {value = false} : bool
  %l = prim.ListConstruct(%none, %i) : list<optional<tensor<*, ?>>>
  // expected-error @below {{'aten.index_put' op writes through indices that are not on the leading dims}}
  %0 = aten.index_put(%x, %l, %v, %false) : tensor<*, f32>
  return
}

// -----

graph @squeeze_symbolic(%x: tensor<[n, 1], f32>) -> () {
  // expected-error @below {{'aten.squeeze' op squeezes every dim of size 1, but dim 0 is not static}}
  %0 = aten.squeeze(%x) : tensor<*, f32>
  return
}

// -----

graph @pad_mode(%x: tensor<[2, 3], f32>) -> () {
  %p = prim.Constant {value = [1, 1]} : list<int>
  %m = prim.Constant {value = "wrap"} : str
  %none = prim.Constant : none
  // expected-error @below {{'aten.pad' op pads in mode 'wrap' (expected constant, reflect, replicate or circular)}}
  %0 = aten.pad(%x, %p, %m, %none) : tensor<*, f32>
  return
}

