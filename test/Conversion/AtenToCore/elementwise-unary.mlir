// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// Unary math: the core op of the same name; integer inputs of float ops cast to f32, rounding an integer is the identity; in-place forms become functional when their input is dead.

// CHECK-LABEL: graph @abs_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @abs_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @abs_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @abs_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.abs_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @neg_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.neg(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @neg_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.neg(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @neg_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.neg(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @neg_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.neg_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @sign_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.sign(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @sign_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.sign(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @sign_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.sign(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @sign_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.sign_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @exp_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.exp(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @exp_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.exp(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @exp_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.exp(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @exp_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.exp_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @log_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.log(%[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @log_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.log(%v1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @log_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.log(%[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @log_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.log_(%v3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @log1p_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.log1p(%[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @log1p_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.log1p(%v1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @log1p_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.log1p(%[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @log1p_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.log1p_(%v3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @expm1_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.expm1(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @expm1_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.expm1(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @expm1_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.expm1(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @expm1_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.expm1_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @sqrt_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.sqrt(%[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @sqrt_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.sqrt(%v1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @sqrt_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.sqrt(%[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @sqrt_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.sqrt_(%v3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @rsqrt_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.rsqrt(%[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @rsqrt_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.rsqrt(%v1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @rsqrt_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.rsqrt(%[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @rsqrt_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.rsqrt_(%v3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @reciprocal_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.reciprocal(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @reciprocal_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.reciprocal(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @reciprocal_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.reciprocal(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @reciprocal_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.reciprocal_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @sin_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.sin(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @sin_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.sin(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @sin_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.sin(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @sin_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.sin_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @cos_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cos(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @cos_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.cos(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @cos_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cos(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @cos_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.cos_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @tan_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.tan(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @tan_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tan(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @tan_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.tan(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @tan_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.tan_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @asin_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.tanh(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.asin(%[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @asin_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %v2 = aten.asin(%v1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @asin_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.tanh(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.asin(%[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @asin_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.asin_(%v3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @acos_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.tanh(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.acos(%[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @acos_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %v2 = aten.acos(%v1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @acos_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.tanh(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.acos(%[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @acos_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.acos_(%v3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @atan_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.atan(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @atan_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.atan(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @atan_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.atan(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @atan_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.atan_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @sinh_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.sinh(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @sinh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.sinh(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @sinh_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.sinh(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @sinh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.sinh_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @cosh_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cosh(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @cosh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.cosh(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @cosh_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cosh(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @cosh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.cosh_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @tanh_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.tanh(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @tanh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @tanh_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.tanh(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @tanh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.tanh_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @asinh_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.asinh(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @asinh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.asinh(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @asinh_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.asinh(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @asinh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.asinh_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @acosh_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.acosh(%[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @acosh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.acosh(%v4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @acosh_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%x) {dtype = f32} : tensor<[4], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.acosh(%[[V0]]) : tensor<[4], f32>
// CHECK-NEXT:    return %[[V1]]
graph @acosh_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.acosh(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @acosh_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.add(%[[V0]], %[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.acosh(%[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @acosh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%v4, %c5) : tensor<*, ?>
  %v7 = aten.acosh_(%v6) : tensor<*, ?>
  return %v7
}

// -----

// CHECK-LABEL: graph @atanh_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.tanh(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.atanh(%[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @atanh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %v2 = aten.atanh(%v1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @atanh_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.tanh(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.atanh(%[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @atanh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.atanh_(%v3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @erf_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.erf(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @erf_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.erf(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @erf_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.erf(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @erf_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.erf_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @sigmoid_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.sigmoid(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @sigmoid_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.sigmoid(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @sigmoid_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.sigmoid(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @sigmoid_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.sigmoid_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @floor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.floor(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @floor_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.floor(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @floor_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.floor(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @floor_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.floor_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @ceil_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.ceil(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @ceil_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.ceil(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @ceil_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.ceil(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @ceil_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.ceil_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @round_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.round(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @round_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.round(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @round_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.round(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @round_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.round_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @trunc_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.trunc(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @trunc_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.trunc(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @trunc_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.trunc(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @trunc_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.trunc_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @fix_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.trunc(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @fix_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.fix(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @fix_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.trunc(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @fix_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.fix_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @log2_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.log(%[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.442695]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.mul(%[[V1]], %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @log2_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.log2(%v1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @log2_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.log(%[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [1.442695]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.mul(%[[V1]], %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @log2_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.log2_(%v3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @log10_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.log(%[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.4342945]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.mul(%[[V1]], %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @log10_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.log10(%v1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @log10_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.abs(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.log(%[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [0.4342945]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.mul(%[[V1]], %[[V2]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V3]]
graph @log10_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.log10_(%v3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @exp2_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.pow(%[[V0]], %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @exp2_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.exp2(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @exp2_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.pow(%[[V0]], %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @exp2_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.exp2_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @frac_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.trunc(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.sub(%x, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @frac_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.frac(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @frac_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.trunc(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.sub(%x, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @frac_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.frac_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @square_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.mul(%x, %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @square_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.square(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @square_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.mul(%x, %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @square_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.square_(%v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @isnan_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.isnan(%x) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @isnan_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.isnan(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @isnan_5
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.log(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.sub(%x, %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.reciprocal(%[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.isnan(%[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.isnan(%[[V2]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V3]], %[[V4]]
graph @isnan_5(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %v1 = aten.log(%x) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.sub.Tensor(%x, %x, %c2) : tensor<*, ?>
  %v4 = aten.reciprocal(%v3) : tensor<*, ?>
  %v5 = aten.isnan(%v1) : tensor<*, ?>
  %v6 = aten.isnan(%v4) : tensor<*, ?>
  return %v5, %v6
}

// -----

// CHECK-LABEL: graph @isinf_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.isinf(%x) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @isinf_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.isinf(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @isinf_5
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.log(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.sub(%x, %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.reciprocal(%[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.isinf(%[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.isinf(%[[V2]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V3]], %[[V4]]
graph @isinf_5(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %v1 = aten.log(%x) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.sub.Tensor(%x, %x, %c2) : tensor<*, ?>
  %v4 = aten.reciprocal(%v3) : tensor<*, ?>
  %v5 = aten.isinf(%v1) : tensor<*, ?>
  %v6 = aten.isinf(%v4) : tensor<*, ?>
  return %v5, %v6
}

// -----

// CHECK-LABEL: graph @isfinite_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.isinf(%x) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.isnan(%x) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.logical_or(%[[V0]], %[[V1]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.logical_not(%[[V2]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V3]]
graph @isfinite_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.isfinite(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @isfinite_5
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.log(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V1:[^ ]+]] = core.sub(%x, %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:[^ ]+]] = core.reciprocal(%[[V1]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V3:[^ ]+]] = core.isinf(%[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V4:[^ ]+]] = core.isnan(%[[V0]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V5:[^ ]+]] = core.logical_or(%[[V3]], %[[V4]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V6:[^ ]+]] = core.logical_not(%[[V5]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V7:[^ ]+]] = core.isinf(%[[V2]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V8:[^ ]+]] = core.isnan(%[[V2]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V9:[^ ]+]] = core.logical_or(%[[V7]], %[[V8]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    %[[V10:[^ ]+]] = core.logical_not(%[[V9]]) : tensor<[2, 3], bool>
// CHECK-NEXT:    return %[[V6]], %[[V10]]
graph @isfinite_5(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %v1 = aten.log(%x) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.sub.Tensor(%x, %x, %c2) : tensor<*, ?>
  %v4 = aten.reciprocal(%v3) : tensor<*, ?>
  %v5 = aten.isfinite(%v1) : tensor<*, ?>
  %v6 = aten.isfinite(%v4) : tensor<*, ?>
  return %v5, %v6
}

