// After each pass the module is verified (--verify-each, on by default); a
// pass that breaks the IR is named, and the pipeline stops there.

// RUN: not onnx-opt %s --load-plugin=%plugin_dir/libTOCCTestPlugin.so \
// RUN:   --test-break-ir --test-plugin-annotate --print-ir-after-all 2>&1 \
// RUN:   | FileCheck %s
// CHECK:     error: graph '@main' must end with 'return'
// CHECK:     error: verification failed after pass 'test-break-ir'
// CHECK-NOT: IR Dump After
// CHECK-NOT: test.annotation

// The verification may be switched off; then the broken module is printed.
// RUN: onnx-opt %s --load-plugin=%plugin_dir/libTOCCTestPlugin.so \
// RUN:   --test-break-ir --verify-each=false | FileCheck --check-prefix=OFF %s
// OFF-LABEL: graph @main
// OFF-NOT:   return
// OFF:       }

// Same under a pipeline string, checked with --verify-diagnostics.
// RUN: onnx-opt %s --load-plugin=%plugin_dir/libTOCCTestPlugin.so \
// RUN:   --pass-pipeline='dce,test-break-ir,cse' --verify-diagnostics

// expected-error @below {{must end with 'return'}}
// expected-error @below {{verification failed after pass 'test-break-ir'}}
graph @main(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  return %x
}
