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
