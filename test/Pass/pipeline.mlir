// A pipeline string runs its passes in order; spaces around names and
// commas are fine, and an empty pipeline changes nothing.

// RUN: onnx-opt %s --pass-pipeline=' cse , dce ' | FileCheck %s
// RUN: onnx-opt %s --pass-pipeline='cse,dce' | FileCheck %s
// RUN: onnx-opt %s --cse --dce | FileCheck %s
// RUN: onnx-opt %s --pass-pipeline='' | FileCheck --check-prefix=NONE %s

// CSE first makes %2 an add of %1 with itself; DCE then drops the dead relu.
// CHECK-LABEL: graph @main
// CHECK-NEXT:    %[[R:.*]] = core.relu(%x)
// CHECK-NEXT:    %[[A:.*]] = core.add(%x, %[[R]])
// CHECK-NEXT:    %[[B:.*]] = core.add(%[[A]], %[[A]])
// CHECK-NEXT:    return %[[B]]

// NONE-LABEL: graph @main
// NONE-COUNT-3: core.add
// NONE:         core.relu
// NONE-NEXT:    return

graph @main(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x) : tensor<[2], f32>
  %1 = core.add(%x, %0) : tensor<[2], f32>
  %2 = core.add(%0, %x) : tensor<[2], f32>
  %3 = core.add(%1, %2) : tensor<[2], f32>
  %4 = core.relu(%3) : tensor<[2], f32>
  return %3
}
