//===- TorchPickle.cpp - A TorchScript file's pickles, checked ------------===//
//
// checkPickle (TorchArchive.h): data.pkl, constants.pkl, the debug pickles
// and torch.save's data.pkl, read opcode by opcode as LibTorch 1.13's
// unpickler reads them, with every length, stack and memo use, nesting
// level and tensor storage checked, before LibTorch reads them.
//
//===----------------------------------------------------------------------===//
#include "TorchArchive.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"

#include <memory>

using namespace tocc;
using namespace tocc::frontend;

std::optional<uint64_t> frontend::stridedExtent(llvm::ArrayRef<int64_t> sizes,
                                                llvm::ArrayRef<int64_t> strides,
                                                int64_t offset,
                                                uint64_t itemSize) {
  if (offset < 0 || sizes.size() != strides.size())
    return std::nullopt;
  for (auto [size, stride] : llvm::zip(sizes, strides))
    if (size < 0 || stride < 0)
      return std::nullopt;
  if (llvm::is_contained(sizes, 0))
    return 0;
  uint64_t last = static_cast<uint64_t>(offset);
  bool overflow = false;
  for (auto [size, stride] : llvm::zip(sizes, strides)) {
    uint64_t step =
        llvm::SaturatingMultiply(static_cast<uint64_t>(size - 1),
                                 static_cast<uint64_t>(stride), &overflow);
    last = llvm::SaturatingAdd(last, step, &overflow);
  }
  uint64_t elements = llvm::SaturatingAdd(last, uint64_t(1), &overflow);
  uint64_t bytes = llvm::SaturatingMultiply(elements, itemSize, &overflow);
  if (overflow)
    return std::nullopt;
  return bytes;
}

/// The size of an element of torch.<name> (`FloatStorage`), as LibTorch's
/// unpickler knows them (AT_FORALL_SCALAR_TYPES_WITH_COMPLEX_AND_QINTS).
static std::optional<uint64_t> storageItemSize(llvm::StringRef name) {
  if (!name.consume_back("Storage"))
    return std::nullopt;
  return llvm::StringSwitch<std::optional<uint64_t>>(name)
      .Cases("Byte", "Char", "Bool", "QInt8", "QUInt8", 1)
      .Cases("QUInt4x2", "QUInt2x4", 1)
      .Cases("Short", "Half", "BFloat16", 2)
      .Cases("Int", "Float", "QInt32", "ComplexHalf", 4)
      .Cases("Long", "Double", "ComplexFloat", 8)
      .Case("ComplexDouble", 16)
      .Default(std::nullopt);
}

namespace {

/// A value on the unpickler's stack, as far as the checks need it.
struct PNode {
  enum Kind {
    None,
    Bool,
    Int,
    Float,
    String,
    Global,
    Tuple,
    List,
    Dict,
    Object,
    Tensor,
    Other
  } kind;
  int64_t number = 0;
  /// A string's text; a global's `module name`.
  std::string text;
  /// Elements (a dict's keys and values in turn); an object's state; a
  /// tensor's storage tensor (the one BINPERSID made).
  std::vector<std::shared_ptr<PNode>> items;
  /// Levels of values inside it.
  unsigned depth = 0;
  /// Stored inside another value: it may no longer change.
  bool stored = false;
  /// A tensor BINPERSID made: its storage's element size and count.
  uint64_t itemSize = 0;
  int64_t numel = -1;

  explicit PNode(Kind kind) : kind(kind) {}
};
using PRef = std::shared_ptr<PNode>;

class PickleChecker {
public:
  PickleChecker(llvm::StringRef bytes, const PickleCheck &check)
      : bytes(bytes), options(check) {}
  std::optional<RecordProblem> run();

private:
  /// Reports a problem in the pickle's bytes at `at`.
  void fail(size_t at, const llvm::Twine &msg) {
    if (!problem) {
      problem = RecordProblem(msg.str());
      problem->offset = at;
    }
  }
  /// Reports a problem of the tensor `node`; the message is finished once
  /// the tensor's name is known (`rest` follows it).
  void failTensor(const PRef &node, const std::string &rest) {
    if (!tensorProblem)
      tensorProblem = {node, rest};
  }
  bool have(size_t at, size_t n) {
    if (at <= bytes.size() && n <= bytes.size() - at)
      return true;
    fail(at, "an argument of " + llvm::Twine(n) + " bytes runs past the end (" +
                 llvm::Twine(bytes.size()) + " bytes)");
    return false;
  }
  /// Values above the innermost mark.
  size_t available() const {
    return stack.size() - (marks.empty() ? 0 : marks.back());
  }
  PRef pop() {
    PRef v = std::move(stack.back());
    stack.pop_back();
    return v;
  }
  /// Puts `item` inside `container`.
  bool store(const PRef &item, const PRef &container, size_t at) {
    if (item == container) {
      fail(at, "a value inside itself (recursive data)");
      return false;
    }
    item->stored = true;
    container->depth = std::max(container->depth, item->depth + 1);
    if (container->depth > options.maxNesting) {
      fail(at, "values nested deeper than " + llvm::Twine(options.maxNesting) +
                   " levels");
      return false;
    }
    container->items.push_back(item);
    return true;
  }
  /// The values above the innermost mark, which is dropped.
  std::optional<std::vector<PRef>> popToMark(size_t at) {
    if (marks.empty()) {
      fail(at, "no MARK before this opcode");
      return std::nullopt;
    }
    size_t start = marks.pop_back_val();
    std::vector<PRef> values(std::make_move_iterator(stack.begin() + start),
                             std::make_move_iterator(stack.end()));
    stack.resize(start);
    return values;
  }
  PRef makeContainer(PNode::Kind kind, std::vector<PRef> items, size_t at) {
    auto c = std::make_shared<PNode>(kind);
    for (const PRef &item : items)
      if (!store(item, c, at))
        return nullptr;
    return c;
  }
  PRef persistentLoad(const PRef &id, size_t at);
  std::optional<std::string> checkDebugInfo(const PNode &root) const;
  PRef call(const PRef &callable, const PRef &arg, size_t at);
  std::string nameOf(const PNode *target) const;

  llvm::StringRef bytes;
  const PickleCheck &options;
  std::vector<PRef> stack;
  llvm::SmallVector<size_t, 16> marks;
  std::vector<PRef> memo;
  std::optional<RecordProblem> problem;
  std::optional<std::pair<PRef, std::string>> tensorProblem;
};

} // namespace

/// BINPERSID: ('storage', torch.<T>Storage, key, location, numel) becomes
/// a tensor over the storage LibTorch reads from record `<folder><key>`.
PRef PickleChecker::persistentLoad(const PRef &id, size_t at) {
  auto t = std::make_shared<PNode>(PNode::Tensor);
  if (options.storageFolder.empty()) {
    fail(at, "a tensor storage, which this pickle may not hold");
    return nullptr;
  }
  const std::vector<PRef> &args = id->items;
  if (id->kind != PNode::Tuple || args.size() < 5 ||
      args[0]->kind != PNode::String || args[0]->text != "storage" ||
      args[2]->kind != PNode::String || args[3]->kind != PNode::String ||
      args[4]->kind != PNode::Int) {
    fail(at, "a persistent id that is not ('storage', type, key, location, "
             "size)");
    return nullptr;
  }
  // LibTorch takes the type as a number: only a storage class names one.
  llvm::StringRef type = args[1]->text;
  std::optional<uint64_t> itemSize;
  if (args[1]->kind == PNode::Global && type.consume_front("torch "))
    itemSize = storageItemSize(type);
  if (!itemSize) {
    fail(at, "a storage whose type is not one of torch's storage classes");
    return nullptr;
  }
  const std::string &key = args[2]->text;
  int64_t numel = args[4]->number;
  std::string record = options.storageFolder + key;
  t->itemSize = *itemSize;
  t->numel = numel;
  uint64_t needed = 0;
  bool overflow = false;
  if (numel >= 0)
    needed = llvm::SaturatingMultiply(static_cast<uint64_t>(numel), *itemSize,
                                      &overflow);
  if (numel < 0 || overflow) {
    failTensor(t, "(record " + record + ") declares " + std::to_string(numel) +
                      " elements of " + type.str());
    return t;
  }
  // LibTorch reads no record for an empty storage.
  if (numel == 0)
    return t;
  std::optional<uint64_t> size = options.recordSize(key);
  if (!size)
    failTensor(t, "(record " + record +
                      "): the archive has no such record, "
                      "and " +
                      std::to_string(needed) + " bytes are needed");
  else if (*size < needed)
    failTensor(t, "(record " + record + "): " + std::to_string(*size) +
                      " bytes in the file, " + std::to_string(needed) +
                      " needed");
  return t;
}

/// REDUCE and BUILD: LibTorch calls what the GLOBAL named on `arg`.
PRef PickleChecker::call(const PRef &callable, const PRef &arg, size_t at) {
  if (callable->kind != PNode::Global) {
    fail(at, "a call of something that is not a GLOBAL");
    return nullptr;
  }
  llvm::StringRef name = callable->text;
  if (name == "torch._utils _rebuild_tensor_v2" ||
      name == "torch._utils _rebuild_qtensor") {
    // (storage tensor, offset, sizes, strides, ...): LibTorch sets them
    // on the storage unchecked.
    auto t = std::make_shared<PNode>(PNode::Tensor);
    if (!store(arg, t, at))
      return nullptr;
    t->items.assign(1, nullptr);
    const std::vector<PRef> &args = arg->items;
    if (arg->kind != PNode::Tuple || args.size() < 4 ||
        args[0]->kind != PNode::Tensor || args[0]->numel < 0 ||
        args[1]->kind != PNode::Int || args[2]->kind != PNode::Tuple ||
        args[3]->kind != PNode::Tuple)
      return t; // LibTorch's checked accessors throw.
    t->items[0] = args[0];
    std::vector<int64_t> sizes, strides;
    for (const PRef &s : args[2]->items)
      if (s->kind == PNode::Int)
        sizes.push_back(s->number);
    for (const PRef &s : args[3]->items)
      if (s->kind == PNode::Int)
        strides.push_back(s->number);
    if (sizes.size() != args[2]->items.size() ||
        strides.size() != args[3]->items.size())
      return t;
    auto list = [](llvm::ArrayRef<int64_t> v) {
      std::string s = "[";
      for (auto [i, x] : llvm::enumerate(v))
        s += (i ? ", " : "") + std::to_string(x);
      return s + "]";
    };
    std::string view = "has sizes " + list(sizes) + ", strides " +
                       list(strides) + " and offset " +
                       std::to_string(args[1]->number);
    if (sizes.size() != strides.size()) {
      failTensor(t, view + ": as many sizes as strides are needed");
      return t;
    }
    std::optional<uint64_t> extent =
        stridedExtent(sizes, strides, args[1]->number, args[0]->itemSize);
    uint64_t storageBytes =
        static_cast<uint64_t>(args[0]->numel) * args[0]->itemSize;
    if (!extent)
      failTensor(t, view + ": negative or overflowing");
    else if (*extent > storageBytes)
      failTensor(t, view + ", which reach " + std::to_string(*extent) +
                        " bytes, but its storage has " +
                        std::to_string(storageBytes));
    return t;
  }
  if (name == "torch._utils _rebuild_sparse_tensor" ||
      name == "torch._tensor _rebuild_from_type_v2") {
    // LibTorch builds sparse tensors without checking their indices, and
    // indexes its table of globals unchecked for the second.
    fail(at, "'" + name +
                 "': sparse tensors and tensor subclasses are not "
                 "supported");
    return nullptr;
  }
  if (name.starts_with("torch.jit._pickle ")) {
    // build_intlist(list), restore_type_tag(list, type), ...: the list.
    if (arg->kind == PNode::Tuple && !arg->items.empty()) {
      arg->stored = true;
      return arg->items.front();
    }
    return std::make_shared<PNode>(PNode::Other);
  }
  if (name == "collections OrderedDict")
    return std::make_shared<PNode>(PNode::None);
  // A class of the module's code (its state is a dict), torch.device, ...
  auto object = std::make_shared<PNode>(PNode::Object);
  if (!store(arg, object, at))
    return nullptr;
  return object;
}

/// A debug pickle as LibTorch 1.13 reads it (source_range_serialization):
/// ("FORMAT_WITH_STRING_TABLE", (string, ...), rows) or rows, where rows
/// is a tuple of (byte offset, range[, tag]), a range (source, start,
/// end), and a source (text, filename, line): with a table, a list of
/// indices of the pieces of its text and the index of its filename;
/// without, the strings. LibTorch indexes the table and slices the text
/// without checking.
std::optional<std::string>
PickleChecker::checkDebugInfo(const PNode &root) const {
  auto is = [](const PRef &v, PNode::Kind kind) {
    return v && v->kind == kind;
  };
  if (root.kind != PNode::Tuple)
    return "not a tuple";
  const std::vector<PRef> *rows = &root.items;
  const std::vector<PRef> *table = nullptr;
  if (!root.items.empty() && is(root.items[0], PNode::String) &&
      root.items[0]->text == "FORMAT_WITH_STRING_TABLE") {
    if (root.items.size() < 3 || !is(root.items[1], PNode::Tuple) ||
        !is(root.items[2], PNode::Tuple))
      return "a string table without its table and rows";
    table = &root.items[1]->items;
    for (const PRef &s : *table)
      if (!is(s, PNode::String))
        return "a string table that holds something else than strings";
    rows = &root.items[2]->items;
  }
  for (auto [i, row] : llvm::enumerate(*rows)) {
    std::string where = "source range #" + std::to_string(i);
    if (!is(row, PNode::Tuple) || row->items.size() < 2 ||
        !is(row->items[0], PNode::Int))
      return where + " is not (offset, range, ...)";
    const PRef &range = row->items[1];
    if (!is(range, PNode::Tuple) || range->items.size() != 3 ||
        !is(range->items[0], PNode::Tuple) ||
        !is(range->items[1], PNode::Int) || !is(range->items[2], PNode::Int))
      return where + " is not (source, start, end)";
    const std::vector<PRef> &source = range->items[0]->items;
    if (source.size() != 3 || !is(source[2], PNode::Int))
      return where + " has a source that is not (text, file, line)";
    uint64_t length = 0;
    if (table) {
      auto inTable = [&](const PRef &v) {
        return is(v, PNode::Int) && v->number >= 0 &&
               uint64_t(v->number) < table->size();
      };
      if (!is(source[0], PNode::List) || !inTable(source[1]))
        return where + " has a source that is not (pieces, file, line)";
      for (const PRef &piece : source[0]->items) {
        if (!inTable(piece))
          return where + " names a piece of text past the string table (" +
                 std::to_string(table->size()) + " strings)";
        length += (*table)[piece->number]->text.size();
      }
    } else {
      if (!is(source[0], PNode::String) ||
          !(is(source[1], PNode::String) || is(source[1], PNode::None)))
        return where + " has a source that is not (text, file, line)";
      length = source[0]->text.size();
    }
    // LibTorch finds the start in the text (its text() clamps the end;
    // valid files have ranges that end past an empty source).
    int64_t start = range->items[1]->number, end = range->items[2]->number;
    if (start < 0 || end < start || uint64_t(start) > length)
      return where + " spans bytes " + std::to_string(start) + " to " +
             std::to_string(end) + " of a source of " + std::to_string(length) +
             " bytes";
  }
  return std::nullopt;
}

/// The path of attribute names, dict keys and indices from the pickle's
/// value to `target` (`layer1.0.conv1.weight`); empty if it is not there.
std::string PickleChecker::nameOf(const PNode *target) const {
  if (stack.empty())
    return "";
  struct Work {
    const PNode *node;
    std::string path;
    bool root;
  };
  std::vector<Work> work = {{stack.front().get(), "", true}};
  llvm::DenseSet<const PNode *> seen;
  auto join = [](const std::string &path, const std::string &label) {
    return path.empty() ? label : path + "." + label;
  };
  while (!work.empty()) {
    Work w = work.back();
    work.pop_back();
    if (!w.node || !seen.insert(w.node).second)
      continue;
    if (w.node == target ||
        (w.node->kind == PNode::Tensor && !w.node->items.empty() &&
         w.node->items.front().get() == target))
      return w.path;
    const std::vector<PRef> &items = w.node->items;
    switch (w.node->kind) {
    case PNode::Tuple:
    case PNode::List:
      for (size_t i = items.size(); i-- > 0;)
        work.push_back({items[i].get(),
                        w.root && options.elementName
                            ? options.elementName(i)
                            : join(w.path, std::to_string(i)),
                        false});
      break;
    case PNode::Dict:
      for (size_t i = items.size() / 2; i-- > 0;) {
        const PNode *key = items[2 * i].get();
        std::string label = key->kind == PNode::String ? key->text
                            : key->kind == PNode::Int
                                ? std::to_string(key->number)
                                : "?";
        work.push_back({items[2 * i + 1].get(), join(w.path, label), false});
      }
      break;
    case PNode::Object:
      // An object's state: its attributes.
      for (const PRef &item : items)
        work.push_back({item.get(), w.path, w.root});
      break;
    default:
      break;
    }
  }
  return "";
}

std::optional<RecordProblem> PickleChecker::run() {
  size_t at = 0;
  auto push = [&](PRef v) { stack.push_back(std::move(v)); };
  auto scalar = [&](PNode::Kind kind, int64_t number = 0) {
    auto v = std::make_shared<PNode>(kind);
    v->number = number;
    push(std::move(v));
  };
  auto need = [&](size_t n, size_t op) {
    if (available() >= n)
      return true;
    fail(op, "an opcode that needs " + llvm::Twine(n) +
                 " values above the last MARK, but there are " +
                 llvm::Twine(available()));
    return false;
  };
  if (!have(0, 2) || static_cast<unsigned char>(bytes[0]) != 0x80 ||
      bytes[1] != 2) {
    if (!problem)
      fail(0, "no PROTO 2 opcode at the start, as LibTorch's pickles have");
    return problem;
  }
  at = 2;
  bool stopped = false;
  while (!problem && !stopped && at < bytes.size()) {
    size_t op = at;
    unsigned char code = bytes[at++];
    switch (code) {
    case '(': // MARK
      marks.push_back(stack.size());
      break;
    case '.': // STOP
      if (stack.size() != 1 || !marks.empty())
        fail(op, "STOP with " + llvm::Twine(stack.size()) +
                     " values on the stack (and " + llvm::Twine(marks.size()) +
                     " marks), not one");
      stopped = true;
      break;
    case ']': // EMPTY_LIST
      push(std::make_shared<PNode>(PNode::List));
      break;
    case ')': // EMPTY_TUPLE
      push(std::make_shared<PNode>(PNode::Tuple));
      break;
    case '}': // EMPTY_DICT
      push(std::make_shared<PNode>(PNode::Dict));
      break;
    case 'N': // NONE
      scalar(PNode::None);
      break;
    case 0x88: // NEWTRUE
    case 0x89: // NEWFALSE
      scalar(PNode::Bool, code == 0x88);
      break;
    case 'K': // BININT1
      if (have(at, 1))
        scalar(PNode::Int, static_cast<unsigned char>(bytes[at]));
      at += 1;
      break;
    case 'M': // BININT2
      if (have(at, 2))
        scalar(PNode::Int, llvm::support::endian::read16le(bytes.data() + at));
      at += 2;
      break;
    case 'J': // BININT
      if (have(at, 4))
        scalar(PNode::Int, static_cast<int32_t>(llvm::support::endian::read32le(
                               bytes.data() + at)));
      at += 4;
      break;
    case 0x8a: { // LONG1: n little-endian bytes, two's complement
      if (!have(at, 1))
        break;
      unsigned n = static_cast<unsigned char>(bytes[at++]);
      if (!have(at, n))
        break;
      if (n > 8) {
        fail(op, "an integer of " + llvm::Twine(n) + " bytes");
        break;
      }
      uint64_t v = 0;
      for (unsigned k = 0; k < n; ++k)
        v |= uint64_t(static_cast<unsigned char>(bytes[at + k])) << (8 * k);
      if (n > 0 && n < 8 && (v >> (8 * n - 1)) & 1)
        v |= ~uint64_t(0) << (8 * n);
      scalar(PNode::Int, static_cast<int64_t>(v));
      at += n;
      break;
    }
    case 'G': // BINFLOAT
      if (have(at, 8))
        scalar(PNode::Float);
      at += 8;
      break;
    case 'X': { // BINUNICODE
      if (!have(at, 4))
        break;
      uint32_t n = llvm::support::endian::read32le(bytes.data() + at);
      at += 4;
      if (bytes.size() - at < n) {
        fail(op, "a string of " + llvm::Twine(n) + " bytes, but only " +
                     llvm::Twine(bytes.size() - at) + " remain");
        break;
      }
      auto s = std::make_shared<PNode>(PNode::String);
      s->text = bytes.substr(at, n).str();
      push(std::move(s));
      at += n;
      break;
    }
    case 'c': { // GLOBAL: `module\nname\n`
      size_t first = bytes.find('\n', at);
      size_t second =
          first == llvm::StringRef::npos ? first : bytes.find('\n', first + 1);
      if (second == llvm::StringRef::npos) {
        fail(op, "a GLOBAL without its two lines");
        break;
      }
      auto g = std::make_shared<PNode>(PNode::Global);
      g->text =
          (bytes.slice(at, first) + " " + bytes.slice(first + 1, second)).str();
      push(std::move(g));
      at = second + 1;
      break;
    }
    case 'q':   // BINPUT
    case 'r': { // LONG_BINPUT
      size_t n = code == 'q' ? 1 : 4;
      if (!have(at, n))
        break;
      uint64_t id = n == 1 ? static_cast<unsigned char>(bytes[at])
                           : llvm::support::endian::read32le(bytes.data() + at);
      at += n;
      // Picklers number memo entries in order; LibTorch grows its table
      // to any id it is given.
      if (id > memo.size()) {
        fail(op, "memo entry " + llvm::Twine(id) + " after only " +
                     llvm::Twine(memo.size()));
        break;
      }
      if (stack.empty()) {
        fail(op, "a memo entry of an empty stack");
        break;
      }
      if (id == memo.size())
        memo.push_back(stack.back());
      else
        memo[id] = stack.back();
      break;
    }
    case 'h':   // BINGET
    case 'j': { // LONG_BINGET
      size_t n = code == 'h' ? 1 : 4;
      if (!have(at, n))
        break;
      uint64_t id = n == 1 ? static_cast<unsigned char>(bytes[at])
                           : llvm::support::endian::read32le(bytes.data() + at);
      at += n;
      if (id >= memo.size()) {
        fail(op, "memo entry " + llvm::Twine(id) + " of " +
                     llvm::Twine(memo.size()));
        break;
      }
      push(memo[id]);
      break;
    }
    case 't': { // TUPLE
      auto values = popToMark(op);
      if (values)
        if (PRef t = makeContainer(PNode::Tuple, std::move(*values), op))
          push(std::move(t));
      break;
    }
    case 0x85:   // TUPLE1
    case 0x86:   // TUPLE2
    case 0x87: { // TUPLE3
      size_t n = code - 0x84;
      if (!need(n, op))
        break;
      std::vector<PRef> values(std::make_move_iterator(stack.end() - n),
                               std::make_move_iterator(stack.end()));
      stack.resize(stack.size() - n);
      if (PRef t = makeContainer(PNode::Tuple, std::move(values), op))
        push(std::move(t));
      break;
    }
    case 'l':   // LIST
    case 'd': { // DICT
      auto values = popToMark(op);
      if (!values)
        break;
      if (code == 'd' && values->size() % 2) {
        fail(op, "DICT of an odd number of values");
        break;
      }
      if (PRef c = makeContainer(code == 'l' ? PNode::List : PNode::Dict,
                                 std::move(*values), op))
        push(std::move(c));
      break;
    }
    case 'e':   // APPENDS
    case 'u': { // SETITEMS
      // The container is below the mark.
      if (marks.empty() || marks.back() == 0) {
        fail(op, "no list or dict below the MARK");
        break;
      }
      PRef target = stack[marks.back() - 1];
      auto values = popToMark(op);
      PNode::Kind kind = code == 'e' ? PNode::List : PNode::Dict;
      if (target->kind != kind) {
        fail(op, code == 'e' ? "APPENDS to something that is not a list"
                             : "SETITEMS on something that is not a dict");
        break;
      }
      if (target->stored) {
        fail(op, "a list or dict changed after it was stored in another "
                 "value (recursive data)");
        break;
      }
      if (code == 'u' && values->size() % 2) {
        fail(op, "SETITEMS of an odd number of values");
        break;
      }
      for (const PRef &v : *values)
        if (!store(v, target, op))
          break;
      break;
    }
    case 's': { // SETITEM
      if (!need(3, op))
        break;
      PRef value = pop(), key = pop();
      const PRef &target = stack.back();
      if (target->kind != PNode::Dict || target->stored) {
        fail(op, "SETITEM on something that is not a dict being built");
        break;
      }
      if (store(key, target, op))
        store(value, target, op);
      break;
    }
    case 0x81: // NEWOBJ: LibTorch drops the arguments, the class stays.
      if (need(2, op))
        pop()->stored = true;
      break;
    case 'R':   // REDUCE
    case 'b': { // BUILD
      if (!need(2, op))
        break;
      PRef arg = pop(), callable = pop();
      if (PRef result = call(callable, arg, op))
        push(std::move(result));
      break;
    }
    case 'Q': { // BINPERSID
      if (!need(1, op))
        break;
      PRef id = pop();
      id->stored = true;
      if (PRef t = persistentLoad(id, op))
        push(std::move(t));
      break;
    }
    default:
      fail(op, "opcode 0x" + llvm::utohexstr(code) +
                   ", which LibTorch's unpickler does not read");
      break;
    }
  }
  if (!problem && !stopped)
    fail(bytes.size(), "the pickle ends without STOP");
  if (!problem && options.debugInfo)
    if (std::optional<std::string> bad = checkDebugInfo(*stack.front()))
      return RecordProblem("debug information: " + *bad);
  if (tensorProblem) {
    std::string name = nameOf(tensorProblem->first.get());
    return RecordProblem(
        (name.empty() ? "a tensor " : "tensor '" + name + "' ") +
        tensorProblem->second);
  }
  return problem;
}

std::optional<RecordProblem> frontend::checkPickle(llvm::StringRef pickle,
                                                   const PickleCheck &check) {
  return PickleChecker(pickle, check).run();
}
