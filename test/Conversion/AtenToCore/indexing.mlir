// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s
// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s --check-prefix=NOATEN

// Slicing, splits, padding, advanced indexing, scatters and sorting.
// NOATEN-NOT: aten.
// CHECK-LABEL: graph @slices_a
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [-1]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.slice(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[4, 2], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [-2]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [9223372036854775807]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.slice(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 5], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [100]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [3]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.slice(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 5], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [-1]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index_select(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0} : tensor<[5], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index_select(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 1} : tensor<[4], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [4]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.slice(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[4, 2], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [3]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.slice(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 5], f32>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @slices_a(%x: tensor<[4, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %c4 = prim.Constant {value = -1} : int
  %c5 = prim.Constant {value = 2} : int
  %v1 = aten.slice.Tensor(%x, %c2, %c3, %c4, %c5) : tensor<*, ?>
  %c7 = prim.Constant {value = 0} : int
  %c8 = prim.Constant {value = -2} : int
  %c9 = prim.Constant {value = 9223372036854775807} : int
  %c10 = prim.Constant {value = 1} : int
  %v6 = aten.slice.Tensor(%x, %c7, %c8, %c9, %c10) : tensor<*, ?>
  %c12 = prim.Constant {value = -1} : int
  %c13 = prim.Constant : none
  %c14 = prim.Constant : none
  %c15 = prim.Constant {value = 1} : int
  %v11 = aten.slice.Tensor(%x, %c12, %c13, %c14, %c15) : tensor<*, ?>
  %c17 = prim.Constant {value = 0} : int
  %c18 = prim.Constant {value = 0} : int
  %c19 = prim.Constant {value = 100} : int
  %c20 = prim.Constant {value = 3} : int
  %v16 = aten.slice.Tensor(%x, %c17, %c18, %c19, %c20) : tensor<*, ?>
  %c22 = prim.Constant {value = 0} : int
  %c23 = prim.Constant {value = -1} : int
  %v21 = aten.select.int(%x, %c22, %c23) : tensor<*, ?>
  %c25 = prim.Constant {value = 1} : int
  %c26 = prim.Constant {value = 2} : int
  %v24 = aten.select.int(%x, %c25, %c26) : tensor<*, ?>
  %c28 = prim.Constant {value = 1} : int
  %c29 = prim.Constant {value = -3} : int
  %c30 = prim.Constant {value = 2} : int
  %v27 = aten.narrow(%x, %c28, %c29, %c30) : tensor<*, ?>
  %c32 = prim.Constant {value = 0} : int
  %c33 = prim.Constant {value = 1} : int
  %c34 = prim.Constant {value = 2} : int
  %v31 = aten.narrow(%x, %c32, %c33, %c34) : tensor<*, ?>
  return %v1, %v6, %v11, %v16, %v21, %v24, %v27, %v31
}

// -----

// CHECK-LABEL: graph @slices_b
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [-1]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.slice(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[3, 2, 2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [-2]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [9223372036854775807]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.slice(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 6, 2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [100]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [3]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.slice(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[1, 6, 2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [-1]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index_select(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0} : tensor<[6, 2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index_select(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 1} : tensor<[3, 2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [3]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [5]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.slice(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[3, 2, 2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [3]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.slice(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 6, 2], i64>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @slices_b(%x: tensor<[3, 6, 2], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %c4 = prim.Constant {value = -1} : int
  %c5 = prim.Constant {value = 2} : int
  %v1 = aten.slice.Tensor(%x, %c2, %c3, %c4, %c5) : tensor<*, ?>
  %c7 = prim.Constant {value = 0} : int
  %c8 = prim.Constant {value = -2} : int
  %c9 = prim.Constant {value = 9223372036854775807} : int
  %c10 = prim.Constant {value = 1} : int
  %v6 = aten.slice.Tensor(%x, %c7, %c8, %c9, %c10) : tensor<*, ?>
  %c12 = prim.Constant {value = -1} : int
  %c13 = prim.Constant : none
  %c14 = prim.Constant : none
  %c15 = prim.Constant {value = 1} : int
  %v11 = aten.slice.Tensor(%x, %c12, %c13, %c14, %c15) : tensor<*, ?>
  %c17 = prim.Constant {value = 0} : int
  %c18 = prim.Constant {value = 0} : int
  %c19 = prim.Constant {value = 100} : int
  %c20 = prim.Constant {value = 3} : int
  %v16 = aten.slice.Tensor(%x, %c17, %c18, %c19, %c20) : tensor<*, ?>
  %c22 = prim.Constant {value = 0} : int
  %c23 = prim.Constant {value = -1} : int
  %v21 = aten.select.int(%x, %c22, %c23) : tensor<*, ?>
  %c25 = prim.Constant {value = 1} : int
  %c26 = prim.Constant {value = 2} : int
  %v24 = aten.select.int(%x, %c25, %c26) : tensor<*, ?>
  %c28 = prim.Constant {value = 1} : int
  %c29 = prim.Constant {value = -3} : int
  %c30 = prim.Constant {value = 2} : int
  %v27 = aten.narrow(%x, %c28, %c29, %c30) : tensor<*, ?>
  %c32 = prim.Constant {value = 0} : int
  %c33 = prim.Constant {value = 1} : int
  %c34 = prim.Constant {value = 2} : int
  %v31 = aten.narrow(%x, %c32, %c33, %c34) : tensor<*, ?>
  return %v1, %v6, %v11, %v16, %v21, %v24, %v27, %v31
}

// -----

// CHECK-LABEL: graph @narrow_tensor
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_constant {value = 5} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_mod(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_constant {value = 1} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_add(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.from_scalars(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.from_scalars(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.slice(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[4, ?], f32>
// CHECK: return %{{[A-Za-z0-9_]+}}
graph @narrow_tensor(%x: tensor<[4, 5], f32>, %s: tensor<[], i64>) -> (tensor<*, ?>) {
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v1 = aten.narrow.Tensor(%x, %c2, %s, %c3) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @splits_a
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.split(%{{[A-Za-z0-9_]+}}) {axis = 0, sizes = [2, 2, 1]} : (tensor<[2, 4], f32>, tensor<[2, 4], f32>, tensor<[1, 4], f32>)
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.split(%{{[A-Za-z0-9_]+}}) {axis = 1} : (tensor<[5, 2], f32>, tensor<[5, 2], f32>)
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.split(%{{[A-Za-z0-9_]+}}) {axis = 0, sizes = [1, 3, 1]} : (tensor<[1, 4], f32>, tensor<[3, 4], f32>, tensor<[1, 4], f32>)
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.split(%{{[A-Za-z0-9_]+}}) {axis = 1, sizes = [1, 3]} : (tensor<[5, 1], f32>, tensor<[5, 3], f32>)
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.split(%{{[A-Za-z0-9_]+}}) {axis = 0, sizes = [3, 2]} : (tensor<[3, 4], f32>, tensor<[2, 4], f32>)
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.split(%{{[A-Za-z0-9_]+}}) {axis = 1} : (tensor<[5, 1], f32>, tensor<[5, 1], f32>, tensor<[5, 1], f32>, tensor<[5, 1], f32>)
// CHECK: %{{[A-Za-z0-9_]+}} = core.squeeze(%{{[A-Za-z0-9_]+}}) {axes = [1]} : tensor<[5], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.squeeze(%{{[A-Za-z0-9_]+}}) {axes = [1]} : tensor<[5], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.squeeze(%{{[A-Za-z0-9_]+}}) {axes = [1]} : tensor<[5], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.squeeze(%{{[A-Za-z0-9_]+}}) {axes = [1]} : tensor<[5], f32>
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.split(%{{[A-Za-z0-9_]+}}) {axis = 0, sizes = [2, 2, 1]} : (tensor<[2, 4], f32>, tensor<[2, 4], f32>, tensor<[1, 4], f32>)
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.split(%{{[A-Za-z0-9_]+}}) {axis = 0, sizes = [1, 3, 1, 0]} : (tensor<[1, 4], f32>, tensor<[3, 4], f32>, tensor<[1, 4], f32>, tensor<[0, 4], f32>)
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.split(%{{[A-Za-z0-9_]+}}) {axis = 0, sizes = [3, 2]} : (tensor<[3, 4], f32>, tensor<[2, 4], f32>)
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @splits_a(%x: tensor<[5, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = 0} : int
  %v1 = aten.split.Tensor(%x, %c2, %c3) : list<tensor<*, ?>>
  %v4_0, %v4_1, %v4_2 = prim.ListUnpack(%v1) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %c6 = prim.Constant {value = 3} : int
  %c7 = prim.Constant {value = -1} : int
  %v5 = aten.chunk(%x, %c6, %c7) : list<tensor<*, ?>>
  %v8_0, %v8_1 = prim.ListUnpack(%v5) : (tensor<*, ?>, tensor<*, ?>)
  %c10 = prim.Constant {value = [1, 3, 1]} : list<int>
  %c11 = prim.Constant {value = 0} : int
  %v9 = aten.split_with_sizes(%x, %c10, %c11) : list<tensor<*, ?>>
  %v12_0, %v12_1, %v12_2 = prim.ListUnpack(%v9) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %c14 = prim.Constant {value = [1, 3]} : list<int>
  %c15 = prim.Constant {value = 1} : int
  %v13 = aten.split.sizes(%x, %c14, %c15) : list<tensor<*, ?>>
  %v16_0, %v16_1 = prim.ListUnpack(%v13) : (tensor<*, ?>, tensor<*, ?>)
  %c18 = prim.Constant {value = [3, 2]} : list<int>
  %c19 = prim.Constant {value = 0} : int
  %v17 = aten.split(%x, %c18, %c19) : list<tensor<*, ?>>
  %v20_0, %v20_1 = prim.ListUnpack(%v17) : (tensor<*, ?>, tensor<*, ?>)
  %c22 = prim.Constant {value = 1} : int
  %v21 = aten.unbind.int(%x, %c22) : list<tensor<*, ?>>
  %v23_0, %v23_1, %v23_2, %v23_3 = prim.ListUnpack(%v21) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %c25 = prim.Constant {value = 3} : int
  %c26 = prim.Constant {value = 0} : int
  %v24 = aten.tensor_split.sections(%x, %c25, %c26) : list<tensor<*, ?>>
  %v27_0, %v27_1, %v27_2 = prim.ListUnpack(%v24) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %c29 = prim.Constant {value = [1, -1, 9]} : list<int>
  %c30 = prim.Constant {value = 0} : int
  %v28 = aten.tensor_split.indices(%x, %c29, %c30) : list<tensor<*, ?>>
  %v31_0, %v31_1, %v31_2, %v31_3 = prim.ListUnpack(%v28) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %c33 = prim.Constant {value = 2} : int
  %c34 = prim.Constant {value = 0} : int
  %v32 = aten.chunk(%x, %c33, %c34) : list<tensor<*, ?>>
  %c36 = prim.Constant {value = -1} : int
  %v35 = aten.__getitem__.t(%v32, %c36) : tensor<*, ?>
  return %v4_0, %v4_1, %v4_2, %v8_0, %v8_1, %v12_0, %v12_1, %v12_2, %v16_0, %v16_1, %v20_0, %v20_1, %v23_0, %v23_1, %v23_2, %v23_3, %v27_0, %v27_1, %v27_2, %v31_0, %v31_1, %v31_2, %v31_3, %v35
}

// -----

// CHECK-LABEL: graph @splits_b
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.split(%{{[A-Za-z0-9_]+}}) {axis = 0} : (tensor<[2, 3], i32>, tensor<[2, 3], i32>, tensor<[2, 3], i32>)
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.split(%{{[A-Za-z0-9_]+}}) {axis = 1} : (tensor<[6, 1], i32>, tensor<[6, 1], i32>, tensor<[6, 1], i32>)
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.split(%{{[A-Za-z0-9_]+}}) {axis = 0, sizes = [1, 3, 2]} : (tensor<[1, 3], i32>, tensor<[3, 3], i32>, tensor<[2, 3], i32>)
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.split(%{{[A-Za-z0-9_]+}}) {axis = 1, sizes = [2, 1]} : (tensor<[6, 2], i32>, tensor<[6, 1], i32>)
// CHECK: %{{[A-Za-z0-9_]+}} = core.split(%{{[A-Za-z0-9_]+}}) {axis = 0, sizes = [6]} : tensor<[6, 3], i32>
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.split(%{{[A-Za-z0-9_]+}}) {axis = 1} : (tensor<[6, 1], i32>, tensor<[6, 1], i32>, tensor<[6, 1], i32>)
// CHECK: %{{[A-Za-z0-9_]+}} = core.squeeze(%{{[A-Za-z0-9_]+}}) {axes = [1]} : tensor<[6], i32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.squeeze(%{{[A-Za-z0-9_]+}}) {axes = [1]} : tensor<[6], i32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.squeeze(%{{[A-Za-z0-9_]+}}) {axes = [1]} : tensor<[6], i32>
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.split(%{{[A-Za-z0-9_]+}}) {axis = 0, sizes = [2, 2, 2]} : (tensor<[2, 3], i32>, tensor<[2, 3], i32>, tensor<[2, 3], i32>)
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.split(%{{[A-Za-z0-9_]+}}) {axis = 0, sizes = [1, 4, 1, 0]} : (tensor<[1, 3], i32>, tensor<[4, 3], i32>, tensor<[1, 3], i32>, tensor<[0, 3], i32>)
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.split(%{{[A-Za-z0-9_]+}}) {axis = 0} : (tensor<[3, 3], i32>, tensor<[3, 3], i32>)
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @splits_b(%x: tensor<[6, 3], i32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = 0} : int
  %v1 = aten.split.Tensor(%x, %c2, %c3) : list<tensor<*, ?>>
  %v4_0, %v4_1, %v4_2 = prim.ListUnpack(%v1) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %c6 = prim.Constant {value = 3} : int
  %c7 = prim.Constant {value = -1} : int
  %v5 = aten.chunk(%x, %c6, %c7) : list<tensor<*, ?>>
  %v8_0, %v8_1, %v8_2 = prim.ListUnpack(%v5) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %c10 = prim.Constant {value = [1, 3, 2]} : list<int>
  %c11 = prim.Constant {value = 0} : int
  %v9 = aten.split_with_sizes(%x, %c10, %c11) : list<tensor<*, ?>>
  %v12_0, %v12_1, %v12_2 = prim.ListUnpack(%v9) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %c14 = prim.Constant {value = [2, 1]} : list<int>
  %c15 = prim.Constant {value = 1} : int
  %v13 = aten.split.sizes(%x, %c14, %c15) : list<tensor<*, ?>>
  %v16_0, %v16_1 = prim.ListUnpack(%v13) : (tensor<*, ?>, tensor<*, ?>)
  %c18 = prim.Constant {value = [6]} : list<int>
  %c19 = prim.Constant {value = 0} : int
  %v17 = aten.split(%x, %c18, %c19) : list<tensor<*, ?>>
  %v20_0 = prim.ListUnpack(%v17) : (tensor<*, ?>)
  %c22 = prim.Constant {value = 1} : int
  %v21 = aten.unbind.int(%x, %c22) : list<tensor<*, ?>>
  %v23_0, %v23_1, %v23_2 = prim.ListUnpack(%v21) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %c25 = prim.Constant {value = 3} : int
  %c26 = prim.Constant {value = 0} : int
  %v24 = aten.tensor_split.sections(%x, %c25, %c26) : list<tensor<*, ?>>
  %v27_0, %v27_1, %v27_2 = prim.ListUnpack(%v24) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %c29 = prim.Constant {value = [1, -1, 9]} : list<int>
  %c30 = prim.Constant {value = 0} : int
  %v28 = aten.tensor_split.indices(%x, %c29, %c30) : list<tensor<*, ?>>
  %v31_0, %v31_1, %v31_2, %v31_3 = prim.ListUnpack(%v28) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %c33 = prim.Constant {value = 2} : int
  %c34 = prim.Constant {value = 0} : int
  %v32 = aten.chunk(%x, %c33, %c34) : list<tensor<*, ?>>
  %c36 = prim.Constant {value = -1} : int
  %v35 = aten.__getitem__.t(%v32, %c36) : tensor<*, ?>
  return %v4_0, %v4_1, %v4_2, %v8_0, %v8_1, %v8_2, %v12_0, %v12_1, %v12_2, %v16_0, %v16_1, %v20_0, %v23_0, %v23_1, %v23_2, %v27_0, %v27_1, %v27_2, %v31_0, %v31_1, %v31_2, %v31_3, %v35
}

// -----

// CHECK-LABEL: graph @pads_a
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[6], i64>, [0, 0, 1, 0, 0, 2]>} : tensor<[6], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "constant", value = 1.5} : tensor<[2, 3, 7], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[6], i64>, [1, 2, 0, 1, 0, -1]>} : tensor<[6], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "constant", value = 0.0} : tensor<[4, 5, 3], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[6], i64>, [0, 0, 1, 0, 0, 1]>} : tensor<[6], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "reflect", value = 0.0} : tensor<[2, 3, 6], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[6], i64>, [0, 1, 2, 0, 0, 0]>} : tensor<[6], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "replicate", value = 0.0} : tensor<[2, 4, 6], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[6], i64>, [0, 0, 1, 0, 0, 2]>} : tensor<[6], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "circular", value = 0.0} : tensor<[2, 3, 7], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[6], i64>, [0, 0, 1, 0, 0, 0]>} : tensor<[6], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "constant", value = -2.0} : tensor<[2, 3, 5], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[6], i64>, [0, 0, 2, 0, 0, 1]>} : tensor<[6], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "reflect", value = 0.0} : tensor<[2, 3, 7], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[6], i64>, [0, 0, 0, 0, 0, 3]>} : tensor<[6], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "replicate", value = 0.0} : tensor<[2, 3, 7], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[6], i64>, [0, 1, 1, 0, 0, 1]>} : tensor<[6], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "reflect", value = 0.0} : tensor<[2, 4, 6], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[6], i64>, [0, 2, 1, 0, 1, 0]>} : tensor<[6], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "replicate", value = 0.0} : tensor<[2, 6, 5], f32>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @pads_a(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = [1, 2]} : list<int>
  %c3 = prim.Constant {value = 1.5} : float
  %v1 = aten.constant_pad_nd(%x, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = [0, -1, 2, 0, 1, 1]} : list<int>
  %c6 = prim.Constant {value = 0} : int
  %v4 = aten.constant_pad_nd(%x, %c5, %c6) : tensor<*, ?>
  %c8 = prim.Constant {value = [1, 1]} : list<int>
  %c9 = prim.Constant {value = "reflect"} : str
  %c10 = prim.Constant : none
  %v7 = aten.pad(%x, %c8, %c9, %c10) : tensor<*, ?>
  %c12 = prim.Constant {value = [2, 0, 1, 0]} : list<int>
  %c13 = prim.Constant {value = "replicate"} : str
  %c14 = prim.Constant : none
  %v11 = aten.pad(%x, %c12, %c13, %c14) : tensor<*, ?>
  %c16 = prim.Constant {value = [1, 2]} : list<int>
  %c17 = prim.Constant {value = "circular"} : str
  %c18 = prim.Constant : none
  %v15 = aten.pad(%x, %c16, %c17, %c18) : tensor<*, ?>
  %c20 = prim.Constant {value = [1, 0]} : list<int>
  %c21 = prim.Constant {value = "constant"} : str
  %c22 = prim.Constant {value = -2.0} : float
  %v19 = aten.pad(%x, %c20, %c21, %c22) : tensor<*, ?>
  %c24 = prim.Constant {value = [2, 1]} : list<int>
  %v23 = aten.reflection_pad1d(%x, %c24) : tensor<*, ?>
  %c26 = prim.Constant {value = [0, 3]} : list<int>
  %v25 = aten.replication_pad1d(%x, %c26) : tensor<*, ?>
  %c28 = prim.Constant {value = [1, 1, 1, 0]} : list<int>
  %v27 = aten.reflection_pad2d(%x, %c28) : tensor<*, ?>
  %c30 = prim.Constant {value = [1, 0, 2, 1]} : list<int>
  %v29 = aten.replication_pad2d(%x, %c30) : tensor<*, ?>
  return %v1, %v4, %v7, %v11, %v15, %v19, %v23, %v25, %v27, %v29
}

// -----

// CHECK-LABEL: graph @pads_b
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[6], i64>, [0, 0, 1, 0, 0, 2]>} : tensor<[6], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "constant", value = 1.5} : tensor<[1, 2, 8], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[6], i64>, [1, 2, 0, 1, 0, -1]>} : tensor<[6], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "constant", value = 0.0} : tensor<[3, 4, 4], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[6], i64>, [0, 0, 1, 0, 0, 1]>} : tensor<[6], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "reflect", value = 0.0} : tensor<[1, 2, 7], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[6], i64>, [0, 1, 2, 0, 0, 0]>} : tensor<[6], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "replicate", value = 0.0} : tensor<[1, 3, 7], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[6], i64>, [0, 0, 1, 0, 0, 2]>} : tensor<[6], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "circular", value = 0.0} : tensor<[1, 2, 8], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[6], i64>, [0, 0, 1, 0, 0, 0]>} : tensor<[6], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "constant", value = -2.0} : tensor<[1, 2, 6], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[6], i64>, [0, 0, 2, 0, 0, 1]>} : tensor<[6], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "reflect", value = 0.0} : tensor<[1, 2, 8], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[6], i64>, [0, 0, 0, 0, 0, 3]>} : tensor<[6], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "replicate", value = 0.0} : tensor<[1, 2, 8], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[6], i64>, [0, 1, 1, 0, 0, 1]>} : tensor<[6], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "reflect", value = 0.0} : tensor<[1, 3, 7], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[6], i64>, [0, 2, 1, 0, 1, 0]>} : tensor<[6], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "replicate", value = 0.0} : tensor<[1, 5, 6], f64>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @pads_b(%x: tensor<[1, 2, 5], f64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = [1, 2]} : list<int>
  %c3 = prim.Constant {value = 1.5} : float
  %v1 = aten.constant_pad_nd(%x, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = [0, -1, 2, 0, 1, 1]} : list<int>
  %c6 = prim.Constant {value = 0} : int
  %v4 = aten.constant_pad_nd(%x, %c5, %c6) : tensor<*, ?>
  %c8 = prim.Constant {value = [1, 1]} : list<int>
  %c9 = prim.Constant {value = "reflect"} : str
  %c10 = prim.Constant : none
  %v7 = aten.pad(%x, %c8, %c9, %c10) : tensor<*, ?>
  %c12 = prim.Constant {value = [2, 0, 1, 0]} : list<int>
  %c13 = prim.Constant {value = "replicate"} : str
  %c14 = prim.Constant : none
  %v11 = aten.pad(%x, %c12, %c13, %c14) : tensor<*, ?>
  %c16 = prim.Constant {value = [1, 2]} : list<int>
  %c17 = prim.Constant {value = "circular"} : str
  %c18 = prim.Constant : none
  %v15 = aten.pad(%x, %c16, %c17, %c18) : tensor<*, ?>
  %c20 = prim.Constant {value = [1, 0]} : list<int>
  %c21 = prim.Constant {value = "constant"} : str
  %c22 = prim.Constant {value = -2.0} : float
  %v19 = aten.pad(%x, %c20, %c21, %c22) : tensor<*, ?>
  %c24 = prim.Constant {value = [2, 1]} : list<int>
  %v23 = aten.reflection_pad1d(%x, %c24) : tensor<*, ?>
  %c26 = prim.Constant {value = [0, 3]} : list<int>
  %v25 = aten.replication_pad1d(%x, %c26) : tensor<*, ?>
  %c28 = prim.Constant {value = [1, 1, 1, 0]} : list<int>
  %v27 = aten.reflection_pad2d(%x, %c28) : tensor<*, ?>
  %c30 = prim.Constant {value = [1, 0, 2, 1]} : list<int>
  %v29 = aten.replication_pad2d(%x, %c30) : tensor<*, ?>
  return %v1, %v4, %v7, %v11, %v15, %v19, %v23, %v25, %v27, %v29
}

// -----

// CHECK-LABEL: graph @pads_3d
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[10], i64>, [0, 0, 1, 0, 1, 0, 0, 0, 2, 1]>} : tensor<[10], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "reflect", value = 0.0} : tensor<[1, 2, 4, 5, 6], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[10], i64>, [0, 0, 0, 1, 2, 0, 0, 1, 1, 0]>} : tensor<[10], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "replicate", value = 0.0} : tensor<[1, 2, 4, 5, 6], f32>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @pads_3d(%x: tensor<[1, 2, 3, 3, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = [1, 1, 0, 2, 1, 0]} : list<int>
  %v1 = aten.reflection_pad3d(%x, %c2) : tensor<*, ?>
  %c4 = prim.Constant {value = [2, 0, 1, 1, 0, 1]} : list<int>
  %v3 = aten.replication_pad3d(%x, %c4) : tensor<*, ?>
  return %v1, %v3
}

// -----

// CHECK-LABEL: graph @pad_int
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[4], i64>, [0, 1, 0, 1]>} : tensor<[4], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.pad(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {mode = "constant", value = 7.0} : tensor<[2, 5], i64>
// CHECK: return %{{[A-Za-z0-9_]+}}
graph @pad_int(%x: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c2 = prim.Constant {value = [1, 1]} : list<int>
  %c3 = prim.Constant {value = 7} : int
  %v1 = aten.constant_pad_nd(%x, %c2, %c3) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @index_a
// CHECK: %{{[A-Za-z0-9_]+}} = core.index(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[3, 5, 6], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 3, 6], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.transpose(%{{[A-Za-z0-9_]+}}) {perm = [1, 0, 2]} : tensor<[5, 4, 6], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[3, 4, 6], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.transpose(%{{[A-Za-z0-9_]+}}) {perm = [1, 0, 2]} : tensor<[4, 3, 6], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.transpose(%{{[A-Za-z0-9_]+}}) {perm = [1, 2, 0]} : tensor<[5, 6, 4], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 3, 4], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.transpose(%{{[A-Za-z0-9_]+}}) {perm = [2, 0, 1]} : tensor<[4, 2, 3], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.transpose(%{{[A-Za-z0-9_]+}}) {perm = [0, 2, 1]} : tensor<[4, 6, 5], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 3, 5], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[3, 6], f32>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @index_a(%x: tensor<[4, 5, 6], f32>, %i: tensor<[3], i64>, %j: tensor<[2, 1], i64>, %k: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %l1 = prim.ListConstruct(%i) : list<optional<tensor<*, ?>>>
  %v2 = aten.index.Tensor(%x, %l1) : tensor<*, ?>
  %l3 = prim.ListConstruct(%i, %j) : list<optional<tensor<*, ?>>>
  %v4 = aten.index.Tensor(%x, %l3) : tensor<*, ?>
  %c6 = prim.Constant : none
  %l5 = prim.ListConstruct(%c6, %i) : list<optional<tensor<*, ?>>>
  %v7 = aten.index.Tensor(%x, %l5) : tensor<*, ?>
  %c9 = prim.Constant : none
  %l8 = prim.ListConstruct(%c9, %i, %j) : list<optional<tensor<*, ?>>>
  %v10 = aten.index.Tensor(%x, %l8) : tensor<*, ?>
  %c12 = prim.Constant : none
  %l11 = prim.ListConstruct(%j, %c12, %i) : list<optional<tensor<*, ?>>>
  %v13 = aten.index.Tensor(%x, %l11) : tensor<*, ?>
  %l14 = prim.ListConstruct(%k, %i) : list<optional<tensor<*, ?>>>
  %v15 = aten.index.Tensor(%x, %l14) : tensor<*, ?>
  return %v2, %v4, %v7, %v10, %v13, %v15
}

// -----

// CHECK-LABEL: graph @index_b
// CHECK: %{{[A-Za-z0-9_]+}} = core.index(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[3, 4, 4], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 3, 4], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.transpose(%{{[A-Za-z0-9_]+}}) {perm = [1, 0, 2]} : tensor<[4, 5, 4], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[3, 5, 4], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.transpose(%{{[A-Za-z0-9_]+}}) {perm = [1, 0, 2]} : tensor<[5, 3, 4], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.transpose(%{{[A-Za-z0-9_]+}}) {perm = [1, 2, 0]} : tensor<[4, 4, 5], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 3, 5], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.transpose(%{{[A-Za-z0-9_]+}}) {perm = [2, 0, 1]} : tensor<[5, 2, 3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.transpose(%{{[A-Za-z0-9_]+}}) {perm = [0, 2, 1]} : tensor<[5, 4, 4], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 3, 4], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[3, 4], i64>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @index_b(%x: tensor<[5, 4, 4], i64>, %i: tensor<[3], i64>, %j: tensor<[2, 1], i64>, %k: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %l1 = prim.ListConstruct(%i) : list<optional<tensor<*, ?>>>
  %v2 = aten.index.Tensor(%x, %l1) : tensor<*, ?>
  %l3 = prim.ListConstruct(%i, %j) : list<optional<tensor<*, ?>>>
  %v4 = aten.index.Tensor(%x, %l3) : tensor<*, ?>
  %c6 = prim.Constant : none
  %l5 = prim.ListConstruct(%c6, %i) : list<optional<tensor<*, ?>>>
  %v7 = aten.index.Tensor(%x, %l5) : tensor<*, ?>
  %c9 = prim.Constant : none
  %l8 = prim.ListConstruct(%c9, %i, %j) : list<optional<tensor<*, ?>>>
  %v10 = aten.index.Tensor(%x, %l8) : tensor<*, ?>
  %c12 = prim.Constant : none
  %l11 = prim.ListConstruct(%j, %c12, %i) : list<optional<tensor<*, ?>>>
  %v13 = aten.index.Tensor(%x, %l11) : tensor<*, ?>
  %l14 = prim.ListConstruct(%k, %i) : list<optional<tensor<*, ?>>>
  %v15 = aten.index.Tensor(%x, %l14) : tensor<*, ?>
  return %v2, %v4, %v7, %v10, %v13, %v15
}

// -----

// CHECK-LABEL: graph @index_put_a
// CHECK: %{{[A-Za-z0-9_]+}} = core.index_put(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {accumulate = false} : tensor<[4, 3], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index_put(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {accumulate = true} : tensor<[4, 3], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index_put(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {accumulate = true} : tensor<[4, 3], f32>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @index_put_a(%x: tensor<[4, 3], f32>, %i: tensor<[2], i64>, %v: tensor<[2, 3], f32>, %y: tensor<[4, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %l1 = prim.ListConstruct(%i) : list<optional<tensor<*, ?>>>
  %c3 = prim.Constant {value = false} : bool
  %v2 = aten.index_put(%x, %l1, %v, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = true} : bool
  %v4 = aten.index_put(%x, %l1, %v, %c5) : tensor<*, ?>
  %c7 = prim.Constant {value = true} : bool
  %v6 = aten.index_put_(%y, %l1, %v, %c7) : tensor<*, ?>
  return %v2, %v4, %v6
}

// -----

// CHECK-LABEL: graph @index_put_b
// CHECK: %{{[A-Za-z0-9_]+}} = core.index_put(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {accumulate = false} : tensor<[5], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index_put(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {accumulate = true} : tensor<[5], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index_put(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {accumulate = true} : tensor<[5], i64>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @index_put_b(%x: tensor<[5], i64>, %i: tensor<[2], i64>, %v: tensor<[2], i64>, %y: tensor<[5], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %l1 = prim.ListConstruct(%i) : list<optional<tensor<*, ?>>>
  %c3 = prim.Constant {value = false} : bool
  %v2 = aten.index_put(%x, %l1, %v, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = true} : bool
  %v4 = aten.index_put(%x, %l1, %v, %c5) : tensor<*, ?>
  %c7 = prim.Constant {value = true} : bool
  %v6 = aten.index_put_(%y, %l1, %v, %c7) : tensor<*, ?>
  return %v2, %v4, %v6
}

// -----

// CHECK-LABEL: graph @selects_a
// CHECK: %{{[A-Za-z0-9_]+}} = core.index_select(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0} : tensor<[5, 3], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.unsqueeze(%{{[A-Za-z0-9_]+}}) {axes = [0]} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index_select(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 1} : tensor<[4, 1], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index_select(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0} : tensor<[2, 3, 3], f32>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @selects_a(%x: tensor<[4, 3], f32>, %i: tensor<[5], i64>, %j: tensor<[2, 3], i64>, %z: tensor<[], i64>, %w: tensor<[4, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 0} : int
  %v1 = aten.index_select(%x, %c2, %i) : tensor<*, ?>
  %c4 = prim.Constant {value = -1} : int
  %v3 = aten.index_select(%x, %c4, %z) : tensor<*, ?>
  %c6 = prim.Constant {value = -1} : int
  %c7 = prim.Constant {value = false} : bool
  %c8 = prim.Constant {value = false} : bool
  %v5 = aten.embedding(%w, %j, %c6, %c7, %c8) : tensor<*, ?>
  return %v1, %v3, %v5
}

// -----

// CHECK-LABEL: graph @selects_b
// CHECK: %{{[A-Za-z0-9_]+}} = core.index_select(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0} : tensor<[5, 2, 2], f16>
// CHECK: %{{[A-Za-z0-9_]+}} = core.unsqueeze(%{{[A-Za-z0-9_]+}}) {axes = [0]} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index_select(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0} : tensor<[1, 2, 2], f16>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index_select(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0} : tensor<[2, 3, 2], f16>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @selects_b(%x: tensor<[6, 2, 2], f16>, %i: tensor<[5], i64>, %j: tensor<[2, 3], i64>, %z: tensor<[], i64>, %w: tensor<[5, 2], f16>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 0} : int
  %v1 = aten.index_select(%x, %c2, %i) : tensor<*, ?>
  %c4 = prim.Constant {value = 0} : int
  %v3 = aten.index_select(%x, %c4, %z) : tensor<*, ?>
  %c6 = prim.Constant {value = -1} : int
  %c7 = prim.Constant {value = false} : bool
  %c8 = prim.Constant {value = false} : bool
  %v5 = aten.embedding(%w, %j, %c6, %c7, %c8) : tensor<*, ?>
  return %v1, %v3, %v5
}

// -----

// CHECK-LABEL: graph @gather_scatter_a
// CHECK: %{{[A-Za-z0-9_]+}} = core.gather(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 1} : tensor<[3, 2], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.gather(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0} : tensor<[3, 2], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [0, 0]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [3, 2]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [0, 1]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [1, 1]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.slice(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[3, 2], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.scatter(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0, reduce = "add"} : tensor<[4, 5], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [0, 0]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [3, 2]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [0, 1]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [1, 1]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.slice(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[3, 2], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.scatter(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 1, reduce = "mul"} : tensor<[4, 5], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [0, 0]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [3, 2]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [0, 1]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [1, 1]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.slice(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[3, 2], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.scatter(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 1, reduce = "add"} : tensor<[4, 5], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [3, 2]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[3, 2], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.scatter(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0, reduce = "add"} : tensor<[4, 5], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [3, 2]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[3, 2], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.scatter(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0, reduce = "none"} : tensor<[4, 5], f32>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @gather_scatter_a(%x: tensor<[4, 5], f32>, %i: tensor<[3, 2], i64>, %s: tensor<[3, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = false} : bool
  %v1 = aten.gather(%x, %c2, %i, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = 0} : int
  %c6 = prim.Constant {value = false} : bool
  %v4 = aten.gather(%x, %c5, %i, %c6) : tensor<*, ?>
  %c8 = prim.Constant {value = 0} : int
  %v7 = aten.scatter_add(%x, %c8, %i, %s) : tensor<*, ?>
  %c10 = prim.Constant {value = 1} : int
  %c11 = prim.Constant {value = "multiply"} : str
  %v9 = aten.scatter.reduce(%x, %c10, %i, %s, %c11) : tensor<*, ?>
  %c13 = prim.Constant {value = -1} : int
  %c14 = prim.Constant {value = "add"} : str
  %v12 = aten.scatter.reduce(%x, %c13, %i, %s, %c14) : tensor<*, ?>
  %c16 = prim.Constant {value = 0} : int
  %c17 = prim.Constant {value = 2.0} : float
  %c18 = prim.Constant {value = "add"} : str
  %v15 = aten.scatter.value_reduce(%x, %c16, %i, %c17, %c18) : tensor<*, ?>
  %c20 = prim.Constant {value = 0} : int
  %c21 = prim.Constant {value = 0.5} : float
  %v19 = aten.scatter.value(%x, %c20, %i, %c21) : tensor<*, ?>
  return %v1, %v4, %v7, %v9, %v12, %v15, %v19
}

// -----

// CHECK-LABEL: graph @gather_scatter_b
// CHECK: %{{[A-Za-z0-9_]+}} = core.gather(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 1} : tensor<[2, 4, 1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.gather(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0} : tensor<[2, 4, 1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[3], i64>, [0, 0, 0]>} : tensor<[3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[3], i64>, [2, 4, 1]>} : tensor<[3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[3], i64>, [0, 1, 2]>} : tensor<[3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[3], i64>, [1, 1, 1]>} : tensor<[3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.slice(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 4, 1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.scatter(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0, reduce = "add"} : tensor<[4, 4, 3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[3], i64>, [0, 0, 0]>} : tensor<[3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[3], i64>, [2, 4, 1]>} : tensor<[3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[3], i64>, [0, 1, 2]>} : tensor<[3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[3], i64>, [1, 1, 1]>} : tensor<[3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.slice(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 4, 1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.scatter(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 1, reduce = "mul"} : tensor<[4, 4, 3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[3], i64>, [0, 0, 0]>} : tensor<[3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[3], i64>, [2, 4, 1]>} : tensor<[3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[3], i64>, [0, 1, 2]>} : tensor<[3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[3], i64>, [1, 1, 1]>} : tensor<[3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.slice(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 4, 1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.scatter(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 1, reduce = "add"} : tensor<[4, 4, 3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[3], i64>, [2, 4, 1]>} : tensor<[3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [3]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 4, 1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.scatter(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0, reduce = "add"} : tensor<[4, 4, 3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[3], i64>, [2, 4, 1]>} : tensor<[3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 4, 1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.scatter(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0, reduce = "none"} : tensor<[4, 4, 3], i64>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @gather_scatter_b(%x: tensor<[4, 4, 3], i64>, %i: tensor<[2, 4, 1], i64>, %s: tensor<[2, 4, 3], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = false} : bool
  %v1 = aten.gather(%x, %c2, %i, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = 0} : int
  %c6 = prim.Constant {value = false} : bool
  %v4 = aten.gather(%x, %c5, %i, %c6) : tensor<*, ?>
  %c8 = prim.Constant {value = 0} : int
  %v7 = aten.scatter_add(%x, %c8, %i, %s) : tensor<*, ?>
  %c10 = prim.Constant {value = 1} : int
  %c11 = prim.Constant {value = "multiply"} : str
  %v9 = aten.scatter.reduce(%x, %c10, %i, %s, %c11) : tensor<*, ?>
  %c13 = prim.Constant {value = 1} : int
  %c14 = prim.Constant {value = "add"} : str
  %v12 = aten.scatter.reduce(%x, %c13, %i, %s, %c14) : tensor<*, ?>
  %c16 = prim.Constant {value = 0} : int
  %c17 = prim.Constant {value = 3} : int
  %c18 = prim.Constant {value = "add"} : str
  %v15 = aten.scatter.value_reduce(%x, %c16, %i, %c17, %c18) : tensor<*, ?>
  %c20 = prim.Constant {value = 0} : int
  %c21 = prim.Constant {value = 2} : int
  %v19 = aten.scatter.value(%x, %c20, %i, %c21) : tensor<*, ?>
  return %v1, %v4, %v7, %v9, %v12, %v15, %v19
}

// -----

// CHECK-LABEL: graph @scatter_src
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.arange(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.unsqueeze(%{{[A-Za-z0-9_]+}}) {axes = [1]} : tensor<[2, 1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, 4]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.expand(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 4], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [0, 0]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, 4]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [0, 1]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [1, 1]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.slice(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 4], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.scatter(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0, reduce = "none"} : tensor<[4, 4], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.transpose(%{{[A-Za-z0-9_]+}}) {perm = [1, 0]} : tensor<[4, 2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.transpose(%{{[A-Za-z0-9_]+}}) {perm = [1, 0]} : tensor<[5, 2], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [0, 0]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [4, 2]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [0, 1]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [1, 1]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.slice(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[4, 2], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.scatter(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 1, reduce = "none"} : tensor<[4, 4], f32>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @scatter_src(%x: tensor<[4, 4], f32>, %s: tensor<[2, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 0} : int
  %c3 = prim.Constant {value = 2} : int
  %c4 = prim.Constant {value = 4} : int
  %c5 = prim.Constant : none
  %c6 = prim.Constant : none
  %c7 = prim.Constant : none
  %v1 = aten.arange.start(%c2, %c3, %c4, %c5, %c6, %c7) : tensor<*, ?>
  %c9 = prim.Constant {value = 1} : int
  %v8 = aten.unsqueeze(%v1, %c9) : tensor<*, ?>
  %c11 = prim.Constant {value = [2, 4]} : list<int>
  %c12 = prim.Constant {value = false} : bool
  %v10 = aten.expand(%v8, %c11, %c12) : tensor<*, ?>
  %c14 = prim.Constant {value = 0} : int
  %v13 = aten.scatter.src(%x, %c14, %v10, %s) : tensor<*, ?>
  %v15 = aten.t(%v10) : tensor<*, ?>
  %v16 = aten.t(%s) : tensor<*, ?>
  %c18 = prim.Constant {value = 1} : int
  %v17 = aten.scatter.src(%x, %c18, %v15, %v16) : tensor<*, ?>
  return %v13, %v17
}

// -----

// CHECK-LABEL: graph @scatter_src_i64
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.arange(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.scatter(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0, reduce = "none"} : tensor<[4], i64>
// CHECK: return %{{[A-Za-z0-9_]+}}
graph @scatter_src_i64(%x: tensor<[4], i64>, %s: tensor<[2], i64>) -> (tensor<*, ?>) {
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = 4} : int
  %c4 = prim.Constant : none
  %c5 = prim.Constant : none
  %c6 = prim.Constant : none
  %v1 = aten.arange(%c2, %c3, %c4, %c5, %c6) : tensor<*, ?>
  %c8 = prim.Constant {value = 0} : int
  %v7 = aten.scatter.src(%x, %c8, %v1, %s) : tensor<*, ?>
  return %v7
}

// -----

// CHECK-LABEL: graph @slice_scatter_a
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [1, 3]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [1, -1]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.reshape(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[1, 2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [5, 2]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.expand(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[5, 2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.scatter(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 1} : tensor<[5, 4], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [3]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.unsqueeze(%{{[A-Za-z0-9_]+}}) {axes = [1]} : tensor<[5, 1], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [1, -1]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.reshape(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[1, 1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [5, 1]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.expand(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[5, 1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.scatter(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 1} : tensor<[5, 4], f32>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @slice_scatter_a(%x: tensor<[5, 4], f32>, %s: tensor<[5, 2], f32>, %t: tensor<[5], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = 2} : int
  %v1 = aten.slice_scatter(%x, %s, %c2, %c3, %c4, %c5) : tensor<*, ?>
  %c7 = prim.Constant {value = 1} : int
  %c8 = prim.Constant {value = -1} : int
  %v6 = aten.select_scatter(%x, %t, %c7, %c8) : tensor<*, ?>
  return %v1, %v6
}

// -----

// CHECK-LABEL: graph @slice_scatter_b
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, 4]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [-1, 1]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.reshape(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.expand(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.scatter(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0} : tensor<[6, 3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.unsqueeze(%{{[A-Za-z0-9_]+}}) {axes = [0]} : tensor<[1, 3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [-1, 1]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.reshape(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[1, 1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [1, 3]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.expand(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[1, 3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.scatter(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0} : tensor<[6, 3], i64>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @slice_scatter_b(%x: tensor<[6, 3], i64>, %s: tensor<[2, 3], i64>, %t: tensor<[3], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 0} : int
  %c3 = prim.Constant {value = -4} : int
  %c4 = prim.Constant {value = -1} : int
  %c5 = prim.Constant {value = 2} : int
  %v1 = aten.slice_scatter(%x, %s, %c2, %c3, %c4, %c5) : tensor<*, ?>
  %c7 = prim.Constant {value = 0} : int
  %c8 = prim.Constant {value = 2} : int
  %v6 = aten.select_scatter(%x, %t, %c7, %c8) : tensor<*, ?>
  return %v1, %v6
}

// -----

// CHECK-LABEL: graph @nonzero_a
// CHECK: %{{[A-Za-z0-9_]+}} = core.relu(%{{[A-Za-z0-9_]+}}) : tensor<[3, 4], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.nonzero(%{{[A-Za-z0-9_]+}}) : tensor<[?, 2], i64>
// CHECK: return %{{[A-Za-z0-9_]+}}
graph @nonzero_a(%x: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %v1 = aten.relu(%x) : tensor<*, ?>
  %v2 = aten.nonzero(%v1) : tensor<*, ?>
  return %v2
}

// -----

// CHECK-LABEL: graph @nonzero_b
// CHECK: %{{[A-Za-z0-9_]+}} = core.nonzero(%{{[A-Za-z0-9_]+}}) : tensor<[?, 1], i64>
// CHECK: return %{{[A-Za-z0-9_]+}}
graph @nonzero_b(%x: tensor<[5], i64>) -> (tensor<*, ?>) {
  %v1 = aten.nonzero(%x) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @one_hot_a
// CHECK: %{{[A-Za-z0-9_]+}} = core.one_hot(%{{[A-Za-z0-9_]+}}) {num_classes = 4} : tensor<[3, 2, 4], i64>
// CHECK: return %{{[A-Za-z0-9_]+}}
graph @one_hot_a(%x: tensor<[3, 2], i64>) -> (tensor<*, ?>) {
  %c2 = prim.Constant {value = 4} : int
  %v1 = aten.one_hot(%x, %c2) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @one_hot_b
// CHECK: %{{[A-Za-z0-9_]+}} = core.one_hot(%{{[A-Za-z0-9_]+}}) {num_classes = 6} : tensor<[4, 6], i64>
// CHECK: return %{{[A-Za-z0-9_]+}}
graph @one_hot_b(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c2 = prim.Constant {value = 6} : int
  %v1 = aten.one_hot(%x, %c2) : tensor<*, ?>
  return %v1
}

// -----

// CHECK-LABEL: graph @cumsum_a
// CHECK: %{{[A-Za-z0-9_]+}} = core.cumsum(%{{[A-Za-z0-9_]+}}) {axis = 1} : tensor<[3, 4], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.cast(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[3, 4], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.cumsum(%{{[A-Za-z0-9_]+}}) {axis = 0} : tensor<[3, 4], f64>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @cumsum_a(%x: tensor<[3, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = -1} : int
  %c3 = prim.Constant : none
  %v1 = aten.cumsum(%x, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = 0} : int
  %c6 = prim.Constant {value = 7} : int
  %v4 = aten.cumsum(%x, %c5, %c6) : tensor<*, ?>
  return %v1, %v4
}

// -----

// CHECK-LABEL: graph @cumsum_b
// CHECK: %{{[A-Za-z0-9_]+}} = core.cast(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[5], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.cumsum(%{{[A-Za-z0-9_]+}}) {axis = 0} : tensor<[5], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.cast(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[5], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.cumsum(%{{[A-Za-z0-9_]+}}) {axis = 0} : tensor<[5], f64>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @cumsum_b(%x: tensor<[5], i32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = -1} : int
  %c3 = prim.Constant : none
  %v1 = aten.cumsum(%x, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = 0} : int
  %c6 = prim.Constant {value = 7} : int
  %v4 = aten.cumsum(%x, %c5, %c6) : tensor<*, ?>
  return %v1, %v4
}

// -----

// CHECK-LABEL: graph @cumsum_c
// CHECK: %{{[A-Za-z0-9_]+}} = core.cast(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[2, 3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.cumsum(%{{[A-Za-z0-9_]+}}) {axis = 1} : tensor<[2, 3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.cast(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[2, 3], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.cumsum(%{{[A-Za-z0-9_]+}}) {axis = 0} : tensor<[2, 3], f64>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @cumsum_c(%x: tensor<[2, 3], bool>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = -1} : int
  %c3 = prim.Constant : none
  %v1 = aten.cumsum(%x, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = 0} : int
  %c6 = prim.Constant {value = 7} : int
  %v4 = aten.cumsum(%x, %c5, %c6) : tensor<*, ?>
  return %v1, %v4
}

// -----

// CHECK-LABEL: graph @sorts_a
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.topk(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 1, largest = true, sorted = true} : (tensor<[3, 2], f32>, tensor<[3, 2], i64>)
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [3]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.topk(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 1, largest = false, sorted = true} : (tensor<[3, 3], f32>, tensor<[3, 3], i64>)
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.sort(%{{[A-Za-z0-9_]+}}) {axis = 0, descending = true, stable = false} : (tensor<[3, 6], f32>, tensor<[3, 6], i64>)
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.sort(%{{[A-Za-z0-9_]+}}) {axis = 1, descending = false, stable = true} : (tensor<[3, 6], f32>, tensor<[3, 6], i64>)
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.sort(%{{[A-Za-z0-9_]+}}) {axis = 1, descending = false, stable = false} : (tensor<[3, 6], f32>, tensor<[3, 6], i64>)
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.sort(%{{[A-Za-z0-9_]+}}) {axis = 0, descending = true, stable = true} : (tensor<[3, 6], f32>, tensor<[3, 6], i64>)
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @sorts_a(%x: tensor<[3, 6], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = -1} : int
  %c4 = prim.Constant {value = true} : bool
  %c5 = prim.Constant {value = true} : bool
  %v1_0, %v1_1 = aten.topk(%x, %c2, %c3, %c4, %c5) : (tensor<*, ?>, tensor<*, ?>)
  %c7 = prim.Constant {value = 3} : int
  %c8 = prim.Constant {value = 1} : int
  %c9 = prim.Constant {value = false} : bool
  %c10 = prim.Constant {value = true} : bool
  %v6_0, %v6_1 = aten.topk(%x, %c7, %c8, %c9, %c10) : (tensor<*, ?>, tensor<*, ?>)
  %c12 = prim.Constant {value = 0} : int
  %c13 = prim.Constant {value = true} : bool
  %v11_0, %v11_1 = aten.sort(%x, %c12, %c13) : (tensor<*, ?>, tensor<*, ?>)
  %c15 = prim.Constant {value = true} : bool
  %c16 = prim.Constant {value = -1} : int
  %c17 = prim.Constant {value = false} : bool
  %v14_0, %v14_1 = aten.sort.stable(%x, %c15, %c16, %c17) : (tensor<*, ?>, tensor<*, ?>)
  %c19 = prim.Constant {value = -1} : int
  %c20 = prim.Constant {value = false} : bool
  %v18 = aten.argsort(%x, %c19, %c20) : tensor<*, ?>
  %c22 = prim.Constant {value = true} : bool
  %c23 = prim.Constant {value = 0} : int
  %c24 = prim.Constant {value = true} : bool
  %v21 = aten.argsort.stable(%x, %c22, %c23, %c24) : tensor<*, ?>
  return %v1_0, %v1_1, %v6_0, %v6_1, %v11_0, %v11_1, %v14_0, %v14_1, %v18, %v21
}

// -----

// CHECK-LABEL: graph @sorts_b
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.topk(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0, largest = true, sorted = true} : (tensor<[2], i64>, tensor<[2], i64>)
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [3]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.topk(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0, largest = false, sorted = true} : (tensor<[3], i64>, tensor<[3], i64>)
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.sort(%{{[A-Za-z0-9_]+}}) {axis = 0, descending = false, stable = true} : (tensor<[7], i64>, tensor<[7], i64>)
// CHECK: %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}} = core.sort(%{{[A-Za-z0-9_]+}}) {axis = 0, descending = true, stable = true} : (tensor<[7], i64>, tensor<[7], i64>)
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @sorts_b(%x: tensor<[7], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = -1} : int
  %c4 = prim.Constant {value = true} : bool
  %c5 = prim.Constant {value = true} : bool
  %v1_0, %v1_1 = aten.topk(%x, %c2, %c3, %c4, %c5) : (tensor<*, ?>, tensor<*, ?>)
  %c7 = prim.Constant {value = 3} : int
  %c8 = prim.Constant {value = 0} : int
  %c9 = prim.Constant {value = false} : bool
  %c10 = prim.Constant {value = true} : bool
  %v6_0, %v6_1 = aten.topk(%x, %c7, %c8, %c9, %c10) : (tensor<*, ?>, tensor<*, ?>)
  %c12 = prim.Constant {value = 0} : int
  %c13 = prim.Constant {value = true} : bool
  %v11_0, %v11_1 = aten.sort(%x, %c12, %c13) : (tensor<*, ?>, tensor<*, ?>)
  %c15 = prim.Constant {value = true} : bool
  %c16 = prim.Constant {value = -1} : int
  %c17 = prim.Constant {value = false} : bool
  %v14_0, %v14_1 = aten.sort.stable(%x, %c15, %c16, %c17) : (tensor<*, ?>, tensor<*, ?>)
  %c19 = prim.Constant {value = -1} : int
  %c20 = prim.Constant {value = false} : bool
  %v18 = aten.argsort(%x, %c19, %c20) : tensor<*, ?>
  %c22 = prim.Constant {value = true} : bool
  %c23 = prim.Constant {value = 0} : int
  %c24 = prim.Constant {value = true} : bool
  %v21 = aten.argsort.stable(%x, %c22, %c23, %c24) : tensor<*, ?>
  return %v1_0, %v1_1, %v6_0, %v6_1, %v14_0, %v14_1, %v21
}

// -----

// Bool masks index with the columns of their nonzero() (torch's rule): a
// mask of rank r indexes r dims, and the result's length depends on the
// data. x[mask] = v with one value is a where, with no such length.
// CHECK-LABEL: graph @bool_masks
// CHECK:         %[[NZ:.*]] = core.nonzero(%m) : tensor<[{{.*}}, 2], i64>
// CHECK:         core.index(%x, {{.*}}) : tensor<[{{.*}}, 5], f32>
// CHECK:         %[[M:.*]] = core.unsqueeze(%m) {axes = [2]} : tensor<[b, t, 1], bool>
// CHECK:         core.where(%[[M]], {{.*}}, %x) : tensor<[b, t, 5], f32>
// CHECK:         core.nonzero(%k) : tensor<[{{.*}}, 1], i64>
// CHECK:         core.index_put(%x, {{.*}}) {accumulate = false} : tensor<[b, t, 5], f32>
graph @bool_masks(%x: tensor<[b, t, 5], f32>, %m: tensor<[b, t], bool>, %k: tensor<[b], bool>, %v: tensor<[n, t, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %l = prim.ListConstruct(%m) : list<optional<tensor<*, ?>>>
  %sel = aten.index.Tensor(%x, %l) : tensor<*, ?>
  %zero = prim.Constant {value = 0.0} : float
  %none = prim.Constant : none
  %false = prim.Constant {value = false} : bool
  %z = aten.tensor.float(%zero, %none, %none, %false) : tensor<*, ?>
  %put = aten.index_put(%x, %l, %z, %false) : tensor<*, ?>
  %lk = prim.ListConstruct(%k) : list<optional<tensor<*, ?>>>
  %rows = aten.index_put(%x, %lk, %v, %false) : tensor<*, ?>
  return %sel, %put, %rows
}

// -----

// slice_scatter and select_scatter over a symbolic dim: the written
// positions are arange(dim) sliced at run time (Python's bounds: negative
// from the end, clamped), the start may be computed too.
// CHECK-LABEL: graph @scatter_symbolic
// CHECK:         %[[N:.*]] = core.dim(%x) {axis = 2} : int
// CHECK:         core.arange({{.*}}) {dtype = i64} : tensor<[n], i64>
// CHECK:         core.slice({{.*}}) : tensor<[n - 1], i64>
// CHECK:         core.scatter(%x, {{.*}}) {axis = 2{{.*}}} : tensor<[b, 4, n], f32>
// CHECK:         core.scatter({{.*}}) {axis = 0{{.*}}} : tensor<[b, 4, n], f32>
graph @scatter_symbolic(%x: tensor<[b, 4, n], f32>, %s: tensor<[b, 4, n - 1], f32>, %r: tensor<[4, n], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %two = prim.Constant {value = 2} : int
  %zero = prim.Constant {value = 0} : int
  %m1 = prim.Constant {value = -1} : int
  %a = aten.slice_scatter(%x, %s, %two, %one, %none, %one) : tensor<*, ?>
  %b = aten.select_scatter(%a, %r, %zero, %m1) : tensor<*, ?>
  return %b
}

// -----

// select_scatter at an index computed at run time (keypoint R-CNN's
// `xy_preds[i, 0, :] = ...` in a loop over i): the position is [i], or
// [i + n] for a negative i.
// CHECK-LABEL: graph @select_scatter_runtime_index
// CHECK:         %[[I:.*]] = core.reshape({{.*}}) : tensor<[1], i64>
// CHECK:         %[[NEG:.*]] = core.lt(%[[I]], {{.*}}) : tensor<[1], bool>
// CHECK:         %[[WRAP:.*]] = core.add(%[[I]], {{.*}}) : tensor<[1], i64>
// CHECK:         %[[POS:.*]] = core.where(%[[NEG]], %[[WRAP]], %[[I]]) : tensor<[1], i64>
// CHECK:         core.scatter(%x, {{.*}}) {axis = 0{{.*}}} : tensor<[5, 4], f32>
graph @select_scatter_runtime_index(%x: tensor<[5, 4], f32>, %t: tensor<[4], f32>, %i: int) -> (tensor<*, ?>) {
  %zero = prim.Constant {value = 0} : int
  %r = aten.select_scatter(%x, %t, %zero, %i) : tensor<*, ?>
  return %r
}

// -----

// tensor_split along a dim known only at run time, and with indices that
// do not grow: a slice per piece (Python slicing between the indices).
// CHECK-LABEL: graph @tensor_split_dynamic
// CHECK:         %[[S0:.*]] = core.slice(%x, {{.*}}) : tensor<[?, 4], f32>
// CHECK:         %[[S1:.*]] = core.slice(%x, {{.*}}) : tensor<[?, 4], f32>
// CHECK:         %[[S2:.*]] = core.slice(%x, {{.*}}) : tensor<[?, 4], f32>
// CHECK:         core.dim(%x) {axis = 0}
// CHECK:         core.scalar_floordiv
// CHECK:         core.scalar_mod
// CHECK-COUNT-2: core.slice(%x
// CHECK:         return %[[S0]], %[[S1]], %[[S2]]
graph @tensor_split_dynamic(%x: tensor<[?, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %zero = prim.Constant {value = 0} : int
  %i = prim.Constant {value = [3, 1]} : list<int>
  %a = aten.tensor_split.indices(%x, %i, %zero) : list<tensor<*, ?>>
  %a0, %a1, %a2 = prim.ListUnpack(%a) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %two = prim.Constant {value = 2} : int
  %c = aten.tensor_split.sections(%x, %two, %zero) : list<tensor<*, ?>>
  %c0, %c1 = prim.ListUnpack(%c) : (tensor<*, ?>, tensor<*, ?>)
  return %a0, %a1, %a2, %c0, %c1
}
