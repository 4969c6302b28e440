// A failing pass stops the pipeline: later passes do not run, nothing is
// printed, and onnx-opt exits with 1.

// RUN: not onnx-opt %s --load-plugin=%plugin_dir/libTOCCTestPlugin.so \
// RUN:   --dce --test-fail --test-plugin-annotate --print-ir-after-all 2>&1 \
// RUN:   | FileCheck %s
// CHECK:     IR Dump After dce
// CHECK:     pass-failure.mlir:[[@LINE+13]]:1: error: test-fail pass failed on purpose
// CHECK-NOT: IR Dump After test-fail
// CHECK-NOT: test.annotation

// A pass that fails without saying why is named by the pass manager.
// RUN: not onnx-opt %s --load-plugin=%plugin_dir/libTOCCTestPlugin.so \
// RUN:   --pass-pipeline='test-fail{silent=true},dce' 2>&1 \
// RUN:   | FileCheck --check-prefix=SILENT %s
// SILENT: error: pass 'test-fail' failed

// RUN: rm -f %t
// RUN: not onnx-opt %s --load-plugin=%plugin_dir/libTOCCTestPlugin.so --test-fail -o %t
// RUN: not test -e %t
graph @main(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x) : tensor<[2], f32>
  return %x
}
