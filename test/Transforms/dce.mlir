// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops --dce | FileCheck %s

// A dead chain dies in one run; live ops and the graph inputs stay.

// CHECK-LABEL: graph @dead_chain
// CHECK-NEXT:    %[[A:.*]] = core.relu(%x)
// CHECK-NEXT:    return %[[A]]
// CHECK-NEXT:  }
graph @dead_chain(%x: tensor<[2], f32>, %unused: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x) : tensor<[2], f32>
  %1 = core.add(%0, %x) : tensor<[2], f32>
  %2 = core.relu(%1) : tensor<[2], f32>
  %3 = aten.relu(%2) : tensor<[2], f32>
  return %0
}

// -----

// Unregistered ops may have side effects: they stay, and so do the pure ops
// they use.

// CHECK-LABEL: graph @side_effects
// CHECK-NEXT:    %[[A:.*]] = core.relu(%x)
// CHECK-NEXT:    test.print(%[[A]]) : ()
// CHECK-NEXT:    %{{.*}} = test.random : tensor<[2], f32>
// CHECK-NEXT:    return %x
graph @side_effects(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x) : tensor<[2], f32>
  test.print(%0) : ()
  %1 = test.random() : tensor<[2], f32>
  %2 = core.relu(%x) : tensor<[2], f32>
  return %x
}

// -----

// Dead ops inside the regions of a live op are removed; the values they
// used die with them.

// CHECK-LABEL: graph @inside_regions
// CHECK-NEXT:    %[[IF:.*]] = onnx.If(%c) ({
// CHECK-NEXT:      %[[R:.*]] = onnx.Relu(%x)
// CHECK-NEXT:      yield %[[R]]
// CHECK-NEXT:    }, {
// CHECK-NEXT:      yield %x
// CHECK-NEXT:    })
// CHECK-NEXT:    return %[[IF]]
graph @inside_regions(%x: tensor<[2], f32>, %c: tensor<[], bool>) -> (tensor<[2], f32>) {
  %outer = core.relu(%x) : tensor<[2], f32>
  %0 = onnx.If(%c) ({
    %1 = onnx.Relu(%x) : tensor<[2], f32>
    %2 = onnx.Add(%1, %outer) : tensor<[2], f32>
    yield %1
  }, {
    %3 = onnx.Relu(%outer) : tensor<[2], f32>
    yield %x
  }) : tensor<[2], f32>
  return %0
}

// -----

// An unused If whose regions are pure is removed with everything inside it,
// and so are the ops that fed it.

// CHECK-LABEL: graph @dead_if
// CHECK-NEXT:    return %x
graph @dead_if(%x: tensor<[2], f32>, %c: tensor<[], bool>) -> (tensor<[2], f32>) {
  %outer = core.relu(%x) : tensor<[2], f32>
  %0 = onnx.If(%c) ({
    %1 = onnx.Relu(%outer) : tensor<[2], f32>
    yield %1
  }, {
    yield %outer
  }) : tensor<[2], f32>
  return %x
}

// -----

// An unused If with a side effect inside stays; its dead pure ops go.

// CHECK-LABEL: graph @impure_if
// CHECK-NEXT:    %{{.*}} = onnx.If(%c) ({
// CHECK-NEXT:      test.print(%x) : ()
// CHECK-NEXT:      yield %x
// CHECK-NEXT:    }, {
// CHECK-NEXT:      yield %x
// CHECK-NEXT:    })
// CHECK-NEXT:    return %x
graph @impure_if(%x: tensor<[2], f32>, %c: tensor<[], bool>) -> (tensor<[2], f32>) {
  %0 = onnx.If(%c) ({
    %1 = onnx.Relu(%x) : tensor<[2], f32>
    test.print(%x) : ()
    yield %x
  }, {
    %2 = onnx.Relu(%x) : tensor<[2], f32>
    yield %x
  }) : tensor<[2], f32>
  return %x
}

// -----

// Every graph of the module is cleaned; an op with one used result stays.

// CHECK-LABEL: graph @first
// CHECK-NEXT:    return %x
// CHECK-LABEL: graph @second
// CHECK-NEXT:    %{{.*}}, %[[P:.*]] = test.pair(%x)
// CHECK-NEXT:    return %[[P]]
graph @first(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x) : tensor<[2], f32>
  return %x
}
graph @second(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0, %1 = test.pair(%x) : (tensor<[2], f32>, tensor<[2], f32>)
  %2 = core.relu(%x) : tensor<[2], f32>
  return %1
}

// -----

// Nothing to do: the output is the input.

// CHECK-LABEL: graph @nothing
// CHECK-NEXT:    %[[A:.*]] = core.add(%x, %x)
// CHECK-NEXT:    return %[[A]]
graph @nothing(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.add(%x, %x) : tensor<[2], f32>
  return %0
}
