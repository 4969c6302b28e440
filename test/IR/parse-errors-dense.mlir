// RUN: onnx-opt %s --split-input-file --verify-diagnostics

graph @g() -> () {
  // expected-error @+1 {{dense attribute requires a statically shaped tensor type, got 'tensor<[?, 2], f32>'}}
  test.op {a = dense<tensor<[?, 2], f32>, elided>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{dense attribute requires a statically shaped tensor type, got 'tensor<[n], f32>'}}
  test.op {a = dense<tensor<[n], f32>, elided>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{dense attribute requires a statically shaped tensor type, got 'list<int>'}}
  test.op {a = dense<list<int>, [1]>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{dense attribute of element type 'str' is not supported}}
  test.op {a = dense<tensor<[1], str>, elided>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{dense attribute of element type '?' is not supported}}
  test.op {a = dense<tensor<[1], ?>, elided>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{dense attribute type 'tensor<[4611686018427387904, 4], f32>' is too large}}
  test.op {a = dense<tensor<[4611686018427387904, 4], f32>, elided>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{dense attribute of complex element type 'c64' must use the hex form}}
  test.op {a = dense<tensor<[1], c64>, [1.0, 0.0]>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected '[', a hex string or 'elided' in dense attribute}}
  test.op {a = dense<tensor<[1], f32>, 1.0>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected ','}}
  test.op {a = dense<tensor<[1], f32> [1.0]>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected '>'}}
  test.op {a = dense<tensor<[1], f32>, [1.0]} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{dense attribute has 3 elements but its type 'tensor<[2, 2], f32>' has 4}}
  test.op {a = dense<tensor<[2, 2], f32>, [1.0, 2.0, 3.0]>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{dense attribute has more elements than the 2 of its type 'tensor<[2], i32>'}}
  test.op {a = dense<tensor<[2], i32>, [1, 2, 3]>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{dense attribute has 0 elements but its type 'tensor<[], i64>' has 1}}
  test.op {a = dense<tensor<[], i64>, []>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{integer value out of range for 'i8' element}}
  test.op {a = dense<tensor<[2], i8>, [1, 128]>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{integer value out of range for 'i16' element}}
  test.op {a = dense<tensor<[1], i16>, [-32769]>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{integer value out of range for 'u8' element}}
  test.op {a = dense<tensor<[1], u8>, [-1]>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{integer value out of range for 'u64' element}}
  test.op {a = dense<tensor<[1], u64>, [18446744073709551616]>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected integer value for 'i32' element}}
  test.op {a = dense<tensor<[1], i32>, [1.5]>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected 'true' or 'false' for 'bool' element}}
  test.op {a = dense<tensor<[2], bool>, [true, 1]>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected floating point value for 'f32' element}}
  test.op {a = dense<tensor<[1], f32>, ["1.0"]>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{floating point value out of range for 'f16' element}}
  test.op {a = dense<tensor<[1], f16>, [65520.0]>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{floating point value out of range for 'f32' element}}
  test.op {a = dense<tensor<[1], f32>, [-1.0e39]>} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{dense hex data must start with '0x'}}
  test.op {a = dense<tensor<[1], i8>, "01">} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{dense hex data has an odd number of hex digits}}
  test.op {a = dense<tensor<[1], i8>, "0x011">} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{invalid character 'Z' in dense hex data}}
  test.op {a = dense<tensor<[1], i8>, "0xZZ">} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{dense hex data has 4 bytes but its type 'tensor<[2], f32>' needs 8}}
  test.op {a = dense<tensor<[2], f32>, "0x0000803F">} : ()
  return
}
