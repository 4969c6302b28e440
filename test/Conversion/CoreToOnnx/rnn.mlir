// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=9}' | FileCheck %s --check-prefixes=CHECK,ATTR
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=13}' | FileCheck %s --check-prefixes=CHECK,INPUT
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=17}' | FileCheck %s --check-prefixes=CHECK,INPUT

// core.lstm is ONNX's LSTM: torch's gate blocks i, f, g, o of the constant
// weights and biases are reordered to ONNX's i, o, f, c at compile time,
// B is concat(b_ih, b_hh) per direction, and two directions' Y
// [T, 2, B, H] becomes torch's [T, B, 2*H] by a Transpose and a Reshape
// (ONNX's 0 copies T and B).

// CHECK-LABEL: graph @lstm_bidirectional(
// CHECK:         %[[W:.*]] = onnx.Constant {value = dense<tensor<[2, 4, 1], f32>, [1.0, 4.0, 2.0, 3.0, 5.0, 8.0, 6.0, 7.0]>} : tensor<[2, 4, 1], f32>
// CHECK-NEXT:    %[[R:.*]] = onnx.Constant {value = dense<tensor<[2, 4, 1], f32>, [-1.0, -4.0, -2.0, -3.0, -5.0, -8.0, -6.0, -7.0]>} : tensor<[2, 4, 1], f32>
// CHECK:         %[[B:.*]] = onnx.Constant {value = dense<tensor<[2, 8], f32>, [1.0, 4.0, 2.0, 3.0, 10.0, 40.0, 20.0, 30.0, 5.0, 8.0, 6.0, 7.0, 50.0, 80.0, 60.0, 70.0]>} : tensor<[2, 8], f32>
// CHECK-NEXT:    %[[NONE:.*]] = onnx.none : none
// CHECK-NEXT:    %[[Y:.*]], %h, %c = onnx.LSTM(%x, %[[W]], %[[R]], %[[B]], %[[NONE]], %h0, %c0) {direction = "bidirectional", hidden_size = 1} : (tensor<[3, 2, 2, 1], f32>, tensor<[2, 2, 1], f32>, tensor<[2, 2, 1], f32>)
// CHECK-NEXT:    %[[T:.*]] = onnx.Transpose(%[[Y]]) {perm = [0, 2, 1, 3]} : tensor<[3, 2, 2, 1], f32>
// CHECK-NEXT:    %[[S:.*]] = onnx.Constant {value = dense<tensor<[3], i64>, [0, 0, 2]>} : tensor<[3], i64>
// CHECK-NEXT:    %y = onnx.Reshape(%[[T]], %[[S]]) : tensor<[3, 2, 2], f32>
// CHECK-NEXT:    return %y, %h, %c
graph @lstm_bidirectional(%x: tensor<[3, 2, 1], f32>, %h0: tensor<[2, 2, 1], f32>, %c0: tensor<[2, 2, 1], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %wi = core.constant {value = dense<tensor<[2, 4, 1], f32>, [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]>} : tensor<[2, 4, 1], f32>
  %wh = core.constant {value = dense<tensor<[2, 4, 1], f32>, [-1.0, -2.0, -3.0, -4.0, -5.0, -6.0, -7.0, -8.0]>} : tensor<[2, 4, 1], f32>
  %bi = core.constant {value = dense<tensor<[2, 4], f32>, [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]>} : tensor<[2, 4], f32>
  %bh = core.constant {value = dense<tensor<[2, 4], f32>, [10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0, 80.0]>} : tensor<[2, 4], f32>
  %n = prim.Constant : none
  %y, %h, %c = core.lstm(%x, %h0, %c0, %wi, %wh, %bi, %bh, %n) {bidirectional = true} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %h, %c
}

// -----

// GRU: ONNX's gate order z, r, h is torch's blocks 1, 0, 2 -- weights that
// are not constants are reordered by a Gather of their rows; torch applies
// r to (h W_hn + b_hn): linear_before_reset = 1. One direction's Y is
// squeezed; absent initial states are left out.

// CHECK-LABEL: graph @gru_weights_inputs(
// CHECK:         %[[ROWS:.*]] = onnx.Constant {value = dense<tensor<[6], i64>, [2, 3, 0, 1, 4, 5]>} : tensor<[6], i64>
// CHECK-NEXT:    %[[W:.*]] = onnx.Gather(%wi, %[[ROWS]]) {axis = 1} : tensor<[1, 6, 3], f32>
// CHECK:         %[[R:.*]] = onnx.Gather(%wh, %{{.*}}) {axis = 1} : tensor<[1, 6, 2], f32>
// CHECK:         %[[WB:.*]] = onnx.Gather(%bi, %{{.*}}) {axis = 1} : tensor<[1, 6], f32>
// CHECK:         %[[RB:.*]] = onnx.Gather(%bh, %{{.*}}) {axis = 1} : tensor<[1, 6], f32>
// CHECK-NEXT:    %[[B:.*]] = onnx.Concat(%[[WB]], %[[RB]]) {axis = 1} : tensor<[1, 12], f32>
// CHECK-NEXT:    %[[Y:.*]], %h = onnx.GRU(%x, %[[W]], %[[R]], %[[B]]) {hidden_size = 2, linear_before_reset = 1} : (tensor<[seq, 1, b, 2], f32>, tensor<[1, b, 2], f32>)
// ATTR-NEXT:     %y = onnx.Squeeze(%[[Y]]) {axes = [1]} : tensor<[seq, b, 2], f32>
// INPUT-NEXT:    %[[AXES:.*]] = onnx.Constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// INPUT-NEXT:    %y = onnx.Squeeze(%[[Y]], %[[AXES]]) : tensor<[seq, b, 2], f32>
// CHECK-NEXT:    return %y, %h
symbol seq in [2, inf]
symbol b in [2, inf]
graph @gru_weights_inputs(%x: tensor<[seq, b, 3], f32>, %wi: tensor<[1, 6, 3], f32>, %wh: tensor<[1, 6, 2], f32>, %bi: tensor<[1, 6], f32>, %bh: tensor<[1, 6], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %n = prim.Constant : none
  %y, %h = core.gru(%x, %n, %wi, %wh, %bi, %bh, %n) : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h
}

// -----

// rnn's relu is activations = ["Relu"], one per direction; seq_lens is an
// int32 sequence_lens; without biases B is absent (zeros).

// CHECK-LABEL: graph @rnn_relu_seq_lens(
// CHECK-NEXT:    %[[L:.*]] = onnx.Cast(%lens) {to = 6} : tensor<[b], i32>
// CHECK-NEXT:    %[[NONE:.*]] = onnx.none : none
// CHECK-NEXT:    %[[Y:.*]], %h = onnx.RNN(%x, %wi, %wh, %[[NONE]], %[[L]]) {activations = ["Relu", "Relu"], direction = "bidirectional", hidden_size = 4} : (tensor<[seq, 2, b, 4], f32>, tensor<[2, b, 4], f32>)
// CHECK-NEXT:    %[[T:.*]] = onnx.Transpose(%[[Y]]) {perm = [0, 2, 1, 3]} : tensor<[seq, b, 2, 4], f32>
// CHECK-NEXT:    %[[S:.*]] = onnx.Constant {value = dense<tensor<[3], i64>, [0, 0, 8]>} : tensor<[3], i64>
// CHECK-NEXT:    %y = onnx.Reshape(%[[T]], %[[S]]) : tensor<[seq, b, 8], f32>
symbol seq in [2, inf]
symbol b in [2, inf]
graph @rnn_relu_seq_lens(%x: tensor<[seq, b, 3], f32>, %lens: tensor<[b], i64>, %wi: tensor<[2, 4, 3], f32>, %wh: tensor<[2, 4, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %n = prim.Constant : none
  %y, %h = core.rnn(%x, %n, %wi, %wh, %n, %n, %lens) {bidirectional = true, nonlinearity = "relu"} : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h
}

// -----

// tanh is RNN's default activation.

// CHECK-LABEL: graph @rnn_tanh(
// CHECK:         onnx.RNN(%x, %wi, %wh, %{{.*}}, %{{.*}}, %h0) {hidden_size = 4} : (tensor<[5, 1, 2, 4], f32>, tensor<[1, 2, 4], f32>)
graph @rnn_tanh(%x: tensor<[5, 2, 3], f32>, %h0: tensor<[1, 2, 4], f32>, %wi: tensor<[1, 4, 3], f32>, %wh: tensor<[1, 4, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %n = prim.Constant : none
  %y, %h = core.rnn(%x, %h0, %wi, %wh, %n, %n, %n) : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h
}
