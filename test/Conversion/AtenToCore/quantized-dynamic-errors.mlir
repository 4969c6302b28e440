// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='decompose'

// What the decompositions of dynamic quantization's ops
// (QuantizedDynamic.cpp) do not take, each an error at the op.

graph @f16_input(%x: tensor<[3, 4], f16>, %w: tensor<[2, 4], f32>) -> (tensor<*, ?>) {
  %t = prim.Constant {value = true} : bool
  // expected-error @below {{argument 'X' (operand 0) must be an f32 tensor (a dynamically quantized kernel's input), but it has type tensor<[3, 4], f16>}}
  %y = quantized.linear_dynamic(%x, %w, %t) {tocc.schema = "quantized::linear_dynamic(Tensor X, __torch__.torch.classes.quantized.LinearPackedParamsBase W_prepack, bool reduce_range=False) -> Tensor Y"} : tensor<*, ?>
  return %y
}

// -----

graph @not_packed(%x: tensor<[3, 4], f32>, %w: tensor<[2, 4], f32>) -> (tensor<*, ?>) {
  %t = prim.Constant {value = true} : bool
  // expected-error @below {{argument 'W_prepack' (operand 1) must be the packed weights the importer unpacks (a tuple of 5 constants)}}
  %y = quantized.linear_dynamic(%x, %w, %t) {tocc.schema = "quantized::linear_dynamic(Tensor X, __torch__.torch.classes.quantized.LinearPackedParamsBase W_prepack, bool reduce_range=False) -> Tensor Y"} : tensor<*, ?>
  return %y
}

// -----

graph @training(%x: tensor<[3, 2, 2], f32>, %h0: tensor<[1, 2, 1], f32>, %c0: tensor<[1, 2, 1], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %wi = prim.Constant {value = dense<tensor<[4, 2], i8>, [30, -40, 70, 10, -20, 50, 5, -80]>} : tensor<[4, 2], i8>
  %ws = prim.Constant {value = dense<tensor<[], f32>, [0.0125]>} : tensor<[], f32>
  %wz = prim.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %bi = prim.Constant {value = dense<tensor<[4], f32>, [0.1, -0.2, 0.3, 0.05]>} : tensor<[4], f32>
  %ih = prim.TupleConstruct(%wi, %ws, %wz, %none, %bi) : tuple<tensor<[4, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>
  %wh = prim.Constant {value = dense<tensor<[4, 1], i8>, [60, -90, 45, 100]>} : tensor<[4, 1], i8>
  %hh = prim.TupleConstruct(%wh, %ws, %wz, %none, %bi) : tuple<tensor<[4, 1], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>
  %cell = prim.TupleConstruct(%ih, %hh, %one) : tuple<tuple<tensor<[4, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>, tuple<tensor<[4, 1], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>, int>
  %cells = prim.ListConstruct(%cell) : list<opaque<"Any">>
  %hx = prim.ListConstruct(%h0, %c0) : list<tensor<*, ?>>
  %t = prim.Constant {value = true} : bool
  %f = prim.Constant {value = false} : bool
  %zero = prim.Constant {value = 0.0} : float
  // expected-error @below {{runs in training mode (argument 'train' (operand 6) is true); export the model in eval mode}}
  %y, %h, %c = aten.quantized_lstm.input(%x, %hx, %cells, %t, %one, %zero, %t, %f, %f, %none, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %h, %c
}

// -----

graph @static_lstm(%x: tensor<[3, 2, 2], f32>, %h0: tensor<[1, 2, 1], f32>, %c0: tensor<[1, 2, 1], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %wi = prim.Constant {value = dense<tensor<[4, 2], i8>, [30, -40, 70, 10, -20, 50, 5, -80]>} : tensor<[4, 2], i8>
  %ws = prim.Constant {value = dense<tensor<[], f32>, [0.0125]>} : tensor<[], f32>
  %wz = prim.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %bi = prim.Constant {value = dense<tensor<[4], f32>, [0.1, -0.2, 0.3, 0.05]>} : tensor<[4], f32>
  %ih = prim.TupleConstruct(%wi, %ws, %wz, %none, %bi) : tuple<tensor<[4, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>
  %wh = prim.Constant {value = dense<tensor<[4, 1], i8>, [60, -90, 45, 100]>} : tensor<[4, 1], i8>
  %hh = prim.TupleConstruct(%wh, %ws, %wz, %none, %bi) : tuple<tensor<[4, 1], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>
  %cell = prim.TupleConstruct(%ih, %hh, %one) : tuple<tuple<tensor<[4, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>, tuple<tensor<[4, 1], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>, int>
  %cells = prim.ListConstruct(%cell) : list<opaque<"Any">>
  %hx = prim.ListConstruct(%h0, %c0) : list<tensor<*, ?>>
  %t = prim.Constant {value = true} : bool
  %f = prim.Constant {value = false} : bool
  %zero = prim.Constant {value = 0.0} : float
  // expected-error @below {{is a statically quantized LSTM (use_dynamic false), which is not supported; quantize_dynamic's is}}
  %y, %h, %c = aten.quantized_lstm.input(%x, %hx, %cells, %t, %one, %zero, %f, %f, %f, %none, %f) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %h, %c
}

// -----

graph @fp16_weights(%x: tensor<[3, 2, 2], f32>, %h0: tensor<[1, 2, 1], f32>, %c0: tensor<[1, 2, 1], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %wi = prim.Constant {value = dense<tensor<[4, 2], i8>, [30, -40, 70, 10, -20, 50, 5, -80]>} : tensor<[4, 2], i8>
  %ws = prim.Constant {value = dense<tensor<[], f32>, [0.0125]>} : tensor<[], f32>
  %wz = prim.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %bi = prim.Constant {value = dense<tensor<[4], f32>, [0.1, -0.2, 0.3, 0.05]>} : tensor<[4], f32>
  %ih = prim.TupleConstruct(%wi, %ws, %wz, %none, %bi) : tuple<tensor<[4, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>
  %wh = prim.Constant {value = dense<tensor<[4, 1], i8>, [60, -90, 45, 100]>} : tensor<[4, 1], i8>
  %hh = prim.TupleConstruct(%wh, %ws, %wz, %none, %bi) : tuple<tensor<[4, 1], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>
  %cell = prim.TupleConstruct(%ih, %hh, %one) : tuple<tuple<tensor<[4, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>, tuple<tensor<[4, 1], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>, int>
  %cells = prim.ListConstruct(%cell) : list<opaque<"Any">>
  %hx = prim.ListConstruct(%h0, %c0) : list<tensor<*, ?>>
  %t = prim.Constant {value = true} : bool
  %f = prim.Constant {value = false} : bool
  %zero = prim.Constant {value = 0.0} : float
  %half = prim.Constant {value = 5} : int
  // expected-error @below {{quantizes its weights to the dtype code 5; only qint8 (12) is supported (float16 weights need fbgemm, which this LibTorch lacks)}}
  %y, %h, %c = aten.quantized_lstm.input(%x, %hx, %cells, %t, %one, %zero, %f, %f, %f, %half, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %h, %c
}

// -----

graph @too_few_cells(%x: tensor<[3, 2, 2], f32>, %h0: tensor<[1, 2, 1], f32>, %c0: tensor<[1, 2, 1], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %wi = prim.Constant {value = dense<tensor<[4, 2], i8>, [30, -40, 70, 10, -20, 50, 5, -80]>} : tensor<[4, 2], i8>
  %ws = prim.Constant {value = dense<tensor<[], f32>, [0.0125]>} : tensor<[], f32>
  %wz = prim.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %bi = prim.Constant {value = dense<tensor<[4], f32>, [0.1, -0.2, 0.3, 0.05]>} : tensor<[4], f32>
  %ih = prim.TupleConstruct(%wi, %ws, %wz, %none, %bi) : tuple<tensor<[4, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>
  %wh = prim.Constant {value = dense<tensor<[4, 1], i8>, [60, -90, 45, 100]>} : tensor<[4, 1], i8>
  %hh = prim.TupleConstruct(%wh, %ws, %wz, %none, %bi) : tuple<tensor<[4, 1], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>
  %cell = prim.TupleConstruct(%ih, %hh, %one) : tuple<tuple<tensor<[4, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>, tuple<tensor<[4, 1], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>, int>
  %cells = prim.ListConstruct(%cell) : list<opaque<"Any">>
  %hx = prim.ListConstruct(%h0, %c0) : list<tensor<*, ?>>
  %t = prim.Constant {value = true} : bool
  %f = prim.Constant {value = false} : bool
  %zero = prim.Constant {value = 0.0} : float
  // expected-error @below {{has 1 cells for 1 layers and 2 directions}}
  %y, %h, %c = aten.quantized_lstm.input(%x, %hx, %cells, %t, %one, %zero, %f, %t, %f, %none, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %h, %c
}

// -----

graph @not_a_cell(%x: tensor<[3, 2, 2], f32>, %h0: tensor<[1, 2, 1], f32>, %c0: tensor<[1, 2, 1], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %wi = prim.Constant {value = dense<tensor<[4, 2], i8>, [30, -40, 70, 10, -20, 50, 5, -80]>} : tensor<[4, 2], i8>
  %ws = prim.Constant {value = dense<tensor<[], f32>, [0.0125]>} : tensor<[], f32>
  %wz = prim.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %bi = prim.Constant {value = dense<tensor<[4], f32>, [0.1, -0.2, 0.3, 0.05]>} : tensor<[4], f32>
  %ih = prim.TupleConstruct(%wi, %ws, %wz, %none, %bi) : tuple<tensor<[4, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>
  %wh = prim.Constant {value = dense<tensor<[4, 1], i8>, [60, -90, 45, 100]>} : tensor<[4, 1], i8>
  %hh = prim.TupleConstruct(%wh, %ws, %wz, %none, %bi) : tuple<tensor<[4, 1], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>
  %cell = prim.TupleConstruct(%ih, %hh, %one) : tuple<tuple<tensor<[4, 2], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>, tuple<tensor<[4, 1], i8>, tensor<[], f32>, tensor<[], i8>, none, tensor<[4], f32>>, int>
  %cells = prim.ListConstruct(%cell) : list<opaque<"Any">>
  %hx = prim.ListConstruct(%h0, %c0) : list<tensor<*, ?>>
  %t = prim.Constant {value = true} : bool
  %f = prim.Constant {value = false} : bool
  %zero = prim.Constant {value = 0.0} : float
  %bad = prim.ListConstruct(%ih) : list<opaque<"Any">>
  // expected-error @below {{cell 0 of argument 'params' (operand 2) must be the weights of a dynamically quantized cell the importer unpacks}}
  %y, %h, %c = aten.quantized_lstm.input(%x, %hx, %bad, %t, %one, %zero, %f, %f, %f, %none, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %h, %c
}
