// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline=functionalize

// A graph input read after its mutation: the caller's tensor would change.

graph @input_read_after(%x: tensor<[4], f32>) -> (tensor<[4], f32>) {
  // expected-error @below {{'aten.relu_' op mutates graph input 'x', which is read after it}}
  %0 = aten.relu_(%x) : tensor<[4], f32>
  %1 = aten.exp(%x) : tensor<[4], f32>
  return %1
}

// -----

// Returned is read too; through a view is the same.

graph @input_returned(%x: tensor<[4], f32>) -> (tensor<[4], f32>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %v = aten.slice.Tensor(%x, %c0, %c0, %c2, %c1) : tensor<[2], f32>
  // expected-error @below {{'aten.zero_' op mutates graph input 'x', which is read after it}}
  %0 = aten.zero_(%v) : tensor<[2], f32>
  return %x
}

// -----

graph @weight(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %w = prim.Constant {value = dense<tensor<[2], f32>, [1.0, 2.0]>} : tensor<[2], f32>
  %c1 = prim.Constant {value = 1} : int
  // expected-error @below {{'aten.add_.Tensor' op mutates weight 'w', which is read after it}}
  %0 = aten.add_.Tensor(%w, %x, %c1) : tensor<[2], f32>
  %1 = aten.mul.Tensor(%w, %x) : tensor<[2], f32>
  return %1
}

// -----

graph @loop_carried(%x: tensor<[4], f32>, %n: int) -> (tensor<[4], f32>) {
  %true = prim.Constant {value = true} : bool
  %r = prim.Loop(%n, %true, %x) ({
  ^bb0(%i: int, %acc: tensor<[4], f32>):
    // expected-error @below {{'aten.relu_' op mutation inside control flow: it writes 'acc', a block argument of its 'prim.Loop' region}}
    %0 = aten.relu_(%acc) : tensor<[4], f32>
    yield %true, %0
  }) : tensor<[4], f32>
  return %r
}

// -----

graph @through_expand(%x: tensor<[3], f32>) -> (tensor<[2, 3], f32>) {
  %size = prim.Constant {value = [2, 3]} : list<int>
  %false = prim.Constant {value = false} : bool
  %a = aten.neg(%x) : tensor<[3], f32>
  %e = aten.expand(%a, %size, %false) : tensor<[2, 3], f32>
  // expected-error @below {{'aten.relu_' op writes through 'aten.expand', whose elements share memory}}
  %0 = aten.relu_(%e) : tensor<[2, 3], f32>
  return %e
}

// -----

graph @through_unfold(%x: tensor<[6], f32>) -> (tensor<[6], f32>) {
  %c0 = prim.Constant {value = 0} : int
  %c2 = prim.Constant {value = 2} : int
  %a = aten.neg(%x) : tensor<[6], f32>
  %u = aten.unfold(%a, %c0, %c2, %c2) : tensor<[3, 2], f32>
  // expected-error @below {{'aten.relu_' op writes through the view 'aten.unfold', which functionalize cannot invert}}
  %0 = aten.relu_(%u) : tensor<[3, 2], f32>
  return %a
}

// -----

graph @out_variant(%x: tensor<[4], f32>, %y: tensor<[4], f32>) -> (tensor<[4], f32>) {
  %c1 = prim.Constant {value = 1} : int
  %a = aten.neg(%x) : tensor<[4], f32>
  // expected-error @below {{'aten.add.out' op writes its argument 'out'; functionalize rewrites only in-place ops (aten.foo_) that write their first tensor}}
  %0 = aten.add.out(%x, %y, %c1, %a) : tensor<[4], f32>
  return %a
}

// -----

graph @inplace_view(%x: tensor<[4], f32>) -> (tensor<[1, 4], f32>) {
  %c0 = prim.Constant {value = 0} : int
  %a = aten.neg(%x) : tensor<[4], f32>
  // expected-error @below {{'aten.unsqueeze_' op changes in place which elements its input views}}
  %0 = aten.unsqueeze_(%a, %c0) : tensor<[1, 4], f32>
  return %0
}
