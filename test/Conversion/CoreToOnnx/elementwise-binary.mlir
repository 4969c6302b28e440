// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=9}' | FileCheck %s --check-prefixes=CHECK,O9
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=10}' | FileCheck %s --check-prefixes=CHECK,O10
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=11}' | FileCheck %s --check-prefixes=CHECK,O11
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=12}' | FileCheck %s --check-prefixes=CHECK,O12
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=17}' | FileCheck %s --check-prefixes=CHECK,O12
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=18}' | FileCheck %s --check-prefixes=CHECK,O12
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=21}' | FileCheck %s --check-prefixes=CHECK,O12

// Arithmetic broadcasts as ONNX does; int8 goes through i64 (ONNX
// Runtime has no int8 Add), bool + is or and bool * is and.

// CHECK-LABEL: graph @arith
// CHECK:       onnx.Add(%x, %y) : tensor<[n, 3], f32>
// CHECK:       %[[S:.*]] = onnx.Cast(%s) {to = 7} : tensor<[3], i64>
// CHECK-NEXT:  %[[A:.*]] = onnx.Add(%[[S]], %[[S]])
// CHECK-NEXT:  onnx.Cast(%[[A]]) {to = 3} : tensor<[3], i8>
// CHECK:       onnx.Or(%b, %b) : tensor<[3], bool>
// CHECK:       onnx.And(%b, %b) : tensor<[3], bool>
// CHECK:       onnx.Div(%x, %y) : tensor<[n, 3], f32>
graph @arith(%x: tensor<[n, 3], f32>, %y: tensor<[3], f32>, %s: tensor<[3], i8>, %b: tensor<[3], bool>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.add(%x, %y) : tensor<*, ?>
  %1 = core.add(%s, %s) : tensor<*, ?>
  %2 = core.add(%b, %b) : tensor<*, ?>
  %3 = core.mul(%b, %b) : tensor<*, ?>
  %4 = core.div(%x, %y) : tensor<*, ?>
  return %0, %1, %2, %3, %4
}

// -----

// Python's floor division and remainder of floats: Mod (10) gives fmod,
// from which ATen's div_floor_floating and remainder follow exactly; at
// opset 9 floor(a / b) and a - floor(a / b) * b.

// CHECK-LABEL: graph @float_divmod
// O9:          %[[Q:.*]] = onnx.Div(%x, %y)
// O9-NEXT:     onnx.Floor(%[[Q]]) : tensor<[n, 3], f32>
// O9-NOT:      onnx.Mod
// O10:         %[[M:.*]] = onnx.Mod(%x, %y) {fmod = 1}
// O10:         %[[D:.*]] = onnx.Sub(%x, %[[M]])
// O10:         %[[Q:.*]] = onnx.Div(%[[D]], %y)
// O10:         %[[FIX:.*]] = onnx.Or
// O10:         %[[Q2:.*]] = onnx.Where(%[[FIX]], %{{.*}}, %[[Q]])
// O10:         %[[FL:.*]] = onnx.Floor(%[[Q2]])
// O10:         %[[UP:.*]] = onnx.Greater(%{{.*}}, %{{.*}})
// O10:         %[[R:.*]] = onnx.Where(%[[UP]], %{{.*}}, %[[FL]])
// O10:         %[[DIV0:.*]] = onnx.Div(%x, %y)
// O10:         onnx.Where(%{{.*}}, %[[DIV0]], %[[R]]) : tensor<[n, 3], f32>
// O10:         %[[M2:.*]] = onnx.Mod(%x, %y) {fmod = 1}
// O10:         %[[PLUS:.*]] = onnx.Add(%[[M2]], %y)
// O10:         onnx.Where(%{{.*}}, %[[PLUS]], %[[M2]]) : tensor<[n, 3], f32>
// O10:         onnx.Mod(%x, %y) {fmod = 1} : tensor<[n, 3], f32>
// O12:         onnx.Equal(%y, %{{.*}})
graph @float_divmod(%x: tensor<[n, 3], f32>, %y: tensor<[3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.floordiv(%x, %y) : tensor<*, ?>
  %1 = core.remainder(%x, %y) : tensor<*, ?>
  %2 = core.fmod(%x, %y) : tensor<*, ?>
  return %0, %1, %2
}

// -----

// Integers: Div truncates, so floordiv subtracts 1 where the remainder and
// b differ in sign; Mod with fmod = 0 is Python's remainder (opset 10),
// before it the same correction on a - (a / b) * b.

// CHECK-LABEL: graph @int_divmod
// CHECK:       %[[Q:.*]] = onnx.Div(%a, %b) : tensor<[3], i32>
// CHECK:       %[[P:.*]] = onnx.Mul(%[[Q]], %b)
// CHECK:       %[[R:.*]] = onnx.Sub(%a, %[[P]])
// CHECK:       %[[Q1:.*]] = onnx.Sub(%[[Q]], %{{.*}})
// CHECK:       %[[RN:.*]] = onnx.Less(%[[R]], %[[Z:.*]])
// CHECK:       %[[BP:.*]] = onnx.Greater(%b, %[[Z]])
// CHECK:       %[[RP:.*]] = onnx.Greater(%[[R]], %[[Z]])
// CHECK:       %[[BN:.*]] = onnx.Less(%b, %[[Z]])
// CHECK:       %[[F1:.*]] = onnx.And(%[[RN]], %[[BP]])
// CHECK:       %[[F2:.*]] = onnx.And(%[[RP]], %[[BN]])
// CHECK:       %[[FIX:.*]] = onnx.Or(%[[F1]], %[[F2]])
// CHECK:       onnx.Where(%[[FIX]], %[[Q1]], %[[Q]]) : tensor<[3], i32>
// O9:          onnx.Div(%a, %b)
// O9:          onnx.Where
// O9-NOT:      onnx.Mod
// O10:         onnx.Mod(%a, %b) {fmod = 0} : tensor<[3], i32>
// O10:         onnx.Mod(%a, %b) {fmod = 1} : tensor<[3], i32>
graph @int_divmod(%a: tensor<[3], i32>, %b: tensor<[3], i32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.floordiv(%a, %b) : tensor<*, ?>
  %1 = core.remainder(%a, %b) : tensor<*, ?>
  %2 = core.fmod(%a, %b) : tensor<*, ?>
  return %0, %1, %2
}

// -----

// pow: Pow takes integers from 12; before, i32 goes through f64 (exact for
// every result that fits).

// CHECK-LABEL: graph @pow
// CHECK:       onnx.Pow(%x, %x) : tensor<[3], f32>
// O9:          %[[A:.*]] = onnx.Cast(%i) {to = 11} : tensor<[3], f64>
// O9-NEXT:     %[[P:.*]] = onnx.Pow(%[[A]], %[[A]])
// O9-NEXT:     onnx.Cast(%[[P]]) {to = 6} : tensor<[3], i32>
// O12:         onnx.Pow(%i, %i) : tensor<[3], i32>
graph @pow(%x: tensor<[3], f32>, %i: tensor<[3], i32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %0 = core.pow(%x, %x) : tensor<*, ?>
  %1 = core.pow(%i, %i) : tensor<*, ?>
  return %0, %1
}

// -----

// maximum / minimum propagate NaN (torch.maximum), which ONNX leaves to
// the implementation: NaN in either gives a + b. Integers before Max-12:
// a < b ? b : a.

// CHECK-LABEL: graph @extremum
// CHECK:       %[[M:.*]] = onnx.Max(%x, %y) : tensor<[n, 3], f32>
// CHECK:       %[[NX:.*]] = onnx.IsNaN(%x)
// CHECK:       %[[NY:.*]] = onnx.IsNaN(%y)
// CHECK:       %[[N:.*]] = onnx.Or(%[[NX]], %[[NY]])
// CHECK:       %[[S:.*]] = onnx.Add(%x, %y)
// CHECK:       onnx.Where(%[[N]], %[[S]], %[[M]]) : tensor<[n, 3], f32>
// O11:         %[[LT:.*]] = onnx.Less(%i, %j)
// O11:         onnx.Where(%[[LT]], %i, %j) : tensor<[3], i64>
// O12:         onnx.Min(%i, %j) : tensor<[3], i64>
// CHECK:       onnx.Or(%b, %b) : tensor<[3], bool>
graph @extremum(%x: tensor<[n, 3], f32>, %y: tensor<[3], f32>, %i: tensor<[3], i64>, %j: tensor<[3], i64>, %b: tensor<[3], bool>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.maximum(%x, %y) : tensor<*, ?>
  %1 = core.minimum(%i, %j) : tensor<*, ?>
  %2 = core.maximum(%b, %b) : tensor<*, ?>
  return %0, %1, %2
}

// -----

// Comparisons: Equal takes floats from 11 (before: neither < nor > and
// no NaN); LessOrEqual / GreaterOrEqual from 12 (before: not >, and no
// NaN for floats); u8 through i64 (no ORT kernel).

// CHECK-LABEL: graph @compare
// O9:          %[[LT:.*]] = onnx.Less(%x, %y)
// O9:          %[[GT:.*]] = onnx.Greater(%x, %y)
// O9:          %[[OR:.*]] = onnx.Or(%[[LT]], %[[GT]])
// O9:          %[[NX:.*]] = onnx.IsNaN(%x)
// O9:          %[[NY:.*]] = onnx.IsNaN(%y)
// O9:          %[[N:.*]] = onnx.Or(%[[NX]], %[[NY]])
// O9:          %[[NE:.*]] = onnx.Or(%[[OR]], %[[N]])
// O9:          %[[EQ:.*]] = onnx.Not(%[[NE]])
// O9:          onnx.Not(%[[EQ]]) : tensor<[n, 3], bool>
// O11:         %[[EQ:.*]] = onnx.Equal(%x, %y) : tensor<[n, 3], bool>
// O11:         onnx.Not(%[[EQ]]) : tensor<[n, 3], bool>
// O11:         %[[G:.*]] = onnx.Greater(%x, %y)
// O11:         %[[GN:.*]] = onnx.Or(%[[G]], %{{.*}})
// O11:         onnx.Not(%[[GN]]) : tensor<[n, 3], bool>
// O12:         onnx.LessOrEqual(%x, %y) : tensor<[n, 3], bool>
// O11:         %[[L:.*]] = onnx.Less(%i, %i)
// O11-NEXT:    onnx.Not(%[[L]]) : tensor<[3], bool>
// O12:         onnx.GreaterOrEqual(%i, %i) : tensor<[3], bool>
// CHECK:       %[[U:.*]] = onnx.Cast(%u) {to = 7} : tensor<[3], i64>
// CHECK-NEXT:  onnx.Less(%[[U]], %[[U]]) : tensor<[3], bool>
// CHECK:       onnx.Equal(%b, %b) : tensor<[3], bool>
graph @compare(%x: tensor<[n, 3], f32>, %y: tensor<[3], f32>, %i: tensor<[3], i32>, %u: tensor<[3], u8>, %b: tensor<[3], bool>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.ne(%x, %y) : tensor<*, ?>
  %1 = core.le(%x, %y) : tensor<*, ?>
  %2 = core.ge(%i, %i) : tensor<*, ?>
  %3 = core.lt(%u, %u) : tensor<*, ?>
  %4 = core.eq(%b, %b) : tensor<*, ?>
  return %0, %1, %2, %3, %4
}

// -----

// Logic on bools is And / Or / Xor at every opset; bitwise ops on integers
// are BitwiseAnd/Or/Xor (18).

// CHECK-LABEL: graph @logic
// CHECK:       onnx.Xor(%b, %c) : tensor<[3], bool>
// CHECK:       onnx.And(%b, %c) : tensor<[3], bool>
graph @logic(%b: tensor<[3], bool>, %c: tensor<[3], bool>) -> (tensor<*, ?>, tensor<*, ?>) {
  %0 = core.logical_xor(%b, %c) : tensor<*, ?>
  %1 = core.bitwise_and(%b, %c) : tensor<*, ?>
  return %0, %1
}
