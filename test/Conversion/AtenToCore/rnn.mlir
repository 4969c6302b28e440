// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// One layer is one core.lstm: the direction's weights stacked on a new dim
// 0, the states (all of hx for one layer) passed through.

// CHECK-LABEL: graph @lstm(
// CHECK-NEXT:    %[[NONE:.*]] = prim.Constant : none
// CHECK-NEXT:    %[[WI:.*]] = core.unsqueeze(%w_ih_l0) {axes = [0]} : tensor<[1, 16, 3], f32>
// CHECK-NEXT:    %[[WH:.*]] = core.unsqueeze(%w_hh_l0) {axes = [0]} : tensor<[1, 16, 4], f32>
// CHECK-NEXT:    %[[BI:.*]] = core.unsqueeze(%b_ih_l0) {axes = [0]} : tensor<[1, 16], f32>
// CHECK-NEXT:    %[[BH:.*]] = core.unsqueeze(%b_hh_l0) {axes = [0]} : tensor<[1, 16], f32>
// CHECK-NEXT:    %y, %h, %c = core.lstm(%x, %h0, %c0, %[[WI]], %[[WH]], %[[BI]], %[[BH]], %[[NONE]]) {bidirectional = false} : (tensor<[5, 2, 4], f32>, tensor<[1, 2, 4], f32>, tensor<[1, 2, 4], f32>)
// CHECK-NEXT:    return %y, %h, %c
graph @lstm(%x: tensor<[5, 2, 3], f32>, %h0: tensor<[1, 2, 4], f32>, %c0: tensor<[1, 2, 4], f32>, %w_ih_l0: tensor<[16, 3], f32>, %w_hh_l0: tensor<[16, 4], f32>, %b_ih_l0: tensor<[16], f32>, %b_hh_l0: tensor<[16], f32>) -> (tensor<[5, 2, 4], f32>, tensor<[1, 2, 4], f32>, tensor<[1, 2, 4], f32>) {
  %l1 = prim.ListConstruct(%h0, %c0) : list<tensor<*, ?>>
  %l2 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %b_ih_l0, %b_hh_l0) : list<tensor<*, ?>>
  %true = prim.Constant {value = true} : bool
  %one = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 0.0} : float
  %false = prim.Constant {value = false} : bool
  %y, %h, %c = aten.lstm.input(%x, %l1, %l2, %true, %one, %p, %false, %false, %false) : (tensor<[5, 2, 4], f32>, tensor<[1, 2, 4], f32>, tensor<[1, 2, 4], f32>)
  return %y, %h, %c
}

// -----

// Layers chain over a symbolic length and batch; zero states (nn.LSTM
// without hx) are left out; two directions' weights are concatenated;
// batch_first transposes around the layers; h_n and c_n gather the
// layers' states.

// CHECK-LABEL: graph @lstm_2layer_bidir_batch_first_zeros(
// CHECK-NEXT:    %[[X:.*]] = core.transpose(%x) {perm = [1, 0, 2]} : tensor<[seq, b, 3], f32>
// CHECK-NEXT:    %[[NONE:.*]] = prim.Constant : none
// CHECK-NEXT:    %[[F:.*]] = core.unsqueeze(%w_ih_l0) {axes = [0]} : tensor<[1, 16, 3], f32>
// CHECK-NEXT:    %[[R:.*]] = core.unsqueeze(%w_ih_l0_r) {axes = [0]} : tensor<[1, 16, 3], f32>
// CHECK-NEXT:    %[[WI:.*]] = core.concat(%[[F]], %[[R]]) {axis = 0} : tensor<[2, 16, 3], f32>
// CHECK:         %[[WH:.*]] = core.concat(%{{.*}}, %{{.*}}) {axis = 0} : tensor<[2, 16, 4], f32>
// CHECK-NEXT:    %[[Y0:.*]], %[[H0:.*]], %[[C0:.*]] = core.lstm(%[[X]], %[[NONE]], %[[NONE]], %[[WI]], %[[WH]], %[[NONE]], %[[NONE]], %[[NONE]]) {bidirectional = true} : (tensor<[seq, b, 8], f32>, tensor<[2, b, 4], f32>, tensor<[2, b, 4], f32>)
// CHECK:         %[[Y1:.*]], %[[H1:.*]], %[[C1:.*]] = core.lstm(%[[Y0]], %[[NONE]], %[[NONE]], %{{.*}}, %{{.*}}, %[[NONE]], %[[NONE]], %[[NONE]]) {bidirectional = true} : (tensor<[seq, b, 8], f32>, tensor<[2, b, 4], f32>, tensor<[2, b, 4], f32>)
// CHECK-NEXT:    %h = core.concat(%[[H0]], %[[H1]]) {axis = 0} : tensor<[4, b, 4], f32>
// CHECK-NEXT:    %c = core.concat(%[[C0]], %[[C1]]) {axis = 0} : tensor<[4, b, 4], f32>
// CHECK-NEXT:    %y = core.transpose(%[[Y1]]) {perm = [1, 0, 2]} : tensor<[b, seq, 8], f32>
// CHECK-NEXT:    return %y, %h, %c
symbol seq in [2, inf]
symbol b in [2, inf]
graph @lstm_2layer_bidir_batch_first_zeros(%x: tensor<[b, seq, 3], f32>, %w_ih_l0: tensor<[16, 3], f32>, %w_hh_l0: tensor<[16, 4], f32>, %w_ih_l0_r: tensor<[16, 3], f32>, %w_hh_l0_r: tensor<[16, 4], f32>, %w_ih_l1: tensor<[16, 8], f32>, %w_hh_l1: tensor<[16, 4], f32>, %w_ih_l1_r: tensor<[16, 8], f32>, %w_hh_l1_r: tensor<[16, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %four = prim.Constant {value = 4} : int
  %zero = prim.Constant {value = 0} : int
  %batch = aten.size.int(%x, %zero) : int
  %sizes = prim.ListConstruct(%four, %batch, %four) : list<int>
  %zeros = aten.zeros(%sizes, %none, %none, %none, %none) : tensor<*, ?>
  %l1 = prim.ListConstruct(%zeros, %zeros) : list<tensor<*, ?>>
  %l2 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %w_ih_l0_r, %w_hh_l0_r, %w_ih_l1, %w_hh_l1, %w_ih_l1_r, %w_hh_l1_r) : list<tensor<*, ?>>
  %two = prim.Constant {value = 2} : int
  %p = prim.Constant {value = 0.0} : float
  %true = prim.Constant {value = true} : bool
  %false = prim.Constant {value = false} : bool
  %y, %h, %c = aten.lstm.input(%x, %l1, %l2, %false, %two, %p, %false, %true, %true) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %h, %c
}

// -----

// Two layers slice hx per layer.

// CHECK-LABEL: graph @gru_2layer(
// CHECK:         %[[S0:.*]] = core.slice(%h0, %{{.*}}) : tensor<[1, 2, 4], f32>
// CHECK:         %[[Y0:.*]], %[[H0:.*]] = core.gru(%x, %[[S0]], %{{.*}}) {bidirectional = false} : (tensor<[5, 2, 4], f32>, tensor<[1, 2, 4], f32>)
// CHECK:         %[[S1:.*]] = core.slice(%h0, %{{.*}}) : tensor<[1, 2, 4], f32>
// CHECK:         %y, %[[H1:.*]] = core.gru(%[[Y0]], %[[S1]], %{{.*}}) {bidirectional = false} : (tensor<[5, 2, 4], f32>, tensor<[1, 2, 4], f32>)
// CHECK-NEXT:    %h = core.concat(%[[H0]], %[[H1]]) {axis = 0} : tensor<[2, 2, 4], f32>
graph @gru_2layer(%x: tensor<[5, 2, 3], f32>, %h0: tensor<[2, 2, 4], f32>, %w_ih_l0: tensor<[12, 3], f32>, %w_hh_l0: tensor<[12, 4], f32>, %b_ih_l0: tensor<[12], f32>, %b_hh_l0: tensor<[12], f32>, %w_ih_l1: tensor<[12, 4], f32>, %w_hh_l1: tensor<[12, 4], f32>, %b_ih_l1: tensor<[12], f32>, %b_hh_l1: tensor<[12], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %l = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %b_ih_l0, %b_hh_l0, %w_ih_l1, %w_hh_l1, %b_ih_l1, %b_hh_l1) : list<tensor<*, ?>>
  %true = prim.Constant {value = true} : bool
  %two = prim.Constant {value = 2} : int
  %p = prim.Constant {value = 0.0} : float
  %false = prim.Constant {value = false} : bool
  %y, %h = aten.gru.input(%x, %h0, %l, %true, %two, %p, %false, %false, %false) : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h
}

// -----

// CHECK-LABEL: graph @rnn_tanh(
// CHECK:         %y, %h = core.rnn(%x, %h0, %{{.*}}) {bidirectional = false} : (tensor<[5, 2, 4], f32>, tensor<[1, 2, 4], f32>)
graph @rnn_tanh(%x: tensor<[5, 2, 3], f32>, %h0: tensor<[1, 2, 4], f32>, %w_ih_l0: tensor<[4, 3], f32>, %w_hh_l0: tensor<[4, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %l = prim.ListConstruct(%w_ih_l0, %w_hh_l0) : list<tensor<*, ?>>
  %one = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 0.0} : float
  %false = prim.Constant {value = false} : bool
  %y, %h = aten.rnn_tanh.input(%x, %h0, %l, %false, %one, %p, %false, %false, %false) : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h
}

// -----

// CHECK-LABEL: graph @rnn_relu(
// CHECK:         %y, %h = core.rnn(%x, %h0, %{{.*}}) {bidirectional = false, nonlinearity = "relu"} : (tensor<[5, 2, 4], f32>, tensor<[1, 2, 4], f32>)
graph @rnn_relu(%x: tensor<[5, 2, 3], f32>, %h0: tensor<[1, 2, 4], f32>, %w_ih_l0: tensor<[4, 3], f32>, %w_hh_l0: tensor<[4, 4], f32>, %b_ih_l0: tensor<[4], f32>, %b_hh_l0: tensor<[4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %l = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %b_ih_l0, %b_hh_l0) : list<tensor<*, ?>>
  %true = prim.Constant {value = true} : bool
  %one = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 0.0} : float
  %false = prim.Constant {value = false} : bool
  %y, %h = aten.rnn_relu.input(%x, %h0, %l, %true, %one, %p, %false, %false, %false) : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h
}

// -----

// An LSTM with a projection (proj_size; params w_ih, w_hh[, biases], w_hr)
// has no ONNX LSTM: its cells, unrolled over a static length, h = (o *
// tanh(c)) w_hr^T.

// CHECK-LABEL: graph @lstm_proj(
// CHECK-NOT:     core.lstm
// CHECK:         %[[XP:.*]] = core.linear(%x, %w_ih_l0, %{{.*}}) : tensor<[2, 1, 16], f32>
// CHECK:         %[[H1:.*]] = core.linear(%{{.*}}, %w_hr_l0, %{{.*}}) : tensor<[1, 2], f32>
// CHECK:         core.linear(%[[H1]], %w_hh_l0, %{{.*}}) : tensor<[1, 16], f32>
// CHECK:         %[[H2:.*]] = core.linear(%{{.*}}, %w_hr_l0, %{{.*}}) : tensor<[1, 2], f32>
// CHECK:         %y = core.concat(%{{.*}}, %{{.*}}) {axis = 0} : tensor<[2, 1, 2], f32>
// CHECK-NEXT:    %h = core.unsqueeze(%[[H2]]) {axes = [0]} : tensor<[1, 1, 2], f32>
// CHECK-NEXT:    %c = core.unsqueeze(%{{.*}}) {axes = [0]} : tensor<[1, 1, 4], f32>
graph @lstm_proj(%x: tensor<[2, 1, 3], f32>, %h0: tensor<[1, 1, 2], f32>, %c0: tensor<[1, 1, 4], f32>, %w_ih_l0: tensor<[16, 3], f32>, %w_hh_l0: tensor<[16, 2], f32>, %w_hr_l0: tensor<[2, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %l1 = prim.ListConstruct(%h0, %c0) : list<tensor<*, ?>>
  %l2 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %w_hr_l0) : list<tensor<*, ?>>
  %one = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 0.0} : float
  %false = prim.Constant {value = false} : bool
  %y, %h, %c = aten.lstm.input(%x, %l1, %l2, %false, %one, %p, %false, %false, %false) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %h, %c
}

// -----

// ... and a prim.Loop over a symbolic length, carrying h [B, P] and c
// [B, H], its scan output the outputs.

// CHECK-LABEL: graph @lstm_proj_loop(
// CHECK:         %[[T:.*]] = core.dim(%x) {axis = 0} : int
// CHECK:         %[[H:.*]], %[[C:.*]], %y = prim.Loop(%[[T]], %{{.*}}, %{{.*}}, %{{.*}}) {scan_outputs = 1} ({
// CHECK-NEXT:    ^bb0(%{{.*}}: int, %{{.*}}: tensor<[b, 2], f32>, %{{.*}}: tensor<[b, 4], f32>):
// CHECK:           %[[P:.*]] = core.linear(%{{.*}}, %w_hr_l0, %{{.*}}) : tensor<[b, 2], f32>
// CHECK-NEXT:      yield %{{.*}}, %[[P]], %{{.*}}, %[[P]]
// CHECK-NEXT:    }) : (tensor<[b, 2], f32>, tensor<[b, 4], f32>, tensor<[seq, b, 2], f32>)
// CHECK-NEXT:    %h = core.unsqueeze(%[[H]]) {axes = [0]} : tensor<[1, b, 2], f32>
// CHECK-NEXT:    %c = core.unsqueeze(%[[C]]) {axes = [0]} : tensor<[1, b, 4], f32>
// CHECK-NEXT:    return %y, %h, %c
symbol seq in [2, inf]
symbol b in [2, inf]
graph @lstm_proj_loop(%x: tensor<[seq, b, 3], f32>, %h0: tensor<[1, b, 2], f32>, %c0: tensor<[1, b, 4], f32>, %w_ih_l0: tensor<[16, 3], f32>, %w_hh_l0: tensor<[16, 2], f32>, %w_hr_l0: tensor<[2, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %l1 = prim.ListConstruct(%h0, %c0) : list<tensor<*, ?>>
  %l2 = prim.ListConstruct(%w_ih_l0, %w_hh_l0, %w_hr_l0) : list<tensor<*, ?>>
  %one = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 0.0} : float
  %false = prim.Constant {value = false} : bool
  %y, %h, %c = aten.lstm.input(%x, %l1, %l2, %false, %one, %p, %false, %false, %false) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %h, %c
}

// -----

// A packed sequence (the .data overloads): its rows scattered into a
// padded [T, B, I] tensor at the time-major positions of b < batch_sizes[t],
// the layer run with each sequence's length, the outputs gathered back.

// CHECK-LABEL: graph @gru_data(
// CHECK:         %[[B:.*]] = core.dim(%h0) {axis = 1} : int
// CHECK:         %[[MASK:.*]] = core.lt(%{{.*}}, %{{.*}}) : tensor<[t, b], bool>
// CHECK-NEXT:    %[[AT:.*]] = core.nonzero(%[[MASK]]) : tensor<[?, 2], i64>
// CHECK:         %[[TI:.*]] = core.squeeze(%{{.*}}) {axes = [1]} : tensor<[?], i64>
// CHECK:         %[[BI:.*]] = core.squeeze(%{{.*}}) {axes = [1]} : tensor<[?], i64>
// CHECK:         %[[ZEROS:.*]] = core.full(%{{.*}}, %{{.*}}) : tensor<[t, b, 3], f32>
// CHECK-NEXT:    %[[X:.*]] = core.index_put(%[[ZEROS]], %[[TI]], %[[BI]], %data) : tensor<[t, b, 3], f32>
// CHECK-NEXT:    %[[M:.*]] = core.cast(%[[MASK]]) {dtype = i64} : tensor<[t, b], i64>
// CHECK-NEXT:    %[[LENS:.*]] = core.reduce_sum(%[[M]]) {axes = [0], keepdim = false} : tensor<[b], i64>
// CHECK:         %[[Y:.*]], %h = core.gru(%[[X]], %h0, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[LENS]]) {bidirectional = false} : (tensor<[t, b, 4], f32>, tensor<[1, b, 4], f32>)
// CHECK-NEXT:    %y = core.index(%[[Y]], %[[TI]], %[[BI]]) : tensor<[?, 4], f32>
// CHECK-NEXT:    return %y, %h
symbol n in [2, inf]
symbol t in [2, inf]
symbol b in [2, inf]
graph @gru_data(%data: tensor<[n, 3], f32>, %bs: tensor<[t], i64>, %h0: tensor<[1, b, 4], f32>, %w_ih_l0: tensor<[12, 3], f32>, %w_hh_l0: tensor<[12, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %l = prim.ListConstruct(%w_ih_l0, %w_hh_l0) : list<tensor<*, ?>>
  %one = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 0.0} : float
  %false = prim.Constant {value = false} : bool
  %y, %h = aten.gru.data(%data, %bs, %h0, %l, %false, %one, %p, %false, %false) : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h
}

// -----

// pack_padded_sequence: the rows where t < lengths[b], time-major, and the
// per-step counts up to the longest length; pad_packed_sequence: the rows
// back in a [T, B, ...] tensor of padding_value (batch first: transposed)
// and the lengths.

// CHECK-LABEL: graph @pack_pad(
// CHECK:         %[[XT:.*]] = core.transpose(%x) {perm = [1, 0, 2]} : tensor<[t, b, 2], f32>
// CHECK:         %[[MASK:.*]] = core.lt(%{{.*}}, %{{.*}}) : tensor<[t, b], bool>
// CHECK:         %data = core.index(%[[XT]], %{{.*}}, %{{.*}}) : tensor<[?, 2], f32>
// CHECK:         %[[LONGEST:.*]] = core.slice(%lengths, %{{.*}}) : tensor<[1], i64>
// CHECK-NEXT:    %[[M:.*]] = core.cast(%[[MASK]]) {dtype = i64} : tensor<[t, b], i64>
// CHECK-NEXT:    %[[COUNTS:.*]] = core.reduce_sum(%[[M]]) {axes = [1], keepdim = false} : tensor<[t], i64>
// CHECK:         %bs = core.slice(%[[COUNTS]], %{{.*}}, %[[LONGEST]], %{{.*}}, %{{.*}}) : tensor<[?], i64>
// CHECK:         %[[FIRST:.*]] = core.index_select(%bs, %{{.*}}) {axis = 0} : tensor<[], i64>
// CHECK-NEXT:    %[[B:.*]] = core.to_scalar(%[[FIRST]]) : int
// CHECK:         %[[PAD:.*]] = core.constant {value = dense<tensor<[], f32>, [-1.0]>} : tensor<[], f32>
// CHECK:         %[[FULL:.*]] = core.full(%{{.*}}, %[[PAD]]) : tensor<[?, ?, 2], f32>
// CHECK-NEXT:    %[[P:.*]] = core.index_put(%[[FULL]], %{{.*}}, %{{.*}}, %data) : tensor<[?, ?, 2], f32>
// CHECK-NEXT:    %y = core.transpose(%[[P]]) {perm = [1, 0, 2]} : tensor<[?, ?, 2], f32>
// CHECK:         %lens = core.reduce_sum(%{{.*}}) {axes = [0], keepdim = false} : tensor<[?], i64>
// CHECK-NEXT:    return %data, %bs, %y, %lens
symbol b in [2, inf]
symbol t in [2, inf]
graph @pack_pad(%x: tensor<[b, t, 2], f32>, %lengths: tensor<[b], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %true = prim.Constant {value = true} : bool
  %data, %bs = aten._pack_padded_sequence(%x, %lengths, %true) : (tensor<*, ?>, tensor<*, ?>)
  %pad = prim.Constant {value = -1.0} : float
  %zero = prim.Constant {value = 0} : int
  %y, %lens = aten._pad_packed_sequence(%data, %bs, %true, %pad, %zero) : (tensor<*, ?>, tensor<*, ?>)
  return %data, %bs, %y, %lens
}

// -----

// CHECK-LABEL: graph @lstm_cell
// CHECK-NEXT:    %[[V0:.*]] = core.linear(%x, %w_ih, %b_ih) : tensor<[2, 16], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.linear(%h, %w_hh, %b_hh) : tensor<[2, 16], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.add(%[[V0]], %[[V1]]) : tensor<[2, 16], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[1], i64>, [4]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V5:.*]] = core.constant {value = dense<tensor<[1], i64>, [-1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V6:.*]] = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V7:.*]] = core.slice(%[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V8:.*]] = core.sigmoid(%[[V7]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V9:.*]] = core.constant {value = dense<tensor<[1], i64>, [4]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V10:.*]] = core.constant {value = dense<tensor<[1], i64>, [8]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V11:.*]] = core.constant {value = dense<tensor<[1], i64>, [-1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V12:.*]] = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V13:.*]] = core.slice(%[[V2]], %[[V9]], %[[V10]], %[[V11]], %[[V12]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V14:.*]] = core.sigmoid(%[[V13]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V15:.*]] = core.constant {value = dense<tensor<[1], i64>, [8]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V16:.*]] = core.constant {value = dense<tensor<[1], i64>, [12]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V17:.*]] = core.constant {value = dense<tensor<[1], i64>, [-1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V18:.*]] = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V19:.*]] = core.slice(%[[V2]], %[[V15]], %[[V16]], %[[V17]], %[[V18]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V20:.*]] = core.tanh(%[[V19]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V21:.*]] = core.constant {value = dense<tensor<[1], i64>, [12]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V22:.*]] = core.constant {value = dense<tensor<[1], i64>, [16]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V23:.*]] = core.constant {value = dense<tensor<[1], i64>, [-1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V24:.*]] = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V25:.*]] = core.slice(%[[V2]], %[[V21]], %[[V22]], %[[V23]], %[[V24]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V26:.*]] = core.sigmoid(%[[V25]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V27:.*]] = core.mul(%[[V8]], %[[V20]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V28:.*]] = core.mul(%[[V14]], %c) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V29:.*]] = core.add(%[[V28]], %[[V27]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V30:.*]] = core.tanh(%[[V29]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V31:.*]] = core.mul(%[[V26]], %[[V30]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    return %[[V31]], %[[V29]]
graph @lstm_cell(%x: tensor<[2, 3], f32>, %h: tensor<[2, 4], f32>, %c: tensor<[2, 4], f32>, %w_ih: tensor<[16, 3], f32>, %w_hh: tensor<[16, 4], f32>, %b_ih: tensor<[16], f32>, %b_hh: tensor<[16], f32>) -> (tensor<[2, 4], f32>, tensor<[2, 4], f32>) {
  %l1 = prim.ListConstruct(%h, %c) : list<tensor<*, ?>>
  %r1_0, %r1_1 = aten.lstm_cell(%x, %l1, %w_ih, %w_hh, %b_ih, %b_hh) : (tensor<[2, 4], f32>, tensor<[2, 4], f32>)
  return %r1_0, %r1_1
}

// -----

// CHECK-LABEL: graph @gru_cell
// CHECK-NOT:     aten.
// CHECK:         = core.linear
// CHECK:         = core.constant
// CHECK:         = core.slice
// CHECK:         = core.add
// CHECK:         = core.sigmoid
// CHECK:         = core.mul
// CHECK:         = core.tanh
// CHECK:         = core.sub
// CHECK:         return
graph @gru_cell(%x: tensor<[2, 3], f32>, %h: tensor<[2, 4], f32>, %w_ih: tensor<[12, 3], f32>, %w_hh: tensor<[12, 4], f32>, %b_ih: tensor<[12], f32>, %b_hh: tensor<[12], f32>) -> (tensor<[2, 4], f32>) {
  %r0_0 = aten.gru_cell(%x, %h, %w_ih, %w_hh, %b_ih, %b_hh) : tensor<[2, 4], f32>
  return %r0_0
}

// -----

// CHECK-LABEL: graph @rnn_tanh_cell
// CHECK-NEXT:    %[[V0:.*]] = core.linear(%x, %w_ih, %b_ih) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.linear(%h, %w_hh, %b_hh) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.add(%[[V0]], %[[V1]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.tanh(%[[V2]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    return %[[V3]]
graph @rnn_tanh_cell(%x: tensor<[2, 3], f32>, %h: tensor<[2, 4], f32>, %w_ih: tensor<[4, 3], f32>, %w_hh: tensor<[4, 4], f32>, %b_ih: tensor<[4], f32>, %b_hh: tensor<[4], f32>) -> (tensor<[2, 4], f32>) {
  %r0_0 = aten.rnn_tanh_cell(%x, %h, %w_ih, %w_hh, %b_ih, %b_hh) : tensor<[2, 4], f32>
  return %r0_0
}

// -----

// CHECK-LABEL: graph @rnn_relu_cell
// CHECK-NEXT:    %[[V0:.*]] = core.linear(%x, %w_ih, %b_ih) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.linear(%h, %w_hh, %b_hh) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.add(%[[V0]], %[[V1]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.relu(%[[V2]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    return %[[V3]]
graph @rnn_relu_cell(%x: tensor<[2, 3], f32>, %h: tensor<[2, 4], f32>, %w_ih: tensor<[4, 3], f32>, %w_hh: tensor<[4, 4], f32>, %b_ih: tensor<[4], f32>, %b_hh: tensor<[4], f32>) -> (tensor<[2, 4], f32>) {
  %r0_0 = aten.rnn_relu_cell(%x, %h, %w_ih, %w_hh, %b_ih, %b_hh) : tensor<[2, 4], f32>
  return %r0_0
}
