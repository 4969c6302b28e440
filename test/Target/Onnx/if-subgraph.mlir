// If's regions become then_branch/else_branch subgraphs whose nodes refer
// to outer-scope values by name; a branch yielding an outer value goes
// through Identity. Names are unique across the graph and its subgraphs.
// ORT runs both branches.
// REQUIRES: node
// RUN: rm -rf %t && mkdir -p %t
// RUN: onnx-opt %s -o %t/if.onnx
// RUN: tocc-onnx-check %t/if.onnx | FileCheck --check-prefix=OK %s
// RUN: %python %S/Inputs/dump-model.py %t/if.onnx | FileCheck %s
// RUN: onnx-opt %t/if.onnx | FileCheck --check-prefix=IR %s
// RUN: %python -c "import numpy as np, onnx.numpy_helper as h, sys; d = sys.argv[1]; x = np.array([1, 2], np.float32); open(d + '/x.pb', 'wb').write(h.from_array(x, 'x').SerializeToString()); open(d + '/t.pb', 'wb').write(h.from_array(np.array(True), 'c').SerializeToString()); open(d + '/f.pb', 'wb').write(h.from_array(np.array(False), 'c').SerializeToString()); open(d + '/yt.pb', 'wb').write(h.from_array(x + np.float32([1, 2]), 'y').SerializeToString()); open(d + '/yf.pb', 'wb').write(h.from_array(x * np.float32([1, 2]), 'y').SerializeToString())" %t
// RUN: %ort_run %t/if.onnx -i %t/x.pb -i %t/t.pb -e %t/yt.pb -e %t/x.pb | FileCheck --check-prefix=ORT %s
// RUN: %ort_run %t/if.onnx -i %t/x.pb -i %t/f.pb -e %t/yf.pb -e %t/x.pb | FileCheck --check-prefix=ORT %s

// OK: ok
// ORT: PASS: {{.*}}: 2/2 outputs match

// CHECK:      node If_0 If(c) -> (y, z)
// CHECK-NEXT:   then_branch:
// CHECK-NEXT:     graph If_0_then_branch
// CHECK-NEXT:     node Add_0 Add(x, w) -> (s)
// CHECK-NEXT:     node Identity Identity(x) -> (x_output)
// CHECK-NEXT:     output s f32[2]
// CHECK-NEXT:     output x_output f32[2]
// CHECK-NEXT:   else_branch:
// CHECK-NEXT:     graph If_0_else_branch
// CHECK-NEXT:     node Mul_0 Mul(x, w) -> (p)
// CHECK-NEXT:     node Identity_1 Identity(x) -> (x_output_1)
// CHECK-NEXT:     output p f32[2]
// CHECK-NEXT:     output x_output_1 f32[2]

// IR:      %y, %z = onnx.If(%c) {onnx.name = "If_0"} ({
// IR-NEXT:   %s = onnx.Add(%x, %w) {onnx.name = "Add_0"} : tensor<[2], f32>
// IR-NEXT:   %x_output = onnx.Identity(%x) {onnx.name = "Identity"} : tensor<[2], f32>
// IR-NEXT:   yield %s, %x_output
// IR-NEXT: }, {
// IR-NEXT:   %p = onnx.Mul(%x, %w) {onnx.name = "Mul_0"} : tensor<[2], f32>
// IR-NEXT:   %x_output_1 = onnx.Identity(%x) {onnx.name = "Identity_1"} : tensor<[2], f32>
// IR-NEXT:   yield %p, %x_output_1
// IR-NEXT: }) : (tensor<[2], f32>, tensor<[2], f32>)

graph @main(%x: tensor<[2], f32>, %c: tensor<[], bool>) -> (tensor<[2], f32>, tensor<[2], f32>) {
  %w = onnx.initializer {value = dense<tensor<[2], f32>, [1.0, 2.0]>} : tensor<[2], f32>
  %y, %z = onnx.If(%c) ({
    %s = onnx.Add(%x, %w) : tensor<[2], f32>
    yield %s, %x
  }, {
    %p = onnx.Mul(%x, %w) : tensor<[2], f32>
    yield %p, %x
  }) : (tensor<[2], f32>, tensor<[2], f32>)
  return %y, %z
}
