// RUN: onnx-opt %s --split-input-file --pass-pipeline=functionalize | FileCheck %s

// A base mutated in place: every later read of it, and of the in-place
// op's result (an alias of it), reads the new value.

// CHECK-LABEL: graph @base
// CHECK-NEXT:    %c1 = prim.Constant {value = 1} : int
// CHECK-NEXT:    %a = aten.mul.Tensor(%x, %y) : tensor<[2, 3], f32>
// CHECK-NEXT:    %b = aten.add.Tensor(%a, %y, %c1) : tensor<[2, 3], f32>
// CHECK-NEXT:    %c = aten.relu(%b) : tensor<[2, 3], f32>
// CHECK-NEXT:    %d = aten.mul.Tensor(%c, %c) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %d, %c
graph @base(%x: tensor<[2, 3], f32>, %y: tensor<[2, 3], f32>) -> (tensor<[2, 3], f32>, tensor<[2, 3], f32>) {
  %c1 = prim.Constant {value = 1} : int
  %a = aten.mul.Tensor(%x, %y) : tensor<[2, 3], f32>
  %b = aten.add_.Tensor(%a, %y, %c1) : tensor<[2, 3], f32>
  %c = aten.relu_(%a) : tensor<[2, 3], f32>
  %d = aten.mul.Tensor(%a, %b) : tensor<[2, 3], f32>
  return %d, %c
}

// -----

// Several mutations in sequence, each reading the one before; a read
// between them sees the value of its time.

// CHECK-LABEL: graph @sequence
// CHECK:         %[[M:.*]] = aten.mul.Scalar(%a, %two) : tensor<[4], f32>
// CHECK-NEXT:    %mid = aten.exp(%[[M]]) : tensor<[4], f32>
// CHECK-NEXT:    %[[A:.*]] = aten.add.Tensor(%[[M]], %x, %c1) : tensor<[4], f32>
// CHECK-NEXT:    %[[S:.*]] = aten.sigmoid(%[[A]]) : tensor<[4], f32>
// CHECK-NEXT:    return %[[S]], %mid
graph @sequence(%x: tensor<[4], f32>) -> (tensor<[4], f32>, tensor<[4], f32>) {
  %c1 = prim.Constant {value = 1} : int
  %two = prim.Constant {value = 2.0} : float
  %a = aten.neg(%x) : tensor<[4], f32>
  %0 = aten.mul_.Scalar(%a, %two) : tensor<[4], f32>
  %mid = aten.exp(%a) : tensor<[4], f32>
  %1 = aten.add_.Tensor(%a, %x, %c1) : tensor<[4], f32>
  %2 = aten.sigmoid_(%a) : tensor<[4], f32>
  return %a, %mid
}

// -----

// Slice of a slice, then fill_: the new slice is scattered back, inner view
// first. A view of the base taken before the write is derived again.

// CHECK-LABEL: graph @slice_of_slice_fill
// CHECK:         %z = aten.zeros_like
// CHECK-NEXT:    %early = aten.slice.Tensor(%z, %c0, %c0, %c2, %c1) : tensor<[2, 6], f32>
// CHECK-NEXT:    %s0 = aten.slice.Tensor(%z, %c0, %c1, %c3, %c1) : tensor<[2, 6], f32>
// CHECK-NEXT:    %s1 = aten.slice.Tensor(%s0, %c1, %c2, %c4, %c1) : tensor<[2, 2], f32>
// CHECK-NEXT:    %[[N:.*]] = prim.Constant : none
// CHECK-NEXT:    %f = aten.full_like(%s1, %five, %[[N]], %[[N]], %[[N]], %[[N]], %[[N]]) : tensor<[2, 2], f32>
// CHECK-NEXT:    %[[S0:.*]] = aten.slice_scatter(%s0, %f, %c1, %c2, %c4, %c1) : tensor<[2, 6], f32>
// CHECK-NEXT:    %[[Z:.*]] = aten.slice_scatter(%z, %[[S0]], %c0, %c1, %c3, %c1) : tensor<[4, 6], f32>
// CHECK-NEXT:    %out = aten.add.Tensor(%[[Z]], %x, %c1) : tensor<[4, 6], f32>
// CHECK-NEXT:    %[[E:.*]] = aten.slice.Tensor(%[[Z]], %c0, %c0, %c2, %c1) : tensor<[2, 6], f32>
// CHECK-NEXT:    return %out, %[[E]]
graph @slice_of_slice_fill(%x: tensor<[4, 6], f32>) -> (tensor<[4, 6], f32>, tensor<[2, 6], f32>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = 3} : int
  %c4 = prim.Constant {value = 4} : int
  %five = prim.Constant {value = 5.0} : float
  %none = prim.Constant : none
  %z = aten.zeros_like(%x, %none, %none, %none, %none, %none) : tensor<[4, 6], f32>
  %early = aten.slice.Tensor(%z, %c0, %c0, %c2, %c1) : tensor<[2, 6], f32>
  %s0 = aten.slice.Tensor(%z, %c0, %c1, %c3, %c1) : tensor<[2, 6], f32>
  %s1 = aten.slice.Tensor(%s0, %c1, %c2, %c4, %c1) : tensor<[2, 2], f32>
  %f = aten.fill_.Scalar(%s1, %five) : tensor<[2, 2], f32>
  %out = aten.add.Tensor(%z, %x, %c1) : tensor<[4, 6], f32>
  return %out, %early
}

// -----

// select + copy_: the source, already of the destination's dtype and shape,
// is the new row.

// CHECK-LABEL: graph @select_copy
// CHECK:         %a = aten.neg(%x)
// CHECK-NEXT:    %row = aten.select.int(%a, %c0, %c1) : tensor<[5], f32>
// CHECK-NEXT:    %[[A:.*]] = aten.select_scatter(%a, %r, %c0, %c1) : tensor<[3, 5], f32>
// CHECK-NEXT:    return %[[A]]
graph @select_copy(%x: tensor<[3, 5], f32>, %r: tensor<[5], f32>) -> (tensor<[3, 5], f32>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %false = prim.Constant {value = false} : bool
  %a = aten.neg(%x) : tensor<[3, 5], f32>
  %row = aten.select.int(%a, %c0, %c1) : tensor<[5], f32>
  %0 = aten.copy_(%row, %r, %false) : tensor<[5], f32>
  return %a
}

// -----

// copy_ from another dtype and a broadcast shape: cast, then expand.

// CHECK-LABEL: graph @copy_cast_expand
// CHECK:         %a = aten.neg(%x)
// CHECK-NEXT:    %[[C:.*]] = aten.type_as(%r, %a) : tensor<[5], f32>
// CHECK-NEXT:    %[[E:.*]] = aten.expand_as(%[[C]], %a) : tensor<[3, 5], f32>
// CHECK-NEXT:    return %[[E]]
graph @copy_cast_expand(%x: tensor<[3, 5], f32>, %r: tensor<[5], i64>) -> (tensor<[3, 5], f32>) {
  %false = prim.Constant {value = false} : bool
  %a = aten.neg(%x) : tensor<[3, 5], f32>
  %0 = aten.copy_(%a, %r, %false) : tensor<[3, 5], f32>
  return %a
}

// -----

// transpose + mul_: the new transposed value is transposed back.

// CHECK-LABEL: graph @transpose_mul
// CHECK:         %t = aten.transpose.int(%a, %c0, %c1) : tensor<[3, 2], f32>
// CHECK-NEXT:    %[[M:.*]] = aten.mul.Tensor(%t, %y) : tensor<[3, 2], f32>
// CHECK-NEXT:    %[[A:.*]] = aten.transpose.int(%[[M]], %c0, %c1) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[A]]
graph @transpose_mul(%x: tensor<[2, 3], f32>, %y: tensor<[3, 2], f32>) -> (tensor<[2, 3], f32>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %a = aten.neg(%x) : tensor<[2, 3], f32>
  %t = aten.transpose.int(%a, %c0, %c1) : tensor<[3, 2], f32>
  %0 = aten.mul_.Tensor(%t, %y) : tensor<[3, 2], f32>
  return %a
}

// -----

// permute (inverse permutation), view (reshape back to the base's sizes),
// narrow (a slice_scatter up to start + length) and zero_.

// CHECK-LABEL: graph @permute_view_narrow
// CHECK:         %n = aten.narrow(%v, %c0, %c1, %c2) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[NONE:.*]] = prim.Constant : none
// CHECK-NEXT:    %[[Z:.*]] = aten.zeros_like(%n, %[[NONE]], %[[NONE]], %[[NONE]], %[[NONE]], %[[NONE]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[END:.*]] = aten.add.int(%c1, %c2) : int
// CHECK-NEXT:    %[[ONE:.*]] = prim.Constant {value = 1} : int
// CHECK-NEXT:    %[[V:.*]] = aten.slice_scatter(%v, %[[Z]], %c0, %c1, %[[END]], %[[ONE]]) : tensor<[8, 3], f32>
// CHECK-NEXT:    %[[SH:.*]] = prim.Constant {value = [4, 2, 3]} : list<int>
// CHECK-NEXT:    %[[P:.*]] = aten.reshape(%[[V]], %[[SH]]) : tensor<[4, 2, 3], f32>
// CHECK-NEXT:    %[[INV:.*]] = prim.Constant {value = [1, 2, 0]} : list<int>
// CHECK-NEXT:    %[[A:.*]] = aten.permute(%[[P]], %[[INV]]) : tensor<[2, 3, 4], f32>
// CHECK-NEXT:    return %[[A]]
graph @permute_view_narrow(%x: tensor<[2, 3, 4], f32>) -> (tensor<[2, 3, 4], f32>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %perm = prim.Constant {value = [2, 0, 1]} : list<int>
  %shape = prim.Constant {value = [8, 3]} : list<int>
  %a = aten.neg(%x) : tensor<[2, 3, 4], f32>
  %p = aten.permute(%a, %perm) : tensor<[4, 2, 3], f32>
  %v = aten.view(%p, %shape) : tensor<[8, 3], f32>
  %n = aten.narrow(%v, %c0, %c1, %c2) : tensor<[2, 3], f32>
  %0 = aten.zero_(%n) : tensor<[2, 3], f32>
  return %a
}

// -----

// A view taken before a mutation of its base, read after it, is derived
// again from the new base; read before it, it is the old view.

// CHECK-LABEL: graph @view_observes
// CHECK:         %v = aten.slice.Tensor(%a, %c0, %c0, %c2, %c1) : tensor<[2], f32>
// CHECK-NEXT:    %before = aten.exp(%v) : tensor<[2], f32>
// CHECK-NEXT:    %[[A:.*]] = aten.relu(%a) : tensor<[4], f32>
// CHECK-NEXT:    %[[V:.*]] = aten.slice.Tensor(%[[A]], %c0, %c0, %c2, %c1) : tensor<[2], f32>
// CHECK-NEXT:    %after = aten.exp(%[[V]]) : tensor<[2], f32>
// CHECK-NEXT:    return %before, %after
graph @view_observes(%x: tensor<[4], f32>) -> (tensor<[2], f32>, tensor<[2], f32>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %a = aten.neg(%x) : tensor<[4], f32>
  %v = aten.slice.Tensor(%a, %c0, %c0, %c2, %c1) : tensor<[2], f32>
  %before = aten.exp(%v) : tensor<[2], f32>
  %0 = aten.relu_(%a) : tensor<[4], f32>
  %after = aten.exp(%v) : tensor<[2], f32>
  return %before, %after
}

// -----

// Reads inside a later region see the new value; the view is derived
// again before the region op, once.

// CHECK-LABEL: graph @later_region
// CHECK:         %[[A:.*]] = aten.relu(%a) : tensor<[4], f32>
// CHECK-NEXT:    %[[V:.*]] = aten.slice.Tensor(%[[A]], %c0, %c0, %c2, %c1) : tensor<[2], f32>
// CHECK-NEXT:    %r = prim.If(%b) ({
// CHECK-NEXT:      %e = aten.exp(%[[V]]) : tensor<[2], f32>
// CHECK:           %l = aten.log(%[[V]]) : tensor<[2], f32>
graph @later_region(%x: tensor<[4], f32>, %b: bool) -> (tensor<[2], f32>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %a = aten.neg(%x) : tensor<[4], f32>
  %v = aten.slice.Tensor(%a, %c0, %c0, %c2, %c1) : tensor<[2], f32>
  %0 = aten.relu_(%a) : tensor<[4], f32>
  %r = prim.If(%b) ({
    %e = aten.exp(%v) : tensor<[2], f32>
    yield %e
  }, {
    %l = aten.log(%v) : tensor<[2], f32>
    yield %l
  }) : tensor<[2], f32>
  return %r
}

// -----

// A tensor made and mutated inside a region is local to it: functionalized.

// CHECK-LABEL: graph @mutation_local_to_region
// CHECK-NEXT:    %r = prim.If(%b) ({
// CHECK-NEXT:      %a = aten.neg(%x) : tensor<[4], f32>
// CHECK-NEXT:      %[[A:.*]] = aten.relu(%a) : tensor<[4], f32>
// CHECK-NEXT:      yield %[[A]]
graph @mutation_local_to_region(%x: tensor<[4], f32>, %b: bool) -> (tensor<[4], f32>) {
  %r = prim.If(%b) ({
    %a = aten.neg(%x) : tensor<[4], f32>
    %0 = aten.relu_(%a) : tensor<[4], f32>
    yield %a
  }, {
    yield %x
  }) : tensor<[4], f32>
  return %r
}

// -----

// A graph input that is dead after its mutation may be written: the
// in-place op's result is the new value.

// CHECK-LABEL: graph @dead_input
// CHECK-NEXT:    %[[R:.*]] = aten.relu(%x) : tensor<[4], f32>
// CHECK-NEXT:    %[[E:.*]] = aten.exp(%[[R]]) : tensor<[4], f32>
// CHECK-NEXT:    return %[[E]]
graph @dead_input(%x: tensor<[4], f32>) -> (tensor<[4], f32>) {
  %0 = aten.relu_(%x) : tensor<[4], f32>
  %1 = aten.exp(%0) : tensor<[4], f32>
  return %1
}

// -----

// The functional form of a comparison gives bool; lt_ keeps self's dtype.

// CHECK-LABEL: graph @dtype_kept
// CHECK:         %[[LT:.*]] = aten.lt.Tensor(%a, %y)
// CHECK-NEXT:    %[[A:.*]] = aten.type_as(%[[LT]], %a) : tensor<[4], f32>
// CHECK-NEXT:    return %[[A]]
graph @dtype_kept(%x: tensor<[4], f32>, %y: tensor<[4], f32>) -> (tensor<[4], f32>) {
  %a = aten.neg(%x) : tensor<[4], f32>
  %0 = aten.lt_.Tensor(%a, %y) : tensor<[4], f32>
  return %a
}

// -----

// Swin's window mask as traced: new_zeros, then fill_.Tensor of a 0-d count
// into slices of slices, twice; the mask is read (viewed) afterwards. Each
// write reads the mask the one before made.

// CHECK-LABEL: graph @swin_mask
// CHECK:         %mask = aten.new_zeros(%x, %size, %c6, %none, %cpu, %false) : tensor<[4, 4], f32>
// CHECK-NEXT:    %r0 = aten.slice.Tensor(%mask, %c0, %c0, %c2, %c1) : tensor<[2, 4], f32>
// CHECK-NEXT:    %b0 = aten.slice.Tensor(%r0, %c1, %c2, %c4, %c1) : tensor<[2, 2], f32>
// CHECK-NEXT:    %[[E0:.*]] = aten.expand_as(%one, %b0) : tensor<[2, 2], f32>
// CHECK-NEXT:    %[[R0:.*]] = aten.slice_scatter(%r0, %[[E0]], %c1, %c2, %c4, %c1) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[M0:.*]] = aten.slice_scatter(%mask, %[[R0]], %c0, %c0, %c2, %c1) : tensor<[4, 4], f32>
// CHECK-NEXT:    %r1 = aten.slice.Tensor(%[[M0]], %c0, %c2, %c4, %c1) : tensor<[2, 4], f32>
// CHECK-NEXT:    %b1 = aten.slice.Tensor(%r1, %c1, %c0, %c2, %c1) : tensor<[2, 2], f32>
// CHECK-NEXT:    %[[E1:.*]] = aten.expand_as(%two, %b1) : tensor<[2, 2], f32>
// CHECK-NEXT:    %[[R1:.*]] = aten.slice_scatter(%r1, %[[E1]], %c1, %c0, %c2, %c1) : tensor<[2, 4], f32>
// CHECK-NEXT:    %[[M1:.*]] = aten.slice_scatter(%[[M0]], %[[R1]], %c0, %c2, %c4, %c1) : tensor<[4, 4], f32>
// CHECK-NEXT:    %flat = aten.view(%[[M1]], %flat_size) : tensor<[16], f32>
// CHECK-NEXT:    return %flat
graph @swin_mask(%x: tensor<[1, 8], f32>) -> (tensor<[16], f32>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %c4 = prim.Constant {value = 4} : int
  %c6 = prim.Constant {value = 6} : int
  %none = prim.Constant : none
  %false = prim.Constant {value = false} : bool
  %cpu = prim.Constant {value = "cpu"} : device
  %one = prim.Constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
  %two = prim.Constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
  %size = prim.ListConstruct(%c4, %c4) : list<int>
  %flat_size = prim.Constant {value = [16]} : list<int>
  %mask = aten.new_zeros(%x, %size, %c6, %none, %cpu, %false) : tensor<[4, 4], f32>
  %r0 = aten.slice.Tensor(%mask, %c0, %c0, %c2, %c1) : tensor<[2, 4], f32>
  %b0 = aten.slice.Tensor(%r0, %c1, %c2, %c4, %c1) : tensor<[2, 2], f32>
  %0 = aten.fill_.Tensor(%b0, %one) : tensor<[2, 2], f32>
  %r1 = aten.slice.Tensor(%mask, %c0, %c2, %c4, %c1) : tensor<[2, 4], f32>
  %b1 = aten.slice.Tensor(%r1, %c1, %c0, %c2, %c1) : tensor<[2, 2], f32>
  %1 = aten.fill_.Tensor(%b1, %two) : tensor<[2, 2], f32>
  %flat = aten.view(%mask, %flat_size) : tensor<[16], f32>
  return %flat
}

// -----

// A list of tensors built before a write to an element holds the element
// itself: read after the write, the list is built again with the new value.

// CHECK-LABEL: graph @list_of_tensors
// CHECK:         %l = prim.ListConstruct(%a, %x) : list<tensor<[4], f32>>
// CHECK-NEXT:    %before = aten.cat(%l, %c0) : tensor<[8], f32>
// CHECK-NEXT:    %[[A:.*]] = aten.relu(%a) : tensor<[4], f32>
// CHECK-NEXT:    %[[L:.*]] = prim.ListConstruct(%[[A]], %x) : list<tensor<[4], f32>>
// CHECK-NEXT:    %after = aten.cat(%[[L]], %c0) : tensor<[8], f32>
// CHECK-NEXT:    %again = aten.stack(%[[L]], %c0) : tensor<[2, 4], f32>
graph @list_of_tensors(%x: tensor<[4], f32>) -> (tensor<[8], f32>, tensor<[8], f32>, tensor<[2, 4], f32>) {
  %c0 = prim.Constant {value = 0} : int
  %a = aten.neg(%x) : tensor<[4], f32>
  %l = prim.ListConstruct(%a, %x) : list<tensor<[4], f32>>
  %before = aten.cat(%l, %c0) : tensor<[8], f32>
  %0 = aten.relu_(%a) : tensor<[4], f32>
  %after = aten.cat(%l, %c0) : tensor<[8], f32>
  %again = aten.stack(%l, %c0) : tensor<[2, 4], f32>
  return %before, %after, %again
}

// -----

// `to` with both dtypes known: the same dtype returns its input (a write
// through it writes the input), another dtype a copy (a new base).

// CHECK-LABEL: graph @to_alias_or_copy
// CHECK:         %same = aten.to.dtype(%a, %c6, %false, %false, %none) : tensor<[4], f32>
// CHECK-NEXT:    %[[A:.*]] = aten.relu(%same) : tensor<[4], f32>
// CHECK-NEXT:    %other = aten.to.dtype(%[[A]], %c7, %false, %false, %none) : tensor<[4], f64>
// CHECK-NEXT:    %[[O:.*]] = aten.relu(%other) : tensor<[4], f64>
// CHECK-NEXT:    return %[[A]], %[[O]]
graph @to_alias_or_copy(%x: tensor<[4], f32>) -> (tensor<[4], f32>, tensor<[4], f64>) {
  %c6 = prim.Constant {value = 6} : int
  %c7 = prim.Constant {value = 7} : int
  %false = prim.Constant {value = false} : bool
  %none = prim.Constant : none
  %a = aten.neg(%x) : tensor<[4], f32>
  %same = aten.to.dtype(%a, %c6, %false, %false, %none) : tensor<[4], f32>
  %0 = aten.relu_(%same) : tensor<[4], f32>
  %other = aten.to.dtype(%a, %c7, %false, %false, %none) : tensor<[4], f64>
  %1 = aten.relu_(%other) : tensor<[4], f64>
  return %a, %other
}

// -----

// The functional form is the overload that takes the same arguments, not
// always the same overload name: floor_divide_.Tensor is floor_divide,
// pow_.Scalar(Tensor, Scalar) is pow.Tensor_Scalar (pow.Scalar takes a
// Scalar self), and the augmented operator __iand__ is __and__.

// CHECK-LABEL: graph @overloads
// CHECK:         %a = aten.floor_divide(%x, %y) : tensor<[3], i64>
// CHECK:         %b = aten.pow.Tensor_Scalar(%a, %two) : tensor<[3], i64>
// CHECK:         %c = aten.__and__.Tensor(%b, %y) : tensor<[3], i64>
// CHECK-NEXT:    return %c
graph @overloads(%x: tensor<[3], i64>, %y: tensor<[3], i64>) -> (tensor<[3], i64>) {
  %two = prim.Constant {value = 2} : int
  %z = aten.mul.Tensor(%x, %y) : tensor<[3], i64>
  %a = aten.floor_divide_.Tensor(%x, %y) : tensor<[3], i64>
  %b = aten.pow_.Scalar(%a, %two) : tensor<[3], i64>
  %c = aten.__iand__.Tensor(%b, %y) : tensor<[3], i64>
  return %c
}

// -----

// nn.Embedding(max_norm) renormalizes rows of its weight before the
// lookup. A weight written and read afterwards is an error
// (functionalize-errors.mlir), but for embedding_renorm_ alone: it is
// idempotent, so renormalizing the original weight's rows on every call
// reads what torch reads on every call.
// CHECK-LABEL: graph @embedding_renorm_weight
// CHECK:         %[[R:.*]] = aten.embedding_renorm(%w, %i, %mx, %p)
// CHECK:         aten.embedding(%{{.*}}, %i,
// CHECK-NOT:     aten.embedding_renorm_
graph @embedding_renorm_weight(%i: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %w = prim.Constant {value = dense<tensor<[10, 4], f32>, elided>} : tensor<[10, 4], f32>
  %mx = prim.Constant {value = 1.0} : float
  %p = prim.Constant {value = 2.0} : float
  %pi = prim.Constant {value = -1} : int
  %f = prim.Constant {value = false} : bool
  %0 = aten.embedding_renorm_(%w, %i, %mx, %p) : tensor<[10, 4], f32>
  %1 = aten.embedding(%w, %i, %pi, %f, %f) : tensor<*, ?>
  return %1
}
