// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline=sequence-lists

// A run-time-length list returned by the model: ONNX Runtime's runner and
// --verify compare tensors only.
graph @returned(%x: tensor<[n, 3], f32>) -> (list<tensor<*, ?>>) {
  %c0 = prim.Constant {value = 0} : int
  // expected-error @below {{makes a list of tensors whose length is known only at run time, which the model returns}}
  %rows = aten.unbind.int(%x, %c0) : list<tensor<*, ?>>
  return %rows
}

// -----

// An op that takes a list of known length cannot read a sequence.
graph @other_reader(%x: tensor<[n, 3], f32>) -> (list<tensor<*, ?>>) {
  %c0 = prim.Constant {value = 0} : int
  %rows = aten.unbind.int(%x, %c0) : list<tensor<*, ?>>
  // expected-error @below {{'aten.broadcast_tensors' reads a list of tensors whose length is known only at run time (an ONNX sequence), which it does not take}}
  %b = aten.broadcast_tensors(%rows) : list<tensor<*, ?>>
  return %b
}

// -----

// A cat along a dim that is not a constant.
graph @cat_dim(%x: tensor<[n, 3], f32>, %d: int) -> (tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %rows = aten.unbind.int(%x, %c0) : list<tensor<*, ?>>
  // expected-error @below {{joins a list whose length is known only at run time along a dim that is not a constant}}
  %y = aten.cat(%rows, %d) : tensor<*, ?>
  return %y
}
