// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops | FileCheck %s
// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops | onnx-opt --split-input-file --allow-unregistered-ops | FileCheck %s

// Tensor types: static, unknown (`?`) dims and dtypes, rank 0, unranked.

// CHECK-LABEL: graph @tensors
// CHECK-SAME: (%a: tensor<[2, 3], f32>, %b: tensor<[?, 3], ?>, %c: tensor<[], i64>, %d: tensor<*, f32>, %e: tensor<*, ?>, %f: tensor<[0], bool>)
// CHECK-SAME: -> (tensor<[2, 3], f32>)
graph @tensors(%a: tensor<[2, 3], f32>, %b: tensor<[?, 3], ?>,
               %c: tensor<[], i64>, %d: tensor<*, f32>, %e: tensor<*, ?>,
               %f: tensor<[0], bool>) -> (tensor<[2, 3], f32>) {
  return %a
}

// -----

// Every dtype spelling.

// CHECK-LABEL: graph @dtypes
// CHECK-SAME: tensor<[1], bool>, {{.*}}tensor<[1], i8>, {{.*}}tensor<[1], i16>, {{.*}}tensor<[1], i32>, {{.*}}tensor<[1], i64>
// CHECK-SAME: tensor<[1], u8>, {{.*}}tensor<[1], u16>, {{.*}}tensor<[1], u32>, {{.*}}tensor<[1], u64>
// CHECK-SAME: tensor<[1], f16>, {{.*}}tensor<[1], bf16>, {{.*}}tensor<[1], f32>, {{.*}}tensor<[1], f64>
// CHECK-SAME: tensor<[1], c64>, {{.*}}tensor<[1], c128>, {{.*}}tensor<[1], str>
graph @dtypes(%0: tensor<[1], bool>, %1: tensor<[1], i8>, %2: tensor<[1], i16>,
              %3: tensor<[1], i32>, %4: tensor<[1], i64>, %5: tensor<[1], u8>,
              %6: tensor<[1], u16>, %7: tensor<[1], u32>, %8: tensor<[1], u64>,
              %9: tensor<[1], f16>, %10: tensor<[1], bf16>, %11: tensor<[1], f32>,
              %12: tensor<[1], f64>, %13: tensor<[1], c64>, %14: tensor<[1], c128>,
              %15: tensor<[1], str>) -> () {
  return
}

// -----

// Host scalars and TorchScript's other values, containers, opaque types.

// CHECK-LABEL: graph @scalars
// CHECK-SAME: (%i: int, %f: float, %b: bool, %s: str, %n: none, %d: device, %num: number)
graph @scalars(%i: int, %f: float, %b: bool, %s: str, %n: none, %d: device, %num: number) -> () {
  return
}

// -----

// CHECK-LABEL: graph @containers
// CHECK-SAME: %l: list<int>
// CHECK-SAME: %t: tuple<tensor<*, f32>, int>
// CHECK-SAME: %e: tuple<>
// CHECK-SAME: %o: optional<tensor<*, f32>>
// CHECK-SAME: %n: list<optional<tuple<list<tensor<[2], i64>>, str>>>
// CHECK-SAME: %g: opaque<"Generator">
// CHECK-SAME: %q: opaque<"with \"quotes\" and \\">
graph @containers(%l: list<int>, %t: tuple<tensor<*, f32>, int>, %e: tuple<>,
                  %o: optional<tensor<*, f32>>,
                  %n: list<optional<tuple<list<tensor<[2], i64>>, str>>>,
                  %g: opaque<"Generator">, %q: opaque<"with \"quotes\" and \\">)
    -> () {
  return
}

// -----

// Result types: one type, a parenthesized list, or `()`.

// CHECK-LABEL: graph @results
// CHECK: %0 = test.one : tensor<[2], f32>
// CHECK: %1, %2 = test.two : (int, list<float>)
// CHECK: test.none : ()
// CHECK: %3 = test.paren : int
graph @results() -> () {
  %0 = test.one : tensor<[2], f32>
  %1, %2 = test.two : (int, list<float>)
  test.none : ()
  %3 = test.paren : (int)
  return
}
