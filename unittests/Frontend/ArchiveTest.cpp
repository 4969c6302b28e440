//===- ArchiveTest.cpp - The checks of a .pt file before LibTorch reads it ===//
#include "Torch.h"
#include "TorchArchive.h"

#include "llvm/Support/Endian.h"

#include <ATen/Functions.h>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

using namespace tocc;
using namespace tocc::frontend;
using ::testing::HasSubstr;

namespace {

//===----------------------------------------------------------------------===//
// Code nesting
//===----------------------------------------------------------------------===//

TEST(CodeNestingTest, SerializedCodeIsShallow) {
  const char *code = R"(class M(Module):
  __parameters__ = []
  training : bool
  def forward(self: __torch__.M,
    x: Tensor) -> Tensor:
    _0 = torch.add(torch.mul(x, 2), torch.tensor([1., 2., 3.]))
    if torch.gt(torch.sum(_0), 0):
      _1 = torch.neg(_0)
    else:
      _1 = _0
    return _1
)";
  EXPECT_FALSE(checkCodeNesting(code));
}

TEST(CodeNestingTest, DeepParenthesesAreLocated) {
  std::string code = "def f(x):\n  return " + std::string(101, '(') + "x" +
                     std::string(101, ')') + "\n";
  std::optional<RecordProblem> p = checkCodeNesting(code);
  ASSERT_TRUE(p);
  EXPECT_THAT(p->message, HasSubstr("nesting deeper than 100 levels"));
  EXPECT_EQ(p->line, 2u);
  // The block of f is a level: the 100th parenthesis passes the limit.
  EXPECT_EQ(p->column, 9u + 99u + 1u);
  // Exactly at the limit is fine.
  std::string fits =
      "x = " + std::string(100, '(') + "1" + std::string(100, ')') + "\n";
  EXPECT_FALSE(checkCodeNesting(fits));
}

TEST(CodeNestingTest, OperatorChainsAndBlocksCount) {
  std::string chain = "x = 1";
  for (int i = 0; i < 101; ++i)
    chain += " + 1";
  EXPECT_TRUE(checkCodeNesting(chain + "\n"));
  EXPECT_TRUE(checkCodeNesting("x = " + std::string(101, '-') + "1\n"));
  std::string subscripts = "x = y";
  for (int i = 0; i < 101; ++i)
    subscripts += "[0]";
  EXPECT_TRUE(checkCodeNesting(subscripts + "\n"));
  std::string attributes = "x = y";
  for (int i = 0; i < 101; ++i)
    attributes += ".a";
  EXPECT_TRUE(checkCodeNesting(attributes + "\n"));
  std::string blocks;
  for (int i = 0; i < 101; ++i)
    blocks += std::string(i, ' ') + "if True:\n";
  blocks += std::string(101, ' ') + "pass\n";
  std::optional<RecordProblem> p = checkCodeNesting(blocks);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->line, 102u);
}

// Separators end a chain: long lists and argument lists are flat.
TEST(CodeNestingTest, ListsAndStatementsAreFlat) {
  std::string list = "x = [";
  for (int i = 0; i < 1000; ++i)
    list += "-1 + 2, ";
  EXPECT_FALSE(checkCodeNesting(list + "3]\n"));
  std::string statements;
  for (int i = 0; i < 1000; ++i)
    statements += "x = x + 1 - 2 * 3\n";
  EXPECT_FALSE(checkCodeNesting(statements));
}

// Brackets and operators in strings and comments are not code.
TEST(CodeNestingTest, StringsAndCommentsAreSkipped) {
  std::string deep(500, '(');
  EXPECT_FALSE(checkCodeNesting("x = '" + deep + "'\n"));
  EXPECT_FALSE(
      checkCodeNesting("x = \"\"\"" + deep + "\n" + deep + "\"\"\"\n"));
  EXPECT_FALSE(checkCodeNesting("x = 1  # " + deep + "\n"));
  EXPECT_FALSE(checkCodeNesting("x = 'a\\'" + deep + "'\n"));
  // A line after a multi-line string is counted from its own line.
  std::optional<RecordProblem> p =
      checkCodeNesting("x = '''\n\n'''\ny = " + deep + "\n");
  ASSERT_TRUE(p);
  EXPECT_EQ(p->line, 4u);
}

// LibTorch's importer takes an untyped class-level assignment for a class
// constant and crashes on it; module metadata, enums and named tuples are
// untyped by design.
TEST(ClassBodiesTest, UntypedAssignmentsInClasses) {
  const char *good = R"(class M(Module):
  __parameters__ = ["w", ]
  __buffers__ = []
  __annotations__["0"] = __torch__.N
  w : Tensor
  K : Final[int] = 3
  def forward(self: __torch__.M, x: Tensor) -> Tensor:
    y = x
    return y
class Color(Enum):
  RED = 1
class P(NamedTuple):
  a : Tensor
)";
  EXPECT_FALSE(checkClassBodies(good));
  std::optional<RecordProblem> p = checkClassBodies(
      "class M(Module):\n  w : Tensor\n  K = [\n    1]\n  def f(self):\n"
      "    z = 1\n");
  ASSERT_TRUE(p);
  EXPECT_THAT(p->message, HasSubstr("'K' is assigned in a class body "
                                    "without a type"));
  EXPECT_EQ(p->line, 3u);
  EXPECT_EQ(p->column, 3u);
  // `==` and keyword arguments are no assignments; strings are no code.
  EXPECT_FALSE(checkClassBodies("class M(Module):\n  a : Dict[str, int] = "
                                "f(x=1)\n  b : str = '= x'\n"));
}

//===----------------------------------------------------------------------===//
// Pickles
//===----------------------------------------------------------------------===//

/// Protocol-2 pickles, written by hand.
struct Pickle {
  std::string bytes = "\x80\x02";
  Pickle &op(char c) {
    bytes += c;
    return *this;
  }
  Pickle &str(llvm::StringRef s) {
    bytes += 'X';
    char n[4];
    llvm::support::endian::write32le(n, s.size());
    bytes.append(n, 4);
    bytes += s.str();
    return *this;
  }
  Pickle &int1(uint8_t v) {
    bytes += 'K';
    bytes += static_cast<char>(v);
    return *this;
  }
  Pickle &global(llvm::StringRef module, llvm::StringRef name) {
    bytes += "c" + module.str() + "\n" + name.str() + "\n";
    return *this;
  }
  /// _rebuild_tensor_v2 of storage `key` (`numel` floats) viewed as `size`
  /// with stride 1 from `offset`.
  Pickle &tensor(llvm::StringRef key, uint8_t numel, uint8_t size,
                 uint8_t offset = 0) {
    global("torch._utils", "_rebuild_tensor_v2").op('(');
    op('(').str("storage").global("torch", "FloatStorage").str(key);
    str("cpu").int1(numel).op('t').op('Q');
    int1(offset).op('(').int1(size).op('t').op('(').int1(1).op('t');
    op('\x89').global("collections", "OrderedDict").op(')').op('R');
    return op('t').op('R');
  }
  std::string done() { return bytes + "."; }
};

/// Storages `data/0` of 16 bytes, `data/1` of 4.
PickleCheck dataCheck() {
  PickleCheck check;
  check.storageFolder = "data/";
  check.recordSize = [](llvm::StringRef key) -> std::optional<uint64_t> {
    if (key == "0")
      return 16;
    if (key == "1")
      return 4;
    return std::nullopt;
  };
  return check;
}

TEST(PickleCheckTest, TensorsInsideTheirRecordsPass) {
  // {'a': tensor(4 floats), 'b': [tensor(1 float)]}
  Pickle p;
  p.op('}').op('(').str("a").tensor("0", 4, 4);
  p.str("b").op(']').op('(').tensor("1", 1, 1).op('e').op('u');
  EXPECT_FALSE(checkPickle(p.done(), dataCheck()));
}

TEST(PickleCheckTest, ShortRecordsNameTheTensor) {
  Pickle p;
  p.op('}').op('(').str("conv").op('}').op('(').str("weight");
  p.tensor("1", 4, 4).op('u').str("x").int1(1).op('u');
  std::optional<RecordProblem> problem = checkPickle(p.done(), dataCheck());
  ASSERT_TRUE(problem);
  EXPECT_FALSE(problem->offset);
  EXPECT_EQ(problem->message,
            "tensor 'conv.weight' (record data/1): 4 bytes in the file, 16 "
            "needed");

  Pickle missing;
  missing.op('(').tensor("7", 1, 1).op('t');
  PickleCheck check = dataCheck();
  check.elementName = [](size_t i) { return "c" + std::to_string(i); };
  problem = checkPickle(missing.done(), check);
  ASSERT_TRUE(problem);
  EXPECT_THAT(problem->message,
              HasSubstr("tensor 'c0' (record data/7): the archive has no "
                        "such record"));
}

TEST(PickleCheckTest, ViewsPastTheStorage) {
  Pickle p;
  p.op('}').op('(').str("w").tensor("0", 4, 3, /*offset=*/2).op('u');
  std::optional<RecordProblem> problem = checkPickle(p.done(), dataCheck());
  ASSERT_TRUE(problem);
  EXPECT_THAT(problem->message,
              HasSubstr("tensor 'w' has sizes [3], strides [1] and offset 2, "
                        "which reach 20 bytes, but its storage has 16"));
}

TEST(PickleCheckTest, MalformedBytesAreLocated) {
  // A string longer than the pickle.
  std::string longString = std::string("\x80\x02X\xff\xff\xff\x7f", 7) + "ab.";
  std::optional<RecordProblem> problem = checkPickle(longString, {});
  ASSERT_TRUE(problem);
  EXPECT_EQ(problem->offset, 2u);
  EXPECT_THAT(problem->message, HasSubstr("a string of 2147483647 bytes"));
  // Memo entries are numbered in order.
  problem = checkPickle(
      Pickle().int1(1).op('r').op('\x10').op(0).op(0).op(0).done(), {});
  ASSERT_TRUE(problem);
  EXPECT_THAT(problem->message, HasSubstr("memo entry 16 after only 0"));
  problem = checkPickle(Pickle().op('h').op(0).done(), {});
  ASSERT_TRUE(problem);
  EXPECT_THAT(problem->message, HasSubstr("memo entry 0 of 0"));
  // TUPLE3 across a MARK, SETITEMS of an odd count, APPENDS without a list.
  problem = checkPickle(
      Pickle().int1(1).op('(').int1(2).int1(3).op('\x87').done(), {});
  ASSERT_TRUE(problem);
  EXPECT_THAT(problem->message,
              HasSubstr("needs 3 values above the last MARK"));
  problem = checkPickle(Pickle().op('}').op('(').int1(1).op('u').done(), {});
  ASSERT_TRUE(problem);
  EXPECT_THAT(problem->message, HasSubstr("odd number"));
  problem = checkPickle(Pickle().op('(').int1(1).op('e').done(), {});
  ASSERT_TRUE(problem);
  EXPECT_THAT(problem->message, HasSubstr("no list or dict below the MARK"));
  // No STOP, an opcode LibTorch does not read, no PROTO 2.
  problem = checkPickle(Pickle().int1(1).bytes, {});
  ASSERT_TRUE(problem);
  EXPECT_THAT(problem->message, HasSubstr("without STOP"));
  problem = checkPickle(Pickle().op('I').done(), {});
  ASSERT_TRUE(problem);
  EXPECT_THAT(problem->message, HasSubstr("opcode 0x49"));
  EXPECT_TRUE(checkPickle("K\x01.", {}));
  // A debug pickle holds no storage.
  problem = checkPickle(Pickle().op('(').tensor("0", 4, 4).op('t').done(), {});
  ASSERT_TRUE(problem);
  EXPECT_THAT(problem->message, HasSubstr("may not hold"));
}

TEST(PickleCheckTest, NestingAndRecursionAreBounded) {
  auto nested = [](unsigned n) {
    Pickle p;
    for (unsigned i = 0; i < n; ++i)
      p.op(']').op('(');
    p.op(']');
    for (unsigned i = 0; i < n; ++i)
      p.op('e');
    return p.done();
  };
  PickleCheck check;
  check.maxNesting = 10;
  EXPECT_FALSE(checkPickle(nested(10), check));
  std::optional<RecordProblem> problem = checkPickle(nested(11), check);
  ASSERT_TRUE(problem);
  EXPECT_THAT(problem->message, HasSubstr("nested deeper than 10 levels"));
  // A list appended to after it went into a tuple: the tuple's depth would
  // no longer hold (and a list can end up inside itself).
  Pickle later;
  later.op(']').op('q').op(0).op('\x85').op('h').op(0).op('(').op(']').op('e');
  problem = checkPickle(later.done(), {});
  ASSERT_TRUE(problem);
  EXPECT_THAT(problem->message, HasSubstr("changed after it was stored"));
  Pickle self;
  self.op(']').op('q').op(0).op('(').op('h').op(0).op('e');
  problem = checkPickle(self.done(), {});
  ASSERT_TRUE(problem);
  EXPECT_THAT(problem->message, HasSubstr("inside itself"));
}

TEST(PickleCheckTest, StorageReferencesAreChecked) {
  // An element count whose bytes overflow; a type that is no storage.
  Pickle huge;
  huge.op('(').str("storage").global("torch", "DoubleStorage").str("0");
  huge.str("cpu").op('\x8a').op(8);
  huge.bytes.append("\xff\xff\xff\xff\xff\xff\xff\x7f", 8);
  huge.op('t').op('Q');
  std::optional<RecordProblem> problem = checkPickle(huge.done(), dataCheck());
  ASSERT_TRUE(problem);
  EXPECT_THAT(problem->message,
              HasSubstr("declares 9223372036854775807 elements of "
                        "DoubleStorage"));
  Pickle type;
  type.op('(').str("storage").int1(6).str("0").str("cpu").int1(1);
  type.op('t').op('Q');
  problem = checkPickle(type.done(), dataCheck());
  ASSERT_TRUE(problem);
  EXPECT_THAT(problem->message, HasSubstr("not one of torch's storage"));
}

// Debug pickles: ("FORMAT_WITH_STRING_TABLE", (strings), ((offset,
// ((pieces, file, line), start, end), tag), ...)).
TEST(PickleCheckTest, DebugInformationIndexesInsideItsTable) {
  auto debug = [](uint8_t piece, uint8_t start) {
    Pickle p;
    p.str("FORMAT_WITH_STRING_TABLE").op('(').str("def f(x):\n").str("m.py");
    p.op('t').op('(').int1(0);
    p.op(']').op('(').int1(piece).op('e').int1(1).int1(7).op('\x87');
    p.int1(start).int1(start + 1).op('\x87').int1(0).op('\x87');
    p.op('t').op('\x87');
    return p.done();
  };
  PickleCheck check;
  check.debugInfo = true;
  EXPECT_FALSE(checkPickle(debug(0, 4), check));
  std::optional<RecordProblem> problem = checkPickle(debug(9, 4), check);
  ASSERT_TRUE(problem);
  EXPECT_FALSE(problem->offset);
  EXPECT_THAT(problem->message,
              HasSubstr("source range #0 names a piece of text past the "
                        "string table (2 strings)"));
  problem = checkPickle(debug(0, 40), check);
  ASSERT_TRUE(problem);
  EXPECT_THAT(problem->message, HasSubstr("spans bytes 40 to 41 of a source "
                                          "of 10 bytes"));
}

TEST(StridedExtentTest, ChecksItsArithmetic) {
  EXPECT_EQ(stridedExtent({2, 3}, {3, 1}, 0, 4), 24u);
  EXPECT_EQ(stridedExtent({2, 3}, {3, 1}, 5, 4), 44u);
  EXPECT_EQ(stridedExtent({2, 0}, {3, 1}, 1000, 4), 0u);
  EXPECT_EQ(stridedExtent({}, {}, 0, 8), 8u);
  EXPECT_FALSE(stridedExtent({2}, {-1}, 0, 4));
  EXPECT_FALSE(stridedExtent({-2}, {1}, 0, 4));
  EXPECT_FALSE(stridedExtent({2}, {1}, -1, 4));
  EXPECT_FALSE(stridedExtent({INT64_MAX, 3}, {INT64_MAX, 1}, 0, 4));
  EXPECT_FALSE(stridedExtent({2}, {1, 1}, 0, 4));
}

//===----------------------------------------------------------------------===//
// The zip index
//===----------------------------------------------------------------------===//

/// A zip archive of stored records, written by hand.
std::string
makeZip(const std::vector<std::pair<std::string, std::string>> &records) {
  std::string out, central;
  auto u16 = [](std::string &s, uint16_t v) {
    char b[2];
    llvm::support::endian::write16le(b, v);
    s.append(b, 2);
  };
  auto u32 = [](std::string &s, uint32_t v) {
    char b[4];
    llvm::support::endian::write32le(b, v);
    s.append(b, 4);
  };
  for (const auto &[name, data] : records) {
    uint32_t offset = out.size();
    u32(out, 0x04034b50);
    for (int i = 0; i < 5; ++i)
      u16(out, 0);
    u32(out, 0);
    u32(out, data.size());
    u32(out, data.size());
    u16(out, name.size());
    u16(out, 0);
    out += name + data;
    u32(central, 0x02014b50);
    for (int i = 0; i < 6; ++i)
      u16(central, 0);
    u32(central, 0);
    u32(central, data.size());
    u32(central, data.size());
    u16(central, name.size());
    for (int i = 0; i < 4; ++i)
      u16(central, 0);
    u32(central, 0);
    u32(central, offset);
    central += name;
  }
  uint32_t dirOffset = out.size();
  out += central;
  u32(out, 0x06054b50);
  u16(out, 0);
  u16(out, 0);
  u16(out, records.size());
  u16(out, records.size());
  u32(out, central.size());
  u32(out, dirOffset);
  u16(out, 0);
  return out;
}

TEST(ArchiveIndexTest, RecordsAndTheirSizes) {
  std::string zip = makeZip({{"m/version", "3\n"}, {"m/data/0", "0123"}});
  llvm::Expected<ArchiveIndex> index = ArchiveIndex::read(zip);
  ASSERT_TRUE(bool(index)) << llvm::toString(index.takeError());
  EXPECT_EQ(index->getFolder(), "m");
  const ArchiveRecord *r = index->lookup("DATA/0");
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->size, 4u);
  EXPECT_EQ(llvm::StringRef(zip).substr(r->dataOffset, r->size), "0123");
  EXPECT_EQ(index->localName(*r), "data/0");
  EXPECT_EQ(index->lookup("data/1"), nullptr);
}

TEST(ArchiveIndexTest, BadArchivesAreErrors) {
  auto error = [](const std::string &bytes) {
    llvm::Expected<ArchiveIndex> index = ArchiveIndex::read(bytes);
    return index ? std::string() : llvm::toString(index.takeError());
  };
  EXPECT_THAT(error("not a zip"), HasSubstr("not a zip archive"));
  EXPECT_THAT(error(std::string(100, 'x')),
              HasSubstr("no end of central directory record"));
  std::string zip = makeZip({{"m/a", "x"}, {"m/A", "y"}});
  EXPECT_THAT(error(zip), HasSubstr("two records of this name"));
  EXPECT_THAT(error(makeZip({{"top", "x"}})), HasSubstr("not in a folder"));
  // A record said to be longer than the file.
  std::string longer = makeZip({{"m/a", "xyz"}});
  size_t central = longer.find("PK\x01\x02");
  llvm::support::endian::write32le(&longer[central + 20], 1u << 30);
  llvm::support::endian::write32le(&longer[central + 24], 1u << 30);
  EXPECT_THAT(error(longer), HasSubstr("run past the end of the file"));
  // Stored, but two sizes.
  std::string sizes = makeZip({{"m/a", "xyz"}});
  llvm::support::endian::write32le(&sizes[sizes.find("PK\x01\x02") + 24], 9);
  EXPECT_THAT(error(sizes), HasSubstr("stored uncompressed, but declares 9"));
}

//===----------------------------------------------------------------------===//
// Tensors and attributes LibTorch made
//===----------------------------------------------------------------------===//

TEST(CheckTensorTest, ViewsPastTheirStorage) {
  at::Tensor good = at::arange(6, at::kFloat).reshape({2, 3});
  EXPECT_FALSE(checkTensor(good));
  EXPECT_FALSE(checkTensor(good.t()));
  // As LibTorch's unpickler builds a tensor: sizes set on a storage,
  // unchecked.
  at::Tensor bad = at::empty({0}, at::kFloat);
  bad.unsafeGetTensorImpl()->set_storage_keep_dtype(good.storage());
  std::vector<int64_t> sizes = {4, 3}, strides = {3, 1};
  bad.unsafeGetTensorImpl()->set_sizes_and_strides(c10::IntArrayRef(sizes),
                                                   c10::IntArrayRef(strides));
  std::optional<std::string> problem = checkTensor(bad);
  ASSERT_TRUE(problem);
  EXPECT_THAT(*problem, HasSubstr("which reach 48 bytes, but its storage has "
                                  "24"));
}

TEST(CheckValueTest, AttributesOfTheirDeclaredTypes) {
  torch::jit::Module m("M");
  m.register_attribute("flag", c10::BoolType::get(), true);
  m.register_buffer("w", at::ones({2}));
  EXPECT_FALSE(checkValue(m._ivalue(), m.type(), ""));
  m._ivalue()->setSlot(m.type()->getAttributeSlot("flag"), c10::IValue(3));
  std::optional<std::string> problem = checkValue(m._ivalue(), m.type(), "");
  ASSERT_TRUE(problem);
  EXPECT_EQ(*problem, "'flag' holds a value of type int, but is declared bool");
}

} // namespace
