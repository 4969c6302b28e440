// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='decompose{functionalize=false}'

// Which results torch.unique returns (and their shapes) follows its flags:
// they must be constants.
graph @unique2_flag_computed(%x: tensor<[4], f32>, %flag: bool) -> () {
  %t = prim.Constant {value = true} : bool
  // expected-error @below {{'aten._unique2' op argument 'return_inverse' (operand 2) must be a constant bool}}
  %a, %b, %c = aten._unique2(%x, %t, %flag, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

graph @unique_dim_scalar(%x: tensor<[], f32>) -> () {
  %t = prim.Constant {value = true} : bool
  %c0 = prim.Constant {value = 0} : int
  // expected-error @below {{'aten.unique_dim' op takes a dim of a 0-d tensor, which has no slices}}
  %a, %b, %c = aten.unique_dim(%x, %c0, %t, %t, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

graph @unique_dim_range(%x: tensor<[2, 3], f32>) -> () {
  %t = prim.Constant {value = true} : bool
  %c2 = prim.Constant {value = 2} : int
  // expected-error @below {{'aten.unique_dim' op argument 'dim' (operand 1) is dim 2, out of range [-2, 1] for a tensor of rank 2}}
  %a, %b, %c = aten.unique_dim(%x, %c2, %t, %t, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

graph @consecutive_dim_range(%x: tensor<[2, 3], f32>) -> () {
  %t = prim.Constant {value = true} : bool
  %c = prim.Constant {value = -3} : int
  // expected-error @below {{'aten.unique_consecutive' op argument 'dim' (operand 3) is dim -3, out of range [-2, 1] for a tensor of rank 2}}
  %a, %b, %d = aten.unique_consecutive(%x, %t, %t, %c) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

graph @dim_consecutive_scalar(%x: tensor<[], i64>) -> () {
  %t = prim.Constant {value = true} : bool
  %c0 = prim.Constant {value = 0} : int
  // expected-error @below {{'aten.unique_dim_consecutive' op takes a dim of a 0-d tensor, which has no slices}}
  %a, %b, %c = aten.unique_dim_consecutive(%x, %c0, %t, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

// unique_dim needs the rank to normalize its dim.
graph @unique_dim_unranked(%x: tensor<*, f32>) -> () {
  %t = prim.Constant {value = true} : bool
  %c0 = prim.Constant {value = 0} : int
  // expected-error @below {{'aten.unique_dim' op needs the rank of argument 'self' (operand 0), but its type is tensor<*, f32>}}
  %a, %b, %c = aten.unique_dim(%x, %c0, %t, %t, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

// sorted=False is written sorted: LibTorch 1.13's order (its hash table's)
// differs, which the export says.
graph @unique2_unsorted(%x: tensor<[4], f32>) -> (tensor<*, ?>) {
  %t = prim.Constant {value = true} : bool
  %f = prim.Constant {value = false} : bool
  // expected-warning @below {{'aten._unique2' has sorted=False, which is exported sorted (ascending, as torch's CUDA kernel and its CPU kernel from 2.1 order it); LibTorch 1.13's CPU kernel returns its hash table's order, so the order of the outputs may differ from it}}
  %a, %b, %c = aten._unique2(%x, %f, %t, %f) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a
}

// -----

graph @unique_unsorted(%x: tensor<[4], f32>) -> (tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  // expected-warning @below {{'aten._unique' has sorted=False, which is exported sorted}}
  %a, %b = aten._unique(%x, %f, %f) : (tensor<*, ?>, tensor<*, ?>)
  return %a
}
