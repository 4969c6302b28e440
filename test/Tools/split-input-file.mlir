// --split-input-file processes each `// -----` chunk on its own and joins
// the outputs with `// -----` lines.

// RUN: onnx-opt %s --split-input-file --dce | FileCheck %s
// CHECK:       module {
// CHECK-LABEL: graph @main
// CHECK-NEXT:    return %x
// CHECK-NEXT:  }
// CHECK-NEXT:  {{^}}}
// CHECK-NEXT:  {{^}}// -----
// CHECK-NEXT:  module {
// CHECK-LABEL: graph @main
// CHECK-NEXT:    %[[A:.*]] = core.add(%y, %y)
// CHECK-NEXT:    return %[[A]]
// CHECK-NEXT:  }
// CHECK-NEXT:  {{^}}}
// CHECK-NEXT:  {{^}}// -----
// CHECK-NEXT:  module {
// CHECK-NEXT:  }

// Without the flag the markers are comments: one module with two graphs
// named @main.
// RUN: not onnx-opt %s 2>&1 | FileCheck --check-prefix=NOSPLIT %s
// NOSPLIT: split-input-file.mlir:[[@LINE+10]]:1: error: {{.*}}@main

graph @main(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x) : tensor<[2], f32>
  return %x
}

// -----

// Each chunk is a separate module and may reuse names.
graph @main(%y: tensor<[3], f32>) -> (tensor<[3], f32>) {
  %0 = core.add(%y, %y) : tensor<[3], f32>
  return %0
}

// -----
