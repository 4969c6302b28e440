// Printing flags: --print-debuginfo prints locations, --elide-constants=N
// elides dense constants with more than N elements.

// RUN: onnx-opt %s --print-debuginfo | FileCheck --check-prefix=LOC %s
// LOC:      graph @main(%x: tensor<[4], f32> loc("{{.*}}print-flags.mlir":[[@LINE+15]]:13)) -> (tensor<[4], f32>) loc("{{.*}}print-flags.mlir":[[@LINE+15]]:1)
// LOC-NEXT:   %c = core.constant {{.*}} loc("{{.*}}print-flags.mlir":[[@LINE+15]]:3)
// LOC-NEXT:   %0 = core.add(%x, %c) : tensor<[4], f32> loc("weights.py":3:7)

// RUN: onnx-opt %s | FileCheck --check-prefix=NOLOC %s
// NOLOC-NOT: loc(

// RUN: onnx-opt %s --elide-constants=3 | FileCheck --check-prefix=ELIDE %s
// ELIDE: %c = core.constant {value = dense<tensor<[4], f32>, elided>}
// RUN: onnx-opt %s --elide-constants=4 | FileCheck --check-prefix=KEEP %s
// KEEP: %c = core.constant {value = dense<tensor<[4], f32>, [1.0, 2.0, 3.0, 4.0]>}

// RUN: not onnx-opt %s --elide-constants=many 2>&1 | FileCheck --check-prefix=BAD %s
// BAD: for the --elide-constants option: 'many' value invalid

graph @main(%x: tensor<[4], f32>) -> (tensor<[4], f32>) {
  %c = core.constant {value = dense<tensor<[4], f32>, [1.0, 2.0, 3.0, 4.0]>} : tensor<[4], f32>
  %0 = core.add(%x, %c) : tensor<[4], f32> loc("weights.py":3:7)
  return %0
}
