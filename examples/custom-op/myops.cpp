//===- myops.cpp - A TORCH_LIBRARY op library: myops::scaled_swish --------===//
//
// The kind of library a model calls through torch.ops: one op,
//
//   myops::scaled_swish(Tensor x, float beta) -> Tensor
//   scaled_swish(x, beta) = x * sigmoid(beta * x)
//
// with a CPU kernel written with ATen ops and a Meta kernel (shape and
// dtype of x) for tracing without data. Python loads it with
// torch.ops.load_library, tocc-export with --load-torch-library
// (docs/custom-ops.md).
//
//===----------------------------------------------------------------------===//
#include <torch/library.h>
#include <ATen/ATen.h>

namespace {

at::Tensor scaledSwishCPU(const at::Tensor &x, double beta) {
  return x * at::sigmoid(x * beta);
}

at::Tensor scaledSwishMeta(const at::Tensor &x, double /*beta*/) {
  return at::empty_like(x);
}

} // namespace

TORCH_LIBRARY(myops, m) {
  m.def("scaled_swish(Tensor x, float beta) -> Tensor");
}

TORCH_LIBRARY_IMPL(myops, CPU, m) {
  m.impl("scaled_swish", scaledSwishCPU);
}

TORCH_LIBRARY_IMPL(myops, Meta, m) {
  m.impl("scaled_swish", scaledSwishMeta);
}
