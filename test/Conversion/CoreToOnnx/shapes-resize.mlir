// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=9}' | FileCheck %s --check-prefix=O9
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=10}' | FileCheck %s --check-prefix=O10
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=11}' | FileCheck %s --check-prefix=O11
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=13}' | FileCheck %s --check-prefix=O13
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=18}' | FileCheck %s --check-prefix=O13
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=19}' | FileCheck %s --check-prefix=O13
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=21}' | FileCheck %s --check-prefix=O13

// Nearest resizing (ATen: asymmetric coordinates, floor) at every opset:
// Upsample(x, scales) at 9, Resize(x, scales) at 10 (scales from the core
// op, or out / in of static dims), Resize(x, roi, scales, sizes) with the
// coordinate mode at 11 (empty roi and scales), roi and scales absent
// (`none`) from 13. Resize-18/19's new attributes keep their defaults.

// O9-LABEL: graph @nearest
// O9:   %[[S:.*]] = onnx.Constant {value = dense<tensor<[4], f32>, [1.0, 1.0, 2.0, 2.0]>}
// O9:   onnx.Upsample(%x, %[[S]]) {mode = "nearest"} : tensor<[2, 3, 8, 8], f32>
// O9:   %[[T:.*]] = onnx.Constant {value = dense<tensor<[4], f32>, [1.0, 1.0, 2.0, 3.0]>}
// O9:   onnx.Upsample(%x, %[[T]]) {mode = "nearest"} : tensor<[2, 3, 8, 12], f32>

// O10-LABEL: graph @nearest
// O10:  onnx.Resize(%x, %{{.*}}) {mode = "nearest"} : tensor<[2, 3, 8, 8], f32>
// O10:  %[[T:.*]] = onnx.Constant {value = dense<tensor<[4], f32>, [1.0, 1.0, 2.0, 3.0]>}
// O10:  onnx.Resize(%x, %[[T]]) {mode = "nearest"} : tensor<[2, 3, 8, 12], f32>

// O11-LABEL: graph @nearest
// O11:  %[[R:.*]] = onnx.Constant {value = dense<tensor<[0], f32>, []>}
// O11:  %[[S:.*]] = onnx.Constant {value = dense<tensor<[4], f32>, [1.0, 1.0, 2.0, 2.0]>}
// O11:  onnx.Resize(%x, %[[R]], %[[S]]) {coordinate_transformation_mode = "asymmetric", mode = "nearest", nearest_mode = "floor"} : tensor<[2, 3, 8, 8], f32>
// O11:  %[[R2:.*]] = onnx.Constant {value = dense<tensor<[0], f32>, []>}
// O11:  %[[E:.*]] = onnx.Constant {value = dense<tensor<[0], f32>, []>}
// O11:  onnx.Resize(%x, %[[R2]], %[[E]], %sz) {coordinate_transformation_mode = "asymmetric", mode = "nearest", nearest_mode = "floor"} : tensor<[2, 3, 8, 12], f32>

// O13-LABEL: graph @nearest
// O13:  %[[N:.*]] = onnx.none : none
// O13:  %[[S:.*]] = onnx.Constant {value = dense<tensor<[4], f32>, [1.0, 1.0, 2.0, 2.0]>}
// O13:  onnx.Resize(%x, %[[N]], %[[S]]) {coordinate_transformation_mode = "asymmetric", mode = "nearest", nearest_mode = "floor"} : tensor<[2, 3, 8, 8], f32>
// O13:  %[[N1:.*]] = onnx.none : none
// O13:  %[[N2:.*]] = onnx.none : none
// O13:  onnx.Resize(%x, %[[N1]], %[[N2]], %sz) {coordinate_transformation_mode = "asymmetric", mode = "nearest", nearest_mode = "floor"} : tensor<[2, 3, 8, 12], f32>
graph @nearest(%x: tensor<[2, 3, 4, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %0 = core.resize(%x) {mode = "nearest", coordinate_transformation_mode = "asymmetric", nearest_mode = "floor", scales = [1.0, 1.0, 2.0, 2.0]} : tensor<*, ?>
  %sz = core.constant {value = dense<tensor<[4], i64>, [2, 3, 8, 12]>} : tensor<[4], i64>
  %1 = core.resize(%x, %sz) {mode = "nearest", coordinate_transformation_mode = "asymmetric", nearest_mode = "floor"} : tensor<*, ?>
  return %0, %1
}
