// RUN: onnx-opt %s --split-input-file --pass-pipeline='name-outputs{names="sum,diff"}' | FileCheck %s
// RUN: onnx-opt %s --split-input-file --pass-pipeline='name-outputs' | FileCheck %s --check-prefix=KEYS

// The names given (--output-names) name the outputs in order, else the
// returned dict's keys (flatten-outputs' tocc.output_keys, dropped here);
// an input returned as it is gets an Identity of its own.
// CHECK-LABEL: graph @names
// CHECK-NOT:     tocc.output_keys
// CHECK:         %sum = onnx.Relu(%x)
// CHECK:         %diff = onnx.Identity(%x)
// CHECK:         return %sum, %diff
// KEYS-LABEL: graph @names
// KEYS-NOT:     tocc.output_keys
// KEYS:         %out = onnx.Relu(%x)
// KEYS:         %x_1 = onnx.Identity(%x)
// KEYS:         return %out, %x_1
module attributes {onnx.opset_import = [["", 17]]} {
graph @names(%x: tensor<[2], f32>) -> (tensor<[2], f32>, tensor<[2], f32>) attributes {tocc.output_keys = ["out", "x_1"]} {
  %0 = onnx.Relu(%x) : tensor<[2], f32>
  return %0, %x
}
}

// -----

// A key an input already has leaves the output its own name; a value
// returned twice gets an Identity for the name it takes first.
// CHECK-LABEL: graph @taken
// CHECK:         %diff = onnx.Relu(%x)
// CHECK:         %sum = onnx.Identity(%diff)
// CHECK:         return %sum, %diff
// KEYS-LABEL: graph @taken
// KEYS:         %[[R:.*]] = onnx.Relu(%x)
// KEYS-NOT:     %x =
// KEYS:         %y = onnx.Identity(%[[R]])
// KEYS:         return %[[R]], %y
module attributes {onnx.opset_import = [["", 17]]} {
graph @taken(%x: tensor<[2], f32>) -> (tensor<[2], f32>, tensor<[2], f32>) attributes {tocc.output_keys = ["x", "y"]} {
  %0 = onnx.Relu(%x) : tensor<[2], f32>
  return %0, %0
}
}
