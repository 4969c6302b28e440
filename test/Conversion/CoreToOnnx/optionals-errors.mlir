// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='lower-to-onnx{opset=11}'

// Optional-15 makes optionals, If returns them from If-16.
graph @if_opset11(%x: tensor<[3], f32>, %c: bool) -> (optional<tensor<*, ?>>) {
  %none = prim.Constant : none
  // expected-error @below {{'prim.If' makes an optional value (TorchScript's Optional[Tensor]), which opset 11 cannot express: ONNX has optional types from opset 15 and If returns them from opset 16; target opset >= 16, or rewrite with --optional-to-flag}}
  %y = prim.If(%c) ({
    yield %x
  }, {
    yield %none
  }) : optional<tensor<*, ?>>
  return %y
}

