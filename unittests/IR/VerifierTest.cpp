//===- VerifierTest.cpp - Every rule of the verifier, one test each -------===//
#include "tocc/Dialect/AllDialects.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/ShapeInference.h"
#include "tocc/IR/Verifier.h"

#include "gtest/gtest.h"

using namespace tocc;

namespace {

class VerifierTest : public ::testing::Test {
protected:
  VerifierTest() {
    registerAllDialects();
    loadRegisteredDialects(ctx);
    ctx.getDiagEngine().registerHandler([this](const Diagnostic &d) {
      if (d.getSeverity() == Severity::Error)
        errors.push_back(d.getMessage());
      return success();
    });
    t = ctx.getTensorType(DType::F32, llvm::ArrayRef<int64_t>{2});
    graph = &module.addGraph("main");
    x = graph->getBody().addArgument(t);
    b.setInsertionPointToEnd(&graph->getBody());
  }

  Location loc() { return ctx.getUnknownLoc(); }
  void ret(llvm::ArrayRef<Value *> vs) {
    llvm::SmallVector<Type, 2> types;
    for (Value *v : vs)
      types.push_back(v->getType());
    b.create(loc(), "tocc.return", {}, vs);
    graph->setResultTypes(types);
  }
  /// Verifies and returns the first error ("" if it verified).
  std::string firstError() {
    errors.clear();
    bool ok = succeeded(verify(module));
    EXPECT_EQ(ok, errors.empty());
    return errors.empty() ? "" : errors.front();
  }
  onnx::IfOp makeIf(Value *cond, llvm::ArrayRef<Type> results) {
    onnx::IfOp op = b.create<onnx::IfOp>(loc(), results, cond);
    op.getThenBranch().emplaceBlock();
    op.getElseBranch().emplaceBlock();
    return op;
  }

  Context ctx;
  Module module{ctx};
  Builder b{ctx};
  Type t;
  Graph *graph;
  Value *x;
  std::vector<std::string> errors;
};

TEST_F(VerifierTest, ValidGraph) {
  Operation *a = b.create<core::AddOp>(loc(), t, x, x);
  ret({a->getResult(0)});
  EXPECT_EQ(firstError(), "");
}

TEST_F(VerifierTest, UnregisteredOpRejectedUnlessAllowed) {
  b.create(loc(), "test.foo", {}, {x});
  ret({x});
  EXPECT_EQ(firstError(), "unregistered operation 'test.foo'");
  ctx.setAllowUnregisteredOps(true);
  EXPECT_EQ(firstError(), "");
}

TEST_F(VerifierTest, OperandCount) {
  b.create(loc(), "core.add", {t}, {x});
  ret({x});
  EXPECT_EQ(firstError(), "'core.add' op requires 2 operands, got 1");
}

TEST_F(VerifierTest, OperandTypeConstraint) {
  Value *i = graph->getBody().addArgument(ctx.getIntType());
  b.create(loc(), "core.add", {t}, {x, i});
  ret({x});
  EXPECT_EQ(firstError(),
            "'core.add' op operand #1 ('rhs') must be tensor, got int");
}

TEST_F(VerifierTest, ResultTypeConstraint) {
  b.create(loc(), "core.relu", {ctx.getIntType()}, {x});
  ret({x});
  EXPECT_EQ(firstError(),
            "'core.relu' op result #0 ('out') must be tensor, got int");
}

TEST_F(VerifierTest, RequiredAttribute) {
  b.create(loc(), "core.max_pool", {t}, {x});
  ret({x});
  EXPECT_EQ(firstError(), "'core.max_pool' op requires attribute "
                          "'kernel_shape'");
}

TEST_F(VerifierTest, AttributeKind) {
  b.create(loc(), "core.max_pool", {t}, {x},
           {{"kernel_shape", ctx.getStringAttr("2")}});
  ret({x});
  EXPECT_EQ(firstError(), "'core.max_pool' op attribute 'kernel_shape' must "
                          "be an array of integers, got \"2\"");
}

TEST_F(VerifierTest, UnknownAttributeButDottedIsDiscardable) {
  Operation *a = b.create<core::AddOp>(loc(), t, x, x);
  ret({a->getResult(0)});
  a->setAttr("tocc.note", ctx.getStringAttr("kept"));
  EXPECT_EQ(firstError(), "");
  a->setAttr("alpha", ctx.getIntAttr(2));
  EXPECT_EQ(firstError(), "'core.add' op has unknown attribute 'alpha'");
}

TEST_F(VerifierTest, OpHookRuns) {
  Type other = ctx.getTensorType(DType::F32, llvm::ArrayRef<int64_t>{3});
  float data[2] = {1, 2};
  Attribute v = ctx.getDenseAttr(
      t, llvm::ArrayRef<char>(reinterpret_cast<char *>(data), sizeof(data)));
  b.create(loc(), "core.constant", {other}, {}, {{"value", v}});
  ret({x});
  EXPECT_EQ(firstError(), "'core.constant' op result type tensor<[3], f32> "
                          "differs from the value's type tensor<[2], f32>");
}

TEST_F(VerifierTest, PoolHookChecksRanks) {
  b.create(loc(), "core.max_pool", {t}, {x},
           {{"kernel_shape", ctx.getIntArrayAttr({2, 2})},
            {"strides", ctx.getIntArrayAttr({1})}});
  ret({x});
  EXPECT_EQ(firstError(),
            "'core.max_pool' op strides has 1 entries, expected 2");
}

TEST_F(VerifierTest, RegionCount) {
  Value *c = graph->getBody().addArgument(
      ctx.getTensorType(DType::Bool, llvm::ArrayRef<int64_t>{}));
  b.create(loc(), "onnx.If", {}, {c}, {}, /*numRegions=*/1);
  ret({x});
  EXPECT_EQ(firstError(), "'onnx.If' op requires 2 regions, got 1");
}

TEST_F(VerifierTest, RegionNeedsTerminator) {
  Value *c = graph->getBody().addArgument(
      ctx.getTensorType(DType::Bool, llvm::ArrayRef<int64_t>{}));
  onnx::IfOp op = makeIf(c, {});
  Builder inner(ctx);
  inner.setInsertionPointToEnd(&op.getElseBranch().front());
  inner.create(loc(), "tocc.yield", {}, {});
  ret({x});
  EXPECT_EQ(firstError(),
            "'onnx.If' op region #0 must end with a terminator ('yield')");
}

TEST_F(VerifierTest, TerminatorMustBeLast) {
  b.create(loc(), "tocc.return", {}, {x});
  b.create<core::ReluOp>(loc(), t, x);
  ret({x});
  graph->setResultTypes({t});
  EXPECT_EQ(firstError(),
            "'tocc.return' op must be the last operation in its block");
}

TEST_F(VerifierTest, YieldOnlyInRegions) {
  b.create(loc(), "tocc.yield", {}, {x});
  EXPECT_EQ(firstError(), "'tocc.yield' op may only end a region; use "
                          "'return' in graphs");
}

TEST_F(VerifierTest, GraphNeedsReturn) {
  b.create<core::ReluOp>(loc(), t, x);
  EXPECT_EQ(firstError(), "graph '@main' must end with 'return'");
}

TEST_F(VerifierTest, ReturnTypesMatchSignature) {
  ret({x});
  graph->setResultTypes({ctx.getIntType()});
  EXPECT_EQ(firstError(),
            "'tocc.return' op type of return operand #0 (tensor<[2], f32>) "
            "does not match the graph's declared result type (int)");
  graph->setResultTypes({});
  EXPECT_EQ(firstError(), "'tocc.return' op returns 1 values but graph "
                          "'@main' declares 0 results");
}

TEST_F(VerifierTest, UseBeforeDefinition) {
  Operation *first = b.create<core::ReluOp>(loc(), t, x);
  Operation *second = b.create<core::ReluOp>(loc(), t, x);
  first->setOperand(0, second->getResult(0));
  ret({x});
  EXPECT_EQ(firstError(),
            "'core.relu' op operand #0 does not dominate this use");
}

TEST_F(VerifierTest, RegionSeesEnclosingValuesButNotViceVersa) {
  Value *c = graph->getBody().addArgument(
      ctx.getTensorType(DType::Bool, llvm::ArrayRef<int64_t>{}));
  onnx::IfOp op = makeIf(c, {t});
  Builder inner(ctx);
  inner.setInsertionPointToEnd(&op.getThenBranch().front());
  Operation *inside = inner.create<core::ReluOp>(loc(), t, x); // outer x: ok
  inner.create(loc(), "tocc.yield", {}, {inside->getResult(0)});
  inner.setInsertionPointToEnd(&op.getElseBranch().front());
  inner.create(loc(), "tocc.yield", {}, {x});
  ret({op->getResult(0)});
  EXPECT_EQ(firstError(), "");
  // A use after the If of a value defined inside it does not dominate.
  b.setInsertionPoint(graph->getReturnOp());
  b.create<core::ReluOp>(loc(), t, inside->getResult(0));
  EXPECT_EQ(firstError(),
            "'core.relu' op operand #0 does not dominate this use");
}

TEST_F(VerifierTest, IfBranchesYieldOneValuePerResult) {
  Value *c = graph->getBody().addArgument(
      ctx.getTensorType(DType::Bool, llvm::ArrayRef<int64_t>{}));
  onnx::IfOp op = makeIf(c, {t});
  Builder inner(ctx);
  inner.setInsertionPointToEnd(&op.getThenBranch().front());
  inner.create(loc(), "tocc.yield", {}, {x});
  inner.setInsertionPointToEnd(&op.getElseBranch().front());
  inner.create(loc(), "tocc.yield", {}, {});
  ret({x});
  EXPECT_EQ(firstError(), "'onnx.If' op else_branch yields 0 values, but the "
                          "op has 1 results");
}

TEST_F(VerifierTest, DuplicateGraphNames) {
  ret({x});
  Graph &g2 = module.addGraph("main");
  Builder b2(ctx);
  b2.setInsertionPointToEnd(&g2.getBody());
  b2.create(loc(), "tocc.return", {}, {});
  EXPECT_EQ(firstError(), "redefinition of graph '@main'");
}

TEST_F(VerifierTest, NullOperand) {
  Operation *r = b.create<core::ReluOp>(loc(), t, x);
  r->setOperand(0, nullptr);
  ret({x});
  EXPECT_EQ(firstError(), "'core.relu' op operand #0 is null");
}

} // namespace

namespace {

// mergeTypes: a declared dim that one inference clamped (max(n - 1, 0),
// an arange's length) and a later one that knew n >= 1 did not are the
// same dim; an optional inferred against a declared tensor keeps the
// tensor; a declared optional narrows to an inferred tensor.
TEST(MergeTypesTest, ClampedDimsAndOptionals) {
  registerAllDialects();
  Context ctx;
  loadRegisteredDialects(ctx);
  Module module(ctx);
  shape::ShapeEnv &env = module.getShapeEnv();
  shape::ExprContext &ex = env.getContext();
  shape::ExprRef n = env.declareSymbol("n", 2);
  shape::ExprRef len = ex.sub(n, ex.getConstant(1));
  Type clamped = ctx.getTensorType(
      DType::I64, {Dim(ex.max(ex.getConstant(0), len))});
  Type plain = ctx.getTensorType(DType::I64, {Dim(len)});
  EXPECT_EQ(mergeTypes(clamped, plain, env), clamped);
  EXPECT_EQ(mergeTypes(plain, clamped, env), plain);
  // Not provable: m may be 0, so max(m - 1, 0) may differ from m - 1.
  shape::ExprRef m = env.declareSymbol("m", 0);
  shape::ExprRef mlen = ex.sub(m, ex.getConstant(1));
  EXPECT_FALSE(mergeTypes(
      ctx.getTensorType(DType::I64, {Dim(ex.max(ex.getConstant(0), mlen))}),
      ctx.getTensorType(DType::I64, {Dim(mlen)}), env));

  Type tensor = ctx.getTensorType(DType::F32, llvm::ArrayRef<int64_t>{2});
  Type optional = ctx.getOptionalType(ctx.getUnrankedTensorType(DType::Unknown));
  EXPECT_EQ(mergeTypes(tensor, optional, env), tensor);
  EXPECT_EQ(mergeTypes(optional, tensor, env), tensor);
  EXPECT_EQ(mergeTypes(ctx.getNoneType(), optional, env), ctx.getNoneType());
}

} // namespace
