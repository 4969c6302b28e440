// RUN: onnx-opt %s --split-input-file --realify-complex | FileCheck %s

// realify-complex (RealifyComplex.cpp): the complex result of
// stft(return_complex=True) becomes stft(return_complex=False), torch's
// view_as_real layout with a trailing dim of 2, and its readers are
// rewritten for that layout, still as aten ops.

// CHECK-LABEL: graph @readers
// CHECK:         %[[F:[0-9]+]] = prim.Constant {value = false} : bool
// CHECK-NEXT:    %r = aten.stft(%x, %n, %none, %none, %none, %f, %t, %[[F]]) : tensor<[?, ?, ?, 2], f32>
// CHECK:         %re = aten.select.int(%r, %{{.*}}, %{{.*}}) : tensor<[?, ?, ?], f32>
// CHECK:         %im = aten.select.int(%r, %{{.*}}, %{{.*}}) : tensor<[?, ?, ?], f32>
// CHECK:         %[[SQ:.*]] = aten.mul.Tensor(%r, %r) : tensor<[?, ?, ?, 2], f32>
// CHECK:         %[[S:.*]] = aten.sum.dim_IntList(%[[SQ]], %{{.*}}, %{{.*}}, %{{.*}}) : tensor<[?, ?, ?], f32>
// CHECK-NEXT:    %a = aten.sqrt(%[[S]])
// CHECK:         %[[R0:.*]] = aten.select.int(%r
// CHECK:         %[[I0:.*]] = aten.select.int(%r
// CHECK:         %[[I1:.*]] = aten.add.Scalar(%[[I0]], %{{.*}}, %{{.*}})
// CHECK-NEXT:    %p = aten.atan2(%[[I1]], %[[R0]])
// CHECK-NEXT:    return %r, %re, %im, %a, %p
graph @readers(%x: tensor<[b, t], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %z = aten.stft(%x, %n, %none, %none, %none, %f, %t, %t) : tensor<[?, ?, ?], c64>
  %r = aten.view_as_real(%z) : tensor<*, ?>
  %re = aten.real(%z) : tensor<*, ?>
  %im = aten.imag(%z) : tensor<*, ?>
  %a = aten.abs(%z) : tensor<*, ?>
  %p = aten.angle(%z) : tensor<*, ?>
  return %r, %re, %im, %a, %p
}

// -----

// torchaudio's spectrogram reshapes the complex result with its sizes: a
// negative dim counts one further from the end, the shape gets a 2, and
// the reshaped value is complex too (its abs is rewritten).
// CHECK-LABEL: graph @reshape
// CHECK:         %z = aten.stft({{.*}}) : tensor<[?, ?, ?, 2], f32>
// CHECK-NEXT:    %[[M3:.*]] = prim.Constant {value = -3} : int
// CHECK-NEXT:    %fr = aten.size.int(%z, %[[M3]]) : int
// CHECK-NEXT:    %[[M2:.*]] = prim.Constant {value = -2} : int
// CHECK-NEXT:    %nf = aten.size.int(%z, %[[M2]]) : int
// CHECK-NEXT:    %[[TWO:.*]] = prim.Constant {value = 2} : int
// CHECK-NEXT:    %[[S:.*]] = prim.ListConstruct(%c2, %c3, %fr, %nf, %[[TWO]]) : list<int>
// CHECK-NEXT:    %zz = aten.reshape(%z, %[[S]]) : tensor<[2, 3, ?, ?, 2], f32>
// CHECK-NEXT:    aten.mul.Tensor(%zz, %zz)
// CHECK:         %a = aten.sqrt
graph @reshape(%x: tensor<[2, 3, t], f32>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %m1 = prim.Constant {value = -1} : int
  %m2 = prim.Constant {value = -2} : int
  %c6 = prim.Constant {value = 6} : int
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = 3} : int
  %t0 = aten.size.int(%x, %m1) : int
  %s0 = prim.ListConstruct(%c6, %t0) : list<int>
  %flat = aten.reshape(%x, %s0) : tensor<[6, t], f32>
  %z = aten.stft(%flat, %n, %none, %none, %none, %f, %t, %t) : tensor<[?, ?, ?], c64>
  %fr = aten.size.int(%z, %m2) : int
  %nf = aten.size.int(%z, %m1) : int
  %s1 = prim.ListConstruct(%c2, %c3, %fr, %nf) : list<int>
  %zz = aten.reshape(%z, %s1) : tensor<[2, 3, ?, ?], c64>
  %a = aten.abs(%zz) : tensor<*, ?>
  return %a
}

// -----

// return_complex=False is already real: nothing changes.
// CHECK-LABEL: graph @real_stft
// CHECK:         %v = aten.stft(%x, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %f, %t, %f) : tensor<*, ?>
// CHECK-NEXT:    return %v
graph @real_stft(%x: tensor<[b, t], f32>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %v = aten.stft(%x, %n, %none, %none, %none, %f, %t, %f) : tensor<*, ?>
  return %v
}
