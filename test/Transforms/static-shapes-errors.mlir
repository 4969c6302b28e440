// Each error is located at the graph input it names (the graph for an
// unknown name); the pass fails. Bad syntax is refused when the pipeline is
// built, naming the pass, before anything runs.

// RUN: not onnx-opt %s --static-shapes='dims={z:0=1}' 2>&1 | FileCheck %s --check-prefix=NAME
// RUN: not onnx-opt %s --static-shapes='dims={x:2=1}' 2>&1 | FileCheck %s --check-prefix=AXIS
// RUN: not onnx-opt %s --static-shapes='dims={x:1=4}' 2>&1 | FileCheck %s --check-prefix=CONST
// RUN: not onnx-opt %s --static-shapes='dims={x:0=1;y:0=2}' 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not onnx-opt %s --static-shapes='dims={x:0=b}' 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not onnx-opt %s --static-shapes='dims={y:1=3}' 2>&1 | FileCheck %s --check-prefix=EXPR

// NAME: static-shapes-errors.mlir:[[@LINE+6]]:{{[0-9]+}}: error: static-shapes: no graph input is named 'z' (inputs: x, y)
// AXIS: static-shapes-errors.mlir:[[@LINE+5]]:{{[0-9]+}}: error: static-shapes: axis 2 of input 'x' is out of range: the input has rank 2
// CONST: static-shapes-errors.mlir:[[@LINE+4]]:{{[0-9]+}}: error: static-shapes: dim 1 of input 'x' is already 3, not 4
// TWICE: static-shapes-errors.mlir:[[@LINE+3]]:{{[0-9]+}}: error: static-shapes: symbol 'b' (dim 0 of input 'y') is given both 1 and 2
// SYNTAX: onnx-opt: error: pass 'static-shapes': invalid dims 'x:0=b': the size of axis 0 is not a non-negative integer
// EXPR: static-shapes-errors.mlir:[[@LINE+1]]:{{[0-9]+}}: error: static-shapes: dim 1 of input 'y' is the expression '2*b', not a symbol
graph @main(%x: tensor<[b, 3], f32>, %y: tensor<[b, 2*b], f32>) -> (tensor<[b, 3], f32>) {
  return %x
}
