// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops | FileCheck %s
// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops | onnx-opt --split-input-file --allow-unregistered-ops | FileCheck %s

// Scalar attributes; the dictionary prints sorted by name.

// CHECK-LABEL: graph @scalars
// CHECK: test.op {a = 3, b = -1, c = true, d = false, e = "NOTSET", f = 1.5} : ()
graph @scalars() -> () {
  test.op {f = 1.5, e = "NOTSET", d = false, c = true, b = -1, a = 3} : ()
  return
}

// -----

// int64 limits.

// CHECK-LABEL: graph @int_limits
// CHECK: test.op {max = 9223372036854775807, min = -9223372036854775808, zero = 0} : ()
graph @int_limits() -> () {
  test.op {max = 9223372036854775807, min = -9223372036854775808, zero = -0} : ()
  return
}

// -----

// String escapes: \n \t \" \\ and \XX; other bytes print as \XX.

// CHECK-LABEL: graph @strings
// CHECK: test.op {empty = "", escapes = "line\nnext\ttab \"q\" back\\slash", hex = "A\01\7F\FF", utf8 = "\C3\A9"} : ()
graph @strings() -> () {
  test.op {empty = "", escapes = "line\nnext\ttab \"q\" back\\slash",
           hex = "\41\01\7f\FF", utf8 = "é"} : ()
  return
}

// -----

// dtype and type attributes.

// CHECK-LABEL: graph @types
// CHECK: test.op {dt = f32, flag = bool, t1 = type<tensor<[2], f32>>, t2 = type<list<optional<int>>>, t3 = type<tensor<*, ?>>, unknown = ?} : ()
graph @types() -> () {
  test.op {dt = f32, flag = bool, unknown = ?, t1 = type<tensor<[2], f32>>,
           t2 = type<list<optional<int>>>, t3 = type<tensor<*, ?>>} : ()
  return
}

// -----

// Arrays, possibly empty, mixed or nested.

// CHECK-LABEL: graph @arrays
// CHECK: test.op {empty = [], ints = [1, 2, 3], mixed = ["a", 1.5, true, i64], nested = {{\[\[}}1], [], {{\[\[}}2, 3]]]} : ()
graph @arrays() -> () {
  test.op {ints = [1, 2, 3], empty = [], mixed = ["a", 1.5, true, i64],
           nested = [[1], [], [[2, 3]]]} : ()
  return
}

// -----

// Attribute names: identifiers with dots, or quoted strings.

// CHECK-LABEL: graph @names
// CHECK: test.op {"/onnx::Conv" = 1, "1st" = 2, _x = 4, a.b.c = 5, "with space" = 3, "x-y" = 6} : ()
graph @names() -> () {
  test.op {a.b.c = 5, "with space" = 3, _x = 4, "/onnx::Conv" = 1, "1st" = 2,
           "x-y" = 6} : ()
  return
}

// -----

// Registered ops carry their declared attributes; an empty dictionary is
// not printed.

// CHECK-LABEL: graph @registered
// CHECK: %c = core.constant {value = dense<tensor<[2], f32>, [1.0, 2.5]>} : tensor<[2], f32>
// CHECK: %0 = test.op : int
graph @registered() -> (tensor<[2], f32>) {
  %c = core.constant {value = dense<tensor<[2], f32>, [1.0, 2.5]>} : tensor<[2], f32>
  %0 = test.op {} : int
  return %c
}

// -----

// Graph and module attributes.

// CHECK-LABEL: module @m attributes {opset_import = {{\[\[}}"", 17]], producer = "tocc"} {
// CHECK: graph @g() -> () attributes {doc = "a graph", inputs = ["x"]} {
module @m attributes {producer = "tocc", opset_import = [["", 17]]} {
  graph @g() -> () attributes {inputs = ["x"], doc = "a graph"} {
    return
  }
}
