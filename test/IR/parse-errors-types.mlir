// RUN: onnx-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{unknown type 'tensr'}}
graph @g(%x: tensr<[2], f32>) -> () {
  return
}

// -----

// expected-error @+1 {{expected type}}
graph @g(%x: 3) -> () {
  return
}

// -----

// expected-error @+1 {{expected '<'}}
graph @g(%x: tensor[2], f32>) -> () {
  return
}

// -----

// expected-error @+1 {{expected '[' or '*' in tensor type}}
graph @g(%x: tensor<2, f32>) -> () {
  return
}

// -----

// expected-error @+1 {{expected ','}}
graph @g(%x: tensor<[2] f32>) -> () {
  return
}

// -----

// expected-error @+1 {{unknown element type 'float32'}}
graph @g(%x: tensor<[2], float32>) -> () {
  return
}

// -----

// expected-error @+1 {{expected element type}}
graph @g(%x: tensor<[2], 32>) -> () {
  return
}

// -----

// expected-error @+1 {{expected '>'}}
graph @g(%x: tensor<[2], f32) -> () {
  return
}

// -----

// expected-error @+1 {{expected dimension}}
graph @g(%x: tensor<[2, , 3], f32>) -> () {
  return
}

// -----

// expected-error @+1 {{expected ',' or ']'}}
graph @g(%x: tensor<[2 3], f32>) -> () {
  return
}

// -----

// Errors inside a symbolic dim come from the Shape expression parser, at
// the position inside the expression.

// expected-error @+1 {{expected}}
graph @g(%x: tensor<[2, s0 +], f32>) -> () {
  return
}

// -----

// expected-error @+1 {{tensor dimension must be non-negative, got -1}}
graph @g(%x: tensor<[-1, 3], f32>) -> () {
  return
}

// -----

// expected-error @+1 {{tensor dimension must be non-negative, got -2}}
graph @g(%x: tensor<[s0 - s0 - 2], f32>) -> () {
  return
}

// -----

// expected-error @+1 {{expected '<'}}
graph @g(%x: list) -> () {
  return
}

// -----

// expected-error @+1 {{expected '>'}}
graph @g(%x: optional<int, int>) -> () {
  return
}

// -----

// expected-error @+1 {{expected ',' or '>'}}
graph @g(%x: tuple<int float>) -> () {
  return
}

// -----

// expected-error @+1 {{expected opaque type name string}}
graph @g(%x: opaque<Generator>) -> () {
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{unknown type 'i32'}}
  %0 = test.op : i32
  return
}
