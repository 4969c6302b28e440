// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='optional-to-flag'

graph @unknown_type(%x: tensor<*, ?>, %c: bool) -> (optional<tensor<*, ?>>) {
  %none = prim.Constant : none
  %y = prim.If(%c) ({
    yield %x
  }, {
    // expected-error @below {{optional-to-flag: the dtype and rank of the value this optional holds are unknown, so there is no placeholder for its absence}}
    yield %none
  }) : optional<tensor<*, ?>>
  return %y
}

// -----

graph @input(%x: optional<tensor<[2], f32>>) -> (optional<tensor<[2], f32>>) {
  // expected-error @below {{optional-to-flag: cannot split optional<tensor<[2], f32>> of a graph or block argument}}
  return %x
}

// -----

graph @not_tensor(%c: bool) -> (optional<int>) {
  %none = prim.Constant : none
  %y = prim.If(%c) ({
    %one = prim.Constant {value = 1} : int
    yield %one
  }, {
    yield %none
  }) : optional<int>
  // expected-error @below {{optional-to-flag: output #0 is optional<int>; only optional tensors are split}}
  return %y
}
