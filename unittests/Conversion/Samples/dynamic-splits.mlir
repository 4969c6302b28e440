// Sweep samples: tensor_split along a dim known only at run time (MViT's
// class token split off a sequence whose length shape inference cannot
// know), made unknown by a reshape to a size the data gives. Each piece is
// a slice with run-time bounds (Slice takes them as inputs from opset 10);
// docs/supported-ops.md judges tensor_split by its static form in
// indexing.mlir, which exports at 9.
// supported-ops: new-ops-only

// The indices [-2, 7] and 4 sections of 6 rows (2, 2, 1, 1).
graph @tensor_split_dynamic(%x: tensor<[6, 4], f32>, %e: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %zero = prim.Constant {value = 0} : int
  %ez = aten.mul.Scalar(%e, %zero) : tensor<*, ?>
  %r = aten.Int.Tensor(%ez) : int
  %six = prim.Constant {value = 6} : int
  %m1 = prim.Constant {value = -1} : int
  %n = aten.add.int(%r, %six) : int
  %s = prim.ListConstruct(%n, %m1) : list<int>
  %y = aten.reshape(%x, %s) : tensor<*, ?>
  %j = prim.Constant {value = [-2, 7]} : list<int>
  %b = aten.tensor_split.indices(%y, %j, %zero) : list<tensor<*, ?>>
  %b0, %b1, %b2 = prim.ListUnpack(%b) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %four = prim.Constant {value = 4} : int
  %c = aten.tensor_split.sections(%y, %four, %zero) : list<tensor<*, ?>>
  %c0, %c1, %c2, %c3 = prim.ListUnpack(%c) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %b0, %b1, %b2, %c0, %c1, %c2, %c3
}
