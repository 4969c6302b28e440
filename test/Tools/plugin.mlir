// --load-plugin loads a library before the command line is parsed: its
// passes become flags and pipeline names, its dialects are loaded into
// every context. The test plugin annotates graphs and declares
// testplugin.identity (pure, so DCE may remove it).

// RUN: onnx-opt %s --load-plugin=%plugin_dir/libTOCCTestPlugin.so --test-plugin-annotate | FileCheck %s
// RUN: onnx-opt %s --load-plugin %plugin_dir/libTOCCTestPlugin.so --pass-pipeline='test-plugin-annotate' | FileCheck %s
// CHECK-LABEL: graph @main
// CHECK-SAME:    attributes {test.annotation = "tocc-test-plugin"}
// CHECK-NEXT:    %[[A:.*]] = testplugin.identity(%x)
// CHECK-NEXT:    %{{.*}} = testplugin.identity(%[[A]])
// CHECK-NEXT:    return %[[A]]

// Loading the same plugin twice registers nothing twice.
// RUN: onnx-opt %s --load-plugin=%plugin_dir/libTOCCTestPlugin.so \
// RUN:   --load-plugin=%plugin_dir/libTOCCTestPlugin.so --test-plugin-annotate=tag=twice \
// RUN:   | FileCheck --check-prefix=TWICE %s
// TWICE: test.annotation = "twice"

// The plugin's op is a registered op: verified without --allow-unregistered-ops
// and removed by DCE when unused.
// RUN: onnx-opt %s --load-plugin=%plugin_dir/libTOCCTestPlugin.so --dce | FileCheck --check-prefix=DCE %s
// DCE-LABEL: graph @main
// DCE-NEXT:    testplugin.identity
// DCE-NEXT:    return
// DCE-NOT:     testplugin.identity

// Without the plugin, neither the op nor the pass is known.
// RUN: not onnx-opt %s 2>&1 | FileCheck --check-prefix=NOPLUGIN %s
// NOPLUGIN: plugin.mlir:[[@LINE+8]]:3: error: unregistered operation 'testplugin.identity'
// RUN: not onnx-opt %s --test-plugin-annotate 2>&1 | FileCheck --check-prefix=NOPASS %s
// NOPASS: Unknown command line argument '--test-plugin-annotate'
// RUN: not onnx-opt %s --pass-pipeline=test-plugin-annotate 2>&1 | FileCheck --check-prefix=NOPIPE %s
// NOPIPE: error: unknown pass 'test-plugin-annotate' in pipeline at position 1

graph @main(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = testplugin.identity(%x) : tensor<[2], f32>
  %1 = testplugin.identity(%0) : tensor<[2], f32>
  return %0
}
