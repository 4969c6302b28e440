// RUN: onnx-opt %s --allow-unregistered-ops --print-debuginfo | FileCheck %s
// RUN: onnx-opt %s --allow-unregistered-ops --print-debuginfo | onnx-opt --allow-unregistered-ops --print-debuginfo | FileCheck %s
// RUN: onnx-opt %s --allow-unregistered-ops | FileCheck %s --check-prefix=NOLOC

// NOLOC-NOT: loc(

// Explicit locations on graphs, block arguments, ops and terminators.

// CHECK-LABEL: graph @explicit
// CHECK-SAME: (%x: tensor<[2], f32> loc("model.py":3:12), %w: tensor<[2], f32> loc("layer1.0.conv1.weight"))
// CHECK-SAME: -> (tensor<[2], f32>) attributes {k = 1} loc("model.py":1:0) {
// CHECK-NEXT:    %0 = core.add(%x, %w) : tensor<[2], f32> loc("layer1.0.conv1"("model.py":12:8))
// CHECK-NEXT:    %1 = core.relu(%0) : tensor<[2], f32> loc(unknown)
// CHECK-NEXT:    %2 = core.relu(%1) : tensor<[2], f32> loc("outer"("inner"("f.py":1:2)))
// CHECK-NEXT:    %3 = core.relu(%2) : tensor<[2], f32> loc("quoted \"name\"")
// CHECK-NEXT:    return %3 loc("model.py":20:4)
// CHECK-NEXT:  }
graph @explicit(%x: tensor<[2], f32> loc("model.py":3:12),
                %w: tensor<[2], f32> loc("layer1.0.conv1.weight"))
    -> (tensor<[2], f32>) attributes {k = 1} loc("model.py":1:0) {
  %0 = core.add(%x, %w) : tensor<[2], f32> loc("layer1.0.conv1"("model.py":12:8))
  %1 = core.relu(%0) : tensor<[2], f32> loc(unknown)
  %2 = core.relu(%1) : tensor<[2], f32> loc("outer"("inner"("f.py":1:2)))
  %3 = core.relu(%2) : tensor<[2], f32> loc("quoted \"name\"")
  return %3 loc("model.py":20:4)
}

// Without loc(...), a parsed op gets the location of its first token (its
// result list, else its name), an argument that of its name, a graph that of
// the `graph` keyword.

// CHECK-LABEL: graph @implicit
// CHECK-SAME: (%a: int loc("{{.*}}locations.mlir":[[@LINE+12]]:17))
// CHECK-SAME: -> () loc("{{.*}}locations.mlir":[[@LINE+11]]:1) {
// CHECK-NEXT:    %0, %1 = test.pair(%a) : (int, int) loc("{{.*}}locations.mlir":[[@LINE+11]]:3)
// CHECK-NEXT:    test.sink(%0) : () loc("{{.*}}locations.mlir":[[@LINE+11]]:5)
// CHECK-NEXT:    test.op ({
// CHECK-NEXT:    ^bb0(%2: int loc("{{.*}}locations.mlir":[[@LINE+11]]:8)):
// CHECK-NEXT:      yield %2 loc("{{.*}}locations.mlir":[[@LINE+11]]:5)
// CHECK-NEXT:    }) : () loc("{{.*}}locations.mlir":[[@LINE+8]]:3)
// CHECK-NEXT:    return loc("{{.*}}locations.mlir":[[@LINE+11]]:3)
// CHECK-NEXT:  }

// The `graph` keyword below is at column 1.
graph @implicit(%a: int) -> () {
  %0, %1 = test.pair(%a) : (int, int)
    test.sink(%0) : ()
  test.op ({
  ^bb0(%5: int):
    yield %5
  }) : ()
  return
}

// -----

// Non-ASCII bytes in location names and files print as \XX escapes and read
// back to the same bytes.

// CHECK-LABEL: graph @non_ascii
// CHECK: loc("caf\C3\A9.weight"("mod\C3\A8le.py":3:1))
graph @non_ascii(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x) : tensor<[2], f32> loc("café.weight"("modèle.py":3:1))
  return %0
}
