// RUN: onnx-opt %s --split-input-file --verify-diagnostics --realify-complex

// Readers of a complex stft result that realify-complex does not rewrite:
// an error at the reader naming the stft.

graph @output(%x: tensor<[b, t], f32>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %z = aten.stft(%x, %n, %none, %none, %none, %f, %t, %t) : tensor<[?, ?, ?], c64>
  // expected-error @below {{'tocc.return' reads the complex result of 'aten.stft' as a graph output: ONNX has no complex tensors (return torch.view_as_real of it)}}
  return %z
}

// -----

graph @pow(%x: tensor<[b, t], f32>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %two = prim.Constant {value = 2.0} : float
  %z = aten.stft(%x, %n, %none, %none, %none, %f, %t, %t) : tensor<[?, ?, ?], c64>
  // expected-error @below {{'aten.pow.Tensor_Scalar' reads the complex result of 'aten.stft', which tocc exports only through view_as_real, real, imag, abs, angle, reshape, view, size, and mul or div by a real value}}
  %p = aten.pow.Tensor_Scalar(%z, %two) : tensor<*, ?>
  return %p
}

// -----

graph @size_dim(%x: tensor<[b, t], f32>, %d: int) -> (int) {
  %n = prim.Constant {value = 16} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %z = aten.stft(%x, %n, %none, %none, %none, %f, %t, %t) : tensor<[?, ?, ?], c64>
  // expected-error @below {{'aten.size.int' reads the complex result of 'aten.stft' with a dim that is not a constant}}
  %s = aten.size.int(%z, %d) : int
  return %s
}
