// RUN: onnx-opt %s --split-input-file --verify-diagnostics

// Structure: terminators end blocks, `return` ends graphs, `yield` ends
// regions, and a graph returns what its signature declares.

graph @terminator_in_middle(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  // expected-error @below {{'tocc.return' op must be the last operation in its block}}
  return %x
  %0 = core.relu(%x) : tensor<[2], f32>
  return %0
}

// -----

// expected-error @below {{graph '@yield_in_graph' must end with 'return'}}
graph @yield_in_graph(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'tocc.yield' op may only end a region; use 'return' in graphs}}
  yield %x
}

// -----

graph @return_in_region(%c: tensor<[], bool>) -> () {
  onnx.If(%c) ({
    // expected-error @below {{'tocc.return' op may only end a graph; use 'yield' in regions}}
    return
  }, {
    yield
  }) : ()
  return
}

// -----

graph @region_without_terminator(%x: tensor<[2], f32>, %c: tensor<[], bool>) -> () {
  // expected-error @below {{'onnx.If' op region #1 must end with a terminator ('yield')}}
  onnx.If(%c) ({
    yield
  }, {
    %0 = onnx.Relu(%x) : tensor<[2], f32>
  }) : ()
  return
}

// -----

// expected-error @below {{graph '@no_return' must end with 'return'}}
graph @no_return(%x: tensor<[2], f32>) -> () {
  %0 = core.relu(%x) : tensor<[2], f32>
}

// -----

graph @return_count(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  // expected-error @below {{'tocc.return' op returns 0 values but graph '@return_count' declares 1 results}}
  return
}

// -----

graph @return_type(%x: tensor<[2], f32>) -> (tensor<[3], f32>) {
  // expected-error @below {{'tocc.return' op type of return operand #0 (tensor<[2], f32>) does not match the graph's declared result type (tensor<[3], f32>)}}
  return %x
}

// -----

graph @twice() -> () {
  return
}
// expected-error @below {{redefinition of graph '@twice'}}
graph @twice() -> () {
  return
}
