// RUN: onnx-opt %s --split-input-file --pass-pipeline='simplify-torchscript,decompose' --verify-diagnostics

// What the language stage and decompose decline, each with an error at the
// op that names the construct.

// math.gamma of a number known only at run time: ONNX has no gamma.
graph @runtime_gamma(%x: tensor<[b], f32>) -> (float) {
  %zero = prim.Constant {value = 0} : int
  %n = aten.size.int(%x, %zero) : int
  %f = aten.Float.int(%n) : float
  // expected-error @below {{computes gamma of numbers known only at run time, and ONNX has no form of it}}
  %g = aten.gamma.float(%f) : float
  return %g
}

// -----

// math.factorial(-1) raises for every input.
graph @constant_raises() -> (int) {
  %m = prim.Constant {value = -1} : int
  // expected-error @below {{raises in TorchScript for its constant operands}}
  %f = aten.factorial.int(%m) : int
  return %f
}

// -----

// max() of an empty list raises.
graph @empty_max() -> (int) {
  %l = prim.ListConstruct : list<int>
  // expected-error @below {{takes the max of an empty list, which raises in TorchScript}}
  %m = prim.max(%l) : int
  return %m
}

// -----

// A list appended to in a branch the types do not decide stays a list
// (an ONNX sequence, docs/torchscript.md): an op that takes a list of
// known length cannot read it.
graph @append_in_branch(%c: bool, %x: tensor<[2], f32>) -> (tensor<*, ?>) {
  %l = prim.ListConstruct(%x) : list<tensor<*, ?>>
  prim.If(%c) ({
    %r = aten.append.t(%l, %x) : list<tensor<*, ?>>
    yield
  }, {
    yield
  }) : ()
  // expected-error @below {{'aten.broadcast_tensors' reads a list of tensors whose length is known only at run time (an ONNX sequence), which it does not take}}
  %b = aten.broadcast_tensors(%l) : list<tensor<*, ?>>
  %zero = prim.Constant {value = 0} : int
  %y = aten.cat(%b, %zero) : tensor<*, ?>
  return %y
}
