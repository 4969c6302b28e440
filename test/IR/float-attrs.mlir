// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops | FileCheck %s
// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops | onnx-opt --split-input-file --allow-unregistered-ops | FileCheck %s

// Floats print as the shortest decimal that reads back to the same double,
// always with a `.` or an exponent so they read back as floats, not ints.

// CHECK-LABEL: graph @shortest
// CHECK: test.op {a = 1.5, b = 0.1, c = 0.30000000000000004, d = 2.0, e = 1000.0, f = 123456.789, g = 0.0001, h = 1.0} : ()
graph @shortest() -> () {
  test.op {a = 1.5, b = 0.1000000000000000055511151231257827, c = 0.30000000000000004,
           d = 2.0, e = 1E3, f = 123456.789, g = 1e-4, h = 1.} : ()
  return
}

// -----

// Exponent form below 1e-4 and from 1e16 up; the mantissa always has a `.`.

// CHECK-LABEL: graph @exponents
// CHECK: test.op {a = 1.0e-05, b = 2.5e-07, c = 1.0e+16, d = 1000000000000000.0, e = 1.2345e+20, f = -3.0e-10} : ()
graph @exponents() -> () {
  test.op {a = 1e-5, b = 0.00000025, c = 10000000000000000.0,
           d = 1e15, e = 123450000000000000000.0, f = -3e-10} : ()
  return
}

// -----

// Extremes and specials: signed zero, denormals, the largest double,
// infinities and NaN.

// CHECK-LABEL: graph @specials
// CHECK: test.op {a = -0.0, b = 0.0, c = 5.0e-324, d = 2.2250738585072014e-308, e = 1.7976931348623157e+308, f = inf, g = -inf, h = nan} : ()
graph @specials() -> () {
  test.op {a = -0.0, b = 0.0, c = 4.9406564584124654e-324,
           d = 2.2250738585072014e-308, e = 1.7976931348623157e308,
           f = inf, g = -inf, h = nan} : ()
  return
}

// -----

// An integer literal is an int attribute; a float with an integral value
// keeps its `.0`.

// CHECK-LABEL: graph @int_vs_float
// CHECK: test.op {f = 2.0, i = 2, nf = -7.0, ni = -7} : ()
graph @int_vs_float() -> () {
  test.op {i = 2, f = 2.0, ni = -7, nf = -7.0} : ()
  return
}

// -----

// Floats in arrays.

// CHECK-LABEL: graph @arrays
// CHECK: test.op {eps = [1.0e-05, 1.0e-12], scales = [1.0, 2.0, 0.5]} : ()
graph @arrays() -> () {
  test.op {scales = [1.0, 2.0, 0.5], eps = [0.00001, 1e-12]} : ()
  return
}
