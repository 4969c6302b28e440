//===- RegistryTest.cpp - The public registration API and its queries -----===//
#include "tocc/Extension/Registry.h"

#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"

#include "gtest/gtest.h"

using namespace tocc;

namespace {

LogicalResult sameAsInput(InferenceContext &ic) {
  ic.setResultType(0, ic.getOperandType(0));
  return success();
}

LogicalResult noLowering(LoweringRewriter &, Operation *) { return failure(); }

std::string errorText(llvm::Error err) {
  return err ? llvm::toString(std::move(err)) : std::string();
}

TEST(RegistryTest, ShapeFunctionsTakeEitherSpellingAndRefuseDuplicates) {
  EXPECT_EQ(errorText(registerShapeFunction("regtest::shape", sameAsInput)),
            "");
  EXPECT_EQ(lookupShapeFunction("regtest.shape"), &sameAsInput);
  EXPECT_EQ(lookupShapeFunction("regtest::shape"), &sameAsInput);
  EXPECT_EQ(getShapeFunctionSource("regtest.shape"), "builtin");
  EXPECT_EQ(lookupShapeFunction("regtest.other"), nullptr);

  std::string dup = errorText(registerShapeFunction("regtest.shape",
                                                    sameAsInput));
  EXPECT_NE(dup.find("a shape function for 'regtest.shape' is already "
                     "registered (register with override to replace it)"),
            std::string::npos)
      << dup;
  size_t before = getRegistrationOverrides().size();
  EXPECT_EQ(errorText(registerShapeFunction("regtest.shape", sameAsInput,
                                            /*override=*/true)),
            "");
  ASSERT_EQ(getRegistrationOverrides().size(), before + 1);
  EXPECT_EQ(getRegistrationOverrides().back(),
            "the shape function of 'regtest.shape' (builtin)");

  std::string bad = errorText(registerShapeFunction("noNamespace",
                                                    sameAsInput));
  EXPECT_NE(bad.find("expected a name of the form 'namespace::op'"),
            std::string::npos)
      << bad;
  EXPECT_NE(errorText(registerShapeFunction("regtest::null", nullptr)), "");
}

TEST(RegistryTest, LoweringOpsetsDecideIsRegisteredOp) {
  ASSERT_EQ(errorText(registerLowering("regtest::late", 13, noLowering)), "");
  EXPECT_FALSE(isRegisteredOp("regtest::late", 12));
  EXPECT_TRUE(isRegisteredOp("regtest::late", 13));
  EXPECT_TRUE(isRegisteredOp("regtest.late", 21));
  EXPECT_TRUE(isRegisteredOp("regtest.late"));
  EXPECT_FALSE(isRegisteredOp("regtest.unknown"));
  EXPECT_FALSE(isRegisteredOp("not a name"));
  // A direct lowering is noted for decompose.
  EXPECT_TRUE(hasDirectLowering("regtest.late"));
  EXPECT_FALSE(hasDirectLowering("regtest.unknown"));
}

TEST(RegistryTest, GetOpFunctionsListsEveryEntryWithItsSource) {
  ASSERT_EQ(errorText(registerDecomposition(
                "regtest::both",
                [](DecompositionRewriter &, Operation *) { return failure(); })),
            "");
  ASSERT_EQ(errorText(registerLowering("regtest::both", 11, noLowering)), "");
  ASSERT_EQ(errorText(registerLowering("regtest::both", 9, noLowering)), "");
  ASSERT_EQ(errorText(registerShapeFunction("regtest::both", sameAsInput)),
            "");
  llvm::Expected<std::vector<OpFunction>> fns =
      getOpFunctions("regtest::both");
  ASSERT_TRUE(bool(fns));
  ASSERT_EQ(fns->size(), 4u);
  EXPECT_EQ((*fns)[0].kind, OpFunction::Decomposition);
  EXPECT_EQ((*fns)[1].kind, OpFunction::Lowering);
  EXPECT_EQ((*fns)[1].sinceOpset, 9);
  EXPECT_EQ((*fns)[2].sinceOpset, 11);
  EXPECT_EQ((*fns)[3].kind, OpFunction::ShapeFunction);
  for (const OpFunction &f : *fns)
    EXPECT_EQ(f.source, "builtin");
  // With a decomposition, the op is registered at every opset.
  EXPECT_TRUE(isRegisteredOp("regtest.both", 1));

  llvm::Expected<std::vector<OpFunction>> bad = getOpFunctions("::x");
  ASSERT_FALSE(bool(bad));
  EXPECT_NE(llvm::toString(bad.takeError()).find("invalid op name '::x'"),
            std::string::npos);
}

TEST(RegistryTest, OverridesAreRecordedWithThePreviousSource) {
  ASSERT_EQ(errorText(registerLowering("regtest::over", 1, noLowering)), "");
  std::string dup = errorText(registerLowering("regtest::over", 1,
                                               noLowering));
  EXPECT_NE(dup.find("a lowering of 'regtest.over' for opsets >= 1 is "
                     "already registered"),
            std::string::npos)
      << dup;
  size_t before = getRegistrationOverrides().size();
  ASSERT_EQ(errorText(registerLowering("regtest::over", 1, noLowering,
                                       /*override=*/true)),
            "");
  ASSERT_EQ(getRegistrationOverrides().size(), before + 1);
  EXPECT_EQ(getRegistrationOverrides().back(),
            "the lowering of 'regtest.over' for opsets >= 1 (builtin)");
  EXPECT_EQ(getLoweringSource("regtest.over", 1), "builtin");
  EXPECT_EQ(getLoweringSource("regtest.over", 2), "");
}

TEST(RegistryTest, PrintOpQuery) {
  ASSERT_EQ(errorText(registerLowering("regtest::printed", 13, noLowering)),
            "");
  std::string text;
  llvm::raw_string_ostream os(text);
  ASSERT_EQ(errorText(printOpQuery(os, "regtest::printed", 12, nullptr)), "");
  EXPECT_EQ(text, "regtest.printed\n"
                  "  lowering for opsets >= 13: builtin\n"
                  "  registered at opset 12: no\n");
  text.clear();
  EXPECT_NE(errorText(printOpQuery(os, "bad", std::nullopt, nullptr)), "");
  EXPECT_EQ(text, "");
}

} // namespace
