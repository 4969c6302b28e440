// RUN: not onnx-opt %s --pass-pipeline='fuse-onnx-ops{ops=attention;flash}' 2>&1 | FileCheck %s

// fuse-onnx-ops' fusions are attention, rms-norm and rotary.

// CHECK: fuse-onnx-ops: unknown fusion 'flash' in ops (attention, rms-norm, rotary)
module attributes {onnx.opset_import = [["", 23]]} {
graph @g(%x: tensor<[4], f32>) -> (tensor<[4], f32>) {
  %r = onnx.Relu(%x) : tensor<[4], f32>
  return %r
}
}
