// RUN: onnx-opt %s --split-input-file --pass-pipeline=decompose | FileCheck %s

// shufflenet's channel shuffle as traced: a size, divided as a 0-d tensor
// by a tensor constant and read back as an int, is a reshape target. The
// decompose pass shares what each entry's shape functions know, and a
// constant's contents are known from its attribute, so the quotient (24)
// and the reshape's dims are exact (chunk after it needs dim 2).

// CHECK-LABEL: graph @main
// CHECK: core.reshape(%x, %{{.*}}) : tensor<[1, 2, 24, 8, 8], f32>
graph @main(%x: tensor<[1, 48, 8, 8], f32>) -> (tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = 3} : int
  %cm1 = prim.Constant {value = -1} : int
  %two = prim.Constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
  %s0 = aten.size.int(%x, %c0) : int
  %s1 = aten.size.int(%x, %c1) : int
  %t1 = prim.NumToTensor(%s1) : tensor<[], i64>
  %s2 = aten.size.int(%x, %c2) : int
  %s3 = aten.size.int(%x, %c3) : int
  %q = aten.floor_divide(%t1, %two) : tensor<*, ?>
  %qi = aten.Int.Tensor(%q) : int
  %l = prim.ListConstruct(%s0, %c2, %qi, %s2, %s3) : list<int>
  %v = aten.view(%x, %l) : tensor<*, ?>
  return %v
}

// -----

// swin's window padding as traced: pad_r = (7 - W % 7) % 7 computed on a
// 0-d tensor from a static size and read back as an int. Entries read such
// ints (and lists of them) as constants: their value is known.

// CHECK-LABEL: graph @swin_pad
// CHECK:         core.pad(%x, {{.*}}) {{.*}} : tensor<[1, 5, 7, 3], f32>
// CHECK-NOT:     aten.
graph @swin_pad(%x: tensor<[1, 5, 5, 3], f32>) -> (tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %c7 = prim.Constant {value = 7} : int
  %none = prim.Constant : none
  %mode = prim.Constant {value = "constant"} : str
  %w = aten.size.int(%x, %c2) : int
  %wt = prim.NumToTensor(%w) : tensor<[], i64>
  %r = aten.remainder.Scalar(%wt, %c7) : tensor<*, ?>
  %s = aten.rsub.Scalar(%r, %c7, %c1) : tensor<*, ?>
  %p = aten.remainder.Scalar(%s, %c7) : tensor<*, ?>
  %pi = aten.Int.Tensor(%p) : int
  %l = prim.ListConstruct(%c0, %c0, %c0, %pi, %c0, %c0) : list<int>
  %y = aten.pad(%x, %l, %mode, %none) : tensor<*, ?>
  return %y
}
