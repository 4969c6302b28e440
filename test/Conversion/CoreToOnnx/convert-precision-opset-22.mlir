// RUN: onnx-opt %s --split-input-file --pass-pipeline='convert-precision{precision=bf16}' | FileCheck %s

// convert-precision asks each op's schema at the module's opset: Conv
// takes bf16 from opset 22 (Conv-22), so a bf16 conversion keeps it f32
// at 21 and converts it at 22.

// CHECK-LABEL: graph @conv21
// CHECK:         %y_f32 = onnx.Conv(%{{.*}}, %w) : tensor<[n, 4, 6], f32>
module attributes {onnx.opset_import = [["", 21]]} {
graph @conv21(%x: tensor<[n, 2, 8], f32>) -> (tensor<[n, 4, 6], f32>) {
  %w = onnx.Constant {value = dense<tensor<[4, 2, 3], f32>, [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]>} : tensor<[4, 2, 3], f32>
  %y = onnx.Conv(%x, %w) : tensor<[n, 4, 6], f32>
  return %y
}
}

// -----

// CHECK-LABEL: graph @conv22
// CHECK:         %y = onnx.Conv(%x, %w) : tensor<[n, 4, 6], bf16>
module attributes {onnx.opset_import = [["", 22]]} {
graph @conv22(%x: tensor<[n, 2, 8], f32>) -> (tensor<[n, 4, 6], f32>) {
  %w = onnx.Constant {value = dense<tensor<[4, 2, 3], f32>, [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]>} : tensor<[4, 2, 3], f32>
  %y = onnx.Conv(%x, %w) : tensor<[n, 4, 6], f32>
  return %y
}
}
