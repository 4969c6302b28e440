// Errors in a split file point at lines of the original file, every chunk
// is processed even after one fails, and the run fails as a whole.

// RUN: not onnx-opt %S/Inputs/split-errors.mlir --split-input-file 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < %t.err

// The good chunks are still printed (to stdout).
// CHECK-LABEL: graph @good
// CHECK:       // -----
// CHECK-NEXT:  // -----
// CHECK-LABEL: graph @also_good

// ERR:      split-errors.mlir:8:3: error: 'core.relu' op requires 1 operand, got 2
// ERR-NEXT:   %0 = core.relu(%x, %x) : tensor<[2], f32>
// ERR-NEXT:   ^
// ERR-NEXT: split-errors.mlir:20:1: error:
// ERR-NOT:  error:
