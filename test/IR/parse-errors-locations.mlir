// RUN: onnx-opt %s --split-input-file --verify-diagnostics

graph @g() -> () {
  // expected-error @+1 {{expected '(' after 'loc'}}
  test.op : () loc "x"
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected location: a string or 'unknown'}}
  test.op : () loc(model.py:1:2)
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected line number}}
  test.op : () loc("model.py":x:2)
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected ':' after line number}}
  test.op : () loc("model.py":1)
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected column number}}
  test.op : () loc("model.py":1:)
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{integer literal out of range for line number}}
  test.op : () loc("model.py":99999999999:1)
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected ')' after location}}
  test.op : () loc("name"("model.py":1:2) : int
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected ')' after location}}
  test.op : () loc("model.py":1:2 "extra")
  return
}

// -----

// expected-error @+1 {{expected location: a string or 'unknown'}}
graph @g(%a: int loc()) -> () {
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected location: a string or 'unknown'}}
  return loc(1)
}
