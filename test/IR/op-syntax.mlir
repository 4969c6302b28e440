// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops | FileCheck %s
// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops | onnx-opt --split-input-file --allow-unregistered-ops | FileCheck %s

// Op names are dotted identifiers: the dialect, the op, an overload.

// CHECK-LABEL: graph @names
// CHECK-NEXT:    %0 = aten.add.Tensor(%x, %y, %alpha) : tensor<[2], f32>
// CHECK-NEXT:    %1 = core.add(%0, %y) : tensor<[2], f32>
// CHECK-NEXT:    %2 = test.with_under.score_1.v$2(%1) : tensor<[2], f32>
// CHECK-NEXT:    return %2
graph @names(%x: tensor<[2], f32>, %y: tensor<[2], f32>, %alpha: int)
    -> (tensor<[2], f32>) {
  %0 = aten.add.Tensor(%x, %y, %alpha) : tensor<[2], f32>
  %1 = core.add(%0, %y) : tensor<[2], f32>
  %2 = test.with_under.score_1.v$2(%1) : tensor<[2], f32>
  return %2
}

// -----

// Other op names are quoted; a quoted name that needs no quotes prints bare.

// CHECK-LABEL: graph @quoted
// CHECK-NEXT:    %0 = "aten::weird op"(%x) : int
// CHECK-NEXT:    %1 = "nodialect"(%0) : int
// CHECK-NEXT:    %2 = "return"(%1) : int
// CHECK-NEXT:    %3 = test.plain(%2) : int
// CHECK-NEXT:    return %3
graph @quoted(%x: int) -> (int) {
  %0 = "aten::weird op"(%x) : int
  %1 = "nodialect"(%0) : int
  %2 = "return"(%1) : int
  %3 = "test.plain"(%2) : int
  return %3
}

// -----

// Whitespace and comments are free; an empty operand list is dropped.

// CHECK-LABEL: graph @layout
// CHECK-NEXT:    %0, %1 = test.op(%x, %x) {a = [1, 2], b = "s"} : (int, int)
// CHECK-NEXT:    %2 = test.op : int
// CHECK-NEXT:    return
graph @layout(%x: int) -> () { %0, %1 = test.op ( %x ,%x ) { b = "s" ,
    a = [ 1 ,2 ] } // a comment
  :
  (int,int) // another
  %2 = test.op() : int
  return }
