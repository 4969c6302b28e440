// RUN: onnx-opt %s --split-input-file --verify-diagnostics

module {
  // expected-error @below {{expected 'in' after the symbol name}}
  symbol batch [2, inf]
}

// -----

module {
  symbol batch in [2, inf]
  // expected-error @below {{redeclaration of symbol 'batch'}}
  symbol batch in [2, 4]
}

// -----

module {
  // expected-error @below {{expected integer literal}}
  symbol batch in [two, inf]
}

// -----

module {
  // expected-error @+2 {{expected ']'}}
  symbol batch in [2, 4
}

// -----

module {
  // expected-error @below {{not a valid symbol name}}
  symbol min in [2, 4]
}

// -----

module {
  // expected-error @below {{empty}}
  symbol n in [5, 4]
}

// -----

module {
  // expected-error @+2 {{expected expression}}
  guard n ==
}
