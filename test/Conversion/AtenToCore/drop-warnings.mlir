// RUN: onnx-opt %s --pass-pipeline='drop-warnings,dce' | FileCheck %s

// `if target.size() != input.size(): warnings.warn(...)` (nn.L1Loss): the
// warning goes, and with it the message and the If that only held it.
// CHECK-LABEL: graph @warns
// CHECK-NOT:     aten.warn
// CHECK-NOT:     aten.format
// CHECK-NOT:     prim.If
// CHECK:         %[[D:.*]] = aten.sub.Tensor(%x, %y, %{{.*}})
// CHECK-NEXT:    return %[[D]]
graph @warns(%x: tensor<[2, 5], f32>, %y: tensor<[2, 5], f32>) -> (tensor<*, ?>) {
  %msg = prim.Constant {value = "Using a target size ({}) that is different to the input size ({})"} : str
  %two = prim.Constant {value = 2} : int
  %sy = aten.size(%y) : list<int>
  %sx = aten.size(%x) : list<int>
  %eq = aten.eq.int_list(%sy, %sx) : bool
  %ne = aten.__not__(%eq) : bool
  prim.If(%ne) ({
    %m = aten.format(%msg, %sy, %sx) : str
    aten.warn(%m, %two) : ()
    yield
  }, {
    yield
  }) : ()
  %one = prim.Constant {value = 1} : int
  %d = aten.sub.Tensor(%x, %y, %one) : tensor<*, ?>
  return %d
}
