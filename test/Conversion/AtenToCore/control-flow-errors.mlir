// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='decompose,strip-exceptions'

// A check that fails for every input of these shapes is an error at its
// raise, not a model that silently skips it.
graph @always_raises(%x: tensor<[b, 4, 4], f32>) -> (tensor<*, ?>) {
  %c2 = prim.Constant {value = 2} : int
  %msg = prim.Constant {value = "expected a 2-D input"} : str
  %cls = prim.Constant {value = "builtins.ValueError"} : str
  %d = aten.dim(%x) : int
  %bad = aten.ne.int(%d, %c2) : bool
  prim.If(%bad) ({
    // expected-error @below {{the model raises ValueError: expected a 2-D input for every input of these shapes}}
    prim.RaiseException(%msg, %cls) : ()
    yield
  }, {
    yield
  }) : ()
  return %x
}
