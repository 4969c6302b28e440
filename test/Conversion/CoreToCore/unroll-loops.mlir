// RUN: onnx-opt %s --split-input-file --unroll-loops='max-trips=4 remarks=1' --verify-diagnostics | FileCheck %s

// `for i in range(3): y = y + i`: one copy of the body per iteration, the
// counter a constant, the carried value threaded through.

// CHECK-LABEL: graph @for_loop
// CHECK-NOT:     prim.Loop
// CHECK:         %[[I0:.*]] = core.scalar_constant {value = 0} : int
// CHECK-NEXT:    %[[T0:.*]] = core.to_tensor(%[[I0]]) {dtype = f32}
// CHECK-NEXT:    %[[Y0:.*]] = core.add(%x, %[[T0]])
// CHECK-NEXT:    %[[I1:.*]] = core.scalar_constant {value = 1} : int
// CHECK-NEXT:    %[[T1:.*]] = core.to_tensor(%[[I1]]) {dtype = f32}
// CHECK-NEXT:    %[[Y1:.*]] = core.add(%[[Y0]], %[[T1]])
// CHECK-NEXT:    %[[I2:.*]] = core.scalar_constant {value = 2} : int
// CHECK-NEXT:    %[[T2:.*]] = core.to_tensor(%[[I2]]) {dtype = f32}
// CHECK-NEXT:    %[[Y2:.*]] = core.add(%[[Y1]], %[[T2]])
// CHECK-NEXT:    return %[[Y2]]
graph @for_loop(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %n = prim.Constant {value = 3} : int
  %t = prim.Constant {value = true} : bool
  %0 = prim.Loop(%n, %t, %x) ({
  ^bb0(%i: int, %y: tensor<[2], f32>):
    %it = core.to_tensor(%i) {dtype = f32} : tensor<[], f32>
    %next = core.add(%y, %it) : tensor<[2], f32>
    yield %t, %next
  }) : tensor<[2], f32>
  return %0
}

// -----

// Zero iterations give back the initial values; a counter nobody reads
// makes no constant; two carried values swap each iteration.

// CHECK-LABEL: graph @swap
// CHECK:         %t = core.scalar_constant {value = true}
// CHECK-NEXT:    %[[A:.*]] = core.neg(%y)
// CHECK-NEXT:    %[[B:.*]] = core.neg(%x)
// CHECK-NEXT:    return %x, %[[A]], %[[B]]
graph @swap(%x: tensor<[2], f32>, %y: tensor<[2], f32>) -> (tensor<[2], f32>, tensor<[2], f32>, tensor<[2], f32>) {
  %zero = core.scalar_constant {value = 0} : int
  %one = core.scalar_constant {value = 1} : int
  %t = core.scalar_constant {value = true} : bool
  %0 = prim.Loop(%zero, %t, %x) ({
  ^bb0(%i: int, %a: tensor<[2], f32>):
    %n = core.neg(%a) : tensor<[2], f32>
    yield %t, %n
  }) : tensor<[2], f32>
  %1, %2 = prim.Loop(%one, %t, %x, %y) ({
  ^bb0(%i: int, %a: tensor<[2], f32>, %b: tensor<[2], f32>):
    %nb = core.neg(%b) : tensor<[2], f32>
    %na = core.neg(%a) : tensor<[2], f32>
    yield %t, %nb, %na
  }) : (tensor<[2], f32>, tensor<[2], f32>)
  return %0, %1, %2
}

// -----

// Nested loops: the inner trip count is the outer counter, known once the
// outer loop is unrolled; an If inside the body is cloned with its regions.

// CHECK-LABEL: graph @nested
// CHECK-NOT:     prim.Loop
// CHECK-COUNT-3: core.mul
// CHECK-NOT:     core.mul
// CHECK-COUNT-3: prim.If
// CHECK-NOT:     prim.If
// CHECK:         return
graph @nested(%x: tensor<[2], f32>, %flag: bool) -> (tensor<[2], f32>) {
  %n = core.scalar_constant {value = 3} : int
  %t = core.scalar_constant {value = true} : bool
  %0 = prim.Loop(%n, %t, %x) ({
  ^bb0(%i: int, %y: tensor<[2], f32>):
    %1 = prim.Loop(%i, %t, %y) ({
    ^bb0(%j: int, %z: tensor<[2], f32>):
      %m = core.mul(%z, %z) : tensor<[2], f32>
      yield %t, %m
    }) : tensor<[2], f32>
    yield %t, %1
  }) : tensor<[2], f32>
  %2 = prim.Loop(%n, %t, %0) ({
  ^bb0(%i: int, %y: tensor<[2], f32>):
    %3 = prim.If(%flag) ({
      %r = core.relu(%y) : tensor<[2], f32>
      yield %r
    }, {
      yield %y
    }) : tensor<[2], f32>
    yield %t, %3
  }) : tensor<[2], f32>
  return %2
}

// -----

// Loops that stay, with a remark saying why when asked.

// CHECK-LABEL: graph @stay
// CHECK-COUNT-3: prim.Loop
graph @stay(%x: tensor<[2], f32>, %n: int, %c: bool) -> (tensor<[2], f32>) {
  %big = core.scalar_constant {value = 5} : int
  %two = core.scalar_constant {value = 2} : int
  %t = core.scalar_constant {value = true} : bool
  // expected-remark @below {{unroll-loops: not unrolled: its trip count is not known at compile time}}
  %0 = prim.Loop(%n, %t, %x) ({
  ^bb0(%i: int, %y: tensor<[2], f32>):
    %r = core.relu(%y) : tensor<[2], f32>
    yield %t, %r
  }) : tensor<[2], f32>
  // expected-remark @below {{unroll-loops: not unrolled: its trip count 5 is above max-trips=4}}
  %1 = prim.Loop(%big, %t, %0) ({
  ^bb0(%i: int, %y: tensor<[2], f32>):
    %r = core.relu(%y) : tensor<[2], f32>
    yield %t, %r
  }) : tensor<[2], f32>
  // expected-remark @below {{unroll-loops: not unrolled: its condition is not constant true (a while loop)}}
  %2 = prim.Loop(%two, %t, %1) ({
  ^bb0(%i: int, %y: tensor<[2], f32>):
    %r = core.relu(%y) : tensor<[2], f32>
    yield %c, %r
  }) : tensor<[2], f32>
  return %2
}
