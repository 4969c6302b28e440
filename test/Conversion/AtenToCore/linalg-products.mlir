// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// CHECK-LABEL: graph @mm
// CHECK-NEXT:    %[[V0:.*]] = core.matmul(%a, %b) : tensor<[2, 4], f32>
// CHECK-NEXT:    return %[[V0]]
graph @mm(%a: tensor<[2, 3], f32>, %b: tensor<[3, 4], f32>) -> (tensor<[2, 4], f32>) {
  %r0_0 = aten.mm(%a, %b) : tensor<[2, 4], f32>
  return %r0_0
}

// -----

// CHECK-LABEL: graph @bmm
// CHECK-NEXT:    %[[V0:.*]] = core.matmul(%a, %b) : tensor<[2, 3, 5], f32>
// CHECK-NEXT:    return %[[V0]]
graph @bmm(%a: tensor<[2, 3, 4], f32>, %b: tensor<[2, 4, 5], f32>) -> (tensor<[2, 3, 5], f32>) {
  %r0_0 = aten.bmm(%a, %b) : tensor<[2, 3, 5], f32>
  return %r0_0
}

// -----

// CHECK-LABEL: graph @mv
// CHECK-NEXT:    %[[V0:.*]] = core.matmul(%a, %v) : tensor<[3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @mv(%a: tensor<[3, 4], f32>, %v: tensor<[4], f32>) -> (tensor<[3], f32>) {
  %r0_0 = aten.mv(%a, %v) : tensor<[3], f32>
  return %r0_0
}

// -----

// CHECK-LABEL: graph @dot
// CHECK-NEXT:    %[[V0:.*]] = core.matmul(%a, %b) : tensor<[], f32>
// CHECK-NEXT:    return %[[V0]]
graph @dot(%a: tensor<[5], f32>, %b: tensor<[5], f32>) -> (tensor<[], f32>) {
  %r0_0 = aten.dot(%a, %b) : tensor<[], f32>
  return %r0_0
}

// -----

// CHECK-LABEL: graph @outer
// CHECK-NEXT:    %[[V0:.*]] = core.unsqueeze(%a) {axes = [1]} : tensor<[3, 1], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.mul(%[[V0]], %b) : tensor<[3, 4], f32>
// CHECK-NEXT:    return %[[V1]]
graph @outer(%a: tensor<[3], f32>, %b: tensor<[4], f32>) -> (tensor<[3, 4], f32>) {
  %r0_0 = aten.outer(%a, %b) : tensor<[3, 4], f32>
  return %r0_0
}

// -----

// CHECK-LABEL: graph @ger
// CHECK-NEXT:    %[[V0:.*]] = core.unsqueeze(%a) {axes = [1]} : tensor<[3, 1], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.mul(%[[V0]], %b) : tensor<[3, 2], f32>
// CHECK-NEXT:    return %[[V1]]
graph @ger(%a: tensor<[3], f32>, %b: tensor<[2], f32>) -> (tensor<[3, 2], f32>) {
  %r0_0 = aten.ger(%a, %b) : tensor<[3, 2], f32>
  return %r0_0
}

// -----

// CHECK-LABEL: graph @addmm
// CHECK-NEXT:    %[[V0:.*]] = core.matmul(%a, %b) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.add(%s, %[[V0]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    return %[[V1]]
graph @addmm(%s: tensor<[4], f32>, %a: tensor<[2, 3], f32>, %b: tensor<[3, 4], f32>) -> (tensor<[2, 4], f32>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 1} : int
  %r2_0 = aten.addmm(%s, %a, %b, %c1, %c2) : tensor<[2, 4], f32>
  return %r2_0
}

// -----

// CHECK-LABEL: graph @baddbmm
// CHECK-NEXT:    %[[V0:.*]] = core.matmul(%a, %b) : tensor<[2, 3, 5], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.add(%s, %[[V0]]) : tensor<[2, 3, 5], f32>
// CHECK-NEXT:    return %[[V1]]
graph @baddbmm(%s: tensor<[2, 3, 5], f32>, %a: tensor<[2, 3, 4], f32>, %b: tensor<[2, 4, 5], f32>) -> (tensor<[2, 3, 5], f32>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 1} : int
  %r2_0 = aten.baddbmm(%s, %a, %b, %c1, %c2) : tensor<[2, 3, 5], f32>
  return %r2_0
}

// -----

// CHECK-LABEL: graph @addmv
// CHECK-NEXT:    %[[V0:.*]] = core.matmul(%a, %v) : tensor<[3], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.add(%s, %[[V0]]) : tensor<[3], f32>
// CHECK-NEXT:    return %[[V1]]
graph @addmv(%s: tensor<[3], f32>, %a: tensor<[3, 4], f32>, %v: tensor<[4], f32>) -> (tensor<[3], f32>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 1} : int
  %r2_0 = aten.addmv(%s, %a, %v, %c1, %c2) : tensor<[3], f32>
  return %r2_0
}

// -----

// CHECK-LABEL: graph @matmul_batched
// CHECK-NEXT:    %[[V0:.*]] = core.matmul(%a, %b) : tensor<[2, 3, 5], f32>
// CHECK-NEXT:    return %[[V0]]
graph @matmul_batched(%a: tensor<[2, 3, 4], f32>, %b: tensor<[4, 5], f32>) -> (tensor<[2, 3, 5], f32>) {
  %r0_0 = aten.matmul(%a, %b) : tensor<[2, 3, 5], f32>
  return %r0_0
}

// -----

// CHECK-LABEL: graph @linear
// CHECK-NEXT:    %[[V0:.*]] = core.linear(%x, %w, %b) : tensor<[2, 4], f32>
// CHECK-NEXT:    return %[[V0]]
graph @linear(%x: tensor<[2, 3], f32>, %w: tensor<[4, 3], f32>, %b: tensor<[4], f32>) -> (tensor<[2, 4], f32>) {
  %r0_0 = aten.linear(%x, %w, %b) : tensor<[2, 4], f32>
  return %r0_0
}

// -----

// CHECK-LABEL: graph @einsum_matmul
// CHECK-NEXT:    %[[V0:.*]] = core.constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.reshape(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[2], i64>, [3, 4]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[V3:.*]] = core.reshape(%b, %[[V2]]) : tensor<[3, 4], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.matmul(%[[V1]], %[[V3]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.constant {value = dense<tensor<[2], i64>, [2, 4]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[V6:.*]] = core.reshape(%[[V4]], %[[V5]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    return %[[V6]]
graph @einsum_matmul(%a: tensor<[2, 3], f32>, %b: tensor<[3, 4], f32>) -> (tensor<[2, 4], f32>) {
  %c1 = prim.Constant {value = "ij,jk->ik"} : str
  %l2 = prim.ListConstruct(%a, %b) : list<tensor<*, ?>>
  %c3 = prim.Constant : none
  %r3_0 = aten.einsum(%c1, %l2, %c3) : tensor<[2, 4], f32>
  return %r3_0
}

// -----

// CHECK-LABEL: graph @einsum_attention
// CHECK-NEXT:    %[[V0:.*]] = core.constant {value = dense<tensor<[4], i64>, [2, 2, 3, 4]>} : tensor<[4], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.reshape(%a, %[[V0]]) : tensor<[2, 2, 3, 4], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.transpose(%b) {perm = [0, 1, 3, 2]} : tensor<[2, 2, 4, 5], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[4], i64>, [2, 2, 4, 5]>} : tensor<[4], i64>
// CHECK-NEXT:    %[[V4:.*]] = core.reshape(%[[V2]], %[[V3]]) : tensor<[2, 2, 4, 5], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.matmul(%[[V1]], %[[V4]]) : tensor<[2, 2, 3, 5], f32>
// CHECK-NEXT:    %[[V6:.*]] = core.constant {value = dense<tensor<[4], i64>, [2, 2, 3, 5]>} : tensor<[4], i64>
// CHECK-NEXT:    %[[V7:.*]] = core.reshape(%[[V5]], %[[V6]]) : tensor<[2, 2, 3, 5], f32>
// CHECK-NEXT:    return %[[V7]]
graph @einsum_attention(%a: tensor<[2, 2, 3, 4], f32>, %b: tensor<[2, 2, 5, 4], f32>) -> (tensor<[2, 2, 3, 5], f32>) {
  %c1 = prim.Constant {value = "bhqd,bhkd->bhqk"} : str
  %l2 = prim.ListConstruct(%a, %b) : list<tensor<*, ?>>
  %c3 = prim.Constant : none
  %r3_0 = aten.einsum(%c1, %l2, %c3) : tensor<[2, 2, 3, 5], f32>
  return %r3_0
}

// -----

// CHECK-LABEL: graph @einsum_sum
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_sum(%a) {axes = [0, 2], keepdim = false} : tensor<[3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @einsum_sum(%a: tensor<[2, 3, 4], f32>) -> (tensor<[3], f32>) {
  %c1 = prim.Constant {value = "ijk->j"} : str
  %l2 = prim.ListConstruct(%a) : list<tensor<*, ?>>
  %c3 = prim.Constant : none
  %r3_0 = aten.einsum(%c1, %l2, %c3) : tensor<[3], f32>
  return %r3_0
}

// -----

// CHECK-LABEL: graph @einsum_ellipsis_broadcast
// CHECK-NEXT:    %[[V0:.*]] = core.constant {value = dense<tensor<[2], i64>, [10, 3]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.reshape(%a, %[[V0]]) : tensor<[10, 3], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[2], i64>, [3, 4]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[V3:.*]] = core.reshape(%b, %[[V2]]) : tensor<[3, 4], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.matmul(%[[V1]], %[[V3]]) : tensor<[10, 4], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.constant {value = dense<tensor<[3], i64>, [5, 2, 4]>} : tensor<[3], i64>
// CHECK-NEXT:    %[[V6:.*]] = core.reshape(%[[V4]], %[[V5]]) : tensor<[5, 2, 4], f32>
// CHECK-NEXT:    return %[[V6]]
graph @einsum_ellipsis_broadcast(%a: tensor<[5, 2, 3], f32>, %b: tensor<[3, 4], f32>) -> (tensor<[5, 2, 4], f32>) {
  %c1 = prim.Constant {value = "...ij,jk->...ik"} : str
  %l2 = prim.ListConstruct(%a, %b) : list<tensor<*, ?>>
  %c3 = prim.Constant : none
  %r3_0 = aten.einsum(%c1, %l2, %c3) : tensor<[5, 2, 4], f32>
  return %r3_0
}

// -----

// CHECK-LABEL: graph @einsum_three
// CHECK-NEXT:    %[[V0:.*]] = core.constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.reshape(%a, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[2], i64>, [3, 4]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[V3:.*]] = core.reshape(%b, %[[V2]]) : tensor<[3, 4], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.matmul(%[[V1]], %[[V3]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.constant {value = dense<tensor<[2], i64>, [2, 4]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[V6:.*]] = core.reshape(%[[V4]], %[[V5]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V7:.*]] = core.constant {value = dense<tensor<[2], i64>, [2, 4]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[V8:.*]] = core.reshape(%[[V6]], %[[V7]]) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[V9:.*]] = core.constant {value = dense<tensor<[2], i64>, [4, 2]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[V10:.*]] = core.reshape(%c, %[[V9]]) : tensor<[4, 2], f32>
// CHECK-NEXT:    %[[V11:.*]] = core.matmul(%[[V8]], %[[V10]]) : tensor<[2, 2], f32>
// CHECK-NEXT:    %[[V12:.*]] = core.constant {value = dense<tensor<[2], i64>, [2, 2]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[V13:.*]] = core.reshape(%[[V11]], %[[V12]]) : tensor<[2, 2], f32>
// CHECK-NEXT:    return %[[V13]]
graph @einsum_three(%a: tensor<[2, 3], f32>, %b: tensor<[3, 4], f32>, %c: tensor<[4, 2], f32>) -> (tensor<[2, 2], f32>) {
  %c1 = prim.Constant {value = "ij,jk,kl->il"} : str
  %l2 = prim.ListConstruct(%a, %b, %c) : list<tensor<*, ?>>
  %c3 = prim.Constant : none
  %r3_0 = aten.einsum(%c1, %l2, %c3) : tensor<[2, 2], f32>
  return %r3_0
}

// -----

// Symbolic dims (a dynamic batch and sequence) are read with core.dim: the
// reshapes around the matmul take shapes built from them.
// CHECK-LABEL: graph @einsum_symbolic_batch
// CHECK-DAG:     %[[B:.*]] = core.dim(%a) {axis = 0} : int
// CHECK-DAG:     %[[N:.*]] = core.dim(%a) {axis = 1} : int
// CHECK-DAG:     %[[M:.*]] = core.dim(%c) {axis = 1} : int
// CHECK:         %[[MM:.*]] = core.matmul({{.*}}) : tensor<[b, n, m], f32>
// CHECK:         %[[MB:.*]] = core.dim(%[[MM]]) {axis = 0} : int
// CHECK:         %[[S:.*]] = core.from_scalars(%[[MB]], %[[N]], %[[M]]) {dtype = i64} : tensor<[3], i64>
// CHECK:         %[[R:.*]] = core.reshape(%[[MM]], %[[S]]) : tensor<[b, n, m], f32>
// CHECK-NEXT:    return %[[R]]
graph @einsum_symbolic_batch(%a: tensor<[b, n, 6], f32>, %c: tensor<[b, m, 6], f32>) -> (tensor<[b, n, m], f32>) {
  %eq = prim.Constant {value = "bid,bjd->bij"} : str
  %l = prim.ListConstruct(%a, %c) : list<tensor<*, ?>>
  %none = prim.Constant : none
  %0 = aten.einsum(%eq, %l, %none) : tensor<[b, n, m], f32>
  return %0
}
