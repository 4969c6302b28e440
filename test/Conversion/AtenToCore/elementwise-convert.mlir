// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// Conversions (cast, or nothing when the dtype is right), identities and eval-mode dropout.

// CHECK-LABEL: graph @to_dtype_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%x) {dtype = f32} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @to_dtype_0(%x: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 6} : int
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant : none
  %v5 = aten.to.dtype(%x, %c1, %c2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @to_dtype_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%x) {dtype = i64} : tensor<[3], i64>
// CHECK-NEXT:    return %[[V0]]
graph @to_dtype_1(%x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 4} : int
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant : none
  %v5 = aten.to.dtype(%x, %c1, %c2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @to_dtype_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%x) {dtype = bool} : tensor<[], bool>
// CHECK-NEXT:    return %[[V0]]
graph @to_dtype_2(%x: tensor<[], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 11} : int
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant : none
  %v5 = aten.to.dtype(%x, %c1, %c2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @to_dtype_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%x) {dtype = f64} : tensor<[2, 2], f64>
// CHECK-NEXT:    return %[[V0]]
graph @to_dtype_3(%x: tensor<[2, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 7} : int
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant : none
  %v5 = aten.to.dtype(%x, %c1, %c2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @to_dtype_layout_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%x) {dtype = f32} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @to_dtype_layout_0(%x: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = 6} : int
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = false} : bool
  %c7 = prim.Constant : none
  %v8 = aten.to.dtype_layout(%x, %c2, %c3, %c1, %c4, %c5, %c6, %c7) : tensor<*, ?>
  return %v8
}

// -----

// CHECK-LABEL: graph @to_dtype_layout_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%x) {dtype = i64} : tensor<[3], i64>
// CHECK-NEXT:    return %[[V0]]
graph @to_dtype_layout_1(%x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = 4} : int
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = false} : bool
  %c7 = prim.Constant : none
  %v8 = aten.to.dtype_layout(%x, %c2, %c3, %c1, %c4, %c5, %c6, %c7) : tensor<*, ?>
  return %v8
}

// -----

// CHECK-LABEL: graph @to_dtype_layout_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%x) {dtype = bool} : tensor<[], bool>
// CHECK-NEXT:    return %[[V0]]
graph @to_dtype_layout_2(%x: tensor<[], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "cpu"} : device
  %c2 = prim.Constant {value = 11} : int
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = false} : bool
  %c7 = prim.Constant : none
  %v8 = aten.to.dtype_layout(%x, %c2, %c3, %c1, %c4, %c5, %c6, %c7) : tensor<*, ?>
  return %v8
}

// -----

// CHECK-LABEL: graph @to_dtype_layout_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%x) {dtype = f64} : tensor<[2, 2], f64>
// CHECK-NEXT:    return %[[V0]]
graph @to_dtype_layout_3(%x: tensor<[2, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "cpu"} : device
  %c2 = prim.Constant {value = 7} : int
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = false} : bool
  %c7 = prim.Constant : none
  %v8 = aten.to.dtype_layout(%x, %c2, %c3, %c1, %c4, %c5, %c6, %c7) : tensor<*, ?>
  return %v8
}

// -----

// CHECK-LABEL: graph @to_copy_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%x) {dtype = f32} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @to_copy_0(%x: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 6} : int
  %c2 = prim.Constant : none
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant : none
  %v7 = aten._to_copy(%x, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<*, ?>
  return %v7
}

// -----

// CHECK-LABEL: graph @to_copy_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%x) {dtype = i64} : tensor<[3], i64>
// CHECK-NEXT:    return %[[V0]]
graph @to_copy_1(%x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 4} : int
  %c2 = prim.Constant : none
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant : none
  %v7 = aten._to_copy(%x, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<*, ?>
  return %v7
}

// -----

// CHECK-LABEL: graph @to_copy_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%x) {dtype = bool} : tensor<[], bool>
// CHECK-NEXT:    return %[[V0]]
graph @to_copy_2(%x: tensor<[], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 11} : int
  %c2 = prim.Constant {value = 0} : int
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant : none
  %v7 = aten._to_copy(%x, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<*, ?>
  return %v7
}

// -----

// CHECK-LABEL: graph @to_copy_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%x) {dtype = f64} : tensor<[2, 2], f64>
// CHECK-NEXT:    return %[[V0]]
graph @to_copy_3(%x: tensor<[2, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 7} : int
  %c2 = prim.Constant {value = 0} : int
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant : none
  %v7 = aten._to_copy(%x, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<*, ?>
  return %v7
}

// -----

// CHECK-LABEL: graph @to_device_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%x) {dtype = f32} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @to_device_0(%x: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "cpu"} : device
  %c2 = prim.Constant {value = 6} : int
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant : none
  %v6 = aten.to.device(%x, %c1, %c2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

// CHECK-LABEL: graph @to_device_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%x) {dtype = i64} : tensor<[3], i64>
// CHECK-NEXT:    return %[[V0]]
graph @to_device_1(%x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "cpu"} : device
  %c2 = prim.Constant {value = 4} : int
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant : none
  %v6 = aten.to.device(%x, %c1, %c2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

// CHECK-LABEL: graph @to_device_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%x) {dtype = bool} : tensor<[], bool>
// CHECK-NEXT:    return %[[V0]]
graph @to_device_2(%x: tensor<[], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "cpu"} : device
  %c2 = prim.Constant {value = 11} : int
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant : none
  %v6 = aten.to.device(%x, %c1, %c2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

// CHECK-LABEL: graph @to_device_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%x) {dtype = f64} : tensor<[2, 2], f64>
// CHECK-NEXT:    return %[[V0]]
graph @to_device_3(%x: tensor<[2, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "cpu"} : device
  %c2 = prim.Constant {value = 7} : int
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant : none
  %v6 = aten.to.device(%x, %c1, %c2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

// CHECK-LABEL: graph @to_prim_dtype_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%x) {dtype = f32} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @to_prim_dtype_0(%x: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 6} : int
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %v4 = aten.to.prim_dtype(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @to_prim_dtype_1
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%x) {dtype = i64} : tensor<[3], i64>
// CHECK-NEXT:    return %[[V0]]
graph @to_prim_dtype_1(%x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 4} : int
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %v4 = aten.to.prim_dtype(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @to_prim_dtype_2
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%x) {dtype = bool} : tensor<[], bool>
// CHECK-NEXT:    return %[[V0]]
graph @to_prim_dtype_2(%x: tensor<[], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 11} : int
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %v4 = aten.to.prim_dtype(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @to_prim_dtype_3
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%x) {dtype = f64} : tensor<[2, 2], f64>
// CHECK-NEXT:    return %[[V0]]
graph @to_prim_dtype_3(%x: tensor<[2, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 7} : int
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %v4 = aten.to.prim_dtype(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @to_other_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%a) {dtype = i64} : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V0]]
graph @to_other_0(%a: tensor<[2, 3], f32>, %b: tensor<[1], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = false} : bool
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant : none
  %v4 = aten.to.other(%a, %b, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

// CHECK-LABEL: graph @type_as_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.cast(%a) {dtype = i64} : tensor<[2, 3], i64>
// CHECK-NEXT:    return %[[V0]]
graph @type_as_0(%a: tensor<[2, 3], f32>, %b: tensor<[1], i64>) -> (tensor<*, ?>) {
  %v1 = aten.type_as(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @clone_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.mul(%x, %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @clone_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.mul.Tensor(%v2, %v2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @detach_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.mul(%x, %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @detach_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.detach(%x) : tensor<*, ?>
  %v2 = aten.mul.Tensor(%v1, %v1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @alias_0
// CHECK-NEXT:    %[[V0:[^ ]+]] = core.mul(%x, %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @alias_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.alias(%x) : tensor<*, ?>
  %v2 = aten.mul.Tensor(%v1, %v1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @dropout_0
// CHECK-NEXT:    return %x
graph @dropout_0(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %c4 = prim.Constant {value = false} : bool
  %v5 = aten.dropout_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @dropout_1
// CHECK-NEXT:    return %x
graph @dropout_1(%x: tensor<[4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.1} : float
  %c4 = prim.Constant {value = false} : bool
  %v5 = aten.dropout_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @feature_dropout_0
// CHECK-NEXT:    return %x
graph @feature_dropout_0(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = false} : bool
  %v3 = aten.feature_dropout(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @feature_dropout_1
// CHECK-NEXT:    return %x
graph @feature_dropout_1(%x: tensor<[4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.1} : float
  %c2 = prim.Constant {value = false} : bool
  %v3 = aten.feature_dropout(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @feature_dropout_0
// CHECK-NEXT:    return %x
graph @feature_dropout_0(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %c4 = prim.Constant {value = false} : bool
  %v5 = aten.feature_dropout_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @feature_dropout_1
// CHECK-NEXT:    return %x
graph @feature_dropout_1(%x: tensor<[4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.1} : float
  %c4 = prim.Constant {value = false} : bool
  %v5 = aten.feature_dropout_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @alpha_dropout_0
// CHECK-NEXT:    return %x
graph @alpha_dropout_0(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = false} : bool
  %v3 = aten.alpha_dropout(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @alpha_dropout_1
// CHECK-NEXT:    return %x
graph @alpha_dropout_1(%x: tensor<[4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.1} : float
  %c2 = prim.Constant {value = false} : bool
  %v3 = aten.alpha_dropout(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @alpha_dropout_0
// CHECK-NEXT:    return %x
graph @alpha_dropout_0(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %c4 = prim.Constant {value = false} : bool
  %v5 = aten.alpha_dropout_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @alpha_dropout_1
// CHECK-NEXT:    return %x
graph @alpha_dropout_1(%x: tensor<[4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.1} : float
  %c4 = prim.Constant {value = false} : bool
  %v5 = aten.alpha_dropout_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @feature_alpha_dropout_0
// CHECK-NEXT:    return %x
graph @feature_alpha_dropout_0(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = false} : bool
  %v3 = aten.feature_alpha_dropout(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @feature_alpha_dropout_1
// CHECK-NEXT:    return %x
graph @feature_alpha_dropout_1(%x: tensor<[4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.1} : float
  %c2 = prim.Constant {value = false} : bool
  %v3 = aten.feature_alpha_dropout(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

// CHECK-LABEL: graph @feature_alpha_dropout_0
// CHECK-NEXT:    return %x
graph @feature_alpha_dropout_0(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %c4 = prim.Constant {value = false} : bool
  %v5 = aten.feature_alpha_dropout_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// CHECK-LABEL: graph @feature_alpha_dropout_1
// CHECK-NEXT:    return %x
graph @feature_alpha_dropout_1(%x: tensor<[4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.1} : float
  %c4 = prim.Constant {value = false} : bool
  %v5 = aten.feature_alpha_dropout_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

