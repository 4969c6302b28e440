// ASan reserves more address space than prlimit --as allows.
// UNSUPPORTED: asan
// The zeros standing for an absent optional of a static shape above the
// compile-time size cap (2^20 elements; tocc/Support/Limits.h) are not
// written out: a core.full of the shape computes them. Run with 2 GB of
// address space, so writing them fails the test; 2^32 x 2^32 (a count
// that overflows int64) too.
// RUN: prlimit --as=2000000000 onnx-opt %s --split-input-file --pass-pipeline='optional-to-flag' | FileCheck %s

// CHECK-LABEL: graph @huge(
// CHECK:         }, {
// CHECK-NEXT:      %[[S:.*]] = core.constant {value = dense<tensor<[2], i64>, [1000000, 1000000]>} : tensor<[2], i64>
// CHECK-NEXT:      %[[V:.*]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:      %[[Z:.*]] = core.full(%[[S]], %[[V]]) : tensor<[1000000, 1000000], f32>
// CHECK:           yield %[[Z]], %{{.*}}
graph @huge(%x: tensor<[1000000, 1000000], f32>, %c: bool) -> (optional<tensor<*, ?>>) {
  %none = prim.Constant : none
  %y = prim.If(%c) ({
    yield %x
  }, {
    yield %none
  }) : optional<tensor<*, ?>>
  return %y
}

// -----

// CHECK-LABEL: graph @overflow(
// CHECK:         core.full({{.*}}) : tensor<[4294967296, 4294967296], i64>
graph @overflow(%x: tensor<[4294967296, 4294967296], i64>, %c: bool) -> (optional<tensor<*, ?>>) {
  %none = prim.Constant : none
  %y = prim.If(%c) ({
    yield %x
  }, {
    yield %none
  }) : optional<tensor<*, ?>>
  return %y
}
