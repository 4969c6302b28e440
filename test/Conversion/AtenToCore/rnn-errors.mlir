// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline=decompose

// What the recurrent layers cannot export, at the op: training mode (the
// dropout between layers is random), params that do not match the layers,
// an input of another rank or dtype, packed batch sizes that are not 1-D.

graph @train(%x: tensor<[5, 2, 3], f32>, %h0: tensor<[1, 2, 4], f32>, %w_ih: tensor<[4, 3], f32>, %w_hh: tensor<[4, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %l = prim.ListConstruct(%w_ih, %w_hh) : list<tensor<*, ?>>
  %one = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 0.5} : float
  %true = prim.Constant {value = true} : bool
  %false = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.rnn_tanh.input' op runs in training mode (argument 'train' (operand 6) is true); only inference decomposes: export the model in eval mode (model.eval())}}
  %y, %h = aten.rnn_tanh.input(%x, %h0, %l, %false, %one, %p, %true, %false, %false) : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h
}

// -----

graph @params(%x: tensor<[5, 2, 3], f32>, %h0: tensor<[2, 2, 4], f32>, %w_ih: tensor<[12, 3], f32>, %w_hh: tensor<[12, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %l = prim.ListConstruct(%w_ih, %w_hh) : list<tensor<*, ?>>
  %two = prim.Constant {value = 2} : int
  %p = prim.Constant {value = 0.0} : float
  %false = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.gru.input' op has 2 params for 2 layers, 1 directions and no biases}}
  %y, %h = aten.gru.input(%x, %h0, %l, %false, %two, %p, %false, %false, %false) : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h
}

// -----

graph @unbatched(%x: tensor<[5, 3], f32>, %h0: tensor<[1, 4], f32>, %w_ih: tensor<[4, 3], f32>, %w_hh: tensor<[4, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %l = prim.ListConstruct(%w_ih, %w_hh) : list<tensor<*, ?>>
  %one = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 0.0} : float
  %false = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.rnn_relu.input' op needs a 3-D input, but it has type tensor<[5, 3], f32>}}
  %y, %h = aten.rnn_relu.input(%x, %h0, %l, %false, %one, %p, %false, %false, %false) : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h
}

// -----

graph @integer_input(%x: tensor<[5, 2, 3], i64>, %h0: tensor<[1, 2, 4], f32>, %c0: tensor<[1, 2, 4], f32>, %w_ih: tensor<[16, 3], f32>, %w_hh: tensor<[16, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %hx = prim.ListConstruct(%h0, %c0) : list<tensor<*, ?>>
  %l = prim.ListConstruct(%w_ih, %w_hh) : list<tensor<*, ?>>
  %one = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 0.0} : float
  %false = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.lstm.input' op needs a float input, but it has type tensor<[5, 2, 3], i64>}}
  %y, %h, %c = aten.lstm.input(%x, %hx, %l, %false, %one, %p, %false, %false, %false) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %h, %c
}

// -----

graph @batch_sizes_2d(%data: tensor<[6, 3], f32>, %bs: tensor<[3, 1], i64>, %h0: tensor<[1, 2, 4], f32>, %w_ih: tensor<[4, 3], f32>, %w_hh: tensor<[4, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %l = prim.ListConstruct(%w_ih, %w_hh) : list<tensor<*, ?>>
  %one = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 0.0} : float
  %false = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.rnn_tanh.data' op needs 1-D integer batch_sizes, but they have type tensor<[3, 1], i64>}}
  %y, %h = aten.rnn_tanh.data(%data, %bs, %h0, %l, %false, %one, %p, %false, %false) : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h
}

// -----

graph @lstm_hx(%x: tensor<[5, 2, 3], f32>, %h0: tensor<[1, 2, 4], f32>, %w_ih: tensor<[16, 3], f32>, %w_hh: tensor<[16, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %hx = prim.ListConstruct(%h0) : list<tensor<*, ?>>
  %l = prim.ListConstruct(%w_ih, %w_hh) : list<tensor<*, ?>>
  %one = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 0.0} : float
  %false = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.lstm.input' op needs hx = (h0, c0), but it has 1 tensors}}
  %y, %h, %c = aten.lstm.input(%x, %hx, %l, %false, %one, %p, %false, %false, %false) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %h, %c
}

// -----

// A None check the types leave open cannot be exported.

graph @is_none_open(%x: optional<tensor<[2], f32>>) -> (bool) {
  %none = prim.Constant : none
  // expected-error @below {{'aten.__is__' op compares values of types optional<tensor<[2], f32>> and none, which may be None at run time: only checks the input types decide export (docs/torchscript.md)}}
  %is = aten.__is__(%x, %none) : bool
  return %is
}
