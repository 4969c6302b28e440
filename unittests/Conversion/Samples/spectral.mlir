// sweep-pipeline: realify-complex,decompose,dce
// Numeric sweep samples: stft (both overloads, every argument form) and
// the readers of its complex result that realify-complex rewrites
// (view_as_real, real, imag, abs, angle, reshape, size).

// A window (an input), hop n_fft / 4, onesided, [B, T].
graph @stft_window(%x: tensor<[2, 100], f32>, %w: tensor<[16], f32>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %hop = prim.Constant {value = 4} : int
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %v = aten.stft(%x, %n, %hop, %n, %w, %f, %t, %f) : tensor<*, ?>
  return %v
}

// -----

// No window (rectangular), default hop and win_length, two-sided,
// normalized, a 1-D signal.
graph @stft_defaults_1d(%x: tensor<[50], f32>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 12} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %v = aten.stft(%x, %n, %none, %none, %none, %t, %f, %f) : tensor<*, ?>
  return %v
}

// -----

// win_length < n_fft: the window (an input) zero-padded centred; f64.
graph @stft_short_window(%x: tensor<[3, 70], f64>, %w: tensor<[9], f64>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %hop = prim.Constant {value = 5} : int
  %win = prim.Constant {value = 9} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  %v = aten.stft(%x, %n, %hop, %win, %w, %f, %none, %f) : tensor<*, ?>
  return %v
}

// -----

// The center overload: reflect, constant, replicate and circular padding.
graph @stft_center(%x: tensor<[2, 40], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %n = prim.Constant {value = 10} : int
  %hop = prim.Constant {value = 3} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %reflect = prim.Constant {value = "reflect"} : str
  %constant = prim.Constant {value = "constant"} : str
  %replicate = prim.Constant {value = "replicate"} : str
  %circular = prim.Constant {value = "circular"} : str
  %a = aten.stft.center(%x, %n, %hop, %none, %none, %t, %reflect, %f, %t, %f) : tensor<*, ?>
  %b = aten.stft.center(%x, %n, %hop, %none, %none, %t, %constant, %t, %t, %f) : tensor<*, ?>
  %c = aten.stft.center(%x, %n, %hop, %none, %none, %t, %replicate, %f, %f, %f) : tensor<*, ?>
  %d = aten.stft.center(%x, %n, %hop, %none, %none, %t, %circular, %f, %t, %f) : tensor<*, ?>
  return %a, %b, %c, %d
}

// -----

// center=False in the center overload: no padding.
graph @stft_center_false(%x: tensor<[2, 40], f32>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 10} : int
  %hop = prim.Constant {value = 3} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  %reflect = prim.Constant {value = "reflect"} : str
  %v = aten.stft.center(%x, %n, %hop, %none, %none, %f, %reflect, %f, %none, %f) : tensor<*, ?>
  return %v
}

// -----

// The complex result read by view_as_real, real, imag, abs and angle.
graph @stft_complex_readers(%x: tensor<[2, 64], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %hop = prim.Constant {value = 4} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %z = aten.stft(%x, %n, %hop, %none, %none, %f, %t, %t) : tensor<*, ?>
  %r = aten.view_as_real(%z) : tensor<*, ?>
  %re = aten.real(%z) : tensor<*, ?>
  %im = aten.imag(%z) : tensor<*, ?>
  %a = aten.abs(%z) : tensor<*, ?>
  %p = aten.angle(%z) : tensor<*, ?>
  return %r, %re, %im, %a, %p
}

// -----

// torchaudio's spectrogram: the complex result reshaped with its own
// sizes (negative dims count from the complex value's end), then abs.
graph @stft_complex_reshape(%x: tensor<[2, 3, 50], f32>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %hop = prim.Constant {value = 4} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %m1 = prim.Constant {value = -1} : int
  %m2 = prim.Constant {value = -2} : int
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %t0 = aten.size.int(%x, %m1) : int
  %s0 = prim.ListConstruct(%m1, %t0) : list<int>
  %flat = aten.reshape(%x, %s0) : tensor<*, ?>
  %z = aten.stft(%flat, %n, %hop, %none, %none, %f, %t, %t) : tensor<*, ?>
  %fr = aten.size.int(%z, %m2) : int
  %nf = aten.size.int(%z, %m1) : int
  %b0 = aten.size.int(%x, %c0) : int
  %b1 = aten.size.int(%x, %c1) : int
  %s1 = prim.ListConstruct(%b0, %b1, %fr, %nf) : list<int>
  %zz = aten.reshape(%z, %s1) : tensor<*, ?>
  %a = aten.abs(%zz) : tensor<*, ?>
  return %a
}
