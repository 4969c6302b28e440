// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// relu and its in-place form become core.relu; the result keeps its name.

// CHECK-LABEL: graph @relu
// CHECK-NEXT:    %y = core.relu(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %y
graph @relu(%x: tensor<[2, 3], f32>) -> (tensor<[2, 3], f32>) {
  %y = aten.relu(%x) : tensor<[2, 3], f32>
  return %y
}

// -----

// CHECK-LABEL: graph @relu_inplace
// CHECK-NEXT:    %[[A:.*]] = core.relu(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[B:.*]] = core.relu(%[[A]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[B]]
graph @relu_inplace(%x: tensor<[2, 3], f32>) -> (tensor<[2, 3], f32>) {
  %0 = aten.relu(%x) : tensor<[2, 3], f32>
  %1 = aten.relu_(%0) : tensor<[2, 3], f32>
  return %1
}

// -----

// alpha == 1: a plain add (the int constant is dead afterwards).

// CHECK-LABEL: graph @add_tensor
// CHECK-NEXT:    %[[R:.*]] = core.add(%x, %y) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[R]]
graph @add_tensor(%x: tensor<[2, 3], f32>, %y: tensor<[2, 3], f32>) -> (tensor<[2, 3], f32>) {
  %one = prim.Constant {value = 1} : int
  %0 = aten.add.Tensor(%x, %y, %one) : tensor<[2, 3], f32>
  return %0
}

// -----

// alpha != 1 scales other; an i32 tensor with an f32 one promotes to f32.

// CHECK-LABEL: graph @sub_tensor_alpha_promote
// CHECK-NEXT:    %[[C:.*]] = core.cast(%y) {dtype = f32} : tensor<[3], f32>
// CHECK-NEXT:    %[[A:.*]] = core.constant {value = dense<tensor<[], f32>, [2.5]>} : tensor<[], f32>
// CHECK-NEXT:    %[[M:.*]] = core.mul(%[[C]], %[[A]]) : tensor<[3], f32>
// CHECK-NEXT:    %[[R:.*]] = core.sub(%x, %[[M]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[R]]
graph @sub_tensor_alpha_promote(%x: tensor<[2, 3], f32>, %y: tensor<[3], i32>) -> (tensor<[2, 3], f32>) {
  %alpha = prim.Constant {value = 2.5} : float
  %0 = aten.sub.Tensor(%x, %y, %alpha) : tensor<[2, 3], f32>
  return %0
}

// -----

// CHECK-LABEL: graph @mul_tensor
// CHECK-NEXT:    %[[R:.*]] = core.mul(%x, %y) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[R]]
graph @mul_tensor(%x: tensor<[2, 3], i64>, %y: tensor<[2, 3], i64>) -> (tensor<[2, 3], i64>) {
  %0 = aten.mul.Tensor(%x, %y) : tensor<[2, 3], i64>
  return %0
}

// -----

// True division: int operands divide as f32, even when the op's declared
// result dtype is not known yet (infer-shapes runs first and knows it).

// CHECK-LABEL: graph @div_int
// CHECK-NEXT:    %[[A:.*]] = core.cast(%x) {dtype = f32} : tensor<[4], f32>
// CHECK-NEXT:    %[[B:.*]] = core.cast(%y) {dtype = f32} : tensor<[4], f32>
// CHECK-NEXT:    %[[R:.*]] = core.div(%[[A]], %[[B]]) : tensor<[4], f32>
// CHECK-NEXT:    return %[[R]]
graph @div_int(%x: tensor<[4], i64>, %y: tensor<[4], i32>) -> (tensor<*, ?>) {
  %0 = aten.div.Tensor(%x, %y) : tensor<*, ?>
  return %0
}

// -----

// A Python float with an int tensor: f32 (the default dtype); alpha folds
// into the constant.

// CHECK-LABEL: graph @add_scalar_float
// CHECK-NEXT:    %[[C:.*]] = core.constant {value = dense<tensor<[], f32>, [5.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[X:.*]] = core.cast(%x) {dtype = f32} : tensor<[4], f32>
// CHECK-NEXT:    %[[R:.*]] = core.add(%[[X]], %[[C]]) : tensor<[4], f32>
// CHECK-NEXT:    return %[[R]]
graph @add_scalar_float(%x: tensor<[4], i32>) -> (tensor<[4], f32>) {
  %s = prim.Constant {value = 2.5} : float
  %alpha = prim.Constant {value = 2} : int
  %0 = aten.add.Scalar(%x, %s, %alpha) : tensor<[4], f32>
  return %0
}

// -----

// A Python int does not promote an i32 tensor; with an f16 tensor a Python
// float stays f16.

// CHECK-LABEL: graph @mul_scalar
// CHECK-NEXT:    %[[C:.*]] = core.constant {value = dense<tensor<[], i32>, [3]>} : tensor<[], i32>
// CHECK-NEXT:    %[[A:.*]] = core.mul(%x, %[[C]]) : tensor<[4], i32>
// CHECK-NEXT:    %[[D:.*]] = core.constant {value = dense<tensor<[], f16>, [0.5]>} : tensor<[], f16>
// CHECK-NEXT:    %[[B:.*]] = core.mul(%h, %[[D]]) : tensor<[4], f16>
// CHECK-NEXT:    return %[[A]], %[[B]]
graph @mul_scalar(%x: tensor<[4], i32>, %h: tensor<[4], f16>) -> (tensor<[4], i32>, tensor<[4], f16>) {
  %three = prim.Constant {value = 3} : int
  %half = prim.Constant {value = 0.5} : float
  %0 = aten.mul.Scalar(%x, %three) : tensor<[4], i32>
  %1 = aten.mul.Scalar(%h, %half) : tensor<[4], f16>
  return %0, %1
}

// -----

// Ops inside regions are decomposed too.

// CHECK-LABEL: graph @nested
// CHECK:         prim.If(%c)
// CHECK-NEXT:      %[[R:.*]] = core.relu(%x) : tensor<[2], f32>
// CHECK-NEXT:      yield %[[R]]
graph @nested(%c: bool, %x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = prim.If(%c) ({
    %1 = aten.relu(%x) : tensor<[2], f32>
    yield %1
  }, {
    yield %x
  }) : tensor<[2], f32>
  return %0
}
