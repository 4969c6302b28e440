//===- ShapeFunctionCoverageTest.cpp - Every op has a shape function -------===//
//
// The symbolic-shapes contract: every op of the core, onnx, prim and tocc
// dialects, now and every one added later, derives its result types. A new
// op without a shape function fails here, naming it.
//
// The aten dialect is generated from LibTorch's ~3,600 schemas
// (docs/architecture.md); most aten ops reach shapes through their
// decomposition to core, so for aten the contract is the explicit list below
// (the ops with a shape function of their own), and the test prints the
// coverage.
//
//===----------------------------------------------------------------------===//
#include "tocc/Dialect/AllDialects.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"

#include "gtest/gtest.h"

#include <iostream>
#include <set>

using namespace tocc;

namespace {

/// Ops without results (terminators, prim.RaiseException) produce nothing
/// to infer.
bool needsShapeFunction(const OpDef &def) { return !def.results.empty(); }

/// The aten ops that must have a shape function (AtenShapes.cpp). Add an op
/// here when it gets one.
const char *const kAtenOpsWithShapeFunctions[] = {
    "aten.size.int",
    "aten.size",
    "aten.__getitem__.t",
    "aten.add.int",
    "aten.sub.int",
    "aten.mul.int",
    "aten.floordiv.int",
    "aten.remainder.int",
    "aten.neg.int",
    "aten.Int.Tensor",
    "aten.ScalarImplicit",
    "aten.add.Tensor",
    "aten.sub.Tensor",
    "aten.mul.Tensor",
    "aten.div.Tensor",
    "aten.relu",
    "aten.conv2d",
    "aten.max_pool2d",
    "aten.adaptive_avg_pool2d",
    "aten.upsample_nearest2d.vec",
    "aten.view",
    "aten.reshape",
    "aten.flatten.using_ints",
    "aten.slice.Tensor",
    "aten.cat",
    "aten.transpose.int",
    "aten.permute",
    "aten.unsqueeze",
    "aten.squeeze.dim",
    "aten.expand",
    "aten.matmul",
    "aten.linear",
    "aten.mean.dim",
    "aten.sum.dim_IntList",
    "aten.softmax.int",
    "aten.batch_norm",
    "aten.layer_norm",
    "aten.embedding",
    "aten._transformer_encoder_layer_fwd",
    "aten._native_multi_head_attention",
};

class ShapeFunctionCoverage : public ::testing::Test {
protected:
  void SetUp() override {
    registerAllDialects();
    loadRegisteredDialects(ctx);
  }
  Context ctx;
};

TEST_F(ShapeFunctionCoverage, EveryCoreOnnxPrimAndToccOpHasOne) {
  std::vector<std::string> missing;
  std::set<std::string> dialects;
  unsigned checked = 0;
  for (Dialect *d : ctx.getDialects()) {
    if (d->getName() == "aten")
      continue;
    dialects.insert(d->getName().str());
    for (const auto &def : d->getOps()) {
      if (!needsShapeFunction(*def))
        continue;
      ++checked;
      if (!def->inferShape)
        missing.push_back(def->name.str());
    }
  }
  for (const char *name : {"core", "onnx", "prim", "tocc"})
    EXPECT_TRUE(dialects.count(name)) << "dialect " << name << " not loaded";
  EXPECT_GT(checked, 10u);
  std::string list;
  for (const std::string &m : missing)
    list += "\n  " + m;
  EXPECT_TRUE(missing.empty()) << "ops without a shape function:" << list;
}

TEST_F(ShapeFunctionCoverage, ListedAtenOpsHaveOne) {
  Dialect *aten = ctx.getDialect("aten");
  ASSERT_NE(aten, nullptr);
  std::vector<std::string> missing;
  for (const char *name : kAtenOpsWithShapeFunctions) {
    const OpDef *def = aten->lookup(name);
    if (!def)
      missing.push_back(std::string(name) + " (not in the aten table)");
    else if (!def->inferShape)
      missing.push_back(name);
  }
  std::string list;
  for (const std::string &m : missing)
    list += "\n  " + m;
  EXPECT_TRUE(missing.empty()) << "aten ops without a shape function:"
                               << list;

  unsigned total = 0, withShapes = 0;
  for (const auto &def : aten->getOps()) {
    if (!needsShapeFunction(*def))
      continue;
    ++total;
    withShapes += def->inferShape != nullptr;
  }
  std::cout << "[ coverage ] " << withShapes << " of " << total
            << " aten ops have a shape function\n";
  EXPECT_GE(withShapes, std::size(kAtenOpsWithShapeFunctions));
}

// The aten table is generated from LibTorch's registered schemas, not
// hand-typed: it holds every ATen op (torch 1.13 registers ~3,600).
TEST_F(ShapeFunctionCoverage, AtenTableIsGenerated) {
  Dialect *aten = ctx.getDialect("aten");
  ASSERT_NE(aten, nullptr);
  EXPECT_GE(aten->getOps().size(), 1500u);
  for (const char *name :
       {"aten.addmm", "aten.gelu", "aten.index_select", "aten.__and__.Tensor",
        "aten.native_layer_norm", "aten.add_.Tensor", "aten.add.out"})
    EXPECT_NE(aten->lookup(name), nullptr) << name;
}

} // namespace
