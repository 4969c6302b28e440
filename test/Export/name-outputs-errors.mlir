// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='name-outputs{names="a,x"}'

module attributes {onnx.opset_import = [["", 17]]} {
// expected-error @below {{got 2 output names, but the model has 1 outputs}}
graph @too_many(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = onnx.Relu(%x) : tensor<[2], f32>
  return %0
}
}

// -----

module attributes {onnx.opset_import = [["", 17]]} {
// expected-error @below {{output name 'x' is already the name of an input or output}}
graph @taken(%x: tensor<[2], f32>) -> (tensor<[2], f32>, tensor<[2], f32>) {
  %0 = onnx.Relu(%x) : tensor<[2], f32>
  %1 = onnx.Neg(%x) : tensor<[2], f32>
  return %0, %1
}
}
