// sweep-pipeline: infer-shapes
//
// Host scalars written as core ops (decompose folds the sizes of these
// static samples to constants, so aten samples never reach core.dim and
// friends): the lowering sweep runs their entries in ONNX Runtime.

graph @sizes(%x: tensor<[3, 4, 5], f32>) -> (int, int, int) {
  %d = core.dim(%x) {axis = 1} : int
  %last = core.dim(%x) {axis = -1} : int
  %n = core.numel(%x) : int
  return %d, %last, %n
}

// -----

graph @min_max(%x: tensor<[3, 4], f32>) -> (int, int, int) {
  %n = core.numel(%x) : int
  %four = core.scalar_constant {value = 4} : int
  %lo = core.scalar_min(%n, %four) : int
  %hi = core.scalar_max(%n, %four) : int
  %d = core.dim(%x) {axis = 0} : int
  %mix = core.scalar_max(%d, %lo) : int
  return %lo, %hi, %mix
}

// -----

graph @float_min_max(%x: tensor<[6], f32>) -> (float, float) {
  %n = core.numel(%x) : int
  %two = core.scalar_constant {value = 2} : int
  %f = core.scalar_truediv(%n, %two) : float
  %g = core.scalar_constant {value = 2.5} : float
  %lo = core.scalar_min(%f, %g) : float
  %hi = core.scalar_max(%f, %g) : float
  return %lo, %hi
}

// -----

graph @logic(%x: tensor<[3, 1], f32>) -> (bool, bool, bool, bool) {
  %n = core.dim(%x) {axis = -1} : int
  %one = core.scalar_constant {value = 1} : int
  %is1 = core.scalar_cmp(%n, %one) {predicate = "eq"} : bool
  %gt1 = core.scalar_cmp(%n, %one) {predicate = "gt"} : bool
  %t = core.scalar_constant {value = true} : bool
  %both = core.scalar_and(%is1, %t) : bool
  %either = core.scalar_or(%gt1, %is1) : bool
  %neither = core.scalar_or(%gt1, %gt1) : bool
  %not = core.scalar_not(%is1) : bool
  return %both, %either, %neither, %not
}

// -----

// A size read at run time shapes a tensor: dim and numel feed from_scalars.
graph @reshape_by_size(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %b = core.dim(%x) {axis = 0} : int
  %n = core.numel(%x) : int
  %q = core.scalar_floordiv(%n, %b) : int
  %shape = core.from_scalars(%b, %q) {dtype = i64} : tensor<*, ?>
  %0 = core.reshape(%x, %shape) : tensor<*, ?>
  return %0
}
