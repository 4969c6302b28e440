// RUN: onnx-opt %s --split-input-file --verify-diagnostics

graph @g() -> () {
  // expected-error @+1 {{expected attribute value}}
  test.op {a = } : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{unknown attribute 'maybe'}}
  test.op {a = maybe} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{integer literal out of range for int64}}
  test.op {a = 9223372036854775808} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{integer literal out of range for int64}}
  test.op {a = -9223372036854775809} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{integer literal out of range for int64}}
  test.op {a = [1, 2, 123456789012345678901234567890]} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{floating point value out of range for float}}
  test.op {a = 1.0e400} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected floating point value for float}}
  test.op {a = -true} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{duplicate attribute 'a'}}
  test.op {a = 1, b = 2, a = 3} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected '=' after attribute name}}
  test.op {a 1} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected attribute name}}
  test.op {1 = 1} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected ',' or '}'}}
  test.op {a = 1 b = 2} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected ',' or ']'}}
  test.op {a = [1 2]} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected '<'}}
  test.op {a = type tensor<[2], f32>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{unknown type 'f32'}}
  test.op {a = type<f32>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected '>'}}
  test.op {a = type<int} : ()
  return
}
