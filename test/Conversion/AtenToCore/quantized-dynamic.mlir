// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,cse' | FileCheck %s

// Dynamic quantization (QuantizedDynamic.cpp, docs/quantization.md,
// "Dynamic quantization"): the f32 input is quantized with a scale and a
// zero point computed in the graph from its min and max, as torch's
// ChooseQuantizationParams computes them (f64, [0, 127] with
// reduce_range), then the float op runs on the dequantized weight.

// CHECK-LABEL: graph @linear_dynamic_reduce_range
// CHECK:       %[[W:.*]] = core.dequantize_linear(%w, %ws, %wz) : tensor<[2, 4], f32>
// CHECK-DAG:   %[[ZERO:.*]] = core.constant {value = dense<tensor<[], f32>, [0.0]>}
// CHECK-DAG:   %[[MIN:.*]] = core.reduce_min(%x) {axes = [], keepdim = false} : tensor<[], f32>
// CHECK-DAG:   %[[MN:.*]] = core.minimum(%[[MIN]], %[[ZERO]])
// CHECK-DAG:   %[[MAX:.*]] = core.reduce_max(%x) {axes = [], keepdim = false} : tensor<[], f32>
// CHECK-DAG:   %[[MX:.*]] = core.maximum(%[[MAX]], %[[ZERO]])
// CHECK:       %[[RANGE:.*]] = core.sub({{.*}}) : tensor<[], f64>
// CHECK:       %[[LEVELS:.*]] = core.constant {value = dense<tensor<[], f64>, [127.0]>}
// CHECK:       core.div(%[[RANGE]], %[[LEVELS]]) : tensor<[], f64>
// The zero point is added before rounding, in f32, as onednn does.
// CHECK:       %[[ZPR:.*]] = core.round(%{{.*}}) : tensor<[], f64>
// CHECK:       %[[ZP:.*]] = core.cast(%[[ZPR]]) {dtype = u8} : tensor<[], u8>
// CHECK:       %[[S:.*]] = core.cast(%{{.*}}) {dtype = f32} : tensor<[], f32>
// CHECK:       %[[INV:.*]] = core.div(%{{.*}}, %[[S]]) : tensor<[], f32>
// CHECK:       %[[XS:.*]] = core.mul(%x, %[[INV]]) : tensor<[3, 4], f32>
// CHECK:       %[[ZPF:.*]] = core.cast(%[[ZPR]]) {dtype = f32} : tensor<[], f32>
// CHECK:       %[[SH:.*]] = core.add(%[[XS]], %[[ZPF]]) : tensor<[3, 4], f32>
// CHECK:       %[[Q:.*]] = core.quantize_linear(%[[SH]], %{{.*}}, %{{.*}}) : tensor<[3, 4], u8>
// CHECK:       %[[D:.*]] = core.dequantize_linear(%[[Q]], %[[S]], %[[ZP]]) : tensor<[3, 4], f32>
// CHECK:       %[[Y:.*]] = core.linear(%[[D]], %[[W]], %b) : tensor<[3, 2], f32>
// CHECK:       return %[[Y]]
graph @linear_dynamic_reduce_range(%x: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %w = prim.Constant {value = dense<tensor<[2, 4], i8>, [3, -4, 7, 1, -2, 5, 0, -8]>} : tensor<[2, 4], i8>
  %ws = prim.Constant {value = dense<tensor<[], f32>, [0.0625]>} : tensor<[], f32>
  %wz = prim.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %b = prim.Constant {value = dense<tensor<[2], f32>, [0.5, -0.25]>} : tensor<[2], f32>
  %none = prim.Constant : none
  %p = prim.TupleConstruct(%w, %ws, %wz, %none, %b) : tuple<tensor<[2, 4], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[2], f32>>
  %t = prim.Constant {value = true} : bool
  %y = quantized.linear_dynamic(%x, %p, %t) {tocc.schema = "quantized::linear_dynamic(Tensor X, __torch__.torch.classes.quantized.LinearPackedParamsBase W_prepack, bool reduce_range=False) -> Tensor Y"} : tensor<*, ?>
  return %y
}

// -----

// Without reduce_range the range is [0, 255]; a fused relu follows the
// linear; per-channel weights keep their axis.
// CHECK-LABEL: graph @linear_relu_dynamic_per_channel
// CHECK:       %[[W:.*]] = core.dequantize_linear(%w, %ws, %wz) {axis = 0} : tensor<[2, 4], f32>
// CHECK:       core.constant {value = dense<tensor<[], f64>, [255.0]>}
// CHECK:       %[[Y:.*]] = core.linear(%{{.*}}, %[[W]], %b) : tensor<[3, 2], f32>
// CHECK:       %[[R:.*]] = core.relu(%[[Y]])
// CHECK:       return %[[R]]
graph @linear_relu_dynamic_per_channel(%x: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %w = prim.Constant {value = dense<tensor<[2, 4], i8>, [3, -4, 7, 1, -2, 5, 0, -8]>} : tensor<[2, 4], i8>
  %ws = prim.Constant {value = dense<tensor<[2], f32>, [0.0625, 0.125]>} : tensor<[2], f32>
  %wz = prim.Constant {value = dense<tensor<[2], i8>, [0, 0]>} : tensor<[2], i8>
  %axis = prim.Constant {value = 0} : int
  %b = prim.Constant {value = dense<tensor<[2], f32>, [0.5, -0.25]>} : tensor<[2], f32>
  %p = prim.TupleConstruct(%w, %ws, %wz, %axis, %b) : tuple<tensor<[2, 4], i8>, tensor<[2], f32>, tensor<[2], i8>, int, tensor<[2], f32>>
  %f = prim.Constant {value = false} : bool
  %y = quantized.linear_relu_dynamic(%x, %p, %f) {tocc.schema = "quantized::linear_relu_dynamic(Tensor X, __torch__.torch.classes.quantized.LinearPackedParamsBase W_prepack, bool reduce_range=False) -> Tensor Y"} : tensor<*, ?>
  return %y
}

// -----

// A quantized LSTM layer over a static length is unrolled: the input is
// quantized once for the whole sequence (one reduce_min over [T, B, I])
// and projected by w_ih, then the state is quantized at every step (a
// reduce_min over [B, H] per step) before its projection by w_hh.
// CHECK-LABEL: graph @quantized_lstm
// CHECK-DAG:   %[[WI:.*]] = core.dequantize_linear(%wi, %wis, %wz) : tensor<[4, 2], f32>
// CHECK-DAG:   %[[WH:.*]] = core.dequantize_linear(%wh, %whs, %wz) : tensor<[4, 1], f32>
// CHECK:       core.reduce_min(%x) {axes = [], keepdim = false}
// CHECK:       core.linear(%{{.*}}, %[[WI]], %bi) : tensor<[3, 2, 4], f32>
// CHECK-COUNT-3: core.linear(%{{.*}}, %[[WH]], %bh) : tensor<[2, 4], f32>
// CHECK-NOT:   core.linear
// CHECK:       return
graph @quantized_lstm(%x: tensor<[3, 2, 2], f32>, %h0: tensor<[1, 2, 1], f32>, %c0: tensor<[1, 2, 1], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
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
  %y, %h, %c = aten.quantized_lstm.input(%x, %hx, %cells, %t, %one, %zero, %f, %f, %f, %qint8, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %h, %c
}

// -----

// Over a symbolic length, one prim.Loop whose body quantizes the state.
// CHECK-LABEL: graph @quantized_gru_symbolic
// CHECK:       prim.Loop
// CHECK:         core.reduce_min
// CHECK:         core.quantize_linear
// CHECK:         core.linear
// CHECK:       return
graph @quantized_gru_symbolic(%x: tensor<[t, 2, 2], f32>, %g0: tensor<[1, 2, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %wz = prim.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %ws = prim.Constant {value = dense<tensor<[], f32>, [0.0125]>} : tensor<[], f32>
  %gwi = prim.Constant {value = dense<tensor<[6, 2], i8>, [30, -40, 70, 10, -20, 50, 5, -80, 12, 90, -60, 33]>} : tensor<[6, 2], i8>
  %gbi = prim.Constant {value = dense<tensor<[6], f32>, [0.1, -0.2, 0.3, 0.05, 0.0, -0.1]>} : tensor<[6], f32>
  %gih = prim.TupleConstruct(%gwi, %ws, %wz, %none, %gbi) : tuple<tensor<[6, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[6], f32>>
  %gwh = prim.Constant {value = dense<tensor<[6, 2], i8>, [60, -90, 45, 100, -30, 20, 70, -10, 5, 55, -75, 25]>} : tensor<[6, 2], i8>
  %gbh = prim.Constant {value = dense<tensor<[6], f32>, [-0.1, 0.2, 0.0, 0.15, 0.05, 0.1]>} : tensor<[6], f32>
  %ghh = prim.TupleConstruct(%gwh, %ws, %wz, %none, %gbh) : tuple<tensor<[6, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[6], f32>>
  %gcell = prim.TupleConstruct(%gih, %ghh, %one) : tuple<tuple<tensor<[6, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[6], f32>>, tuple<tensor<[6, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[6], f32>>, int>
  %gcells = prim.ListConstruct(%gcell) : list<opaque<"Any">>
  %t = prim.Constant {value = true} : bool
  %f = prim.Constant {value = false} : bool
  %zero = prim.Constant {value = 0.0} : float
  %gy, %gh = aten.quantized_gru.input(%x, %g0, %gcells, %t, %one, %zero, %f, %f, %f) : (tensor<*, ?>, tensor<*, ?>)
  return %gy, %gh
}
