// -o writes the output only when everything succeeded: a run that fails
// while reading, parsing, verifying or transforming leaves no file behind.

// RUN: rm -f %t
// RUN: onnx-opt %s --dce -o %t
// RUN: FileCheck %s < %t
// CHECK-LABEL: graph @main
// CHECK-NEXT:    return %x

// A parse error.
// RUN: rm -f %t.bad
// RUN: not onnx-opt %S/Inputs/parse-error.mlir -o %t.bad 2>&1 | FileCheck --check-prefix=PARSE %s
// RUN: not test -e %t.bad
// PARSE: parse-error.mlir:{{[0-9]+}}:{{[0-9]+}}: error:

// A verifier error (an op no dialect declares).
// RUN: not onnx-opt %S/Inputs/unregistered-op.mlir -o %t.bad 2>&1 | FileCheck --check-prefix=VERIFY %s
// RUN: not test -e %t.bad
// VERIFY: unregistered-op.mlir:4:3: error: unregistered operation 'test.op'

// A missing input file.
// RUN: not onnx-opt %t.does-not-exist -o %t.bad 2>&1 | FileCheck --check-prefix=NOINPUT %s
// RUN: not test -e %t.bad
// NOINPUT: onnx-opt: error: cannot open input file '{{.*}}does-not-exist': No such file or directory

// A failing chunk of a split file fails the whole run.
// RUN: not onnx-opt %S/Inputs/unregistered-op.mlir --split-input-file -o %t.bad 2>&1
// RUN: not test -e %t.bad

// An output file that cannot be created is an error too, found before any
// work.
// RUN: not onnx-opt %s -o %t.no-such-dir/out.mlir 2>&1 | FileCheck --check-prefix=NOOUTPUT %s
// NOOUTPUT: onnx-opt: error: cannot write '{{.*}}out.mlir': the directory '{{.*}}no-such-dir' does not exist

graph @main(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x) : tensor<[2], f32>
  return %x
}
