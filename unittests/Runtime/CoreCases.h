//===- CoreCases.h - Cases of core ops against their ATen definitions ----===//
//
// InterpreterTest runs every case: the graph @main holding the op, on the
// case's inputs, against the ATen call that defines the op (written in the
// test independently of lib/Runtime). The cases are split by family like
// lib/Runtime/CoreOps*.cpp; each family file returns its own.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_UNITTESTS_RUNTIME_CORECASES_H
#define TOCC_UNITTESTS_RUNTIME_CORECASES_H

#include <ATen/Functions.h>
#include <ATen/TensorOperators.h>
#include <ATen/core/ivalue.h>

#include <functional>
#include <vector>

namespace tocc::runtime::testing {

struct CoreCase {
  const char *op;
  /// The graph @main, with the op under test.
  const char *ir;
  std::function<std::vector<c10::IValue>()> inputs;
  /// The ATen definition.
  std::function<at::Tensor(const std::vector<c10::IValue> &)> reference;
};

inline at::Tensor T(const std::vector<c10::IValue> &v, size_t i) {
  return v[i].toTensor();
}

std::vector<CoreCase> elementwiseCoreCases();
std::vector<CoreCase> shapeCoreCases();
std::vector<CoreCase> nnCoreCases();

} // namespace tocc::runtime::testing

#endif
