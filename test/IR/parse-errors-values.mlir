// RUN: onnx-opt %s --split-input-file --verify-diagnostics

graph @g() -> () {
  // expected-error @+1 {{use of undefined value '%y'}}
  %0 = test.op(%y) : int
  return
}

// -----

// No forward references: a value is visible only after its definition.

graph @g() -> () {
  // expected-error @+1 {{use of undefined value '%1'}}
  %0 = test.op(%1) : int
  %1 = test.op : int
  return
}

// -----

graph @g() -> () {
  %0 = test.op : int
  // expected-error @+1 {{redefinition of value '%0'}}
  %0 = test.op : int
  return
}

// -----

// expected-error @+1 {{redefinition of value '%x'}}
graph @g(%x: int, %x: int) -> () {
  return
}

// -----

graph @g(%x: int) -> () {
  // expected-error @+1 {{redefinition of value '%x'}}
  %x = test.op : int
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{redefinition of value '%a'}}
  %a, %a = test.op : (int, int)
  return
}

// -----

// A quoted name and a bare name with the same text are the same name.

graph @g() -> () {
  %x = test.op : int
  // expected-error @+1 {{redefinition of value '%"x"'}}
  %"x" = test.op : int
  return
}

// -----

// A region may not redefine a name of an enclosing block.

graph @g(%x: int) -> () {
  test.op ({
    // expected-error @+1 {{redefinition of value '%x'}}
    %x = test.op : int
    yield
  }) : ()
  return
}

// -----

graph @g() -> () {
  test.op ({
  // expected-error @+1 {{redefinition of value '%i'}}
  ^bb0(%i: int, %i: int):
    yield
  }) : ()
  return
}

// -----

// Names defined in a region are not visible after it.

graph @g() -> () {
  %0 = test.op ({
    %inner = test.op : int
    yield %inner
  }) : int
  // expected-error @+1 {{use of undefined value '%inner'}}
  %1 = test.op(%inner) : int
  return
}

// -----

// A region cannot use the results of its own op.

graph @g() -> () {
  %r = test.op ({
    // expected-error @+1 {{use of undefined value '%r'}}
    yield %r
  }) : int
  return
}

// -----

// Values of one region are not visible in a sibling region.

graph @g() -> () {
  test.op ({
    %a = test.op : int
    yield %a
  }, {
    // expected-error @+1 {{use of undefined value '%a'}}
    yield %a
  }) : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
  %a, %b = test.op : int
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %a = test.op : (int, int)
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{operation defines 0 results but was provided 1 to bind}}
  %a = test.op : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected SSA value}}
  test.op(3) : ()
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected result name}}
  %a, = test.op : (int, int)
  return
}

// -----

graph @g() -> () {
  // expected-error @+1 {{expected ',' or '=' after result name}}
  %a : int
  return
}

// -----

graph @g() -> (int) {
  %a = test.op : int
  // expected-error @+1 {{'return' does not define results}}
  %b = return %a
}

// -----

graph @g() -> () {
  test.op ({
    // expected-error @+1 {{use of undefined value '%nope'}}
    yield %nope
  }) : ()
  return
}

// -----

graph @g(%a: int) -> (int) {
  // expected-error @+1 {{expected SSA value}}
  return %a, 3
}
