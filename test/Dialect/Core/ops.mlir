// RUN: onnx-opt %s | FileCheck %s

// Every core op of the starter table in its generic form, verified.

// CHECK-LABEL: graph @elementwise
// CHECK: core.add(%a, %b) : tensor<[batch, 4], f32>
// CHECK: core.sub(%{{.*}}, %b) : tensor<[batch, 4], f32>
// CHECK: core.mul(%{{.*}}, %b) : tensor<[batch, 4], f32>
// CHECK: core.div(%{{.*}}, %b) : tensor<[batch, 4], f32>
// CHECK: core.relu(%{{.*}}) : tensor<[batch, 4], f32>
graph @elementwise(%a: tensor<[batch, 4], f32>, %b: tensor<[1, 4], f32>) -> (tensor<[batch, 4], f32>) {
  %0 = core.add(%a, %b) : tensor<[batch, 4], f32>
  %1 = core.sub(%0, %b) : tensor<[batch, 4], f32>
  %2 = core.mul(%1, %b) : tensor<[batch, 4], f32>
  %3 = core.div(%2, %b) : tensor<[batch, 4], f32>
  %4 = core.relu(%3) : tensor<[batch, 4], f32>
  return %4
}

// CHECK-LABEL: graph @pool_and_matmul
// CHECK: core.constant {value = dense<tensor<[2, 2], f32>, [1.0, 0.0, 0.0, 1.0]>} : tensor<[2, 2], f32>
// CHECK: core.max_pool(%x) {ceil_mode = true, kernel_shape = [2, 2], pads = [0, 0, 1, 1], strides = [2, 2]} : tensor<[n, 3, 2, 2], f32>
// CHECK: core.matmul
graph @pool_and_matmul(%x: tensor<[n, 3, 3, 3], f32>) -> (tensor<[n, 3, 2, 2], f32>) {
  %eye = core.constant {value = dense<tensor<[2, 2], f32>, [1.0, 0.0, 0.0, 1.0]>} : tensor<[2, 2], f32>
  %0 = core.max_pool(%x) {ceil_mode = true, kernel_shape = [2, 2], pads = [0, 0, 1, 1], strides = [2, 2]} : tensor<[n, 3, 2, 2], f32>
  %1 = core.matmul(%0, %eye) : tensor<[n, 3, 2, 2], f32>
  return %1
}
