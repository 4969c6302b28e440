// Sweep samples of the decompositions of dynamic quantization's ops
// (lib/Conversion/AtenToCore/QuantizedDynamic.cpp, docs/quantization.md,
// "Dynamic quantization"): f32 inputs, int8 weights (the importer's tuples,
// packed again by the runtime; an RNN cell's made again with
// make_quantized_cell_params_dynamic). The reference is LibTorch's kernel
// of the default engine (onednn, which honours reduce_range); after
// decompose, the inputs are quantized with parameters computed in the
// graph as torch computes them, so both sides multiply the same integers.
// The per-channel sample needs opset 13 for its weights, not for the
// other ops it uses:
// supported-ops: new-ops-only

graph @linear_dynamic(%x: tensor<[3, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %w = prim.Constant {value = dense<tensor<[2, 4], i8>, [3, -4, 7, 1, -2, 5, 0, -8]>} : tensor<[2, 4], i8>
  %ws = prim.Constant {value = dense<tensor<[], f32>, [0.0625]>} : tensor<[], f32>
  %wz = prim.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %b = prim.Constant {value = dense<tensor<[2], f32>, [0.5, -0.25]>} : tensor<[2], f32>
  %none = prim.Constant : none
  %p = prim.TupleConstruct(%w, %ws, %wz, %none, %b) : tuple<tensor<[2, 4], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[2], f32>>
  %pn = prim.TupleConstruct(%w, %ws, %wz, %none, %none) : tuple<tensor<[2, 4], i8>, tensor<[], f32>, tensor<[], i8>, none, none>
  %t = prim.Constant {value = true} : bool
  %f = prim.Constant {value = false} : bool
  %y = quantized.linear_dynamic(%x, %p, %t) {tocc.schema = "quantized::linear_dynamic(Tensor X, __torch__.torch.classes.quantized.LinearPackedParamsBase W_prepack, bool reduce_range=False) -> Tensor Y"} : tensor<*, ?>
  %y2 = quantized.linear_dynamic(%x, %pn, %f) {tocc.schema = "quantized::linear_dynamic(Tensor X, __torch__.torch.classes.quantized.LinearPackedParamsBase W_prepack, bool reduce_range=False) -> Tensor Y"} : tensor<*, ?>
  %yr = quantized.linear_relu_dynamic(%x, %p, %t) {tocc.schema = "quantized::linear_relu_dynamic(Tensor X, __torch__.torch.classes.quantized.LinearPackedParamsBase W_prepack, bool reduce_range=False) -> Tensor Y"} : tensor<*, ?>
  %yr2 = quantized.linear_relu_dynamic(%x, %p, %f) {tocc.schema = "quantized::linear_relu_dynamic(Tensor X, __torch__.torch.classes.quantized.LinearPackedParamsBase W_prepack, bool reduce_range=False) -> Tensor Y"} : tensor<*, ?>
  return %y, %y2, %yr, %yr2
}

// -----

// Per-channel weights (axis 0) and an input of one sign, so that the
// range is widened to hold 0.
graph @linear_dynamic_per_channel_positive(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %w = prim.Constant {value = dense<tensor<[2, 4], i8>, [3, -4, 7, 1, -2, 5, 0, -8]>} : tensor<[2, 4], i8>
  %ws = prim.Constant {value = dense<tensor<[2], f32>, [0.0625, 0.03125]>} : tensor<[2], f32>
  %wz = prim.Constant {value = dense<tensor<[2], i8>, [0, 0]>} : tensor<[2], i8>
  %axis = prim.Constant {value = 0} : int
  %b = prim.Constant {value = dense<tensor<[2], f32>, [0.5, -0.25]>} : tensor<[2], f32>
  %p = prim.TupleConstruct(%w, %ws, %wz, %axis, %b) : tuple<tensor<[2, 4], i8>, tensor<[2], f32>, tensor<[2], i8>, int, tensor<[2], f32>>
  %t = prim.Constant {value = true} : bool
  %e = aten.exp(%x) : tensor<*, ?>
  %y = quantized.linear_dynamic(%e, %p, %t) {tocc.schema = "quantized::linear_dynamic(Tensor X, __torch__.torch.classes.quantized.LinearPackedParamsBase W_prepack, bool reduce_range=False) -> Tensor Y"} : tensor<*, ?>
  return %y
}

// -----

// A one-layer LSTM (T 3, B 2, I 2, H 1) and a GRU (H 2) over the same
// input, batch first.
graph @quantized_lstm_gru(%x: tensor<[2, 3, 2], f32>, %h0: tensor<[1, 2, 1], f32>, %c0: tensor<[1, 2, 1], f32>, %g0: tensor<[1, 2, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %wi = prim.Constant {value = dense<tensor<[4, 2], i8>, [30, -40, 70, 10, -20, 50, 5, -80]>} : tensor<[4, 2], i8>
  %wis = prim.Constant {value = dense<tensor<[], f32>, [0.0125]>} : tensor<[], f32>
  %wz = prim.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %bi = prim.Constant {value = dense<tensor<[4], f32>, [0.1, -0.2, 0.3, 0.05]>} : tensor<[4], f32>
  %ih = prim.TupleConstruct(%wi, %wis, %wz, %none, %bi) : tuple<tensor<[4, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>
  %wh = prim.Constant {value = dense<tensor<[4, 1], i8>, [60, -90, 45, 100]>} : tensor<[4, 1], i8>
  %whs = prim.Constant {value = dense<tensor<[], f32>, [0.01]>} : tensor<[], f32>
  %bh = prim.Constant {value = dense<tensor<[4], f32>, [-0.1, 0.2, 0.0, 0.15]>} : tensor<[4], f32>
  %hh = prim.TupleConstruct(%wh, %whs, %wz, %none, %bh) : tuple<tensor<[4, 1], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>
  %cell = prim.TupleConstruct(%ih, %hh, %one) : tuple<tuple<tensor<[4, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>, tuple<tensor<[4, 1], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>, int>
  %cells = prim.ListConstruct(%cell) : list<opaque<"Any">>
  %hx = prim.ListConstruct(%h0, %c0) : list<tensor<*, ?>>
  %t = prim.Constant {value = true} : bool
  %f = prim.Constant {value = false} : bool
  %zero = prim.Constant {value = 0.0} : float
  %qint8 = prim.Constant {value = 12} : int
  %y, %h, %c = aten.quantized_lstm.input(%x, %hx, %cells, %t, %one, %zero, %f, %f, %t, %qint8, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %gwi = prim.Constant {value = dense<tensor<[6, 2], i8>, [30, -40, 70, 10, -20, 50, 5, -80, 12, 90, -60, 33]>} : tensor<[6, 2], i8>
  %gbi = prim.Constant {value = dense<tensor<[6], f32>, [0.1, -0.2, 0.3, 0.05, 0.0, -0.1]>} : tensor<[6], f32>
  %gih = prim.TupleConstruct(%gwi, %wis, %wz, %none, %gbi) : tuple<tensor<[6, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[6], f32>>
  %gwh = prim.Constant {value = dense<tensor<[6, 2], i8>, [60, -90, 45, 100, -30, 20, 70, -10, 5, 55, -75, 25]>} : tensor<[6, 2], i8>
  %gbh = prim.Constant {value = dense<tensor<[6], f32>, [-0.1, 0.2, 0.0, 0.15, 0.05, 0.1]>} : tensor<[6], f32>
  %ghh = prim.TupleConstruct(%gwh, %whs, %wz, %none, %gbh) : tuple<tensor<[6, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[6], f32>>
  %zeroi = prim.Constant {value = 0} : int
  %gcell = prim.TupleConstruct(%gih, %ghh, %zeroi) : tuple<tuple<tensor<[6, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[6], f32>>, tuple<tensor<[6, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[6], f32>>, int>
  %gcells = prim.ListConstruct(%gcell) : list<opaque<"Any">>
  %gy, %gh = aten.quantized_gru.input(%x, %g0, %gcells, %t, %one, %zero, %f, %f, %t) : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h, %c, %gy, %gh
}

// -----

// One step of each dynamically quantized cell (B 2, I 2; LSTM H 1, the
// others H 2).
graph @quantized_cells(%x: tensor<[2, 2], f32>, %h: tensor<[2, 1], f32>, %c: tensor<[2, 1], f32>, %g: tensor<[2, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %wz = prim.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %ws = prim.Constant {value = dense<tensor<[], f32>, [0.0125]>} : tensor<[], f32>
  %wi = prim.Constant {value = dense<tensor<[4, 2], i8>, [30, -40, 70, 10, -20, 50, 5, -80]>} : tensor<[4, 2], i8>
  %bi = prim.Constant {value = dense<tensor<[4], f32>, [0.1, -0.2, 0.3, 0.05]>} : tensor<[4], f32>
  %ih = prim.TupleConstruct(%wi, %ws, %wz, %none, %bi) : tuple<tensor<[4, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>
  %wh = prim.Constant {value = dense<tensor<[4, 1], i8>, [60, -90, 45, 100]>} : tensor<[4, 1], i8>
  %bh = prim.Constant {value = dense<tensor<[4], f32>, [-0.1, 0.2, 0.0, 0.15]>} : tensor<[4], f32>
  %hh = prim.TupleConstruct(%wh, %ws, %wz, %none, %bh) : tuple<tensor<[4, 1], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>
  %hx = prim.ListConstruct(%h, %c) : list<tensor<*, ?>>
  %h2, %c2 = quantized.quantized_lstm_cell_dynamic(%x, %hx, %ih, %hh, %bi, %bh) {tocc.schema = "quantized::quantized_lstm_cell_dynamic(Tensor input, Tensor[] hx, __torch__.torch.classes.quantized.LinearPackedParamsBase w_ih, __torch__.torch.classes.quantized.LinearPackedParamsBase w_hh, Tensor bias_ih, Tensor bias_hh) -> (Tensor, Tensor)"} : (tensor<*, ?>, tensor<*, ?>)
  %gwi = prim.Constant {value = dense<tensor<[6, 2], i8>, [30, -40, 70, 10, -20, 50, 5, -80, 12, 90, -60, 33]>} : tensor<[6, 2], i8>
  %gbi = prim.Constant {value = dense<tensor<[6], f32>, [0.1, -0.2, 0.3, 0.05, 0.0, -0.1]>} : tensor<[6], f32>
  %gih = prim.TupleConstruct(%gwi, %ws, %wz, %none, %gbi) : tuple<tensor<[6, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[6], f32>>
  %gwh = prim.Constant {value = dense<tensor<[6, 2], i8>, [60, -90, 45, 100, -30, 20, 70, -10, 5, 55, -75, 25]>} : tensor<[6, 2], i8>
  %gbh = prim.Constant {value = dense<tensor<[6], f32>, [-0.1, 0.2, 0.0, 0.15, 0.05, 0.1]>} : tensor<[6], f32>
  %ghh = prim.TupleConstruct(%gwh, %ws, %wz, %none, %gbh) : tuple<tensor<[6, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[6], f32>>
  %gh = quantized.quantized_gru_cell_dynamic(%x, %g, %gih, %ghh, %gbi, %gbh) {tocc.schema = "quantized::quantized_gru_cell_dynamic(Tensor input, Tensor hx, __torch__.torch.classes.quantized.LinearPackedParamsBase w_ih, __torch__.torch.classes.quantized.LinearPackedParamsBase w_hh, Tensor b_ih, Tensor b_hh) -> Tensor"} : tensor<*, ?>
  %rwi = prim.Constant {value = dense<tensor<[2, 2], i8>, [30, -40, 70, 10]>} : tensor<[2, 2], i8>
  %rbi = prim.Constant {value = dense<tensor<[2], f32>, [0.1, -0.2]>} : tensor<[2], f32>
  %rih = prim.TupleConstruct(%rwi, %ws, %wz, %none, %rbi) : tuple<tensor<[2, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[2], f32>>
  %rwh = prim.Constant {value = dense<tensor<[2, 2], i8>, [60, -90, 45, 100]>} : tensor<[2, 2], i8>
  %rbh = prim.Constant {value = dense<tensor<[2], f32>, [-0.1, 0.2]>} : tensor<[2], f32>
  %rhh = prim.TupleConstruct(%rwh, %ws, %wz, %none, %rbh) : tuple<tensor<[2, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[2], f32>>
  %th = quantized.quantized_rnn_tanh_cell_dynamic(%x, %g, %rih, %rhh, %rbi, %rbh) {tocc.schema = "quantized::quantized_rnn_tanh_cell_dynamic(Tensor input, Tensor hx, __torch__.torch.classes.quantized.LinearPackedParamsBase w_ih, __torch__.torch.classes.quantized.LinearPackedParamsBase w_hh, Tensor b_ih, Tensor b_hh) -> Tensor"} : tensor<*, ?>
  %rh = quantized.quantized_rnn_relu_cell_dynamic(%x, %g, %rih, %rhh, %rbi, %rbh) {tocc.schema = "quantized::quantized_rnn_relu_cell_dynamic(Tensor input, Tensor hx, __torch__.torch.classes.quantized.LinearPackedParamsBase w_ih, __torch__.torch.classes.quantized.LinearPackedParamsBase w_hh, Tensor b_ih, Tensor b_hh) -> Tensor"} : tensor<*, ?>
  return %h2, %c2, %gh, %th, %rh
}
