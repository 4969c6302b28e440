// The writer: ir_version from the opset, producer, graph inputs and outputs
// with dim_value / dim_param, value_info for intermediates, node names,
// attributes, and metadata; the checker accepts the file and the reader
// gives the module back.
// RUN: onnx-opt %s -o %t.onnx
// RUN: tocc-onnx-check %t.onnx | FileCheck --check-prefix=CHK %s
// RUN: %python %S/Inputs/dump-model.py %t.onnx | FileCheck %s
// RUN: onnx-opt %t.onnx --infer-shapes | FileCheck --check-prefix=IR %s
// --value-info: symbolic dims of intermediate values too, or no value_info.
// RUN: onnx-opt %s -o %t.sym.onnx --value-info=symbolic
// RUN: %python %S/Inputs/dump-model.py %t.sym.onnx | FileCheck --check-prefix=SYM %s
// RUN: onnx-opt %s -o %t.none.onnx --value-info=none
// RUN: %python %S/Inputs/dump-model.py %t.none.onnx | FileCheck --check-prefix=NONE %s

// CHK: ok

// CHECK: ir_version 7 producer tocc
// CHECK-NEXT: opset '' 13
// CHECK-NEXT: metadata author='me'
// CHECK-NEXT: graph main
// CHECK-NEXT: input x f32['batch',4]
// CHECK-NEXT: initializer fc.weight f32[3,4] raw=48
// CHECK-NEXT: initializer fc.bias f32[3] raw=12
// CHECK-NEXT: node fc Gemm(x, fc.weight, fc.bias) -> (Gemm_0) alpha:FLOAT transB:INT
// CHECK-NEXT: node Relu_0 Relu(Gemm_0) -> (Relu_0)
// CHECK-NEXT: node Constant_0 Constant() -> (shape) value:TENSOR
// CHECK-NEXT: node Reshape_0 Reshape(Relu_0, shape) -> (y)
// CHECK-NEXT: value_info Gemm_0 f32[?,3]
// CHECK-NEXT: value_info Relu_0 f32[?,3]
// CHECK-NEXT: value_info shape i64[2]
// CHECK-NEXT: output y f32['3*batch',1]

// SYM: input x f32['batch',4]
// SYM: value_info Gemm_0 f32['batch',3]
// SYM-NEXT: value_info Relu_0 f32['batch',3]
// SYM-NEXT: value_info shape i64[2]
// SYM-NEXT: output y f32['3*batch',1]

// NONE: input x f32['batch',4]
// NONE: node Reshape_0 Reshape(Relu_0, shape) -> (y)
// NONE-NOT: value_info
// NONE: output y f32['3*batch',1]

// IR: module attributes {onnx.ir_version = 7, onnx.metadata_props = {{\[\["author", "me"\]\]}}, onnx.opset_import = {{\[\["", 13\]\]}}, onnx.producer_name = "tocc", onnx.producer_version = "{{.*}}"} {
// IR-NEXT: symbol batch in [2, inf]
// IR-NEXT: graph @main(%x: tensor<[batch, 4], f32>) -> (tensor<[3*batch, 1], f32>) {
// IR-NEXT: %fc.weight = onnx.initializer {value = dense<tensor<[3, 4], f32>, [1.0, 2.0, 3.0, 4.0, 1.0, 2.0, 3.0, 4.0, 1.0, 2.0, 3.0, 4.0]>} : tensor<[3, 4], f32>
// IR-NEXT: %fc.bias = onnx.initializer {value = dense<tensor<[3], f32>, [0.5, 0.5, 0.5]>} : tensor<[3], f32>
// IR-NEXT: %Gemm_0 = onnx.Gemm(%x, %fc.weight, %fc.bias) {alpha = 1.0, onnx.name = "fc", transB = 1} : tensor<[batch, 3], f32>
// IR-NEXT: %Relu_0 = onnx.Relu(%Gemm_0) {onnx.name = "Relu_0"} : tensor<[batch, 3], f32>
// IR-NEXT: %shape = onnx.Constant {onnx.name = "Constant_0", value = dense<tensor<[2], i64>, [-1, 1]>} : tensor<[2], i64>
// IR:      %y = onnx.Reshape(%Relu_0, %shape) {onnx.name = "Reshape_0"} : tensor<[3*batch, 1], f32>
// IR-NEXT: return %y

module attributes {onnx.opset_import = [["", 13]], onnx.metadata_props = [["author", "me"]]} {
graph @main(%x: tensor<[batch, 4], f32>) -> (tensor<[3*batch, 1], f32>) {
  %fc.weight = onnx.initializer {value = dense<tensor<[3, 4], f32>, [1.0, 2.0, 3.0, 4.0, 1.0, 2.0, 3.0, 4.0, 1.0, 2.0, 3.0, 4.0]>} : tensor<[3, 4], f32>
  %fc.bias = onnx.initializer {value = dense<tensor<[3], f32>, [0.5, 0.5, 0.5]>} : tensor<[3], f32>
  %0 = onnx.Gemm(%x, %fc.weight, %fc.bias) {onnx.name = "fc", transB = 1, alpha = 1.0} : tensor<[batch, 3], f32>
  %1 = onnx.Relu(%0) : tensor<[batch, 3], f32>
  %shape = onnx.Constant() {value = dense<tensor<[2], i64>, [-1, 1]>} : tensor<[2], i64>
  %y = onnx.Reshape(%1, %shape) : tensor<[3*batch, 1], f32>
  return %y
}
}
