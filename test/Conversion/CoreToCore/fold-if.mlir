// RUN: onnx-opt %s --split-input-file --fold-if | FileCheck %s

// A constant true condition: the then branch's ops take the If's place and
// its yielded value replaces the result.

// CHECK-LABEL: graph @constant_true
// CHECK-NOT:     prim.If
// CHECK:         %[[C:.*]] = core.constant
// CHECK-NEXT:    %[[A:.*]] = core.add(%x, %[[C]])
// CHECK-NEXT:    return %[[A]]
graph @constant_true(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %t = prim.Constant {value = true} : bool
  %0 = prim.If(%t) ({
    %c = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
    %a = core.add(%x, %c) : tensor<[2], f32>
    yield %a
  }, {
    %s = core.neg(%x) : tensor<[2], f32>
    yield %s
  }) : tensor<[2], f32>
  return %0
}

// -----

// A condition computed from constants (core.scalar_add, core.scalar_cmp) takes
// the else branch; a branch may yield a value from outside.

// CHECK-LABEL: graph @computed_false
// CHECK-NOT:     prim.If
// CHECK-NOT:     core.neg
// CHECK:         return %x
graph @computed_false(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %a = core.scalar_constant {value = 3} : int
  %b = core.scalar_constant {value = 4} : int
  %s = core.scalar_add(%a, %b) : int
  %lt = core.scalar_cmp(%s, %b) {predicate = "lt"} : bool
  %0 = prim.If(%lt) ({
    %n = core.neg(%x) : tensor<[2], f32>
    yield %n
  }, {
    yield %x
  }) : tensor<[2], f32>
  return %0
}

// -----

// An If without results whose taken branch is empty disappears; one on a
// value known only at run time stays.

// CHECK-LABEL: graph @no_results
// CHECK-NOT:     prim.RaiseException
// CHECK:         prim.If(%flag)
// CHECK:           prim.RaiseException
// CHECK-NOT:     prim.If
graph @no_results(%x: tensor<[2], f32>, %flag: bool) -> (tensor<[2], f32>) {
  %f = core.scalar_constant {value = false} : bool
  %msg = prim.Constant {value = "boom"} : str
  %none = prim.Constant : none
  prim.If(%f) ({
    prim.RaiseException(%msg, %none) : ()
    yield
  }, {
    yield
  }) : ()
  prim.If(%flag) ({
    prim.RaiseException(%msg, %none) : ()
    yield
  }, {
    yield
  }) : ()
  return %x
}

// -----

// Nested Ifs: both known, inner first, so the outer one inlines what is
// left of its taken branch.

// CHECK-LABEL: graph @nested
// CHECK-NEXT:    %[[T:.*]] = prim.Constant
// CHECK-NEXT:    %[[R:.*]] = core.relu(%x)
// CHECK-NEXT:    return %[[R]]
graph @nested(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %t = prim.Constant {value = true} : bool
  %0 = prim.If(%t) ({
    %1 = prim.If(%t) ({
      %r = core.relu(%x) : tensor<[2], f32>
      yield %r
    }, {
      yield %x
    }) : tensor<[2], f32>
    yield %1
  }, {
    yield %x
  }) : tensor<[2], f32>
  return %0
}
