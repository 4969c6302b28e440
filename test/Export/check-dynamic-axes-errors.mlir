// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='check-dynamic-axes{axes="x:0=n;y:1=n"}'

// expected-error @below {{dynamic axes given for 'y', which is neither an input (x) nor an output name (--output-names or a returned dict's key)}}
graph @no_such_name(%x: tensor<[n, 2], f32>) -> (tensor<[n, 2], f32>) attributes {tocc.output_keys = ["out"]} {
  %0 = core.relu(%x) : tensor<[n, 2], f32>
  return %0
}

// -----

// An input read without the axis (onnx-opt without the same
// --dynamic-axes) is not what the pipeline was made for.
// expected-error @below {{dynamic axis 0 of input 'x' is not the symbol 'n' (the input is tensor<[2, 2], f32>): read the model with the same --dynamic-axes}}
graph @static_input(%x: tensor<[2, 2], f32>, %y: tensor<[2, m], f32>) -> (tensor<[2, 2], f32>) {
  return %x
}
