//===- ParserPrinterTest.cpp - Text form: round trips, errors, floats ----===//
#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/Parser.h"
#include "tocc/IR/Printer.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

using namespace tocc;

namespace {

struct CapturedDiag {
  std::string message;
  std::string file;
  unsigned line;
  unsigned col;
};

class ParserPrinterTest : public ::testing::Test {
protected:
  ParserPrinterTest() {
    handler = ctx.getDiagEngine().registerHandler([this](const Diagnostic &d) {
      Location loc = d.getLocation().getFileLoc();
      diags.push_back({d.getMessage(), loc.getFile().str(), loc.getLine(),
                       loc.getColumn()});
      return success();
    });
  }
  ~ParserPrinterTest() override { ctx.getDiagEngine().eraseHandler(handler); }

  static std::string print(const Module &m, const PrintOptions &opts = {}) {
    std::string s;
    llvm::raw_string_ostream os(s);
    printModule(m, os, opts);
    return s;
  }

  /// Parses and prints; fails the test on a parse error.
  std::string roundTrip(llvm::StringRef text, const PrintOptions &opts = {}) {
    std::unique_ptr<Module> m = parseSourceString(text, ctx);
    EXPECT_TRUE(m) << "parse failed: "
                   << (diags.empty() ? "" : diags.front().message);
    return m ? print(*m, opts) : "";
  }

  /// Parses `text`, expecting exactly one error; returns it.
  CapturedDiag parseError(llvm::StringRef text) {
    diags.clear();
    std::unique_ptr<Module> m = parseSourceString(text, ctx, "input.mlir");
    EXPECT_FALSE(m);
    EXPECT_EQ(diags.size(), 1u);
    return diags.empty() ? CapturedDiag{"", "", 0, 0} : diags.front();
  }

  /// The attribute `a` of the first op of the first graph.
  Attribute firstOpAttr(Module &m) {
    return m.getGraph(0).getBody().front().getAttr("a");
  }

  Context ctx;
  DiagnosticEngine::HandlerID handler;
  std::vector<CapturedDiag> diags;
};

//===----------------------------------------------------------------------===//
// Round trips
//===----------------------------------------------------------------------===//

TEST_F(ParserPrinterTest, PrintsCanonicalForm) {
  const char *input = R"(
// The docs/ir.md example, reformatted.
module @resnet_block attributes {producer = "tocc"} {
  graph @main(%x: tensor<[batch, 3, 224, 224], f32>, %flag: tensor<[], bool>)
      -> (tensor<*, f32>) {
    %w = core.constant {value = dense<tensor<[2], f32>, [1.0, 2.5]>} : tensor<[2], f32>
    %7 = aten.relu(%x) : tensor<[batch, 3, 224, 224], f32>
    %1, %2 = test.pair(%7) : (tensor<[?, 3], f32>, int)
    %3 = onnx.If(%flag) ({
      %4 = onnx.Relu(%7) : tensor<*, f32>
      yield %4
    }, {
      yield %7
    }) : tensor<*, f32>
    return %3
  }
})";
  const char *expected = R"(module @resnet_block attributes {producer = "tocc"} {
  graph @main(%x: tensor<[batch, 3, 224, 224], f32>, %flag: tensor<[], bool>) -> (tensor<*, f32>) {
    %w = core.constant {value = dense<tensor<[2], f32>, [1.0, 2.5]>} : tensor<[2], f32>
    %0 = aten.relu(%x) : tensor<[batch, 3, 224, 224], f32>
    %1, %2 = test.pair(%0) : (tensor<[?, 3], f32>, int)
    %3 = onnx.If(%flag) ({
      %4 = onnx.Relu(%0) : tensor<*, f32>
      yield %4
    }, {
      yield %0
    }) : tensor<*, f32>
    return %3
  }
}
)";
  std::string first = roundTrip(input);
  EXPECT_EQ(first, expected);
  EXPECT_EQ(roundTrip(first), first);
}

TEST_F(ParserPrinterTest, NameHintsAndNumbering) {
  std::unique_ptr<Module> m = parseSourceString(R"(
graph @g(%3: int, %"a b": int) -> () {
  %x = test.op : int
  %5 = test.op(%3, %"a b") : int
  return
})",
                                                ctx);
  ASSERT_TRUE(m);
  Block &body = m->getGraph(0).getBody();
  EXPECT_EQ(body.getArgument(0)->getName(), "");
  EXPECT_EQ(body.getArgument(1)->getName(), "a b");
  EXPECT_EQ(body.front().getResult(0)->getName(), "x");
  Operation &second = *std::next(body.begin());
  EXPECT_EQ(second.getResult(0)->getName(), "");
  EXPECT_EQ(second.getOperand(1), body.getArgument(1));

  // Hints set through the API may repeat; the printer makes them unique.
  second.getResult(0)->setName("x");
  body.getArgument(0)->setName("42"); // numeric: not used as a name
  std::string text = print(*m);
  EXPECT_NE(text.find("graph @g(%0: int, %\"a b\": int)"), std::string::npos)
      << text;
  EXPECT_NE(text.find("%x_1 = test.op(%0, %\"a b\") : int"),
            std::string::npos)
      << text;
  EXPECT_EQ(roundTrip(text), text);
}

TEST_F(ParserPrinterTest, GenericTerminatorsAndUnverifiedIR) {
  // Terminators with attributes keep the generic form; the parser does not
  // verify, so misplaced terminators still print.
  const char *input = R"(graph @g(%x: int) -> () {
  tocc.return(%x) {note = 1} : ()
  test.op ({
    return
  }) : ()
  %y = tocc.yield : int
})";
  std::string text = roundTrip(input);
  EXPECT_NE(text.find("    tocc.return(%x) {note = 1} : ()\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("      return\n"), std::string::npos) << text;
  EXPECT_NE(text.find("    %y = tocc.yield : int\n"), std::string::npos)
      << text;
  EXPECT_EQ(roundTrip(text), text);
}

TEST_F(ParserPrinterTest, PrintsOpsValuesTypesAttributes) {
  std::unique_ptr<Module> m = parseSourceString(R"(
graph @g(%in: tensor<[n, 2], f32>) -> () {
  %a = test.op(%in) : int
  test.op ({
  ^bb0(%i: int):
    %0 = test.use(%a, %i) : float
    yield
  }) : ()
  return
})",
                                                ctx);
  ASSERT_TRUE(m);
  Block &body = m->getGraph(0).getBody();
  Operation &withRegion = *std::next(body.begin());
  Operation &nested = withRegion.getRegion(0).front().front();

  // A nested op prints with the names of its graph.
  std::string s;
  llvm::raw_string_ostream os(s);
  nested.print(os);
  EXPECT_EQ(s, "%0 = test.use(%a, %i) : float");

  s.clear();
  nested.getResult(0)->print(os);
  EXPECT_EQ(s, "%0 : float");
  s.clear();
  body.getArgument(0)->print(os);
  EXPECT_EQ(s, "%in : tensor<[n, 2], f32>");

  EXPECT_EQ(body.getArgument(0)->getType().str(), "tensor<[n, 2], f32>");
  EXPECT_EQ(ctx.getListType(ctx.getOptionalType(ctx.getIntType())).str(),
            "list<optional<int>>");
  EXPECT_EQ(ctx.getOpaqueType("a\"b").str(), "opaque<\"a\\\"b\">");
  EXPECT_EQ(Type().str(), "<<NULL TYPE>>");
  EXPECT_EQ(ctx.getFloatAttr(0.5).str(), "0.5");
  EXPECT_EQ(ctx.getStringAttr("a\nb").str(), "\"a\\nb\"");
  EXPECT_EQ(ctx.getIntArrayAttr({1, -2}).str(), "[1, -2]");
  EXPECT_EQ(ctx.getTypeAttr(ctx.getNoneType()).str(), "type<none>");
  EXPECT_EQ(Attribute().str(), "<<NULL ATTRIBUTE>>");
}

TEST_F(ParserPrinterTest, DetachedOpsPrint) {
  Builder b(ctx);
  Type i = ctx.getIntType();
  Operation *def = b.create(ctx.getUnknownLoc(), "test.def", {i}, {});
  def->getResult(0)->setName("v");
  Operation *use = b.create(ctx.getUnknownLoc(), "test.use", {i},
                            {def->getResult(0)});
  std::string s;
  llvm::raw_string_ostream os(s);
  use->print(os);
  EXPECT_EQ(s, "%0 = test.use(%<<UNKNOWN SSA VALUE>>) : int");
  s.clear();
  def->print(os);
  EXPECT_EQ(s, "%v = test.def : int");
  use->destroy();
  def->destroy();
}

TEST_F(ParserPrinterTest, Locations) {
  const char *input = R"(graph @g(%x: int loc("m.py":1:2)) -> () loc("g") {
  %0 = test.op(%x) : int loc("w"("m.py":3:4))
  %1 = test.op(%x) : int
  return loc(unknown)
})";
  PrintOptions opts;
  opts.printLocations = true;
  std::string text = roundTrip(input, opts);
  EXPECT_NE(text.find("graph @g(%x: int loc(\"m.py\":1:2)) -> () loc(\"g\") {"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("%0 = test.op(%x) : int loc(\"w\"(\"m.py\":3:4))"),
            std::string::npos)
      << text;
  // The op without loc(...) got its own position in the buffer.
  EXPECT_NE(text.find("%1 = test.op(%x) : int loc(\"<string>\":3:3)"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("return loc(unknown)"), std::string::npos) << text;
  EXPECT_EQ(roundTrip(text, opts), text);
  // Without the option no location is printed.
  EXPECT_EQ(roundTrip(input).find("loc("), std::string::npos);
}

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

TEST_F(ParserPrinterTest, ErrorsCarryFileLineColumn) {
  CapturedDiag d = parseError("graph @g() -> () {\n  %0 = test.op(%y) : int\n"
                              "  return\n}\n");
  EXPECT_EQ(d.message, "use of undefined value '%y'");
  EXPECT_EQ(d.file, "input.mlir");
  EXPECT_EQ(d.line, 2u);
  EXPECT_EQ(d.col, 16u);

  d = parseError("graph @g(%x: tensr<[2], f32>) -> () {\n  return\n}\n");
  EXPECT_EQ(d.message, "unknown type 'tensr'");
  EXPECT_EQ(d.line, 1u);
  EXPECT_EQ(d.col, 14u);

  d = parseError("graph @g(%x: int) -> () {\n  %0 = test.op(%x) int\n}\n");
  EXPECT_EQ(d.message, "expected ':' after operand list");
  EXPECT_EQ(d.line, 2u);
  EXPECT_EQ(d.col, 20u);

  d = parseError("graph @g() -> () {\n  %a = test.op : int\n"
                 "  %a = test.op : int\n  return\n}\n");
  EXPECT_EQ(d.message, "redefinition of value '%a'");
  EXPECT_EQ(d.line, 3u);
  EXPECT_EQ(d.col, 3u);

  d = parseError("graph @g() -> () {\n  test.op {s = \"abc\\q\"} : ()\n}\n");
  EXPECT_EQ(d.message, "invalid escape sequence in string");
  EXPECT_EQ(d.line, 2u);
  EXPECT_EQ(d.col, 20u);

  d = parseError("graph @g() -> () {\n  test.op : ()\n");
  EXPECT_EQ(d.message, "expected '}' to end the graph body");
  EXPECT_EQ(d.line, 3u);
  EXPECT_EQ(d.col, 1u);

  d = parseError("graph @g() -> () {\x01}");
  EXPECT_EQ(d.message, "unexpected character");
  EXPECT_EQ(d.col, 19u);
}

TEST_F(ParserPrinterTest, ShapeExpressionErrorsPointInsideTheDim) {
  CapturedDiag d =
      parseError("graph @g(%x: tensor<[2, s0 + * 3], f32>) -> () {\n}\n");
  EXPECT_EQ(d.line, 1u);
  // The error is inside the expression `s0 + * 3` (column 25 is its start).
  EXPECT_GT(d.col, 25u);
  EXPECT_LE(d.col, 32u);
}

TEST_F(ParserPrinterTest, NumbersOutOfRangeAreDiagnostics) {
  EXPECT_EQ(parseError("graph @g() -> () {\n  test.op {a = "
                       "99999999999999999999999999999999999} : ()\n}\n")
                .message,
            "integer literal out of range for int64");
  EXPECT_EQ(parseError("graph @g() -> () {\n  test.op {a = 1e999} : ()\n}\n")
                .message,
            "floating point value out of range for float");
  EXPECT_EQ(parseError("graph @g() -> () {\n  test.op {a = dense<tensor<[1], "
                       "u32>, [4294967296]>} : ()\n}\n")
                .message,
            "integer value out of range for 'u32' element");
  EXPECT_EQ(parseError("graph @g(%x: tensor<[2], f32> loc(\"f\":1:"
                       "99999999999)) -> () {\n}\n")
                .message,
            "integer literal out of range for column number");
}

/// Every prefix of a valid program either parses or reports exactly one
/// error; none crashes.
TEST_F(ParserPrinterTest, TruncatedInputNeverCrashes) {
  std::string program = R"(module @m attributes {a = [1, 2.5, "s\n"]} {
  graph @g(%x: tensor<[n, 2*n + 1], f32> loc("f.py":1:2), %c: tensor<[], bool>) -> (tensor<*, f32>) {
    %w = core.constant {value = dense<tensor<[2], f16>, [1.0, -inf]>, h = dense<tensor<[1], i16>, "0x0100">} : tensor<[2], f16>
    %0, %1 = onnx.If(%c) ({
    ^bb0(%i: int):
      %"q r" = test.op(%x, %i) {t = type<list<int>>} : tensor<*, f32>
      yield %"q r", %x
    }, {
      yield %x, %x
    }) : (tensor<*, f32>, tensor<*, f32>) loc("n"("f.py":3:4))
    return %0
  }
}
)";
  for (size_t len = 0; len <= program.size(); ++len) {
    diags.clear();
    std::unique_ptr<Module> m =
        parseSourceString(llvm::StringRef(program).take_front(len), ctx);
    if (m)
      EXPECT_TRUE(diags.empty()) << "prefix " << len;
    else
      EXPECT_EQ(diags.size(), 1u) << "prefix " << len;
  }
  // Single-byte mutations, deterministic.
  std::mt19937 rng(1234);
  const char alphabet[] = "%@^(){}[]<>,:=*?-+\"\\0123456789.eafx \n/";
  for (int iter = 0; iter < 2000; ++iter) {
    std::string mutated = program;
    size_t pos = rng() % mutated.size();
    mutated[pos] = alphabet[rng() % (sizeof(alphabet) - 1)];
    diags.clear();
    std::unique_ptr<Module> m = parseSourceString(mutated, ctx);
    if (m)
      EXPECT_TRUE(diags.empty());
    else
      EXPECT_EQ(diags.size(), 1u) << mutated;
  }
}

//===----------------------------------------------------------------------===//
// Floats
//===----------------------------------------------------------------------===//

TEST_F(ParserPrinterTest, FloatsPrintShortestWithDotOrExponent) {
  auto str = [&](double v) { return ctx.getFloatAttr(v).str(); };
  EXPECT_EQ(str(0.1), "0.1");
  EXPECT_EQ(str(1.0), "1.0");
  EXPECT_EQ(str(-2.0), "-2.0");
  EXPECT_EQ(str(100.0), "100.0");
  EXPECT_EQ(str(1e-5), "1.0e-05");
  EXPECT_EQ(str(1e-4), "0.0001");
  EXPECT_EQ(str(1.5e-7), "1.5e-07");
  EXPECT_EQ(str(1e15), "1000000000000000.0");
  EXPECT_EQ(str(1e16), "1.0e+16");
  EXPECT_EQ(str(1.25e100), "1.25e+100");
  EXPECT_EQ(str(0.1 + 0.2), "0.30000000000000004");
  EXPECT_EQ(str(-0.0), "-0.0");
  EXPECT_EQ(str(0.0), "0.0");
  EXPECT_EQ(str(std::numeric_limits<double>::infinity()), "inf");
  EXPECT_EQ(str(-std::numeric_limits<double>::infinity()), "-inf");
  EXPECT_EQ(str(std::nan("")), "nan");
  EXPECT_EQ(str(std::numeric_limits<double>::denorm_min()), "5.0e-324");
  EXPECT_EQ(str(std::numeric_limits<double>::max()),
            "1.7976931348623157e+308");
}

TEST_F(ParserPrinterTest, RandomDoublesRoundTripBitExactly) {
  std::mt19937_64 rng(42);
  for (int i = 0; i < 3000; ++i) {
    uint64_t bits = rng();
    if (i % 3 == 1) // also ordinary magnitudes
      bits = (bits & 0x800FFFFFFFFFFFFFull) | (uint64_t(1023 + i % 40) << 52);
    double v;
    std::memcpy(&v, &bits, sizeof v);
    if (std::isnan(v))
      continue;
    std::string text = ctx.getFloatAttr(v).str();
    ASSERT_TRUE(text.find_first_of(".ei") != std::string::npos) << text;
    diags.clear();
    std::unique_ptr<Module> m = parseSourceString(
        "graph @g() -> () {\n  test.op {a = " + text + "} : ()\n}\n", ctx);
    ASSERT_TRUE(m) << text;
    Attribute a = firstOpAttr(*m);
    ASSERT_TRUE(a.isFloat()) << text;
    double back = a.getFloat();
    uint64_t backBits;
    std::memcpy(&backBits, &back, sizeof back);
    EXPECT_EQ(backBits, bits) << text;
  }
}

//===----------------------------------------------------------------------===//
// Dense constants
//===----------------------------------------------------------------------===//

/// Random element bytes for a dtype; no NaNs (their payload is not kept).
static std::vector<char> randomElements(DType dt, int64_t n,
                                        std::mt19937_64 &rng) {
  unsigned size = dtypeByteSize(dt);
  std::vector<char> bytes(n * size);
  for (int64_t i = 0; i < n; ++i) {
    char *p = bytes.data() + i * size;
    if (size > 8) { // complex: any bits, printed as hex
      for (unsigned k = 0; k < size; k += 8) {
        uint64_t bits = rng();
        std::memcpy(p + k, &bits, 8);
      }
      continue;
    }
    while (true) {
      uint64_t bits = rng();
      if (size < 8)
        bits &= (uint64_t(1) << (size * 8)) - 1;
      if (dt == DType::Bool)
        bits &= 1;
      std::memcpy(p, &bits, size); // little-endian host
      const llvm::fltSemantics *sem =
          dt == DType::F16    ? &llvm::APFloat::IEEEhalf()
          : dt == DType::BF16 ? &llvm::APFloat::BFloat()
          : dt == DType::F32  ? &llvm::APFloat::IEEEsingle()
          : dt == DType::F64  ? &llvm::APFloat::IEEEdouble()
                              : nullptr;
      if (!sem || !llvm::APFloat(*sem, llvm::APInt(size * 8, bits)).isNaN())
        break;
    }
  }
  return bytes;
}

TEST_F(ParserPrinterTest, DenseRoundTripsEveryDType) {
  std::mt19937_64 rng(7);
  const DType dtypes[] = {DType::Bool, DType::I8,  DType::I16, DType::I32,
                          DType::I64,  DType::U8,  DType::U16, DType::U32,
                          DType::U64,  DType::F16, DType::BF16, DType::F32,
                          DType::F64,  DType::C64, DType::C128};
  for (DType dt : dtypes) {
    for (int64_t n : {int64_t(1), int64_t(7), int64_t(64), int64_t(65),
                      int64_t(300)}) {
      Type type = ctx.getTensorType(dt, llvm::ArrayRef<int64_t>{n});
      std::vector<char> bytes = randomElements(dt, n, rng);
      Module m(ctx);
      Graph &g = m.addGraph("g");
      Builder b(ctx);
      b.setInsertionPointToEnd(&g.getBody());
      b.create(ctx.getUnknownLoc(), "test.op", {}, {},
               {{ctx.intern("a"), ctx.getDenseAttr(type, bytes)}});
      b.create(ctx.getUnknownLoc(), "tocc.return", {}, {});
      std::string text = print(m);
      bool listForm = n <= 64 && dt != DType::C64 && dt != DType::C128;
      EXPECT_EQ(text.find("\"0x") == std::string::npos, listForm)
          << dtypeName(dt).str() << " x " << n;

      diags.clear();
      std::unique_ptr<Module> back = parseSourceString(text, ctx);
      ASSERT_TRUE(back) << text << (diags.empty() ? "" : diags[0].message);
      Attribute a = firstOpAttr(*back);
      ASSERT_TRUE(a.isDense());
      EXPECT_EQ(a.getDenseType(), type);
      llvm::ArrayRef<char> data = a.getRawData();
      ASSERT_EQ(data.size(), bytes.size());
      EXPECT_TRUE(std::equal(data.begin(), data.end(), bytes.begin()))
          << dtypeName(dt).str() << " x " << n << "\n"
          << text;
      EXPECT_EQ(print(*back), text);
    }
  }
}

TEST_F(ParserPrinterTest, DenseElision) {
  const char *input = R"(graph @g() -> () {
  test.op {a = dense<tensor<[3], i32>, [1, 2, 3]>, b = dense<tensor<[2], i32>, [4, 5]>, c = dense<tensor<[100], f32>, elided>} : ()
  return
})";
  std::unique_ptr<Module> m = parseSourceString(input, ctx);
  ASSERT_TRUE(m);
  Operation &op = m->getGraph(0).getBody().front();
  EXPECT_FALSE(op.getAttr("a").isElided());
  EXPECT_TRUE(op.getAttr("c").isElided());
  EXPECT_EQ(op.getAttr("c").getDenseType().str(), "tensor<[100], f32>");

  PrintOptions opts;
  opts.elideConstantsLargerThan = 2;
  std::string text = print(*m, opts);
  EXPECT_NE(text.find("a = dense<tensor<[3], i32>, elided>"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("b = dense<tensor<[2], i32>, [4, 5]>"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("c = dense<tensor<[100], f32>, elided>"),
            std::string::npos)
      << text;
  EXPECT_NE(print(*m).find("a = dense<tensor<[3], i32>, [1, 2, 3]>"),
            std::string::npos);
}

TEST_F(ParserPrinterTest, HalfPrecisionElementsAreShortestDecimals) {
  std::unique_ptr<Module> m = parseSourceString(
      R"(graph @g() -> () {
  test.op {a = dense<tensor<[5], f16>, "0x003C00BC0000FF7B0100">} : ()
  test.op {a = dense<tensor<[3], bf16>, "0x803FCD3D0040">} : ()
  return
})",
      ctx);
  ASSERT_TRUE(m);
  std::string text = print(*m);
  EXPECT_NE(text.find("[1.0, -1.0, 0.0, 65500.0, 6.0e-08]"), std::string::npos)
      << text;
  EXPECT_NE(text.find("[1.0, 0.1, 2.0]"), std::string::npos) << text;
}

} // namespace
