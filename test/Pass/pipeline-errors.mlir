// Pipeline strings are checked before the input is read; every error names
// the position (a 1-based column in the pipeline) and exits with 1.

// RUN: not onnx-opt %s --pass-pipeline='foo' 2>&1 | FileCheck --check-prefix=UNKNOWN %s
// UNKNOWN: error: unknown pass 'foo' in pipeline at position 1

// RUN: not onnx-opt %s --pass-pipeline='cse, foo' 2>&1 | FileCheck --check-prefix=UNKNOWN3 %s
// UNKNOWN3: error: unknown pass 'foo' in pipeline at position 6

// RUN: not onnx-opt %s --pass-pipeline='cse,dec' 2>&1 | FileCheck --check-prefix=TYPO %s
// TYPO: error: unknown pass 'dec' in pipeline at position 5 (did you mean 'dce'?)

// RUN: not onnx-opt %s --pass-pipeline='cse,dce{' 2>&1 | FileCheck --check-prefix=OPEN %s
// OPEN: error: unbalanced '{' in pipeline at position 8

// RUN: not onnx-opt %s --pass-pipeline='cse}' 2>&1 | FileCheck --check-prefix=CLOSE %s
// CLOSE: error: unbalanced '}' in pipeline at position 4

// RUN: not onnx-opt %s --pass-pipeline='cse,,dce' 2>&1 | FileCheck --check-prefix=EMPTY %s
// EMPTY: error: expected a pass name in pipeline at position 5

// RUN: not onnx-opt %s --pass-pipeline='cse,' 2>&1 | FileCheck --check-prefix=TRAILING %s
// TRAILING: error: expected a pass name in pipeline at position 5

// RUN: not onnx-opt %s --pass-pipeline='cse dce' 2>&1 | FileCheck --check-prefix=COMMA %s
// COMMA: error: expected ',' after pass 'cse' in pipeline at position 5

// RUN: not onnx-opt %s --pass-pipeline='{x=1}' 2>&1 | FileCheck --check-prefix=NONAME %s
// NONAME: error: expected a pass name before '{' in pipeline at position 1

// RUN: not onnx-opt %s --pass-pipeline='dce,cse{level=2}' 2>&1 | FileCheck --check-prefix=NOOPT %s
// NOOPT: error: pass 'cse' has no option 'level' (it takes no options) in pipeline at position 5

// RUN: not onnx-opt %s --pass-pipeline='cse' --dce 2>&1 | FileCheck --check-prefix=MIXED %s
// MIXED: error: --pass-pipeline cannot be combined with individual pass flags (--dce)

// RUN: not onnx-opt %s --dce=level=2 2>&1 | FileCheck --check-prefix=FLAGVALUE %s
// FLAGVALUE: for the --dce option: does not allow a value

// No output file is written when the pipeline is rejected.
// RUN: rm -f %t
// RUN: not onnx-opt %s --pass-pipeline='foo' -o %t
// RUN: not test -e %t

graph @main(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  return %x
}
