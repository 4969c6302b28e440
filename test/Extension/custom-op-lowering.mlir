// A custom op with a plugin's shape function and lowering (no
// decomposition): infer-shapes types it, decompose keeps it, lower-to-onnx
// lowers it with the plugin's entry.
// RUN: onnx-opt %s --allow-unregistered-ops --load-plugin=%plugin_dir/libTOCCTestCustomOpPlugin%shlibext --pass-pipeline='infer-shapes,decompose,lower-to-onnx{opset=17},dce' | FileCheck %s

// Without the plugin, decompose reports the op.
// RUN: not onnx-opt %s --allow-unregistered-ops --pass-pipeline='decompose' 2>&1 | FileCheck %s --check-prefix=NOPLUGIN
// NOPLUGIN: custom-op-lowering.mlir:[[# @LINE + 7]]:3: error: no decomposition for 'mylib.twice'

// CHECK-LABEL: graph @custom
// CHECK:         %[[T:.*]] = onnx.Add(%x, %x) : tensor<[b, 3], f32>
// CHECK-NEXT:    %y = onnx.Relu(%[[T]]) : tensor<[b, 3], f32>
// CHECK-NEXT:    return %y
graph @custom(%x: tensor<[b, 3], f32>) -> (tensor<*, ?>) {
  %t = mylib.twice(%x) {tocc.schema = "mylib::twice(Tensor x) -> Tensor"} : tensor<*, ?>
  %y = aten.relu(%t) : tensor<*, ?>
  return %y
}
