//===- Printer.cpp - The text form of modules, graphs, ops, types, attrs -===//
//
// The grammar is docs/ir.md. Output is deterministic: value names depend only
// on the IR (name hints, then definition order), attributes come sorted, and
// floats print as the shortest decimal text that reads back to the same bits.
//
//===----------------------------------------------------------------------===//
#include "tocc/IR/Printer.h"
#include "tocc/Support/Text.h"

#include "tocc/IR/Attributes.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/Operation.h"
#include "tocc/IR/Types.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace tocc;

namespace {

//===----------------------------------------------------------------------===//
// Lexical helpers shared with the parser's rules (docs/ir.md)
//===----------------------------------------------------------------------===//

bool isValueNameChar(char c) {
  return llvm::isAlnum(c) || c == '_' || c == '.' || c == '$' || c == '-';
}

/// `%`/`@`/`^` names that print without quotes.
bool isBareName(llvm::StringRef s) {
  return !s.empty() && llvm::all_of(s, isValueNameChar);
}

/// Identifiers: attribute names and op names.
bool isIdentifier(llvm::StringRef s) {
  if (s.empty() || !(llvm::isAlpha(s[0]) || s[0] == '_'))
    return false;
  return llvm::all_of(s.drop_front(), [](char c) {
    return llvm::isAlnum(c) || c == '_' || c == '.' || c == '$';
  });
}

bool isNumericName(llvm::StringRef s) {
  return !s.empty() && llvm::all_of(s, llvm::isDigit);
}


void printSigilName(llvm::raw_ostream &os, char sigil, llvm::StringRef name) {
  os << sigil;
  if (isBareName(name))
    os << name;
  else
    printQuotedString(os, name);
}

void printAttrName(llvm::raw_ostream &os, llvm::StringRef name) {
  if (isIdentifier(name))
    os << name;
  else
    printQuotedString(os, name);
}

//===----------------------------------------------------------------------===//
// Floats
//===----------------------------------------------------------------------===//

/// True if `text` reads back (correctly rounded) to exactly `bits` in `sem`.
bool readsBackTo(llvm::StringRef text, const llvm::fltSemantics &sem,
                 const llvm::APFloat &bits) {
  llvm::APFloat f(sem);
  auto status = f.convertFromString(text, llvm::APFloat::rmNearestTiesToEven);
  if (!status) {
    llvm::consumeError(status.takeError());
    return false;
  }
  return f.bitwiseIsEqual(bits);
}

/// The shortest decimal text that reads back to `value` in its semantics,
/// always with a `.` or an exponent: `1.0`, `0.1`, `1.0e-05`, `1.5e+20`.
/// Fixed notation for decimal exponents in [-4, 16), like Python's repr.
std::string formatFloat(const llvm::APFloat &value) {
  if (value.isNaN())
    return "nan";
  if (value.isInfinity())
    return value.isNegative() ? "-inf" : "inf";
  bool losesInfo = false;
  llvm::APFloat asDouble = value;
  asDouble.convert(llvm::APFloat::IEEEdouble(),
                   llvm::APFloat::rmNearestTiesToEven, &losesInfo);
  double d = asDouble.convertToDouble();
  const llvm::fltSemantics &sem = value.getSemantics();

  // std::to_chars, unlike printf, ignores the C locale's decimal point.
  char buf[64];
  llvm::StringRef sci;
  for (int precision = 0; precision <= 16; ++precision) {
    auto res = std::to_chars(buf, buf + sizeof(buf), d,
                             std::chars_format::scientific, precision);
    sci = llvm::StringRef(buf, res.ptr - buf);
    if (readsBackTo(sci, sem, value))
      break;
  }
  // sci is `[-]d[.ddd]e[+-]XX`; split it into sign, digits and exponent.
  bool negative = sci.consume_front("-");
  size_t ePos = sci.find('e');
  std::string digits;
  for (char c : sci.take_front(ePos))
    if (llvm::isDigit(c))
      digits.push_back(c);
  int exponent = 0;
  llvm::StringRef expText = sci.drop_front(ePos + 1);
  expText.consume_front("+");
  expText.getAsInteger(10, exponent);
  while (digits.size() > 1 && digits.back() == '0')
    digits.pop_back();
  if (digits == "0")
    exponent = 0;

  std::string out = negative ? "-" : "";
  if (exponent >= -4 && exponent < 16) {
    if (exponent >= 0) {
      size_t intLen = exponent + 1;
      if (digits.size() <= intLen) {
        out += digits;
        out.append(intLen - digits.size(), '0');
        out += ".0";
      } else {
        out += digits.substr(0, intLen);
        out += '.';
        out += digits.substr(intLen);
      }
    } else {
      out += "0.";
      out.append(-exponent - 1, '0');
      out += digits;
    }
    return out;
  }
  out += digits[0];
  out += '.';
  out += digits.size() > 1 ? digits.substr(1) : "0";
  char expBuf[16];
  std::snprintf(expBuf, sizeof(expBuf), "e%c%02d", exponent < 0 ? '-' : '+',
                std::abs(exponent));
  out += expBuf;
  return out;
}

std::string formatDouble(double v) { return formatFloat(llvm::APFloat(v)); }

//===----------------------------------------------------------------------===//
// Attributes and types
//===----------------------------------------------------------------------===//

/// Dense constants up to this many elements print as a list.
constexpr int64_t kMaxListElements = 64;

template <typename T> T readLE(const char *p) {
  return llvm::support::endian::read<T, llvm::endianness::little>(p);
}

void printDenseElement(llvm::raw_ostream &os, DType dt, const char *p) {
  switch (dt) {
  case DType::Bool:
    os << (*p ? "true" : "false");
    return;
  case DType::I8:
    os << int64_t(readLE<int8_t>(p));
    return;
  case DType::I16:
    os << int64_t(readLE<int16_t>(p));
    return;
  case DType::I32:
    os << int64_t(readLE<int32_t>(p));
    return;
  case DType::I64:
    os << readLE<int64_t>(p);
    return;
  case DType::U8:
    os << uint64_t(readLE<uint8_t>(p));
    return;
  case DType::U16:
    os << uint64_t(readLE<uint16_t>(p));
    return;
  case DType::U32:
    os << uint64_t(readLE<uint32_t>(p));
    return;
  case DType::U64:
    os << readLE<uint64_t>(p);
    return;
  case DType::F16:
    os << formatFloat(
        llvm::APFloat(llvm::APFloat::IEEEhalf(),
                      llvm::APInt(16, readLE<uint16_t>(p))));
    return;
  case DType::BF16:
    os << formatFloat(
        llvm::APFloat(llvm::APFloat::BFloat(),
                      llvm::APInt(16, readLE<uint16_t>(p))));
    return;
  case DType::F32:
    os << formatFloat(
        llvm::APFloat(llvm::APFloat::IEEEsingle(),
                      llvm::APInt(32, readLE<uint32_t>(p))));
    return;
  case DType::F64:
    os << formatFloat(
        llvm::APFloat(llvm::APFloat::IEEEdouble(),
                      llvm::APInt(64, readLE<uint64_t>(p))));
    return;
  default:
    return; // not reached: the caller uses the hex form for other dtypes
  }
}

void printDense(llvm::raw_ostream &os, Attribute attr,
                int64_t elideLargerThan) {
  Type type = attr.getDenseType();
  os << "dense<" << type << ", ";
  int64_t numElements = type ? type.getNumElements().value_or(0) : 0;
  DType dt = type && type.isTensor() ? type.getDType() : DType::Unknown;
  unsigned elemSize = dtypeByteSize(dt);
  if (attr.isElided() ||
      (elideLargerThan >= 0 && numElements > elideLargerThan)) {
    os << "elided>";
    return;
  }
  llvm::ArrayRef<char> data = attr.getRawData();
  bool listForm = numElements <= kMaxListElements && elemSize != 0 &&
                  dt != DType::C64 && dt != DType::C128 &&
                  data.size() == uint64_t(numElements) * elemSize;
  if (listForm) {
    os << '[';
    for (int64_t i = 0; i < numElements; ++i) {
      if (i)
        os << ", ";
      printDenseElement(os, dt, data.data() + i * elemSize);
    }
    os << "]>";
    return;
  }
  os << "\"0x";
  for (char c : data) {
    unsigned char b = c;
    os << llvm::hexdigit(b >> 4) << llvm::hexdigit(b & 0xf);
  }
  os << "\">";
}

void printAttribute(llvm::raw_ostream &os, Attribute attr,
                    int64_t elideLargerThan) {
  if (!attr) {
    os << "<<NULL ATTRIBUTE>>";
    return;
  }
  switch (attr.getKind()) {
  case Attribute::Int:
    os << attr.getInt();
    return;
  case Attribute::Float:
    os << formatDouble(attr.getFloat());
    return;
  case Attribute::Bool:
    os << (attr.getBool() ? "true" : "false");
    return;
  case Attribute::String:
    printQuotedString(os, attr.getString());
    return;
  case Attribute::DType:
    os << dtypeName(attr.getDType());
    return;
  case Attribute::Type:
    os << "type<" << attr.getType() << '>';
    return;
  case Attribute::Array:
    os << '[';
    llvm::interleaveComma(attr.getArray(), os, [&](Attribute e) {
      printAttribute(os, e, elideLargerThan);
    });
    os << ']';
    return;
  case Attribute::Dense:
    printDense(os, attr, elideLargerThan);
    return;
  }
}

void printAttrDict(llvm::raw_ostream &os, const NamedAttrList &attrs,
                   int64_t elideLargerThan) {
  os << '{';
  llvm::interleaveComma(attrs, os, [&](const NamedAttribute &na) {
    printAttrName(os, na.name);
    os << " = ";
    printAttribute(os, na.value, elideLargerThan);
  });
  os << '}';
}

//===----------------------------------------------------------------------===//
// Value names
//===----------------------------------------------------------------------===//

/// The names of the values of one graph (or one detached op tree): hints
/// kept and made unique with `_N` suffixes, other values numbered in order
/// of definition (an op's results before the values of its regions).
class NameState {
public:
  void numberGraph(const Graph &g) {
    numberRegion(const_cast<Graph &>(g).getBodyRegion());
  }
  void numberOp(const Operation &op) {
    for (unsigned i = 0, e = op.getNumResults(); i != e; ++i)
      assign(op.getResult(i));
    for (unsigned i = 0, e = op.getNumRegions(); i != e; ++i)
      numberRegion(op.getRegion(i));
  }

  /// Empty if the value is not named here (defined outside the printed IR).
  llvm::StringRef lookup(const Value *v) const {
    auto it = names.find(v);
    return it == names.end() ? llvm::StringRef() : it->second;
  }

private:
  void numberRegion(const Region &r) {
    Region &region = const_cast<Region &>(r);
    for (unsigned b = 0, e = region.size(); b != e; ++b) {
      Block &block = region.getBlock(b);
      for (unsigned i = 0, n = block.getNumArguments(); i != n; ++i)
        assign(block.getArgument(i));
      for (Operation &op : block)
        numberOp(op);
    }
  }

  void assign(const Value *v) {
    llvm::StringRef hint = v->getName();
    if (hint.empty() || isNumericName(hint)) {
      names[v] = std::to_string(nextNumber++);
      return;
    }
    std::string name = hint.str();
    if (used.contains(name)) {
      unsigned &suffix = nextSuffix[hint];
      do
        name = (hint + "_" + llvm::Twine(++suffix)).str();
      while (used.contains(name));
    }
    used.insert(name);
    names[v] = std::move(name);
  }

  llvm::DenseMap<const Value *, std::string> names;
  llvm::StringSet<> used;
  llvm::StringMap<unsigned> nextSuffix;
  unsigned nextNumber = 0;
};

/// The outermost op containing `op` (itself if it is not nested).
const Operation *getRootOp(const Operation *op) {
  while (Operation *parent = op->getParentOp())
    op = parent;
  return op;
}

/// Names for printing `op`: those of its graph, or of its detached tree.
void numberFor(NameState &names, const Operation &op) {
  const Operation *root = getRootOp(&op);
  if (Graph *g = root->getParentGraph())
    names.numberGraph(*g);
  else
    names.numberOp(*root);
}

//===----------------------------------------------------------------------===//
// Operations, graphs, modules
//===----------------------------------------------------------------------===//

class IRPrinter {
public:
  IRPrinter(llvm::raw_ostream &os, const PrintOptions &options,
            const NameState &names)
      : os(os), options(options), names(names) {}

  void printModule(const Module &m) {
    os << "module";
    if (!m.getName().empty()) {
      os << ' ';
      printSigilName(os, '@', m.getName());
    }
    if (!m.getAttrs().empty()) {
      os << " attributes ";
      printAttrDict(os, m.getAttrs(), options.elideConstantsLargerThan);
    }
    os << " {\n";
    indent += 2;
    printShapeEnv(m.getShapeEnv());
    for (Graph &g : m.getGraphs()) {
      NameState graphNames;
      graphNames.numberGraph(g);
      IRPrinter inner(os, options, graphNames);
      inner.indent = indent;
      inner.printGraph(g);
    }
    indent -= 2;
    os << "}\n";
  }

  /// `symbol batch in [2, inf]` per declared symbol, then one `guard` line
  /// per recorded guard, with its reason.
  void printShapeEnv(const shape::ShapeEnv &env) {
    for (shape::ExprRef sym : env.getSymbols()) {
      std::optional<shape::SymbolRange> r = env.getRange(sym);
      os.indent(indent) << "symbol " << sym->getSymbolName() << " in ["
                        << r->min << ", ";
      if (r->max)
        os << *r->max;
      else
        os << "inf";
      os << "]\n";
    }
    for (const shape::Guard &g : env.getGuards()) {
      os.indent(indent) << "guard ";
      shape::printGuard(os, g);
      if (!g.reason.empty()) {
        os << ' ';
        printQuotedString(os, g.reason);
      }
      os << '\n';
    }
  }

  void printGraph(const Graph &g) {
    Graph &graph = const_cast<Graph &>(g);
    Region &body = graph.getBodyRegion();
    os.indent(indent) << "graph ";
    printSigilName(os, '@', g.getName());
    os << '(';
    if (!body.empty())
      printBlockArgs(body.front());
    os << ") -> (";
    llvm::interleaveComma(g.getResultTypes(), os);
    os << ')';
    if (!g.getAttrs().empty()) {
      os << " attributes ";
      printAttrDict(os, g.getAttrs(), options.elideConstantsLargerThan);
    }
    printLoc(g.getLoc());
    os << " {\n";
    indent += 2;
    for (unsigned b = 0, e = body.size(); b != e; ++b) {
      if (b != 0)
        printBlockLabel(body.getBlock(b), b);
      for (Operation &op : body.getBlock(b))
        printOp(op);
    }
    indent -= 2;
    os.indent(indent) << "}\n";
  }

  /// Prints one op and its regions; the caller has indented the first line.
  void printOpBody(const Operation &op) {
    if (op.getNumResults() != 0) {
      for (unsigned i = 0, e = op.getNumResults(); i != e; ++i) {
        if (i)
          os << ", ";
        printValueRef(op.getResult(i));
      }
      os << " = ";
    }

    llvm::StringRef name = op.getNameStr();
    bool isReturn = name == "tocc.return", isYield = name == "tocc.yield";
    if ((isReturn || isYield) && op.getNumResults() == 0 &&
        op.getAttrs().empty() && op.getNumRegions() == 0) {
      os << (isReturn ? "return" : "yield");
      for (unsigned i = 0, e = op.getNumOperands(); i != e; ++i) {
        os << (i ? ", " : " ");
        printValueRef(op.getOperand(i));
      }
      printLoc(op.getLoc());
      return;
    }

    if (isIdentifier(name) && name.contains('.'))
      os << name;
    else
      printQuotedString(os, name);
    if (op.getNumOperands() != 0) {
      os << '(';
      for (unsigned i = 0, e = op.getNumOperands(); i != e; ++i) {
        if (i)
          os << ", ";
        printValueRef(op.getOperand(i));
      }
      os << ')';
    }
    if (!op.getAttrs().empty()) {
      os << ' ';
      printAttrDict(os, op.getAttrs(), options.elideConstantsLargerThan);
    }
    if (op.getNumRegions() != 0) {
      os << " (";
      for (unsigned i = 0, e = op.getNumRegions(); i != e; ++i) {
        if (i)
          os << ", ";
        printRegion(op.getRegion(i));
      }
      os << ')';
    }
    os << " : ";
    unsigned numResults = op.getNumResults();
    if (numResults == 1) {
      os << op.getResult(0)->getType();
    } else {
      os << '(';
      for (unsigned i = 0; i != numResults; ++i) {
        if (i)
          os << ", ";
        os << op.getResult(i)->getType();
      }
      os << ')';
    }
    printLoc(op.getLoc());
  }

  void printValueRef(const Value *v) {
    if (!v) {
      os << "%<<NULL VALUE>>";
      return;
    }
    llvm::StringRef name = names.lookup(v);
    if (name.empty())
      os << "%<<UNKNOWN SSA VALUE>>";
    else
      printSigilName(os, '%', name);
  }

  unsigned indent = 0;

private:
  void printOp(const Operation &op) {
    os.indent(indent);
    printOpBody(op);
    os << '\n';
  }

  void printBlockArgs(const Block &block) {
    for (unsigned i = 0, e = block.getNumArguments(); i != e; ++i) {
      if (i)
        os << ", ";
      const BlockArgument *arg = block.getArgument(i);
      printValueRef(arg);
      os << ": " << arg->getType();
      printLoc(arg->getArgLoc());
    }
  }

  void printBlockLabel(const Block &block, unsigned index) {
    os.indent(indent - 2) << "^bb" << index;
    if (block.getNumArguments() != 0) {
      os << '(';
      printBlockArgs(block);
      os << ')';
    }
    os << ":\n";
  }

  void printRegion(const Region &r) {
    Region &region = const_cast<Region &>(r);
    os << "{\n";
    indent += 2;
    for (unsigned b = 0, e = region.size(); b != e; ++b) {
      Block &block = region.getBlock(b);
      if (b != 0 || block.getNumArguments() != 0)
        printBlockLabel(block, b);
      for (Operation &op : block)
        printOp(op);
    }
    indent -= 2;
    os.indent(indent) << '}';
  }

  void printLoc(Location loc) {
    if (!options.printLocations)
      return;
    os << " loc(";
    loc.print(os);
    os << ')';
  }

  llvm::raw_ostream &os;
  const PrintOptions &options;
  const NameState &names;
};

} // namespace

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

void tocc::printModule(const Module &m, llvm::raw_ostream &os,
                       const PrintOptions &options) {
  NameState none;
  IRPrinter(os, options, none).printModule(m);
}

void tocc::printGraph(const Graph &g, llvm::raw_ostream &os,
                      const PrintOptions &options) {
  NameState names;
  names.numberGraph(g);
  IRPrinter(os, options, names).printGraph(g);
}

void tocc::printOperation(const Operation &op, llvm::raw_ostream &os,
                          const PrintOptions &options) {
  NameState names;
  numberFor(names, op);
  IRPrinter(os, options, names).printOpBody(op);
}

//===----------------------------------------------------------------------===//
// Member functions declared in the IR headers
//===----------------------------------------------------------------------===//

void Dim::print(llvm::raw_ostream &os) const {
  if (isUnknown())
    os << '?';
  else
    expr->print(os);
}

void Type::print(llvm::raw_ostream &os) const {
  if (!impl) {
    os << "<<NULL TYPE>>";
    return;
  }
  switch (getKind()) {
  case Tensor:
    os << "tensor<";
    if (!hasRank()) {
      os << '*';
    } else {
      os << '[';
      llvm::interleaveComma(getDims(), os);
      os << ']';
    }
    os << ", " << dtypeName(getDType()) << '>';
    return;
  case Int:
    os << "int";
    return;
  case Float:
    os << "float";
    return;
  case Bool:
    os << "bool";
    return;
  case String:
    os << "str";
    return;
  case None:
    os << "none";
    return;
  case Device:
    os << "device";
    return;
  case Number:
    os << "number";
    return;
  case List:
    os << "list<" << getElementType() << '>';
    return;
  case Tuple:
    os << "tuple<";
    llvm::interleaveComma(getTupleTypes(), os);
    os << '>';
    return;
  case Optional:
    os << "optional<" << getElementType() << '>';
    return;
  case Opaque:
    os << "opaque<";
    printQuotedString(os, getOpaqueName());
    os << '>';
    return;
  }
}

std::string Type::str() const {
  std::string s;
  llvm::raw_string_ostream os(s);
  print(os);
  return s;
}

void Attribute::print(llvm::raw_ostream &os) const {
  printAttribute(os, *this, /*elideLargerThan=*/-1);
}

std::string Attribute::str() const {
  std::string s;
  llvm::raw_string_ostream os(s);
  print(os);
  return s;
}

void Value::print(llvm::raw_ostream &os) const {
  NameState names;
  if (const Operation *op = getDefiningOp()) {
    numberFor(names, *op);
  } else if (Block *block = getParentBlock()) {
    if (Operation *parent = block->getParentOp())
      numberFor(names, *parent);
    else if (Graph *g = block->getParentGraph())
      names.numberGraph(*g);
  }
  IRPrinter(os, PrintOptions(), names).printValueRef(this);
  os << " : " << getType();
}

void Operation::print(llvm::raw_ostream &os) const {
  printOperation(*this, os);
}

void Operation::dump() const {
  print(llvm::errs());
  llvm::errs() << '\n';
}

void Graph::print(llvm::raw_ostream &os) const { printGraph(*this, os); }

void Module::print(llvm::raw_ostream &os) const { printModule(*this, os); }

void Module::dump() const { print(llvm::errs()); }
