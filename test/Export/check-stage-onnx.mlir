// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='check-stage{dialect=onnx opset=13}'

// The contract after lower-to-onnx: onnx ops of the target opset (initializers
// and custom domains too), and the module imports that opset.
module attributes {onnx.opset_import = [["", 13], ["com.example", 1]]} {
graph @onnx(%x: tensor<[2], f32>) -> (tensor<[2], f32>, tensor<[2], f32>) {
  %w = onnx.initializer {value = dense<tensor<[2], f32>, [1.0, 2.0]>} : tensor<[2], f32>
  %0 = onnx.Add(%x, %w) : tensor<[2], f32>
  %1 = onnx.custom(%0) {onnx.domain = "com.example", onnx.op_type = "Swish"} : tensor<[2], f32>
  // expected-error @below {{'core.relu' is not an onnx op (check-stage{dialect=onnx}: after lower-to-onnx only onnx ops remain)}}
  %2 = core.relu(%1) : tensor<[2], f32>
  return %1, %2
}
}

// -----

// A module of another opset: an op that is not in opset 13 is named, with
// the opsets where its schemas start.
// expected-error @below {{check-stage: the module imports opset 9 of the default domain, not 13}}
module attributes {onnx.opset_import = [["", 9]]} {
graph @other_opset(%x: tensor<[1, 1, 2, 2], f32>, %s: tensor<[4], f32>) -> (tensor<*, f32>) {
  // expected-error @below {{'onnx.Upsample' is not an op of ONNX opset 13 (deprecated since opset 10)}}
  %0 = onnx.Upsample(%x, %s) : tensor<*, f32>
  return %0
}
}
