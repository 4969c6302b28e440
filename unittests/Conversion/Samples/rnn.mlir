// Numeric sweep samples: recurrent layers (core.lstm/gru/rnn per layer, LSTM
// projections from their cells, unrolled or in a loop), packed sequences and
// cells.

graph @lstm(%x: tensor<[5, 2, 3], f32>, %h0: tensor<[1, 2, 4], f32>, %c0: tensor<[1, 2, 4], f32>, %w_ih_l0: tensor<[16, 3], f32>, %w_hh_l0: tensor<[16, 4], f32>, %b_ih_l0: tensor<[16], f32>, %b_hh_l0: tensor<[16], f32>) -> (tensor<[5, 2, 4], f32>, tensor<[1, 2, 4], f32>, tensor<[1, 2, 4], f32>) {
  %l1 = prim.ListConstruct(%h0, %c0) : list<tensor<*, ?>>
  %l2 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %b_ih_l0, %b_hh_l0) : list<tensor<*, ?>>
  %c3 = prim.Constant {value = true} : bool
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = 0.0} : float
  %c6 = prim.Constant {value = false} : bool
  %c7 = prim.Constant {value = false} : bool
  %c8 = prim.Constant {value = false} : bool
  %r8_0, %r8_1, %r8_2 = aten.lstm.input(%x, %l1, %l2, %c3, %c4, %c5, %c6, %c7, %c8) : (tensor<[5, 2, 4], f32>, tensor<[1, 2, 4], f32>, tensor<[1, 2, 4], f32>)
  return %r8_0, %r8_1, %r8_2
}

// -----

graph @lstm_2layer_bidir_batch_first(%x: tensor<[2, 5, 3], f32>, %h0: tensor<[4, 2, 4], f32>, %c0: tensor<[4, 2, 4], f32>, %w_ih_l0: tensor<[16, 3], f32>, %w_hh_l0: tensor<[16, 4], f32>, %b_ih_l0: tensor<[16], f32>, %b_hh_l0: tensor<[16], f32>, %w_ih_l0_r: tensor<[16, 3], f32>, %w_hh_l0_r: tensor<[16, 4], f32>, %b_ih_l0_r: tensor<[16], f32>, %b_hh_l0_r: tensor<[16], f32>, %w_ih_l1: tensor<[16, 8], f32>, %w_hh_l1: tensor<[16, 4], f32>, %b_ih_l1: tensor<[16], f32>, %b_hh_l1: tensor<[16], f32>, %w_ih_l1_r: tensor<[16, 8], f32>, %w_hh_l1_r: tensor<[16, 4], f32>, %b_ih_l1_r: tensor<[16], f32>, %b_hh_l1_r: tensor<[16], f32>) -> (tensor<[2, 5, 8], f32>, tensor<[4, 2, 4], f32>, tensor<[4, 2, 4], f32>) {
  %l1 = prim.ListConstruct(%h0, %c0) : list<tensor<*, ?>>
  %l2 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %b_ih_l0, %b_hh_l0, %w_ih_l0_r, %w_hh_l0_r, %b_ih_l0_r, %b_hh_l0_r, %w_ih_l1, %w_hh_l1, %b_ih_l1, %b_hh_l1, %w_ih_l1_r, %w_hh_l1_r, %b_ih_l1_r, %b_hh_l1_r) : list<tensor<*, ?>>
  %c3 = prim.Constant {value = true} : bool
  %c4 = prim.Constant {value = 2} : int
  %c5 = prim.Constant {value = 0.0} : float
  %c6 = prim.Constant {value = false} : bool
  %c7 = prim.Constant {value = true} : bool
  %c8 = prim.Constant {value = true} : bool
  %r8_0, %r8_1, %r8_2 = aten.lstm.input(%x, %l1, %l2, %c3, %c4, %c5, %c6, %c7, %c8) : (tensor<[2, 5, 8], f32>, tensor<[4, 2, 4], f32>, tensor<[4, 2, 4], f32>)
  return %r8_0, %r8_1, %r8_2
}

// -----

graph @lstm_nobias_bidir(%x: tensor<[5, 2, 3], f32>, %h0: tensor<[2, 2, 4], f32>, %c0: tensor<[2, 2, 4], f32>, %w_ih_l0: tensor<[16, 3], f32>, %w_hh_l0: tensor<[16, 4], f32>, %w_ih_l0_r: tensor<[16, 3], f32>, %w_hh_l0_r: tensor<[16, 4], f32>) -> (tensor<[5, 2, 8], f32>, tensor<[2, 2, 4], f32>, tensor<[2, 2, 4], f32>) {
  %l1 = prim.ListConstruct(%h0, %c0) : list<tensor<*, ?>>
  %l2 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %w_ih_l0_r, %w_hh_l0_r) : list<tensor<*, ?>>
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = 0.0} : float
  %c6 = prim.Constant {value = false} : bool
  %c7 = prim.Constant {value = true} : bool
  %c8 = prim.Constant {value = false} : bool
  %r8_0, %r8_1, %r8_2 = aten.lstm.input(%x, %l1, %l2, %c3, %c4, %c5, %c6, %c7, %c8) : (tensor<[5, 2, 8], f32>, tensor<[2, 2, 4], f32>, tensor<[2, 2, 4], f32>)
  return %r8_0, %r8_1, %r8_2
}

// -----

graph @lstm_2layer(%x: tensor<[5, 2, 3], f32>, %h0: tensor<[2, 2, 4], f32>, %c0: tensor<[2, 2, 4], f32>, %w_ih_l0: tensor<[16, 3], f32>, %w_hh_l0: tensor<[16, 4], f32>, %b_ih_l0: tensor<[16], f32>, %b_hh_l0: tensor<[16], f32>, %w_ih_l1: tensor<[16, 4], f32>, %w_hh_l1: tensor<[16, 4], f32>, %b_ih_l1: tensor<[16], f32>, %b_hh_l1: tensor<[16], f32>) -> (tensor<[5, 2, 4], f32>, tensor<[2, 2, 4], f32>, tensor<[2, 2, 4], f32>) {
  %l1 = prim.ListConstruct(%h0, %c0) : list<tensor<*, ?>>
  %l2 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %b_ih_l0, %b_hh_l0, %w_ih_l1, %w_hh_l1, %b_ih_l1, %b_hh_l1) : list<tensor<*, ?>>
  %c3 = prim.Constant {value = true} : bool
  %c4 = prim.Constant {value = 2} : int
  %c5 = prim.Constant {value = 0.0} : float
  %c6 = prim.Constant {value = false} : bool
  %c7 = prim.Constant {value = false} : bool
  %c8 = prim.Constant {value = false} : bool
  %r8_0, %r8_1, %r8_2 = aten.lstm.input(%x, %l1, %l2, %c3, %c4, %c5, %c6, %c7, %c8) : (tensor<[5, 2, 4], f32>, tensor<[2, 2, 4], f32>, tensor<[2, 2, 4], f32>)
  return %r8_0, %r8_1, %r8_2
}

// -----

graph @gru(%x: tensor<[5, 2, 3], f32>, %h0: tensor<[1, 2, 4], f32>, %w_ih_l0: tensor<[12, 3], f32>, %w_hh_l0: tensor<[12, 4], f32>, %b_ih_l0: tensor<[12], f32>, %b_hh_l0: tensor<[12], f32>) -> (tensor<[5, 2, 4], f32>, tensor<[1, 2, 4], f32>) {
  %l1 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %b_ih_l0, %b_hh_l0) : list<tensor<*, ?>>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant {value = 1} : int
  %c4 = prim.Constant {value = 0.0} : float
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = false} : bool
  %c7 = prim.Constant {value = false} : bool
  %r7_0, %r7_1 = aten.gru.input(%x, %h0, %l1, %c2, %c3, %c4, %c5, %c6, %c7) : (tensor<[5, 2, 4], f32>, tensor<[1, 2, 4], f32>)
  return %r7_0, %r7_1
}

// -----

graph @gru_2layer_bidir_batch_first(%x: tensor<[2, 5, 3], f32>, %h0: tensor<[4, 2, 4], f32>, %w_ih_l0: tensor<[12, 3], f32>, %w_hh_l0: tensor<[12, 4], f32>, %b_ih_l0: tensor<[12], f32>, %b_hh_l0: tensor<[12], f32>, %w_ih_l0_r: tensor<[12, 3], f32>, %w_hh_l0_r: tensor<[12, 4], f32>, %b_ih_l0_r: tensor<[12], f32>, %b_hh_l0_r: tensor<[12], f32>, %w_ih_l1: tensor<[12, 8], f32>, %w_hh_l1: tensor<[12, 4], f32>, %b_ih_l1: tensor<[12], f32>, %b_hh_l1: tensor<[12], f32>, %w_ih_l1_r: tensor<[12, 8], f32>, %w_hh_l1_r: tensor<[12, 4], f32>, %b_ih_l1_r: tensor<[12], f32>, %b_hh_l1_r: tensor<[12], f32>) -> (tensor<[2, 5, 8], f32>, tensor<[4, 2, 4], f32>) {
  %l1 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %b_ih_l0, %b_hh_l0, %w_ih_l0_r, %w_hh_l0_r, %b_ih_l0_r, %b_hh_l0_r, %w_ih_l1, %w_hh_l1, %b_ih_l1, %b_hh_l1, %w_ih_l1_r, %w_hh_l1_r, %b_ih_l1_r, %b_hh_l1_r) : list<tensor<*, ?>>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant {value = 2} : int
  %c4 = prim.Constant {value = 0.0} : float
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = true} : bool
  %c7 = prim.Constant {value = true} : bool
  %r7_0, %r7_1 = aten.gru.input(%x, %h0, %l1, %c2, %c3, %c4, %c5, %c6, %c7) : (tensor<[2, 5, 8], f32>, tensor<[4, 2, 4], f32>)
  return %r7_0, %r7_1
}

// -----

graph @gru_nobias_bidir(%x: tensor<[5, 2, 3], f32>, %h0: tensor<[2, 2, 4], f32>, %w_ih_l0: tensor<[12, 3], f32>, %w_hh_l0: tensor<[12, 4], f32>, %w_ih_l0_r: tensor<[12, 3], f32>, %w_hh_l0_r: tensor<[12, 4], f32>) -> (tensor<[5, 2, 8], f32>, tensor<[2, 2, 4], f32>) {
  %l1 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %w_ih_l0_r, %w_hh_l0_r) : list<tensor<*, ?>>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = 1} : int
  %c4 = prim.Constant {value = 0.0} : float
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = true} : bool
  %c7 = prim.Constant {value = false} : bool
  %r7_0, %r7_1 = aten.gru.input(%x, %h0, %l1, %c2, %c3, %c4, %c5, %c6, %c7) : (tensor<[5, 2, 8], f32>, tensor<[2, 2, 4], f32>)
  return %r7_0, %r7_1
}

// -----

graph @gru_2layer(%x: tensor<[5, 2, 3], f32>, %h0: tensor<[2, 2, 4], f32>, %w_ih_l0: tensor<[12, 3], f32>, %w_hh_l0: tensor<[12, 4], f32>, %b_ih_l0: tensor<[12], f32>, %b_hh_l0: tensor<[12], f32>, %w_ih_l1: tensor<[12, 4], f32>, %w_hh_l1: tensor<[12, 4], f32>, %b_ih_l1: tensor<[12], f32>, %b_hh_l1: tensor<[12], f32>) -> (tensor<[5, 2, 4], f32>, tensor<[2, 2, 4], f32>) {
  %l1 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %b_ih_l0, %b_hh_l0, %w_ih_l1, %w_hh_l1, %b_ih_l1, %b_hh_l1) : list<tensor<*, ?>>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant {value = 2} : int
  %c4 = prim.Constant {value = 0.0} : float
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = false} : bool
  %c7 = prim.Constant {value = false} : bool
  %r7_0, %r7_1 = aten.gru.input(%x, %h0, %l1, %c2, %c3, %c4, %c5, %c6, %c7) : (tensor<[5, 2, 4], f32>, tensor<[2, 2, 4], f32>)
  return %r7_0, %r7_1
}

// -----

graph @rnn_tanh(%x: tensor<[5, 2, 3], f32>, %h0: tensor<[1, 2, 4], f32>, %w_ih_l0: tensor<[4, 3], f32>, %w_hh_l0: tensor<[4, 4], f32>, %b_ih_l0: tensor<[4], f32>, %b_hh_l0: tensor<[4], f32>) -> (tensor<[5, 2, 4], f32>, tensor<[1, 2, 4], f32>) {
  %l1 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %b_ih_l0, %b_hh_l0) : list<tensor<*, ?>>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant {value = 1} : int
  %c4 = prim.Constant {value = 0.0} : float
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = false} : bool
  %c7 = prim.Constant {value = false} : bool
  %r7_0, %r7_1 = aten.rnn_tanh.input(%x, %h0, %l1, %c2, %c3, %c4, %c5, %c6, %c7) : (tensor<[5, 2, 4], f32>, tensor<[1, 2, 4], f32>)
  return %r7_0, %r7_1
}

// -----

graph @rnn_tanh_2layer_bidir_batch_first(%x: tensor<[2, 5, 3], f32>, %h0: tensor<[4, 2, 4], f32>, %w_ih_l0: tensor<[4, 3], f32>, %w_hh_l0: tensor<[4, 4], f32>, %b_ih_l0: tensor<[4], f32>, %b_hh_l0: tensor<[4], f32>, %w_ih_l0_r: tensor<[4, 3], f32>, %w_hh_l0_r: tensor<[4, 4], f32>, %b_ih_l0_r: tensor<[4], f32>, %b_hh_l0_r: tensor<[4], f32>, %w_ih_l1: tensor<[4, 8], f32>, %w_hh_l1: tensor<[4, 4], f32>, %b_ih_l1: tensor<[4], f32>, %b_hh_l1: tensor<[4], f32>, %w_ih_l1_r: tensor<[4, 8], f32>, %w_hh_l1_r: tensor<[4, 4], f32>, %b_ih_l1_r: tensor<[4], f32>, %b_hh_l1_r: tensor<[4], f32>) -> (tensor<[2, 5, 8], f32>, tensor<[4, 2, 4], f32>) {
  %l1 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %b_ih_l0, %b_hh_l0, %w_ih_l0_r, %w_hh_l0_r, %b_ih_l0_r, %b_hh_l0_r, %w_ih_l1, %w_hh_l1, %b_ih_l1, %b_hh_l1, %w_ih_l1_r, %w_hh_l1_r, %b_ih_l1_r, %b_hh_l1_r) : list<tensor<*, ?>>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant {value = 2} : int
  %c4 = prim.Constant {value = 0.0} : float
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = true} : bool
  %c7 = prim.Constant {value = true} : bool
  %r7_0, %r7_1 = aten.rnn_tanh.input(%x, %h0, %l1, %c2, %c3, %c4, %c5, %c6, %c7) : (tensor<[2, 5, 8], f32>, tensor<[4, 2, 4], f32>)
  return %r7_0, %r7_1
}

// -----

graph @rnn_tanh_nobias_bidir(%x: tensor<[5, 2, 3], f32>, %h0: tensor<[2, 2, 4], f32>, %w_ih_l0: tensor<[4, 3], f32>, %w_hh_l0: tensor<[4, 4], f32>, %w_ih_l0_r: tensor<[4, 3], f32>, %w_hh_l0_r: tensor<[4, 4], f32>) -> (tensor<[5, 2, 8], f32>, tensor<[2, 2, 4], f32>) {
  %l1 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %w_ih_l0_r, %w_hh_l0_r) : list<tensor<*, ?>>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = 1} : int
  %c4 = prim.Constant {value = 0.0} : float
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = true} : bool
  %c7 = prim.Constant {value = false} : bool
  %r7_0, %r7_1 = aten.rnn_tanh.input(%x, %h0, %l1, %c2, %c3, %c4, %c5, %c6, %c7) : (tensor<[5, 2, 8], f32>, tensor<[2, 2, 4], f32>)
  return %r7_0, %r7_1
}

// -----

graph @rnn_relu(%x: tensor<[5, 2, 3], f32>, %h0: tensor<[1, 2, 4], f32>, %w_ih_l0: tensor<[4, 3], f32>, %w_hh_l0: tensor<[4, 4], f32>, %b_ih_l0: tensor<[4], f32>, %b_hh_l0: tensor<[4], f32>) -> (tensor<[5, 2, 4], f32>, tensor<[1, 2, 4], f32>) {
  %l1 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %b_ih_l0, %b_hh_l0) : list<tensor<*, ?>>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant {value = 1} : int
  %c4 = prim.Constant {value = 0.0} : float
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = false} : bool
  %c7 = prim.Constant {value = false} : bool
  %r7_0, %r7_1 = aten.rnn_relu.input(%x, %h0, %l1, %c2, %c3, %c4, %c5, %c6, %c7) : (tensor<[5, 2, 4], f32>, tensor<[1, 2, 4], f32>)
  return %r7_0, %r7_1
}

// -----

graph @rnn_relu_2layer_bidir_batch_first(%x: tensor<[2, 5, 3], f32>, %h0: tensor<[4, 2, 4], f32>, %w_ih_l0: tensor<[4, 3], f32>, %w_hh_l0: tensor<[4, 4], f32>, %b_ih_l0: tensor<[4], f32>, %b_hh_l0: tensor<[4], f32>, %w_ih_l0_r: tensor<[4, 3], f32>, %w_hh_l0_r: tensor<[4, 4], f32>, %b_ih_l0_r: tensor<[4], f32>, %b_hh_l0_r: tensor<[4], f32>, %w_ih_l1: tensor<[4, 8], f32>, %w_hh_l1: tensor<[4, 4], f32>, %b_ih_l1: tensor<[4], f32>, %b_hh_l1: tensor<[4], f32>, %w_ih_l1_r: tensor<[4, 8], f32>, %w_hh_l1_r: tensor<[4, 4], f32>, %b_ih_l1_r: tensor<[4], f32>, %b_hh_l1_r: tensor<[4], f32>) -> (tensor<[2, 5, 8], f32>, tensor<[4, 2, 4], f32>) {
  %l1 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %b_ih_l0, %b_hh_l0, %w_ih_l0_r, %w_hh_l0_r, %b_ih_l0_r, %b_hh_l0_r, %w_ih_l1, %w_hh_l1, %b_ih_l1, %b_hh_l1, %w_ih_l1_r, %w_hh_l1_r, %b_ih_l1_r, %b_hh_l1_r) : list<tensor<*, ?>>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant {value = 2} : int
  %c4 = prim.Constant {value = 0.0} : float
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = true} : bool
  %c7 = prim.Constant {value = true} : bool
  %r7_0, %r7_1 = aten.rnn_relu.input(%x, %h0, %l1, %c2, %c3, %c4, %c5, %c6, %c7) : (tensor<[2, 5, 8], f32>, tensor<[4, 2, 4], f32>)
  return %r7_0, %r7_1
}

// -----

graph @rnn_relu_nobias_bidir(%x: tensor<[5, 2, 3], f32>, %h0: tensor<[2, 2, 4], f32>, %w_ih_l0: tensor<[4, 3], f32>, %w_hh_l0: tensor<[4, 4], f32>, %w_ih_l0_r: tensor<[4, 3], f32>, %w_hh_l0_r: tensor<[4, 4], f32>) -> (tensor<[5, 2, 8], f32>, tensor<[2, 2, 4], f32>) {
  %l1 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %w_ih_l0_r, %w_hh_l0_r) : list<tensor<*, ?>>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = 1} : int
  %c4 = prim.Constant {value = 0.0} : float
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = true} : bool
  %c7 = prim.Constant {value = false} : bool
  %r7_0, %r7_1 = aten.rnn_relu.input(%x, %h0, %l1, %c2, %c3, %c4, %c5, %c6, %c7) : (tensor<[5, 2, 8], f32>, tensor<[2, 2, 4], f32>)
  return %r7_0, %r7_1
}

// -----

graph @lstm_cell(%x: tensor<[2, 3], f32>, %h: tensor<[2, 4], f32>, %c: tensor<[2, 4], f32>, %w_ih: tensor<[16, 3], f32>, %w_hh: tensor<[16, 4], f32>, %b_ih: tensor<[16], f32>, %b_hh: tensor<[16], f32>) -> (tensor<[2, 4], f32>, tensor<[2, 4], f32>) {
  %l1 = prim.ListConstruct(%h, %c) : list<tensor<*, ?>>
  %r1_0, %r1_1 = aten.lstm_cell(%x, %l1, %w_ih, %w_hh, %b_ih, %b_hh) : (tensor<[2, 4], f32>, tensor<[2, 4], f32>)
  return %r1_0, %r1_1
}

// -----

graph @lstm_cell_nobias(%x: tensor<[2, 3], f32>, %h: tensor<[2, 4], f32>, %c: tensor<[2, 4], f32>, %w_ih: tensor<[16, 3], f32>, %w_hh: tensor<[16, 4], f32>) -> (tensor<[2, 4], f32>, tensor<[2, 4], f32>) {
  %l1 = prim.ListConstruct(%h, %c) : list<tensor<*, ?>>
  %c2 = prim.Constant : none
  %c3 = prim.Constant : none
  %r3_0, %r3_1 = aten.lstm_cell(%x, %l1, %w_ih, %w_hh, %c2, %c3) : (tensor<[2, 4], f32>, tensor<[2, 4], f32>)
  return %r3_0, %r3_1
}

// -----

graph @gru_cell(%x: tensor<[2, 3], f32>, %h: tensor<[2, 4], f32>, %w_ih: tensor<[12, 3], f32>, %w_hh: tensor<[12, 4], f32>, %b_ih: tensor<[12], f32>, %b_hh: tensor<[12], f32>) -> (tensor<[2, 4], f32>) {
  %r0_0 = aten.gru_cell(%x, %h, %w_ih, %w_hh, %b_ih, %b_hh) : tensor<[2, 4], f32>
  return %r0_0
}

// -----

graph @gru_cell_nobias(%x: tensor<[2, 3], f32>, %h: tensor<[2, 4], f32>, %w_ih: tensor<[12, 3], f32>, %w_hh: tensor<[12, 4], f32>) -> (tensor<[2, 4], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant : none
  %r2_0 = aten.gru_cell(%x, %h, %w_ih, %w_hh, %c1, %c2) : tensor<[2, 4], f32>
  return %r2_0
}

// -----

graph @rnn_tanh_cell(%x: tensor<[2, 3], f32>, %h: tensor<[2, 4], f32>, %w_ih: tensor<[4, 3], f32>, %w_hh: tensor<[4, 4], f32>, %b_ih: tensor<[4], f32>, %b_hh: tensor<[4], f32>) -> (tensor<[2, 4], f32>) {
  %r0_0 = aten.rnn_tanh_cell(%x, %h, %w_ih, %w_hh, %b_ih, %b_hh) : tensor<[2, 4], f32>
  return %r0_0
}

// -----

graph @rnn_tanh_cell_nobias(%x: tensor<[2, 3], f32>, %h: tensor<[2, 4], f32>, %w_ih: tensor<[4, 3], f32>, %w_hh: tensor<[4, 4], f32>) -> (tensor<[2, 4], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant : none
  %r2_0 = aten.rnn_tanh_cell(%x, %h, %w_ih, %w_hh, %c1, %c2) : tensor<[2, 4], f32>
  return %r2_0
}

// -----

graph @rnn_relu_cell(%x: tensor<[2, 3], f32>, %h: tensor<[2, 4], f32>, %w_ih: tensor<[4, 3], f32>, %w_hh: tensor<[4, 4], f32>, %b_ih: tensor<[4], f32>, %b_hh: tensor<[4], f32>) -> (tensor<[2, 4], f32>) {
  %r0_0 = aten.rnn_relu_cell(%x, %h, %w_ih, %w_hh, %b_ih, %b_hh) : tensor<[2, 4], f32>
  return %r0_0
}

// -----

graph @rnn_relu_cell_nobias(%x: tensor<[2, 3], f32>, %h: tensor<[2, 4], f32>, %w_ih: tensor<[4, 3], f32>, %w_hh: tensor<[4, 4], f32>) -> (tensor<[2, 4], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant : none
  %r2_0 = aten.rnn_relu_cell(%x, %h, %w_ih, %w_hh, %c1, %c2) : tensor<[2, 4], f32>
  return %r2_0
}

// -----

// Zero initial states (nn.LSTM without hx) are left out of core.lstm.
graph @lstm_zero_states(%x: tensor<[5, 2, 3], f32>, %w_ih_l0: tensor<[16, 3], f32>, %w_hh_l0: tensor<[16, 4], f32>, %b_ih_l0: tensor<[16], f32>, %b_hh_l0: tensor<[16], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %sizes = prim.Constant {value = [1, 2, 4]} : list<int>
  %z = aten.zeros(%sizes, %none, %none, %none, %none) : tensor<*, ?>
  %l1 = prim.ListConstruct(%z, %z) : list<tensor<*, ?>>
  %l2 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %b_ih_l0, %b_hh_l0) : list<tensor<*, ?>>
  %true = prim.Constant {value = true} : bool
  %one = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 0.0} : float
  %false = prim.Constant {value = false} : bool
  %y, %h, %c = aten.lstm.input(%x, %l1, %l2, %true, %one, %p, %false, %false, %false) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %h, %c
}

// -----

// proj_size: the cells unrolled over the static length; h is [.., P].
graph @lstm_proj_2layer(%x: tensor<[4, 2, 3], f32>, %h0: tensor<[2, 2, 2], f32>, %c0: tensor<[2, 2, 4], f32>, %w_ih_l0: tensor<[16, 3], f32>, %w_hh_l0: tensor<[16, 2], f32>, %b_ih_l0: tensor<[16], f32>, %b_hh_l0: tensor<[16], f32>, %w_hr_l0: tensor<[2, 4], f32>, %w_ih_l1: tensor<[16, 2], f32>, %w_hh_l1: tensor<[16, 2], f32>, %b_ih_l1: tensor<[16], f32>, %b_hh_l1: tensor<[16], f32>, %w_hr_l1: tensor<[2, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %l1 = prim.ListConstruct(%h0, %c0) : list<tensor<*, ?>>
  %l2 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %b_ih_l0, %b_hh_l0, %w_hr_l0, %w_ih_l1, %w_hh_l1, %b_ih_l1, %b_hh_l1, %w_hr_l1) : list<tensor<*, ?>>
  %true = prim.Constant {value = true} : bool
  %two = prim.Constant {value = 2} : int
  %p = prim.Constant {value = 0.0} : float
  %false = prim.Constant {value = false} : bool
  %y, %h, %c = aten.lstm.input(%x, %l1, %l2, %true, %two, %p, %false, %false, %false) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %h, %c
}

// -----

// proj_size over a length known only at run time (x cut to k + 2 steps):
// the cells in a prim.Loop per direction, batch first, no biases.
graph @lstm_proj_bidir_loop(%x: tensor<[2, 5, 3], f32>, %k: tensor<[], i64>, %w_ih_l0: tensor<[12, 3], f32>, %w_hh_l0: tensor<[12, 2], f32>, %w_hr_l0: tensor<[2, 3], f32>, %w_ih_l0_r: tensor<[12, 3], f32>, %w_hh_l0_r: tensor<[12, 2], f32>, %w_hr_l0_r: tensor<[2, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %two = prim.Constant {value = 2} : int
  %zero = prim.Constant {value = 0} : int
  %ki = aten.Int.Tensor(%k) : int
  %end = aten.add.int(%ki, %two) : int
  %xs = aten.slice.Tensor(%x, %one, %zero, %end, %one) : tensor<*, ?>
  %hs = prim.Constant {value = [2, 2, 2]} : list<int>
  %cs = prim.Constant {value = [2, 2, 3]} : list<int>
  %h0 = aten.zeros(%hs, %none, %none, %none, %none) : tensor<*, ?>
  %c0 = aten.zeros(%cs, %none, %none, %none, %none) : tensor<*, ?>
  %l1 = prim.ListConstruct(%h0, %c0) : list<tensor<*, ?>>
  %l2 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %w_hr_l0, %w_ih_l0_r, %w_hh_l0_r, %w_hr_l0_r) : list<tensor<*, ?>>
  %p = prim.Constant {value = 0.0} : float
  %true = prim.Constant {value = true} : bool
  %false = prim.Constant {value = false} : bool
  %y, %h, %c = aten.lstm.input(%xs, %l1, %l2, %false, %one, %p, %false, %true, %true) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %h, %c
}

// -----

// Packed sequences: batch_sizes [3, 2, 2, 1] (lengths 4, 3, 1), 8 rows.
graph @lstm_data(%data: tensor<[8, 3], f32>, %h0: tensor<[2, 3, 4], f32>, %c0: tensor<[2, 3, 4], f32>, %w_ih_l0: tensor<[16, 3], f32>, %w_hh_l0: tensor<[16, 4], f32>, %b_ih_l0: tensor<[16], f32>, %b_hh_l0: tensor<[16], f32>, %w_ih_l0_r: tensor<[16, 3], f32>, %w_hh_l0_r: tensor<[16, 4], f32>, %b_ih_l0_r: tensor<[16], f32>, %b_hh_l0_r: tensor<[16], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %bs = prim.Constant {value = dense<tensor<[4], i64>, [3, 2, 2, 1]>} : tensor<[4], i64>
  %l1 = prim.ListConstruct(%h0, %c0) : list<tensor<*, ?>>
  %l2 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %b_ih_l0, %b_hh_l0, %w_ih_l0_r, %w_hh_l0_r, %b_ih_l0_r, %b_hh_l0_r) : list<tensor<*, ?>>
  %true = prim.Constant {value = true} : bool
  %one = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 0.0} : float
  %false = prim.Constant {value = false} : bool
  %y, %h, %c = aten.lstm.data(%data, %bs, %l1, %l2, %true, %one, %p, %false, %true) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %h, %c
}

// -----

graph @gru_data_2layer(%data: tensor<[6, 3], f32>, %h0: tensor<[2, 2, 4], f32>, %w_ih_l0: tensor<[12, 3], f32>, %w_hh_l0: tensor<[12, 4], f32>, %b_ih_l0: tensor<[12], f32>, %b_hh_l0: tensor<[12], f32>, %w_ih_l1: tensor<[12, 4], f32>, %w_hh_l1: tensor<[12, 4], f32>, %b_ih_l1: tensor<[12], f32>, %b_hh_l1: tensor<[12], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %bs = prim.Constant {value = dense<tensor<[4], i64>, [2, 2, 1, 1]>} : tensor<[4], i64>
  %l = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %b_ih_l0, %b_hh_l0, %w_ih_l1, %w_hh_l1, %b_ih_l1, %b_hh_l1) : list<tensor<*, ?>>
  %true = prim.Constant {value = true} : bool
  %two = prim.Constant {value = 2} : int
  %p = prim.Constant {value = 0.0} : float
  %false = prim.Constant {value = false} : bool
  %y, %h = aten.gru.data(%data, %bs, %h0, %l, %true, %two, %p, %false, %false) : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h
}

// -----

graph @rnn_tanh_data(%data: tensor<[5, 3], f32>, %h0: tensor<[1, 3, 4], f32>, %w_ih_l0: tensor<[4, 3], f32>, %w_hh_l0: tensor<[4, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %bs = prim.Constant {value = dense<tensor<[2], i64>, [3, 2]>} : tensor<[2], i64>
  %l = prim.ListConstruct(%w_ih_l0, %w_hh_l0) : list<tensor<*, ?>>
  %one = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 0.0} : float
  %false = prim.Constant {value = false} : bool
  %y, %h = aten.rnn_tanh.data(%data, %bs, %h0, %l, %false, %one, %p, %false, %false) : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h
}

// -----

graph @rnn_relu_data(%data: tensor<[4, 3], f32>, %h0: tensor<[2, 2, 4], f32>, %w_ih_l0: tensor<[4, 3], f32>, %w_hh_l0: tensor<[4, 4], f32>, %b_ih_l0: tensor<[4], f32>, %b_hh_l0: tensor<[4], f32>, %w_ih_l0_r: tensor<[4, 3], f32>, %w_hh_l0_r: tensor<[4, 4], f32>, %b_ih_l0_r: tensor<[4], f32>, %b_hh_l0_r: tensor<[4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %bs = prim.Constant {value = dense<tensor<[3], i64>, [2, 1, 1]>} : tensor<[3], i64>
  %l = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %b_ih_l0, %b_hh_l0, %w_ih_l0_r, %w_hh_l0_r, %b_ih_l0_r, %b_hh_l0_r) : list<tensor<*, ?>>
  %true = prim.Constant {value = true} : bool
  %one = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 0.0} : float
  %false = prim.Constant {value = false} : bool
  %y, %h = aten.rnn_relu.data(%data, %bs, %h0, %l, %true, %one, %p, %false, %true) : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h
}

// -----

// pack_padded_sequence and pad_packed_sequence (batch first, lengths
// sorted decreasing, padded to 6 steps with -1).
graph @pack_pad(%x: tensor<[3, 5, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %lengths = prim.Constant {value = dense<tensor<[3], i64>, [4, 2, 1]>} : tensor<[3], i64>
  %true = prim.Constant {value = true} : bool
  %data, %bs = aten._pack_padded_sequence(%x, %lengths, %true) : (tensor<*, ?>, tensor<*, ?>)
  %pad = prim.Constant {value = -1.0} : float
  %six = prim.Constant {value = 6} : int
  %y, %lens = aten._pad_packed_sequence(%data, %bs, %true, %pad, %six) : (tensor<*, ?>, tensor<*, ?>)
  return %data, %bs, %y, %lens
}

// -----

graph @pack_pad_time_first(%x: tensor<[3, 2, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %lengths = prim.Constant {value = dense<tensor<[2], i64>, [3, 3]>} : tensor<[2], i64>
  %false = prim.Constant {value = false} : bool
  %data, %bs = aten._pack_padded_sequence(%x, %lengths, %false) : (tensor<*, ?>, tensor<*, ?>)
  %pad = prim.Constant {value = 0.0} : float
  %zero = prim.Constant {value = 0} : int
  %y, %lens = aten._pad_packed_sequence(%data, %bs, %false, %pad, %zero) : (tensor<*, ?>, tensor<*, ?>)
  return %y, %lens
}
