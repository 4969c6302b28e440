// RUN: onnx-opt %s --split-input-file --verify-diagnostics

// SSA scoping: a region sees the values of its enclosing blocks defined
// before the region's op; nothing defined inside a region escapes it. (The
// verifier's own dominance check covers IR built in C++; from text, the
// parser's scopes already reject such uses.)

graph @outer_ok(%x: tensor<[2], f32>, %c: tensor<[], bool>) -> (tensor<[2], f32>) {
  %0 = onnx.If(%c) ({
    %1 = onnx.Relu(%x) : tensor<[2], f32>
    yield %1
  }, {
    yield %x
  }) : tensor<[2], f32>
  return %0
}

// -----

graph @escapes(%x: tensor<[2], f32>, %c: tensor<[], bool>) -> (tensor<[2], f32>) {
  %0 = onnx.If(%c) ({
    %inner = onnx.Relu(%x) : tensor<[2], f32>
    yield %inner
  }, {
    yield %x
  }) : tensor<[2], f32>
  // expected-error @below {{use of undefined value '%inner'}}
  %1 = onnx.Relu(%inner) : tensor<[2], f32>
  return %1
}
