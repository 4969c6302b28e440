// RUN: onnx-opt %s --split-input-file --verify-diagnostics

// The opset-22 forms (bf16) are rejected before 22.

module attributes {onnx.opset_import = [["", 21]]} {
graph @conv_bf16_at_21(%x: tensor<[1, 2, 8], bf16>, %w: tensor<[4, 2, 3], bf16>) -> () {
  // expected-error @below {{'onnx.Conv' op input #0 ('X') of Conv-11 must be one of tensor(double), tensor(float), tensor(float16), got tensor(bfloat16)}}
  // expected-error @below {{'onnx.Conv' op input #1 ('W') of Conv-11 must be one of tensor(double), tensor(float), tensor(float16), got tensor(bfloat16)}}
  %0 = onnx.Conv(%x, %w) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 21]]} {
graph @sin_bf16_at_21(%x: tensor<[4], bf16>) -> () {
  // expected-error @below {{'onnx.Sin' op input #0 ('input') of Sin-7 must be}}
  %0 = onnx.Sin(%x) : tensor<*, ?>
  return
}
}

// -----

// tocc's own schemas before 22 (Mish-18, AveragePool-19) lack bf16 too.
module attributes {onnx.opset_import = [["", 21]]} {
graph @mish_bf16_at_21(%x: tensor<[4], bf16>) -> () {
  // expected-error @below {{'onnx.Mish' op input #0 ('X') of Mish-18 must be}}
  %0 = onnx.Mish(%x) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 21]]} {
graph @lstm_bf16_at_21(%x: tensor<[2, 1, 3], bf16>, %wi: tensor<[1, 8, 3], bf16>, %wh: tensor<[1, 8, 2], bf16>) -> () {
  // expected-error @below {{'onnx.LSTM' op input #0 ('X') of LSTM-14 must be}}
  // expected-error @below {{'onnx.LSTM' op input #1 ('W') of LSTM-14 must be}}
  // expected-error @below {{'onnx.LSTM' op input #2 ('R') of LSTM-14 must be}}
  %y, %h, %c = onnx.LSTM(%x, %wi, %wh) {hidden_size = 2} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return
}
}

// -----

// An integer input is still not a float type at 22.
module attributes {onnx.opset_import = [["", 22]]} {
graph @conv_i32_at_22(%x: tensor<[1, 2, 8], i32>, %w: tensor<[4, 2, 3], i32>) -> () {
  // expected-error @below {{'onnx.Conv' op input #0 ('X') of Conv-22 must be one of tensor(bfloat16), tensor(double), tensor(float), tensor(float16), got tensor(int32)}}
  // expected-error @below {{'onnx.Conv' op input #1 ('W') of Conv-22 must be}}
  %0 = onnx.Conv(%x, %w) : tensor<*, ?>
  return
}
}
