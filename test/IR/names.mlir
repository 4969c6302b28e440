// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops | FileCheck %s
// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops | onnx-opt --split-input-file --allow-unregistered-ops | FileCheck %s

// Name hints are kept; purely numeric names only number values in the text,
// so unnamed values are renumbered %0, %1, ... in order of definition.

// CHECK-LABEL: graph @hints
// CHECK-SAME: (%x: tensor<[2], f32>, %0: tensor<[2], f32>)
// CHECK-NEXT:    %layer1.0.conv1.weight = test.w : tensor<[2], f32>
// CHECK-NEXT:    %1 = core.add(%x, %0) : tensor<[2], f32>
// CHECK-NEXT:    %a$b-c_d = core.add(%1, %layer1.0.conv1.weight) : tensor<[2], f32>
// CHECK-NEXT:    %2 = core.relu(%a$b-c_d) : tensor<[2], f32>
// CHECK-NEXT:    %3.weight = test.w : tensor<[2], f32>
// CHECK-NEXT:    return %2
graph @hints(%x: tensor<[2], f32>, %17: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %layer1.0.conv1.weight = test.w : tensor<[2], f32>
  %5 = core.add(%x, %17) : tensor<[2], f32>
  %a$b-c_d = core.add(%5, %layer1.0.conv1.weight) : tensor<[2], f32>
  %007 = core.relu(%a$b-c_d) : tensor<[2], f32>
  %3.weight = test.w : tensor<[2], f32>
  return %007
}

// -----

// Names with other characters are quoted (ONNX tensor names); a quoted name
// that needs no quotes prints bare; `%"7"` and `%""` are not hints.

// CHECK-LABEL: graph @quoted
// CHECK-SAME: (%"/input/x": tensor<[1], f32>)
// CHECK-NEXT:    %"/layer1/Conv_output_0" = core.relu(%"/input/x") : tensor<[1], f32>
// CHECK-NEXT:    %plain = core.relu(%"/layer1/Conv_output_0") : tensor<[1], f32>
// CHECK-NEXT:    %0 = core.relu(%plain) : tensor<[1], f32>
// CHECK-NEXT:    %1 = core.relu(%0) : tensor<[1], f32>
// CHECK-NEXT:    %"with space \"and quotes\"" = core.relu(%1) : tensor<[1], f32>
// CHECK-NEXT:    %"tab\t\C3\A9" = core.relu(%"with space \"and quotes\"") : tensor<[1], f32>
// CHECK-NEXT:    return %"tab\t\C3\A9"
graph @quoted(%"/input/x": tensor<[1], f32>) -> (tensor<[1], f32>) {
  %"/layer1/Conv_output_0" = core.relu(%"/input/x") : tensor<[1], f32>
  %"plain" = core.relu(%"/layer1/Conv_output_0") : tensor<[1], f32>
  %"7" = core.relu(%plain) : tensor<[1], f32>
  %"" = core.relu(%7) : tensor<[1], f32>
  %"with space \"and quotes\"" = core.relu(%"") : tensor<[1], f32>
  %"tab\té" = core.relu(%"with space \"and quotes\"") : tensor<[1], f32>
  return %"tab\09\C3\A9"
}

// -----

// Repeated hints (in different regions, or set by passes) are made unique
// per graph with a `_N` suffix, skipping names already taken.

// CHECK-LABEL: graph @uniquing
// CHECK-NEXT:    test.op ({
// CHECK-NEXT:      %x = test.def : int
// CHECK-NEXT:      yield
// CHECK-NEXT:    }, {
// CHECK-NEXT:      %x_1 = test.def : int
// CHECK-NEXT:      %y = test.def : int
// CHECK-NEXT:      yield
// CHECK-NEXT:    }) : ()
// CHECK-NEXT:    %y_1 = test.def : int
// CHECK-NEXT:    %x_1_1 = test.def : int
// CHECK-NEXT:    %x_2 = test.def : int
// CHECK-NEXT:    return
graph @uniquing() -> () {
  test.op ({
    %x = test.def : int
    yield
  }, {
    %x = test.def : int
    %y = test.def : int
    yield
  }) : ()
  %y = test.def : int
  %x_1 = test.def : int
  %x = test.def : int
  return
}

// -----

// Names are unique per graph, not per module: each graph starts afresh.

// CHECK-LABEL: graph @first
// CHECK: %0 = test.def : int
// CHECK: %v = test.def : int
// CHECK-LABEL: graph @second
// CHECK: %0 = test.def : int
// CHECK: %v = test.def : int
graph @first() -> () {
  %3 = test.def : int
  %v = test.def : int
  return
}
graph @second() -> () {
  %9 = test.def : int
  %v = test.def : int
  return
}

// -----

// Graph names: identifiers or quoted strings.

// CHECK: graph @"main graph"() -> ()
// CHECK: graph @g.1-x() -> ()
// CHECK: graph @bare() -> ()
graph @"main graph"() -> () {
  return
}
graph @g.1-x() -> () {
  return
}
graph @"bare"() -> () {
  return
}
