// RUN: onnx-opt %s --split-input-file --pass-pipeline='realify-complex,decompose,dce,lower-to-onnx{opset=11}' | FileCheck %s --check-prefixes=CHECK,OPSET11
// RUN: onnx-opt %s --split-input-file --pass-pipeline='realify-complex,decompose,dce,lower-to-onnx{opset=17}' | FileCheck %s --check-prefixes=CHECK,OPSET17

// stft's decomposition (Spectral.cpp) lowered: the same Pad, Conv,
// Reshape, Transpose at opset 11 (below ONNX's DFT and STFT) and 17, the
// frame count symbolic in t; abs of the complex result is the norm of the
// trailing pair (realify-complex).

// CHECK-LABEL: graph @stft_center_abs
// CHECK-SAME:    -> (tensor<[b, 9, t floordiv 4 + 1], f32>)
// CHECK:         %[[K:.*]] = onnx.Constant {{.*}} : tensor<[18, 1, 16], f32>
// OPSET11:       %[[X:.*]] = onnx.Unsqueeze(%x) {axes = [1]} : tensor<[b, 1, t], f32>
// OPSET17:       %[[X:.*]] = onnx.Unsqueeze(%x, %{{.*}}) : tensor<[b, 1, t], f32>
// CHECK:         %[[P:.*]] = onnx.Pad(%[[X]], %{{.*}}) {mode = "reflect"}
// CHECK-NEXT:    %[[C:.*]] = onnx.Conv(%[[P]], %[[K]]) {dilations = [1], group = 1, pads = [0, 0], strides = [4]} : tensor<[b, 18, ?], f32>
// CHECK:         %[[R:.*]] = onnx.Reshape(%[[C]], %{{.*}}) : tensor<[b, 9, 2, ?], f32>
// CHECK-NEXT:    %z = onnx.Transpose(%[[R]]) {perm = [0, 1, 3, 2]} : tensor<[b, 9, ?, 2], f32>
// CHECK-NEXT:    %[[SQ:.*]] = onnx.Mul(%z, %z)
// CHECK:         %[[S:.*]] = onnx.ReduceSum(%[[SQ]]
// CHECK-NEXT:    %a = onnx.Sqrt(%[[S]]) : tensor<[b, 9, t floordiv 4 + 1], f32>
graph @stft_center_abs(%x: tensor<[b, t], f32>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %hop = prim.Constant {value = 4} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %reflect = prim.Constant {value = "reflect"} : str
  %z = aten.stft.center(%x, %n, %hop, %none, %none, %t, %reflect, %f, %t, %t) : tensor<[?, ?, ?], c64>
  %a = aten.abs(%z) : tensor<*, ?>
  return %a
}
