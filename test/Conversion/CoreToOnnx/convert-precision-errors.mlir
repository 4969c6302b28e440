// RUN: not onnx-opt %s --pass-pipeline='convert-precision{keep-fp32=Softmax;Foo}' 2>&1 | FileCheck %s --check-prefix=NAME
// RUN: not onnx-opt %s --pass-pipeline='convert-precision{precision=fp8}' 2>&1 | FileCheck %s --check-prefix=PRECISION
// RUN: not onnx-opt %s --pass-pipeline='convert-precision{precision=bf16}' 2>&1 | FileCheck %s --check-prefix=OPSET

// convert-precision's errors: an op type ONNX does not have, a precision
// it does not convert to, bf16 where Cast does not take it (before opset
// 13).

// NAME: keep-fp32: 'Foo' is not an ONNX op type
// PRECISION: precision must be fp16 or bf16, not 'fp8'
// OPSET: error: convert-precision: Cast of opset 11 does not take bf16 (bf16 needs opset 13 or later)
module attributes {onnx.opset_import = [["", 11]]} {
graph @g(%x: tensor<[4], f32>) -> (tensor<[4], f32>) {
  %r = onnx.Relu(%x) : tensor<[4], f32>
  return %r
}
}
