//===- tocc-aten-schemas.cpp - Prints LibTorch's aten operator schemas ----===//
//
// The build runs this once to learn every ATen op: it prints the JIT schema
// of every registered `aten::` operator, one per line, sorted, exactly as
// torch prints it (`aten::add.Tensor(Tensor self, Tensor other, *, Scalar
// alpha=1) -> Tensor`), followed, for an op that has tags in
// native_functions.yaml, by a tab and `tags=` with them comma-separated
// (`tags=nondeterministic_seeded`): that tag is torch's own list of random
// ops. utils/gen-aten-table.py turns the lines into the aten dialect's op
// table. A build tool, not part of any tocc library.
//
//===----------------------------------------------------------------------===//
#include <torch/csrc/jit/runtime/operator.h>

#include <ATen/core/enum_tag.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

/// Tags by their tags.yaml names. A tag this torch has and the list lacks
/// is left out: only nondeterministic_seeded is read by the generator.
static const char *tagName(at::Tag tag) {
  switch (tag) {
  case at::Tag::data_dependent_output:
    return "data_dependent_output";
  case at::Tag::dynamic_output_shape:
    return "dynamic_output_shape";
  case at::Tag::generated:
    return "generated";
  case at::Tag::inplace_view:
    return "inplace_view";
  case at::Tag::nondeterministic_bitwise:
    return "nondeterministic_bitwise";
  case at::Tag::nondeterministic_seeded:
    return "nondeterministic_seeded";
  case at::Tag::view_copy:
    return "view_copy";
  default:
    return nullptr;
  }
}

int main(int argc, char **argv) {
  if (argc > 2 || (argc == 2 && std::string(argv[1]).rfind("-", 0) == 0)) {
    std::cerr << "usage: tocc-aten-schemas [OUTPUT]\n"
                 "Prints the JIT schema of every registered aten:: operator, "
                 "one per line, sorted (to OUTPUT, or stdout).\n";
    return 2;
  }
  std::vector<std::string> lines;
  try {
    for (const std::shared_ptr<torch::jit::Operator> &op :
         torch::jit::getAllOperators()) {
      const c10::FunctionSchema &schema = op->schema();
      if (schema.name().rfind("aten::", 0) != 0)
        continue;
      std::ostringstream os;
      os << schema;
      std::vector<std::string> tags;
      for (at::Tag tag : op->getTags())
        if (const char *name = tagName(tag))
          tags.push_back(name);
      std::sort(tags.begin(), tags.end());
      for (size_t i = 0; i < tags.size(); ++i)
        os << (i ? "," : "\ttags=") << tags[i];
      lines.push_back(os.str());
    }
  } catch (const c10::Error &e) {
    std::cerr << "tocc-aten-schemas: " << e.what_without_backtrace() << "\n";
    return 1;
  }
  std::sort(lines.begin(), lines.end());
  lines.erase(std::unique(lines.begin(), lines.end()), lines.end());

  std::ostringstream text;
  for (const std::string &line : lines)
    text << line << '\n';
  if (argc == 1) {
    std::cout << text.str();
    return std::cout.good() ? 0 : 1;
  }
  // Written only when it changes, so the table is regenerated (and the
  // dialect recompiled) only when LibTorch's operators change.
  {
    std::ifstream old(argv[1], std::ios::binary);
    std::ostringstream current;
    current << old.rdbuf();
    if (old && current.str() == text.str())
      return 0;
  }
  std::ofstream out(argv[1], std::ios::binary | std::ios::trunc);
  out << text.str();
  out.close();
  if (!out) {
    std::cerr << "tocc-aten-schemas: cannot write " << argv[1] << "\n";
    return 1;
  }
  return 0;
}
