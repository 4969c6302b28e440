//===- TorchArchive.cpp - A TorchScript file's records, checked ----------===//
//
// The zip index and the code (its nesting, its class bodies), read with
// every size checked (TorchArchive.h says why; the pickles are
// TorchPickle.cpp's). Each check mirrors what LibTorch 1.13 does with the
// bytes, so that a file LibTorch reads correctly passes and one it would
// read out of bounds, or recurse on without end, does not.
//
//===----------------------------------------------------------------------===//
#include "TorchArchive.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Endian.h"

using namespace tocc;
using namespace tocc::frontend;

static llvm::Error makeError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

//===----------------------------------------------------------------------===//
// The zip index
//===----------------------------------------------------------------------===//

namespace {
/// Little-endian fields of `bytes`, read only inside it.
struct Bytes {
  llvm::StringRef data;
  bool has(uint64_t at, uint64_t n) const {
    return at <= data.size() && n <= data.size() - at;
  }
  uint16_t u16(uint64_t at) const {
    return llvm::support::endian::read16le(data.data() + at);
  }
  uint32_t u32(uint64_t at) const {
    return llvm::support::endian::read32le(data.data() + at);
  }
  uint64_t u64(uint64_t at) const {
    return llvm::support::endian::read64le(data.data() + at);
  }
};
} // namespace

// Signatures and fixed sizes of the zip format (APPNOTE.TXT).
static constexpr uint32_t kEndSig = 0x06054b50, kEnd64Sig = 0x06064b50,
                          kLocatorSig = 0x07064b50, kCentralSig = 0x02014b50,
                          kLocalSig = 0x04034b50;
static constexpr uint64_t kEndSize = 22, kLocatorSize = 20, kEnd64Size = 56,
                          kCentralSize = 46, kLocalSize = 30;
/// Deflate's best ratio: a 258-byte match costs at least two bits.
static constexpr uint64_t kMaxDeflateRatio = 1032;

llvm::Expected<ArchiveIndex> ArchiveIndex::read(llvm::StringRef data) {
  Bytes b{data};
  auto notZip = [](const llvm::Twine &why) {
    return makeError("not a zip archive (" + why +
                     "); a TorchScript module is the zip archive "
                     "torch.jit.save writes");
  };
  if (data.starts_with("PYTORCH1"))
    return makeError("a file of PyTorch's preview releases, which LibTorch "
                     "no longer reads");
  if (data.size() < kEndSize)
    return notZip("it has " + llvm::Twine(data.size()) + " bytes");
  // The end of central directory record, searched from the end (after it,
  // at most a 64 KB comment), as miniz does.
  uint64_t end = data.size() - kEndSize;
  uint64_t stop = end > 0xffff ? end - 0xffff : 0;
  while (b.u32(end) != kEndSig) {
    if (end == stop)
      return notZip("no end of central directory record");
    --end;
  }
  uint64_t entries = b.u16(end + 10), dirSize = b.u32(end + 12),
           dirOffset = b.u32(end + 16);
  if (b.u16(end + 4) != 0 || b.u16(end + 6) != 0 || b.u16(end + 8) != entries)
    return makeError("a zip archive that spans several disks");
  if (end >= kLocatorSize && b.u32(end - kLocatorSize) == kLocatorSig) {
    uint64_t at = b.u64(end - kLocatorSize + 8);
    if (!b.has(at, kEnd64Size) || b.u32(at) != kEnd64Sig)
      return makeError("the zip64 end of central directory record is "
                       "missing or outside the file");
    if (b.u32(end - kLocatorSize + 16) != 1 || b.u32(at + 16) != 0 ||
        b.u32(at + 20) != 0 || b.u64(at + 24) != b.u64(at + 32))
      return makeError("a zip archive that spans several disks");
    entries = b.u64(at + 32);
    dirSize = b.u64(at + 40);
    dirOffset = b.u64(at + 48);
  }
  if (!b.has(dirOffset, dirSize))
    return makeError("the central directory (" + llvm::Twine(dirSize) +
                     " bytes at offset " + llvm::Twine(dirOffset) +
                     ") is outside the file (" + llvm::Twine(data.size()) +
                     " bytes)");
  if (entries == 0)
    return makeError("the zip archive holds no records");
  if (entries > dirSize / kCentralSize)
    return makeError("the central directory declares " + llvm::Twine(entries) +
                     " records, but " + llvm::Twine(dirSize) +
                     " bytes hold at most " +
                     llvm::Twine(dirSize / kCentralSize));

  ArchiveIndex index;
  uint64_t at = dirOffset, dirEnd = dirOffset + dirSize;
  for (uint64_t i = 0; i < entries; ++i) {
    auto bad = [&](const llvm::Twine &why) {
      return makeError("record #" + llvm::Twine(i) +
                       " of the central directory: " + why);
    };
    if (dirEnd - at < kCentralSize || b.u32(at) != kCentralSig)
      return bad("no central directory header at offset " + llvm::Twine(at));
    uint64_t nameLen = b.u16(at + 28), extraLen = b.u16(at + 30),
             commentLen = b.u16(at + 32);
    uint64_t headerSize = kCentralSize + nameLen + extraLen + commentLen;
    if (dirEnd - at < headerSize)
      return bad("its header runs past the central directory");
    ArchiveRecord r;
    r.name = data.substr(at + kCentralSize, nameLen).str();
    if (r.name.empty() || llvm::StringRef(r.name).contains('\0'))
      return bad("an empty name or one with a NUL character");
    auto bad2 = [&](const llvm::Twine &why) {
      return makeError("record '" + r.name + "': " + why);
    };
    unsigned flags = b.u16(at + 8);
    r.method = b.u16(at + 10);
    r.storedSize = b.u32(at + 20);
    r.size = b.u32(at + 24);
    uint64_t header = b.u32(at + 42);
    // Zip64: the sizes and offset that do not fit in 32 bits are in the
    // extra field 0x0001, in this order.
    uint64_t extra = at + kCentralSize + nameLen, extraEnd = extra + extraLen;
    while (extraEnd - extra >= 4) {
      unsigned id = b.u16(extra), len = b.u16(extra + 2);
      if (extraEnd - extra - 4 < len)
        break;
      if (id == 1) {
        uint64_t field = extra + 4, fieldEnd = field + len;
        for (uint64_t *v : {&r.size, &r.storedSize, &header}) {
          if (*v != 0xffffffff)
            continue;
          if (fieldEnd - field < 8)
            return bad2("its zip64 extra field is too short");
          *v = b.u64(field);
          field += 8;
        }
      }
      extra += 4 + len;
    }
    if (flags & 1)
      return bad2("it is encrypted");
    if (r.method != 0 && r.method != 8)
      return bad2("compression method " + llvm::Twine(r.method) +
                  ", which LibTorch cannot read (stored or deflated only)");
    if (!b.has(header, kLocalSize) || b.u32(header) != kLocalSig)
      return bad2("no local header at offset " + llvm::Twine(header));
    r.dataOffset =
        header + kLocalSize + b.u16(header + 26) + b.u16(header + 28);
    if (!b.has(r.dataOffset, r.storedSize))
      return bad2(llvm::Twine(r.storedSize) + " bytes at offset " +
                  llvm::Twine(r.dataOffset) +
                  " run past the end of the file (" + llvm::Twine(data.size()) +
                  " bytes)");
    if (r.method == 0 && r.size != r.storedSize)
      return bad2("stored uncompressed, but declares " + llvm::Twine(r.size) +
                  " bytes in " + llvm::Twine(r.storedSize));
    if (r.method == 8 &&
        (r.storedSize == 0 ? r.size != 0
                           : r.size / kMaxDeflateRatio > r.storedSize))
      return bad2("declares " + llvm::Twine(r.size) + " bytes, but " +
                  llvm::Twine(r.storedSize) +
                  " deflated bytes cannot hold that many");
    auto [it, inserted] = index.byName.try_emplace(
        llvm::StringRef(r.name).lower(), index.records.size());
    if (!inserted)
      return bad2("the archive has two records of this name (ignoring case)");
    index.records.push_back(std::move(r));
    at += headerSize;
  }
  // LibTorch names the archive after the folder of its first record.
  llvm::StringRef first = index.records.front().name;
  if (!first.contains('/'))
    return makeError("record '" + first +
                     "' is not in a folder, as a TorchScript archive's "
                     "records are");
  index.folder = first.split('/').first.str();
  return index;
}

const ArchiveRecord *ArchiveIndex::lookup(llvm::StringRef name) const {
  auto it = byName.find(llvm::StringRef((folder + "/" + name).str()).lower());
  return it == byName.end() ? nullptr : &records[it->second];
}

//===----------------------------------------------------------------------===//
// Code nesting
//===----------------------------------------------------------------------===//

/// The end of the string literal (quoted or triple-quoted) that starts at
/// `i` of `code`: past its closing quotes, or at the newline that ends an
/// unterminated single-quoted one, or at the end. `newline(at)` is called
/// for each newline inside it (escaped ones included).
static size_t skipStringLiteral(llvm::StringRef code, size_t i,
                                llvm::function_ref<void(size_t)> newline) {
  char quote = code[i];
  size_t n = code.size();
  bool triple = i + 2 < n && code[i + 1] == quote && code[i + 2] == quote;
  size_t j = i + (triple ? 3 : 1);
  while (j < n) {
    if (code[j] == '\\' && j + 1 < n) {
      if (code[j + 1] == '\n')
        newline(j + 1);
      j += 2;
      continue;
    }
    if (code[j] == '\n') {
      if (!triple)
        break;
      newline(j);
    }
    if (code[j] == quote && (!triple || (j + 2 < n && code[j + 1] == quote &&
                                         code[j + 2] == quote)))
      return j + (triple ? 3 : 1);
    ++j;
  }
  return j;
}

/// Skips the line continuation (a backslash before a newline) or the
/// comment that starts at `i` of `code`, calling `newline(at)` for a
/// continued line's newline. Returns false, with `i` unchanged, when neither
/// starts there.
static bool
skipContinuationOrComment(llvm::StringRef code, size_t &i,
                          llvm::function_ref<void(size_t)> newline) {
  size_t n = code.size();
  if (code[i] == '\\' && i + 1 < n && code[i + 1] == '\n') {
    newline(i + 1);
    i += 2;
    return true;
  }
  if (code[i] != '#')
    return false;
  while (i < n && code[i] != '\n')
    ++i;
  return true;
}

static bool isIdentStart(char c) {
  return llvm::isAlpha(c) || c == '_' || static_cast<unsigned char>(c) >= 0x80;
}
static bool isIdentChar(char c) { return isIdentStart(c) || llvm::isDigit(c); }

std::optional<RecordProblem> frontend::checkCodeNesting(llvm::StringRef code,
                                                        unsigned limit) {
  // Operators since the last separator, at the statement's level and in
  // each open bracket: each is a level of the parser's recursion (a chain
  // `a + b + c` nests to the left), as is each bracket and each block.
  unsigned statementOps = 0;
  llvm::SmallVector<unsigned, 16> brackets;
  llvm::SmallVector<unsigned, 16> indents = {0};
  unsigned line = 1;
  size_t lineStart = 0;
  bool lineBegins = true, afterOperand = false;
  std::optional<RecordProblem> problem;
  auto depth = [&] {
    uint64_t d = indents.size() - 1 + statementOps;
    for (unsigned ops : brackets)
      d += 1 + ops;
    return d;
  };
  auto check = [&](size_t at) {
    if (problem || depth() <= limit)
      return;
    problem = RecordProblem("nesting deeper than " + std::to_string(limit) +
                                " levels (brackets, blocks and chained "
                                "operators, on each of which LibTorch's "
                                "parser recurses)",
                            line, static_cast<unsigned>(at - lineStart + 1));
  };
  auto ops = [&]() -> unsigned & {
    return brackets.empty() ? statementOps : brackets.back();
  };
  auto operatorAt = [&](size_t at) {
    ++ops();
    afterOperand = false;
    check(at);
  };
  auto newline = [&](size_t at) {
    ++line;
    lineStart = at + 1;
  };
  static const char *const multiOps[] = {
      "**=", "//=", ">>=", "<<=", "**", "//", "<<", ">>", "<=", ">=", "==",
      "!=",  "->",  "+=",  "-=",  "*=", "/=", "%=", "&=", "|=", "^=", "@="};
  size_t i = 0, n = code.size();
  while (i < n && !problem) {
    char c = code[i];
    if (lineBegins && brackets.empty()) {
      // A logical line starts: its indentation opens or closes blocks
      // (blank and comment lines do not count).
      size_t j = i;
      unsigned width = 0;
      while (j < n && (code[j] == ' ' || code[j] == '\t')) {
        ++width;
        ++j;
      }
      if (j < n && code[j] != '\n' && code[j] != '\r' && code[j] != '#') {
        if (width > indents.back())
          indents.push_back(width);
        while (indents.size() > 1 && width < indents.back())
          indents.pop_back();
        lineBegins = false;
        check(j);
      }
      i = j;
      if (i >= n)
        break;
      c = code[i];
    }
    if (c == '\n') {
      newline(i);
      if (brackets.empty()) {
        statementOps = 0;
        lineBegins = true;
      }
      afterOperand = false;
      ++i;
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
      ++i;
      continue;
    }
    if (skipContinuationOrComment(code, i, newline))
      continue;
    if (c == '\'' || c == '"') {
      i = skipStringLiteral(code, i, newline);
      afterOperand = true;
      continue;
    }
    if (llvm::isDigit(c) ||
        (c == '.' && i + 1 < n && llvm::isDigit(code[i + 1]))) {
      size_t j = i + 1;
      while (j < n && (isIdentChar(code[j]) || code[j] == '.' ||
                       ((code[j] == '+' || code[j] == '-') &&
                        (code[j - 1] == 'e' || code[j - 1] == 'E'))))
        ++j;
      i = j;
      afterOperand = true;
      continue;
    }
    if (isIdentStart(c)) {
      size_t j = i + 1;
      while (j < n && isIdentChar(code[j]))
        ++j;
      llvm::StringRef word = code.slice(i, j);
      if (word == "and" || word == "or" || word == "not" || word == "is" ||
          word == "in" || (afterOperand && (word == "if" || word == "else")))
        operatorAt(i); // `if` and `else` of `a if c else b`
      else
        // A statement's keyword is no operand: `return (x)` calls nothing.
        afterOperand = !llvm::is_contained(
            {"return", "if",       "elif",   "else",  "while",  "for",
             "def",    "class",    "assert", "raise", "del",    "pass",
             "break",  "continue", "with",   "as",    "import", "from",
             "global", "nonlocal", "lambda", "yield"},
            word);
      i = j;
      continue;
    }
    if (c == '(' || c == '[' || c == '{') {
      // A call or subscript applies to what precedes it.
      if (afterOperand && c != '{')
        ++ops();
      brackets.push_back(0);
      afterOperand = false;
      check(i);
      ++i;
      continue;
    }
    if (c == ')' || c == ']' || c == '}') {
      if (!brackets.empty())
        brackets.pop_back();
      afterOperand = true;
      ++i;
      continue;
    }
    if (c == ',' || c == ':' || c == ';') {
      ops() = 0;
      afterOperand = false;
      ++i;
      continue;
    }
    if (c == '.') {
      operatorAt(i);
      ++i;
      continue;
    }
    llvm::StringRef rest = code.substr(i);
    llvm::StringRef op;
    for (const char *m : multiOps)
      if (rest.starts_with(m)) {
        op = m;
        break;
      }
    if (op.empty())
      op = rest.take_front(1);
    // Assignments (plain and augmented) and `->` separate expressions.
    bool separator = op == "=" || op == "->" ||
                     (op.size() >= 2 && op.ends_with("=") && op != "==" &&
                      op != "!=" && op != "<=" && op != ">=");
    if (separator) {
      ops() = 0;
      afterOperand = false;
    } else if (llvm::StringRef("+-*/%@&|^~<>!").contains(op.front())) {
      operatorAt(i);
    }
    i += op.size();
  }
  return problem;
}

//===----------------------------------------------------------------------===//
// Class bodies
//===----------------------------------------------------------------------===//

namespace {
/// A logical line: where it starts, its indentation, and its text with
/// comments dropped and strings emptied (`'...'` becomes `''`), so that
/// brackets, `:` and `=` in it are code.
struct LogicalLine {
  unsigned line = 0;
  unsigned column = 0;
  unsigned indent = 0;
  std::string text;
};
} // namespace

static std::vector<LogicalLine> logicalLines(llvm::StringRef code) {
  std::vector<LogicalLine> lines;
  LogicalLine current;
  unsigned line = 1, depth = 0;
  size_t lineStart = 0, i = 0, n = code.size();
  bool atStart = true;
  auto newline = [&](size_t at) {
    ++line;
    lineStart = at + 1;
  };
  auto finish = [&] {
    if (!llvm::StringRef(current.text).trim().empty())
      lines.push_back(current);
    current = LogicalLine();
    depth = 0;
    atStart = true;
  };
  while (i < n) {
    char c = code[i];
    if (atStart) {
      unsigned width = 0;
      while (i < n && (code[i] == ' ' || code[i] == '\t')) {
        ++width;
        ++i;
      }
      current.line = line;
      current.column = i - lineStart + 1;
      current.indent = width;
      atStart = false;
      continue;
    }
    if (c == '\n') {
      ++line;
      lineStart = i + 1;
      ++i;
      if (depth == 0)
        finish();
      continue;
    }
    if (skipContinuationOrComment(code, i, newline))
      continue;
    if (c == '\'' || c == '"') {
      i = skipStringLiteral(code, i, newline);
      current.text += "''";
      continue;
    }
    if (c == '(' || c == '[' || c == '{')
      ++depth;
    if ((c == ')' || c == ']' || c == '}') && depth > 0)
      --depth;
    current.text += c;
    ++i;
  }
  finish();
  return lines;
}

std::optional<RecordProblem> frontend::checkClassBodies(llvm::StringRef code) {
  std::vector<LogicalLine> lines = logicalLines(code);
  // The class whose body is being read: its indentation, its body's (-1
  // before its first line), and whether LibTorch imports it as a class
  // with attributes.
  bool inClass = false, checked = false;
  unsigned classIndent = 0;
  int bodyIndent = -1;
  for (const LogicalLine &l : lines) {
    llvm::StringRef text = llvm::StringRef(l.text).trim();
    if (inClass && l.indent <= classIndent)
      inClass = false;
    if (inClass) {
      if (bodyIndent < 0)
        bodyIndent = l.indent;
      if (int(l.indent) != bodyIndent || !checked || text.starts_with("def ") ||
          text.starts_with("@"))
        continue; // methods, and the bodies of enums and named tuples
      // The first `:` and `=` outside brackets: `name : Type = value`.
      size_t colon = llvm::StringRef::npos, equals = llvm::StringRef::npos;
      unsigned depth = 0;
      for (size_t k = 0; k < text.size(); ++k) {
        char c = text[k];
        if (c == '(' || c == '[' || c == '{')
          ++depth;
        else if ((c == ')' || c == ']' || c == '}') && depth > 0)
          --depth;
        else if (depth == 0 && c == ':' && colon == llvm::StringRef::npos)
          colon = k;
        else if (depth == 0 && c == '=' && equals == llvm::StringRef::npos &&
                 (k + 1 >= text.size() || text[k + 1] != '=') &&
                 (k == 0 || !llvm::StringRef("=!<>").contains(text[k - 1])))
          equals = k;
      }
      if (equals == llvm::StringRef::npos || colon < equals)
        continue;
      llvm::StringRef target = text.take_front(equals).trim();
      // The assignments LibTorch's importer reads as module metadata.
      if (target == "__parameters__" || target == "__buffers__" ||
          target == "__forward_pre_hooks__" || target == "__forward_hooks__" ||
          target.starts_with("__annotations__"))
        continue;
      return RecordProblem(
          "'" + target.str() +
              "' is assigned in a class body without a type: LibTorch's "
              "importer takes it for a constant (`" +
              target.str() + " : Final[T] = value`) and can crash on it",
          l.line, l.column);
    }
    if (text.starts_with("class ")) {
      // `class Name(Base):`: enums and named tuples assign their members
      // without types, interfaces declare methods only.
      llvm::StringRef base = text.drop_front(6).split('(').second;
      base = base.split(')').first.trim();
      inClass = true;
      classIndent = l.indent;
      bodyIndent = -1;
      checked = base != "Enum" && base != "NamedTuple" && base != "Interface" &&
                base != "ModuleInterface";
    }
  }
  return std::nullopt;
}
