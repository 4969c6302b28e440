// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops | FileCheck %s
// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops | onnx-opt --split-input-file --allow-unregistered-ops | FileCheck %s

// Dense constants: a row-major element list up to 64 elements, raw
// little-endian bytes in hex above that (and always for complex dtypes).

// CHECK-LABEL: graph @integers
// CHECK: test.op {a = dense<tensor<[4], i8>, [-128, 127, 0, -1]>
// CHECK-SAME: b = dense<tensor<[2], i16>, [-32768, 32767]>
// CHECK-SAME: c = dense<tensor<[2], i32>, [-2147483648, 2147483647]>
// CHECK-SAME: d = dense<tensor<[2], i64>, [-9223372036854775808, 9223372036854775807]>
// CHECK-SAME: e = dense<tensor<[2], u8>, [0, 255]>
// CHECK-SAME: f = dense<tensor<[2], u16>, [0, 65535]>
// CHECK-SAME: g = dense<tensor<[2], u32>, [0, 4294967295]>
// CHECK-SAME: h = dense<tensor<[2], u64>, [0, 18446744073709551615]>
graph @integers() -> () {
  test.op {a = dense<tensor<[4], i8>, [-128, 127, 0, -1]>,
           b = dense<tensor<[2], i16>, [-32768, 32767]>,
           c = dense<tensor<[2], i32>, [-2147483648, 2147483647]>,
           d = dense<tensor<[2], i64>, [-9223372036854775808, 9223372036854775807]>,
           e = dense<tensor<[2], u8>, [0, 255]>,
           f = dense<tensor<[2], u16>, [-0, 65535]>,
           g = dense<tensor<[2], u32>, [0, 4294967295]>,
           h = dense<tensor<[2], u64>, [0, 18446744073709551615]>} : ()
  return
}

// -----

// Floating-point elements print as the shortest decimal that reads back to
// the same value of the element type.

// CHECK-LABEL: graph @floats
// CHECK: test.op {a = dense<tensor<[4], f16>, [0.1, 65500.0, -inf, 6.0e-08]>
// CHECK-SAME: b = dense<tensor<[3], bf16>, [0.1, 3.0e+38, nan]>
// CHECK-SAME: c = dense<tensor<[5], f32>, [0.1, 16777216.0, 1.0e-45, 3.4028235e+38, -0.0]>
// CHECK-SAME: d = dense<tensor<[3], f64>, [0.1, 1.0e+300, 5.0e-324]>
// CHECK-SAME: e = dense<tensor<[2], f32>, [1.0, -2.0]>
graph @floats() -> () {
  test.op {a = dense<tensor<[4], f16>, [0.1, 65504.0, -inf, 0.0000000596046448]>,
           b = dense<tensor<[3], bf16>, [0.1, 3.0e+38, nan]>,
           c = dense<tensor<[5], f32>, [0.1, 16777217.0, 1.4e-45, 3.4028234663852886e38, -0.0]>,
           d = dense<tensor<[3], f64>, [0.1, 1e300, 5e-324]>,
           e = dense<tensor<[2], f32>, [1, -2]>} : ()
  return
}

// -----

// CHECK-LABEL: graph @bools_and_shapes
// CHECK: test.op {a = dense<tensor<[2, 2], bool>, [true, false, false, true]>
// CHECK-SAME: b = dense<tensor<[], f32>, [42.0]>
// CHECK-SAME: c = dense<tensor<[0, 3], i64>, []>
graph @bools_and_shapes() -> () {
  test.op {a = dense<tensor<[2, 2], bool>, [true, false, false, true]>,
           b = dense<tensor<[], f32>, [42.0]>, c = dense<tensor<[0, 3], i64>, []>} : ()
  return
}

// -----

// Hex input of a small constant prints as a list; complex always as hex.

// CHECK-LABEL: graph @hex
// CHECK: test.op {a = dense<tensor<[2], f32>, [1.0, 1.0]>
// CHECK-SAME: b = dense<tensor<[1], c64>, "0x0000803F00000040">
// CHECK-SAME: c = dense<tensor<[1], c128>, "0x000000000000F03F0000000000000000">
// CHECK-SAME: d = dense<tensor<[3], u8>, [1, 171, 255]>
graph @hex() -> () {
  test.op {a = dense<tensor<[2], f32>, "0x0000803F0000803F">,
           b = dense<tensor<[1], c64>, "0x0000803F00000040">,
           c = dense<tensor<[1], c128>, "0x000000000000f03f0000000000000000">,
           d = dense<tensor<[3], u8>, "0X01abFF">} : ()
  return
}

// -----

// 64 elements still print as a list; 65 as hex.

// CHECK-LABEL: graph @sizes
// CHECK: test.op {a = dense<tensor<[64], i8>, [0, 1, 2, {{.*}}, 62, 63]>
// CHECK-SAME: b = dense<tensor<[65], i8>, "0x000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F40">
graph @sizes() -> () {
  test.op {a = dense<tensor<[64], i8>, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]>,
           b = dense<tensor<[65], i8>, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64]>} : ()
  return
}

// -----

// The constant op of the core dialect.

// CHECK-LABEL: graph @constant
// CHECK: %w = core.constant {value = dense<tensor<[2, 3], f32>, [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]>} : tensor<[2, 3], f32>
// CHECK: return %w
graph @constant() -> (tensor<[2, 3], f32>) {
  %w = core.constant {value = dense<tensor<[2, 3], f32>, [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]>} : tensor<[2, 3], f32>
  return %w
}
