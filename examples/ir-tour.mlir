// A tour of the text form (docs/ir.md): symbolic dims, attributes, a
// constant, a multi-result op, an If with regions, and name hints.
module @tour attributes {producer = "tocc"} {
  graph @main(%x: tensor<[batch, 3], f32>, %flag: tensor<[], bool>)
      -> (tensor<[batch, 3], f32>, tensor<[2*(batch + 1) - 2, 3], f32>) {
    %w = core.constant {value = dense<tensor<[2], f32>, [1.0, 2.5]>} : tensor<[2], f32>
    %0 = aten.relu(%x) : tensor<[batch, 3], f32>
    %lo, %hi = test.split(%0) {axis = 1, tocc.note = "unregistered"} : (tensor<[batch, 1], f32>, tensor<[batch, 2], f32>)
    %1 = onnx.If(%flag) ({
      %2 = onnx.Relu(%0) : tensor<[batch, 3], f32>
      yield %2
    }, {
      yield %x
    }) : tensor<[batch, 3], f32>
    %twice = test.concat(%1, %1) : tensor<[2*batch, 3], f32>
    return %1, %twice
  }
}
