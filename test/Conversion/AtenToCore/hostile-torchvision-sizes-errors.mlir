// ASan reserves more address space than prlimit --as allows.
// UNSUPPORTED: asan
// A deform_conv2d kernel of more taps than the compile-time size cap (2^20
// elements; tocc/Support/Limits.h) is an error at the op: its taps'
// offsets would be a constant above it (and such a kernel cannot be
// sampled anyway). Run with 2 GB of address space.
// RUN: prlimit --as=2000000000 onnx-opt %s --verify-diagnostics --pass-pipeline='decompose' -o /dev/null

graph @deform_conv2d_taps(%x: tensor<[1, 1, 2000000, 2000000], f32>, %weight: tensor<[1, 1, 1000000, 1000000], f32>, %offset: tensor<*, f32>, %mask: tensor<*, f32>, %bias: tensor<[1], f32>) -> (tensor<*, ?>) {
  %s1 = prim.Constant {value = 1} : int
  %true = prim.Constant {value = true} : bool
  // expected-error @below {{'torchvision.deform_conv2d' op has a kernel of 1000000 x 1000000 taps, more than the compile-time size cap of 1048576 elements}}
  %y = torchvision.deform_conv2d(%x, %weight, %offset, %mask, %bias, %s1, %s1, %s1, %s1, %s1, %s1, %s1, %s1, %true) {tocc.schema = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, int offset_groups, bool use_mask) -> Tensor"} : tensor<*, ?>
  return %y
}
