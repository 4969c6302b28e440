// A plugin registers `mylib::my_op`; decompose rewrites the custom op.
// RUN: onnx-opt %s --allow-unregistered-ops --load-plugin=%plugin_dir/libTOCCTestDecompositionPlugin%shlibext --pass-pipeline='decompose,dce' | FileCheck %s

// Without the plugin the custom op (it carries its TorchScript schema, as
// the importer leaves it) is reported.
// RUN: not onnx-opt %s --allow-unregistered-ops --decompose 2>&1 | FileCheck %s --check-prefix=NOPLUGIN
// NOPLUGIN: plugin.mlir:[[# @LINE + 14]]:3: error: no decomposition for 'mylib.my_op'

// Registering aten::relu again without override fails the plugin's load,
// naming the plugin and the op.
// RUN: not onnx-opt %s --load-plugin=%plugin_dir/libTOCCBadPluginDecompositionConflict%shlibext 2>&1 | FileCheck %s --check-prefix=CONFLICT
// CONFLICT: error: plugin '{{.*}}libTOCCBadPluginDecompositionConflict{{.*}}' (decomposition-conflict) failed to register: a decomposition for 'aten.relu' is already registered (register with override to replace it)

// CHECK-LABEL: graph @custom
// CHECK-NEXT:    %[[R:.*]] = core.relu(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[S:.*]] = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK-NEXT:    %y = core.mul(%[[R]], %[[S]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %y
graph @custom(%x: tensor<[2, 3], f32>) -> (tensor<[2, 3], f32>) {
  %scale = prim.Constant {value = 0.5} : float
  %y = mylib.my_op(%x, %scale) {tocc.schema = "mylib::my_op(Tensor x, float scale) -> Tensor"} : tensor<[2, 3], f32>
  return %y
}
