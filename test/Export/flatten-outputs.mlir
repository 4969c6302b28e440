// RUN: onnx-opt %s --split-input-file --pass-pipeline='flatten-outputs' | FileCheck %s

// A tuple is flattened into its elements, in order; nothing names them.
// CHECK-LABEL: graph @tuple
// CHECK-SAME:    -> (tensor<[2], f32>, tensor<[3], f32>) {
// CHECK-NOT:     prim.TupleConstruct
// CHECK:         return %x, %y
graph @tuple(%x: tensor<[2], f32>, %y: tensor<[3], f32>) -> (tuple<tensor<[2], f32>, tensor<[3], f32>>) {
  %t = prim.TupleConstruct(%x, %y) : tuple<tensor<[2], f32>, tensor<[3], f32>>
  return %t
}

// -----

// A dict's values in insertion order, named by its keys (a tuple under a
// key counts from 0); the keys go to tocc.output_keys.
// CHECK-LABEL: graph @dict
// CHECK-SAME:    attributes {tocc.output_keys = ["out", "pair_0", "pair_1"]}
// CHECK-NOT:     prim.DictConstruct
// CHECK:         return %x, %y, %x
graph @dict(%x: tensor<[2], f32>, %y: tensor<[3], f32>) -> (opaque<"Dict[str, Any]">) {
  %out = prim.Constant {value = "out"} : str
  %pair = prim.Constant {value = "pair"} : str
  %p = prim.TupleConstruct(%y, %x) : tuple<tensor<[3], f32>, tensor<[2], f32>>
  %d = prim.DictConstruct(%out, %x, %pair, %p) : opaque<"Dict[str, Any]">
  return %d
}

// -----

// A detector's list of per-image dicts: the second image's keys count up.
// CHECK-LABEL: graph @repeated_keys
// CHECK-SAME:    attributes {tocc.output_keys = ["boxes", "boxes_1"]}
// CHECK:         return %x, %y
graph @repeated_keys(%x: tensor<[2], f32>, %y: tensor<[2], f32>) -> (list<opaque<"Dict[str, Tensor]">>) {
  %k = prim.Constant {value = "boxes"} : str
  %d0 = prim.DictConstruct(%k, %x) : opaque<"Dict[str, Tensor]">
  %d1 = prim.DictConstruct(%k, %y) : opaque<"Dict[str, Tensor]">
  %l = prim.ListConstruct(%d0, %d1) : list<opaque<"Dict[str, Tensor]">>
  return %l
}

// -----

// Tensors are left as they are.
// CHECK-LABEL: graph @tensors
// CHECK-NOT:     attributes
// CHECK:         return %x
graph @tensors(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  return %x
}
