// RUN: onnx-opt %s --allow-unregistered-ops --infer-shapes | FileCheck %s

// TorchScript lists are mutable: after an op that may write to the list
// (here an unregistered aten.append, which has side effects), its
// construction no longer says what it holds, so unpacking two values from a
// list constructed empty is not an error.

// CHECK-LABEL: graph @appended
// CHECK: prim.ListUnpack(%{{.*}}) : (int, int)
graph @appended(%a: int, %b: int) -> (int, int) {
  %l = prim.ListConstruct() : list<int>
  %0 = aten.append.t(%l, %a) : list<int>
  %1 = aten.append.t(%l, %b) : list<int>
  %x, %y = prim.ListUnpack(%l) : (int, int)
  return %x, %y
}
