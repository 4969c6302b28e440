// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// The ops torch.nn modules reach besides their layers and losses, with
// symbolic batch (and spatial) dims.

// broadcast_tensors: each input expanded to the broadcast shape, whose
// symbolic dims are read with core.dim; an input of that shape is itself.
// The list is unpacked into the expanded values.
// CHECK-LABEL: graph @broadcast_tensors
// CHECK:         %[[N:.*]] = core.dim(%x) {axis = 0} : int
// CHECK:         %[[S:.*]] = core.from_scalars(%[[N]], %{{.*}}) {dtype = i64} : tensor<[2], i64>
// CHECK-NEXT:    %[[X:.*]] = core.expand(%x, %[[S]]) : tensor<[n, 5], f32>
// CHECK:         %[[Y:.*]] = core.expand(%y, %{{.*}}) : tensor<[n, 5], f32>
// CHECK-NEXT:    return %[[X]], %[[Y]], %z
graph @broadcast_tensors(%x: tensor<[n, 1], f32>, %y: tensor<[5], f32>, %z: tensor<[n, 5], f64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %l = prim.ListConstruct(%x, %y, %z) : list<tensor<*, ?>>
  %v = aten.broadcast_tensors(%l) : list<tensor<*, ?>>
  %a, %b, %c = prim.ListUnpack(%v) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a, %b, %c
}

// -----

// Two symbols in one dim: s = b == 1 ? s : b at run time (exact for
// sizes of 0 too).
// CHECK-LABEL: graph @broadcast_tensors_two_symbols
// CHECK:         %[[EQ:.*]] = core.eq(%{{.*}}, %{{.*}}) : tensor<[], bool>
// CHECK-NEXT:    %[[W:.*]] = core.where(%[[EQ]], %{{.*}}, %{{.*}}) : tensor<[], i64>
// CHECK-NEXT:    %[[B:.*]] = core.to_scalar(%[[W]]) : int
// CHECK:         core.expand(%x,
// CHECK:         core.expand(%y,
graph @broadcast_tensors_two_symbols(%x: tensor<[n], f32>, %y: tensor<[m], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %l = prim.ListConstruct(%x, %y) : list<tensor<*, ?>>
  %v = aten.broadcast_tensors(%l) : list<tensor<*, ?>>
  %a, %b = prim.ListUnpack(%v) : (tensor<*, ?>, tensor<*, ?>)
  return %a, %b
}
