// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// fractional_max_pool2d/3d with given samples (FractionalPooling.cpp): the
// window starts from the samples, one gather of the flattened planes per
// kernel offset, the first maximum kept; H and W symbolic.

// H's sample is u[..., 1]: alpha = (h - 2) / 2, the starts int((i + u)
// alpha) - int(u alpha), the last h - 2, at stride w; then W's, u[..., 0].
// CHECK-LABEL: graph @fractional_max_pool2d
// CHECK:         %[[HK:.*]] = core.scalar_sub(%{{.*}}, %{{.*}}) : int
// CHECK:         %[[ALPHA:.*]] = core.div(%{{.*}}, %{{.*}}) : tensor<[], f32>
// CHECK:         %[[UH:.*]] = core.index_select(%u, %{{.*}}) {axis = 2} : tensor<[n, 3, 1], f32>
// CHECK:         %[[IU:.*]] = core.add(%{{.*}}, %[[UH]]) : tensor<[n, 3, 3], f32>
// CHECK-NEXT:    %[[IA:.*]] = core.mul(%[[IU]], %[[ALPHA]])
// CHECK-NEXT:    %[[IAI:.*]] = core.cast(%[[IA]]) {dtype = i64}
// CHECK-NEXT:    %[[UA:.*]] = core.mul(%[[UH]], %[[ALPHA]])
// CHECK-NEXT:    %[[UAI:.*]] = core.cast(%[[UA]]) {dtype = i64}
// CHECK-NEXT:    core.sub(%[[IAI]], %[[UAI]]) : tensor<[n, 3, 3], i64>
// CHECK:         core.index_select(%u, %{{.*}}) {axis = 2} : tensor<[n, 3, 1], f32>
// CHECK:         %[[BASE:.*]] = core.add(%{{.*}}, %{{.*}}) : tensor<[n, 3, 3, 4], i64>
// CHECK-NEXT:    %[[P:.*]] = core.flatten(%x) {end_dim = -1, start_dim = 2} : tensor<[n, 3, h*w], f32>
// CHECK-NEXT:    %[[PU:.*]] = core.unsqueeze(%[[P]]) {axes = [2]}
// CHECK-NEXT:    %[[SH:.*]] = core.constant {value = dense<tensor<[4], i64>, [-1, -1, 3, -1]>}
// CHECK-NEXT:    %[[PE:.*]] = core.expand(%[[PU]], %[[SH]]) : tensor<[n, 3, 3, h*w], f32>
// CHECK-NEXT:    %[[V0:.*]] = core.gather(%[[PE]], %[[BASE]]) {axis = 3} : tensor<[n, 3, 3, 4], f32>
// CHECK:         %[[GT:.*]] = core.gt(%[[V1:.*]], %[[V0]])
// CHECK-NEXT:    %[[NAN:.*]] = core.isnan(%[[V1]])
// CHECK-NEXT:    %[[TAKE:.*]] = core.logical_or(%[[GT]], %[[NAN]])
// CHECK-NEXT:    core.where(%[[TAKE]], %[[V1]], %[[V0]]) : tensor<[n, 3, 3, 4], f32>
// CHECK:         %v = core.where
// CHECK-NEXT:    %i = core.where({{.*}}) : tensor<[n, 3, 3, 4], i64>
// CHECK-NEXT:    return %v, %i
graph @fractional_max_pool2d(%x: tensor<[n, 3, h, w], f32>, %u: tensor<[n, 3, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %k = prim.Constant {value = [2, 2]} : list<int>
  %o = prim.Constant {value = [3, 4]} : list<int>
  %v, %i = aten.fractional_max_pool2d(%x, %k, %o, %u) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %i
}

// -----

// CHECK-LABEL: graph @fractional_max_pool3d_unbatched
// CHECK:         core.unsqueeze(%x) {axes = [0]} : tensor<[1, 2, d, h, w], f32>
// CHECK:         core.expand(%{{.*}}, %{{.*}}) : tensor<[1, 2, 2, 2, d*h*w], f32>
// CHECK:         %v = core.squeeze(%{{.*}}) {axes = [0]} : tensor<[2, 2, 2, 3], f32>
// CHECK-NEXT:    %i = core.squeeze(%{{.*}}) {axes = [0]} : tensor<[2, 2, 2, 3], i64>
graph @fractional_max_pool3d_unbatched(%x: tensor<[2, d, h, w], f32>, %u: tensor<[1, 2, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %k = prim.Constant {value = [1, 2, 2]} : list<int>
  %o = prim.Constant {value = [2, 2, 3]} : list<int>
  %v, %i = aten.fractional_max_pool3d(%x, %k, %o, %u) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %i
}
