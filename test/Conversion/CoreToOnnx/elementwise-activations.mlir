// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=11}' | FileCheck %s --check-prefixes=CHECK,O11
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=12}' | FileCheck %s --check-prefixes=CHECK,O12
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=14}' | FileCheck %s --check-prefixes=CHECK,O12,O14
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=18}' | FileCheck %s --check-prefixes=CHECK,O12,O14,O18
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=20}' | FileCheck %s --check-prefixes=CHECK,O12,O14,O18,O20
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=21}' | FileCheck %s --check-prefixes=CHECK,O12,O14,O18,O20

// Composite activations become their ONNX op from the opset where it is
// exact (HardSwish-14, Celu-12, Mish-18, Gelu-20; HardSigmoid, Elu, Selu,
// LeakyRelu and Softplus at every target) with torch's constants; below, the pass
// expands them into core primitives first. f64 takes an explicit form:
// f32 attributes need not hold torch's double constants.

// CHECK-LABEL: graph @act
// O11-NOT:     onnx.HardSwish
// O14:         onnx.HardSwish(%x) : tensor<[3], f32>
// CHECK:       onnx.HardSigmoid(%x) {alpha = 0.16666666666666666, beta = 0.5} : tensor<[3], f32>
// CHECK:       onnx.Elu(%x) {alpha = 0.5} : tensor<[3], f32>
// CHECK:       onnx.Selu(%x) {alpha = 1.6732632423543772, gamma = 1.0507009873554805} : tensor<[3], f32>
// O11-NOT:     onnx.Celu
// O12:         onnx.Celu(%x) {alpha = 0.7} : tensor<[3], f32>
// CHECK:       onnx.LeakyRelu(%x) {alpha = 0.01} : tensor<[3], f32>
// O18:         onnx.Mish(%x) : tensor<[3], f32>
// O20:         onnx.Gelu(%x) {approximate = "tanh"} : tensor<[3], f32>
// CHECK:       %[[SLOPE:.*]] = onnx.Constant {value = dense<tensor<[], f64>, [0.01]>}
// CHECK:       %[[NEG:.*]] = onnx.Mul(%d, %[[SLOPE]])
// CHECK:       %[[POS:.*]] = onnx.Greater(%d, %{{.*}})
// CHECK:       onnx.Where(%[[POS]], %d, %[[NEG]]) : tensor<[3], f64>
// CHECK-NOT:   onnx.Gelu
graph @act(%x: tensor<[3], f32>, %d: tensor<[3], f64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.hardswish(%x) : tensor<*, ?>
  %1 = core.hardsigmoid(%x) : tensor<*, ?>
  %2 = core.elu(%x) {alpha = 0.5} : tensor<*, ?>
  %3 = core.selu(%x) : tensor<*, ?>
  %4 = core.celu(%x) {alpha = 0.7} : tensor<*, ?>
  %5 = core.leaky_relu(%x) : tensor<*, ?>
  %6 = core.mish(%x) : tensor<*, ?>
  %7 = core.gelu(%x) {approximate = "tanh"} : tensor<*, ?>
  %8 = core.leaky_relu(%d) : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8
}

// softplus at every target: ONNX's Softplus has no beta or threshold, so
// they stay around it; f16 computes in f32 as ATen does, f64 (which ONNX
// Runtime's Softplus lacks) as ATen's log1p(exp(beta x)) / beta.
// CHECK-LABEL: graph @softplus
// CHECK:         %[[S:[^ ]+]] = onnx.Softplus(%x) : tensor<[3], f32>
// CHECK:         %[[T:[^ ]+]] = onnx.Constant {value = dense<tensor<[], f32>, [20.0]>}
// CHECK:         %[[G:[^ ]+]] = onnx.Greater(%x, %[[T]])
// CHECK:         onnx.Where(%[[G]], %x, %[[S]]) : tensor<[3], f32>
// CHECK:         %[[HX:[^ ]+]] = onnx.Cast(%h) {to = 1} : tensor<[3], f32>
// CHECK:         %[[HB:[^ ]+]] = onnx.Mul(%[[HX]], %{{[^)]+}}) : tensor<[3], f32>
// CHECK:         %[[HS:[^ ]+]] = onnx.Softplus(%[[HB]]) : tensor<[3], f32>
// CHECK:         %[[HD:[^ ]+]] = onnx.Div(%[[HS]], %{{[^)]+}}) : tensor<[3], f32>
// CHECK:         %[[HG:[^ ]+]] = onnx.Greater(%[[HB]], %{{[^)]+}})
// CHECK:         %[[HW:[^ ]+]] = onnx.Where(%[[HG]], %[[HX]], %[[HD]]) : tensor<[3], f32>
// CHECK:         onnx.Cast(%[[HW]]) {to = 10} : tensor<[3], f16>
// CHECK-NOT:     onnx.Softplus
// CHECK:         onnx.Exp
// CHECK:         onnx.Log
// CHECK:         return
graph @softplus(%x: tensor<[3], f32>, %h: tensor<[3], f16>, %d: tensor<[3], f64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.softplus(%x) : tensor<*, ?>
  %1 = core.softplus(%h) {beta = 2.0, threshold = 10.0} : tensor<*, ?>
  %2 = core.softplus(%d) {beta = 0.5} : tensor<*, ?>
  return %0, %1, %2
}
