// Numeric sweep samples: recurrent layers (unrolled) and cells.

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
