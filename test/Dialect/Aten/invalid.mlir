// RUN: onnx-opt %s --split-input-file --verify-diagnostics

graph @alpha_is_scalar(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'aten.add.Tensor' op requires 3 operands, got 2}}
  %0 = aten.add.Tensor(%x, %x) : tensor<[2], f32>
  return
}

// -----
graph @groups_is_int(%x: tensor<[1, 1, 3, 3], f32>, %n: none, %l: list<int>, %f: float) -> () {
  // expected-error @below {{'aten.conv2d' op operand #6 ('groups') must be int, got float}}
  %0 = aten.conv2d(%x, %x, %n, %l, %l, %l, %f) : tensor<*, f32>
  return
}
