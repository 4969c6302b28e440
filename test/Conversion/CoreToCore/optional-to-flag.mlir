// RUN: onnx-opt %s --split-input-file --pass-pipeline='optional-to-flag' | FileCheck %s

// `if c: return x * 2 else: return None` with a static shape: the absent
// value is zeros of the present value's shape; the optional result is gone.

// CHECK-LABEL: graph @static(
// CHECK-SAME:      -> (tensor<[3], f32>, tensor<[], bool>)
// CHECK:         %y, %y_is_present = prim.If(%c) ({
// CHECK-NEXT:      %[[M:.*]] = core.mul(%x, %x) : tensor<[3], f32>
// CHECK-NEXT:      %[[T:.*]] = core.constant {value = dense<tensor<[], bool>, [true]>} : tensor<[], bool>
// CHECK-NEXT:      yield %[[M]], %[[T]]
// CHECK-NEXT:    }, {
// CHECK-NEXT:      %[[Z:.*]] = core.constant {value = dense<tensor<[3], f32>, [0.0, 0.0, 0.0]>} : tensor<[3], f32>
// CHECK-NEXT:      %[[F:.*]] = core.constant {value = dense<tensor<[], bool>, [false]>} : tensor<[], bool>
// CHECK-NEXT:      yield %[[Z]], %[[F]]
// CHECK-NEXT:    }) : (tensor<[3], f32>, tensor<[], bool>)
// CHECK-NEXT:    return %y, %y_is_present

graph @static(%x: tensor<[3], f32>) -> (optional<tensor<*, ?>>) {
  %none = prim.Constant : none
  %s = core.reduce_sum(%x) {axes = [], keepdim = false} : tensor<[], f32>
  %zero = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
  %gt = core.gt(%s, %zero) : tensor<[], bool>
  %c = core.to_scalar(%gt) : bool
  %y = prim.If(%c) ({
    %m = core.mul(%x, %x) : tensor<[3], f32>
    yield %m
  }, {
    yield %none
  }) : optional<tensor<*, ?>>
  return %y
}

// -----

// A symbolic shape has no value where nothing was computed: the
// placeholder has the rank, every dim 0. Other outputs stay; the result
// keeps its own name and the flag is named after it.

// CHECK-LABEL: graph @symbolic(
// CHECK-SAME:      -> (tensor<[b, 4], f32>, tensor<[?, ?], f32>, tensor<[], bool>)
// CHECK:         %out, %out_is_present = prim.If(%c) ({
// CHECK:           yield %x, %{{.*}}
// CHECK-NEXT:    }, {
// CHECK-NEXT:      %[[Z:.*]] = core.constant {value = dense<tensor<[0, 0], f32>, []>} : tensor<[0, 0], f32>
// CHECK:           yield %[[Z]], %{{.*}}
// CHECK-NEXT:    }) : (tensor<[?, ?], f32>, tensor<[], bool>)
// CHECK-NEXT:    return %x, %out, %out_is_present
graph @symbolic(%x: tensor<[b, 4], f32>, %c: bool) -> (tensor<[b, 4], f32>, optional<tensor<*, ?>>) {
  %none = prim.Constant : none
  %out = prim.If(%c) ({
    yield %x
  }, {
    yield %none
  }) : optional<tensor<*, ?>>
  return %x, %out
}

// -----

// Nested Ifs split recursively; an unnamed output is `output<i>`.

// CHECK-LABEL: graph @nested(
// CHECK-SAME:      -> (tensor<[2], i64>, tensor<[], bool>)
// CHECK:         %output0, %output0_is_present = prim.If(%c) ({
// CHECK-NEXT:      %[[IV:.*]], %[[IF:.*]] = prim.If(%d) ({
// CHECK:             yield %x, %{{.*}}
// CHECK:             yield %{{.*}}, %{{.*}}
// CHECK-NEXT:      }) : (tensor<[2], i64>, tensor<[], bool>)
// CHECK-NEXT:      yield %[[IV]], %[[IF]]
// CHECK-NEXT:    }, {
// CHECK:           yield %{{.*}}, %{{.*}}
// CHECK-NEXT:    }) : (tensor<[2], i64>, tensor<[], bool>)
graph @nested(%x: tensor<[2], i64>, %c: bool, %d: bool) -> (optional<tensor<*, ?>>) {
  %none = prim.Constant : none
  %0 = prim.If(%c) ({
    %1 = prim.If(%d) ({
      yield %x
    }, {
      yield %none
    }) : optional<tensor<*, ?>>
    yield %1
  }, {
    yield %none
  }) : optional<tensor<*, ?>>
  return %0
}

// -----

// Graphs without optional outputs are left alone.

// CHECK-LABEL: graph @plain(
// CHECK-NEXT:    return %x
graph @plain(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  return %x
}
