// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='lower-to-onnx{opset=10}'

// Below 11 the expansion's gathers have no ONNX form (GatherElements is
// opset 11), and GridSample is 16.

graph @opset10(%x: tensor<[1, 2, 3, 4], f32>, %g: tensor<[1, 2, 2, 2], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{no lowering of 'core.gather' to opset 10}}
  %y = core.grid_sample(%x, %g) {mode = "nearest"} : tensor<*, ?>
  return %y
}
