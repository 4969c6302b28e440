// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=16}' | FileCheck %s

// `if c: return x * 2 else: return None`: the tensor is wrapped in
// onnx.Optional, the none becomes an empty onnx.Optional typed from the
// other branch, and If-16 returns optional(tensor(float)).

// CHECK-LABEL: graph @maybe_double(
// CHECK-SAME:      -> (optional<tensor<*, f32>>)
// CHECK:         %y = onnx.If(%{{.*}}) ({
// CHECK:           %[[M:.*]] = onnx.Mul(%x, %x) : tensor<[3], f32>
// CHECK-NEXT:      %[[F:.*]] = onnx.Optional(%[[M]]) : optional<tensor<*, f32>>
// CHECK-NEXT:      yield %[[F]]
// CHECK-NEXT:    }, {
// CHECK-NEXT:      %[[E:.*]] = onnx.Optional {type = type<tensor<*, f32>>} : optional<tensor<*, f32>>
// CHECK-NEXT:      yield %[[E]]
// CHECK-NEXT:    }) : optional<tensor<*, f32>>
// CHECK-NEXT:    return %y
graph @maybe_double(%x: tensor<[3], f32>, %c: bool) -> (optional<tensor<*, ?>>) {
  %none = prim.Constant : none
  %y = prim.If(%c) ({
    %m = core.mul(%x, %x) : tensor<[3], f32>
    yield %m
  }, {
    yield %none
  }) : optional<tensor<*, ?>>
  return %y
}

// -----

// Nested: the inner If's optional is yielded as it is; the outer's other
// branch is an empty optional of the inner's dtype.

// CHECK-LABEL: graph @nested(
// CHECK-SAME:      -> (optional<tensor<*, i64>>)
// CHECK:         %outer = onnx.If(%{{.*}}) ({
// CHECK-NEXT:      %inner = onnx.If(%{{.*}}) ({
// CHECK-NEXT:        %[[F:.*]] = onnx.Optional(%x) : optional<tensor<*, i64>>
// CHECK-NEXT:        yield %[[F]]
// CHECK-NEXT:      }, {
// CHECK-NEXT:        %[[E:.*]] = onnx.Optional {type = type<tensor<*, i64>>} : optional<tensor<*, i64>>
// CHECK-NEXT:        yield %[[E]]
// CHECK-NEXT:      }) : optional<tensor<*, i64>>
// CHECK-NEXT:      yield %inner
// CHECK-NEXT:    }, {
// CHECK-NEXT:      %[[E2:.*]] = onnx.Optional {type = type<tensor<*, i64>>} : optional<tensor<*, i64>>
// CHECK-NEXT:      yield %[[E2]]
// CHECK-NEXT:    }) : optional<tensor<*, i64>>
graph @nested(%x: tensor<[2], i64>, %c: bool, %d: bool) -> (optional<tensor<*, ?>>) {
  %none = prim.Constant : none
  %outer = prim.If(%c) ({
    %inner = prim.If(%d) ({
      yield %x
    }, {
      yield %none
    }) : optional<tensor<*, ?>>
    yield %inner
  }, {
    yield %none
  }) : optional<tensor<*, ?>>
  return %outer
}
