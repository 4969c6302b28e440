// Warnings, remarks and notes are matched by severity; a note attached to a
// diagnostic is checked like any other. The test plugin's
// test-emit-diagnostics pass emits what an op's test.emit asks for.

// RUN: onnx-opt %s --split-input-file --verify-diagnostics --allow-unregistered-ops \
// RUN:   --load-plugin=%plugin_dir/libTOCCTestPlugin.so --test-emit-diagnostics \
// RUN:   | FileCheck %s

// Warnings and remarks do not fail the run: the module is printed.
// CHECK-LABEL: graph @severities

graph @severities(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  // expected-warning @below {{be careful}}
  // expected-note @below {{the note}}
  test.op(%x) {test.emit = "warning: be careful", test.note = "the note"} : ()
  test.op(%x) {test.emit = "remark: for your information"} : () // expected-remark {{information}}
  return %x
}

// -----

// Diagnostics without a location in the file are expected with @unknown;
// locations in other files cannot be expected and are always unexpected.
graph @unknown_loc(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  // expected-remark @unknown {{nowhere}}
  test.op(%x) {test.emit = "remark: from nowhere"} : () loc(unknown)
  return %x
}
