// How diagnostics print: a location in the input shows the source line and
// a caret; a location in another file prints as file:line:col; a name
// location as its name (or its file location if it has one); an unknown
// location as <unknown>. Notes follow their diagnostic.

// RUN: not onnx-opt %s --allow-unregistered-ops \
// RUN:   --load-plugin=%plugin_dir/libTOCCTestPlugin.so --test-emit-diagnostics 2>&1 \
// RUN:   | FileCheck %s

// CHECK:      diagnostics.mlir:[[@LINE+16]]:3: error: in this file
// CHECK-NEXT:   test.op(%x) {test.emit = "error: in this file", test.note = "a note"} : ()
// CHECK-NEXT:   ^
// CHECK-NEXT: diagnostics.mlir:[[@LINE+13]]:3: note: a note
// CHECK-NEXT:   test.op(%x)
// CHECK-NEXT:   ^
// CHECK-NEXT: {{^}}model.py:12:8: warning: in another file
// CHECK-NEXT: {{^}}layer1.conv: remark: at a name
// CHECK-NEXT: {{^}}model.py:3:4: error: at a name with a file
// CHECK-NEXT: {{^}}<unknown>: error: nowhere
// CHECK-NOT:  error

// No module is printed when an error was reported.
// CHECK-NOT:  graph @main

graph @main(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  test.op(%x) {test.emit = "error: in this file", test.note = "a note"} : ()
  test.op(%x) {test.emit = "warning: in another file"} : () loc("model.py":12:8)
  test.op(%x) {test.emit = "remark: at a name"} : () loc("layer1.conv")
  test.op(%x) {test.emit = "error: at a name with a file"} : () loc("layer1.conv"("model.py":3:4))
  test.op(%x) {test.emit = "error: nowhere"} : () loc(unknown)
  return %x
}
