// RUN: onnx-opt %s --split-input-file --verify-diagnostics

graph @g() -> () {
  // expected-error @+1 {{expected operation name}}
  %0 = 42 : int
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected dialect-qualified operation name, got 'relu'}}
  %0 = relu : int
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{operation name must not be empty}}
  %0 = ""() : int
  return
}

// -----

graph @g(%x: int) -> () {
  // expected-error @+1 {{expected ':' after operand list}}
  %0 = test.op(%x) int
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected ':' after operation name}}
  %0 = test.op %x : int
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected ':' after attribute dictionary}}
  %0 = test.op {a = 1} -> int
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected ':' after region list}}
  test.op ({ yield }) ()
  return
}

// -----

graph @g(%x: int) -> () {
  // expected-error @+1 {{expected ',' or ')'}}
  %0 = test.op(%x %x) : int
  return
}

// -----

graph @g(%x: int) -> () {
  // expected-error @+1 {{expected '{' to begin a region}}
  test.op(%x) (%x) : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected ',' or ')'}}
  test.op ({ yield } { yield }) : ()
  return
}

// -----

graph @g() -> () {
  test.op ({
  // expected-error @+2 {{expected ':' after block label}}
  ^bb0(%a: int)
    yield
  }) : ()
  return
}

// -----

graph @g() -> () {
  test.op ({
  // expected-error @+1 {{expected argument name}}
  ^bb0(a: int):
    yield
  }) : ()
  return
}

// -----

graph @g() -> () {
  test.op ({
  // expected-error @+1 {{expected ':' after argument name}}
  ^bb0(%a int):
    yield
  }) : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected type}}
  %0 = test.op : , int
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected ',' or ')'}}
  %0, %1 = test.op : (int float)
  return
}

// -----

graph @g() -> () {
  test.op ({
    yield
// expected-error @below {{expected '}' to end a region}}
// -----

graph @g() -> () {
  // expected-error @+1 {{expected operation name}}
  = test.op : int
  return
}
