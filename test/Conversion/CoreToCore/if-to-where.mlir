// RUN: onnx-opt %s --split-input-file --if-to-where=remarks=1 --verify-diagnostics | FileCheck %s

// A condition read from a 0-d bool tensor selects with that tensor: both
// branches run, one core.where per result; a result both branches yield as
// the same value needs none.

// CHECK-LABEL: graph @from_tensor
// CHECK:         %[[GT:.*]] = core.gt
// CHECK-NOT:     prim.If
// CHECK:         %[[A:.*]] = core.add(%x, %x)
// CHECK-NEXT:    %[[N:.*]] = core.neg(%x)
// CHECK-NEXT:    %[[W:.*]] = core.where(%[[GT]], %[[A]], %[[N]]) : tensor<[b, 3], f32>
// CHECK-NEXT:    return %[[W]], %x
graph @from_tensor(%x: tensor<[b, 3], f32>) -> (tensor<[b, 3], f32>, tensor<[b, 3], f32>) {
  %s = core.reduce_sum(%x) {axes = [], keepdim = false} : tensor<[], f32>
  %z = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
  %gt = core.gt(%s, %z) : tensor<[], bool>
  %c = core.to_scalar(%gt) : bool
  %0, %1 = prim.If(%c) ({
    %a = core.add(%x, %x) : tensor<[b, 3], f32>
    yield %a, %x
  }, {
    %n = core.neg(%x) : tensor<[b, 3], f32>
    yield %n, %x
  }) : (tensor<[b, 3], f32>, tensor<[b, 3], f32>)
  return %0, %1
}

// -----

// A host bool becomes a 0-d bool tensor first.

// CHECK-LABEL: graph @host_bool
// CHECK:         %[[R:.*]] = core.relu(%x)
// CHECK-NEXT:    %[[C:.*]] = core.to_tensor(%flag) {dtype = bool} : tensor<[], bool>
// CHECK-NEXT:    %[[W:.*]] = core.where(%[[C]], %[[R]], %x) : tensor<[2], f32>
// CHECK-NEXT:    return %[[W]]
graph @host_bool(%x: tensor<[2], f32>, %flag: bool) -> (tensor<[2], f32>) {
  %0 = prim.If(%flag) ({
    %r = core.relu(%x) : tensor<[2], f32>
    yield %r
  }, {
    yield %x
  }) : tensor<[2], f32>
  return %0
}

// -----

// Ifs that stay, each with a remark saying why.

// CHECK-LABEL: graph @stay
// CHECK-COUNT-4: prim.If
graph @stay(%x: tensor<[b, 3], f32>, %y: tensor<[2, 3], f32>, %i: tensor<[b, 3], i64>, %flag: bool) -> (tensor<*, ?>, tensor<*, ?>, int) {
  %msg = prim.Constant {value = "boom"} : str
  %none = prim.Constant : none
  %one = core.scalar_constant {value = 1} : int
  %two = core.scalar_constant {value = 2} : int
  // expected-remark @below {{if-to-where: not converted: the then branch has an op with side effects ('prim.RaiseException')}}
  prim.If(%flag) ({
    prim.RaiseException(%msg, %none) : ()
    yield
  }, {
    yield
  }) : ()
  // expected-remark @below {{if-to-where: not converted: result #0 has shapes tensor<[b, 3], f32> and tensor<[2, 3], f32>, not provably equal}}
  %0 = prim.If(%flag) ({
    yield %x
  }, {
    yield %y
  }) : tensor<*, ?>
  // expected-remark @below {{if-to-where: not converted: result #0 has dtypes f32 and i64, not one known dtype}}
  %1 = prim.If(%flag) ({
    yield %x
  }, {
    yield %i
  }) : tensor<*, ?>
  // expected-remark @below {{if-to-where: not converted: result #0 is not a tensor in both branches (int, int)}}
  %2 = prim.If(%flag) ({
    yield %one
  }, {
    yield %two
  }) : int
  return %0, %1, %2
}
