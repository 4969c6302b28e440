// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// infer-shapes fills unknown dims and dtypes from each op's shape function,
// keeps symbolic dims symbolic, declares the input symbols as dynamic axes
// (range [2, inf) unless declared), and updates the graph signature.

// CHECK-LABEL: module {
// CHECK-NEXT:    symbol s0 in [2, inf]
// CHECK-NEXT:    symbol s1 in [2, inf]
// CHECK:         graph @broadcast(%a: tensor<[s0, 1], f32>, %b: tensor<[1, s1], f32>) -> (tensor<[s0, s1], f32>)
// CHECK-NEXT:      %0 = core.add(%a, %b) : tensor<[s0, s1], f32>
// CHECK-NEXT:      %1 = core.relu(%0) : tensor<[s0, s1], f32>
graph @broadcast(%a: tensor<[s0, 1], f32>, %b: tensor<[1, s1], f32>) -> (tensor<*, ?>) {
  %0 = core.add(%a, %b) : tensor<*, ?>
  %1 = core.relu(%0) : tensor<*, ?>
  return %1
}

// -----

// Two symbols broadcast against each other: they must be equal, which is
// recorded as a guard naming the op.

// CHECK-LABEL: module {
// CHECK-NEXT:    symbol s0 in [2, inf]
// CHECK-NEXT:    symbol s1 in [2, inf]
// CHECK-NEXT:    guard s0 == s1 "core.mul at {{.*}}infer-shapes.mlir:[[@LINE+3]]:{{[0-9]+}}: broadcast: dims at position 0 must match"
// CHECK:           core.mul(%a, %b) : tensor<[s0], f32>
graph @guarded(%a: tensor<[s0], f32>, %b: tensor<[s1], f32>) -> (tensor<*, f32>) {
  %0 = core.mul(%a, %b) : tensor<*, f32>
  return %0
}

// -----

// A declared symbol keeps its range; pooling with ceil_mode over a symbolic
// spatial dim.

// CHECK-LABEL: module {
// CHECK-NEXT:    symbol h in [4, 64]
// CHECK:         core.max_pool(%x) {ceil_mode = true, kernel_shape = [2], strides = [2]} : tensor<[n, 3, h ceildiv 2], f32>
module {
  symbol h in [4, 64]
  graph @pool(%x: tensor<[n, 3, h], f32>) -> (tensor<*, f32>) {
    %0 = core.max_pool(%x) {ceil_mode = true, kernel_shape = [2], strides = [2]} : tensor<[n, 3, ?], f32>
    return %0
  }
}

// -----

// matmul with batch broadcasting; constants have their value's type.

// CHECK-LABEL: graph @matmul
// CHECK:         core.constant {{.*}} : tensor<[4, 2], f32>
// CHECK-NEXT:    core.matmul(%x, %w) : tensor<[b, 3, 2], f32>
graph @matmul(%x: tensor<[b, 3, 4], f32>) -> (tensor<*, ?>) {
  %w = core.constant {value = dense<tensor<[4, 2], f32>, [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]>} : tensor<[4, 2], f32>
  %0 = core.matmul(%x, %w) : tensor<*, ?>
  return %0
}

// -----

// Known integer values (here a shape computed outside) reach the ops inside
// regions, whose results then refine the If's.

// CHECK-LABEL: graph @values_into_regions
// CHECK:           onnx.Reshape(%x, %target) : tensor<[b, 12], f32>
// CHECK:           onnx.Reshape(%y, %target) : tensor<[b, 12], f32>
// CHECK:         }) : tensor<[b, 12], f32>
graph @values_into_regions(%c: tensor<[], bool>, %x: tensor<[b, 3, 4], f32>, %y: tensor<[b, 2, 6], f32>) -> (tensor<*, ?>) {
  %batch = onnx.Shape(%x) {end = 1} : tensor<*, ?>
  %rest = onnx.Constant {value_ints = [-1]} : tensor<*, ?>
  %target = onnx.Concat(%batch, %rest) {axis = 0} : tensor<*, ?>
  %0 = onnx.If(%c) ({
    %1 = onnx.Reshape(%x, %target) : tensor<*, ?>
    yield %1
  }, {
    %2 = onnx.Reshape(%y, %target) : tensor<*, ?>
    yield %2
  }) : tensor<*, ?>
  return %0
}

// -----

// An aten op without a shape function of its own is typed by its
// decomposition, tried and erased again (the op stays): expand_as gives
// the other operand's shape, index_select a data-dependent count.
// CHECK-LABEL: graph @by_decomposition
// CHECK:         aten.expand_as(%x, %y) : tensor<[b, 4], f32>
// CHECK:         aten.new_zeros(%y, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : tensor<[2, 5], f32>
// CHECK-NOT:     core.
graph @by_decomposition(%x: tensor<[1, 4], f32>, %y: tensor<[b, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %size = prim.Constant {value = [2, 5]} : list<int>
  %e = aten.expand_as(%x, %y) : tensor<*, ?>
  %z = aten.new_zeros(%y, %size, %none, %none, %none, %none) : tensor<*, ?>
  return %e, %z
}

// -----

// A branch may be dead (a ModuleList's module applied where `i == idx` is
// false, before the language stage folds it): an op there whose shape
// function fails keeps its types, silently, while refining.
// CHECK-LABEL: graph @dead_branch
// CHECK:         aten.matmul(%x, %w) : tensor<*, ?>
graph @dead_branch(%x: tensor<[2, 3], f32>, %w: tensor<[5, 7], f32>, %c: bool) -> (tensor<*, ?>) {
  %r = prim.If(%c) ({
    %m = aten.matmul(%x, %w) : tensor<*, ?>
    yield %m
  }, {
    yield %x
  }) : tensor<*, ?>
  return %r
}
