// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='lower-to-onnx{opset=17}'

// What LSTM, GRU and RNN cannot express: a dtype they do not take (bf16
// from opset 22), a hidden size that is not static (hidden_size is an
// attribute).

graph @lstm_bf16(%x: tensor<[2, 1, 3], bf16>, %wi: tensor<[1, 8, 3], bf16>, %wh: tensor<[1, 8, 2], bf16>, %n: none) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  // expected-error @below {{'core.lstm' op has a bf16 input, which LSTM at opset 17 does not take (it takes f16, f32 or f64)}}
  %y, %h, %c = core.lstm(%x, %n, %n, %wi, %wh, %n, %n, %n) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %h, %c
}

// -----

graph @gru_hidden_size_unknown(%x: tensor<[2, 1, 3], f32>, %wi: tensor<[1, 6, 3], f32>, %wh: tensor<[1, 6, ?], f32>, %n: none) -> (tensor<*, ?>, tensor<*, ?>) {
  // expected-error @below {{'core.gru' op needs w_hh [D, G*H, H] with a static hidden size H for GRU's hidden_size, but it has type tensor<[1, 6, ?], f32>}}
  %y, %h = core.gru(%x, %n, %wi, %wh, %n, %n, %n) : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h
}
