// RUN: onnx-opt %s --split-input-file --verify-diagnostics

graph @else_count(%a: tensor<[2], f32>, %c: tensor<[], bool>) -> () {
  // expected-error @below {{'onnx.If' op else_branch yields 0 values, but the op has 1 results}}
  %0 = onnx.If(%c) ({
    yield %a
  }, {
    yield
  }) : tensor<[2], f32>
  return
}

// -----
graph @then_count(%a: tensor<[2], f32>, %c: tensor<[], bool>) -> () {
  // expected-error @below {{'onnx.If' op then_branch yields 2 values, but the op has 1 results}}
  %0 = onnx.If(%c) ({
    yield %a, %a
  }, {
    yield %a
  }) : tensor<[2], f32>
  return
}

// -----
graph @branch_args(%a: tensor<[2], f32>, %c: tensor<[], bool>) -> () {
  // expected-error @below {{'onnx.If' op branches take no block arguments}}
  %0 = onnx.If(%c) ({
  ^bb0(%i: int):
    yield %a
  }, {
    yield %a
  }) : tensor<[2], f32>
  return
}
