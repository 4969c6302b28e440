// RUN: onnx-opt %s --verify-diagnostics --pass-pipeline='lower-to-onnx{opset=16}'

// The dtype names ONNX's optional type; no branch gives it.
graph @unknown_dtype(%x: tensor<*, ?>, %c: bool) -> (optional<tensor<*, ?>>) {
  %none = prim.Constant : none
  // expected-error @below {{result #0 is optional<tensor<*, ?>>: the dtype of the tensor it holds is unknown (ONNX's optional types name it); give the inputs' dtypes}}
  %y = prim.If(%c) ({
    yield %x
  }, {
    yield %none
  }) : optional<tensor<*, ?>>
  return %y
}
