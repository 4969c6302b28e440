// Numeric sweep samples: scalars (docs/decompositions.md).

graph @sizes_a(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = -1} : int
  %v1 = aten.size.int(%x, %c2) : int
  %v3 = aten.numel(%x) : int
  %v4 = aten.dim(%x) : int
  %v5 = aten.size(%x) : list<int>
  %v6 = aten.len.t(%v5) : int
  %c8 = prim.Constant {value = 0} : int
  %v7 = aten.__getitem__.t(%v5, %c8) : int
  %v9 = aten.len.Tensor(%x) : int
  %c11 = prim.Constant {value = -1} : int
  %l10 = prim.ListConstruct(%v1, %c11) : list<int>
  %v12 = aten.view(%x, %l10) : tensor<*, ?>
  %v13 = prim.NumToTensor(%v1) : tensor<*, ?>
  %v14 = prim.NumToTensor(%v3) : tensor<*, ?>
  %v15 = prim.NumToTensor(%v4) : tensor<*, ?>
  %v16 = prim.NumToTensor(%v6) : tensor<*, ?>
  %v17 = prim.NumToTensor(%v7) : tensor<*, ?>
  %v18 = prim.NumToTensor(%v9) : tensor<*, ?>
  return %v13, %v14, %v15, %v16, %v17, %v18, %v12
}

// -----

graph @sizes_b(%x: tensor<[5], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = -1} : int
  %v1 = aten.size.int(%x, %c2) : int
  %v3 = aten.numel(%x) : int
  %v4 = aten.dim(%x) : int
  %v5 = aten.size(%x) : list<int>
  %v6 = aten.len.t(%v5) : int
  %c8 = prim.Constant {value = 0} : int
  %v7 = aten.__getitem__.t(%v5, %c8) : int
  %v9 = aten.len.Tensor(%x) : int
  %c11 = prim.Constant {value = -1} : int
  %l10 = prim.ListConstruct(%v1, %c11) : list<int>
  %v12 = aten.view(%x, %l10) : tensor<*, ?>
  %v13 = prim.NumToTensor(%v1) : tensor<*, ?>
  %v14 = prim.NumToTensor(%v3) : tensor<*, ?>
  %v15 = prim.NumToTensor(%v4) : tensor<*, ?>
  %v16 = prim.NumToTensor(%v6) : tensor<*, ?>
  %v17 = prim.NumToTensor(%v7) : tensor<*, ?>
  %v18 = prim.NumToTensor(%v9) : tensor<*, ?>
  return %v13, %v14, %v15, %v16, %v17, %v18, %v12
}

// -----

graph @arith_int(%p: tensor<[], i64>, %q: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %v1 = aten.Int.Tensor(%p) : int
  %v2 = aten.Int.Tensor(%q) : int
  %c4 = prim.Constant {value = 1} : int
  %v3 = aten.add.int(%v2, %c4) : int
  %v5 = aten.add.int(%v1, %v3) : int
  %v6 = aten.sub.int(%v1, %v3) : int
  %v7 = aten.mul.int(%v1, %v3) : int
  %v8 = aten.floordiv.int(%v1, %v3) : int
  %v9 = aten.remainder.int(%v1, %v3) : int
  %v10 = aten.div.int(%v1, %v3) : float
  %v11 = aten.neg.int(%v1) : int
  %v12 = aten.eq.int(%v1, %v3) : bool
  %v13 = aten.ne.int(%v1, %v3) : bool
  %v14 = aten.lt.int(%v1, %v3) : bool
  %v15 = aten.le.int(%v1, %v3) : bool
  %v16 = aten.gt.int(%v1, %v3) : bool
  %v17 = aten.ge.int(%v1, %v3) : bool
  %c19 = prim.Constant {value = -7} : int
  %c20 = prim.Constant {value = 2} : int
  %v18 = aten.floordiv.int(%c19, %c20) : int
  %c22 = prim.Constant {value = -7} : int
  %c23 = prim.Constant {value = 3} : int
  %v21 = aten.remainder.int(%c22, %c23) : int
  %c25 = prim.Constant {value = 7} : int
  %c26 = prim.Constant {value = 2} : int
  %v24 = aten.div.int(%c25, %c26) : float
  %v27 = prim.NumToTensor(%v5) : tensor<*, ?>
  %v28 = prim.NumToTensor(%v6) : tensor<*, ?>
  %v29 = prim.NumToTensor(%v7) : tensor<*, ?>
  %v30 = prim.NumToTensor(%v8) : tensor<*, ?>
  %v31 = prim.NumToTensor(%v9) : tensor<*, ?>
  %v32 = prim.NumToTensor(%v10) : tensor<*, ?>
  %v33 = prim.NumToTensor(%v11) : tensor<*, ?>
  %v34 = prim.NumToTensor(%v12) : tensor<*, ?>
  %v35 = prim.NumToTensor(%v13) : tensor<*, ?>
  %v36 = prim.NumToTensor(%v14) : tensor<*, ?>
  %v37 = prim.NumToTensor(%v15) : tensor<*, ?>
  %v38 = prim.NumToTensor(%v16) : tensor<*, ?>
  %v39 = prim.NumToTensor(%v17) : tensor<*, ?>
  %v40 = prim.NumToTensor(%v18) : tensor<*, ?>
  %v41 = prim.NumToTensor(%v21) : tensor<*, ?>
  %v42 = prim.NumToTensor(%v24) : tensor<*, ?>
  return %v27, %v28, %v29, %v30, %v31, %v32, %v33, %v34, %v35, %v36, %v37, %v38, %v39, %v40, %v41, %v42
}

// -----

graph @arith_float(%p: tensor<[], f32>, %q: tensor<[], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %v1 = aten.Float.Tensor(%p) : float
  %v2 = aten.Float.Tensor(%q) : float
  %v3 = aten.mul.float(%v2, %v2) : float
  %c5 = prim.Constant {value = 0.5} : float
  %v4 = aten.add.float(%v3, %c5) : float
  %v6 = aten.add.float(%v1, %v4) : float
  %v7 = aten.sub.float(%v1, %v4) : float
  %v8 = aten.mul.float(%v1, %v4) : float
  %v9 = aten.floordiv.float(%v1, %v4) : float
  %v10 = aten.remainder.float(%v1, %v4) : float
  %v11 = aten.div.float(%v1, %v4) : float
  %v12 = aten.neg.float(%v1) : float
  %v13 = aten.eq.float(%v1, %v4) : bool
  %v14 = aten.ne.float(%v1, %v4) : bool
  %v15 = aten.lt.float(%v1, %v4) : bool
  %v16 = aten.le.float(%v1, %v4) : bool
  %v17 = aten.gt.float(%v1, %v4) : bool
  %v18 = aten.ge.float(%v1, %v4) : bool
  %c20 = prim.Constant {value = -7.5} : float
  %c21 = prim.Constant {value = 2.0} : float
  %v19 = aten.floordiv.float(%c20, %c21) : float
  %c23 = prim.Constant {value = 7.5} : float
  %c24 = prim.Constant {value = -2.0} : float
  %v22 = aten.remainder.float(%c23, %c24) : float
  %c26 = prim.Constant {value = 1.0} : float
  %c27 = prim.Constant {value = 4.0} : float
  %v25 = aten.div.float(%c26, %c27) : float
  %v28 = prim.NumToTensor(%v6) : tensor<*, ?>
  %v29 = prim.NumToTensor(%v7) : tensor<*, ?>
  %v30 = prim.NumToTensor(%v8) : tensor<*, ?>
  %v31 = prim.NumToTensor(%v9) : tensor<*, ?>
  %v32 = prim.NumToTensor(%v10) : tensor<*, ?>
  %v33 = prim.NumToTensor(%v11) : tensor<*, ?>
  %v34 = prim.NumToTensor(%v12) : tensor<*, ?>
  %v35 = prim.NumToTensor(%v13) : tensor<*, ?>
  %v36 = prim.NumToTensor(%v14) : tensor<*, ?>
  %v37 = prim.NumToTensor(%v15) : tensor<*, ?>
  %v38 = prim.NumToTensor(%v16) : tensor<*, ?>
  %v39 = prim.NumToTensor(%v17) : tensor<*, ?>
  %v40 = prim.NumToTensor(%v18) : tensor<*, ?>
  %v41 = prim.NumToTensor(%v19) : tensor<*, ?>
  %v42 = prim.NumToTensor(%v22) : tensor<*, ?>
  %v43 = prim.NumToTensor(%v25) : tensor<*, ?>
  return %v28, %v29, %v30, %v31, %v32, %v33, %v34, %v35, %v36, %v37, %v38, %v39, %v40, %v41, %v42, %v43
}

// -----

graph @arith_mixed(%p: tensor<[], i64>, %q: tensor<[], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %v1 = aten.Int.Tensor(%p) : int
  %v2 = aten.Float.Tensor(%q) : float
  %v3 = aten.mul.float(%v2, %v2) : float
  %c5 = prim.Constant {value = 1} : int
  %v4 = aten.add.float_int(%v3, %c5) : float
  %v6 = aten.add.int_float(%v1, %v4) : float
  %c8 = prim.Constant {value = 1} : int
  %v7 = aten.add.int(%v1, %c8) : int
  %v9 = aten.add.float_int(%v2, %v7) : float
  %v10 = aten.sub.int_float(%v1, %v4) : float
  %c12 = prim.Constant {value = 1} : int
  %v11 = aten.add.int(%v1, %c12) : int
  %v13 = aten.sub.float_int(%v2, %v11) : float
  %v14 = aten.mul.int_float(%v1, %v4) : float
  %c16 = prim.Constant {value = 1} : int
  %v15 = aten.add.int(%v1, %c16) : int
  %v17 = aten.mul.float_int(%v2, %v15) : float
  %v18 = aten.floordiv.int_float(%v1, %v4) : float
  %c20 = prim.Constant {value = 1} : int
  %v19 = aten.add.int(%v1, %c20) : int
  %v21 = aten.floordiv.float_int(%v2, %v19) : float
  %v22 = aten.remainder.int_float(%v1, %v4) : float
  %c24 = prim.Constant {value = 1} : int
  %v23 = aten.add.int(%v1, %c24) : int
  %v25 = aten.remainder.float_int(%v2, %v23) : float
  %v26 = aten.eq.int_float(%v1, %v2) : bool
  %v27 = aten.eq.float_int(%v2, %v1) : bool
  %v28 = aten.ne.int_float(%v1, %v2) : bool
  %v29 = aten.ne.float_int(%v2, %v1) : bool
  %v30 = aten.lt.int_float(%v1, %v2) : bool
  %v31 = aten.lt.float_int(%v2, %v1) : bool
  %v32 = aten.le.int_float(%v1, %v2) : bool
  %v33 = aten.le.float_int(%v2, %v1) : bool
  %v34 = aten.gt.int_float(%v1, %v2) : bool
  %v35 = aten.gt.float_int(%v2, %v1) : bool
  %v36 = aten.ge.int_float(%v1, %v2) : bool
  %v37 = aten.ge.float_int(%v2, %v1) : bool
  %c39 = prim.Constant {value = 2} : int
  %c40 = prim.Constant {value = 2.0} : float
  %v38 = aten.eq.int_float(%c39, %c40) : bool
  %v41 = prim.NumToTensor(%v6) : tensor<*, ?>
  %v42 = prim.NumToTensor(%v9) : tensor<*, ?>
  %v43 = prim.NumToTensor(%v10) : tensor<*, ?>
  %v44 = prim.NumToTensor(%v13) : tensor<*, ?>
  %v45 = prim.NumToTensor(%v14) : tensor<*, ?>
  %v46 = prim.NumToTensor(%v17) : tensor<*, ?>
  %v47 = prim.NumToTensor(%v18) : tensor<*, ?>
  %v48 = prim.NumToTensor(%v21) : tensor<*, ?>
  %v49 = prim.NumToTensor(%v22) : tensor<*, ?>
  %v50 = prim.NumToTensor(%v25) : tensor<*, ?>
  %v51 = prim.NumToTensor(%v26) : tensor<*, ?>
  %v52 = prim.NumToTensor(%v27) : tensor<*, ?>
  %v53 = prim.NumToTensor(%v28) : tensor<*, ?>
  %v54 = prim.NumToTensor(%v29) : tensor<*, ?>
  %v55 = prim.NumToTensor(%v30) : tensor<*, ?>
  %v56 = prim.NumToTensor(%v31) : tensor<*, ?>
  %v57 = prim.NumToTensor(%v32) : tensor<*, ?>
  %v58 = prim.NumToTensor(%v33) : tensor<*, ?>
  %v59 = prim.NumToTensor(%v34) : tensor<*, ?>
  %v60 = prim.NumToTensor(%v35) : tensor<*, ?>
  %v61 = prim.NumToTensor(%v36) : tensor<*, ?>
  %v62 = prim.NumToTensor(%v37) : tensor<*, ?>
  %v63 = prim.NumToTensor(%v38) : tensor<*, ?>
  return %v41, %v42, %v43, %v44, %v45, %v46, %v47, %v48, %v49, %v50, %v51, %v52, %v53, %v54, %v55, %v56, %v57, %v58, %v59, %v60, %v61, %v62, %v63
}

// -----

graph @converts_f(%t: tensor<[], f32>, %u: tensor<[1, 1], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %v1 = aten.Int.Tensor(%t) : int
  %v2 = aten.Float.Tensor(%u) : float
  %v3 = aten.Bool.Tensor(%t) : bool
  %v4 = aten.ScalarImplicit(%t) : float
  %v5 = aten.Float.Tensor(%t) : float
  %v6 = aten.Int.Tensor(%t) : int
  %v7 = aten.Bool.Tensor(%t) : bool
  %v8 = aten.Int.float(%v5) : int
  %v9 = aten.Float.int(%v6) : float
  %v10 = aten.Int.bool(%v7) : int
  %v11 = aten.Float.bool(%v7) : float
  %v12 = aten.Bool.int(%v6) : bool
  %v13 = aten.Bool.float(%v5) : bool
  %v14 = aten.Int.Scalar(%v5) : int
  %v15 = aten.Float.Scalar(%v6) : float
  %c17 = prim.Constant {value = -2.75} : float
  %v16 = aten.Int.float(%c17) : int
  %c19 = prim.Constant {value = 3} : int
  %v18 = aten.Float.int(%c19) : float
  %v20 = prim.NumToTensor(%v1) : tensor<*, ?>
  %v21 = prim.NumToTensor(%v2) : tensor<*, ?>
  %v22 = prim.NumToTensor(%v3) : tensor<*, ?>
  %v23 = prim.NumToTensor(%v4) : tensor<*, ?>
  %v24 = prim.NumToTensor(%v8) : tensor<*, ?>
  %v25 = prim.NumToTensor(%v9) : tensor<*, ?>
  %v26 = prim.NumToTensor(%v10) : tensor<*, ?>
  %v27 = prim.NumToTensor(%v11) : tensor<*, ?>
  %v28 = prim.NumToTensor(%v12) : tensor<*, ?>
  %v29 = prim.NumToTensor(%v13) : tensor<*, ?>
  %v30 = prim.NumToTensor(%v14) : tensor<*, ?>
  %v31 = prim.NumToTensor(%v15) : tensor<*, ?>
  %v32 = prim.NumToTensor(%v16) : tensor<*, ?>
  %v33 = prim.NumToTensor(%v18) : tensor<*, ?>
  return %v20, %v21, %v22, %v23, %v24, %v25, %v26, %v27, %v28, %v29, %v30, %v31, %v32, %v33
}

// -----

graph @converts_i(%t: tensor<[], i64>, %u: tensor<[1, 1], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %v1 = aten.Int.Tensor(%t) : int
  %v2 = aten.Float.Tensor(%u) : float
  %v3 = aten.Bool.Tensor(%t) : bool
  %v4 = aten.ScalarImplicit(%t) : int
  %v5 = aten.Float.Tensor(%t) : float
  %v6 = aten.Int.Tensor(%t) : int
  %v7 = aten.Bool.Tensor(%t) : bool
  %v8 = aten.Int.float(%v5) : int
  %v9 = aten.Float.int(%v6) : float
  %v10 = aten.Int.bool(%v7) : int
  %v11 = aten.Float.bool(%v7) : float
  %v12 = aten.Bool.int(%v6) : bool
  %v13 = aten.Bool.float(%v5) : bool
  %v14 = aten.Int.Scalar(%v5) : int
  %v15 = aten.Float.Scalar(%v6) : float
  %c17 = prim.Constant {value = -2.75} : float
  %v16 = aten.Int.float(%c17) : int
  %c19 = prim.Constant {value = 3} : int
  %v18 = aten.Float.int(%c19) : float
  %v20 = prim.NumToTensor(%v1) : tensor<*, ?>
  %v21 = prim.NumToTensor(%v2) : tensor<*, ?>
  %v22 = prim.NumToTensor(%v3) : tensor<*, ?>
  %v23 = prim.NumToTensor(%v4) : tensor<*, ?>
  %v24 = prim.NumToTensor(%v8) : tensor<*, ?>
  %v25 = prim.NumToTensor(%v9) : tensor<*, ?>
  %v26 = prim.NumToTensor(%v10) : tensor<*, ?>
  %v27 = prim.NumToTensor(%v11) : tensor<*, ?>
  %v28 = prim.NumToTensor(%v12) : tensor<*, ?>
  %v29 = prim.NumToTensor(%v13) : tensor<*, ?>
  %v30 = prim.NumToTensor(%v14) : tensor<*, ?>
  %v31 = prim.NumToTensor(%v15) : tensor<*, ?>
  %v32 = prim.NumToTensor(%v16) : tensor<*, ?>
  %v33 = prim.NumToTensor(%v18) : tensor<*, ?>
  return %v20, %v21, %v22, %v23, %v24, %v25, %v26, %v27, %v28, %v29, %v30, %v31, %v32, %v33
}

// -----

graph @converts_b(%t: tensor<[], bool>, %u: tensor<[1, 1], bool>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %v1 = aten.Int.Tensor(%t) : int
  %v2 = aten.Float.Tensor(%u) : float
  %v3 = aten.Bool.Tensor(%t) : bool
  %v4 = aten.ScalarImplicit(%t) : bool
  %v5 = aten.Float.Tensor(%t) : float
  %v6 = aten.Int.Tensor(%t) : int
  %v7 = aten.Bool.Tensor(%t) : bool
  %v8 = aten.Int.float(%v5) : int
  %v9 = aten.Float.int(%v6) : float
  %v10 = aten.Int.bool(%v7) : int
  %v11 = aten.Float.bool(%v7) : float
  %v12 = aten.Bool.int(%v6) : bool
  %v13 = aten.Bool.float(%v5) : bool
  %v14 = aten.Int.Scalar(%v5) : int
  %v15 = aten.Float.Scalar(%v6) : float
  %c17 = prim.Constant {value = -2.75} : float
  %v16 = aten.Int.float(%c17) : int
  %c19 = prim.Constant {value = 3} : int
  %v18 = aten.Float.int(%c19) : float
  %v20 = prim.NumToTensor(%v1) : tensor<*, ?>
  %v21 = prim.NumToTensor(%v2) : tensor<*, ?>
  %v22 = prim.NumToTensor(%v3) : tensor<*, ?>
  %v23 = prim.NumToTensor(%v4) : tensor<*, ?>
  %v24 = prim.NumToTensor(%v8) : tensor<*, ?>
  %v25 = prim.NumToTensor(%v9) : tensor<*, ?>
  %v26 = prim.NumToTensor(%v10) : tensor<*, ?>
  %v27 = prim.NumToTensor(%v11) : tensor<*, ?>
  %v28 = prim.NumToTensor(%v12) : tensor<*, ?>
  %v29 = prim.NumToTensor(%v13) : tensor<*, ?>
  %v30 = prim.NumToTensor(%v14) : tensor<*, ?>
  %v31 = prim.NumToTensor(%v15) : tensor<*, ?>
  %v32 = prim.NumToTensor(%v16) : tensor<*, ?>
  %v33 = prim.NumToTensor(%v18) : tensor<*, ?>
  return %v20, %v21, %v22, %v23, %v24, %v25, %v26, %v27, %v28, %v29, %v30, %v31, %v32, %v33
}

// -----

graph @computed_shape(%x: tensor<[4, 6], f32>, %n: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 0} : int
  %v1 = aten.size.int(%x, %c2) : int
  %c4 = prim.Constant {value = 2} : int
  %v3 = aten.floordiv.int(%v1, %c4) : int
  %v5 = aten.Int.Tensor(%n) : int
  %c7 = prim.Constant {value = -1} : int
  %l6 = prim.ListConstruct(%v3, %c7) : list<int>
  %v8 = aten.view(%x, %l6) : tensor<*, ?>
  %c10 = prim.Constant {value = 2} : int
  %v9 = aten.add.int(%v5, %c10) : int
  %c12 = prim.Constant {value = 1} : int
  %c13 = prim.Constant {value = 1} : int
  %v11 = aten.slice.Tensor(%x, %c12, %v5, %v9, %c13) : tensor<*, ?>
  %c15 = prim.Constant {value = 0} : int
  %v14 = aten.select.int(%x, %c15, %v5) : tensor<*, ?>
  %c17 = prim.Constant {value = 2} : int
  %l16 = prim.ListConstruct(%v5, %c17) : list<int>
  %c19 = prim.Constant : none
  %c20 = prim.Constant : none
  %c21 = prim.Constant : none
  %c22 = prim.Constant : none
  %v18 = aten.zeros(%l16, %c19, %c20, %c21, %c22) : tensor<*, ?>
  %c24 = prim.Constant : none
  %c25 = prim.Constant : none
  %c26 = prim.Constant : none
  %c27 = prim.Constant : none
  %v23 = aten.arange(%v5, %c24, %c25, %c26, %c27) : tensor<*, ?>
  return %v8, %v11, %v14, %v18, %v23
}

// -----

// item: a one-element tensor's number, of its own kind.
graph @item(%t: tensor<[], f32>, %u: tensor<[1, 1], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %a = aten.item(%t) : float
  %b = aten.item(%u) : int
  %x = prim.NumToTensor(%a) : tensor<*, ?>
  %y = prim.NumToTensor(%b) : tensor<*, ?>
  return %x, %y
}

// -----

// `for i in range(lo, hi, step)`: the trip count and the loop variable,
// with lo known only at run time (both signs of step); `not`.
graph @range_loops(%x: tensor<[6], f32>, %t: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c2 = prim.Constant {value = 2} : int
  %cm3 = prim.Constant {value = -3} : int
  %lo = aten.Int.Tensor(%t) : int
  %hi = aten.size.int(%x, %c0) : int
  %n1 = aten.__range_length(%lo, %hi, %c2) : int
  %n2 = aten.__range_length(%hi, %lo, %cm3) : int
  %n3 = aten.__range_length(%c0, %hi, %c2) : int
  %d = aten.__derive_index(%n1, %lo, %c2) : int
  %b = aten.lt.int(%lo, %hi) : bool
  %nb = aten.__not__(%b) : bool
  %v1 = prim.NumToTensor(%n1) : tensor<*, ?>
  %v2 = prim.NumToTensor(%n2) : tensor<*, ?>
  %v3 = prim.NumToTensor(%n3) : tensor<*, ?>
  %v4 = prim.NumToTensor(%d) : tensor<*, ?>
  %v5 = prim.NumToTensor(%nb) : tensor<*, ?>
  %v6 = prim.NumToTensor(%b) : tensor<*, ?>
  return %v1, %v2, %v3, %v4, %v5, %v6
}

// -----

// `x.dim() in (1, 2)` (folded) and `n in (1, 2, m)` at run time.
graph @contains(%x: tensor<[6], f32>, %t: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %c0 = prim.Constant {value = 0} : int
  %l = prim.ListConstruct(%c1, %c2) : list<int>
  %d = aten.dim(%x) : int
  %in1 = aten.__contains__.int_list(%l, %d) : bool
  %n = aten.Int.Tensor(%t) : int
  %m = aten.size.int(%x, %c0) : int
  %l2 = prim.ListConstruct(%c1, %c2, %m) : list<int>
  %in2 = aten.__contains__.int_list(%l2, %n) : bool
  %v1 = prim.NumToTensor(%in1) : tensor<*, ?>
  %v2 = prim.NumToTensor(%in2) : tensor<*, ?>
  return %v1, %v2
}

// -----

// Python's `and`, `or`, `^` of bools known at run time and constants.
graph @bool_ops(%t: tensor<[], i64>, %u: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %true = prim.Constant {value = true} : bool
  %n = aten.Int.Tensor(%t) : int
  %m = aten.Int.Tensor(%u) : int
  %a = aten.lt.int(%n, %m) : bool
  %b = aten.gt.int(%n, %c0) : bool
  %and = aten.__and__.bool(%a, %b) : bool
  %or = aten.__or__.bool(%a, %b) : bool
  %xor = aten.__xor__.bool(%a, %b) : bool
  %k = aten.__and__.bool(%true, %true) : bool
  %v1 = prim.NumToTensor(%and) : tensor<*, ?>
  %v2 = prim.NumToTensor(%or) : tensor<*, ?>
  %v3 = prim.NumToTensor(%xor) : tensor<*, ?>
  %v4 = prim.NumToTensor(%k) : tensor<*, ?>
  return %v1, %v2, %v3, %v4
}

// -----

// `x.dtype` (a ScalarType's number: 6 is float32) for `.to(x.dtype)`.
graph @dtype(%x: tensor<[2], f32>) -> (tensor<*, ?>) {
  %d = prim.dtype(%x) : int
  %v = prim.NumToTensor(%d) : tensor<*, ?>
  return %v
}

// -----

// `x.size() != (2, n)`, `==`: lengths decide at compile time, elements
// read at run time compared.
graph @int_list_equality(%x: tensor<[2, 6], f32>, %t: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 2} : int
  %n = aten.Int.Tensor(%t) : int
  %s = aten.size(%x) : list<int>
  %l = prim.ListConstruct(%c2, %n) : list<int>
  %l3 = prim.ListConstruct(%c2, %n, %n) : list<int>
  %ne = aten.ne.int_list(%s, %l) : bool
  %eq = aten.eq.int_list(%s, %l) : bool
  %eq3 = aten.eq.int_list(%s, %l3) : bool
  %v1 = prim.NumToTensor(%ne) : tensor<*, ?>
  %v2 = prim.NumToTensor(%eq) : tensor<*, ?>
  %v3 = prim.NumToTensor(%eq3) : tensor<*, ?>
  return %v1, %v2, %v3
}

// -----

// None checks, tuples and casts the types decide (nn.GRU's `hx is None`,
// nn.LSTM's (h0, c0) after decompose folds the rank checks around them).
graph @none_checks_tuples(%x: tensor<[2, 3], f32>, %y: tensor<[2, 3], f32>) -> (bool, bool, bool, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %is = aten.__is__(%x, %none) : bool
  %isnot = aten.__isnot__(%x, %none) : bool
  %both = aten.__is__(%none, %none) : bool
  %t = prim.TupleConstruct(%x, %y) : tuple<tensor<*, ?>, tensor<*, ?>>
  %a, %b = prim.TupleUnpack(%t) : (tensor<*, ?>, tensor<*, ?>)
  %m = prim.Constant {value = -1} : int
  %c = prim.TupleIndex(%t, %m) : tensor<*, ?>
  %d = prim.unchecked_cast(%c) : tensor<*, ?>
  %s = aten.sub.Tensor(%a, %d, %m) : tensor<*, ?>
  return %is, %isnot, %both, %s, %b, %d
}

// -----

// _infer_size of a static and a run-time shape (the run-time size
// broadcasts against x's 1), slice.t of a size list, and a warning (which
// computes nothing: its message goes with it).
graph @infer_size_slice_warn(%x: tensor<[2, 1, 6], f32>, %t: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %c6 = prim.Constant {value = 6} : int
  %cm1 = prim.Constant {value = -1} : int
  %n = aten.Int.Tensor(%t) : int
  %s = aten.size(%x) : list<int>
  %l = prim.ListConstruct(%n, %c6) : list<int>
  %b = aten._infer_size(%s, %l) : list<int>
  %v1 = aten.zeros(%b, %none, %none, %none, %none) : tensor<*, ?>
  %head = aten.slice.t(%s, %none, %cm1, %c1) : list<int>
  %v2 = aten.ones(%head, %none, %none, %none, %none) : tensor<*, ?>
  %rev = aten.slice.t(%s, %none, %none, %cm1) : list<int>
  %v3 = aten.ones(%rev, %none, %none, %none, %none) : tensor<*, ?>
  %fmt = prim.Constant {value = "sizes {}"} : str
  %msg = aten.format(%fmt, %s) : str
  aten.warn(%msg, %c2) : ()
  return %v1, %v2, %v3
}
