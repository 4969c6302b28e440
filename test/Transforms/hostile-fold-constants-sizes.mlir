// ASan reserves more address space than prlimit --as allows.
// UNSUPPORTED: asan
// fold-constants checks the compile-time size cap (max-elements, by default
// 2^20 elements; tocc/Support/Limits.h) on a result's shape before anything
// is allocated: from its declared type, from its shape function when the
// type is not static, and in the runtime while the op runs (the core
// kernels' own checks, and LibTorch's CPU allocations) for a result no
// type tells. An op above the cap stays, without a word: ONNX Runtime
// computes it. Run with 2 GB of address space, so an allocation of 2 GB or
// more fails the test (a crash, or a "not folded" warning from LibTorch's
// allocator) instead of passing slowly.
// RUN: prlimit --as=2000000000 onnx-opt %s --split-input-file --pass-pipeline=fold-constants 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=QUIET --allow-empty < %t.err
// QUIET-NOT: {{.}}

// aten.ones of 20000 x 25000 (2 GB of f32) with an untyped result: its
// shape function gives the shape from the constant list.
// CHECK-LABEL: graph @ones_untyped
// CHECK:         %[[O:.*]] = aten.ones(
// CHECK:         return %[[O]]
graph @ones_untyped() -> (tensor<*, ?>) {
  %s = prim.Constant {value = [20000, 25000]} : list<int>
  %none = prim.Constant : none
  %0 = aten.ones(%s, %none, %none, %none, %none) : tensor<*, ?>
  return %0
}

// -----

// The same size from a list built of constant ints.
// CHECK-LABEL: graph @zeros_list
// CHECK:         aten.zeros(
graph @zeros_list() -> (tensor<*, ?>) {
  %a = prim.Constant {value = 20000} : int
  %b = prim.Constant {value = 25000} : int
  %s = prim.ListConstruct(%a, %b) : list<int>
  %none = prim.Constant : none
  %0 = aten.zeros(%s, %none, %none, %none, %none) : tensor<*, ?>
  return %0
}

// -----

// A size only the values tell (the sum of the repeats, 4 GB of i64): the
// runtime refuses LibTorch's allocation before it is made.
// CHECK-LABEL: graph @repeat_interleave
// CHECK:         aten.repeat_interleave.Tensor(
graph @repeat_interleave() -> (tensor<*, ?>) {
  %r = prim.Constant {value = dense<tensor<[1], i64>, [500000000]>} : tensor<[1], i64>
  %none = prim.Constant : none
  %0 = aten.repeat_interleave.Tensor(%r, %none) : tensor<*, ?>
  return %0
}

// -----

// core ops with untyped results: a full of a constant shape, a broadcast
// of two small constants (20000 x 20000), an expand, an arange.
// CHECK-LABEL: graph @core_untyped
// CHECK:         core.full(
// CHECK:         core.add(
// CHECK:         core.expand(
// CHECK:         core.arange(
graph @core_untyped() -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %shape = core.constant {value = dense<tensor<[2], i64>, [1000000, 1000000]>} : tensor<[2], i64>
  %one = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
  %0 = core.full(%shape, %one) : tensor<*, ?>
  %shape2 = core.constant {value = dense<tensor<[2], i64>, [20000, 1]>} : tensor<[2], i64>
  %col = core.full(%shape2, %one) : tensor<[20000, 1], f32>
  %shape3 = core.constant {value = dense<tensor<[2], i64>, [1, 20000]>} : tensor<[2], i64>
  %row = core.full(%shape3, %one) : tensor<[1, 20000], f32>
  %1 = core.add(%col, %row) : tensor<*, ?>
  %2 = core.expand(%one, %shape) : tensor<*, ?>
  %start = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
  %end = core.constant {value = dense<tensor<[], i64>, [1000000000]>} : tensor<[], i64>
  %step = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
  %3 = core.arange(%start, %end, %step) {dtype = i64} : tensor<*, ?>
  return %0, %1, %2, %3
}

// -----

// Dims whose product overflows int64 (2^32 x 2^32) count as over the cap:
// a full declared with them is not run, and numel is not folded to the
// wrapped product.
// CHECK-LABEL: graph @overflow
// CHECK:         core.full(
// CHECK:         core.numel(%x)
graph @overflow(%x: tensor<[4294967296, 4294967296], f32>) -> (tensor<[4294967296, 4294967296], f32>, int) {
  %shape = core.constant {value = dense<tensor<[2], i64>, [4294967296, 4294967296]>} : tensor<[2], i64>
  %one = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
  %0 = core.full(%shape, %one) : tensor<[4294967296, 4294967296], f32>
  %1 = core.numel(%x) : int
  return %0, %1
}

// -----

// The cap is the pass's option: a full of 1100 x 1000 stays by default,
// folds with max-elements raised above it; a full of 2 x 4 folds by
// default and stays with max-elements=4.
// RUN: prlimit --as=2000000000 onnx-opt %s --split-input-file --elide-constants=16 --pass-pipeline='fold-constants{max-elements=2000000}' 2>&1 | FileCheck %s --check-prefix=RAISED
// RUN: prlimit --as=2000000000 onnx-opt %s --split-input-file --pass-pipeline='fold-constants{max-elements=4}' 2>&1 | FileCheck %s --check-prefix=LOWERED
// CHECK-LABEL: graph @configurable
// CHECK-NEXT:    %[[S:.*]] = core.constant {{.*}}[1100, 1000]
// CHECK:         core.full(%[[S]]
// CHECK:         core.constant {value = dense<tensor<[2, 4], f32>, [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]>}
// RAISED-LABEL: graph @configurable
// RAISED:         %big = core.constant {value = dense<tensor<[1100, 1000], f32>, elided>}
// LOWERED-LABEL: graph @configurable
// LOWERED:         %big = core.full(
// LOWERED:         %small = core.full(
graph @configurable() -> (tensor<[1100, 1000], f32>, tensor<[2, 4], f32>) {
  %shape = core.constant {value = dense<tensor<[2], i64>, [1100, 1000]>} : tensor<[2], i64>
  %one = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
  %big = core.full(%shape, %one) : tensor<[1100, 1000], f32>
  %small_shape = core.constant {value = dense<tensor<[2], i64>, [2, 4]>} : tensor<[2], i64>
  %small = core.full(%small_shape, %one) : tensor<[2, 4], f32>
  return %big, %small
}

// -----

// A negative cap is an error.
// RUN: not onnx-opt %s --split-input-file --pass-pipeline='fold-constants{max-elements=-1}' 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: error: fold-constants: max-elements must not be negative
graph @negative() -> (tensor<[1], f32>) {
  %a = core.constant {value = dense<tensor<[1], f32>, [1.0]>} : tensor<[1], f32>
  return %a
}
