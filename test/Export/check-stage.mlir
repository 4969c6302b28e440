// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='check-stage{dialect=core}'
// RUN: not onnx-opt %s --split-input-file --pass-pipeline='check-stage{dialect=core fallback=aten}' 2>&1 | FileCheck %s --check-prefix=FALLBACK
// RUN: not onnx-opt %s --pass-pipeline='check-stage{dialect=mlir}' 2>&1 | FileCheck %s --check-prefix=BADOPT

// The contract after decompose: core ops, and what lower-to-onnx takes as
// it is (prim.If, prim.Constant). Each op that breaks it is named at its
// line, once per line, and the check goes on to the end.
// FALLBACK-NOT: 'aten.erfinv' is not a core op
// FALLBACK:     check-stage.mlir:[[@LINE+11]]:3: error: 'prim.ListConstruct' is not a core op
graph @core(%x: tensor<[2], f32>, %c: bool) -> (tensor<[2], f32>, list<tensor<[2], f32>>) {
  %0 = core.relu(%x) : tensor<[2], f32>
  // expected-error @below {{'aten.erfinv' is not a core op, and lower-to-onnx does not take it (check-stage{dialect=core}: after decompose only core ops and ops with a lowering remain)}}
  %1 = aten.erfinv(%0) : tensor<[2], f32>
  %2 = prim.If(%c) ({
    yield %1
  }, {
    yield %0
  }) : tensor<[2], f32>
  // expected-error @below {{'prim.ListConstruct' is not a core op}}
  %l = prim.ListConstruct(%2, %2) : list<tensor<[2], f32>>
  // Dead ops are dce's.
  %t = prim.TupleConstruct(%2, %2) : tuple<tensor<[2], f32>, tensor<[2], f32>>
  %3 = core.add(%2, %2) : tensor<[2], f32>
  return %3, %l
}

// -----

// With a fallback, the torch ops decompose left are the fallback's.
// FALLBACK-LABEL: graph @fallback
// FALLBACK:         aten.erfinv

// The ops of a check's raising branch go with it (strip-exceptions), and
// so do the ops only they read.
graph @raising(%x: tensor<[2], f32>, %c: bool) -> (tensor<[2], f32>) {
  %fmt = prim.Constant {value = "bad sizes {}"} : str
  %sizes = prim.TupleConstruct(%x, %x) : tuple<tensor<[2], f32>, tensor<[2], f32>>
  %0 = prim.If(%c) ({
    %msg = aten.format(%fmt, %sizes) : str
    %n = aten.erfinv(%x) : tensor<[2], f32>
    prim.RaiseException(%msg) : ()
    yield %n
  }, {
    yield %x
  }) : tensor<[2], f32>
  return %0
}
graph @fallback(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  // expected-error @below {{'aten.erfinv' is not a core op}}
  %0 = aten.erfinv(%x) : tensor<[2], f32>
  return %0
}

// BADOPT: error: check-stage: dialect must be core or onnx, not 'mlir'
