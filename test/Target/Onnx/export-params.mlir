// torch.onnx.export's export_params=False makes the weights graph inputs
// (with their types, no initializers); keep_initializers_as_inputs lists
// them as inputs too, and the reader reads such an input as the
// initializer.
// RUN: onnx-opt %s -o %t.noparams.onnx --onnx-no-export-params
// RUN: tocc-onnx-check %t.noparams.onnx | FileCheck --check-prefix=OK %s
// RUN: %python %S/Inputs/dump-model.py %t.noparams.onnx | FileCheck --check-prefix=NOPARAMS %s
// RUN: onnx-opt %s -o %t.keep.onnx --onnx-keep-initializers-as-inputs
// RUN: tocc-onnx-check %t.keep.onnx | FileCheck --check-prefix=OK %s
// RUN: %python %S/Inputs/dump-model.py %t.keep.onnx | FileCheck --check-prefix=KEEP %s
// RUN: onnx-opt %t.keep.onnx | FileCheck --check-prefix=IR %s

// OK: ok

// NOPARAMS: graph main
// NOPARAMS-NEXT: input x f32[2]
// NOPARAMS-NEXT: input w f32[2]
// NOPARAMS-NEXT: node Add_0 Add(x, w) -> (y)
// NOPARAMS-NOT: initializer

// KEEP: graph main
// KEEP-NEXT: input x f32[2]
// KEEP-NEXT: input w f32[2]
// KEEP-NEXT: initializer w f32[2] raw=8
// KEEP-NEXT: node Add_0 Add(x, w) -> (y)

// IR: graph @main(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
// IR-NEXT: %w = onnx.initializer {value = dense<tensor<[2], f32>, [1.0, 2.0]>} : tensor<[2], f32>

graph @main(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %w = onnx.initializer {value = dense<tensor<[2], f32>, [1.0, 2.0]>} : tensor<[2], f32>
  %y = onnx.Add(%x, %w) : tensor<[2], f32>
  return %y
}
