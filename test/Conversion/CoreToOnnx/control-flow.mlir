// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=11}' | FileCheck %s
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=17}' | FileCheck %s
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=21}' | FileCheck %s

// prim.If on a host bool (a 0-d bool tensor once lowered) is onnx.If with
// the branches moved into then_branch/else_branch; the branches' ops are
// lowered in place and may read values of the enclosing graph (%x).
// CHECK-LABEL: graph @if_tensor
// CHECK:         %[[S:.*]] = onnx.ReduceSum(%x) {keepdims = 0} : tensor<[], f32>
// CHECK:         onnx.Greater(%[[S]], %{{.*}}) : tensor<[], bool>
// CHECK:         %y = onnx.If(%{{.*}}) ({
// CHECK-NEXT:      %[[T:.*]] = onnx.Constant {value = dense<tensor<[], f32>, [2.0]>}
// CHECK-NEXT:      %[[M:.*]] = onnx.Mul(%x, %[[T]]) : tensor<[b, 4], f32>
// CHECK-NEXT:      yield %[[M]]
// CHECK-NEXT:    }, {
// CHECK-NEXT:      %[[N:.*]] = onnx.Neg(%x) : tensor<[b, 4], f32>
// CHECK-NEXT:      yield %[[N]]
// CHECK-NEXT:    }) : tensor<[b, 4], f32>
// CHECK-NEXT:    return %y
graph @if_tensor(%x: tensor<[b, 4], f32>) -> (tensor<[b, 4], f32>) {
  %s = core.reduce_sum(%x) {axes = [], keepdim = false} : tensor<[], f32>
  %z = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
  %g = core.gt(%s, %z) : tensor<[], bool>
  %c = core.to_scalar(%g) : bool
  %y = prim.If(%c) ({
    %t = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
    %m = core.mul(%x, %t) : tensor<[b, 4], f32>
    yield %m
  }, {
    %n = core.neg(%x) : tensor<[b, 4], f32>
    yield %n
  }) : tensor<[b, 4], f32>
  return %y
}

// -----

// A `for` over a size: the trip count is the dim; the body's (i, carried)
// arguments become ONNX's (iter_num, cond_in, carried), an int carried
// value a 0-d i64 tensor, and the yield (cond, carried) stays.
// CHECK-LABEL: graph @for_loop
// CHECK:         %[[D:.*]] = onnx.Gather(%{{.*}}, %{{.*}}) {axis = 0} : tensor<[], i64>
// CHECK:         %y, %k = onnx.Loop(%[[D]], %true, %x, %zero) ({
// CHECK-NEXT:    ^bb0(%i: tensor<[], i64>, %{{.*}}: tensor<[], bool>, %a: tensor<[b, 4], f32>, %acc: tensor<[], i64>):
// CHECK-NEXT:      %[[F:.*]] = onnx.Cast(%i) {to = 1} : tensor<[], f32>
// CHECK-NEXT:      %r = onnx.Add(%a, %[[F]]) : tensor<[b, 4], f32>
// CHECK-NEXT:      %acc2 = onnx.Add(%acc, %i) : tensor<[], i64>
// CHECK-NEXT:      yield %true, %r, %acc2
// CHECK-NEXT:    }) : (tensor<[b, 4], f32>, tensor<[], i64>)
// CHECK-NEXT:    return %y, %k
graph @for_loop(%x: tensor<[b, 4], f32>) -> (tensor<[b, 4], f32>, int) {
  %true = prim.Constant {value = true} : bool
  %zero = core.scalar_constant {value = 0} : int
  %d = core.dim(%x) {axis = 0} : int
  %y, %k = prim.Loop(%d, %true, %x, %zero) ({
  ^bb0(%i: int, %a: tensor<[b, 4], f32>, %acc: int):
    %t = core.to_tensor(%i) {dtype = f32} : tensor<[], f32>
    %r = core.add(%a, %t) : tensor<[b, 4], f32>
    %acc2 = core.scalar_add(%acc, %i) : int
    yield %true, %r, %acc2
  }) : (tensor<[b, 4], f32>, int)
  return %y, %k
}

// -----

// A `while`: TorchScript's trip count INT64_MAX is an absent M; the loop
// runs while the condition it yields holds.
// CHECK-LABEL: graph @while_loop
// CHECK:         %[[M:.*]] = onnx.none
// CHECK-NEXT:    %y = onnx.Loop(%[[M]], %go, %x) ({
graph @while_loop(%x: tensor<[4], f32>, %limit: tensor<[], f32>) -> (tensor<[4], f32>) {
  %max = prim.Constant {value = 9223372036854775807} : int
  %s = core.reduce_sum(%x) {axes = [], keepdim = false} : tensor<[], f32>
  %lt = core.lt(%s, %limit) : tensor<[], bool>
  %go = core.to_scalar(%lt) : bool
  %y = prim.Loop(%max, %go, %x) ({
  ^bb0(%i: int, %a: tensor<[4], f32>):
    %two = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
    %r = core.mul(%a, %two) : tensor<[4], f32>
    %rs = core.reduce_sum(%r) {axes = [], keepdim = false} : tensor<[], f32>
    %more = core.lt(%rs, %limit) : tensor<[], bool>
    %c = core.to_scalar(%more) : bool
    yield %c, %r
  }) : tensor<[4], f32>
  return %y
}

