// Numeric sweep samples: shapes (docs/decompositions.md).

graph @views_a(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 0} : int
  %c3 = prim.Constant {value = -1} : int
  %v1 = aten.transpose.int(%x, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = 1} : int
  %c6 = prim.Constant {value = 2} : int
  %v4 = aten.swapaxes(%x, %c5, %c6) : tensor<*, ?>
  %c8 = prim.Constant {value = -1} : int
  %c9 = prim.Constant {value = 0} : int
  %v7 = aten.swapdims(%x, %c8, %c9) : tensor<*, ?>
  %c11 = prim.Constant {value = [2, 0, 1]} : list<int>
  %v10 = aten.permute(%x, %c11) : tensor<*, ?>
  %c13 = prim.Constant {value = 0} : int
  %c14 = prim.Constant {value = -1} : int
  %v12 = aten.movedim.int(%x, %c13, %c14) : tensor<*, ?>
  %v15 = aten.numpy_T(%x) : tensor<*, ?>
  %c17 = prim.Constant {value = -1} : int
  %v16 = aten.unsqueeze(%x, %c17) : tensor<*, ?>
  %c19 = prim.Constant {value = 1} : int
  %v18 = aten.squeeze.dim(%x, %c19) : tensor<*, ?>
  %v20 = aten.squeeze(%x) : tensor<*, ?>
  %c22 = prim.Constant {value = 0} : int
  %c23 = prim.Constant {value = 1} : int
  %v21 = aten.flatten.using_ints(%x, %c22, %c23) : tensor<*, ?>
  %c25 = prim.Constant {value = 0} : int
  %v24 = aten.contiguous(%x, %c25) : tensor<*, ?>
  %c27 = prim.Constant {value = [0, -1]} : list<int>
  %v26 = aten.flip(%x, %c27) : tensor<*, ?>
  %c29 = prim.Constant {value = [1, -2]} : list<int>
  %c30 = prim.Constant {value = [0, 2]} : list<int>
  %v28 = aten.roll(%x, %c29, %c30) : tensor<*, ?>
  %c32 = prim.Constant {value = [4]} : list<int>
  %c33 = prim.Constant {value = []} : list<int>
  %v31 = aten.roll(%x, %c32, %c33) : tensor<*, ?>
  %c35 = prim.Constant {value = 1} : int
  %v34 = aten.tril(%x, %c35) : tensor<*, ?>
  %c37 = prim.Constant {value = 0} : int
  %v36 = aten.triu(%x, %c37) : tensor<*, ?>
  return %v1, %v4, %v7, %v10, %v12, %v15, %v16, %v18, %v20, %v21, %v24, %v26, %v28, %v31, %v34, %v36
}

// -----

graph @views_b(%x: tensor<[3, 1, 5], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 0} : int
  %c3 = prim.Constant {value = -1} : int
  %v1 = aten.transpose.int(%x, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = 1} : int
  %c6 = prim.Constant {value = 2} : int
  %v4 = aten.swapaxes(%x, %c5, %c6) : tensor<*, ?>
  %c8 = prim.Constant {value = -1} : int
  %c9 = prim.Constant {value = 0} : int
  %v7 = aten.swapdims(%x, %c8, %c9) : tensor<*, ?>
  %c11 = prim.Constant {value = [2, 0, 1]} : list<int>
  %v10 = aten.permute(%x, %c11) : tensor<*, ?>
  %c13 = prim.Constant {value = 0} : int
  %c14 = prim.Constant {value = -1} : int
  %v12 = aten.movedim.int(%x, %c13, %c14) : tensor<*, ?>
  %v15 = aten.numpy_T(%x) : tensor<*, ?>
  %c17 = prim.Constant {value = -1} : int
  %v16 = aten.unsqueeze(%x, %c17) : tensor<*, ?>
  %c19 = prim.Constant {value = 1} : int
  %v18 = aten.squeeze.dim(%x, %c19) : tensor<*, ?>
  %v20 = aten.squeeze(%x) : tensor<*, ?>
  %c22 = prim.Constant {value = 0} : int
  %c23 = prim.Constant {value = 1} : int
  %v21 = aten.flatten.using_ints(%x, %c22, %c23) : tensor<*, ?>
  %c25 = prim.Constant {value = 0} : int
  %v24 = aten.contiguous(%x, %c25) : tensor<*, ?>
  %c27 = prim.Constant {value = [0, -1]} : list<int>
  %v26 = aten.flip(%x, %c27) : tensor<*, ?>
  %c29 = prim.Constant {value = [1, -2]} : list<int>
  %c30 = prim.Constant {value = [0, 2]} : list<int>
  %v28 = aten.roll(%x, %c29, %c30) : tensor<*, ?>
  %c32 = prim.Constant {value = [4]} : list<int>
  %c33 = prim.Constant {value = []} : list<int>
  %v31 = aten.roll(%x, %c32, %c33) : tensor<*, ?>
  %c35 = prim.Constant {value = -1} : int
  %v34 = aten.tril(%x, %c35) : tensor<*, ?>
  %c37 = prim.Constant {value = 2} : int
  %v36 = aten.triu(%x, %c37) : tensor<*, ?>
  return %v1, %v4, %v7, %v10, %v12, %v15, %v16, %v18, %v20, %v21, %v24, %v26, %v28, %v31, %v34, %v36
}

// -----

graph @t_m(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.t(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @t_v(%x: tensor<[5], f32>) -> (tensor<*, ?>) {
  %v1 = aten.t(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @t_0d(%x: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %v1 = aten.t(%x) : tensor<*, ?>
  %c3 = prim.Constant {value = 0} : int
  %v2 = aten.unsqueeze(%x, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = 0} : int
  %c6 = prim.Constant {value = -1} : int
  %v4 = aten.flatten.using_ints(%x, %c5, %c6) : tensor<*, ?>
  return %v1, %v2, %v4
}

// -----

graph @reshapes_a(%x: tensor<[2, 3, 4], f32>, %o: tensor<[4, 6], f64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = -1} : int
  %c3 = prim.Constant {value = 12} : int
  %l1 = prim.ListConstruct(%c2, %c3) : list<int>
  %v4 = aten.view(%x, %l1) : tensor<*, ?>
  %c6 = prim.Constant {value = [4, 3, 2]} : list<int>
  %v5 = aten.reshape(%x, %c6) : tensor<*, ?>
  %v7 = aten.view_as(%x, %o) : tensor<*, ?>
  %v8 = aten.reshape_as(%x, %o) : tensor<*, ?>
  %c10 = prim.Constant {value = -1} : int
  %c11 = prim.Constant {value = [2, -1]} : list<int>
  %v9 = aten.unflatten.int(%x, %c10, %c11) : tensor<*, ?>
  return %v4, %v5, %v7, %v8, %v9
}

// -----

graph @reshapes_b(%x: tensor<[6, 4], f16>, %o: tensor<[4, 6], f64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = -1} : int
  %c3 = prim.Constant {value = 12} : int
  %l1 = prim.ListConstruct(%c2, %c3) : list<int>
  %v4 = aten.view(%x, %l1) : tensor<*, ?>
  %c6 = prim.Constant {value = [4, 3, 2]} : list<int>
  %v5 = aten.reshape(%x, %c6) : tensor<*, ?>
  %v7 = aten.view_as(%x, %o) : tensor<*, ?>
  %v8 = aten.reshape_as(%x, %o) : tensor<*, ?>
  %c10 = prim.Constant {value = -1} : int
  %c11 = prim.Constant {value = [2, -1]} : list<int>
  %v9 = aten.unflatten.int(%x, %c10, %c11) : tensor<*, ?>
  return %v4, %v5, %v7, %v8, %v9
}

// -----

graph @expands_a(%x: tensor<[3, 1], f32>, %o: tensor<[2, 3, 4], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = [2, 3, 4]} : list<int>
  %c3 = prim.Constant {value = false} : bool
  %v1 = aten.expand(%x, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = [5, -1, 4]} : list<int>
  %v4 = aten.broadcast_to(%x, %c5) : tensor<*, ?>
  %v6 = aten.expand_as(%x, %x) : tensor<*, ?>
  return %v1, %v4, %v6
}

// -----

graph @expands_b(%x: tensor<[1], bool>, %o: tensor<[2, 3, 4], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = [2, 3, 4]} : list<int>
  %c3 = prim.Constant {value = false} : bool
  %v1 = aten.expand(%x, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = [5, 2, -1]} : list<int>
  %v4 = aten.broadcast_to(%x, %c5) : tensor<*, ?>
  %v6 = aten.expand_as(%x, %o) : tensor<*, ?>
  return %v1, %v4, %v6
}

// -----

graph @joins_a(%a: tensor<[2, 3], f32>, %b: tensor<[2, 1], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %l1 = prim.ListConstruct(%a, %b) : list<tensor<*, ?>>
  %c3 = prim.Constant {value = -1} : int
  %v2 = aten.cat(%l1, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = -1} : int
  %v4 = aten.concat(%l1, %c5) : tensor<*, ?>
  %v6 = aten.hstack(%l1) : tensor<*, ?>
  %l7 = prim.ListConstruct(%a, %a) : list<tensor<*, ?>>
  %c9 = prim.Constant {value = 0} : int
  %v8 = aten.stack(%l7, %c9) : tensor<*, ?>
  %v10 = aten.vstack(%l7) : tensor<*, ?>
  return %v2, %v4, %v6, %v8, %v10
}

// -----

graph @joins_b(%a: tensor<[3], i64>, %b: tensor<[4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %l1 = prim.ListConstruct(%a, %b) : list<tensor<*, ?>>
  %c3 = prim.Constant {value = -1} : int
  %v2 = aten.cat(%l1, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = -1} : int
  %v4 = aten.concat(%l1, %c5) : tensor<*, ?>
  %v6 = aten.hstack(%l1) : tensor<*, ?>
  %l7 = prim.ListConstruct(%a, %a) : list<tensor<*, ?>>
  %c9 = prim.Constant {value = 1} : int
  %v8 = aten.stack(%l7, %c9) : tensor<*, ?>
  %v10 = aten.vstack(%l7) : tensor<*, ?>
  %c12 = prim.Constant {value = -1} : int
  %v11 = aten.stack(%l7, %c12) : tensor<*, ?>
  return %v2, %v4, %v6, %v8, %v10, %v11
}

// -----

graph @repeats_a(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = [2, 1, 2]} : list<int>
  %v1 = aten.repeat(%x, %c2) : tensor<*, ?>
  %c4 = prim.Constant {value = [2]} : list<int>
  %v3 = aten.tile(%x, %c4) : tensor<*, ?>
  %c6 = prim.Constant {value = [2, 1, 3]} : list<int>
  %v5 = aten.tile(%x, %c6) : tensor<*, ?>
  return %v1, %v3, %v5
}

// -----

graph @repeats_b(%x: tensor<[3], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = [3]} : list<int>
  %v1 = aten.repeat(%x, %c2) : tensor<*, ?>
  %c4 = prim.Constant {value = [2]} : list<int>
  %v3 = aten.tile(%x, %c4) : tensor<*, ?>
  %c6 = prim.Constant {value = [2, 1, 3]} : list<int>
  %v5 = aten.tile(%x, %c6) : tensor<*, ?>
  return %v1, %v3, %v5
}

// -----

graph @repeat_interleave(%x: tensor<[3, 4], f32>, %r: tensor<[3], i64>, %one: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %two = prim.Constant {value = 2} : int
  %zero = prim.Constant {value = 0} : int
  %m1 = prim.Constant {value = -1} : int
  %a = aten.repeat_interleave.self_int(%x, %two, %zero, %none) : tensor<*, ?>
  %b = aten.repeat_interleave.self_int(%x, %two, %m1, %none) : tensor<*, ?>
  %c = aten.repeat_interleave.self_int(%x, %two, %none, %none) : tensor<*, ?>
  %d = aten.repeat_interleave.self_Tensor(%x, %one, %zero, %none) : tensor<*, ?>
  %rr = aten.abs(%r) : tensor<*, ?>
  %e = aten.repeat_interleave.self_Tensor(%x, %rr, %zero, %none) : tensor<*, ?>
  %f = aten.repeat_interleave.Tensor(%rr, %none) : tensor<*, ?>
  return %a, %b, %c, %d, %e, %f
}

// -----

graph @meshgrid(%a: tensor<[3], f32>, %b: tensor<[4], f32>, %c: tensor<[], f32>, %d: tensor<[2], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %l = prim.ListConstruct(%a, %b) : list<tensor<*, ?>>
  %ij = prim.Constant {value = "ij"} : str
  %xy = prim.Constant {value = "xy"} : str
  %g = aten.meshgrid.indexing(%l, %ij) : list<tensor<*, ?>>
  %g0, %g1 = prim.ListUnpack(%g) : (tensor<*, ?>, tensor<*, ?>)
  %h = aten.meshgrid.indexing(%l, %xy) : list<tensor<*, ?>>
  %h0, %h1 = prim.ListUnpack(%h) : (tensor<*, ?>, tensor<*, ?>)
  %l3 = prim.ListConstruct(%a, %c, %d) : list<tensor<*, ?>>
  %k = aten.meshgrid(%l3) : list<tensor<*, ?>>
  %k0, %k1, %k2 = prim.ListUnpack(%k) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %g0, %g1, %h0, %h1, %k0, %k1, %k2
}

// -----

// Reshapes to a shape computed at run time (an int the data gives, as
// ConvTasNet's and Emformer's sizes), so the result's dims are unknown:
// before opset 14 Reshape's 0 copies the input's dim, and the lowering
// pads, reshapes and slices so that a 0 is a size of 0. The second reshapes an empty [2, 0] to
// [0, 5] (ONNX's copy would make it [2, 5]).
graph @reshape_runtime_shape(%x: tensor<[2, 6], f32>, %z: tensor<[2, 0], f32>, %e: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %zero = prim.Constant {value = 0} : int
  %ez = aten.mul.Scalar(%e, %zero) : tensor<*, ?>
  %r = aten.Int.Tensor(%ez) : int
  %three = prim.Constant {value = 3} : int
  %five = prim.Constant {value = 5} : int
  %m1 = prim.Constant {value = -1} : int
  %d = aten.add.int(%r, %three) : int
  %s = prim.ListConstruct(%d, %m1) : list<int>
  %a = aten.reshape(%x, %s) : tensor<*, ?>
  %s0 = prim.ListConstruct(%r, %five) : list<int>
  %b = aten.reshape(%z, %s0) : tensor<*, ?>
  return %a, %b
}
