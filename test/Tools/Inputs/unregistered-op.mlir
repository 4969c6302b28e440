// Input for output-file.mlir: parses, but the op is not registered.
graph @main(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x) : tensor<[2], f32>
  %1 = test.op(%0) : tensor<[2], f32>
  return %1
}
