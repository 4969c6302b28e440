// ASan reserves more address space than prlimit --as allows.
// UNSUPPORTED: asan
// onnx-cleanup computes small constant ops itself; the result's shape is
// checked against max-elements (by default the shared compile-time cap,
// 2^20 elements; tocc/Support/Limits.h) before its elements are allocated,
// so a huge ConstantOfShape or Expand stays a node (ONNX Runtime computes
// it) instead of running the compiler out of memory. Run with 2 GB of
// address space: an attempt to allocate the tensor fails the test.
// RUN: prlimit --as=2000000000 onnx-opt %s --split-input-file --pass-pipeline=onnx-cleanup 2>&1 | FileCheck %s

// ConstantOfShape of a constant [1000000, 1000000] (4 TB of f32).
module attributes {onnx.opset_import = [["", 17]]} {
graph @constant_of_shape() -> (tensor<*, ?>) {
  %s = onnx.Constant {value = dense<tensor<[2], i64>, [1000000, 1000000]>} : tensor<[2], i64>
  %z = onnx.ConstantOfShape(%s) : tensor<[1000000, 1000000], f32>
  return %z
}
}
// CHECK-LABEL: graph @constant_of_shape
// CHECK:         %z = onnx.ConstantOfShape(%s)
// CHECK-NEXT:    return %z

// -----

// Expand of a one-element constant to the same shape, and of an int
// constant to a shape the pass computes first (a Concat of static dims of
// Shapes, which becomes the same constant as %s).
module attributes {onnx.opset_import = [["", 17]]} {
graph @expand(%x: tensor<[1000000, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %one = onnx.Constant {value = dense<tensor<[1], f32>, [1.0]>} : tensor<[1], f32>
  %s = onnx.Constant {value = dense<tensor<[2], i64>, [1000000, 1000000]>} : tensor<[2], i64>
  %e = onnx.Expand(%one, %s) : tensor<[1000000, 1000000], f32>
  %sx = onnx.Shape(%x) {end = 1} : tensor<[1], i64>
  %s2 = onnx.Concat(%sx, %sx) {axis = 0} : tensor<[2], i64>
  %i = onnx.Constant {value = dense<tensor<[], i64>, [7]>} : tensor<[], i64>
  %f = onnx.Expand(%i, %s2) : tensor<[1000000, 1000000], i64>
  return %e, %f
}
}
// CHECK-LABEL: graph @expand
// CHECK:         %e = onnx.Expand(%one, %s)
// CHECK:         %f = onnx.Expand(%i, %s)

// -----

// A broadcast of two small constants: Where and Add of [1, 2048] and
// [2048, 1] would be [2048, 2048], over the cap.
module attributes {onnx.opset_import = [["", 17]]} {
graph @broadcast() -> (tensor<*, ?>, tensor<*, ?>) {
  %rs = onnx.Constant {value = dense<tensor<[2], i64>, [1, 2048]>} : tensor<[2], i64>
  %cs = onnx.Constant {value = dense<tensor<[2], i64>, [2048, 1]>} : tensor<[2], i64>
  %row = onnx.ConstantOfShape(%rs) {value = dense<tensor<[1], i64>, [1]>} : tensor<[1, 2048], i64>
  %col = onnx.ConstantOfShape(%cs) {value = dense<tensor<[1], i64>, [2]>} : tensor<[2048, 1], i64>
  %sum = onnx.Add(%row, %col) : tensor<[2048, 2048], i64>
  %t = onnx.Constant {value = dense<tensor<[], bool>, [true]>} : tensor<[], bool>
  %w = onnx.Where(%t, %row, %col) : tensor<[2048, 2048], i64>
  return %sum, %w
}
}
// CHECK-LABEL: graph @broadcast
// CHECK:         %sum = onnx.Add(
// CHECK:         %w = onnx.Where(

// -----

// Dims whose product overflows int64 (2^32 x 2^32) count as over the cap.
module attributes {onnx.opset_import = [["", 17]]} {
graph @overflow() -> (tensor<*, ?>, tensor<*, ?>) {
  %s = onnx.Constant {value = dense<tensor<[2], i64>, [4294967296, 4294967296]>} : tensor<[2], i64>
  %z = onnx.ConstantOfShape(%s) : tensor<[4294967296, 4294967296], f32>
  %one = onnx.Constant {value = dense<tensor<[1], f32>, [1.0]>} : tensor<[1], f32>
  %e = onnx.Expand(%one, %s) : tensor<[4294967296, 4294967296], f32>
  return %z, %e
}
}
// CHECK-LABEL: graph @overflow
// CHECK:         %z = onnx.ConstantOfShape(%s)
// CHECK:         %e = onnx.Expand(%one, %s)

// -----

// The cap is the pass's option: a ConstantOfShape of [2, 4] folds by
// default and with max-elements=8, and stays with max-elements=4.
// RUN: onnx-opt %s --split-input-file --pass-pipeline='onnx-cleanup{max-elements=8}' 2>&1 | FileCheck %s --check-prefix=RAISED
// RUN: onnx-opt %s --split-input-file --pass-pipeline='onnx-cleanup{max-elements=4}' 2>&1 | FileCheck %s --check-prefix=LOWERED
module attributes {onnx.opset_import = [["", 17]]} {
graph @configurable() -> (tensor<*, ?>) {
  %s = onnx.Constant {value = dense<tensor<[2], i64>, [2, 4]>} : tensor<[2], i64>
  %z = onnx.ConstantOfShape(%s) : tensor<[2, 4], f32>
  return %z
}
}
// CHECK-LABEL: graph @configurable
// CHECK:         %z = onnx.Constant {value = dense<tensor<[2, 4], f32>
// RAISED-LABEL: graph @configurable
// RAISED:         %z = onnx.Constant {value = dense<tensor<[2, 4], f32>
// LOWERED-LABEL: graph @configurable
// LOWERED:         %z = onnx.ConstantOfShape(%s)
