// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// stft (Spectral.cpp) as one strided convolution with the DFT kernel:
// rows 2k, 2k + 1 of the [2 * n_freq, 1, n_fft] constant are cos and -sin
// of bin k, times the window; the frame count is the convolution's, so
// batch and time stay symbolic. The [B, 2 n_freq, N] result is put in
// view_as_real's layout [B, n_freq, N, 2].

// CHECK:         guard t >= 16 "conv: input must cover the kernel"
// CHECK-LABEL: graph @stft_window
// CHECK:         %[[K:.*]] = core.constant {value = dense<tensor<[18, 1, 16], f32>, "0x0000803F0000803F
// CHECK:         %[[KW:.*]] = core.mul(%[[K]], %w) : tensor<[18, 1, 16], f32>
// CHECK:         %[[X:.*]] = core.unsqueeze(%x) {axes = [1]} : tensor<[b, 1, t], f32>
// CHECK:         %[[C:.*]] = core.conv(%[[X]], %[[KW]], %{{.*}}) {dilations = [1], groups = 1, pads = [0, 0], strides = [4]} : tensor<[b, 18, t floordiv 4 - 3], f32>
// CHECK:         %[[R:.*]] = core.reshape(%[[C]], %{{.*}}) : tensor<[b, 9, 2, t floordiv 4 - 3], f32>
// CHECK-NEXT:    %v = core.transpose(%[[R]]) {perm = [0, 1, 3, 2]} : tensor<[b, 9, t floordiv 4 - 3, 2], f32>
// CHECK-NEXT:    return %v
graph @stft_window(%x: tensor<[b, t], f32>, %w: tensor<[16], f32>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %hop = prim.Constant {value = 4} : int
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %v = aten.stft(%x, %n, %hop, %n, %w, %f, %t, %f) : tensor<*, ?>
  return %v
}

// -----

// A 1-D signal, no window, two-sided, normalized: the kernel is the
// scaled DFT matrix itself (1 / sqrt(16) = 0.25, 0x3E800000), hop
// n_fft / 4.
// CHECK-LABEL: graph @stft_1d_normalized
// CHECK:         %[[K:.*]] = core.constant {value = dense<tensor<[32, 1, 16], f32>, "0x0000803E0000803E
// CHECK:         %[[X:.*]] = core.unsqueeze(%x) {axes = [0, 1]} : tensor<[1, 1, t], f32>
// CHECK:         %[[C:.*]] = core.conv(%[[X]], %[[K]], %{{.*}}) {{.*}}strides = [4]} : tensor<[1, 32, t floordiv 4 - 3], f32>
// CHECK:         %v = core.transpose(%{{.*}}) {perm = [0, 2, 1]} : tensor<[16, t floordiv 4 - 3, 2], f32>
graph @stft_1d_normalized(%x: tensor<[t], f32>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %v = aten.stft(%x, %n, %none, %none, %none, %t, %f, %f) : tensor<*, ?>
  return %v
}

// -----

// win_length < n_fft: the window is zero-padded centred, (16 - 9) // 2 = 3
// before and 4 after.
// CHECK-LABEL: graph @stft_short_window
// CHECK:         %[[P:.*]] = core.constant {value = dense<tensor<[2], i64>, [3, 4]>}
// CHECK:         %[[W:.*]] = core.pad(%w, %[[P]]) {mode = "constant", value = 0.0} : tensor<[16], f64>
// CHECK:         core.mul(%{{.*}}, %[[W]]) : tensor<[18, 1, 16], f64>
graph @stft_short_window(%x: tensor<[b, t], f64>, %w: tensor<[9], f64>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %hop = prim.Constant {value = 5} : int
  %win = prim.Constant {value = 9} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  %v = aten.stft(%x, %n, %hop, %win, %w, %f, %none, %f) : tensor<*, ?>
  return %v
}

// -----

// The center overload pads the time dim by n_fft // 2 on both sides in
// pad_mode first.
// CHECK-LABEL: graph @stft_center_reflect
// CHECK:         %[[X:.*]] = core.unsqueeze(%x) {axes = [1]} : tensor<[b, 1, t], f32>
// CHECK-NEXT:    %{{.*}} = core.constant {value = dense<tensor<[6], i64>, [0, 0, 8, 0, 0, 8]>}
// CHECK-NEXT:    %[[P:.*]] = core.pad(%[[X]], %{{.*}}) {mode = "reflect", value = 0.0} : tensor<[b, 1, t + 16], f32>
// CHECK:         core.conv(%[[P]], {{.*}} : tensor<[b, 18, t floordiv 4 + 1], f32>
graph @stft_center_reflect(%x: tensor<[b, t], f32>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %hop = prim.Constant {value = 4} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %reflect = prim.Constant {value = "reflect"} : str
  %v = aten.stft.center(%x, %n, %hop, %none, %none, %t, %reflect, %f, %t, %f) : tensor<*, ?>
  return %v
}
