// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='expand-composites'

graph @unknown_dtype(%x: tensor<[1, 2, 3, 4], ?>, %g: tensor<[1, 2, 2, 2], ?>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.grid_sample' op needs the dtype of its input to build its constants, but it is unknown (give the model's input types)}}
  %y = core.grid_sample(%x, %g) : tensor<*, ?>
  return %y
}

// -----

graph @unranked_grid(%x: tensor<[1, 2, 3, 4], f32>, %g: tensor<*, f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.grid_sample' op needs the rank of the grid, but its type is tensor<*, f32>}}
  %y = core.grid_sample(%x, %g) : tensor<*, ?>
  return %y
}
