// RUN: onnx-opt %s --split-input-file --verify-diagnostics

// Ops without loc(...) carry the location of their text, so the verifier's
// errors point at the .mlir file: at the result list if there is one, else
// at the op name.

graph @g() -> () {
  // expected-error @+1 {{unregistered operation 'test.op'}}
  test.op : ()
  return
}

// -----

graph @g(%x: tensor<[2], f32>) -> () {
  // expected-error @+1 {{'core.relu' op}}
  %a, %b = core.relu(%x) : (tensor<[2], f32>, tensor<[2], f32>)
  return
}

// -----

graph @g(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = onnx.If(%x) ({
    %1 = onnx.Relu(%x) : tensor<[2], f32>
    // expected-error @+1 {{'tocc.return' op may only end a graph}}
    return %1
  }, {
    yield %x
  }) : tensor<[2], f32>
  return %0
}
