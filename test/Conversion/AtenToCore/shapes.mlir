// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// CHECK-LABEL: graph @flatten
// CHECK-NEXT:    %[[R:.*]] = core.flatten(%x) {end_dim = 3, start_dim = 1} : tensor<[2, 60], f32>
// CHECK-NEXT:    return %[[R]]
graph @flatten(%x: tensor<[2, 3, 4, 5], f32>) -> (tensor<[2, 60], f32>) {
  %c1 = prim.Constant {value = 1} : int
  %cm1 = prim.Constant {value = -1} : int
  %0 = aten.flatten.using_ints(%x, %c1, %cm1) : tensor<[2, 60], f32>
  return %0
}

// -----

// A list of constants becomes one i64 shape constant.

// CHECK-LABEL: graph @view_constant
// CHECK-NEXT:    %[[S:.*]] = core.constant {value = dense<tensor<[2], i64>, [-1, 6]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[R:.*]] = core.reshape(%x, %[[S]]) : tensor<[4, 6], f32>
// CHECK-NEXT:    %[[P:.*]] = core.constant {value = dense<tensor<[1], i64>, [24]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[Q:.*]] = core.reshape(%x, %[[P]]) : tensor<[24], f32>
// CHECK-NEXT:    return %[[R]], %[[Q]]
graph @view_constant(%x: tensor<[2, 3, 4], f32>) -> (tensor<[4, 6], f32>, tensor<[24], f32>) {
  %cm1 = prim.Constant {value = -1} : int
  %c6 = prim.Constant {value = 6} : int
  %l = prim.ListConstruct(%cm1, %c6) : list<int>
  %0 = aten.view(%x, %l) : tensor<[4, 6], f32>
  %c = prim.Constant {value = [24]} : list<int>
  %1 = aten.reshape(%x, %c) : tensor<[24], f32>
  return %0, %1
}

// -----

// A size read at run time is core.dim, and the shape list of it and a
// constant one core.from_scalars.

// CHECK-LABEL: graph @view_dynamic
// CHECK-NEXT:    %[[N:.*]] = core.dim(%x) {axis = 0} : int
// CHECK-NEXT:    %[[C:.*]] = core.scalar_constant {value = -1} : int
// CHECK-NEXT:    %[[S:.*]] = core.from_scalars(%[[N]], %[[C]]) {dtype = i64} : tensor<[2], i64>
// CHECK-NEXT:    %[[R:.*]] = core.reshape(%x, %[[S]]) : tensor<[batch, 12], f32>
// CHECK-NEXT:    return %[[R]]
graph @view_dynamic(%x: tensor<[batch, 12], f32>) -> (tensor<[batch, 12], f32>) {
  %c0 = prim.Constant {value = 0} : int
  %cm1 = prim.Constant {value = -1} : int
  %n = aten.size.int(%x, %c0) : int
  %l = prim.ListConstruct(%n, %cm1) : list<int>
  %0 = aten.view(%x, %l) : tensor<[batch, 12], f32>
  return %0
}

// -----

// A static size is a constant int.

// CHECK-LABEL: graph @size_static
// CHECK-NEXT:    %[[C:.*]] = prim.Constant {value = 12} : int
// CHECK-NEXT:    return %[[C]]
graph @size_static(%x: tensor<[batch, 12], f32>) -> (int) {
  %cm1 = prim.Constant {value = -1} : int
  %0 = aten.size.int(%x, %cm1) : int
  return %0
}

// -----

// CHECK-LABEL: graph @transposes
// CHECK-NEXT:    %[[T:.*]] = core.transpose(%m) {perm = [1, 0]} : tensor<[3, 2], f32>
// CHECK-NEXT:    %[[U:.*]] = core.transpose(%x) {perm = [0, 3, 2, 1]} : tensor<[2, 5, 4, 3], f32>
// CHECK-NEXT:    %[[P:.*]] = core.transpose(%x) {perm = [3, 0, 1, 2]} : tensor<[5, 2, 3, 4], f32>
// CHECK-NEXT:    return %[[T]], %[[U]], %[[P]], %v
graph @transposes(%m: tensor<[2, 3], f32>, %x: tensor<[2, 3, 4, 5], f32>, %v: tensor<[7], f32>) -> (tensor<[3, 2], f32>, tensor<[2, 5, 4, 3], f32>, tensor<[5, 2, 3, 4], f32>, tensor<[7], f32>) {
  %0 = aten.t(%m) : tensor<[3, 2], f32>
  %c1 = prim.Constant {value = 1} : int
  %cm1 = prim.Constant {value = -1} : int
  %1 = aten.transpose.int(%x, %c1, %cm1) : tensor<[2, 5, 4, 3], f32>
  %dims = prim.Constant {value = [-1, 0, 1, 2]} : list<int>
  %2 = aten.permute(%x, %dims) : tensor<[5, 2, 3, 4], f32>
  %3 = aten.t(%v) : tensor<[7], f32>
  return %0, %1, %2, %3
}

// -----

// squeeze.dim removes a dim of size 1 and is the identity on any other.

// CHECK-LABEL: graph @squeeze_unsqueeze
// CHECK-NEXT:    %[[U:.*]] = core.unsqueeze(%x) {axes = [2]} : tensor<[2, 3, 1], f32>
// CHECK-NEXT:    %[[S:.*]] = core.squeeze(%[[U]]) {axes = [2]} : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[S]], %x
graph @squeeze_unsqueeze(%x: tensor<[2, 3], f32>) -> (tensor<[2, 3], f32>, tensor<[2, 3], f32>) {
  %cm1 = prim.Constant {value = -1} : int
  %c0 = prim.Constant {value = 0} : int
  %0 = aten.unsqueeze(%x, %cm1) : tensor<[2, 3, 1], f32>
  %1 = aten.squeeze.dim(%0, %cm1) : tensor<[2, 3], f32>
  %2 = aten.squeeze.dim(%x, %c0) : tensor<[2, 3], f32>
  return %1, %2
}

// -----

// cat promotes its inputs to one dtype.

// CHECK-LABEL: graph @cat
// CHECK-NEXT:    %[[C:.*]] = core.cast(%y) {dtype = f32} : tensor<[2, 1], f32>
// CHECK-NEXT:    %[[R:.*]] = core.concat(%x, %[[C]]) {axis = 1} : tensor<[2, 4], f32>
// CHECK-NEXT:    return %[[R]]
graph @cat(%x: tensor<[2, 3], f32>, %y: tensor<[2, 1], i64>) -> (tensor<[2, 4], f32>) {
  %l = prim.ListConstruct(%x, %y) : list<tensor<*, ?>>
  %cm1 = prim.Constant {value = -1} : int
  %0 = aten.cat(%l, %cm1) : tensor<[2, 4], f32>
  return %0
}

// -----

// contiguous is the identity: the input keeps its own name.

// CHECK-LABEL: graph @contiguous
// CHECK-NEXT:    return %x
graph @contiguous(%x: tensor<[2, 3], f32>) -> (tensor<[2, 3], f32>) {
  %c0 = prim.Constant {value = 0} : int
  %y = aten.contiguous(%x, %c0) : tensor<[2, 3], f32>
  return %y
}

// -----

// repeat_interleave: a number of repeats expands a new dim after dim and
// merges it in (symbolic dims too); a 1-D repeats tensor selects with the
// indices that repeat position i repeats[i] times (how many running sums
// are <= each output position).
// CHECK-LABEL: graph @repeat_interleave
// CHECK:         core.expand({{.*}}) : tensor<[b, 2, 4], f32>
// CHECK:         core.reshape({{.*}}) : tensor<[2*b, 4], f32>
// CHECK:         core.cumsum(%r) {axis = 0} : tensor<[b], i64>
// CHECK:         core.ge({{.*}}) : tensor<[{{.*}}, b], bool>
// CHECK:         core.index_select(%x, {{.*}}) {axis = 0} : tensor<[{{.*}}, 4], f32>
graph @repeat_interleave(%x: tensor<[b, 4], f32>, %r: tensor<[b], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %two = prim.Constant {value = 2} : int
  %zero = prim.Constant {value = 0} : int
  %a = aten.repeat_interleave.self_int(%x, %two, %zero, %none) : tensor<*, ?>
  %e = aten.repeat_interleave.self_Tensor(%x, %r, %zero, %none) : tensor<*, ?>
  return %a, %e
}

// -----

// meshgrid: each input viewed along its dim and expanded to the grid;
// "xy" swaps the first two dims (symbolic lengths stay symbolic).
// CHECK-LABEL: graph @meshgrid
// CHECK:         core.expand({{.*}}) : tensor<[h, w], f32>
// CHECK:         core.expand({{.*}}) : tensor<[h, w], f32>
// CHECK:         core.expand({{.*}}) : tensor<[w, h], f32>
// CHECK:         core.expand({{.*}}) : tensor<[w, h], f32>
graph @meshgrid(%a: tensor<[h], f32>, %b: tensor<[w], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %l = prim.ListConstruct(%a, %b) : list<tensor<*, ?>>
  %ij = prim.Constant {value = "ij"} : str
  %xy = prim.Constant {value = "xy"} : str
  %g = aten.meshgrid.indexing(%l, %ij) : list<tensor<*, ?>>
  %g0, %g1 = prim.ListUnpack(%g) : (tensor<*, ?>, tensor<*, ?>)
  %k = aten.meshgrid.indexing(%l, %xy) : list<tensor<*, ?>>
  %k0, %k1 = prim.ListUnpack(%k) : (tensor<*, ?>, tensor<*, ?>)
  return %g0, %g1, %k0, %k1
}
