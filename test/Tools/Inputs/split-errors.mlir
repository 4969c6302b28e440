// Input for split-input-file-errors.mlir.
graph @good(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  return %x
}

// -----
graph @bad_op(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x, %x) : tensor<[2], f32>
  return %0
}

// -----
graph @also_good(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  return %x
}

// -----
// A syntax error: the graph is never closed.
graph @bad_syntax(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
