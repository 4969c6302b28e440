// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='check-supported-ops{before=decompose}'
// RUN: onnx-opt %s --split-input-file --pass-pipeline='check-supported-ops{before=decompose fallback=aten}' 2>&1 | FileCheck %s --check-prefix=FALLBACK
// RUN: not onnx-opt %s --pass-pipeline='check-supported-ops{before=lowering}' 2>&1 | FileCheck %s --check-prefix=BADOPT

// Before decompose: every aten op without a decomposition, at its line,
// once per line; the walk goes on to the end, so one run names them all.
// FALLBACK: check-supported-ops.mlir:[[@LINE+5]]:3: warning: 'aten.erfinv' has no decomposition to core ops; exported by the fallback
// FALLBACK-LABEL: graph @decompose
graph @decompose(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = aten.relu(%x) : tensor<[2], f32>
  // expected-error @below {{'aten.erfinv' cannot be exported: no decomposition to core ops (--operator-export-type=fallthrough or aten-fallback exports it as a custom op)}}
  %1 = aten.erfinv(%0) : tensor<[2], f32>
  // expected-error @below {{'aten.erfinv' cannot be exported}}
  %2 = aten.erfinv(%1) : tensor<[2], f32>
  return %2
}

// -----

// The ops of a check's raising branch go with the check.
graph @raising(%x: tensor<[2], f32>, %c: bool) -> (tensor<[2], f32>) {
  %0 = prim.If(%c) ({
    %msg = prim.Constant {value = "bad"} : str
    %n = aten.erfinv(%x) : tensor<[2], f32>
    prim.RaiseException(%msg) : ()
    yield %n
  }, {
    yield %x
  }) : tensor<[2], f32>
  return %0
}

// BADOPT: error: check-supported-ops: before must be decompose or lower-to-onnx, not 'lowering'
