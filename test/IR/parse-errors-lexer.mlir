// RUN: onnx-opt %s --split-input-file --verify-diagnostics

// Lexical errors.

graph @g() -> () {
  // expected-error @+1 {{unexpected character '#'}}
  # not a token
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{unterminated string}}
  test.op {s = "no end} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{unterminated string}}
  %"no end = test.op : int
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{invalid escape sequence in string}}
  test.op {s = "bad \q escape"} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{invalid escape sequence in string}}
  test.op {s = "one hex digit \4"} : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected a name after '%'}}
  % = test.op : int
  return
}

// -----

// expected-error @+1 {{expected a name after '@'}}
graph @ () -> () {
  return
}

// -----

graph @g() -> () {
  test.op ({
  // expected-error @+1 {{expected a name after '^'}}
  ^(%a: int):
    yield
  }) : ()
  return
}
