// Input for output-file.mlir: does not parse.
graph @main(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x : tensor<[2], f32>
  return %x
}
