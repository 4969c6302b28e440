// RUN: onnx-opt %s --split-input-file --verify-diagnostics

// The generated ops have the schema's arity and operand kinds.

graph @addmm_arity(%b: tensor<[4], f32>, %x: tensor<[2, 3], f32>,
                   %w: tensor<[3, 4], f32>) -> () {
  // expected-error @below {{'aten.addmm' op requires 5 operands, got 3}}
  %0 = aten.addmm(%b, %x, %w) : tensor<[2, 4], f32>
  return
}

// -----

graph @layer_norm_results(%x: tensor<[2, 8], f32>, %shape: list<int>,
                          %w: tensor<[8], f32>, %none: none, %eps: float) -> () {
  // expected-error @below {{'aten.native_layer_norm' op requires 3 results, got 1}}
  %0 = aten.native_layer_norm(%x, %shape, %w, %none, %eps) : tensor<[2, 8], f32>
  return
}

// -----

graph @index_select_dim(%x: tensor<[4, 3], f32>, %i: tensor<[5], i64>) -> () {
  // expected-error @below {{'aten.index_select' op operand #1 ('dim') must be int, got tensor<[5], i64>}}
  %0 = aten.index_select(%x, %i, %i) : tensor<[5, 3], f32>
  return
}
