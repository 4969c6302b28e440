// --verify-diagnostics checks every diagnostic against expected-* comments:
// same severity, same line, message containing the {{...}} text. The exit
// code is 0 when all of them match.

// RUN: onnx-opt %s --split-input-file --verify-diagnostics

// Same line, @below, @above, @+N and @-N.
graph @lines(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x, %x) : tensor<[2], f32> // expected-error {{requires 1 operand}}
  return %0
}

// -----

graph @below(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  // expected-error @below {{requires 1 operand, got 3}}
  %0 = core.relu(%x, %x, %x) : tensor<[2], f32>
  return %0
}

// -----

graph @above(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x, %x) : tensor<[2], f32>
  // expected-error @above {{'core.relu' op}}
  return %0
}

// -----

// expected-error @+2 {{requires 1 operand}}
graph @plus(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x, %x) : tensor<[2], f32>
  return %0
}

// -----

graph @minus(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x, %x) : tensor<[2], f32>

  // expected-error @-2 {{requires 1 operand}}
  return %0
}

// -----

// @below skips lines that hold expectations themselves.
graph @stacked(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  // expected-error @below {{unregistered operation 'test.a'}}
  // expected-error @+2 {{unregistered operation 'test.b'}}
  %0, %1 = test.a(%x) : (tensor<[2], f32>, tensor<[2], f32>)
  test.b(%0) : ()
  test.c(%1) : () // expected-error {{'test.c'}}
  return %1
}

// -----

// Parser errors are diagnostics like any other.
graph @parse_error(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  // expected-error @below {{use of undefined value '%y'}}
  return %y
}

// -----

// A chunk without expectations and without diagnostics passes too.
graph @clean(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  return %x
}
