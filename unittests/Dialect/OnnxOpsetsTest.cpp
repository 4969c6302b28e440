//===- OnnxOpsetsTest.cpp - The onnx dialect's schema versions ------------===//
//
// docs/opsets.md lists every schema version tocc defines after libonnx's
// last opset, and the versions of the ops whose lowerings change with the
// target opset. These tests hold the page and the schemas to each other,
// so that neither can change without the other.
//
//===----------------------------------------------------------------------===//
#include "tocc/Dialect/Onnx/OnnxDialect.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"

#include "gtest/gtest.h"

#include <map>
#include <set>
#include <string>
#include <vector>

using namespace tocc;
using namespace tocc::onnx;

namespace {

/// The rows `| `Op` | v1, v2 | ... |` of the table under `## heading` in
/// docs/opsets.md: op -> the versions of each of its rows.
std::vector<std::pair<std::string, std::vector<int64_t>>>
readTable(llvm::StringRef heading) {
  std::vector<std::pair<std::string, std::vector<int64_t>>> rows;
  auto buffer = llvm::MemoryBuffer::getFile(TOCC_DOCS_DIR "/opsets.md");
  if (!buffer) {
    ADD_FAILURE() << "cannot read " TOCC_DOCS_DIR "/opsets.md";
    return rows;
  }
  llvm::SmallVector<llvm::StringRef, 0> lines;
  (*buffer)->getBuffer().split(lines, '\n');
  bool inSection = false;
  for (llvm::StringRef line : lines) {
    if (line.starts_with("## ")) {
      inSection = line.drop_front(3).trim() == heading;
      continue;
    }
    if (!inSection || !line.starts_with("| `"))
      continue;
    llvm::SmallVector<llvm::StringRef, 4> cells;
    line.split(cells, '|');
    // cells[0] is empty (before the first bar).
    if (cells.size() < 4) {
      ADD_FAILURE() << "malformed row: " << line.str();
      continue;
    }
    std::string op = cells[1].trim().trim('`').str();
    llvm::SmallVector<llvm::StringRef, 4> nums;
    cells[2].split(nums, ',');
    std::vector<int64_t> versions;
    for (llvm::StringRef n : nums) {
      int64_t v = 0;
      if (n.trim().getAsInteger(10, v)) {
        ADD_FAILURE() << "not a version: '" << n.str() << "' in " << line.str();
        continue;
      }
      versions.push_back(v);
    }
    rows.push_back({op, versions});
  }
  EXPECT_FALSE(rows.empty()) << "no table under '## " << heading.str() << "'";
  return rows;
}

std::string join(const std::vector<int64_t> &v) {
  std::string s;
  for (int64_t x : v)
    s += (s.empty() ? "" : ", ") + std::to_string(x);
  return s;
}

// The page's table of tocc's schemas is exactly the set of schema versions
// after kMaxLibOnnxOpset.
TEST(OnnxOpsets, SchemasBeyondLibOnnxTableIsComplete) {
  std::set<std::pair<std::string, int64_t>> documented, actual;
  for (auto &[op, versions] : readTable("tocc's schemas after opset 17")) {
    ASSERT_EQ(versions.size(), 1u) << op;
    EXPECT_TRUE(documented.insert({op, versions[0]}).second)
        << op << " " << versions[0] << " is listed twice";
  }
  for (const std::string &op : getDefaultDomainOpTypes())
    for (int64_t v : getSchemaVersions("", op))
      if (v > kMaxLibOnnxOpset)
        actual.insert({op, v});
  for (const auto &[op, v] : actual)
    EXPECT_TRUE(documented.count({op, v}))
        << op << "-" << v << " is not in docs/opsets.md";
  for (const auto &[op, v] : documented)
    EXPECT_TRUE(actual.count({op, v}))
        << "docs/opsets.md lists " << op << "-" << v
        << ", which tocc has no schema for";
  EXPECT_GE(actual.size(), 70u);
}

// Each of tocc's schemas is found at its own opset and the ones after it, is
// tocc's, and replaces an older version (or is a new op).
TEST(OnnxOpsets, SchemasBeyondLibOnnxStartWhereTheySay) {
  for (const std::string &op : getDefaultDomainOpTypes()) {
    auto versions = getSchemaVersions("", op);
    for (size_t i = 0; i != versions.size(); ++i) {
      int64_t v = versions[i];
      if (v <= kMaxLibOnnxOpset)
        continue;
      int64_t end = i + 1 < versions.size() ? versions[i + 1] : kMaxOpset + 1;
      for (int64_t opset = v; opset < end; ++opset) {
        auto info = lookupSchema("", op, opset);
        ASSERT_TRUE(info) << op << " at " << opset;
        EXPECT_EQ(info->sinceVersion, v) << op << " at " << opset;
        EXPECT_TRUE(info->fromTocc) << op << "-" << v;
        EXPECT_FALSE(info->deprecated) << op << "-" << v;
      }
      if (auto before = lookupSchema("", op, v - 1)) {
        EXPECT_LT(before->sinceVersion, v) << op;
      }
    }
  }
}

// The boundaries the lowering engineers key their entries on.
TEST(OnnxOpsets, LoweringBoundariesMatchTheSchemas) {
  auto rows = readTable("Where lowerings change");
  for (const char *must : {"Slice", "ReduceSum", "ReduceMean", "Clip", "Split",
                           "Resize", "Upsample", "Pad", "Squeeze",
                           "Unsqueeze", "Softmax", "TopK", "ScatterElements"})
    EXPECT_TRUE(llvm::any_of(rows, [&](const auto &r) { return r.first == must; }))
        << must << " is missing from 'Where lowerings change'";
  for (const auto &[op, versions] : rows) {
    auto actual = getSchemaVersions("", op);
    EXPECT_EQ(join(versions), join({actual.begin(), actual.end()})) << op;
  }
}

// Examples of what the versions mean for a lowering.
TEST(OnnxOpsets, SchemaInEffect) {
  EXPECT_EQ(lookupSchema("", "Split", 17)->sinceVersion, 13);
  EXPECT_EQ(lookupSchema("", "Split", 21)->sinceVersion, 18);
  EXPECT_EQ(lookupSchema("", "Pad", 20)->sinceVersion, 19);
  EXPECT_EQ(lookupSchema("", "Add", 21)->sinceVersion, 14);
  EXPECT_FALSE(lookupSchema("", "Add", 21)->fromTocc);
  EXPECT_FALSE(lookupSchema("", "Gelu", 19));
  EXPECT_EQ(lookupSchema("", "Gelu", 20)->sinceVersion, 20);
  // Opset 22's bf16 versions and opset 23's: tocc's, the ops between
  // them keep theirs.
  EXPECT_EQ(lookupSchema("", "Conv", 21)->sinceVersion, 11);
  EXPECT_EQ(lookupSchema("", "Conv", 23)->sinceVersion, 22);
  EXPECT_TRUE(lookupSchema("", "Conv", 22)->fromTocc);
  EXPECT_EQ(lookupSchema("", "AveragePool", 21)->sinceVersion, 19);
  EXPECT_EQ(lookupSchema("", "AveragePool", 22)->sinceVersion, 22);
  EXPECT_EQ(lookupSchema("", "Cast", 22)->sinceVersion, 21);
  EXPECT_EQ(lookupSchema("", "Cast", 23)->sinceVersion, 23);
  EXPECT_EQ(lookupSchema("", "DequantizeLinear", 22)->sinceVersion, 21);
  EXPECT_EQ(lookupSchema("", "DequantizeLinear", 23)->sinceVersion, 23);
  EXPECT_EQ(lookupSchema("", "Relu", 23)->sinceVersion, 14);
  EXPECT_FALSE(lookupSchema("", "Relu", 23)->fromTocc);
  EXPECT_EQ(kMaxOpset, 23);
  EXPECT_FALSE(lookupSchema("", "Relu", kMaxOpset + 1).has_value() &&
               lookupSchema("", "Relu", kMaxOpset + 1)->fromTocc);
}

} // namespace
