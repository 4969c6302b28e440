// RUN: onnx-opt %s --split-input-file --verify-diagnostics

// The verifier checks declared types against inference (infer-shapes is not
// needed for that): a declared dim that contradicts the shape function is
// an error naming both types.

graph @contradiction(%a: tensor<[2, 3], f32>, %b: tensor<[2, 3], f32>) -> () {
  // expected-error @below {{'core.add' op result #0 is declared as tensor<[2, 4], f32> but inferred as tensor<[2, 3], f32>}}
  %0 = core.add(%a, %b) : tensor<[2, 4], f32>
  return
}

// -----

graph @dtypes(%a: tensor<[2], f32>, %b: tensor<[2], f16>) -> () {
  // expected-error @below {{'core.add' op operands have different element types (f32 and f16)}}
  %0 = core.add(%a, %b) : tensor<[2], f32>
  return
}

// -----

graph @bad_broadcast(%a: tensor<[3], f32>, %b: tensor<[4], f32>) -> () {
  // expected-error @below {{cannot broadcast}}
  %0 = core.add(%a, %b) : tensor<*, f32>
  return
}

// -----

graph @matmul_mismatch(%a: tensor<[2, 3], f32>, %b: tensor<[4, 5], f32>) -> () {
  // expected-error @below {{'core.matmul' op}}
  %0 = core.matmul(%a, %b) : tensor<*, f32>
  return
}

// -----

module {
  symbol n in [2, 3]
  graph @contradicted_guard(%a: tensor<[n], f32>, %b: tensor<[5], f32>) -> () {
    // expected-error @below {{cannot broadcast}}
    %0 = core.add(%a, %b) : tensor<*, f32>
    return
  }
}
