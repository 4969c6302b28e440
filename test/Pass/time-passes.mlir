// --time-passes prints a wall-time table to stderr after the pipeline, one
// line per pass run, plus the verifier and the total.

// RUN: onnx-opt %s --cse --dce --cse --time-passes 2>&1 >/dev/null | FileCheck %s
// CHECK:      ... Execution time report ...
// CHECK:      Total Execution Time: {{[0-9]+\.[0-9]+}} seconds
// CHECK:      ----Wall Time----  ----Name----
// CHECK-NEXT: {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  cse
// CHECK-NEXT: {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  dce
// CHECK-NEXT: {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  cse
// CHECK-NEXT: {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  (V) verifier
// CHECK-NEXT: {{[0-9]+\.[0-9]+}} (100.0%)  Total

// Without --verify-each there is no verifier line.
// RUN: onnx-opt %s --dce --time-passes --verify-each=false 2>&1 >/dev/null | FileCheck --check-prefix=NOVERIFY %s
// NOVERIFY:     dce
// NOVERIFY-NOT: verifier
// NOVERIFY:     Total

// The output is unchanged by timing.
// RUN: onnx-opt %s --dce --time-passes 2>/dev/null | FileCheck --check-prefix=OUT %s
// OUT-LABEL: graph @main
// OUT-NEXT:    return %x

graph @main(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x) : tensor<[2], f32>
  return %x
}
