// RUN: onnx-opt %s --decompose=allow-unconverted=true 2>&1 | FileCheck %s
// RUN: onnx-opt %s --pass-pipeline='decompose{allow-unconverted=true}' 2>&1 | FileCheck %s
// RUN: not onnx-opt %s --decompose 2>&1 | FileCheck %s --check-prefix=ERR

// allow-unconverted keeps ops without an entry for a later fallback, with
// no diagnostic, and still decomposes the others.

// CHECK-NOT:   error
// CHECK-LABEL: graph @unconverted
// CHECK-NEXT:    %[[A:.*]] = aten.special_bessel_j0(%x)
// CHECK-NEXT:    %[[B:.*]] = core.relu(%[[A]])
// CHECK-NEXT:    %[[C:.*]] = aten.special_bessel_j0(%[[B]])
// CHECK-NEXT:    return %[[C]]

// ERR: allow-unconverted.mlir:[[# @LINE + 4]]:3: error: no decomposition for 'aten.special_bessel_j0'
// ERR: allow-unconverted.mlir:[[# @LINE + 5]]:3: error: no decomposition for 'aten.special_bessel_j0'
// ERR-NOT: error
graph @unconverted(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = aten.special_bessel_j0(%x) : tensor<[2], f32>
  %1 = aten.relu(%0) : tensor<[2], f32>
  %2 = aten.special_bessel_j0(%1) : tensor<[2], f32>
  return %2
}
