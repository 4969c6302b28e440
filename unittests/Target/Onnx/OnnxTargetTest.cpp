//===- OnnxTargetTest.cpp - Proto conversions, the ONNX writer and reader -===//
#include "ProtoConversions.h"

#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/Target/Onnx/OnnxFiles.h"
#include "tocc/Target/Onnx/OnnxReader.h"
#include "tocc/Target/Onnx/OnnxWriter.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include "gtest/gtest.h"

#include <atomic>
#include <cstring>
#include <fstream>
#include <thread>

#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

using namespace tocc;
using namespace tocc::onnxproto;

namespace {

std::string streamed(const InitializerRecord &r) {
  std::string s;
  llvm::raw_string_ostream os(s);
  r.write(os);
  os.flush();
  EXPECT_EQ(s.size(), r.getSize());
  return s;
}

::onnx::TensorProto head(llvm::ArrayRef<int64_t> dims, int type,
                         const std::string &name) {
  ::onnx::TensorProto t;
  for (int64_t d : dims)
    t.add_dims(d);
  t.set_data_type(type);
  t.set_name(name);
  return t;
}

TEST(InitializerRecord, InlineIsByteIdenticalToProtobuf) {
  // Dims that need multi-byte varints, and a tensor past 127 bytes so the
  // raw_data length prefix is two bytes.
  std::vector<char> bytes(4 * 300);
  for (size_t i = 0; i < bytes.size(); ++i)
    bytes[i] = char(i * 7);
  ::onnx::TensorProto full = head({300, 1}, ::onnx::TensorProto::FLOAT,
                                  "layer.weight");
  full.set_raw_data(bytes.data(), bytes.size());
  InitializerRecord r(head({300, 1}, ::onnx::TensorProto::FLOAT,
                           "layer.weight"),
                      bytes);
  EXPECT_EQ(streamed(r), full.SerializeAsString());
}

TEST(InitializerRecord, EmptyAndScalar) {
  for (std::vector<int64_t> dims : {std::vector<int64_t>{0},
                                    std::vector<int64_t>{}}) {
    std::vector<char> bytes(dims.empty() ? 8 : 0, '\x01');
    ::onnx::TensorProto full = head(dims, ::onnx::TensorProto::INT64, "s");
    full.set_raw_data(bytes.data(), bytes.size());
    InitializerRecord r(head(dims, ::onnx::TensorProto::INT64, "s"), bytes);
    EXPECT_EQ(streamed(r), full.SerializeAsString());
  }
}

TEST(InitializerRecord, ExternalIsByteIdenticalToProtobuf) {
  ::onnx::TensorProto full = head({1024, 1024}, ::onnx::TensorProto::FLOAT,
                                  "big");
  for (auto [k, v] : {std::pair<const char *, const char *>{"location",
                                                            "m.onnx.data"},
                      {"offset", "4096"},
                      {"length", "4194304"}}) {
    auto *e = full.add_external_data();
    e->set_key(k);
    e->set_value(v);
  }
  full.set_data_location(::onnx::TensorProto::EXTERNAL);
  InitializerRecord r(head({1024, 1024}, ::onnx::TensorProto::FLOAT, "big"),
                      "m.onnx.data", 4096, 4194304);
  EXPECT_EQ(streamed(r), full.SerializeAsString());
}

TEST(Varint, MatchesProtobuf) {
  for (uint64_t v : {uint64_t(0), uint64_t(1), uint64_t(127), uint64_t(128),
                     uint64_t(300), uint64_t(1) << 40, ~uint64_t(0)}) {
    ::onnx::TensorProto t;
    t.add_dims(int64_t(v)); // tag 0x08, then the varint
    std::string expected = t.SerializeAsString().substr(1);
    std::string s;
    llvm::raw_string_ostream os(s);
    writeVarint(os, v);
    os.flush();
    EXPECT_EQ(s, expected) << v;
    EXPECT_EQ(varintSize(v), expected.size()) << v;
  }
}

class ConversionTest : public ::testing::Test {
protected:
  void SetUp() override { tocc::onnx::loadOnnxDialect(ctx); }
  Context ctx;
};

TEST_F(ConversionTest, TensorTypesRoundTrip) {
  shape::ExprParseResult e = shape::parseExpr("2*batch + 1", ctx.getExprContext());
  ASSERT_TRUE(e.expr);
  Type t = ctx.getTensorType(DType::F16, {ctx.getStaticDim(3),
                                          ctx.getSymbolDim("batch"), Dim(e.expr),
                                          Dim()});
  ::onnx::TypeProto proto;
  ASSERT_TRUE(typeToProto(t, proto));
  const auto &dims = proto.tensor_type().shape().dim();
  EXPECT_EQ(proto.tensor_type().elem_type(), ::onnx::TensorProto::FLOAT16);
  EXPECT_EQ(dims[0].dim_value(), 3);
  EXPECT_EQ(dims[1].dim_param(), "batch");
  EXPECT_EQ(dims[2].dim_param(), "2*batch + 1");
  EXPECT_FALSE(dims[3].has_dim_value() || dims[3].has_dim_param());
  llvm::Expected<Type> back = typeFromProto(ctx, proto);
  ASSERT_TRUE(bool(back));
  EXPECT_EQ(*back, t);
}

TEST_F(ConversionTest, SequenceOptionalUnrankedAndScalars) {
  for (Type t : {ctx.getListType(ctx.getUnrankedTensorType(DType::I64)),
                 ctx.getOptionalType(ctx.getTensorType(DType::Bool, {2}))}) {
    ::onnx::TypeProto proto;
    ASSERT_TRUE(typeToProto(t, proto));
    llvm::Expected<Type> back = typeFromProto(ctx, proto);
    ASSERT_TRUE(bool(back));
    EXPECT_EQ(*back, t);
  }
  ::onnx::TypeProto proto;
  EXPECT_FALSE(typeToProto(ctx.getIntType(), proto));
}

TEST_F(ConversionTest, RawDataIsMovedNotCopied) {
  ::onnx::TensorProto t = head({64}, ::onnx::TensorProto::FLOAT, "w");
  std::string bytes(256, '\x02');
  t.set_raw_data(bytes);
  const char *inMessage = t.raw_data().data();
  llvm::Expected<Attribute> dense = denseFromProto(ctx, t, ".");
  ASSERT_TRUE(bool(dense));
  EXPECT_EQ(dense->getRawData().data(), inMessage);
  EXPECT_EQ(dense->getDenseType(), ctx.getTensorType(DType::F32, {64}));
  EXPECT_FALSE(t.has_raw_data());
}

TEST_F(ConversionTest, TypedFieldsAreConverted) {
  ::onnx::TensorProto i64 = head({3}, ::onnx::TensorProto::INT64, "i");
  for (int64_t v : {int64_t(-1), int64_t(0), int64_t(1) << 40})
    i64.add_int64_data(v);
  llvm::Expected<Attribute> a = denseFromProto(ctx, i64, ".");
  ASSERT_TRUE(bool(a));
  int64_t got[3];
  std::memcpy(got, a->getRawData().data(), sizeof(got));
  EXPECT_EQ(got[0], -1);
  EXPECT_EQ(got[2], int64_t(1) << 40);

  // FLOAT16 and BOOL travel in int32_data.
  ::onnx::TensorProto f16 = head({2}, ::onnx::TensorProto::FLOAT16, "h");
  f16.add_int32_data(0x3c00); // 1.0
  f16.add_int32_data(0xc000); // -2.0
  llvm::Expected<Attribute> h = denseFromProto(ctx, f16, ".");
  ASSERT_TRUE(bool(h));
  uint16_t bits[2];
  std::memcpy(bits, h->getRawData().data(), sizeof(bits));
  EXPECT_EQ(bits[0], 0x3c00);
  EXPECT_EQ(bits[1], 0xc000);

  ::onnx::TensorProto f = head({2}, ::onnx::TensorProto::FLOAT, "f");
  f.add_float_data(1.5f);
  llvm::Expected<Attribute> bad = denseFromProto(ctx, f, ".");
  ASSERT_FALSE(bool(bad));
  EXPECT_EQ(llvm::toString(bad.takeError()),
            "tensor 'f': has 1 values in float_data, its type needs 2");
}

TEST_F(ConversionTest, DenseToProtoAndBack) {
  float values[] = {1.0f, -2.5f};
  Attribute dense = ctx.getDenseAttr(
      ctx.getTensorType(DType::F32, {2}),
      llvm::ArrayRef<char>(reinterpret_cast<char *>(values), sizeof(values)));
  ::onnx::TensorProto t;
  ASSERT_FALSE(bool(denseToProto(dense, t)));
  EXPECT_EQ(t.data_type(), ::onnx::TensorProto::FLOAT);
  llvm::Expected<Attribute> back = denseFromProto(ctx, t, ".");
  ASSERT_TRUE(bool(back));
  EXPECT_EQ(*back, dense);
}

TEST(WriterTables, IrVersionAndAlignment) {
  EXPECT_EQ(irVersionForOpset(9), 4);
  EXPECT_EQ(irVersionForOpset(10), 5);
  EXPECT_EQ(irVersionForOpset(11), 6);
  EXPECT_EQ(irVersionForOpset(12), 7);
  EXPECT_EQ(irVersionForOpset(14), 7);
  EXPECT_EQ(irVersionForOpset(15), 8);
  EXPECT_EQ(irVersionForOpset(18), 8);
  EXPECT_EQ(irVersionForOpset(19), 9);
  EXPECT_EQ(irVersionForOpset(20), 9);
  EXPECT_EQ(irVersionForOpset(21), 10);
  EXPECT_EQ(irVersionForOpset(22), 10);
  EXPECT_EQ(irVersionForOpset(23), 11);
  EXPECT_EQ(externalDataAlignment(1024), 64u);
  EXPECT_EQ(externalDataAlignment(1u << 20), 4096u);
}

} // namespace

namespace {

/// y = x + w with a 4 KiB weight, written under a small model limit.
class WriterLimitTest : public ::testing::Test {
protected:
  void SetUp() override {
    tocc::onnx::loadOnnxDialect(ctx);
    module = std::make_unique<Module>(ctx);
    Graph &g = module->addGraph("main");
    Type t = ctx.getTensorType(DType::F32, {1024});
    BlockArgument *x = g.getBody().addArgument(t);
    x->setName("x");
    Builder b(ctx);
    b.setInsertionPointToEnd(&g.getBody());
    std::vector<char> bytes(4096, '\x01');
    Operation *w = b.create(Location(), "onnx.initializer", {t}, {},
                            {NamedAttribute{ctx.intern("value"),
                                            ctx.getDenseAttr(t, bytes)}});
    w->getResult(0)->setName("w");
    Operation *add = b.create(Location(), "onnx.Add", {t},
                              {x, w->getResult(0)});
    b.create(Location(), "tocc.return", {}, {add->getResult(0)});
    g.setResultTypes({t});
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("tocc-writer", dir));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(dir); }
  std::string path(llvm::StringRef name) {
    llvm::SmallString<128> p(dir);
    llvm::sys::path::append(p, name);
    return std::string(p);
  }

  Context ctx;
  std::unique_ptr<Module> module;
  llvm::SmallString<128> dir;
};

TEST_F(WriterLimitTest, AutoMovesWeightsOutPastTheLimit) {
  OnnxWriterOptions options;
  options.maxModelBytes = 2048; // the 4 KiB weight does not fit
  ASSERT_FALSE(bool(writeOnnxModel(*module, path("m.onnx"), options)));
  EXPECT_TRUE(llvm::sys::fs::exists(path("m.onnx.data")));
  uint64_t size = 0;
  ASSERT_FALSE(llvm::sys::fs::file_size(path("m.onnx"), size));
  EXPECT_LT(size, 2048u);
  // Under the default limit the weight stays inside.
  ASSERT_FALSE(bool(writeOnnxModel(*module, path("n.onnx"))));
  EXPECT_FALSE(llvm::sys::fs::exists(path("n.onnx.data")));
}

TEST_F(WriterLimitTest, NeverFailsPastTheLimitAndLeavesNoFile) {
  OnnxWriterOptions options;
  options.maxModelBytes = 2048;
  options.externalData = OnnxExternalData::Never;
  llvm::Error err = writeOnnxModel(*module, path("m.onnx"), options);
  ASSERT_TRUE(bool(err));
  EXPECT_NE(llvm::toString(std::move(err)).find("past protobuf's limit"),
            std::string::npos);
  EXPECT_FALSE(llvm::sys::fs::exists(path("m.onnx")));
}

// checkOnnxModel parses the file once for the checker and shape inference: a
// valid model passes, a node the checker rejects is reported, and a model
// with external data is checked against the folder it lives in.
::onnx::ModelProto addBiasModel() {
  ::onnx::ModelProto m;
  m.set_ir_version(8);
  m.add_opset_import()->set_version(17);
  ::onnx::GraphProto *g = m.mutable_graph();
  g->set_name("g");
  auto vector2 = [](::onnx::ValueInfoProto *v, const char *name) {
    v->set_name(name);
    auto *tt = v->mutable_type()->mutable_tensor_type();
    tt->set_elem_type(::onnx::TensorProto::FLOAT);
    tt->mutable_shape()->add_dim()->set_dim_value(2);
  };
  vector2(g->add_input(), "x");
  vector2(g->add_output(), "y");
  ::onnx::TensorProto *b = g->add_initializer();
  *b = head({2}, ::onnx::TensorProto::FLOAT, "b");
  b->set_raw_data(std::string(8, '\0'));
  ::onnx::NodeProto *add = g->add_node();
  add->set_op_type("Add");
  add->add_input("x");
  add->add_input("b");
  add->add_output("y");
  return m;
}

struct CheckOnnxModelTest : ::testing::Test {
  llvm::SmallString<128> dir;
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("tocc-check", dir));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(dir); }
  std::string path(llvm::StringRef name) {
    llvm::SmallString<128> p(dir);
    llvm::sys::path::append(p, name);
    return std::string(p);
  }
  std::string save(const ::onnx::ModelProto &m) {
    std::string file = path("m.onnx");
    std::ofstream out(file, std::ios::binary);
    EXPECT_TRUE(m.SerializeToOstream(&out));
    return file;
  }
  std::string check(const std::string &file) {
    llvm::Error err = checkOnnxModel(file);
    return err ? llvm::toString(std::move(err)) : "";
  }
};

TEST_F(CheckOnnxModelTest, ValidModelPasses) {
  EXPECT_EQ(check(save(addBiasModel())), "");
}

TEST_F(CheckOnnxModelTest, CheckerErrorIsReported) {
  ::onnx::ModelProto m = addBiasModel();
  m.mutable_graph()->mutable_node(0)->mutable_input()->RemoveLast();
  EXPECT_NE(check(save(m)).find("input size 1"), std::string::npos);
}

// A large floating-point weight is checked without its data being parsed:
// its size is still compared with its dims and type, and a model whose
// graph refers to it is still checked and shape-inferred in full.
::onnx::ModelProto largeBiasModel(int64_t elements, size_t dataBytes) {
  ::onnx::ModelProto m = addBiasModel();
  ::onnx::GraphProto *g = m.mutable_graph();
  for (auto *v : {g->mutable_input(0), g->mutable_output(0)})
    v->mutable_type()
        ->mutable_tensor_type()
        ->mutable_shape()
        ->mutable_dim(0)
        ->set_dim_value(elements);
  ::onnx::TensorProto *b = g->mutable_initializer(0);
  b->set_dims(0, elements);
  b->set_raw_data(std::string(dataBytes, '\1'));
  return m;
}

TEST_F(CheckOnnxModelTest, LargeWeightsAreCheckedWithoutTheirData) {
  EXPECT_EQ(check(save(largeBiasModel(4096, 4096 * 4))), "");
  // A node the checker rejects is still found next to a large weight.
  ::onnx::ModelProto bad = largeBiasModel(4096, 4096 * 4);
  bad.mutable_graph()->mutable_node(0)->set_op_type("NoSuchOp");
  EXPECT_NE(check(save(bad)).find("NoSuchOp"), std::string::npos);
}

TEST_F(CheckOnnxModelTest, LargeWeightOfTheWrongSizeIsReported) {
  std::string msg = check(save(largeBiasModel(4096, 4096 * 4 - 4)));
  EXPECT_NE(msg.find("initializer 'b': raw_data has 16380 bytes, its dims "
                     "and type need 16384"),
            std::string::npos)
      << msg;
}

TEST_F(CheckOnnxModelTest, NotAModelIsReported) {
  std::string file = path("m.onnx");
  std::ofstream(file, std::ios::binary) << "\xff\xff\xff";
  EXPECT_NE(check(file).find("not a valid ModelProto"), std::string::npos);
  EXPECT_NE(check(path("missing.onnx")).find("cannot open"), std::string::npos);
}

TEST_F(CheckOnnxModelTest, ExternalDataIsFoundNextToTheModel) {
  ::onnx::ModelProto m = addBiasModel();
  ::onnx::TensorProto *b = m.mutable_graph()->mutable_initializer(0);
  b->clear_raw_data();
  b->set_data_location(::onnx::TensorProto::EXTERNAL);
  auto *entry = b->add_external_data();
  entry->set_key("location");
  entry->set_value("b.bin");
  std::string file = save(m);
  // The data file is missing: the checker looks for it next to the model.
  EXPECT_NE(check(file).find("b.bin"), std::string::npos);
  std::ofstream(path("b.bin"), std::ios::binary) << std::string(8, '\0');
  EXPECT_EQ(check(file), "");
}

// Sizes from dims are computed with checked arithmetic: a product that
// wraps around is no size at all.
TEST(CheckedSizes, OverflowIsNoSize) {
  EXPECT_EQ(checkedNumElements({}), 1u);
  EXPECT_EQ(checkedNumElements({2, 3}), 6u);
  EXPECT_EQ(checkedByteSize({2, 3}, DType::F64), 48u);
  EXPECT_EQ(checkedNumElements({0, int64_t(1) << 40}), 0u);
  EXPECT_EQ(checkedNumElements({-1}), std::nullopt);
  EXPECT_EQ(checkedNumElements({(int64_t(1) << 61) + 1, 8}), std::nullopt);
  EXPECT_EQ(checkedNumElements({int64_t(1) << 62}), uint64_t(1) << 62);
  EXPECT_EQ(checkedByteSize({int64_t(1) << 62}, DType::F32), std::nullopt);
  // Left to right, as Type::getNumElements: a partial product that
  // overflows is refused even when a later dim is 0.
  EXPECT_EQ(checkedNumElements({int64_t(1) << 62, 4, 0}), std::nullopt);
}

TEST_F(ConversionTest, WrappedSizesAreRefused) {
  ::onnx::TensorProto t =
      head({(int64_t(1) << 61) + 1, 8}, ::onnx::TensorProto::FLOAT, "w");
  t.set_raw_data(std::string(32, '\0'));
  llvm::Expected<Attribute> dense = denseFromProto(ctx, t, ".");
  ASSERT_FALSE(bool(dense));
  EXPECT_EQ(llvm::toString(dense.takeError()),
            "tensor 'w': the product of its dims overflows (more than 2^63 "
            "elements or bytes)");
}

TEST_F(ConversionTest, ValuesMustFitTheirDataType) {
  auto error = [&](::onnx::TensorProto t) {
    llvm::Expected<Attribute> dense = denseFromProto(ctx, t, ".");
    return dense ? std::string() : llvm::toString(dense.takeError());
  };
  ::onnx::TensorProto i8 = head({2}, ::onnx::TensorProto::INT8, "i8");
  i8.add_int32_data(-128);
  i8.add_int32_data(127);
  EXPECT_EQ(error(i8), "");
  i8.set_int32_data(1, 128);
  EXPECT_EQ(error(i8), "tensor 'i8': int32_data value #1 (128) is out of "
                       "range for its data type");
  ::onnx::TensorProto u32 = head({1}, ::onnx::TensorProto::UINT32, "u32");
  u32.add_uint64_data(uint64_t(1) << 32);
  EXPECT_NE(error(u32).find("out of range"), std::string::npos);
  ::onnx::TensorProto b = head({2}, ::onnx::TensorProto::BOOL, "b");
  b.add_int32_data(1);
  b.add_int32_data(2);
  EXPECT_NE(error(b).find("value #1 (2) is out of range"), std::string::npos);
  ::onnx::TensorProto rawBool = head({2}, ::onnx::TensorProto::BOOL, "r");
  rawBool.set_raw_data(std::string("\x01\xff", 2));
  EXPECT_EQ(error(rawBool), "tensor 'r': raw_data byte #1 of a BOOL tensor "
                            "is 255, not 0 or 1");
}

TEST_F(ConversionTest, InvalidElementTypesAndDims) {
  auto typeError = [&](int elemType, int64_t dim) {
    ::onnx::TypeProto proto;
    auto *tt = proto.mutable_tensor_type();
    tt->set_elem_type(elemType);
    tt->mutable_shape()->add_dim()->set_dim_value(dim);
    llvm::Expected<Type> t = typeFromProto(ctx, proto);
    return t ? std::string() : llvm::toString(t.takeError());
  };
  EXPECT_EQ(typeError(1, 2), "");
  EXPECT_EQ(typeError(0, 2),
            "element type 0 (UNDEFINED) is not a valid data type");
  EXPECT_EQ(typeError(999, 2),
            "element type 999 is not a valid TensorProto.DataType");
  EXPECT_NE(typeError(22, 2).find("INT4 (22) is not supported"),
            std::string::npos);
  EXPECT_EQ(typeError(1, -1), "dim #0 is -1: dim_value must be >= 0 "
                              "(dim_param names a dynamic dim)");
  // A dim_param that is not wholly an expression, or is a negative
  // constant, is an unknown dim (a dim_param is only a name to ONNX).
  for (const char *param : {"2 apples", "-3", "n)"}) {
    ::onnx::TypeProto proto;
    auto *tt = proto.mutable_tensor_type();
    tt->set_elem_type(1);
    tt->mutable_shape()->add_dim()->set_dim_param(param);
    llvm::Expected<Type> t = typeFromProto(ctx, proto);
    ASSERT_TRUE(bool(t)) << param;
    EXPECT_TRUE(t->getDims()[0].isUnknown()) << param;
  }
}

struct ExternalDataTest : ::testing::Test {
  Context ctx;
  llvm::SmallString<128> root, dir;
  void SetUp() override {
    tocc::onnx::loadOnnxDialect(ctx);
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("tocc-ext", root));
    dir = root;
    llvm::sys::path::append(dir, "model");
    ASSERT_FALSE(llvm::sys::fs::create_directory(dir));
    write(dir, "w.bin", std::string(8, '\0'));
    write(root, "outside.bin", std::string(8, '\0'));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(root); }
  static std::string join(llvm::StringRef a, llvm::StringRef b) {
    llvm::SmallString<128> p(a);
    llvm::sys::path::append(p, b);
    return std::string(p);
  }
  static void write(llvm::StringRef in, llvm::StringRef name,
                    const std::string &bytes) {
    std::ofstream(join(in, name), std::ios::binary) << bytes;
  }
  std::string resolve(llvm::StringRef location) {
    llvm::Expected<std::string> p = resolveExternalDataPath(dir, location);
    return p ? "ok" : llvm::toString(p.takeError());
  }
};

TEST_F(ExternalDataTest, ConfinedToTheModelsDirectory) {
  EXPECT_EQ(resolve("w.bin"), "ok");
  EXPECT_NE(resolve("../outside.bin").find("must not contain '..'"),
            std::string::npos);
  EXPECT_NE(resolve(join(dir, "w.bin")).find("must be relative"),
            std::string::npos);
  ASSERT_FALSE(
      llvm::sys::fs::create_link("../outside.bin", join(dir, "out.bin")));
  EXPECT_NE(resolve("out.bin").find("outside the model's directory"),
            std::string::npos);
  ASSERT_FALSE(llvm::sys::fs::create_link("w.bin", join(dir, "in.bin")));
  EXPECT_EQ(resolve("in.bin"), "ok");
  // A sibling whose name starts with the directory's is outside too.
  llvm::SmallString<128> sibling(root);
  llvm::sys::path::append(sibling, "model2");
  ASSERT_FALSE(llvm::sys::fs::create_directory(sibling));
  write(sibling, "x.bin", std::string(8, '\0'));
  ASSERT_FALSE(
      llvm::sys::fs::create_link("../model2/x.bin", join(dir, "sib.bin")));
  EXPECT_NE(resolve("sib.bin").find("outside the model's directory"),
            std::string::npos);
  EXPECT_NE(resolve("missing.bin").find("No such file"), std::string::npos);
  EXPECT_NE(resolve(".").find("is not a regular file"), std::string::npos);
}

// The directory a location goes through is swapped, again and again, with
// a symlink to a directory outside the model's (renameat2's RENAME_EXCHANGE
// makes each swap atomic), while the reader opens the location: whatever
// the interleaving, it reads the file inside or refuses, and never the one
// outside. A check of the path followed by an open of the path would read
// the outside file whenever a swap falls between the two.
TEST_F(ExternalDataTest, AFileSwappedAfterTheCheckIsNotRead) {
  llvm::SmallString<128> away(root);
  llvm::sys::path::append(away, "away");
  ASSERT_FALSE(llvm::sys::fs::create_directory(away));
  write(away, "data.bin", "OUTSIDE!");
  ASSERT_FALSE(llvm::sys::fs::create_directory(join(dir, "sub")));
  write(join(dir, "sub"), "data.bin", "inside..");
  ASSERT_FALSE(llvm::sys::fs::create_link(away, join(dir, "alt")));
  std::string sub = join(dir, "sub"), alt = join(dir, "alt");
  std::atomic<bool> stop{false};
  std::thread swapper([&] {
    while (!stop)
      if (::renameat2(AT_FDCWD, sub.c_str(), AT_FDCWD, alt.c_str(),
                      RENAME_EXCHANGE) != 0)
        break;
  });
  int inside = 0, refused = 0, outside = 0;
  for (int i = 0; i < 20000; ++i) {
    int fd = -1;
    llvm::Expected<uint64_t> size = openExternalData(dir, "sub/data.bin", fd);
    if (!size) {
      llvm::consumeError(size.takeError());
      ++refused;
      continue;
    }
    char bytes[8] = {};
    EXPECT_EQ(::pread(fd, bytes, 8, 0), 8);
    ::close(fd);
    if (std::string(bytes, 8) == "OUTSIDE!")
      ++outside;
    else
      ++inside;
  }
  stop = true;
  swapper.join();
  EXPECT_EQ(outside, 0) << inside << " reads inside, " << refused << " refused";
  EXPECT_GT(inside + refused, 0);
}

/// A model adding the initializer `w` (external data `location` if given)
/// to its input.
static std::string addModelBytes(llvm::StringRef location = {}) {
  ::onnx::ModelProto m = addBiasModel();
  ::onnx::TensorProto *b = m.mutable_graph()->mutable_initializer(0);
  if (!location.empty()) {
    b->clear_raw_data();
    b->set_data_location(::onnx::TensorProto::EXTERNAL);
    auto *entry = b->add_external_data();
    entry->set_key("location");
    entry->set_value(location.str());
  }
  return m.SerializeAsString();
}

// The in-memory entry (for fuzzing) validates as the file reader does and
// names the buffer in its errors.
TEST_F(ExternalDataTest, ReadFromBuffer) {
  std::string bytes = addModelBytes();
  auto module = readOnnxModelFromBuffer(ctx, bytes, "<buffer>");
  ASSERT_TRUE(bool(module)) << llvm::toString(module.takeError());
  EXPECT_EQ((*module)->getNumGraphs(), 1u);

  auto bad = readOnnxModelFromBuffer(ctx, "\xff\xff\xff", "<buffer>");
  ASSERT_FALSE(bool(bad));
  EXPECT_NE(
      llvm::toString(bad.takeError()).find("<buffer>: not a valid ONNX model"),
      std::string::npos);

  // External data needs a directory, and stays in it.
  std::string external = addModelBytes("w.bin");
  auto noDir = readOnnxModelFromBuffer(ctx, external, "<buffer>");
  ASSERT_FALSE(bool(noDir));
  EXPECT_NE(llvm::toString(noDir.takeError())
                .find("<buffer>: tensor 'b': external data: location "
                      "'w.bin': the model has no directory to read it from"),
            std::string::npos);
  auto withDir = readOnnxModelFromBuffer(ctx, external, "<buffer>", dir);
  EXPECT_TRUE(bool(withDir)) << llvm::toString(withDir.takeError());
  auto escape = readOnnxModelFromBuffer(ctx, addModelBytes("../outside.bin"),
                                        "<buffer>", dir);
  ASSERT_FALSE(bool(escape));
  EXPECT_NE(llvm::toString(escape.takeError()).find("must not contain '..'"),
            std::string::npos);
}

} // namespace
