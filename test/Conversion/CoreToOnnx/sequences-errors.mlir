// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='lower-to-onnx{opset=12}'

// If and Loop carry sequences from opset 13: the error is at what the
// body yields (an append's line).
graph @carried(%x: tensor<[n, 3], f32>, %m: int) -> (tensor<*, ?>) {
  %true = prim.Constant {value = true} : bool
  %c0 = prim.Constant {value = 0} : int
  %e = core.sequence_construct(%x) : list<tensor<[n, 3], f32>>
  %l = prim.Loop(%m, %true, %e) ({
  ^bb0(%i: int, %acc: list<tensor<[n, 3], f32>>):
    // expected-error @below {{'prim.Loop' carries a list of tensors whose length is known only at run time (an ONNX sequence, result #0), which ONNX's If and Loop carry from opset 13 (target opset 12)}}
    %next = core.sequence_insert(%acc, %x) : list<tensor<[n, 3], f32>>
    yield %true, %next
  }) : list<tensor<[n, 3], f32>>
  %y = core.sequence_at(%l, %c0) : tensor<[n, 3], f32>
  return %y
}

// -----

// An empty list nothing of a known dtype is inserted into.
graph @empty_untyped() -> (int) {
  // expected-error @below {{'core.sequence_construct' op makes an empty list whose element dtype is not known (nothing of a known dtype is inserted into it)}}
  %e = core.sequence_construct : list<tensor<*, ?>>
  %n = core.sequence_length(%e) : int
  return %n
}
