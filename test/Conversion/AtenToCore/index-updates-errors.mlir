// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='decompose'

// The forms of IndexUpdates.cpp's ops that do not decompose: an error at
// the op saying why.

graph @index_reduce_amax(%x: tensor<[4, 5], f32>, %i: tensor<[3], i64>, %s: tensor<[3, 5], f32>) -> (tensor<*, ?>) {
  %d = prim.Constant {value = 0} : int
  %r = prim.Constant {value = "amax"} : str
  %t = prim.Constant {value = true} : bool
  // expected-error @below {{'aten.index_reduce' op reduces with 'amax', which needs a scatter that keeps the maximum or minimum (ONNX ScatterElements' max/min, opset 18); core.scatter replaces, adds or multiplies (sum, prod and mean decompose)}}
  %v = aten.index_reduce(%x, %d, %i, %s, %r, %t) : tensor<*, ?>
  return %v
}

// -----

graph @scatter_reduce_amin(%x: tensor<[4, 5], f32>, %i: tensor<[3, 5], i64>, %s: tensor<[3, 5], f32>) -> (tensor<*, ?>) {
  %d = prim.Constant {value = 0} : int
  %r = prim.Constant {value = "amin"} : str
  %t = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.scatter_reduce.two' op reduces with 'amin', which needs a scatter that keeps the maximum or minimum}}
  %v = aten.scatter_reduce.two(%x, %d, %i, %s, %r, %t) : tensor<*, ?>
  return %v
}

// -----

graph @index_copy_2d_index(%x: tensor<[4, 5], f32>, %i: tensor<[2, 1], i64>, %s: tensor<[2, 5], f32>) -> (tensor<*, ?>) {
  %d = prim.Constant {value = 0} : int
  // expected-error @below {{'aten.index_copy' op needs a 0-d or 1-D index, but it has type tensor<[2, 1], i64>}}
  %v = aten.index_copy(%x, %d, %i, %s) : tensor<*, ?>
  return %v
}

// -----

graph @index_fill_tensor_value_not_0d(%x: tensor<[4, 5], f32>, %i: tensor<[2], i64>, %t: tensor<[5], f32>) -> (tensor<*, ?>) {
  %d = prim.Constant {value = 0} : int
  // expected-error @below {{'aten.index_fill.int_Tensor' op fills with a tensor of type tensor<[5], f32>; torch takes a 0-d value}}
  %v = aten.index_fill.int_Tensor(%x, %d, %i, %t) : tensor<*, ?>
  return %v
}
