// IR dumps go to stderr with an mlir-style header, before and/or after the
// chosen passes; the final output still goes to stdout.

// RUN: onnx-opt %s --cse --dce --print-ir-after-all 2>&1 >/dev/null | FileCheck --check-prefix=AFTER %s
// AFTER:      // -----// IR Dump After cse //----- //
// AFTER-NEXT: module {
// AFTER-NEXT:   graph @main
// AFTER-NEXT:     core.relu
// AFTER-NEXT:     return %x
// AFTER:      // -----// IR Dump After dce //----- //
// AFTER-NEXT: module {
// AFTER-NEXT:   graph @main
// AFTER-NEXT:     return %x

// RUN: onnx-opt %s --cse --dce --print-ir-before-all 2>&1 >/dev/null | FileCheck --check-prefix=BEFORE %s
// BEFORE:      // -----// IR Dump Before cse //----- //
// BEFORE:      // -----// IR Dump Before dce //----- //
// BEFORE-NOT:  IR Dump

// RUN: onnx-opt %s --cse --dce --print-ir-before=dce --print-ir-after=cse,dce 2>&1 >/dev/null | FileCheck --check-prefix=SOME %s
// SOME-NOT:    IR Dump Before cse
// SOME:        // -----// IR Dump After cse //----- //
// SOME:        // -----// IR Dump Before dce //----- //
// SOME:        // -----// IR Dump After dce //----- //

// With --print-debuginfo the dumps carry locations too.
// RUN: onnx-opt %s --dce --print-ir-after=dce --print-debuginfo 2>&1 >/dev/null | FileCheck --check-prefix=LOC %s
// LOC: // -----// IR Dump After dce //----- //
// LOC: return %x loc("{{.*}}print-ir.mlir":{{[0-9]+}}:{{[0-9]+}})

// RUN: not onnx-opt %s --dce --print-ir-after=dcee 2>&1 | FileCheck --check-prefix=UNKNOWN %s
// UNKNOWN: error: unknown pass 'dcee' in --print-ir-after

graph @main(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x) : tensor<[2], f32>
  %1 = core.relu(%x) : tensor<[2], f32>
  return %x
}
