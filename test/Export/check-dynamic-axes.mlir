// RUN: onnx-opt %s --pass-pipeline='check-dynamic-axes{axes="x:0=n;out:0=n"}' | FileCheck %s
// RUN: onnx-opt %s --pass-pipeline='check-dynamic-axes{axes="x:0=n;sum:0=n" names=sum}' | FileCheck %s
// RUN: not onnx-opt %s --pass-pipeline='check-dynamic-axes{axes="x0=n"}' 2>&1 | FileCheck %s --check-prefix=SYNTAX

// Every entry names an input, whose axes are its symbols, or an output:
// named by `names` (--output-names), or by the returned dict's key
// (flatten-outputs' tocc.output_keys). The module is left as it is.
// CHECK-LABEL: graph @axes
// CHECK-NEXT:    core.relu
// SYNTAX: error: check-dynamic-axes: invalid dynamic axes 'x0=n': no input or output name before ':'
graph @axes(%x: tensor<[n, 2], f32>) -> (tensor<[n, 2], f32>) attributes {tocc.output_keys = ["out"]} {
  %0 = core.relu(%x) : tensor<[n, 2], f32>
  return %0
}
