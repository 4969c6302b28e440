//===- IRTest.cpp - Use lists, RAUW, builder, uniquing, cloning ------------===//
#include "tocc/Dialect/AllDialects.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/Verifier.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"

#include "gtest/gtest.h"

using namespace tocc;

namespace {

class IRTest : public ::testing::Test {
protected:
  IRTest() {
    registerAllDialects();
    loadRegisteredDialects(ctx);
    f32x4 = ctx.getTensorType(DType::F32, llvm::ArrayRef<int64_t>{4});
    graph = &module.addGraph("main");
    x = graph->getBody().addArgument(f32x4);
    y = graph->getBody().addArgument(f32x4);
    b.setInsertionPointToEnd(&graph->getBody());
  }

  Operation *add(Value *l, Value *r) {
    return b.create<core::AddOp>(ctx.getUnknownLoc(), f32x4, l, r);
  }
  void finish(llvm::ArrayRef<Value *> outs) {
    llvm::SmallVector<Type, 2> types;
    for (Value *v : outs)
      types.push_back(v->getType());
    b.create(ctx.getUnknownLoc(), "tocc.return", {}, outs);
    graph->setResultTypes(types);
  }

  Context ctx;
  Module module{ctx};
  Builder b{ctx};
  Type f32x4;
  Graph *graph;
  Value *x, *y;
};

TEST_F(IRTest, TypesAreUniqued) {
  EXPECT_EQ(f32x4, ctx.getTensorType(DType::F32, llvm::ArrayRef<int64_t>{4}));
  EXPECT_NE(f32x4, ctx.getTensorType(DType::F16, llvm::ArrayRef<int64_t>{4}));
  EXPECT_NE(f32x4, ctx.getUnrankedTensorType(DType::F32));
  Type sym = ctx.getTensorType(DType::F32, {ctx.getSymbolDim("batch"),
                                            ctx.getStaticDim(3)});
  EXPECT_EQ(sym, ctx.getTensorType(DType::F32, {ctx.getSymbolDim("batch"),
                                                ctx.getStaticDim(3)}));
  EXPECT_TRUE(sym.getDims()[0].isSymbolic());
  EXPECT_FALSE(sym.hasStaticShape());
  EXPECT_EQ(ctx.getListType(ctx.getIntType()),
            ctx.getListType(ctx.getIntType()));
  EXPECT_EQ(ctx.getTupleType({f32x4, ctx.getIntType()}),
            ctx.getTupleType({f32x4, ctx.getIntType()}));
  EXPECT_EQ(*f32x4.getNumElements(), 4);
}

TEST_F(IRTest, UnknownDimIsNotSymbolic) {
  Dim unknown;
  EXPECT_TRUE(unknown.isUnknown());
  EXPECT_FALSE(unknown.isSymbolic());
  Type t = ctx.getTensorType(DType::F32, {unknown, ctx.getStaticDim(2)});
  EXPECT_FALSE(t.getNumElements().has_value());
}

TEST_F(IRTest, AttributesAreUniquedExceptDense) {
  EXPECT_EQ(ctx.getIntAttr(3).getImpl(), ctx.getIntAttr(3).getImpl());
  EXPECT_NE(ctx.getIntAttr(3), ctx.getIntAttr(4));
  EXPECT_NE(ctx.getFloatAttr(0.0), ctx.getFloatAttr(-0.0));
  EXPECT_EQ(ctx.getIntArrayAttr({1, 2}), ctx.getIntArrayAttr({1, 2}));
  EXPECT_EQ(*ctx.getIntArrayAttr({1, 2}).getIntArray(),
            (llvm::SmallVector<int64_t, 4>{1, 2}));
  float data[4] = {1, 2, 3, 4};
  llvm::ArrayRef<char> bytes(reinterpret_cast<const char *>(data),
                             sizeof(data));
  Attribute d1 = ctx.getDenseAttr(f32x4, bytes);
  Attribute d2 = ctx.getDenseAttr(f32x4, bytes);
  EXPECT_NE(d1.getImpl(), d2.getImpl());
  EXPECT_EQ(d1, d2);
  EXPECT_EQ(hash_value(d1), hash_value(d2));
  data[3] = 5;
  Attribute d3 = ctx.getDenseAttr(
      f32x4, llvm::ArrayRef<char>(reinterpret_cast<const char *>(data),
                                  sizeof(data)));
  EXPECT_NE(d1, d3);
  Attribute elided = ctx.getDenseAttr(f32x4, nullptr);
  EXPECT_TRUE(elided.isElided());
  EXPECT_NE(elided, ctx.getDenseAttr(f32x4, nullptr));
}

/// A buffer that does not own its bytes, like a view of a LibTorch tensor.
struct ViewBuffer : ElementsBuffer {
  llvm::ArrayRef<char> data;
  explicit ViewBuffer(llvm::ArrayRef<char> d) : data(d) {}
  llvm::ArrayRef<char> getData() const override { return data; }
};

TEST_F(IRTest, DenseAttrSharesExternalStorage) {
  std::vector<float> weights = {1, 2, 3, 4};
  llvm::ArrayRef<char> bytes(reinterpret_cast<const char *>(weights.data()),
                             weights.size() * sizeof(float));
  Attribute a = ctx.getDenseAttr(f32x4, std::make_shared<ViewBuffer>(bytes));
  EXPECT_EQ(a.getRawData().data(), bytes.data()); // no copy was made
}

TEST_F(IRTest, DenseAttrFromMappedFileSlice) {
  llvm::SmallString<64> path;
  int fd;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("weights", "bin", fd, path));
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    std::vector<float> page(8192, 0.0f); // a large file, so it is mapped
    page[4096] = 1;
    page[4097] = 2;
    page[4098] = 3;
    page[4099] = 4;
    os.write(reinterpret_cast<const char *>(page.data()),
             page.size() * sizeof(float));
  }
  auto buf = MappedFileElementsBuffer::create(path, 4096 * sizeof(float),
                                              4 * sizeof(float));
  ASSERT_TRUE(bool(buf)) << llvm::toString(buf.takeError());
  Attribute a = ctx.getDenseAttr(f32x4, *buf);
  const float *vals = reinterpret_cast<const float *>(a.getRawData().data());
  EXPECT_EQ(vals[0], 1);
  EXPECT_EQ(vals[3], 4);
  auto tooLong = MappedFileElementsBuffer::create(path, 8192 * 4 - 4, 8);
  ASSERT_FALSE(bool(tooLong));
  EXPECT_NE(llvm::toString(tooLong.takeError()).find("too few"),
            std::string::npos);
  auto missing = MappedFileElementsBuffer::create((path + ".none").str(), 0, 4);
  ASSERT_FALSE(bool(missing));
  EXPECT_NE(llvm::toString(missing.takeError()).find("cannot open"),
            std::string::npos);
  llvm::sys::fs::remove(path);
}

TEST_F(IRTest, UseListsTrackOperands) {
  Operation *a = add(x, y);
  Operation *c = add(a->getResult(0), x);
  EXPECT_EQ(x->getNumUses(), 2u);
  EXPECT_EQ(y->getNumUses(), 1u);
  EXPECT_TRUE(a->getResult(0)->hasOneUse());
  EXPECT_EQ(*a->getResult(0)->getUsers().begin(), c);
  EXPECT_TRUE(c->use_empty());
  c->setOperand(1, y);
  EXPECT_EQ(x->getNumUses(), 1u);
  EXPECT_EQ(y->getNumUses(), 2u);
}

TEST_F(IRTest, SameValueUsedTwiceHasTwoUses) {
  Operation *a = add(x, x);
  EXPECT_EQ(x->getNumUses(), 2u);
  a->erase();
  EXPECT_TRUE(x->use_empty());
}

TEST_F(IRTest, ReplaceAllUsesWith) {
  Operation *a = add(x, y);
  Operation *c = add(a->getResult(0), a->getResult(0));
  Operation *d = add(a->getResult(0), y);
  a->getResult(0)->replaceAllUsesWith(x);
  EXPECT_TRUE(a->use_empty());
  EXPECT_EQ(c->getOperand(0), x);
  EXPECT_EQ(c->getOperand(1), x);
  EXPECT_EQ(d->getOperand(0), x);
  EXPECT_EQ(x->getNumUses(), 4u);
  a->erase();
}

TEST_F(IRTest, ReplaceUsesWithIf) {
  Operation *c = add(x, y);
  Operation *d = add(x, y);
  x->replaceUsesWithIf(y, [&](OpOperand &u) { return u.getOwner() == d; });
  EXPECT_EQ(c->getOperand(0), x);
  EXPECT_EQ(d->getOperand(0), y);
}

TEST_F(IRTest, OperandInsertAndErase) {
  Operation *op = b.create(ctx.getUnknownLoc(), "test.op", {}, {x});
  op->insertOperand(0, y);
  ASSERT_EQ(op->getNumOperands(), 2u);
  EXPECT_EQ(op->getOperand(0), y);
  EXPECT_EQ(op->getOpOperand(1).getOperandNumber(), 1u);
  op->eraseOperand(0);
  EXPECT_EQ(op->getOperand(0), x);
  EXPECT_TRUE(y->use_empty());
  op->setOperands({y, y, x});
  EXPECT_EQ(y->getNumUses(), 2u);
  op->erase();
}

TEST_F(IRTest, BuilderInsertionPoints) {
  Operation *last = add(x, y);
  b.setInsertionPoint(last);
  Operation *first = add(x, x);
  EXPECT_TRUE(first->isBeforeInBlock(last));
  b.setInsertionPointAfter(last);
  Operation *after = add(y, y);
  EXPECT_TRUE(last->isBeforeInBlock(after));
  b.setInsertionPointToStart(&graph->getBody());
  Operation *start = add(y, x);
  EXPECT_EQ(&graph->getBody().front(), start);
  after->moveBefore(start);
  EXPECT_EQ(&graph->getBody().front(), after);
  EXPECT_TRUE(after->isBeforeInBlock(first));
}

TEST_F(IRTest, GeneratedAccessors) {
  core::AddOp a = b.create<core::AddOp>(ctx.getUnknownLoc(), f32x4, x, y);
  EXPECT_EQ(a.getLhs(), x);
  EXPECT_EQ(a.getRhs(), y);
  EXPECT_EQ(a.getOut()->getType(), f32x4);
  EXPECT_TRUE(a->isa<core::AddOp>());
  EXPECT_FALSE(a->dynCast<core::MulOp>());
  core::MaxPoolOp pool = b.create<core::MaxPoolOp>(
      ctx.getUnknownLoc(), f32x4, x, llvm::ArrayRef<int64_t>{2});
  EXPECT_EQ(pool.getKernelShape(), (llvm::SmallVector<int64_t, 4>{2}));
  EXPECT_FALSE(pool.getStrides().has_value());
  EXPECT_FALSE(pool.getCeilMode()); // the table's default
  pool->setAttr("ceil_mode", ctx.getBoolAttr(true));
  EXPECT_TRUE(pool.getCeilMode());
}

TEST_F(IRTest, OpDefTraits) {
  Operation *a = add(x, y);
  EXPECT_TRUE(a->isRegistered());
  EXPECT_TRUE(a->hasTrait(Pure));
  EXPECT_TRUE(a->hasTrait(Commutative));
  EXPECT_TRUE(a->isSideEffectFree());
  Operation *u = b.create(ctx.getUnknownLoc(), "test.unknown", {f32x4}, {x});
  EXPECT_FALSE(u->isRegistered());
  EXPECT_FALSE(u->isSideEffectFree());
}

TEST_F(IRTest, RecursivelyPureDependsOnBody) {
  Type cond = ctx.getTensorType(DType::Bool, llvm::ArrayRef<int64_t>{});
  Value *c = graph->getBody().addArgument(cond);
  onnx::IfOp ifOp =
      b.create<onnx::IfOp>(ctx.getUnknownLoc(), llvm::ArrayRef<Type>{f32x4}, c);
  for (Region *r : {&ifOp.getThenBranch(), &ifOp.getElseBranch()}) {
    Block &blk = r->emplaceBlock();
    Builder inner(ctx);
    inner.setInsertionPointToEnd(&blk);
    inner.create(ctx.getUnknownLoc(), "tocc.yield", {}, {x});
  }
  EXPECT_TRUE(ifOp->isSideEffectFree());
  Builder inner(ctx);
  inner.setInsertionPointToStart(&ifOp.getThenBranch().front());
  inner.create(ctx.getUnknownLoc(), "test.effect", {}, {});
  EXPECT_FALSE(ifOp->isSideEffectFree());
}

TEST_F(IRTest, WalkVisitsNestedOpsPostOrder) {
  Type cond = ctx.getTensorType(DType::Bool, llvm::ArrayRef<int64_t>{});
  Value *c = graph->getBody().addArgument(cond);
  onnx::IfOp ifOp =
      b.create<onnx::IfOp>(ctx.getUnknownLoc(), llvm::ArrayRef<Type>{}, c);
  Block &then = ifOp.getThenBranch().emplaceBlock();
  Builder inner(ctx);
  inner.setInsertionPointToEnd(&then);
  inner.create<core::AddOp>(ctx.getUnknownLoc(), f32x4, x, y);
  inner.create(ctx.getUnknownLoc(), "tocc.yield", {}, {});
  ifOp.getElseBranch().emplaceBlock();
  std::vector<std::string> order;
  graph->walk([&](Operation *op) { order.push_back(op->getNameStr().str()); });
  EXPECT_EQ(order, (std::vector<std::string>{"core.add", "tocc.yield",
                                             "onnx.If"}));
  order.clear();
  graph->walk([&](Operation *op) { order.push_back(op->getNameStr().str()); },
              /*postOrder=*/false);
  EXPECT_EQ(order.front(), "onnx.If");
}

TEST_F(IRTest, CloneMapsOperandsAndRegions) {
  Type cond = ctx.getTensorType(DType::Bool, llvm::ArrayRef<int64_t>{});
  Value *c = graph->getBody().addArgument(cond);
  onnx::IfOp ifOp =
      b.create<onnx::IfOp>(ctx.getUnknownLoc(), llvm::ArrayRef<Type>{f32x4}, c);
  for (Region *r : {&ifOp.getThenBranch(), &ifOp.getElseBranch()}) {
    Block &blk = r->emplaceBlock();
    Builder inner(ctx);
    inner.setInsertionPointToEnd(&blk);
    Operation *sum = inner.create<core::AddOp>(ctx.getUnknownLoc(), f32x4, x, y);
    inner.create(ctx.getUnknownLoc(), "tocc.yield", {}, {sum->getResult(0)});
  }
  llvm::DenseMap<Value *, Value *> mapping;
  mapping[x] = y;
  Operation *copy = ifOp->clone(mapping);
  b.insert(copy);
  EXPECT_EQ(mapping[ifOp->getResult(0)], copy->getResult(0));
  Operation &innerAdd = copy->getRegion(0).front().front();
  EXPECT_EQ(innerAdd.getOperand(0), y); // remapped
  Operation &innerYield = copy->getRegion(0).front().back();
  EXPECT_EQ(innerYield.getOperand(0), innerAdd.getResult(0));
  finish({copy->getResult(0)});
  EXPECT_TRUE(succeeded(verify(module)));
}

TEST_F(IRTest, ErasingABlockWithInternalUses) {
  Operation *a = add(x, y);
  add(a->getResult(0), a->getResult(0));
  finish({a->getResult(0)});
  // Destroying the module must not trip over uses between its ops.
  module.eraseGraph(*graph);
  EXPECT_EQ(module.getNumGraphs(), 0u);
}

TEST_F(IRTest, NamesAreInternedHints) {
  x->setName("input.0");
  EXPECT_EQ(x->getName(), "input.0");
  EXPECT_EQ(x->getName().data(), ctx.intern("input.0").data());
}

TEST_F(IRTest, LocationsAreUniqued) {
  Location l1 = ctx.getFileLineColLoc("model.py", 3, 4);
  EXPECT_EQ(l1, ctx.getFileLineColLoc("model.py", 3, 4));
  EXPECT_NE(l1, ctx.getFileLineColLoc("model.py", 3, 5));
  Location named = ctx.getNameLoc("layer1.weight", l1);
  EXPECT_EQ(named.getFileLoc(), l1);
  std::string s;
  llvm::raw_string_ostream os(s);
  named.print(os);
  EXPECT_EQ(os.str(), "\"layer1.weight\"(\"model.py\":3:4)");
}

TEST_F(IRTest, DialectRegistryIsIdempotent) {
  registerAllDialects();
  auto names = getRegisteredDialectNames();
  EXPECT_EQ(std::count(names.begin(), names.end(), "core"), 1);
  Context other;
  loadRegisteredDialects(other);
  EXPECT_NE(other.lookupOpDef("onnx.Conv"), nullptr);
  EXPECT_NE(other.lookupOpDef("aten.add.Tensor"), nullptr);
  EXPECT_EQ(other.lookupOpDef("onnx.NoSuchOp"), nullptr);
}

TEST_F(IRTest, LateRegistrationUpdatesOpNames) {
  OperationName n = ctx.getOperationName("late.op");
  EXPECT_FALSE(n.isRegistered());
  OpDef def;
  def.name = "late.op";
  def.traits = Pure;
  ctx.getOrCreateDialect("late").addOp(def);
  EXPECT_TRUE(n.isRegistered());
}

} // namespace
