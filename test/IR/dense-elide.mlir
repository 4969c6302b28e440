// RUN: onnx-opt %s --allow-unregistered-ops --elide-constants=4 | FileCheck %s --check-prefix=ELIDE4
// RUN: onnx-opt %s --allow-unregistered-ops --elide-constants=0 | FileCheck %s --check-prefix=ELIDE0
// RUN: onnx-opt %s --allow-unregistered-ops | FileCheck %s --check-prefix=FULL
// RUN: onnx-opt %s --allow-unregistered-ops --elide-constants=4 | onnx-opt --allow-unregistered-ops | FileCheck %s --check-prefix=ELIDE4

// `--elide-constants=N` prints constants with more than N elements as
// `elided`; a constant parsed as `elided` has no data and always prints so.

// ELIDE4-LABEL: graph @weights
// ELIDE4: %small = core.constant {value = dense<tensor<[4], f32>, [1.0, 2.0, 3.0, 4.0]>} : tensor<[4], f32>
// ELIDE4: %big = core.constant {value = dense<tensor<[5], f32>, elided>} : tensor<[5], f32>
// ELIDE4: %conv = core.constant {value = dense<tensor<[64, 3, 7, 7], f32>, elided>} : tensor<[64, 3, 7, 7], f32>
// ELIDE4: test.op {arr = [dense<tensor<[8], i64>, elided>, dense<tensor<[1], i64>, [7]>]} : ()

// ELIDE0-LABEL: graph @weights
// ELIDE0: %small = core.constant {value = dense<tensor<[4], f32>, elided>}
// ELIDE0: %big = core.constant {value = dense<tensor<[5], f32>, elided>}
// ELIDE0: %conv = core.constant {value = dense<tensor<[64, 3, 7, 7], f32>, elided>}
// ELIDE0: test.op {arr = [dense<tensor<[8], i64>, elided>, dense<tensor<[1], i64>, elided>]} : ()

// FULL-LABEL: graph @weights
// FULL: %small = core.constant {value = dense<tensor<[4], f32>, [1.0, 2.0, 3.0, 4.0]>}
// FULL: %big = core.constant {value = dense<tensor<[5], f32>, [1.0, 2.0, 3.0, 4.0, 5.0]>}
// FULL: %conv = core.constant {value = dense<tensor<[64, 3, 7, 7], f32>, elided>}
// FULL: test.op {arr = [dense<tensor<[8], i64>, [1, 0, 0, 0, 0, 0, 0, 0]>, dense<tensor<[1], i64>, [7]>]} : ()
graph @weights() -> (tensor<[4], f32>, tensor<[5], f32>, tensor<[64, 3, 7, 7], f32>) {
  %small = core.constant {value = dense<tensor<[4], f32>, [1.0, 2.0, 3.0, 4.0]>} : tensor<[4], f32>
  %big = core.constant {value = dense<tensor<[5], f32>, [1.0, 2.0, 3.0, 4.0, 5.0]>} : tensor<[5], f32>
  %conv = core.constant {value = dense<tensor<[64, 3, 7, 7], f32>, elided>} : tensor<[64, 3, 7, 7], f32>
  test.op {arr = [dense<tensor<[8], i64>, "0x01000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000">, dense<tensor<[1], i64>, [7]>]} : ()
  return %small, %big, %conv
}
