// RUN: onnx-opt %s | FileCheck %s

// The elementwise core ops in their generic form with declared types,
// which the verifier checks against the shape functions (bool results
// for comparisons, isnan and isinf; broadcasting of [b, 1] with [4]).

// CHECK-LABEL: graph @elementwise
// CHECK: core.exp(
// CHECK: core.log(
// CHECK: core.log1p(
// CHECK: core.expm1(
// CHECK: core.sqrt(
// CHECK: core.rsqrt(
// CHECK: core.reciprocal(
// CHECK: core.sin(
// CHECK: core.cos(
// CHECK: core.tan(
// CHECK: core.asin(
// CHECK: core.acos(
// CHECK: core.atan(
// CHECK: core.sinh(
// CHECK: core.cosh(
// CHECK: core.tanh(
// CHECK: core.asinh(
// CHECK: core.acosh(
// CHECK: core.atanh(
// CHECK: core.erf(
// CHECK: core.floor(
// CHECK: core.ceil(
// CHECK: core.round(
// CHECK: core.trunc(
// CHECK: core.sigmoid(
// CHECK: core.silu(
// CHECK: core.hardswish(
// CHECK: core.hardsigmoid(
// CHECK: core.mish(
// CHECK: core.selu(
// CHECK: core.log_sigmoid(
// CHECK: core.gelu(
// CHECK: core.softplus(
// CHECK: core.elu(
// CHECK: core.celu(
// CHECK: core.leaky_relu(
// CHECK: core.neg(
// CHECK: core.abs(
// CHECK: core.sign(
// CHECK: core.relu(
// CHECK: core.isnan(
// CHECK: core.isinf(
// CHECK: core.logical_not(
// CHECK: core.bitwise_not(
// CHECK: core.add(
// CHECK: core.sub(
// CHECK: core.mul(
// CHECK: core.floordiv(
// CHECK: core.remainder(
// CHECK: core.fmod(
// CHECK: core.pow(
// CHECK: core.maximum(
// CHECK: core.minimum(
// CHECK: core.div(
// CHECK: core.atan2(
// CHECK: core.bitwise_and(
// CHECK: core.bitwise_or(
// CHECK: core.bitwise_xor(
// CHECK: core.logical_and(
// CHECK: core.logical_or(
// CHECK: core.logical_xor(
// CHECK: core.eq(
// CHECK: core.ne(
// CHECK: core.lt(
// CHECK: core.le(
// CHECK: core.gt(
// CHECK: core.ge(
// CHECK: core.where(
// CHECK: core.clamp(
// CHECK: core.cast(
graph @elementwise(%x: tensor<[b, 4], f32>, %y: tensor<[4], f32>, %i: tensor<[b, 4], i64>, %j: tensor<[b, 1], i64>, %m: tensor<[b, 4], bool>, %mm: tensor<[], bool>, %none: none) -> () {
  %0 = core.exp(%x) : tensor<[b, 4], f32>
  %1 = core.log(%x) : tensor<[b, 4], f32>
  %2 = core.log1p(%x) : tensor<[b, 4], f32>
  %3 = core.expm1(%x) : tensor<[b, 4], f32>
  %4 = core.sqrt(%x) : tensor<[b, 4], f32>
  %5 = core.rsqrt(%x) : tensor<[b, 4], f32>
  %6 = core.reciprocal(%x) : tensor<[b, 4], f32>
  %7 = core.sin(%x) : tensor<[b, 4], f32>
  %8 = core.cos(%x) : tensor<[b, 4], f32>
  %9 = core.tan(%x) : tensor<[b, 4], f32>
  %10 = core.asin(%x) : tensor<[b, 4], f32>
  %11 = core.acos(%x) : tensor<[b, 4], f32>
  %12 = core.atan(%x) : tensor<[b, 4], f32>
  %13 = core.sinh(%x) : tensor<[b, 4], f32>
  %14 = core.cosh(%x) : tensor<[b, 4], f32>
  %15 = core.tanh(%x) : tensor<[b, 4], f32>
  %16 = core.asinh(%x) : tensor<[b, 4], f32>
  %17 = core.acosh(%x) : tensor<[b, 4], f32>
  %18 = core.atanh(%x) : tensor<[b, 4], f32>
  %19 = core.erf(%x) : tensor<[b, 4], f32>
  %20 = core.floor(%x) : tensor<[b, 4], f32>
  %21 = core.ceil(%x) : tensor<[b, 4], f32>
  %22 = core.round(%x) : tensor<[b, 4], f32>
  %23 = core.trunc(%x) : tensor<[b, 4], f32>
  %24 = core.sigmoid(%x) : tensor<[b, 4], f32>
  %25 = core.silu(%x) : tensor<[b, 4], f32>
  %26 = core.hardswish(%x) : tensor<[b, 4], f32>
  %27 = core.hardsigmoid(%x) : tensor<[b, 4], f32>
  %28 = core.mish(%x) : tensor<[b, 4], f32>
  %29 = core.selu(%x) : tensor<[b, 4], f32>
  %30 = core.log_sigmoid(%x) : tensor<[b, 4], f32>
  %31 = core.gelu(%x) {approximate = "tanh"} : tensor<[b, 4], f32>
  %32 = core.softplus(%x) {beta = 2.0, threshold = 10.0} : tensor<[b, 4], f32>
  %33 = core.elu(%x) {alpha = 0.5} : tensor<[b, 4], f32>
  %34 = core.celu(%x) {alpha = 2.0} : tensor<[b, 4], f32>
  %35 = core.leaky_relu(%x) {negative_slope = 0.2} : tensor<[b, 4], f32>
  %36 = core.neg(%i) : tensor<[b, 4], i64>
  %37 = core.abs(%i) : tensor<[b, 4], i64>
  %38 = core.sign(%i) : tensor<[b, 4], i64>
  %39 = core.relu(%i) : tensor<[b, 4], i64>
  %40 = core.isnan(%x) : tensor<[b, 4], bool>
  %41 = core.isinf(%x) : tensor<[b, 4], bool>
  %42 = core.logical_not(%m) : tensor<[b, 4], bool>
  %43 = core.bitwise_not(%i) : tensor<[b, 4], i64>
  %44 = core.add(%i, %j) : tensor<[b, 4], i64>
  %45 = core.sub(%i, %j) : tensor<[b, 4], i64>
  %46 = core.mul(%i, %j) : tensor<[b, 4], i64>
  %47 = core.floordiv(%i, %j) : tensor<[b, 4], i64>
  %48 = core.remainder(%i, %j) : tensor<[b, 4], i64>
  %49 = core.fmod(%i, %j) : tensor<[b, 4], i64>
  %50 = core.pow(%i, %j) : tensor<[b, 4], i64>
  %51 = core.maximum(%i, %j) : tensor<[b, 4], i64>
  %52 = core.minimum(%i, %j) : tensor<[b, 4], i64>
  %53 = core.div(%x, %y) : tensor<[b, 4], f32>
  %54 = core.atan2(%x, %y) : tensor<[b, 4], f32>
  %55 = core.bitwise_and(%i, %j) : tensor<[b, 4], i64>
  %56 = core.bitwise_or(%i, %j) : tensor<[b, 4], i64>
  %57 = core.bitwise_xor(%i, %j) : tensor<[b, 4], i64>
  %58 = core.logical_and(%m, %mm) : tensor<[b, 4], bool>
  %59 = core.logical_or(%m, %mm) : tensor<[b, 4], bool>
  %60 = core.logical_xor(%m, %mm) : tensor<[b, 4], bool>
  %61 = core.eq(%x, %y) : tensor<[b, 4], bool>
  %62 = core.ne(%x, %y) : tensor<[b, 4], bool>
  %63 = core.lt(%x, %y) : tensor<[b, 4], bool>
  %64 = core.le(%x, %y) : tensor<[b, 4], bool>
  %65 = core.gt(%x, %y) : tensor<[b, 4], bool>
  %66 = core.ge(%x, %y) : tensor<[b, 4], bool>
  %67 = core.where(%m, %x, %y) : tensor<[b, 4], f32>
  %68 = core.clamp(%x, %y, %none) : tensor<[b, 4], f32>
  %69 = core.cast(%x) {dtype = f16} : tensor<[b, 4], f16>
  return
}
