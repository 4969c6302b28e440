// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=9}' | FileCheck %s --check-prefixes=CHECK,O9
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=10}' | FileCheck %s --check-prefixes=CHECK,O10
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=11}' | FileCheck %s --check-prefixes=CHECK,O11
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=13}' | FileCheck %s --check-prefixes=CHECK,O13
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=14}' | FileCheck %s --check-prefixes=CHECK,O14
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=17}' | FileCheck %s --check-prefixes=CHECK,O14
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=18}' | FileCheck %s --check-prefixes=CHECK,O18
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=21}' | FileCheck %s --check-prefixes=CHECK,O18

// Unary math is one ONNX op of the same dtype at every opset. Multi-op
// forms of halves compute in f32 and round once, as ATen's opmath does;
// sign(NaN) is 0 in ATen, NaN in ONNX; trunc is Ceil or Floor by sign.

// CHECK-LABEL: graph @float_unary
// CHECK:       onnx.Exp(%x) : tensor<[n, 4], f32>
// CHECK:       onnx.Atanh(%h) : tensor<[n, 4], f16>
// CHECK:       %[[H:.*]] = onnx.Cast(%h) {to = 1} : tensor<[n, 4], f32>
// CHECK:       %[[S:.*]] = onnx.Sqrt(%[[H]])
// CHECK:       %[[R:.*]] = onnx.Reciprocal(%[[S]])
// CHECK:       onnx.Cast(%[[R]]) {to = 10} : tensor<[n, 4], f16>
// CHECK:       %[[SIGN:.*]] = onnx.Sign(%x)
// CHECK:       %[[Z:.*]] = onnx.Constant {value = dense<tensor<[], f32>, [0.0]>}
// CHECK:       %[[NAN:.*]] = onnx.IsNaN(%x)
// CHECK:       onnx.Where(%[[NAN]], %[[Z]], %[[SIGN]]) : tensor<[n, 4], f32>
// CHECK:       %[[F:.*]] = onnx.Floor(%x)
// CHECK:       %[[C:.*]] = onnx.Ceil(%x)
// CHECK:       %[[NEG:.*]] = onnx.Less(%x, %{{.*}})
// CHECK:       onnx.Where(%[[NEG]], %[[C]], %[[F]]) : tensor<[n, 4], f32>
graph @float_unary(%x: tensor<[n, 4], f32>, %h: tensor<[n, 4], f16>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.exp(%x) : tensor<*, ?>
  %1 = core.atanh(%h) : tensor<*, ?>
  %2 = core.rsqrt(%h) : tensor<*, ?>
  %3 = core.sign(%x) : tensor<*, ?>
  %4 = core.trunc(%x) : tensor<*, ?>
  return %0, %1, %2, %3, %4
}

// -----

// round: Round (11) rounds halves to even like torch.round; before it,
// floor(x) + 1 where x - floor(x) > 0.5, or >= 0.5 and floor(x) is odd.

// CHECK-LABEL: graph @round
// O9:          %[[F:.*]] = onnx.Floor(%x)
// O9:          %[[D:.*]] = onnx.Sub(%x, %[[F]])
// O9:          %[[HF:.*]] = onnx.Floor
// O9:          %[[REM:.*]] = onnx.Sub(%[[F]], %{{.*}})
// O9:          %[[ODD:.*]] = onnx.Greater(%[[REM]], %{{.*}})
// O9:          %[[ABOVE:.*]] = onnx.Greater(%[[D]], %{{.*}})
// O9:          %[[BELOW:.*]] = onnx.Less(%[[D]], %{{.*}})
// O9:          %[[AT:.*]] = onnx.Not(%[[BELOW]])
// O9:          %[[TIE:.*]] = onnx.And(%[[ODD]], %[[AT]])
// O9:          %[[UP:.*]] = onnx.Or(%[[ABOVE]], %[[TIE]])
// O9:          %[[F1:.*]] = onnx.Add(%[[F]], %{{.*}})
// O9:          onnx.Where(%[[UP]], %[[F1]], %[[F]]) : tensor<[3], f32>
// O9-NOT:      onnx.Round
// O10-NOT:     onnx.Round
// O11:         onnx.Round(%x) : tensor<[3], f32>
// O13:         onnx.Round(%x) : tensor<[3], f32>
graph @round(%x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %0 = core.round(%x) : tensor<*, ?>
  return %0
}

// -----

// isinf: IsInf from opset 10 (f16 exactly through f32); before,
// |x| > the largest finite value.

// CHECK-LABEL: graph @isinf
// O9:          %[[A:.*]] = onnx.Abs(%x) : tensor<[3], f32>
// O9:          onnx.Greater(%[[A]], %{{.*}}) : tensor<[3], bool>
// O10:         onnx.IsInf(%x) : tensor<[3], bool>
// O10:         %[[H:.*]] = onnx.Cast(%h) {to = 1}
// O10:         onnx.IsInf(%[[H]]) : tensor<[3], bool>
// O18:         onnx.IsInf(%x) : tensor<[3], bool>
graph @isinf(%x: tensor<[3], f32>, %h: tensor<[3], f16>) -> (tensor<*, ?>, tensor<*, ?>) {
  %0 = core.isinf(%x) : tensor<*, ?>
  %1 = core.isinf(%h) : tensor<*, ?>
  return %0, %1
}

// -----

// log1p and expm1 keep the low bits of small x (Goldberg's and Kahan's
// corrections where |x| < 1).

// CHECK-LABEL: graph @log1p
// CHECK:       %[[ONE:.*]] = onnx.Constant {value = dense<tensor<[], f64>, [1.0]>}
// CHECK:       %[[U:.*]] = onnx.Add(%x, %[[ONE]])
// CHECK:       %[[LG:.*]] = onnx.Log(%[[U]])
// CHECK:       %[[D:.*]] = onnx.Sub(%[[U]], %[[ONE]])
// CHECK:       %[[Q:.*]] = onnx.Div(%x, %[[D]])
// CHECK:       %[[M:.*]] = onnx.Mul(%[[LG]], %[[Q]])
// O11:         %[[EQ:.*]] = onnx.Equal(%[[D]], %{{.*}})
// O11:         %[[SMALL:.*]] = onnx.Where(%[[EQ]], %x, %[[M]])
// O11:         %[[ABS:.*]] = onnx.Abs(%x)
// O11:         %[[LT:.*]] = onnx.Less(%[[ABS]], %[[ONE]])
// O11:         onnx.Where(%[[LT]], %[[SMALL]], %[[LG]]) : tensor<[3], f64>
// CHECK:       %[[E:.*]] = onnx.Exp(%x)
// CHECK:       onnx.Log(%[[E]])
graph @log1p(%x: tensor<[3], f64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %0 = core.log1p(%x) : tensor<*, ?>
  %1 = core.expm1(%x) : tensor<*, ?>
  return %0, %1
}

// -----

// relu: Relu on floats; on integers Relu-14 takes i8/i32 in ONNX Runtime,
// every other integer (and all before 14) is x < 0 ? 0 : x.

// CHECK-LABEL: graph @relu
// CHECK:       onnx.Relu(%x) : tensor<[3], f32>
// O13:         %[[Z:.*]] = onnx.Constant {value = dense<tensor<[], i32>, [0]>}
// O13:         %[[LT:.*]] = onnx.Less(%i, %[[Z]])
// O13:         onnx.Where(%[[LT]], %[[Z]], %i) : tensor<[3], i32>
// O14:         onnx.Relu(%i) : tensor<[3], i32>
// O14:         %[[LT:.*]] = onnx.Less(%j, %{{.*}})
// O14:         onnx.Where(%[[LT]], %{{.*}}, %j) : tensor<[3], i64>
graph @relu(%x: tensor<[3], f32>, %i: tensor<[3], i32>, %j: tensor<[3], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.relu(%x) : tensor<*, ?>
  %1 = core.relu(%i) : tensor<*, ?>
  %2 = core.relu(%j) : tensor<*, ?>
  return %0, %1, %2
}

// -----

// Narrow integers go through i64 where ONNX Runtime lacks them; the cast
// back wraps as ATen's arithmetic does. bitwise_not is BitwiseNot from 18,
// (0 - x) - 1 before.

// CHECK-LABEL: graph @narrow_ints
// CHECK:       onnx.Neg(%s) : tensor<[3], i8>
// CHECK:       %[[W:.*]] = onnx.Cast(%u) {to = 7} : tensor<[3], i64>
// CHECK:       %[[N:.*]] = onnx.Neg(%[[W]])
// CHECK:       onnx.Cast(%[[N]]) {to = 2} : tensor<[3], u8>
// O14:         %[[X:.*]] = onnx.Cast(%s) {to = 7}
// O14:         %[[Z:.*]] = onnx.Constant {value = dense<tensor<[], i64>, [0]>}
// O14:         %[[NEG:.*]] = onnx.Sub(%[[Z]], %[[X]])
// O14:         %[[ONE:.*]] = onnx.Constant {value = dense<tensor<[], i64>, [1]>}
// O14:         %[[NOT:.*]] = onnx.Sub(%[[NEG]], %[[ONE]])
// O14:         onnx.Cast(%[[NOT]]) {to = 3} : tensor<[3], i8>
// O18:         onnx.BitwiseNot(%s) : tensor<[3], i8>
// CHECK:       onnx.Not(%b) : tensor<[3], bool>
graph @narrow_ints(%s: tensor<[3], i8>, %u: tensor<[3], u8>, %b: tensor<[3], bool>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.neg(%s) : tensor<*, ?>
  %1 = core.neg(%u) : tensor<*, ?>
  %2 = core.bitwise_not(%s) : tensor<*, ?>
  %3 = core.logical_not(%b) : tensor<*, ?>
  return %0, %1, %2, %3
}
