// demo.mlir: a small layer with a symbolic batch dim, a duplicated add and
// dead code; `bash utils/demo.sh` runs it through --pass-pipeline='cse,dce'.
module @demo {
  graph @main(%x: tensor<[batch, 16], f32>, %w: tensor<[16, 8], f32>, %b: tensor<[8], f32>)
      -> (tensor<[batch, 8], f32>) {
    %h = core.matmul(%x, %w) : tensor<[batch, 8], f32>
    %y0 = core.add(%h, %b) : tensor<[batch, 8], f32>
    // The same add again: cse merges it into %y0.
    %y1 = core.add(%h, %b) : tensor<[batch, 8], f32>
    // Never used: dce removes it.
    %unused = core.relu(%y1) : tensor<[batch, 8], f32>
    %a = aten.relu(%y0) : tensor<[batch, 8], f32>
    %out = core.mul(%a, %y1) : tensor<[batch, 8], f32>
    return %out
  }
}
