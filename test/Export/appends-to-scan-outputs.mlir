// RUN: onnx-opt %s --split-input-file --pass-pipeline='appends-to-scan-outputs' | FileCheck %s

// `outs.append(x[i] * i)` in a `for`, then torch.stack(outs): the list
// becomes a scan output of the loop (what decompose's own first step does
// too), before sequence-lists would take it for a run-time list.
// CHECK-LABEL: graph @stack_appends
// CHECK-NOT:     prim.ListConstruct
// CHECK-NOT:     aten.append
// CHECK:         prim.Loop(%{{.*}}, %{{.*}}) {scan_outputs = 1} ({
graph @stack_appends(%x: tensor<[n, 4], f32>) -> (tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %true = prim.Constant {value = true} : bool
  %outs = prim.ListConstruct : list<tensor<*, ?>>
  %n = aten.size.int(%x, %c0) : int
  prim.Loop(%n, %true) ({
  ^bb0(%i: int):
    %row = aten.select.int(%x, %c0, %i) : tensor<*, ?>
    %v = aten.mul.Scalar(%row, %i) : tensor<*, ?>
    %l = aten.append.t(%outs, %v) : list<tensor<*, ?>>
    yield %true
  }) : ()
  %y = aten.stack(%outs, %c0) : tensor<*, ?>
  return %y
}

// -----

// A list read in the loop is not a scan output: left alone.
// CHECK-LABEL: graph @read_in_loop
// CHECK:         prim.ListConstruct
// CHECK:         aten.append.t
graph @read_in_loop(%x: tensor<[n, 4], f32>) -> (tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %true = prim.Constant {value = true} : bool
  %outs = prim.ListConstruct : list<tensor<*, ?>>
  %n = aten.size.int(%x, %c0) : int
  prim.Loop(%n, %true) ({
  ^bb0(%i: int):
    %row = aten.select.int(%x, %c0, %i) : tensor<*, ?>
    %l = aten.append.t(%outs, %row) : list<tensor<*, ?>>
    %k = aten.len.t(%outs) : int
    yield %true
  }) : ()
  %y = aten.stack(%outs, %c0) : tensor<*, ?>
  return %y
}
