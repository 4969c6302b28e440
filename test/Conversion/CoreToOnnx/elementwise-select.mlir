// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=9}' | FileCheck %s --check-prefixes=CHECK,O9,B12
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=11}' | FileCheck %s --check-prefixes=CHECK,O11,B12
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=12}' | FileCheck %s --check-prefixes=CHECK,O11,O12
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=17}' | FileCheck %s --check-prefixes=CHECK,O11,O12
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=21}' | FileCheck %s --check-prefixes=CHECK,O11,O12

// clamp: Clip-6 holds constant float bounds as attributes (an absent one
// is -inf / +inf, not Clip's -FLT_MAX / FLT_MAX default); Clip-11 takes
// 0-d inputs (an absent min is an empty slot), Clip-12 integers too;
// bounds that are not scalars are NaN-propagating Max / Min.

// CHECK-LABEL: graph @clamp
// O9:          onnx.Clip(%x) {max = 6.0, min = 0.0} : tensor<[n, 3], f32>
// O9:          onnx.Min(%x, %lo) : tensor<[n, 3], f32>
// O11:         onnx.Clip(%x, %c0, %c6) : tensor<[n, 3], f32>
// O11:         %[[NONE:.*]] = onnx.none : none
// O11:         onnx.Clip(%x, %[[NONE]], %lo) : tensor<[n, 3], f32>
// CHECK:       %[[MAX:.*]] = onnx.Max(%x, %lo)
// CHECK:       %[[LO:.*]] = onnx.Where(%{{.*}}, %{{.*}}, %[[MAX]])
// CHECK:       %[[MIN:.*]] = onnx.Min(%[[LO]], %hi)
// CHECK:       onnx.Where(%{{.*}}, %{{.*}}, %[[MIN]]) : tensor<[n, 3], f32>
// O9:          %[[LT:.*]] = onnx.Less(%i, %j)
// O9:          onnx.Where(%[[LT]], %j, %i) : tensor<[3], i32>
// O12:         onnx.Clip(%i, %j) : tensor<[3], i32>
graph @clamp(%x: tensor<[n, 3], f32>, %lo: tensor<[], f32>, %hi: tensor<[3], f32>, %i: tensor<[3], i32>, %j: tensor<[], i32>, %n: none) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c0 = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
  %c6 = core.constant {value = dense<tensor<[], f32>, [6.0]>} : tensor<[], f32>
  %0 = core.clamp(%x, %c0, %c6) : tensor<*, ?>
  %1 = core.clamp(%x, %n, %lo) : tensor<*, ?>
  %2 = core.clamp(%x, %lo, %hi) : tensor<*, ?>
  %3 = core.clamp(%i, %j, %n) : tensor<*, ?>
  return %0, %1, %2, %3
}

// -----

// clamp of f64 before Clip-12 (ONNX Runtime has no f64 Clip-6/11) is
// Max / Min; from 12 Clip.

// CHECK-LABEL: graph @clamp_f64
// B12:         onnx.Max(%d, %{{.*}})
// O12:         onnx.Clip(%d, %{{.*}}, %{{.*}}) : tensor<[3], f64>
graph @clamp_f64(%d: tensor<[3], f64>) -> (tensor<*, ?>) {
  %lo = core.constant {value = dense<tensor<[], f64>, [-1.0]>} : tensor<[], f64>
  %hi = core.constant {value = dense<tensor<[], f64>, [1.0]>} : tensor<[], f64>
  %0 = core.clamp(%d, %lo, %hi) : tensor<*, ?>
  return %0
}

// -----

// where: Where, with bool (and int8) operands through i64 (ONNX Runtime's
// Where has neither). cast: Cast truncates floats toward 0 as ATen does.

// CHECK-LABEL: graph @where_cast
// CHECK:       onnx.Where(%b, %x, %x) : tensor<[3], f32>
// CHECK:       %[[B:.*]] = onnx.Cast(%b) {to = 7} : tensor<[3], i64>
// CHECK-NEXT:  %[[W:.*]] = onnx.Where(%b, %[[B]], %[[B]])
// CHECK-NEXT:  onnx.Cast(%[[W]]) {to = 9} : tensor<[3], bool>
// CHECK:       onnx.Cast(%x) {to = 6} : tensor<[3], i32>
// CHECK:       onnx.Identity(%x) : tensor<[3], f32>
graph @where_cast(%b: tensor<[3], bool>, %x: tensor<[3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.where(%b, %x, %x) : tensor<*, ?>
  %1 = core.where(%b, %b, %b) : tensor<*, ?>
  %2 = core.cast(%x) {dtype = i32} : tensor<*, ?>
  %3 = core.cast(%x) {dtype = f32} : tensor<*, ?>
  return %0, %1, %2, %3
}
