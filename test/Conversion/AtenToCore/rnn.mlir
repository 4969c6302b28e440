// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// CHECK-LABEL: graph @lstm
// CHECK-NOT:     aten.
// CHECK:         = core.constant
// CHECK:         = core.slice
// CHECK:         = core.squeeze
// CHECK:         = core.linear
// CHECK:         = core.add
// CHECK:         = core.sigmoid
// CHECK:         = core.tanh
// CHECK:         = core.mul
// CHECK:         = core.unsqueeze
// CHECK:         = core.concat
// CHECK:         return
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

// CHECK-LABEL: graph @gru
// CHECK-NOT:     aten.
// CHECK:         = core.constant
// CHECK:         = core.slice
// CHECK:         = core.squeeze
// CHECK:         = core.linear
// CHECK:         = core.add
// CHECK:         = core.sigmoid
// CHECK:         = core.mul
// CHECK:         = core.tanh
// CHECK:         = core.sub
// CHECK:         = core.unsqueeze
// CHECK:         = core.concat
// CHECK:         return
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

// CHECK-LABEL: graph @rnn_tanh
// CHECK-NOT:     aten.
// CHECK:         = core.constant
// CHECK:         = core.slice
// CHECK:         = core.squeeze
// CHECK:         = core.linear
// CHECK:         = core.add
// CHECK:         = core.tanh
// CHECK:         = core.unsqueeze
// CHECK:         = core.concat
// CHECK:         return
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

// CHECK-LABEL: graph @rnn_relu
// CHECK-NOT:     aten.
// CHECK:         = core.constant
// CHECK:         = core.slice
// CHECK:         = core.squeeze
// CHECK:         = core.linear
// CHECK:         = core.add
// CHECK:         = core.relu
// CHECK:         = core.unsqueeze
// CHECK:         = core.concat
// CHECK:         return
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
