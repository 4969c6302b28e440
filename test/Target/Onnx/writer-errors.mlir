// Writer errors: a diagnostic and no output file (nor data file). An op
// the verifier would reject (onnx.Frobnicate) reaches the writer with
// --allow-unregistered-ops, which names it too.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not onnx-opt %s --split-input-file -o %t/m.onnx 2>&1 | FileCheck --check-prefix=SPLIT %s
// SPLIT: onnx-opt: error: --run, --split-input-file and --verify-diagnostics print text; they cannot write '{{.*}}m.onnx'
// RUN: split-file %s %t
// RUN: not onnx-opt %t/core.mlir -o %t/core.onnx 2>&1 | FileCheck --check-prefix=CORE %s
// CORE: onnx-opt: error: {{.*}}core.mlir:2:3: 'core.relu': not an onnx op; lower the module to the onnx dialect before writing ONNX
// RUN: not ls %t/core.onnx
// RUN: not onnx-opt --allow-unregistered-ops %t/unknown.mlir -o %t/unknown.onnx 2>&1 | FileCheck --check-prefix=UNKNOWN %s
// UNKNOWN: onnx-opt: error: {{.*}}unknown.mlir:2:3: 'onnx.Frobnicate': ONNX has no operator 'Frobnicate' at opset 17
// RUN: not ls %t/unknown.onnx
// RUN: not onnx-opt %t/weights.mlir -o %t/abs.onnx --onnx-external-data=single --onnx-external-data-file=/tmp/abs.data 2>&1 | FileCheck --check-prefix=ABS %s
// ABS: onnx-opt: error: the external data file '/tmp/abs.data' must be a path relative to the model's directory
// RUN: not ls %t/abs.onnx
// RUN: not onnx-opt %t/weights.mlir --emit=onnx 2>&1 | FileCheck --check-prefix=STDOUT %s
// STDOUT: onnx-opt: error: --emit=onnx needs an output file (-o)
// RUN: not onnx-opt %t/weights.mlir --emit=tflite -o %t/x.tflite 2>&1 | FileCheck --check-prefix=EMIT %s
// EMIT: onnx-opt: error: --emit: unknown format 'tflite'
// RUN: not onnx-opt %t/weights.mlir -o %t/w.mlir --onnx-doc-strings 2>&1 | FileCheck --check-prefix=FLAGS %s
// FLAGS: onnx-opt: error: the writer flags (--external-data, --no-export-params, --custom-opset, ...) apply to an ONNX output (-o model.onnx or --emit=onnx)
// RUN: not onnx-opt %t/weights.mlir -o %t/w.onnx --onnx-custom-opset=nodomain 2>&1 | FileCheck --check-prefix=OPSET %s
// OPSET: onnx-opt: error: --custom-opset: expected domain=version, got 'nodomain'
// RUN: not onnx-opt %t/weights.mlir -o %t/w.onnx --onnx-external-data=sometimes 2>&1 | FileCheck --check-prefix=MODE %s
// MODE: for the --{{(onnx-)?}}external-data option: Cannot find option named 'sometimes'!
// RUN: not ls %t/w.onnx
// --emit=onnx writes ONNX whatever the file is called; --emit=ir text.
// RUN: onnx-opt %t/weights.mlir --emit=onnx -o %t/w.bin
// RUN: tocc-onnx-check %t/w.bin | FileCheck --check-prefix=OK %s
// OK: ok
// RUN: onnx-opt %t/weights.mlir --emit=ir -o %t/w.onnx
// RUN: FileCheck --check-prefix=TEXT %s < %t/w.onnx
// TEXT: graph @main

//--- core.mlir
graph @main(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x) : tensor<[2], f32>
  return %0
}
//--- unknown.mlir
graph @main(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = onnx.Frobnicate(%x) : tensor<[2], f32>
  return %0
}
//--- weights.mlir
graph @main(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %w = onnx.initializer {value = dense<tensor<[2], f32>, [1.0, 2.0]>} : tensor<[2], f32>
  %0 = onnx.Add(%x, %w) : tensor<[2], f32>
  return %0
}
