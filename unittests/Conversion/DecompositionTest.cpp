//===- DecompositionTest.cpp - Registry, names and torch's type promotion -===//
#include "tocc/Conversion/AtenToCore/Decomposition.h"
#include "tocc/Conversion/CoreToCore/Expansion.h"
#include "tocc/Conversion/CoreToCore/Passes.h"
#include "tocc/Conversion/CoreToOnnx/Lowering.h"
#include "tocc/Conversion/CoreToOnnx/Passes.h"

#include "tocc/Dialect/AllDialects.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"

#include "llvm/ADT/StringExtras.h"

#include "gtest/gtest.h"

#include <map>

using namespace tocc;

namespace {

using PK = PromotionKind;

struct PromotionCase {
  PromotionOperand a, b;
  std::optional<DType> expected;
};

PromotionOperand T(DType d) { return {d, PK::Tensor}; }
PromotionOperand Z(DType d) { return {d, PK::ZeroDimTensor}; }
/// A Python scalar of the kind of `d` (bool, int or float).
PromotionOperand S(DType d) { return wrappedScalar(d); }

// Each row from torch's documented semantics (torch.result_type); the
// comment is the Python expression that gives it.
const PromotionCase promotionTable[] = {
    // Same class: torch.promote_types.
    {T(DType::F32), T(DType::F32), DType::F32},
    {T(DType::I32), T(DType::I64), DType::I64},    // int32 + int64
    {T(DType::U8), T(DType::I8), DType::I16},      // uint8 + int8
    {T(DType::F16), T(DType::BF16), DType::F32},   // half + bfloat16
    {T(DType::Bool), T(DType::U8), DType::U8},     // bool + uint8
    {T(DType::I64), T(DType::F16), DType::F16},    // int64 + half
    {T(DType::F64), T(DType::C64), DType::C128},   // double + cfloat
    // A 0-d tensor counts only with a higher category.
    {T(DType::F32), Z(DType::F64), DType::F32},    // f32[n] + f64[]
    {T(DType::I32), Z(DType::I64), DType::I32},    // i32[n] + i64[]
    {T(DType::I64), Z(DType::F64), DType::F64},    // i64[n] + f64[]
    {T(DType::Bool), Z(DType::I32), DType::I32},   // bool[n] + i32[]
    {Z(DType::I32), Z(DType::I64), DType::I64},    // i32[] + i64[]
    // Python scalars: int is i64, float the default dtype (f32).
    {T(DType::I32), S(DType::I64), DType::I32},    // i32[n] + 2
    {T(DType::I32), S(DType::F64), DType::F32},    // i32[n] + 2.5
    {T(DType::F16), S(DType::F64), DType::F16},    // f16[n] + 2.5
    {T(DType::F64), S(DType::F64), DType::F64},    // f64[n] + 2.5
    {T(DType::Bool), S(DType::I64), DType::I64},   // bool[n] + 2
    {T(DType::Bool), S(DType::Bool), DType::Bool}, // bool[n] + True
    {T(DType::U8), S(DType::Bool), DType::U8},     // u8[n] + True
    {T(DType::U8), S(DType::I64), DType::U8},      // u8[n] + 300 (wraps)
    {Z(DType::I16), S(DType::F64), DType::F32},    // i16[] + 2.5
    {Z(DType::F64), S(DType::F64), DType::F64},    // f64[] + 2.5
    {Z(DType::I32), S(DType::I64), DType::I32},    // i32[] + 2
    {T(DType::F32), S(DType::C64), DType::C64},    // f32[n] + 1j
    {T(DType::F64), S(DType::C64), DType::C128},   // f64[n] + 1j
    // Unknown and foreign dtypes.
    {T(DType::Unknown), T(DType::F32), DType::Unknown},
    {T(DType::U16), T(DType::F32), std::nullopt},
    {T(DType::Str), S(DType::I64), std::nullopt},
};

TEST(TypePromotion, Table) {
  for (const PromotionCase &c : promotionTable) {
    SCOPED_TRACE(std::string(dtypeName(c.a.dtype)) + "/" +
                 std::to_string(int(c.a.kind)) + " with " +
                 std::string(dtypeName(c.b.dtype)) + "/" +
                 std::to_string(int(c.b.kind)));
    EXPECT_EQ(promoteResultType({c.a, c.b}), c.expected);
    // The order of the operands does not matter.
    EXPECT_EQ(promoteResultType({c.b, c.a}), c.expected);
  }
}

TEST(TypePromotion, ThreeClasses) {
  // i32[n] + i64[] + 2.5: the scalar's category wins over both.
  EXPECT_EQ(promoteResultType({T(DType::I32), Z(DType::I64), S(DType::F64)}),
            DType::F32);
  // i32[n] + f64[] + 2.5: the 0-d tensor's f64 beats the scalar's f32.
  EXPECT_EQ(promoteResultType({T(DType::I32), Z(DType::F64), S(DType::F64)}),
            DType::F64);
  EXPECT_EQ(promoteResultType({}), DType::Unknown);
}

TEST(TypePromotion, OperandKinds) {
  Context ctx;
  EXPECT_EQ(promotionOperandOf(ctx.getTensorType(DType::F32, llvm::ArrayRef<int64_t>{})).kind,
            PK::ZeroDimTensor);
  EXPECT_EQ(promotionOperandOf(ctx.getTensorType(DType::F32, llvm::ArrayRef<int64_t>{2, 3})).kind,
            PK::Tensor);
  EXPECT_EQ(promotionOperandOf(ctx.getUnrankedTensorType(DType::F32)).kind,
            PK::Tensor);
  EXPECT_EQ(wrappedScalar(DType::F64).dtype, DType::F32);
  EXPECT_EQ(wrappedScalar(DType::I32).dtype, DType::I64);
  EXPECT_EQ(wrappedScalar(DType::Bool).dtype, DType::Bool);
}

TEST(DecompositionNames, Normalize) {
  auto norm = [](llvm::StringRef s) -> std::string {
    llvm::Expected<std::string> n = normalizeDecompositionName(s);
    if (!n)
      return "error: " + llvm::toString(n.takeError());
    return *n;
  };
  EXPECT_EQ(norm("aten::add.Tensor"), "aten.add.Tensor");
  EXPECT_EQ(norm("aten.add.Tensor"), "aten.add.Tensor");
  EXPECT_EQ(norm("mylib::op"), "mylib.op");
  EXPECT_EQ(norm("aten::relu_"), "aten.relu_");
  EXPECT_EQ(norm("aten::_convolution"), "aten._convolution");
  for (llvm::StringRef bad : {"", "relu", "::relu", "aten::", "aten::a::b",
                              "aten::add-Tensor", "aten::add..Tensor",
                              "aten.add.", "a b::c"}) {
    SCOPED_TRACE(bad.str());
    EXPECT_EQ(norm(bad).rfind("error: invalid op name '" + bad.str() + "'", 0),
              0u)
        << norm(bad);
  }
}

LogicalResult noop(DecompositionRewriter &, Operation *) { return success(); }
LogicalResult other(DecompositionRewriter &, Operation *) { return failure(); }

TEST(DecompositionRegistry, RegisterLookupOverride) {
  ASSERT_FALSE(isDecompositionRegistered("unittest::op.overload"));
  EXPECT_FALSE(bool(registerDecomposition("unittest::op.overload", noop)));
  EXPECT_TRUE(isDecompositionRegistered("unittest.op.overload"));
  EXPECT_TRUE(isDecompositionRegistered("unittest::op.overload"));
  EXPECT_FALSE(isDecompositionRegistered("unittest.op"));

  // Again without override: an error naming the op; the entry is kept.
  llvm::Error again = registerDecomposition("unittest.op.overload", other);
  ASSERT_TRUE(bool(again));
  EXPECT_EQ(llvm::toString(std::move(again)),
            "a decomposition for 'unittest.op.overload' is already "
            "registered (register with override to replace it)");
  const DecompositionFn *fn = lookupDecomposition("unittest.op.overload");
  ASSERT_TRUE(fn);
  Context ctx;
  Module module(ctx);
  Graph &g = module.addGraph("g");
  Operation *op = Builder(ctx).create(Location(), "unittest.op.overload", {},
                                      {}, {});
  g.getBody().push_back(op);
  DecompositionRewriter rw(op);
  EXPECT_TRUE(succeeded((*fn)(rw, op)));

  // With override: replaced.
  EXPECT_FALSE(
      bool(registerDecomposition("unittest.op.overload", other, true)));
  fn = lookupDecomposition("unittest::op.overload");
  ASSERT_TRUE(fn);
  EXPECT_TRUE(failed((*fn)(rw, op)));

  // No function, bad names.
  EXPECT_EQ(llvm::toString(registerDecomposition("unittest::empty", {})),
            "decomposition for 'unittest.empty' was registered without a "
            "function");
  EXPECT_TRUE(bool(llvm::toString(registerDecomposition("nonamespace", noop))
                       .find("invalid op name 'nonamespace'") == 0));
}

TEST(DecompositionRegistry, BuiltinsAreSorted) {
  registerAtenDecompositions();
  registerAtenDecompositions(); // idempotent
  std::vector<std::string> names = getRegisteredDecompositions();
  EXPECT_TRUE(std::is_sorted(names.begin(), names.end()));
  for (const char *n : {"aten.relu", "aten.relu_", "aten.add.Tensor",
                        "aten.batch_norm", "aten.size.int", "aten.view"})
    EXPECT_TRUE(llvm::is_contained(names, n)) << n;
}

TEST(DecompositionHelpers, NormalizeDim) {
  EXPECT_EQ(normalizeDim(-1, 4), 3);
  EXPECT_EQ(normalizeDim(0, 4), 0);
  EXPECT_EQ(normalizeDim(3, 4), 3);
  EXPECT_EQ(normalizeDim(4, 4), std::nullopt);
  EXPECT_EQ(normalizeDim(-5, 4), std::nullopt);
  EXPECT_EQ(normalizeDim(-1, 0), 0); // torch wraps scalars as rank 1
  EXPECT_EQ(normalizeDim(1, 0), std::nullopt);
}

} // namespace

// Every overload of the aten table whose operands and single result are
// numbers (int, float, bool, Scalar; `complex` operands are outside: ONNX
// has no complex numbers) has a decomposition: the language's number
// functions are covered as the table has them, not as someone listed them.
// The exceptions, with their reasons:
TEST(ScalarOverloads, AreCovered) {
  registerAtenDecompositions();
  const std::map<std::string, std::string> excluded = {
      {"aten._cufft_get_plan_cache_max_size", "a CUDA query"},
      {"aten._cufft_get_plan_cache_size", "a CUDA query"},
      {"aten.polar.Scalar_Scalar", "a complex number: ONNX has none"},
  };
  registerAllDialects();
  Context ctx;
  loadRegisteredDialects(ctx);
  auto isNumber = [](TypeConstraint c) {
    return c == TypeConstraint::Int || c == TypeConstraint::Float ||
           c == TypeConstraint::Bool || c == TypeConstraint::Scalar;
  };
  std::vector<std::string> missing;
  size_t covered = 0;
  for (const std::unique_ptr<OpDef> &def : ctx.getDialect("aten")->getOps()) {
    if (def->operands.empty() || def->results.size() != 1 ||
        !isNumber(def->results[0].constraint) ||
        !llvm::all_of(def->operands, [&](const ArgDef &a) {
          return a.arity == Arity::Single && isNumber(a.constraint);
        }))
      continue;
    std::string name = def->name.str();
    if (excluded.count(name))
      continue;
    if (isDecompositionRegistered(name))
      ++covered;
    else
      missing.push_back(name);
  }
  EXPECT_TRUE(missing.empty()) << "number-only overloads without a "
                                  "decomposition: "
                               << llvm::join(missing, ", ");
  // The table has ~180 such overloads in torch 1.13.
  EXPECT_GT(covered, 150u);
  for (const char *prim : {"prim.min", "prim.max", "prim.abs"})
    EXPECT_TRUE(isDecompositionRegistered(prim)) << prim;
}

// The rewrite tables are keyed by op-name strings (an aten overload as its
// schema spells it, "aten::add.Tensor"; core ops by their generated class,
// core::AddOp::getOperationName()). Every key of tocc's own entries must
// name an op a dialect declares, so a renamed or misspelled op fails here,
// on every run, and not only when a test happens to reach that entry
// (docs/design.md, "The registries").
TEST(RegistryNames, EveryBuiltinEntryNamesADeclaredOp) {
  registerAllDialects();
  registerAtenDecompositions();
  registerCoreToCorePasses();
  registerCoreToOnnxPasses();
  Context ctx;
  loadRegisteredDialects(ctx);
  std::vector<std::string> unknown;
  auto check = [&](llvm::StringRef kind, std::vector<std::string> names) {
    EXPECT_FALSE(names.empty()) << kind.str();
    for (const std::string &name : names)
      // torchvision's ops are in no table: their schemas come from the
      // library the model loads (or tocc's stand-in, lib/Frontend/
      // TorchvisionOps.cpp), and the importer makes them generic ops with
      // that schema; so are LibTorch's `quantized::` ops, which the aten
      // table (aten:: schemas only) does not hold. `unittest.` entries are
      // the other tests' own.
      if (!llvm::StringRef(name).starts_with("torchvision.") &&
          !llvm::StringRef(name).starts_with("quantized.") &&
          !llvm::StringRef(name).starts_with("unittest.") &&
          !ctx.lookupOpDef(name))
        unknown.push_back((kind + " " + name).str());
  };
  check("decomposition", getRegisteredDecompositions());
  check("expansion", getRegisteredExpansions());
  check("lowering", getLoweredOps());
  EXPECT_TRUE(unknown.empty())
      << "entries for ops no dialect declares: " << llvm::join(unknown, ", ");
}
