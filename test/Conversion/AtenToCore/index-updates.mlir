// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// index_copy, index_add, index_fill, index_reduce and scatter_reduce.two
// (IndexUpdates.cpp): one core.scatter each, its index the 1-D index
// shaped along dim and expanded to the source's (symbolic) dims.

// CHECK-LABEL: graph @index_copy_dim1
// CHECK:         %[[I:.*]] = core.reshape(%i, %{{.*}}) : tensor<[k], i64>
// CHECK:         %[[R:.*]] = core.reshape(%[[I]], %{{.*}}) : tensor<[1, k, 1], i64>
// CHECK-NEXT:    %[[S:.*]] = core.shape_of(%s)
// CHECK-NEXT:    %[[E:.*]] = core.expand(%[[R]], %[[S]]) : tensor<[n, k, 3], i64>
// CHECK-NEXT:    %v = core.scatter(%x, %[[E]], %s) {axis = 1, reduce = "none"} : tensor<[n, m, 3], f32>
graph @index_copy_dim1(%x: tensor<[n, m, 3], f32>, %i: tensor<[k], i64>, %s: tensor<[n, k, 3], f32>) -> (tensor<*, ?>) {
  %d = prim.Constant {value = 1} : int
  %v = aten.index_copy(%x, %d, %i, %s) : tensor<*, ?>
  return %v
}

// -----

// CHECK-LABEL: graph @index_add_alpha
// CHECK:         %[[A:.*]] = core.mul(%s, %{{.*}}) : tensor<[k, 4], f32>
// CHECK:         %[[E:.*]] = core.expand(%{{.*}}, %{{.*}}) : tensor<[k, 4], i64>
// CHECK-NEXT:    %v = core.scatter(%x, %[[E]], %[[A]]) {axis = 0, reduce = "add"} : tensor<[n, 4], f32>
graph @index_add_alpha(%x: tensor<[n, 4], f32>, %i: tensor<[k], i64>, %s: tensor<[k, 4], f32>) -> (tensor<*, ?>) {
  %d = prim.Constant {value = 0} : int
  %a = prim.Constant {value = 2} : int
  %v = aten.index_add(%x, %d, %i, %s, %a) : tensor<*, ?>
  return %v
}

// -----

// The value expanded to the selected slices' dims.
// CHECK-LABEL: graph @index_fill_scalar
// CHECK:         %[[SEL:.*]] = core.index_select(%x, %{{.*}}) {axis = 1} : tensor<[n, k], f32>
// CHECK-NEXT:    %[[SH:.*]] = core.shape_of(%[[SEL]])
// CHECK-NEXT:    %[[V:.*]] = core.expand(%{{.*}}, %[[SH]]) : tensor<[n, k], f32>
// CHECK:         %v = core.scatter(%x, %{{.*}}, %[[V]]) {axis = 1, reduce = "none"} : tensor<[n, m], f32>
graph @index_fill_scalar(%x: tensor<[n, m], f32>, %i: tensor<[k], i64>) -> (tensor<*, ?>) {
  %d = prim.Constant {value = -1} : int
  %f = prim.Constant {value = 0.5} : float
  %v = aten.index_fill.int_Scalar(%x, %d, %i, %f) : tensor<*, ?>
  return %v
}

// -----

// Without self: the written rows reset to 0, the sources added, divided by
// their count (at least 1).
// CHECK-LABEL: graph @index_reduce_mean_exclude_self
// CHECK:         %[[Z:.*]] = core.scatter(%x, %{{.*}}, %{{.*}}) {axis = 0, reduce = "none"}
// CHECK:         %[[SUM:.*]] = core.scatter(%[[Z]], %{{.*}}, %s) {axis = 0, reduce = "add"}
// CHECK:         %[[N:.*]] = core.scatter(%{{.*}}, %{{.*}}, %{{.*}}) {axis = 0, reduce = "add"}
// CHECK:         %[[C:.*]] = core.maximum(%[[N]], %{{.*}})
// CHECK-NEXT:    %v = core.div(%[[SUM]], %[[C]]) : tensor<[n, 4], f32>
graph @index_reduce_mean_exclude_self(%x: tensor<[n, 4], f32>, %i: tensor<[k], i64>, %s: tensor<[k, 4], f32>) -> (tensor<*, ?>) {
  %d = prim.Constant {value = 0} : int
  %mean = prim.Constant {value = "mean"} : str
  %f = prim.Constant {value = false} : bool
  %v = aten.index_reduce(%x, %d, %i, %s, %mean, %f) : tensor<*, ?>
  return %v
}

// -----

// scatter_reduce takes the index as it is (scatter's).
// CHECK-LABEL: graph @scatter_reduce_prod
// CHECK-NEXT:    %v = core.scatter(%x, %i, %s) {axis = 0, reduce = "mul"} : tensor<[n, 4], f32>
graph @scatter_reduce_prod(%x: tensor<[n, 4], f32>, %i: tensor<[k, 4], i64>, %s: tensor<[k, 4], f32>) -> (tensor<*, ?>) {
  %d = prim.Constant {value = 0} : int
  %prod = prim.Constant {value = "prod"} : str
  %t = prim.Constant {value = true} : bool
  %v = aten.scatter_reduce.two(%x, %d, %i, %s, %prod, %t) : tensor<*, ?>
  return %v
}
