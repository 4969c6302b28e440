// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='decompose'

// Arguments the stft entries (Spectral.cpp) do not decompose: each is an
// error at the op naming the argument and why.

graph @stft_rank3(%x: tensor<[2, 3, 40], f32>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.stft' op needs a signal of rank 1 or 2, but it has rank 3}}
  %v = aten.stft(%x, %n, %none, %none, %none, %f, %none, %f) : tensor<*, ?>
  return %v
}

// -----

graph @stft_int(%x: tensor<[2, 40], i64>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.stft' op needs a f32 or f64 signal, but it is i64}}
  %v = aten.stft(%x, %n, %none, %none, %none, %f, %none, %f) : tensor<*, ?>
  return %v
}

// -----

graph @stft_win_length(%x: tensor<[2, 40], f32>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %win = prim.Constant {value = 20} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.stft' op argument 'win_length' (operand 3) must be in [1, n_fft = 16], but it is 20}}
  %v = aten.stft(%x, %n, %none, %win, %none, %f, %none, %f) : tensor<*, ?>
  return %v
}

// -----

graph @stft_hop(%x: tensor<[2, 40], f32>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 2} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.stft' op argument 'hop_length' (operand 2) must be positive, but it is 0}}
  %v = aten.stft(%x, %n, %none, %none, %none, %f, %none, %f) : tensor<*, ?>
  return %v
}

// -----

graph @stft_window_size(%x: tensor<[2, 40], f32>, %w: tensor<[12], f32>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.stft' op argument 'window' (operand 4) must be 1-D of win_length = 16 elements}}
  %v = aten.stft(%x, %n, %none, %none, %w, %f, %none, %f) : tensor<*, ?>
  return %v
}

// -----

graph @stft_return_complex_none(%x: tensor<[2, 40], f32>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.stft' op needs return_complex for a real input (torch requires it)}}
  %v = aten.stft(%x, %n, %none, %none, %none, %f, %none, %none) : tensor<*, ?>
  return %v
}

// -----

// Without realify-complex the complex result cannot be held.
graph @stft_complex(%x: tensor<[2, 40], f32>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  // expected-error @below {{'aten.stft' op returns a complex tensor, which ONNX cannot hold: run realify-complex first (tocc-export does), which reads it as view_as_real}}
  %v = aten.stft(%x, %n, %none, %none, %none, %f, %none, %t) : tensor<*, ?>
  return %v
}

// -----

graph @stft_pad_mode(%x: tensor<[2, 40], f32>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %mode = prim.Constant {value = "mirror"} : str
  // expected-error @below {{'aten.stft.center' op argument 'pad_mode' (operand 6) must be constant, reflect, replicate or circular, but it is 'mirror'}}
  %v = aten.stft.center(%x, %n, %none, %none, %none, %t, %mode, %f, %none, %f) : tensor<*, ?>
  return %v
}
