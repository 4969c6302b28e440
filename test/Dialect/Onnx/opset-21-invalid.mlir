// RUN: onnx-opt %s --split-input-file --verify-diagnostics

// The opset-21 forms are rejected before 21.

module attributes {onnx.opset_import = [["", 20]]} {
graph @group_norm_stash_type_at_20(%x: tensor<[1, 4, 8], f32>, %c: tensor<[2], f32>) -> () {
  // expected-error @below {{'onnx.GroupNormalization' op has attribute 'stash_type', which GroupNormalization-18 does not have (it has epsilon, num_groups)}}
  %0 = onnx.GroupNormalization(%x, %c, %c) {num_groups = 2, stash_type = 1} : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 20]]} {
graph @quantize_block_size_at_20(%x: tensor<[4], f32>, %s: tensor<[], f32>) -> () {
  // expected-error @below {{'onnx.QuantizeLinear' op has attribute 'block_size', which QuantizeLinear-19 does not have (it has axis, saturate)}}
  %0 = onnx.QuantizeLinear(%x, %s) {block_size = 2} : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 20]]} {
graph @qlinear_matmul_f16_scale_at_20(%a: tensor<[2, 2], u8>, %s: tensor<[], f16>, %z: tensor<[], u8>) -> () {
  // expected-error @below {{'onnx.QLinearMatMul' op input #1 ('a_scale') of QLinearMatMul-10 must be tensor(float), got tensor(float16)}}
  // expected-error @below {{'onnx.QLinearMatMul' op input #4 ('b_scale') of QLinearMatMul-10 must be tensor(float), got tensor(float16)}}
  // expected-error @below {{'onnx.QLinearMatMul' op input #6 ('y_scale') of QLinearMatMul-10 must be tensor(float), got tensor(float16)}}
  %0 = onnx.QLinearMatMul(%a, %s, %z, %a, %s, %z, %s, %z) : tensor<*, ?>
  return
}
}

// -----

// Opset 24 is past what tocc knows.
module attributes {onnx.opset_import = [["", 24]]} {
graph @opset_24(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'onnx.Relu' op is in a module of opset 24, but tocc knows opsets 1 to 23}}
  %0 = onnx.Relu(%x) : tensor<*, ?>
  return
}
}
