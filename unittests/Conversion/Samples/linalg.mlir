// Numeric sweep samples: matrix products and einsum.

graph @mm(%a: tensor<[2, 3], f32>, %b: tensor<[3, 4], f32>) -> (tensor<[2, 4], f32>) {
  %r0_0 = aten.mm(%a, %b) : tensor<[2, 4], f32>
  return %r0_0
}

// -----

graph @mm_f64(%a: tensor<[1, 5], f64>, %b: tensor<[5, 2], f64>) -> (tensor<[1, 2], f64>) {
  %r0_0 = aten.mm(%a, %b) : tensor<[1, 2], f64>
  return %r0_0
}

// -----

graph @bmm(%a: tensor<[2, 3, 4], f32>, %b: tensor<[2, 4, 5], f32>) -> (tensor<[2, 3, 5], f32>) {
  %r0_0 = aten.bmm(%a, %b) : tensor<[2, 3, 5], f32>
  return %r0_0
}

// -----

graph @bmm_f64(%a: tensor<[1, 2, 2], f64>, %b: tensor<[1, 2, 3], f64>) -> (tensor<[1, 2, 3], f64>) {
  %r0_0 = aten.bmm(%a, %b) : tensor<[1, 2, 3], f64>
  return %r0_0
}

// -----

graph @mv(%a: tensor<[3, 4], f32>, %v: tensor<[4], f32>) -> (tensor<[3], f32>) {
  %r0_0 = aten.mv(%a, %v) : tensor<[3], f32>
  return %r0_0
}

// -----

graph @mv_f64(%a: tensor<[1, 2], f64>, %v: tensor<[2], f64>) -> (tensor<[1], f64>) {
  %r0_0 = aten.mv(%a, %v) : tensor<[1], f64>
  return %r0_0
}

// -----

graph @dot(%a: tensor<[5], f32>, %b: tensor<[5], f32>) -> (tensor<[], f32>) {
  %r0_0 = aten.dot(%a, %b) : tensor<[], f32>
  return %r0_0
}

// -----

graph @dot_i64(%a: tensor<[3], i64>, %b: tensor<[3], i64>) -> (tensor<[], i64>) {
  %r0_0 = aten.dot(%a, %b) : tensor<[], i64>
  return %r0_0
}

// -----

graph @outer(%a: tensor<[3], f32>, %b: tensor<[4], f32>) -> (tensor<[3, 4], f32>) {
  %r0_0 = aten.outer(%a, %b) : tensor<[3, 4], f32>
  return %r0_0
}

// -----

graph @outer_i64(%a: tensor<[2], i64>, %b: tensor<[3], i64>) -> (tensor<[2, 3], i64>) {
  %r0_0 = aten.outer(%a, %b) : tensor<[2, 3], i64>
  return %r0_0
}

// -----

graph @ger(%a: tensor<[3], f32>, %b: tensor<[2], f32>) -> (tensor<[3, 2], f32>) {
  %r0_0 = aten.ger(%a, %b) : tensor<[3, 2], f32>
  return %r0_0
}

// -----

graph @ger_f64(%a: tensor<[1], f64>, %b: tensor<[2], f64>) -> (tensor<[1, 2], f64>) {
  %r0_0 = aten.ger(%a, %b) : tensor<[1, 2], f64>
  return %r0_0
}

// -----

graph @addmm(%s: tensor<[4], f32>, %a: tensor<[2, 3], f32>, %b: tensor<[3, 4], f32>) -> (tensor<[2, 4], f32>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 1} : int
  %r2_0 = aten.addmm(%s, %a, %b, %c1, %c2) : tensor<[2, 4], f32>
  return %r2_0
}

// -----

graph @addmm_alpha_beta(%s: tensor<[2, 4], f32>, %a: tensor<[2, 3], f32>, %b: tensor<[3, 4], f32>) -> (tensor<[2, 4], f32>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = 2.0} : float
  %r2_0 = aten.addmm(%s, %a, %b, %c1, %c2) : tensor<[2, 4], f32>
  return %r2_0
}

// -----

graph @addmm_beta0(%s: tensor<[1, 4], f64>, %a: tensor<[2, 3], f64>, %b: tensor<[3, 4], f64>) -> (tensor<[2, 4], f64>) {
  %c1 = prim.Constant {value = 0} : int
  %c2 = prim.Constant {value = 1} : int
  %r2_0 = aten.addmm(%s, %a, %b, %c1, %c2) : tensor<[2, 4], f64>
  return %r2_0
}

// -----

graph @baddbmm(%s: tensor<[2, 3, 5], f32>, %a: tensor<[2, 3, 4], f32>, %b: tensor<[2, 4, 5], f32>) -> (tensor<[2, 3, 5], f32>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 1} : int
  %r2_0 = aten.baddbmm(%s, %a, %b, %c1, %c2) : tensor<[2, 3, 5], f32>
  return %r2_0
}

// -----

graph @baddbmm_scaled(%s: tensor<[5], f32>, %a: tensor<[2, 3, 4], f32>, %b: tensor<[2, 4, 5], f32>) -> (tensor<[2, 3, 5], f32>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant {value = -1.5} : float
  %r2_0 = aten.baddbmm(%s, %a, %b, %c1, %c2) : tensor<[2, 3, 5], f32>
  return %r2_0
}

// -----

graph @addmv(%s: tensor<[3], f32>, %a: tensor<[3, 4], f32>, %v: tensor<[4], f32>) -> (tensor<[3], f32>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 1} : int
  %r2_0 = aten.addmv(%s, %a, %v, %c1, %c2) : tensor<[3], f32>
  return %r2_0
}

// -----

graph @addmv_scaled_f64(%s: tensor<[], f64>, %a: tensor<[3, 4], f64>, %v: tensor<[4], f64>) -> (tensor<[3], f64>) {
  %c1 = prim.Constant {value = 3} : int
  %c2 = prim.Constant {value = 0.5} : float
  %r2_0 = aten.addmv(%s, %a, %v, %c1, %c2) : tensor<[3], f64>
  return %r2_0
}

// -----

graph @matmul_batched(%a: tensor<[2, 3, 4], f32>, %b: tensor<[4, 5], f32>) -> (tensor<[2, 3, 5], f32>) {
  %r0_0 = aten.matmul(%a, %b) : tensor<[2, 3, 5], f32>
  return %r0_0
}

// -----

graph @matmul_vec(%a: tensor<[4], f64>, %b: tensor<[2, 4, 3], f64>) -> (tensor<[2, 3], f64>) {
  %r0_0 = aten.matmul(%a, %b) : tensor<[2, 3], f64>
  return %r0_0
}

// -----

graph @linear(%x: tensor<[2, 3], f32>, %w: tensor<[4, 3], f32>, %b: tensor<[4], f32>) -> (tensor<[2, 4], f32>) {
  %r0_0 = aten.linear(%x, %w, %b) : tensor<[2, 4], f32>
  return %r0_0
}

// -----

graph @linear_nobias_3d(%x: tensor<[2, 5, 3], f32>, %w: tensor<[4, 3], f32>) -> (tensor<[2, 5, 4], f32>) {
  %c1 = prim.Constant : none
  %r1_0 = aten.linear(%x, %w, %c1) : tensor<[2, 5, 4], f32>
  return %r1_0
}

// -----

graph @einsum_matmul(%a: tensor<[2, 3], f32>, %b: tensor<[3, 4], f32>) -> (tensor<[2, 4], f32>) {
  %c1 = prim.Constant {value = "ij,jk->ik"} : str
  %l2 = prim.ListConstruct(%a, %b) : list<tensor<*, ?>>
  %c3 = prim.Constant : none
  %r3_0 = aten.einsum(%c1, %l2, %c3) : tensor<[2, 4], f32>
  return %r3_0
}

// -----

graph @einsum_batched(%a: tensor<[2, 3, 4], f32>, %b: tensor<[2, 4, 5], f32>) -> (tensor<[2, 3, 5], f32>) {
  %c1 = prim.Constant {value = "bij,bjk->bik"} : str
  %l2 = prim.ListConstruct(%a, %b) : list<tensor<*, ?>>
  %c3 = prim.Constant : none
  %r3_0 = aten.einsum(%c1, %l2, %c3) : tensor<[2, 3, 5], f32>
  return %r3_0
}

// -----

graph @einsum_attention(%a: tensor<[2, 2, 3, 4], f32>, %b: tensor<[2, 2, 5, 4], f32>) -> (tensor<[2, 2, 3, 5], f32>) {
  %c1 = prim.Constant {value = "bhqd,bhkd->bhqk"} : str
  %l2 = prim.ListConstruct(%a, %b) : list<tensor<*, ?>>
  %c3 = prim.Constant : none
  %r3_0 = aten.einsum(%c1, %l2, %c3) : tensor<[2, 2, 3, 5], f32>
  return %r3_0
}

// -----

graph @einsum_attention_v(%a: tensor<[2, 2, 3, 5], f32>, %b: tensor<[2, 2, 5, 4], f32>) -> (tensor<[2, 2, 3, 4], f32>) {
  %c1 = prim.Constant {value = "bhqk,bhkd->bhqd"} : str
  %l2 = prim.ListConstruct(%a, %b) : list<tensor<*, ?>>
  %c3 = prim.Constant : none
  %r3_0 = aten.einsum(%c1, %l2, %c3) : tensor<[2, 2, 3, 4], f32>
  return %r3_0
}

// -----

graph @einsum_transpose(%a: tensor<[2, 3], f32>) -> (tensor<[3, 2], f32>) {
  %c1 = prim.Constant {value = "ij->ji"} : str
  %l2 = prim.ListConstruct(%a) : list<tensor<*, ?>>
  %c3 = prim.Constant : none
  %r3_0 = aten.einsum(%c1, %l2, %c3) : tensor<[3, 2], f32>
  return %r3_0
}

// -----

graph @einsum_sum(%a: tensor<[2, 3, 4], f32>) -> (tensor<[3], f32>) {
  %c1 = prim.Constant {value = "ijk->j"} : str
  %l2 = prim.ListConstruct(%a) : list<tensor<*, ?>>
  %c3 = prim.Constant : none
  %r3_0 = aten.einsum(%c1, %l2, %c3) : tensor<[3], f32>
  return %r3_0
}

// -----

graph @einsum_implicit(%a: tensor<[2, 3], f32>, %b: tensor<[3, 4], f32>) -> (tensor<[2, 4], f32>) {
  %c1 = prim.Constant {value = "ij,jk"} : str
  %l2 = prim.ListConstruct(%a, %b) : list<tensor<*, ?>>
  %c3 = prim.Constant : none
  %r3_0 = aten.einsum(%c1, %l2, %c3) : tensor<[2, 4], f32>
  return %r3_0
}

// -----

graph @einsum_outer(%a: tensor<[3], f32>, %b: tensor<[4], f32>) -> (tensor<[3, 4], f32>) {
  %c1 = prim.Constant {value = "i,j->ij"} : str
  %l2 = prim.ListConstruct(%a, %b) : list<tensor<*, ?>>
  %c3 = prim.Constant : none
  %r3_0 = aten.einsum(%c1, %l2, %c3) : tensor<[3, 4], f32>
  return %r3_0
}

// -----

graph @einsum_dot(%a: tensor<[5], f32>, %b: tensor<[5], f32>) -> (tensor<[], f32>) {
  %c1 = prim.Constant {value = "i,i->"} : str
  %l2 = prim.ListConstruct(%a, %b) : list<tensor<*, ?>>
  %c3 = prim.Constant : none
  %r3_0 = aten.einsum(%c1, %l2, %c3) : tensor<[], f32>
  return %r3_0
}

// -----

graph @einsum_ellipsis(%a: tensor<[2, 2, 3], f32>, %b: tensor<[2, 3, 4], f32>) -> (tensor<[2, 2, 4], f32>) {
  %c1 = prim.Constant {value = "...ij,...jk->...ik"} : str
  %l2 = prim.ListConstruct(%a, %b) : list<tensor<*, ?>>
  %c3 = prim.Constant : none
  %r3_0 = aten.einsum(%c1, %l2, %c3) : tensor<[2, 2, 4], f32>
  return %r3_0
}

// -----

graph @einsum_ellipsis_broadcast(%a: tensor<[5, 2, 3], f32>, %b: tensor<[3, 4], f32>) -> (tensor<[5, 2, 4], f32>) {
  %c1 = prim.Constant {value = "...ij,jk->...ik"} : str
  %l2 = prim.ListConstruct(%a, %b) : list<tensor<*, ?>>
  %c3 = prim.Constant : none
  %r3_0 = aten.einsum(%c1, %l2, %c3) : tensor<[5, 2, 4], f32>
  return %r3_0
}

// -----

graph @einsum_three(%a: tensor<[2, 3], f32>, %b: tensor<[3, 4], f32>, %c: tensor<[4, 2], f32>) -> (tensor<[2, 2], f32>) {
  %c1 = prim.Constant {value = "ij,jk,kl->il"} : str
  %l2 = prim.ListConstruct(%a, %b, %c) : list<tensor<*, ?>>
  %c3 = prim.Constant : none
  %r3_0 = aten.einsum(%c1, %l2, %c3) : tensor<[2, 2], f32>
  return %r3_0
}

// -----

graph @einsum_maxvit(%a: tensor<[1, 2, 4, 3], f32>, %b: tensor<[1, 2, 4, 3], f32>) -> (tensor<[1, 2, 4, 4], f32>) {
  %c1 = prim.Constant {value = "bhid,bhjd->bhij"} : str
  %l2 = prim.ListConstruct(%a, %b) : list<tensor<*, ?>>
  %c3 = prim.Constant : none
  %r3_0 = aten.einsum(%c1, %l2, %c3) : tensor<[1, 2, 4, 4], f32>
  return %r3_0
}

// -----

graph @einsum_sum_free(%a: tensor<[2, 3], f32>, %b: tensor<[4, 3], f32>) -> (tensor<[2], f32>) {
  %c1 = prim.Constant {value = "ij,kj->i"} : str
  %l2 = prim.ListConstruct(%a, %b) : list<tensor<*, ?>>
  %c3 = prim.Constant : none
  %r3_0 = aten.einsum(%c1, %l2, %c3) : tensor<[2], f32>
  return %r3_0
}

// -----

graph @einsum_spaces(%a: tensor<[2, 3, 4], f32>, %b: tensor<[2, 5, 4], f32>) -> (tensor<[2, 3, 5], f32>) {
  %c1 = prim.Constant {value = "b i d, b j d -> b i j"} : str
  %l2 = prim.ListConstruct(%a, %b) : list<tensor<*, ?>>
  %c3 = prim.Constant : none
  %r3_0 = aten.einsum(%c1, %l2, %c3) : tensor<[2, 3, 5], f32>
  return %r3_0
}

// -----

graph @einsum_f64(%a: tensor<[2, 3], f64>, %b: tensor<[3], f64>) -> (tensor<[2], f64>) {
  %c1 = prim.Constant {value = "ij,j->i"} : str
  %l2 = prim.ListConstruct(%a, %b) : list<tensor<*, ?>>
  %c3 = prim.Constant : none
  %r3_0 = aten.einsum(%c1, %l2, %c3) : tensor<[2], f64>
  return %r3_0
}
