// Numeric sweep samples: indexing (docs/decompositions.md).

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

graph @narrow_tensor(%x: tensor<[4, 5], f32>, %s: tensor<[], i64>) -> (tensor<*, ?>) {
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v1 = aten.narrow.Tensor(%x, %c2, %s, %c3) : tensor<*, ?>
  return %v1
}

// -----

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

graph @pads_3d(%x: tensor<[1, 2, 3, 3, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = [1, 1, 0, 2, 1, 0]} : list<int>
  %v1 = aten.reflection_pad3d(%x, %c2) : tensor<*, ?>
  %c4 = prim.Constant {value = [2, 0, 1, 1, 0, 1]} : list<int>
  %v3 = aten.replication_pad3d(%x, %c4) : tensor<*, ?>
  return %v1, %v3
}

// -----

graph @pad_int(%x: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c2 = prim.Constant {value = [1, 1]} : list<int>
  %c3 = prim.Constant {value = 7} : int
  %v1 = aten.constant_pad_nd(%x, %c2, %c3) : tensor<*, ?>
  return %v1
}

// -----

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

// Assignment without accumulation (ScatterND from opset 11) in a chunk of
// its own: accumulation needs opset 16.
graph @index_put_assign(%x: tensor<[4, 3], f32>, %v: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  // Distinct rows: which write wins at a repeated index is unspecified.
  %i = prim.Constant {value = dense<tensor<[2], i64>, [3, -4]>} : tensor<[2], i64>
  %l1 = prim.ListConstruct(%i) : list<optional<tensor<*, ?>>>
  %false = prim.Constant {value = false} : bool
  %0 = aten.index_put(%x, %l1, %v, %false) : tensor<*, ?>
  return %0
}

// -----

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

// An index computed at run time (`xy_preds[i, 0, :] = ...` in a loop over
// i), non-negative and negative.
graph @select_scatter_runtime_index(%x: tensor<[5, 4], f32>, %t: tensor<[4], f32>, %e: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %n = aten.Int.Tensor(%e) : int
  %five = prim.Constant {value = 5} : int
  %c0 = prim.Constant {value = 0} : int
  %i = aten.remainder.int(%n, %five) : int
  %j = aten.sub.int(%i, %five) : int
  %v1 = aten.select_scatter(%x, %t, %c0, %i) : tensor<*, ?>
  %v2 = aten.select_scatter(%x, %t, %c0, %j) : tensor<*, ?>
  return %v1, %v2
}

// -----

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

graph @nonzero_a(%x: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %v1 = aten.relu(%x) : tensor<*, ?>
  %v2 = aten.nonzero(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @nonzero_b(%x: tensor<[5], i64>) -> (tensor<*, ?>) {
  %v1 = aten.nonzero(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @one_hot_a(%x: tensor<[3, 2], i64>) -> (tensor<*, ?>) {
  %c2 = prim.Constant {value = 4} : int
  %v1 = aten.one_hot(%x, %c2) : tensor<*, ?>
  return %v1
}

// -----

graph @one_hot_b(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c2 = prim.Constant {value = 6} : int
  %v1 = aten.one_hot(%x, %c2) : tensor<*, ?>
  return %v1
}

// -----

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

// The forms every opset has (TopK-1 and -10 take only the largest, of
// floats): in a chunk of their own, so the ascending and integer sorts of
// the other chunks, which opsets 9 and 10 decline, do not hide them.
graph @sorts_largest(%x: tensor<[3, 6], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %k = prim.Constant {value = 2} : int
  %dim = prim.Constant {value = -1} : int
  %largest = prim.Constant {value = true} : bool
  %sorted = prim.Constant {value = true} : bool
  %v0, %i0 = aten.topk(%x, %k, %dim, %largest, %sorted) : (tensor<*, ?>, tensor<*, ?>)
  %d0 = prim.Constant {value = 0} : int
  %desc = prim.Constant {value = true} : bool
  %v1, %i1 = aten.sort(%x, %d0, %desc) : (tensor<*, ?>, tensor<*, ?>)
  return %v0, %i0, %v1, %i1
}

// -----

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

graph @sorts_b(%x: tensor<[7], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  // Distinct values (x * 8 + position): the order of ties is unspecified
  // (torch's topk and unstable sort differ from ONNX's TopK there).
  %iota = prim.Constant {value = dense<tensor<[7], i64>, [0, 1, 2, 3, 4, 5, 6]>} : tensor<[7], i64>
  %c8i = prim.Constant {value = 8} : int
  %one = prim.Constant {value = 1} : int
  %x8 = aten.mul.Scalar(%x, %c8i) : tensor<[7], i64>
  %y = aten.add.Tensor(%x8, %iota, %one) : tensor<[7], i64>
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = -1} : int
  %c4 = prim.Constant {value = true} : bool
  %c5 = prim.Constant {value = true} : bool
  %v1_0, %v1_1 = aten.topk(%y, %c2, %c3, %c4, %c5) : (tensor<*, ?>, tensor<*, ?>)
  %c7 = prim.Constant {value = 3} : int
  %c8 = prim.Constant {value = 0} : int
  %c9 = prim.Constant {value = false} : bool
  %c10 = prim.Constant {value = true} : bool
  %v6_0, %v6_1 = aten.topk(%y, %c7, %c8, %c9, %c10) : (tensor<*, ?>, tensor<*, ?>)
  %c12 = prim.Constant {value = 0} : int
  %c13 = prim.Constant {value = true} : bool
  %v11_0, %v11_1 = aten.sort(%y, %c12, %c13) : (tensor<*, ?>, tensor<*, ?>)
  %c15 = prim.Constant {value = true} : bool
  %c16 = prim.Constant {value = -1} : int
  %c17 = prim.Constant {value = false} : bool
  %v14_0, %v14_1 = aten.sort.stable(%y, %c15, %c16, %c17) : (tensor<*, ?>, tensor<*, ?>)
  %c19 = prim.Constant {value = -1} : int
  %c20 = prim.Constant {value = false} : bool
  %v18 = aten.argsort(%y, %c19, %c20) : tensor<*, ?>
  %c22 = prim.Constant {value = true} : bool
  %c23 = prim.Constant {value = 0} : int
  %c24 = prim.Constant {value = true} : bool
  %v21 = aten.argsort.stable(%y, %c22, %c23, %c24) : tensor<*, ?>
  return %v1_0, %v1_1, %v6_0, %v6_1, %v14_0, %v14_1, %v21
}

// -----

// In-place scatters of a tensor nothing reads afterwards (the inverse
// permutation pack_padded_sequence(enforce_sorted=False) builds).
graph @scatter_in_place(%x: tensor<[4, 5], f32>, %i: tensor<[3, 2], i64>, %s: tensor<[3, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %a = aten.clone(%x, %none) : tensor<*, ?>
  %b = aten.clone(%x, %none) : tensor<*, ?>
  %zero = prim.Constant {value = 0} : int
  %one = prim.Constant {value = 1} : int
  %r = aten.scatter_.src(%a, %zero, %i, %s) : tensor<*, ?>
  %half = prim.Constant {value = 0.5} : float
  %q = aten.scatter_.value(%b, %one, %i, %half) : tensor<*, ?>
  return %r, %q
}

// -----

// index_copy, index_add, index_fill, index_reduce, scatter_reduce.two
// (IndexUpdates.cpp). index_copy's index is a constant permutation: a
// repeated index makes its result depend on the order of the writes.
graph @index_copy_dims(%x: tensor<[4, 5, 3], f32>, %s0: tensor<[3, 5, 3], f32>, %s1: tensor<[4, 2, 3], f32>, %s2: tensor<[4, 5, 1], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %i0 = prim.Constant {value = dense<tensor<[3], i64>, [2, 0, 3]>} : tensor<[3], i64>
  %i1 = prim.Constant {value = dense<tensor<[2], i64>, [4, 1]>} : tensor<[2], i64>
  %i2 = prim.Constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %d0 = prim.Constant {value = 0} : int
  %d1 = prim.Constant {value = 1} : int
  %dm1 = prim.Constant {value = -1} : int
  %v0 = aten.index_copy(%x, %d0, %i0, %s0) : tensor<*, ?>
  %v1 = aten.index_copy(%x, %d1, %i1, %s1) : tensor<*, ?>
  %v2 = aten.index_copy(%x, %dm1, %i2, %s2) : tensor<*, ?>
  return %v0, %v1, %v2
}

// -----

graph @index_copy_in_place_0d_index(%x: tensor<[4, 3], i64>, %s: tensor<[1, 3], i64>) -> (tensor<*, ?>) {
  %i = prim.Constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
  %d0 = prim.Constant {value = 0} : int
  %v = aten.index_copy_(%x, %d0, %i, %s) : tensor<*, ?>
  return %v
}

// -----

graph @index_add(%x: tensor<[4, 5], f32>, %i: tensor<[6], i64>, %s0: tensor<[6, 5], f32>, %s1: tensor<[4, 6], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %d0 = prim.Constant {value = 0} : int
  %d1 = prim.Constant {value = 1} : int
  %a1 = prim.Constant {value = 1} : int
  %a2 = prim.Constant {value = 2.5} : float
  %v0 = aten.index_add(%x, %d0, %i, %s0, %a1) : tensor<*, ?>
  %v1 = aten.index_add(%x, %d1, %i, %s1, %a2) : tensor<*, ?>
  return %v0, %v1
}

// -----

graph @index_add_int(%x: tensor<[4, 5], i64>, %i: tensor<[3], i64>, %s: tensor<[3, 5], i64>) -> (tensor<*, ?>) {
  %d0 = prim.Constant {value = 0} : int
  %a = prim.Constant {value = 3} : int
  %v = aten.index_add_(%x, %d0, %i, %s, %a) : tensor<*, ?>
  return %v
}

// -----

graph @index_fill(%x: tensor<[4, 5, 2], f32>, %i: tensor<[3], i64>, %t: tensor<[], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %d0 = prim.Constant {value = 0} : int
  %d1 = prim.Constant {value = 1} : int
  %f = prim.Constant {value = -1.5} : float
  %n = prim.Constant {value = 7} : int
  %v0 = aten.index_fill.int_Scalar(%x, %d1, %i, %f) : tensor<*, ?>
  %v1 = aten.index_fill.int_Tensor(%x, %d0, %i, %t) : tensor<*, ?>
  %v2 = aten.index_fill_.int_Scalar(%x, %d1, %i, %n) : tensor<*, ?>
  return %v0, %v1, %v2
}

// -----

graph @index_fill_tensor_in_place(%x: tensor<[4, 5], i64>, %i: tensor<[2], i64>, %t: tensor<[], i64>) -> (tensor<*, ?>) {
  %d1 = prim.Constant {value = -1} : int
  %v = aten.index_fill_.int_Tensor(%x, %d1, %i, %t) : tensor<*, ?>
  return %v
}

// -----

graph @index_reduce(%x: tensor<[4, 5], f32>, %i: tensor<[6], i64>, %s: tensor<[6, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %d0 = prim.Constant {value = 0} : int
  %prod = prim.Constant {value = "prod"} : str
  %mean = prim.Constant {value = "mean"} : str
  %t = prim.Constant {value = true} : bool
  %f = prim.Constant {value = false} : bool
  %v0 = aten.index_reduce(%x, %d0, %i, %s, %prod, %t) : tensor<*, ?>
  %v1 = aten.index_reduce(%x, %d0, %i, %s, %prod, %f) : tensor<*, ?>
  %v2 = aten.index_reduce(%x, %d0, %i, %s, %mean, %t) : tensor<*, ?>
  %v3 = aten.index_reduce(%x, %d0, %i, %s, %mean, %f) : tensor<*, ?>
  return %v0, %v1, %v2, %v3
}

// -----

graph @index_reduce_int_mean(%x: tensor<[3, 4], i64>, %i: tensor<[5], i64>, %s: tensor<[3, 5], i64>) -> (tensor<*, ?>) {
  %d1 = prim.Constant {value = 1} : int
  %mean = prim.Constant {value = "mean"} : str
  %t = prim.Constant {value = true} : bool
  %v = aten.index_reduce_(%x, %d1, %i, %s, %mean, %t) : tensor<*, ?>
  return %v
}

// -----

graph @scatter_reduce_two(%x: tensor<[4, 5], f32>, %i: tensor<[3, 2], i64>, %s: tensor<[3, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %d0 = prim.Constant {value = 0} : int
  %d1 = prim.Constant {value = 1} : int
  %sum = prim.Constant {value = "sum"} : str
  %prod = prim.Constant {value = "prod"} : str
  %mean = prim.Constant {value = "mean"} : str
  %t = prim.Constant {value = true} : bool
  %f = prim.Constant {value = false} : bool
  %v0 = aten.scatter_reduce.two(%x, %d0, %i, %s, %sum, %t) : tensor<*, ?>
  %v1 = aten.scatter_reduce.two(%x, %d1, %i, %s, %sum, %f) : tensor<*, ?>
  %v2 = aten.scatter_reduce.two(%x, %d0, %i, %s, %prod, %f) : tensor<*, ?>
  %v3 = aten.scatter_reduce.two(%x, %d1, %i, %s, %prod, %t) : tensor<*, ?>
  %v4 = aten.scatter_reduce.two(%x, %d0, %i, %s, %mean, %t) : tensor<*, ?>
  %v5 = aten.scatter_reduce.two(%x, %d1, %i, %s, %mean, %f) : tensor<*, ?>
  return %v0, %v1, %v2, %v3, %v4, %v5
}

// -----

graph @scatter_reduce_two_int_in_place(%x: tensor<[4, 5], i64>, %i: tensor<[4, 5], i64>, %s: tensor<[4, 5], i64>) -> (tensor<*, ?>) {
  %d1 = prim.Constant {value = 1} : int
  %mean = prim.Constant {value = "mean"} : str
  %f = prim.Constant {value = false} : bool
  %v = aten.scatter_reduce_.two(%x, %d1, %i, %s, %mean, %f) : tensor<*, ?>
  return %v
}

// -----

// torch.unique: integers drawn from [0, 4) repeat, and so do rounded
// normals. Sorted only: LibTorch 1.13 orders sorted=False by its hash table
// where the decomposition sorts (unique_dim sorts either way).
graph @unique_a(%x: tensor<[3, 4], i64>, %y: tensor<[6], f32>, %s: tensor<[], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %t = prim.Constant {value = true} : bool
  %f = prim.Constant {value = false} : bool
  %r = aten.round(%y) : tensor<*, ?>
  %a0, %a1, %a2 = aten._unique2(%x, %t, %t, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %b0, %b1, %b2 = aten._unique2(%r, %t, %f, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %c0, %c1, %c2 = aten._unique2(%r, %t, %f, %f) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %d0, %d1, %d2 = aten._unique2(%s, %t, %t, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %e0, %e1 = aten._unique(%x, %t, %t) : (tensor<*, ?>, tensor<*, ?>)
  %g0, %g1 = aten._unique(%r, %t, %f) : (tensor<*, ?>, tensor<*, ?>)
  return %a0, %a1, %a2, %b0, %b1, %b2, %c0, %c1, %c2, %d0, %d1, %d2, %e0, %e1, %g1
}

// -----

// unique_dim: the distinct rows (columns) of integers and bools.
graph @unique_b(%x: tensor<[6, 2], i64>, %m: tensor<[2, 5], bool>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %t = prim.Constant {value = true} : bool
  %f = prim.Constant {value = false} : bool
  %c0 = prim.Constant {value = 0} : int
  %cm1 = prim.Constant {value = -1} : int
  %a0, %a1, %a2 = aten.unique_dim(%x, %c0, %t, %t, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %b0, %b1, %b2 = aten.unique_dim(%m, %cm1, %f, %f, %f) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a0, %a1, %a2, %b0, %b1, %b2
}

// -----

// unique_consecutive and unique_dim_consecutive: runs of equal elements
// (flattened), rows and columns.
graph @unique_c(%x: tensor<[3, 4], i64>, %y: tensor<[8], f32>, %m: tensor<[5, 2], bool>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %t = prim.Constant {value = true} : bool
  %f = prim.Constant {value = false} : bool
  %none = prim.Constant : none
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %r = aten.round(%y) : tensor<*, ?>
  %a0, %a1, %a2 = aten.unique_consecutive(%x, %t, %t, %none) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %b0, %b1, %b2 = aten.unique_consecutive(%r, %f, %f, %none) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %c0_, %c1_, %c2_ = aten.unique_consecutive(%x, %t, %f, %c1) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %d0, %d1, %d2 = aten.unique_dim_consecutive(%m, %c0, %f, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %e0, %e1, %e2 = aten.unique_dim_consecutive(%r, %c0, %t, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a0, %a1, %a2, %b0, %b1, %b2, %c0_, %c1_, %c2_, %d0, %d1, %d2, %e0, %e1, %e2
}

// -----

// tensor_split is Python slicing between the indices: a later index below
// an earlier one gives an empty piece and the next piece starts at it
// again ([3, 1] of 6 rows: rows 0-2, none, rows 1-5). Dims known only at
// run time: dynamic-splits.mlir.
graph @tensor_split_unordered(%x: tensor<[6, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %zero = prim.Constant {value = 0} : int
  %i = prim.Constant {value = [3, 1]} : list<int>
  %a = aten.tensor_split.indices(%x, %i, %zero) : list<tensor<*, ?>>
  %a0, %a1, %a2 = prim.ListUnpack(%a) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a0, %a1, %a2
}
