// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops --cse | FileCheck %s

// Identical pure ops merge; uses move to the first one.

// CHECK-LABEL: graph @simple
// CHECK-NEXT:    %[[A:.*]] = core.relu(%x)
// CHECK-NEXT:    %[[B:.*]] = core.add(%[[A]], %[[A]])
// CHECK-NEXT:    return %[[B]]
graph @simple(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x) : tensor<[2], f32>
  %1 = core.relu(%x) : tensor<[2], f32>
  %2 = core.add(%0, %1) : tensor<[2], f32>
  return %2
}

// -----

// core.add is commutative: swapped operands are the same computation.
// core.sub is not.

// CHECK-LABEL: graph @commutative
// CHECK-NEXT:    %[[A:.*]] = core.add(%x, %y)
// CHECK-NEXT:    %[[S1:.*]] = core.sub(%x, %y)
// CHECK-NEXT:    %[[S2:.*]] = core.sub(%y, %x)
// CHECK-NEXT:    %{{.*}} = test.use(%[[A]], %[[A]], %[[S1]], %[[S2]])
graph @commutative(%x: tensor<[2], f32>, %y: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.add(%x, %y) : tensor<[2], f32>
  %1 = core.add(%y, %x) : tensor<[2], f32>
  %2 = core.sub(%x, %y) : tensor<[2], f32>
  %3 = core.sub(%y, %x) : tensor<[2], f32>
  %4 = test.use(%0, %1, %2, %3) : tensor<[2], f32>
  return %4
}

// -----

// Attributes take part: equal constants merge, different ones do not.

// CHECK-LABEL: graph @attributes
// CHECK-NEXT:    %[[C1:.*]] = core.constant {value = dense<tensor<[2], f32>, [1.0, 2.0]>}
// CHECK-NEXT:    %[[C2:.*]] = core.constant {value = dense<tensor<[2], f32>, [1.0, 3.0]>}
// CHECK-NEXT:    %{{.*}} = test.use(%[[C1]], %[[C1]], %[[C2]])
graph @attributes() -> (tensor<[2], f32>) {
  %0 = core.constant {value = dense<tensor<[2], f32>, [1.0, 2.0]>} : tensor<[2], f32>
  %1 = core.constant {value = dense<tensor<[2], f32>, [1.0, 2.0]>} : tensor<[2], f32>
  %2 = core.constant {value = dense<tensor<[2], f32>, [1.0, 3.0]>} : tensor<[2], f32>
  %3 = test.use(%0, %1, %2) : tensor<[2], f32>
  return %3
}

// -----

// Result types take part: the same op with another result type stays.

// CHECK-LABEL: graph @result_types
// CHECK-NEXT:    %[[A:.*]] = core.relu(%x) : tensor<*, f32>
// CHECK-NEXT:    %[[B:.*]] = core.relu(%x) : tensor<[?], f32>
// CHECK-NEXT:    %{{.*}} = test.use(%[[A]], %[[A]], %[[B]])
graph @result_types(%x: tensor<[?], f32>) -> (tensor<*, f32>) {
  %0 = core.relu(%x) : tensor<*, f32>
  %1 = core.relu(%x) : tensor<*, f32>
  %2 = core.relu(%x) : tensor<[?], f32>
  %3 = test.use(%0, %1, %2) : tensor<*, f32>
  return %3
}

// -----

// An op inside a region reuses an equal op of an enclosing block that comes
// before it.

// CHECK-LABEL: graph @from_enclosing_scope
// CHECK-NEXT:    %[[OUT:.*]] = onnx.Relu(%x)
// CHECK-NEXT:    %[[IF:.*]] = onnx.If(%c) ({
// CHECK-NEXT:      %[[ADD:.*]] = onnx.Add(%[[OUT]], %[[OUT]])
// CHECK-NEXT:      yield %[[ADD]]
// CHECK-NEXT:    }, {
// CHECK-NEXT:      yield %[[OUT]]
// CHECK-NEXT:    })
graph @from_enclosing_scope(%x: tensor<[2], f32>, %c: tensor<[], bool>) -> (tensor<[2], f32>) {
  %0 = onnx.Relu(%x) : tensor<[2], f32>
  %1 = onnx.If(%c) ({
    %2 = onnx.Relu(%x) : tensor<[2], f32>
    %3 = onnx.Add(%2, %0) : tensor<[2], f32>
    yield %3
  }, {
    %4 = onnx.Relu(%x) : tensor<[2], f32>
    yield %4
  }) : tensor<[2], f32>
  return %1
}

// -----

// Sibling regions do not see each other, and an op after the region op
// does not see into it: nothing merges here.

// CHECK-LABEL: graph @no_sibling_or_inner
// CHECK-NEXT:    %{{.*}} = onnx.If(%c) ({
// CHECK-NEXT:      %{{.*}} = onnx.Relu(%x)
// CHECK-NEXT:      yield
// CHECK-NEXT:    }, {
// CHECK-NEXT:      %{{.*}} = onnx.Relu(%x)
// CHECK-NEXT:      yield
// CHECK-NEXT:    })
// CHECK-NEXT:    %{{.*}} = onnx.Relu(%x)
graph @no_sibling_or_inner(%x: tensor<[2], f32>, %c: tensor<[], bool>) -> (tensor<[2], f32>) {
  %0 = onnx.If(%c) ({
    %1 = onnx.Relu(%x) : tensor<[2], f32>
    yield %1
  }, {
    %2 = onnx.Relu(%x) : tensor<[2], f32>
    yield %2
  }) : tensor<[2], f32>
  %3 = onnx.Relu(%x) : tensor<[2], f32>
  %4 = onnx.Add(%0, %3) : tensor<[2], f32>
  return %4
}

// -----

// Ops with regions are not merged, even when identical; equal ops inside
// nested regions merge with their enclosing scopes.

// CHECK-LABEL: graph @region_ops_stay
// CHECK:         onnx.If(%c)
// CHECK:         onnx.If(%c)
// CHECK-NOT:     onnx.If
// CHECK:         return
graph @region_ops_stay(%x: tensor<[2], f32>, %c: tensor<[], bool>) -> (tensor<[2], f32>) {
  %0 = onnx.If(%c) ({
    yield %x
  }, {
    yield %x
  }) : tensor<[2], f32>
  %1 = onnx.If(%c) ({
    yield %x
  }, {
    yield %x
  }) : tensor<[2], f32>
  %2 = onnx.Add(%0, %1) : tensor<[2], f32>
  return %2
}

// -----

// CHECK-LABEL: graph @nested_scopes
// CHECK-NEXT:    %[[R:.*]] = onnx.Relu(%x)
// CHECK-NEXT:    %{{.*}} = onnx.If(%c) ({
// CHECK-NEXT:      %[[A:.*]] = onnx.Add(%[[R]], %x)
// CHECK-NEXT:      %{{.*}} = onnx.If(%c) ({
// CHECK-NEXT:        yield %[[A]]
// CHECK-NEXT:      }, {
// CHECK-NEXT:        yield %[[R]]
// CHECK-NEXT:      })
graph @nested_scopes(%x: tensor<[2], f32>, %c: tensor<[], bool>) -> (tensor<[2], f32>) {
  %0 = onnx.Relu(%x) : tensor<[2], f32>
  %1 = onnx.If(%c) ({
    %2 = onnx.Add(%0, %x) : tensor<[2], f32>
    %3 = onnx.If(%c) ({
      %4 = onnx.Add(%0, %x) : tensor<[2], f32>
      yield %4
    }, {
      %5 = onnx.Relu(%x) : tensor<[2], f32>
      yield %5
    }) : tensor<[2], f32>
    yield %3
  }, {
    yield %x
  }) : tensor<[2], f32>
  return %1
}

// -----

// Unregistered ops may have side effects: never merged.

// CHECK-LABEL: graph @side_effects
// CHECK-NEXT:    %[[A:.*]] = test.random
// CHECK-NEXT:    %[[B:.*]] = test.random
// CHECK-NEXT:    %{{.*}} = core.add(%[[A]], %[[B]])
graph @side_effects() -> (tensor<[2], f32>) {
  %0 = test.random() : tensor<[2], f32>
  %1 = test.random() : tensor<[2], f32>
  %2 = core.add(%0, %1) : tensor<[2], f32>
  return %2
}

// -----

// Graphs are separate scopes.

// CHECK-LABEL: graph @g1
// CHECK-NEXT:    core.relu(%x)
// CHECK-LABEL: graph @g2
// CHECK-NEXT:    core.relu(%x)
graph @g1(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x) : tensor<[2], f32>
  return %0
}
graph @g2(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x) : tensor<[2], f32>
  return %0
}

// -----

// A merged op's name hint survives on the op that replaces it, unless that
// op has a name of its own.

// CHECK-LABEL: graph @names
// CHECK-NEXT:    %relu = core.relu(%x)
// CHECK-NEXT:    %kept = core.add(%x, %x)
// CHECK-NEXT:    %{{.*}} = test.use(%relu, %relu, %kept, %kept)
graph @names(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x) : tensor<[2], f32>
  %relu = core.relu(%x) : tensor<[2], f32>
  %kept = core.add(%x, %x) : tensor<[2], f32>
  %other = core.add(%x, %x) : tensor<[2], f32>
  %1 = test.use(%0, %relu, %kept, %other) : tensor<[2], f32>
  return %1
}
