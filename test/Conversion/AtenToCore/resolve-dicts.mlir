// RUN: onnx-opt %s --split-input-file --pass-pipeline='simplify-torchscript,dce' | FileCheck %s

// dict(pairs) of known (key, value) tuples (`OrderedDict([(k, v) for k, v
// in zip(names, results)])` once unrolled) is a DictConstruct, so its
// values() resolve.
// CHECK-LABEL: graph @from_pairs
// CHECK-NOT:     aten.dict
// CHECK-NOT:     aten.values
// CHECK:         %[[L:.*]] = prim.ListConstruct(%x, %y) : list<tensor<*, ?>>
// CHECK:         return %[[L]]
graph @from_pairs(%x: tensor<[2], f32>, %y: tensor<[3], f32>) -> (list<tensor<*, ?>>) {
  %a = prim.Constant {value = "a"} : str
  %b = prim.Constant {value = "b"} : str
  %pa = prim.TupleConstruct(%a, %x) : tuple<str, tensor<[2], f32>>
  %pb = prim.TupleConstruct(%b, %y) : tuple<str, tensor<[3], f32>>
  %pairs = prim.ListConstruct(%pa, %pb) : list<tuple<str, tensor<*, ?>>>
  %d = aten.dict.str(%pairs) : opaque<"Dict[str, Tensor]">
  %v = aten.values.str(%d) : list<tensor<*, ?>>
  return %v
}

// -----

// A dict put in a list (and the list in a tuple) and then changed: the
// detections a detection model returns, `result[i]["boxes"] = boxes`. The
// reads after the change see it, the containers read after it are rebuilt
// with the dict as it is then, and `"masks" in d` folds.
// CHECK-LABEL: graph @in_containers
// CHECK-NOT:     aten._set_item.str
// CHECK-NOT:     aten.__contains__.str
// CHECK:         %[[D:.*]] = prim.DictConstruct(%{{.*}}, %y) : opaque<"Dict[str, Tensor]">
// CHECK-NEXT:    %[[L:.*]] = prim.ListConstruct(%[[D]]) : list<opaque<"Dict[str, Tensor]">>
// CHECK-NEXT:    %[[T:.*]] = prim.TupleConstruct(%{{.*}}, %[[L]])
// CHECK-NEXT:    return %[[T]]
graph @in_containers(%x: tensor<[2], f32>, %y: tensor<[2], f32>) -> (tuple<bool, list<opaque<"Dict[str, Tensor]">>>) {
  %boxes = prim.Constant {value = "boxes"} : str
  %masks = prim.Constant {value = "masks"} : str
  %d = prim.DictConstruct(%boxes, %x) : opaque<"Dict[str, Tensor]">
  %l = prim.ListConstruct(%d) : list<opaque<"Dict[str, Tensor]">>
  aten._set_item.str(%d, %boxes, %y) : ()
  %has = aten.__contains__.str(%d, %masks) : bool
  %t = prim.TupleConstruct(%has, %l) : tuple<bool, list<opaque<"Dict[str, Tensor]">>>
  return %t
}

// -----

// A container read between two changes (a tuple of it made there) would
// keep the first: left alone.
// CHECK-LABEL: graph @read_between
// CHECK:         aten._set_item.str
// CHECK:         aten._set_item.str
graph @read_between(%x: tensor<[2], f32>, %y: tensor<[2], f32>) -> (tuple<list<opaque<"Dict[str, Tensor]">>>) {
  %k = prim.Constant {value = "k"} : str
  %d = prim.DictConstruct(%k, %x) : opaque<"Dict[str, Tensor]">
  %l = prim.ListConstruct(%d) : list<opaque<"Dict[str, Tensor]">>
  aten._set_item.str(%d, %k, %y) : ()
  %t = prim.TupleConstruct(%l) : tuple<list<opaque<"Dict[str, Tensor]">>>
  aten._set_item.str(%d, %k, %x) : ()
  return %t
}
