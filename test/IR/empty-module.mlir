// RUN: onnx-opt %s --split-input-file | FileCheck %s
// RUN: onnx-opt %s --split-input-file | onnx-opt --split-input-file | FileCheck %s

// A file (or chunk) with nothing but comments is an empty module, as is an
// explicit module without graphs.

// CHECK:      module {
// CHECK-NEXT: }
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-NEXT: // -----
// CHECK-NEXT: module @named attributes {version = 2} {
// CHECK-NEXT: }

// -----

module {
}

// -----

module @named attributes {version = 2} {}
