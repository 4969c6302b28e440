// Module metadata and guards go to metadata_props (guards under
// tocc.guards, one per line) and come back; onnx.custom ops are written in
// their domain, whose version comes from onnx.opset_import or
// --onnx-custom-opset; --onnx-doc-strings gives each node its source
// location.
// RUN: onnx-opt %s -o %t.onnx --onnx-custom-opset=my.domain=3 --onnx-doc-strings
// RUN: tocc-onnx-check %t.onnx | FileCheck --check-prefix=OK %s
// RUN: %python %S/Inputs/dump-model.py %t.onnx | FileCheck %s
// RUN: onnx-opt %t.onnx | FileCheck --check-prefix=IR %s
// RUN: not onnx-opt %s -o %t.nodomain.onnx 2>&1 | FileCheck --check-prefix=NODOMAIN %s
// RUN: not ls %t.nodomain.onnx

// OK: ok

// CHECK: ir_version 8 producer tocc
// CHECK-NEXT: opset '' 17
// CHECK-NEXT: opset 'my.domain' 3
// CHECK-NEXT: metadata author='me'
// CHECK-NEXT: metadata tocc.guards='(3*batch) mod 4 == 0\nbatch >= 2'
// CHECK: node Foo_0 Foo(x) -> (y) domain=my.domain doc='{{.*}}metadata-custom.mlir:[[@LINE+13]]:{{[0-9]+}}' alpha:FLOAT

// IR: module attributes {{{.*}}onnx.metadata_props = {{\[\["author", "me"\]\]}}
// IR-NEXT: guard (3*batch) mod 4 == 0
// IR-NEXT: guard batch >= 2
// IR: onnx.custom(%x) {alpha = 0.5, onnx.doc_string = "{{.*}}", onnx.domain = "my.domain", onnx.name = "Foo_0", onnx.op_type = "Foo"}

// NODOMAIN: the domain 'my.domain' has no opset version: add it to onnx.opset_import or give it with --custom-opset=my.domain=VERSION

module attributes {onnx.metadata_props = [["author", "me"]]} {
  guard 3*batch mod 4 == 0
  guard batch >= 2
  graph @main(%x: tensor<[batch, 4], f32>) -> (tensor<[batch, 4], f32>) {
    %y = onnx.custom(%x) {onnx.domain = "my.domain", onnx.op_type = "Foo", alpha = 0.5} : tensor<[batch, 4], f32>
    return %y
  }
}
