// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='check-output-axes{axes="x:0=n;y:0=n;z:1=m" names=y}'

// The output entries of the dynamic axes: a static one is a warning, one
// past the rank an error. Input entries are not this pass's.
module attributes {onnx.opset_import = [["", 17]]} {
// expected-warning @below {{output 'y' axis 0 ('n') is static in the exported graph (tensor<[2, 3], f32>): no dynamic input axis reaches it}}
graph @static_output(%x: tensor<[n, 3], f32>) -> (tensor<[2, 3], f32>) {
  %c = onnx.initializer {value = dense<tensor<[2, 3], f32>, [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]>} : tensor<[2, 3], f32>
  %0 = onnx.Relu(%c) : tensor<[2, 3], f32>
  return %0
}
}

// -----

module attributes {onnx.opset_import = [["", 17]]} {
// expected-error @below {{dynamic axis 1 of output 'z' is out of range (the output is tensor<[n], f32>)}}
graph @out_of_range(%x: tensor<[n, 3], f32>, %v: tensor<[n], f32>) -> (tensor<[n, 3], f32>, tensor<[n], f32>) attributes {tocc.output_keys = ["", "z"]} {
  %0 = onnx.Relu(%v) : tensor<[n], f32>
  return %x, %0
}
}

// -----

// An output needs a rank: ONNX's checker wants one on every graph output.
module attributes {onnx.opset_import = [["", 17]]} {
graph @no_rank(%x: tensor<[n, 3], f32>, %s: tensor<[2], i64>) -> (tensor<*, f32>) {
  // expected-error @below {{output y has no known rank: ONNX graph outputs need a rank; make the value's rank independent of the input}}
  %0 = onnx.Reshape(%x, %s) : tensor<*, f32>
  return %0
}
}
