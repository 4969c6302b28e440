// RUN: onnx-opt %s --split-input-file --verify-diagnostics

// The generic verifier checks every registered op against its table entry.

graph @operand_count(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'core.add' op requires 2 operands, got 1}}
  %0 = core.add(%x) : tensor<[2], f32>
  return
}

// -----

graph @operand_type(%x: tensor<[2], f32>, %i: int) -> () {
  // expected-error @below {{'core.add' op operand #1 ('rhs') must be tensor, got int}}
  %0 = core.add(%x, %i) : tensor<[2], f32>
  return
}

// -----

graph @result_count(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'core.relu' op requires 1 result, got 2}}
  %0, %1 = core.relu(%x) : (tensor<[2], f32>, tensor<[2], f32>)
  return
}

// -----

graph @result_type(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'core.relu' op result #0 ('out') must be tensor, got int}}
  %0 = core.relu(%x) : int
  return
}

// -----

graph @optional_operand_slot(%x: tensor<[1, 1, 3, 3], f32>, %w: tensor<[1, 1, 1, 1], f32>, %n: none, %l: list<int>, %g: int) -> () {
  // A none value fills an optional tensor slot of aten ops.
  %0 = aten.conv2d(%x, %w, %n, %x, %l, %l, %g) : tensor<*, f32>
  // expected-error @-1 {{'aten.conv2d' op operand #3 ('stride') must be list, got tensor<[1, 1, 3, 3], f32>}}
  return
}

// -----

graph @too_many_optional(%x: tensor<[1, 1, 3, 3], f32>) -> () {
  // expected-error @below {{'onnx.Conv' op has 4 inputs, but Conv-11 takes 2 to 3}}
  %0 = onnx.Conv(%x, %x, %x, %x) : tensor<*, f32>
  return
}

// -----

graph @missing_attr(%x: tensor<[1, 1, 4, 4], f32>) -> () {
  // expected-error @below {{'core.max_pool' op requires attribute 'kernel_shape'}}
  %0 = core.max_pool(%x) : tensor<*, f32>
  return
}

// -----

graph @attr_kind(%x: tensor<[1, 1, 4, 4], f32>) -> () {
  // expected-error @below {{'core.max_pool' op attribute 'ceil_mode' must be a bool, got 1}}
  %0 = core.max_pool(%x) {ceil_mode = 1, kernel_shape = [2, 2]} : tensor<*, f32>
  return
}

// -----

graph @unknown_attr(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'core.relu' op has unknown attribute 'inplace'}}
  %0 = core.relu(%x) {inplace = true} : tensor<[2], f32>
  return
}

// -----

graph @region_count(%c: tensor<[], bool>) -> () {
  // expected-error @below {{'onnx.If' op requires 2 regions, got 1}}
  onnx.If(%c) ({
    yield
  }) : ()
  return
}

// -----

graph @unregistered(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{unregistered operation 'core.no_such_op'}}
  %0 = core.no_such_op(%x) : tensor<[2], f32>
  return
}
