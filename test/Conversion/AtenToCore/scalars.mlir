// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s
// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s --check-prefix=NOATEN

// Host ints and floats: static ones fold, run-time ones are core host scalars.
// NOATEN-NOT: aten.
// CHECK-LABEL: graph @sizes_a
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [4, -1]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.reshape(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[4, 6], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [4]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [24]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [3]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [3]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
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

// CHECK-LABEL: graph @sizes_b
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [5, -1]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.reshape(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[5, 1], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [5]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [5]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [5]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [5]>} : tensor<[], i64>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
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

// CHECK-LABEL: graph @arith_int
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_constant {value = 1} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_add(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_add(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_sub(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_mul(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_floordiv(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_mod(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_truediv(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_neg(%{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "eq"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "ne"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "lt"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "le"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "gt"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "ge"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [-4]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [3.5]>} : tensor<[], f64>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
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

// CHECK-LABEL: graph @arith_float
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_mul(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_constant {value = 0.5} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_add(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_add(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_sub(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_mul(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_floordiv(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_mod(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_truediv(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_neg(%{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "eq"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "ne"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "lt"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "le"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "gt"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "ge"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [-4.0]>} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [-0.5]>} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [0.25]>} : tensor<[], f64>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
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

// CHECK-LABEL: graph @arith_mixed
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_mul(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_constant {value = 1.0} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_add(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_add(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_constant {value = 1} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_add(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_add(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_sub(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_constant {value = 1} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_add(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_sub(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_mul(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_constant {value = 1} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_add(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_mul(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_floordiv(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_constant {value = 1} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_add(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_floordiv(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_mod(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_constant {value = 1} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_add(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_mod(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "eq"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "eq"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "ne"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "ne"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "lt"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "lt"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "le"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "le"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "gt"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "gt"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "ge"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cmp(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {predicate = "ge"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], bool>, [true]>} : tensor<[], bool>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
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

// CHECK-LABEL: graph @converts_f
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "int"} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[0], i64>, []>} : tensor<[0], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.reshape(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "bool"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "int"} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "bool"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "int"} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "int"} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "bool"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "bool"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "int"} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [-2]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [3.0]>} : tensor<[], f64>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
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

// CHECK-LABEL: graph @converts_i
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[0], i64>, []>} : tensor<[0], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.reshape(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "bool"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "bool"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "int"} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "int"} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "bool"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "bool"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "int"} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [-2]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [3.0]>} : tensor<[], f64>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
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

// CHECK-LABEL: graph @converts_b
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "int"} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[0], i64>, []>} : tensor<[0], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.reshape(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "int"} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "int"} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "int"} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "bool"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "bool"} : bool
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "int"} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_cast(%{{[A-Za-z0-9_]+}}) {to = "float"} : float
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = bool} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [-2]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [3.0]>} : tensor<[], f64>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
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

// CHECK-LABEL: graph @computed_shape
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_scalar(%{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, -1]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.reshape(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 12], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_constant {value = 2} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_add(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.from_scalars(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.from_scalars(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.slice(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[4, ?], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.index_select(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {axis = 0} : tensor<[6], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.scalar_constant {value = 2} : int
// CHECK: %{{[A-Za-z0-9_]+}} = core.from_scalars(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[?, 2], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.to_tensor(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.arange(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[?], i64>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
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

// item (a scripted `.item()`) is ScalarImplicit: the number of a
// one-element tensor, of its own kind, a core host scalar.
// CHECK-LABEL: graph @item
// CHECK: %[[A:.*]] = core.to_scalar(%t) : float
// CHECK: %[[R:.*]] = core.reshape(%u, %{{.*}}) : tensor<[], i64>
// CHECK: %[[B:.*]] = core.to_scalar(%[[R]]) : int
// CHECK: core.to_tensor(%[[A]]) {dtype = f64}
// CHECK: core.to_tensor(%[[B]]) {dtype = i64}
graph @item(%t: tensor<[], f32>, %u: tensor<[1, 1], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %a = aten.item(%t) : float
  %b = aten.item(%u) : int
  %x = prim.NumToTensor(%a) : tensor<*, ?>
  %y = prim.NumToTensor(%b) : tensor<*, ?>
  return %x, %y
}

// -----

// nn.GRU's forward checks `hx is None` on what an `if` on the input's rank
// yields, and nn.LSTMCell unpacks (h, c) from such an `if`: refine-optionals
// cannot see through the `if`, decompose folds it, and then decides the
// check, the cast and the tuple reads from the types.

// CHECK-LABEL: graph @none_check_after_rank_if(
// CHECK-NEXT:    %[[S:.*]] = core.sub(%x, %h0) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[S]], %h0
graph @none_check_after_rank_if(%x: tensor<[2, 3], f32>, %h0: tensor<[2, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %two = prim.Constant {value = 2} : int
  %one = prim.Constant {value = 1} : int
  %d = aten.dim(%x) : int
  %is2 = aten.eq.int(%d, %two) : bool
  %hx = prim.If(%is2) ({
    yield %h0
  }, {
    yield %none
  }) : optional<tensor<*, ?>>
  %isnone = aten.__is__(%hx, %none) : bool
  %h = prim.If(%isnone) ({
    %z = aten.zeros_like(%x, %none, %none, %none, %none, %none) : tensor<*, ?>
    yield %z
  }, {
    %c = prim.unchecked_cast(%hx) : tensor<*, ?>
    yield %c
  }) : tensor<*, ?>
  %pair = prim.If(%is2) ({
    %t = prim.TupleConstruct(%x, %h) : tuple<tensor<*, ?>, tensor<*, ?>>
    yield %t
  }, {
    %t2 = prim.TupleConstruct(%h, %x) : tuple<tensor<*, ?>, tensor<*, ?>>
    yield %t2
  }) : tuple<tensor<*, ?>, tensor<*, ?>>
  %a, %b = prim.TupleUnpack(%pair) : (tensor<*, ?>, tensor<*, ?>)
  %c1 = prim.TupleIndex(%pair, %one) : tensor<*, ?>
  %isnot = aten.__isnot__(%c1, %none) : bool
  %s = aten.sub.Tensor(%a, %b, %one) : tensor<*, ?>
  return %s, %c1
}

// -----

// _infer_size (F.binary_cross_entropy broadcasts its weight with it): the
// size other than 1 per dim, symbolic sizes read with core.dim.
// CHECK-LABEL: graph @infer_size
// CHECK:         %[[N:.*]] = core.dim(%x) {axis = 0} : int
// CHECK-NEXT:    %[[M:.*]] = core.dim(%w) {axis = 0} : int
// CHECK:         %[[S:.*]] = core.from_scalars(%[[N]], %[[M]], %{{.*}}) {dtype = i64} : tensor<[3], i64>
// CHECK-NEXT:    %v = core.expand(%w, %[[S]]) : tensor<[n, m, 6], f32>
graph @infer_size(%x: tensor<[n, 1, 6], f32>, %w: tensor<[m, 6], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %a = aten.size(%x) : list<int>
  %b = aten.size(%w) : list<int>
  %s = aten._infer_size(%a, %b) : list<int>
  %f = prim.Constant {value = false} : bool
  %v = aten.expand(%w, %s, %f) : tensor<*, ?>
  return %v
}

// -----

// slice.t of a size list (`input.size()[:-1]`).
// CHECK-LABEL: graph @slice_list
// CHECK:         %[[N:.*]] = core.dim(%x) {axis = 0} : int
// CHECK-NEXT:    %[[C:.*]] = core.scalar_constant {value = 3} : int
// CHECK-NEXT:    %[[S:.*]] = core.from_scalars(%[[N]], %[[C]]) {dtype = i64} : tensor<[2], i64>
// CHECK:         %v = core.full(%[[S]], %{{.*}}) : tensor<[n, 3], f32>
graph @slice_list(%x: tensor<[n, 3, 5], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %c1 = prim.Constant {value = 1} : int
  %cm1 = prim.Constant {value = -1} : int
  %a = aten.size(%x) : list<int>
  %s = aten.slice.t(%a, %none, %cm1, %c1) : list<int>
  %v = aten.zeros(%s, %none, %none, %none, %none) : tensor<*, ?>
  return %v
}

// -----

// F.l1_loss's size check: sizes of one symbolic dim are equal, so the
// warning's If folds; a warning decomposes to nothing, and the ops that
// build its message (aten.format) go with it.
// CHECK-LABEL: graph @same_sizes_warning
// CHECK-NEXT:    return %x
graph @same_sizes_warning(%x: tensor<[n, 5], f32>, %y: tensor<[n, 5], f32>) -> (tensor<*, ?>) {
  %c2 = prim.Constant {value = 2} : int
  %fmt = prim.Constant {value = "sizes {} and {} differ"} : str
  %a = aten.size(%y) : list<int>
  %b = aten.size(%x) : list<int>
  %same = aten.eq.int_list(%a, %b) : bool
  %nsame = aten.__not__(%same) : bool
  prim.If(%nsame) ({
    %msg = aten.format(%fmt, %a, %b) : str
    aten.warn(%msg, %c2) : ()
    yield
  }, {
    yield
  }) : ()
  %fmt2 = prim.Constant {value = "always"} : str
  %msg2 = aten.format(%fmt2, %a) : str
  aten.warn(%msg2, %c2) : ()
  return %x
}

// -----

// TorchScript's implicit conversions of a 0-d tensor (`max(box[0], 0)`)
// are int(t) and float(t).
// CHECK-LABEL: graph @implicit
// CHECK-NOT:     aten.IntImplicit
// CHECK-NOT:     aten.FloatImplicit
graph @implicit(%t: tensor<[], i64>, %f: tensor<[], f32>) -> (int, float) {
  %i = aten.IntImplicit(%t) : int
  %g = aten.FloatImplicit(%f) : float
  return %i, %g
}
