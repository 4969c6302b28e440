// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose{allow-unconverted=1}' | FileCheck %s
// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,lower-to-onnx{opset=17}' | FileCheck %s --check-prefix=ONNX

// `outs.append(x[i] * i)` in a `for`, then torch.stack(outs): the appended
// tensor is yielded last and stacked by the loop (a scan output), whose
// first dim is the trip count.
// CHECK-LABEL: graph @stack_appends
// CHECK-NOT:     ListConstruct
// CHECK:         %[[S:.*]] = prim.Loop(%{{.*}}, %{{.*}}) {scan_outputs = 1} ({
// CHECK-NEXT:    ^bb0(%i: int):
// CHECK:           yield %{{.*}}, %[[EACH:.*]]
// CHECK-NEXT:    }) : tensor<[n, 4], f32>
// CHECK-NEXT:    return %[[S]]
// ONNX-LABEL: graph @stack_appends
// ONNX:         %[[L:.*]] = onnx.Loop(%{{.*}}, %{{.*}}) ({
// ONNX-NEXT:    ^bb0(%i: tensor<[], i64>, %{{.*}}: tensor<[], bool>):
// ONNX:         }) : tensor<[n, 4], f32>
// ONNX-NEXT:    return %[[L]]
graph @stack_appends(%x: tensor<[n, 4], f32>) -> (tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %true = prim.Constant {value = true} : bool
  %outs = prim.ListConstruct : list<tensor<*, ?>>
  %n = aten.size.int(%x, %c0) : int
  prim.Loop(%n, %true) ({
  ^bb0(%i: int):
    %row = aten.select.int(%x, %c0, %i) : tensor<*, ?>
    %v = aten.mul.Scalar(%row, %i) : tensor<*, ?>
    %l = aten.append.t(%outs, %v) : list<tensor<*, ?>>
    yield %true
  }) : ()
  %y = aten.stack(%outs, %c0) : tensor<*, ?>
  return %y
}

// -----

// A carried hidden state and the outputs of every step (an RNN loop):
// torch.stack(outs, 1) moves the scan axis to 1; torch.cat(outs) merges it
// with the first.
// CHECK-LABEL: graph @rnn_outputs
// CHECK:         %{{.*}}, %[[S:.*]] = prim.Loop(%{{.*}}, %{{.*}}, %h0) {scan_outputs = 1} ({
// CHECK-NEXT:    ^bb0(%t: int, %h: tensor<{{.*}}>):
// CHECK:         }) : (tensor<[b, 3], f32>, tensor<[s, b, 3], f32>)
// CHECK-DAG:     core.transpose(%[[S]]) {{.*}} : tensor<[b, s, 3], f32>
// CHECK-DAG:     core.flatten(%[[S]]) {end_dim = 1, start_dim = 0} : tensor<[b*s, 3], f32>
graph @rnn_outputs(%x: tensor<[s, b, 3], f32>, %h0: tensor<[b, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %true = prim.Constant {value = true} : bool
  %outs = prim.ListConstruct : list<tensor<*, ?>>
  %n = aten.size.int(%x, %c0) : int
  %hn = prim.Loop(%n, %true, %h0) ({
  ^bb0(%t: int, %h: tensor<*, ?>):
    %xt = aten.select.int(%x, %c0, %t) : tensor<[b, 3], f32>
    %s = aten.add.Tensor(%xt, %h, %c1) : tensor<[b, 3], f32>
    %h2 = aten.tanh(%s) : tensor<[b, 3], f32>
    %l = aten.append.t(%outs, %h2) : list<tensor<*, ?>>
    yield %true, %h2
  }) : tensor<*, ?>
  %by_batch = aten.stack(%outs, %c1) : tensor<*, ?>
  %flat = aten.cat(%outs, %c0) : tensor<*, ?>
  return %hn, %by_batch, %flat
}

// -----

// torch.cat of pieces whose first dim may differ per iteration (Emformer's
// last, shorter segment: min(4, n - 4 * i) rows) is no scan output, which
// needs one shape: the list stays, and becomes an ONNX sequence.
// CHECK-LABEL: graph @ragged_pieces
// CHECK-NOT:     scan_outputs
// CHECK:         core.sequence_construct
graph @ragged_pieces(%x: tensor<[n, 3], f32>, %k: int) -> (tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c4 = prim.Constant {value = 4} : int
  %true = prim.Constant {value = true} : bool
  %outs = prim.ListConstruct : list<tensor<*, ?>>
  prim.Loop(%k, %true) ({
  ^bb0(%i: int):
    %start = aten.mul.int(%i, %c4) : int
    %end = aten.add.int(%start, %c4) : int
    %piece = aten.slice.Tensor(%x, %c0, %start, %end, %c1) : tensor<[?, 3], f32>
    %l = aten.append.t(%outs, %piece) : list<tensor<*, ?>>
    yield %true
  }) : ()
  %all = aten.cat(%outs, %c0) : tensor<*, ?>
  return %all
}

// -----

// Mask R-CNN's paste_masks_in_image: `res = [f(m) for m in masks]`, then
// `if len(res) > 0: torch.stack(res)`. Readers nested in an op after the
// loop count, and len(res) is the scan output's first dim (the iterations
// run), so no sequence is needed (opset 11 has none in a Loop).
// CHECK-LABEL: graph @len_and_nested_stack
// CHECK-NOT:     ListConstruct
// CHECK:         %[[S:.*]] = prim.Loop(%{{.*}}, %{{.*}}) {scan_outputs = 1}
// CHECK:         core.dim(%[[S]]) {axis = 0}
// CHECK:         prim.If
// CHECK:           yield %[[S]]
// ONNX-LABEL: graph @len_and_nested_stack
// ONNX-NOT:     Sequence
// ONNX:         onnx.Loop
graph @len_and_nested_stack(%x: tensor<[k, 4], f32>) -> (tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %true = prim.Constant {value = true} : bool
  %res = prim.ListConstruct : list<tensor<*, ?>>
  %n = aten.size.int(%x, %c0) : int
  prim.Loop(%n, %true) ({
  ^bb0(%i: int):
    %row = aten.select.int(%x, %c0, %i) : tensor<*, ?>
    %v = aten.mul.Scalar(%row, %i) : tensor<*, ?>
    %l = aten.append.t(%res, %v) : list<tensor<*, ?>>
    yield %true
  }) : ()
  %len = aten.len.t(%res) : int
  %some = aten.gt.int(%len, %c0) : bool
  %y = prim.If(%some) ({
    %s = aten.stack(%res, %c0) : tensor<*, ?>
    yield %s
  }, {
    %e = aten.mul.Scalar(%x, %c0) : tensor<*, ?>
    yield %e
  }) : tensor<*, ?>
  return %y
}
