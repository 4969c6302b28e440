// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops | FileCheck %s
// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops | onnx-opt --split-input-file --allow-unregistered-ops | FileCheck %s

// The result-type count decides how many results an op has; names bind to
// them in order.

// CHECK-LABEL: graph @pairs
// CHECK-NEXT:    %values, %indices = test.topk(%x) {k = 2} : (tensor<[2], f32>, tensor<[2], i64>)
// CHECK-NEXT:    %0, %1, %2 = test.split(%x) : (tensor<[1], f32>, tensor<[1], f32>, tensor<[1], f32>)
// CHECK-NEXT:    %a, %3, %b = test.three : (int, float, bool)
// CHECK-NEXT:    return %values, %indices, %2
graph @pairs(%x: tensor<[4], f32>)
    -> (tensor<[2], f32>, tensor<[2], i64>, tensor<[1], f32>) {
  %values, %indices = test.topk(%x) {k = 2} : (tensor<[2], f32>, tensor<[2], i64>)
  %4, %5, %6 = test.split(%x) : (tensor<[1], f32>, tensor<[1], f32>, tensor<[1], f32>)
  %a, %9, %b = test.three : (int, float, bool)
  return %values, %indices, %6
}

// -----

// Ops without results; results nobody uses still print their names.

// CHECK-LABEL: graph @no_results
// CHECK-NEXT:    test.print(%x) {tag = "x"} : ()
// CHECK-NEXT:    %0, %1 = test.unused : (int, int)
// CHECK-NEXT:    test.print(%x, %x) : ()
// CHECK-NEXT:    return
graph @no_results(%x: int) -> () {
  test.print(%x) {tag = "x"} : ()
  %7, %8 = test.unused : (int, int)
  test.print(%x, %x) : ()
  return
}

// -----

// Variadic results of a registered op.

// CHECK-LABEL: graph @if_results
// CHECK:         %0, %1, %2 = onnx.If(%c) ({
// CHECK:         }) : (tensor<*, f32>, tensor<*, i64>, tensor<*, f32>)
// CHECK-NEXT:    return %0, %1, %2
graph @if_results(%c: tensor<[], bool>, %f: tensor<*, f32>, %i: tensor<*, i64>)
    -> (tensor<*, f32>, tensor<*, i64>, tensor<*, f32>) {
  %10, %11, %12 = onnx.If(%c) ({
    yield %f, %i, %f
  }, {
    yield %f, %i, %f
  }) : (tensor<*, f32>, tensor<*, i64>, tensor<*, f32>)
  return %10, %11, %12
}
