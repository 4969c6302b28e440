// RUN: onnx-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{expected graph name}}
graph main() -> () {
  return
}

// -----

// expected-error @+1 {{expected '(' to begin the graph arguments}}
graph @g -> () {
  return
}

// -----

// expected-error @+1 {{expected ',' or ')'}}
graph @g(%a: int %b: int) -> () {
  return
}

// -----

// expected-error @+1 {{expected '{' after 'attributes'}}
graph @g() -> () attributes [1] {
  return
}

// -----

// expected-error @+1 {{expected '{' to begin the graph body}}
graph @g() -> () [
  return
}

// -----

// expected-error @+1 {{expected type}}
graph @g() -> {
  return
}

// -----

graph @g() -> () {
  return
// expected-error @below {{expected '}' to end the graph body}}
// -----

// expected-error @+1 {{expected 'graph' or 'module'}}
func @g() -> () {
  return
}

// -----

graph @g() -> () {
  return
}
// expected-error @+1 {{expected 'graph' or 'module'}}
}

// -----

// expected-error @+1 {{expected '{' to begin the module body}}
module @m (
}

// -----

// expected-error @+1 {{expected '{' after 'attributes'}}
module attributes (x = 1) {
}

// -----

module {
  graph @g() -> () {
    return
  }
  // expected-error @+1 {{expected 'graph' or '}' in module}}
  func @f() -> () {
  }
}

// -----

module {
}
// expected-error @+1 {{expected end of file after the module}}
module {
}

// -----

// A module is not implicit once a graph came first.

graph @g() -> () {
  return
}
// expected-error @+1 {{expected 'graph' or 'module'}}
module {
}
