// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites{ops=lstm;gru;rnn},cse,dce' | FileCheck %s

// Over a static length the cells are unrolled: one input projection for
// the whole sequence, then per step the state's projection, the gates
// (slices of the last dim, torch's order i, f, g, o) and the new state;
// absent states are zeros [B, H]; the outputs are the steps' h, stacked.

// CHECK-LABEL: graph @lstm_unrolled(
// CHECK:         %[[WI:.*]] = core.squeeze(%{{.*}}) {axes = [0]} : tensor<[8, 3], f32>
// CHECK:         %[[WH:.*]] = core.squeeze(%{{.*}}) {axes = [0]} : tensor<[8, 2], f32>
// CHECK:         %[[Z:.*]] = core.full(%{{.*}}, %{{.*}}) : tensor<[1, 2], f32>
// CHECK:         %[[XP:.*]] = core.linear(%x, %[[WI]], %{{.*}}) : tensor<[2, 1, 8], f32>
// CHECK:         core.linear(%[[Z]], %[[WH]], %{{.*}}) : tensor<[1, 8], f32>
// CHECK-COUNT-3: core.sigmoid
// CHECK:         %[[C1:.*]] = core.add(%{{.*}}, %{{.*}}) : tensor<[1, 2], f32>
// CHECK:         %[[H1:.*]] = core.mul(%{{.*}}, %{{.*}}) : tensor<[1, 2], f32>
// CHECK:         %[[Y1:.*]] = core.unsqueeze(%[[H1]]) {axes = [0]} : tensor<[1, 1, 2], f32>
// CHECK:         core.linear(%[[H1]], %[[WH]], %{{.*}}) : tensor<[1, 8], f32>
// CHECK:         core.mul(%{{.*}}, %[[C1]]) : tensor<[1, 2], f32>
// CHECK:         %h = core.unsqueeze(%{{.*}}) {axes = [0]} : tensor<[1, 1, 2], f32>
// CHECK-NEXT:    %y = core.concat(%[[Y1]], %h) {axis = 0} : tensor<[2, 1, 2], f32>
// CHECK-NEXT:    %c = core.unsqueeze(%{{.*}}) {axes = [0]} : tensor<[1, 1, 2], f32>
// CHECK-NEXT:    return %y, %h, %c
// CHECK-NOT:     core.lstm
graph @lstm_unrolled(%x: tensor<[2, 1, 3], f32>, %wi: tensor<[1, 8, 3], f32>, %wh: tensor<[1, 8, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %n = prim.Constant : none
  %y, %h, %c = core.lstm(%x, %n, %n, %wi, %wh, %n, %n, %n) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %h, %c
}

// -----

// Over a symbolic length each direction is a prim.Loop over the steps
// carrying h, its scan output the steps' outputs; the reverse direction
// reads step T - 1 - i and also collects those indices, [T - 1, ..., 0],
// to put its outputs back in order with a gather. With seq_lens a step
// past a sequence's end keeps its state and outputs 0.

// CHECK-LABEL: graph @gru_loop_bidirectional(
// CHECK:         %[[T:.*]] = core.dim(%x) {axis = 0} : int
// CHECK:         %[[TRUE:.*]] = prim.Constant {value = true} : bool
// CHECK:         %[[FH:.*]], %[[FY:.*]] = prim.Loop(%[[T]], %[[TRUE]], %{{.*}}) {scan_outputs = 1} ({
// CHECK-NEXT:    ^bb0(%[[I:.*]]: int, %[[H:.*]]: tensor<[b, 2], f32>):
// CHECK-NEXT:      %[[IT:.*]] = core.to_tensor(%[[I]]) {dtype = i64} : tensor<[], i64>
// CHECK-NEXT:      core.index_select(%{{.*}}, %[[IT]]) {axis = 0} : tensor<[b, 6], f32>
// CHECK:           core.tanh
// CHECK:           %[[M:.*]] = core.lt(%[[IT]], %lens) : tensor<[b], bool>
// CHECK-NEXT:      %[[M1:.*]] = core.unsqueeze(%[[M]]) {axes = [1]} : tensor<[b, 1], bool>
// CHECK:           %[[OUT:.*]] = core.where(%[[M1]], %[[NEW:.*]], %{{.*}}) : tensor<[b, 2], f32>
// CHECK-NEXT:      %[[KEEP:.*]] = core.where(%[[M1]], %[[NEW]], %[[H]]) : tensor<[b, 2], f32>
// CHECK-NEXT:      yield %[[TRUE]], %[[KEEP]], %[[OUT]]
// CHECK-NEXT:    }) : (tensor<[b, 2], f32>, tensor<[seq, b, 2], f32>)
// CHECK:         %{{.*}}, %[[SCAN:.*]], %[[TS:.*]] = prim.Loop(%[[T]], %[[TRUE]], %{{.*}}) {scan_outputs = 2} ({
// CHECK-NEXT:    ^bb0(%[[J:.*]]: int, %{{.*}}: tensor<[b, 2], f32>):
// CHECK-NEXT:      %[[ONE:.*]] = core.scalar_constant {value = 1} : int
// CHECK-NEXT:      %[[LAST:.*]] = core.scalar_sub(%[[T]], %[[ONE]]) : int
// CHECK-NEXT:      %[[BACK:.*]] = core.scalar_sub(%[[LAST]], %[[J]]) : int
// CHECK-NEXT:      %[[BT:.*]] = core.to_tensor(%[[BACK]]) {dtype = i64} : tensor<[], i64>
// CHECK:           yield %[[TRUE]], %{{.*}}, %{{.*}}, %[[BT]]
// CHECK-NEXT:    }) : (tensor<[b, 2], f32>, tensor<[seq, b, 2], f32>, tensor<[seq], i64>)
// CHECK-NEXT:    %[[RY:.*]] = core.index_select(%[[SCAN]], %[[TS]]) {axis = 0} : tensor<[seq, b, 2], f32>
// CHECK:         %y = core.concat(%[[FY]], %[[RY]]) {axis = -1} : tensor<[seq, b, 4], f32>
// CHECK-NEXT:    %h = core.concat(%{{.*}}, %{{.*}}) {axis = 0} : tensor<[2, b, 2], f32>
// CHECK-NEXT:    return %y, %h
symbol seq in [2, inf]
symbol b in [2, inf]
graph @gru_loop_bidirectional(%x: tensor<[seq, b, 3], f32>, %h0: tensor<[2, b, 2], f32>, %wi: tensor<[2, 6, 3], f32>, %wh: tensor<[2, 6, 2], f32>, %bi: tensor<[2, 6], f32>, %bh: tensor<[2, 6], f32>, %lens: tensor<[b], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %y, %h = core.gru(%x, %h0, %wi, %wh, %bi, %bh, %lens) {bidirectional = true} : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h
}

// -----

// rnn's nonlinearity; zero states over a symbolic batch take B from the
// input's shape.

// CHECK-LABEL: graph @rnn_relu(
// CHECK:         %[[S:.*]] = core.shape_of(%x) : tensor<[3], i64>
// CHECK:         %[[B:.*]] = core.slice(%[[S]], %{{.*}}) : tensor<[1], i64>
// CHECK:         %[[SHAPE:.*]] = core.concat(%[[B]], %{{.*}}) {axis = 0} : tensor<[2], i64>
// CHECK:         core.full(%[[SHAPE]], %{{.*}}) : tensor<[b, 4], f32>
// CHECK:         core.relu
// CHECK-NOT:     core.tanh
// CHECK:         return
symbol b in [2, inf]
graph @rnn_relu(%x: tensor<[2, b, 3], f32>, %wi: tensor<[1, 4, 3], f32>, %wh: tensor<[1, 4, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %n = prim.Constant : none
  %y, %h = core.rnn(%x, %n, %wi, %wh, %n, %n, %n) {nonlinearity = "relu"} : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h
}
