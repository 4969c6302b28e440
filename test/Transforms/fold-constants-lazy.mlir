// fold-constants loads LibTorch only when it has an op to compute: with the
// LibTorch module's path pointing at nothing, shapes still fold without a
// word, and the first op that needs the runtime is left with a warning
// naming the module.
// RUN: env TOCC_TORCHSCRIPT_READER=%t.missing.so onnx-opt %s --split-input-file --fold-constants 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err

// CHECK-LABEL: graph @shapes_only
// CHECK-NEXT:    %[[S:.*]] = core.constant {value = dense<tensor<[2], i64>, [4, 5]>} : tensor<[2], i64>
// CHECK-NEXT:    return %[[S]]
graph @shapes_only(%x: tensor<[4, 5], f32>) -> (tensor<[2], i64>) {
  %0 = core.shape_of(%x) : tensor<[2], i64>
  return %0
}

// -----

// WARN-NOT: warning
// WARN: fold-constants-lazy.mlir:[[# @LINE + 7]]:3: warning: not folded: cannot load the runtime '{{.*}}missing.so'
// WARN-NOT: warning

// CHECK-LABEL: graph @needs_the_runtime
// CHECK:         core.add
graph @needs_the_runtime() -> (tensor<[1], f32>) {
  %a = core.constant {value = dense<tensor<[1], f32>, [1.0]>} : tensor<[1], f32>
  %0 = core.add(%a, %a) : tensor<[1], f32>
  return %0
}
