// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='lower-to-onnx{opset=17}'

// ONNX control flow yields tensors (and, from opset 15, optionals): a
// branch that yields a string has no ONNX form.

graph @if_str(%c: bool) -> (str) {
  // expected-error @below {{'prim.If' op result #0 has type str, which has no ONNX form here (ONNX control flow yields tensors and sequences of them)}}
  %0 = prim.If(%c) ({
    // expected-error @below {{'prim.Constant' op of type str has no ONNX form}}
    %a = prim.Constant {value = "a"} : str
    yield %a
  }, {
    // expected-error @below {{'prim.Constant' op of type str has no ONNX form}}
    %b = prim.Constant {value = "b"} : str
    yield %b
  }) : str
  return %0
}
