//===- Parser.cpp - Lexer and recursive-descent parser of the IR text ----===//
//
// Reads the text form of docs/ir.md from an llvm::SourceMgr buffer. Every
// error is one diagnostic at the `file:line:col` of the offending token,
// worded like mlir-opt's; the first error stops the parse. The parser builds
// the IR but does not verify it.
//
//===----------------------------------------------------------------------===//
#include "tocc/IR/Parser.h"

#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/Operation.h"
#include "tocc/Shape/Expr.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"

#include <functional>
#include <limits>
#include <vector>

using namespace tocc;
using llvm::StringRef;

namespace {

//===----------------------------------------------------------------------===//
// Tokens and lexer
//===----------------------------------------------------------------------===//

struct Token {
  enum Kind {
    eof,
    error,       // the lexer already reported it
    identifier,  // foo, core.add, f32
    value_id,    // %x, %0, %"a b"
    at_id,       // @main, @"a b"
    caret_id,    // ^bb0
    integer,     // 42
    floatliteral, // 1.5, 1e-05
    string,      // "text"
    l_paren,
    r_paren,
    l_brace,
    r_brace,
    l_square,
    r_square,
    less,
    greater,
    comma,
    colon,
    equal,
    star,
    question,
    arrow, // ->
    minus,
    plus,
  };

  Kind kind = eof;
  StringRef spelling;

  bool is(Kind k) const { return kind == k; }
  bool isKeyword(StringRef kw) const {
    return kind == identifier && spelling == kw;
  }
  const char *getLoc() const { return spelling.data(); }
};

using ErrorFn = std::function<void(const char *, const llvm::Twine &)>;

bool isNameChar(char c) {
  return llvm::isAlnum(c) || c == '_' || c == '.' || c == '$' || c == '-';
}

bool isIdentifierChar(char c) {
  return llvm::isAlnum(c) || c == '_' || c == '.' || c == '$';
}

class Lexer {
public:
  Lexer(StringRef buffer, ErrorFn emitError)
      : cur(buffer.begin()), end(buffer.end()), emitError(emitError) {}

  Token lex() {
    skipTrivia();
    const char *start = cur;
    if (cur == end)
      return make(Token::eof, start);
    char c = *cur++;
    switch (c) {
    case '(':
      return make(Token::l_paren, start);
    case ')':
      return make(Token::r_paren, start);
    case '{':
      return make(Token::l_brace, start);
    case '}':
      return make(Token::r_brace, start);
    case '[':
      return make(Token::l_square, start);
    case ']':
      return make(Token::r_square, start);
    case '<':
      return make(Token::less, start);
    case '>':
      return make(Token::greater, start);
    case ',':
      return make(Token::comma, start);
    case ':':
      return make(Token::colon, start);
    case '=':
      return make(Token::equal, start);
    case '*':
      return make(Token::star, start);
    case '?':
      return make(Token::question, start);
    case '+':
      return make(Token::plus, start);
    case '-':
      if (cur != end && *cur == '>') {
        ++cur;
        return make(Token::arrow, start);
      }
      return make(Token::minus, start);
    case '"':
      return lexString(start);
    case '%':
    case '@':
    case '^':
      return lexSigilName(start);
    default:
      break;
    }
    if (llvm::isDigit(c))
      return lexNumber(start);
    if (llvm::isAlpha(c) || c == '_') {
      while (cur != end && isIdentifierChar(*cur))
        ++cur;
      return make(Token::identifier, start);
    }
    if (llvm::isPrint(c))
      return fail(start,
                  llvm::Twine("unexpected character '") + llvm::Twine(c) + "'");
    return fail(start, "unexpected character");
  }

  /// The first character of the next token, or 0 at the end.
  char peekChar() {
    skipTrivia();
    return cur == end ? 0 : *cur;
  }

  void resetPointer(const char *p) { cur = p; }

private:
  Token make(Token::Kind kind, const char *start) {
    Token t;
    t.kind = kind;
    t.spelling = StringRef(start, cur - start);
    return t;
  }

  Token fail(const char *loc, const llvm::Twine &msg) {
    emitError(loc, msg);
    Token t;
    t.kind = Token::error;
    t.spelling = StringRef(loc, 0);
    cur = end; // nothing after a lexical error is looked at
    return t;
  }

  void skipTrivia() {
    while (cur != end) {
      if (*cur == ' ' || *cur == '\t' || *cur == '\n' || *cur == '\r') {
        ++cur;
      } else if (*cur == '/' && cur + 1 != end && cur[1] == '/') {
        while (cur != end && *cur != '\n')
          ++cur;
      } else {
        return;
      }
    }
  }

  /// Scans a string body after its opening quote, checking escapes.
  bool scanStringBody() {
    while (true) {
      if (cur == end || *cur == '\n') {
        return false;
      }
      char c = *cur++;
      if (c == '"')
        return true;
      if (c != '\\')
        continue;
      const char *escape = cur - 1;
      if (cur != end && (*cur == 'n' || *cur == 't' || *cur == '"' ||
                         *cur == '\\')) {
        ++cur;
        continue;
      }
      if (end - cur >= 2 && llvm::isHexDigit(cur[0]) &&
          llvm::isHexDigit(cur[1])) {
        cur += 2;
        continue;
      }
      invalidEscape = escape;
      return false;
    }
  }

  Token lexString(const char *start) {
    invalidEscape = nullptr;
    if (!scanStringBody()) {
      if (invalidEscape)
        return fail(invalidEscape, "invalid escape sequence in string");
      return fail(start, "unterminated string");
    }
    return make(Token::string, start);
  }

  Token lexSigilName(const char *start) {
    Token::Kind kind = *start == '%'   ? Token::value_id
                       : *start == '@' ? Token::at_id
                                       : Token::caret_id;
    if (cur != end && *cur == '"') {
      ++cur;
      invalidEscape = nullptr;
      if (!scanStringBody()) {
        if (invalidEscape)
          return fail(invalidEscape, "invalid escape sequence in string");
        return fail(start + 1, "unterminated string");
      }
      return make(kind, start);
    }
    const char *nameStart = cur;
    while (cur != end && isNameChar(*cur))
      ++cur;
    if (cur == nameStart)
      return fail(start, llvm::Twine("expected a name after '") + llvm::Twine(*start) +
                             "'");
    return make(kind, start);
  }

  Token lexNumber(const char *start) {
    while (cur != end && llvm::isDigit(*cur))
      ++cur;
    bool isFloat = false;
    if (cur != end && *cur == '.') {
      isFloat = true;
      ++cur;
      while (cur != end && llvm::isDigit(*cur))
        ++cur;
    }
    if (cur != end && (*cur == 'e' || *cur == 'E')) {
      const char *p = cur + 1;
      if (p != end && (*p == '+' || *p == '-'))
        ++p;
      if (p != end && llvm::isDigit(*p)) {
        isFloat = true;
        cur = p;
        while (cur != end && llvm::isDigit(*cur))
          ++cur;
      }
    }
    return make(isFloat ? Token::floatliteral : Token::integer, start);
  }

  const char *cur;
  const char *end;
  const char *invalidEscape = nullptr;
  ErrorFn emitError;
};

/// Decodes the body of a string token that the lexer has checked (with its
/// quotes, without a sigil).
std::string decodeString(StringRef quoted) {
  StringRef body = quoted.drop_front().drop_back();
  std::string out;
  out.reserve(body.size());
  for (size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    if (c != '\\') {
      out.push_back(c);
      continue;
    }
    char e = body[++i];
    switch (e) {
    case 'n':
      out.push_back('\n');
      break;
    case 't':
      out.push_back('\t');
      break;
    case '"':
    case '\\':
      out.push_back(e);
      break;
    default:
      out.push_back(char(llvm::hexFromNibbles(body[i], body[i + 1])));
      ++i;
      break;
    }
  }
  return out;
}

/// The name of a `%`/`@`/`^` token, unquoted.
std::string decodeSigilName(const Token &tok) {
  StringRef s = tok.spelling.drop_front();
  if (s.starts_with("\""))
    return decodeString(s);
  return s.str();
}

bool isNumericName(StringRef s) {
  return !s.empty() && llvm::all_of(s, llvm::isDigit);
}

//===----------------------------------------------------------------------===//
// Parser
//===----------------------------------------------------------------------===//

/// How deep regions, list/optional/tuple types, array attributes and named
/// locations may nest, all counted together: each level is a recursion of
/// the parser, and of every later walk (verifier, printer, passes, clone),
/// so the limit keeps hostile input from overflowing the stack. At the limit
/// the parse, verify and print of onnx-opt take well under 1 MB of the
/// default 8 MB stack (docs/ir.md). Dims have their own limit,
/// shape::kMaxExprDepth.
constexpr unsigned kMaxNesting = 256;

class Parser {
public:
  Parser(llvm::SourceMgr &sm, unsigned bufferID, Context &ctx)
      : sm(sm), bufferID(bufferID), ctx(ctx),
        buffer(sm.getMemoryBuffer(bufferID)->getBuffer()),
        bufferName(sm.getMemoryBuffer(bufferID)->getBufferIdentifier()),
        lexer(buffer, [this](const char *loc, const llvm::Twine &msg) {
          reportError(loc, msg);
        }) {}

  std::unique_ptr<Module> parseFile();

private:
  //===--- Tokens and errors ------------------------------------------===//
  Location getLoc(const char *p) {
    auto [line, col] = sm.getLineAndColumn(llvm::SMLoc::getFromPointer(p),
                                           bufferID);
    return ctx.getFileLineColLoc(bufferName, line, col);
  }
  void reportError(const char *p, const llvm::Twine &msg) {
    ctx.getDiagEngine().emitError(getLoc(p)) << msg.str();
  }
  /// Reports an error at `p` unless the current token is a lexical error
  /// (already reported); always returns failure.
  LogicalResult emitError(const char *p, const llvm::Twine &msg) {
    if (!tok.is(Token::error))
      reportError(p, msg);
    return failure();
  }
  LogicalResult emitError(const llvm::Twine &msg) {
    return emitError(tok.getLoc(), msg);
  }

  void consume() { tok = lexer.lex(); }

  /// One level of nesting, for the lifetime of the guard; when it is one
  /// level too many, it reports that at the current token and failed() is
  /// true.
  class NestingGuard {
  public:
    NestingGuard(Parser &p, StringRef what) : p(p) {
      if (++p.nesting > kMaxNesting)
        (void)p.emitError("nesting deeper than " + llvm::Twine(kMaxNesting) +
                          " levels (" + what + ")");
    }
    ~NestingGuard() { --p.nesting; }
    NestingGuard(const NestingGuard &) = delete;
    NestingGuard &operator=(const NestingGuard &) = delete;
    bool failed() const { return p.nesting > kMaxNesting; }

  private:
    Parser &p;
  };
  bool consumeIf(Token::Kind k) {
    if (!tok.is(k))
      return false;
    consume();
    return true;
  }
  LogicalResult expect(Token::Kind k, const llvm::Twine &what) {
    if (consumeIf(k))
      return success();
    return emitError("expected " + what);
  }

  /// Parses `elem (',' elem)*` up to `close`, consuming `close`. `open` has
  /// been consumed.
  LogicalResult parseCommaList(Token::Kind close, StringRef closeSpelling,
                               llvm::function_ref<LogicalResult()> elem) {
    if (consumeIf(close))
      return success();
    do {
      if (failed(elem()))
        return failure();
    } while (consumeIf(Token::comma));
    return expect(close, "',' or '" + closeSpelling + "'");
  }

  //===--- Literals ---------------------------------------------------===//
  LogicalResult parseUnsigned(unsigned &out, StringRef what);
  /// `[-]integer` into int64.
  LogicalResult parseInt64(int64_t &out);
  /// `[-]` (integer | float | inf | nan) in the given semantics.
  LogicalResult parseFloatValue(const llvm::fltSemantics &sem,
                                const llvm::Twine &what, llvm::APFloat &out);
  LogicalResult parseString(std::string &out, StringRef what);

  //===--- Types ------------------------------------------------------===//
  LogicalResult parseType(Type &out);
  LogicalResult parseTensorType(Type &out);
  LogicalResult parseDim(Dim &out);
  LogicalResult parseDType(DType &out);
  LogicalResult parseTypeList(llvm::SmallVectorImpl<Type> &out);

  //===--- Attributes -------------------------------------------------===//
  LogicalResult parseAttribute(Attribute &out);
  LogicalResult parseDenseAttr(Attribute &out);
  LogicalResult parseDenseElements(Type type, std::vector<char> &bytes);
  LogicalResult parseDenseElement(DType dt, const llvm::Twine &what,
                                  char *out);
  LogicalResult parseDenseHex(const Token &strTok, Type type,
                              std::vector<char> &bytes);
  LogicalResult parseAttrDict(NamedAttrList &out);

  //===--- Locations --------------------------------------------------===//
  /// Parses an optional trailing `loc(...)`; leaves `out` alone if absent.
  LogicalResult parseOptionalLoc(Location &out);
  LogicalResult parseLocInner(Location &out);

  //===--- Values -----------------------------------------------------===//
  struct Scope {
    llvm::StringMap<Value *> values;
  };
  Value *lookupValue(StringRef name) {
    for (auto &scope : llvm::reverse(scopes)) {
      auto it = scope.values.find(name);
      if (it != scope.values.end())
        return it->second;
    }
    return nullptr;
  }
  LogicalResult defineValue(const Token &nameTok, Value *v);
  LogicalResult parseOperand(llvm::SmallVectorImpl<Value *> &operands);
  LogicalResult parseBlockArg(Block &block);

  //===--- Structure --------------------------------------------------===//
  LogicalResult parseTopLevel(Module &m);
  LogicalResult parseModuleBody(Module &m);
  LogicalResult parseSymbolDecl(Module &m);
  LogicalResult parseGuardDecl(Module &m);
  LogicalResult parseGraph(Module &m);
  LogicalResult parseOperation(Block &block);
  LogicalResult parseShortTerminator(Block &block, const char *startLoc,
                                     bool hasResults);
  LogicalResult parseRegion(Region &region);
  LogicalResult parseBlockLabel(Block &block);
  /// Parses ops into `region` until `}` (not consumed); `^label`s start
  /// new blocks.
  LogicalResult parseRegionBody(Region &region, Block *first,
                                StringRef closeWhat);

  llvm::SourceMgr &sm;
  unsigned bufferID;
  Context &ctx;
  StringRef buffer;
  StringRef bufferName;
  Lexer lexer;
  Token tok;
  std::vector<Scope> scopes;
  unsigned nesting = 0;
};

//===----------------------------------------------------------------------===//
// Literals
//===----------------------------------------------------------------------===//

LogicalResult Parser::parseUnsigned(unsigned &out, StringRef what) {
  if (!tok.is(Token::integer))
    return emitError("expected " + what);
  if (tok.spelling.getAsInteger(10, out))
    return emitError("integer literal out of range for " + what);
  consume();
  return success();
}

/// Parses the digits of an integer token as an unsigned 64-bit magnitude.
static bool getMagnitude(StringRef digits, uint64_t &out) {
  return !digits.getAsInteger(10, out);
}

LogicalResult Parser::parseInt64(int64_t &out) {
  const char *loc = tok.getLoc();
  bool negative = consumeIf(Token::minus);
  if (!tok.is(Token::integer))
    return emitError("expected integer literal");
  uint64_t mag;
  if (!getMagnitude(tok.spelling, mag) ||
      mag > uint64_t(std::numeric_limits<int64_t>::max()) + (negative ? 1 : 0))
    return emitError(loc, "integer literal out of range for int64");
  out = negative ? int64_t(0 - mag) : int64_t(mag);
  consume();
  return success();
}

LogicalResult Parser::parseFloatValue(const llvm::fltSemantics &sem,
                                      const llvm::Twine &what,
                                      llvm::APFloat &out) {
  const char *loc = tok.getLoc();
  bool negative = consumeIf(Token::minus);
  if (tok.isKeyword("inf") || tok.isKeyword("nan")) {
    out = tok.spelling == "inf" ? llvm::APFloat::getInf(sem, negative)
                                : llvm::APFloat::getNaN(sem, negative);
    consume();
    return success();
  }
  if (!tok.is(Token::integer) && !tok.is(Token::floatliteral))
    return emitError("expected floating point value for " + what);
  std::string text = (negative ? "-" : "") + tok.spelling.str();
  llvm::APFloat f(sem);
  auto status = f.convertFromString(text, llvm::APFloat::rmNearestTiesToEven);
  if (!status) {
    llvm::consumeError(status.takeError());
    return emitError(loc, "invalid floating point literal");
  }
  if (*status & llvm::APFloat::opOverflow)
    return emitError(loc, "floating point value out of range for " + what);
  out = f;
  consume();
  return success();
}

LogicalResult Parser::parseString(std::string &out, StringRef what) {
  if (!tok.is(Token::string))
    return emitError("expected " + what);
  out = decodeString(tok.spelling);
  consume();
  return success();
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

LogicalResult Parser::parseType(Type &out) {
  if (!tok.is(Token::identifier))
    return emitError("expected type");
  StringRef kw = tok.spelling;
  const char *loc = tok.getLoc();
  if (kw == "tensor")
    return parseTensorType(out);
  if (kw == "int" || kw == "float" || kw == "bool" || kw == "str" ||
      kw == "none" || kw == "device" || kw == "number") {
    consume();
    out = kw == "int"     ? ctx.getIntType()
          : kw == "float" ? ctx.getFloatType()
          : kw == "bool"  ? ctx.getBoolType()
          : kw == "str"   ? ctx.getStringType()
          : kw == "none"  ? ctx.getNoneType()
          : kw == "number" ? ctx.getNumberType()
                          : ctx.getDeviceType();
    return success();
  }
  if (kw == "list" || kw == "optional") {
    NestingGuard nested(*this, kw == "list" ? "list type" : "optional type");
    if (nested.failed())
      return failure();
    consume();
    Type element;
    if (failed(expect(Token::less, "'<'")) || failed(parseType(element)) ||
        failed(expect(Token::greater, "'>'")))
      return failure();
    out = kw == "list" ? ctx.getListType(element)
                       : ctx.getOptionalType(element);
    return success();
  }
  if (kw == "tuple") {
    NestingGuard nested(*this, "tuple type");
    if (nested.failed())
      return failure();
    consume();
    if (failed(expect(Token::less, "'<'")))
      return failure();
    llvm::SmallVector<Type, 4> elements;
    if (failed(parseCommaList(Token::greater, ">", [&]() -> LogicalResult {
          Type t;
          if (failed(parseType(t)))
            return failure();
          elements.push_back(t);
          return success();
        })))
      return failure();
    out = ctx.getTupleType(elements);
    return success();
  }
  if (kw == "opaque") {
    consume();
    std::string name;
    if (failed(expect(Token::less, "'<'")) ||
        failed(parseString(name, "opaque type name string")) ||
        failed(expect(Token::greater, "'>'")))
      return failure();
    out = ctx.getOpaqueType(name);
    return success();
  }
  return emitError(loc, "unknown type '" + kw + "'");
}

LogicalResult Parser::parseDType(DType &out) {
  if (consumeIf(Token::question)) {
    out = DType::Unknown;
    return success();
  }
  if (!tok.is(Token::identifier))
    return emitError("expected element type");
  std::optional<DType> dt = tocc::parseDType(tok.spelling);
  if (!dt || *dt == DType::Unknown)
    return emitError("unknown element type '" + tok.spelling + "'");
  out = *dt;
  consume();
  return success();
}

LogicalResult Parser::parseDim(Dim &out) {
  if (consumeIf(Token::question)) {
    out = Dim();
    return success();
  }
  if (tok.is(Token::error))
    return failure();
  if (tok.is(Token::eof) || tok.is(Token::r_square) || tok.is(Token::comma))
    return emitError("expected dimension");
  const char *start = tok.getLoc();
  StringRef text(start, buffer.end() - start);
  shape::ExprParseResult r = shape::parseExprPrefix(text, ctx.getExprContext());
  if (!r.expr) {
    size_t offset = std::min(r.errorOffset, text.size());
    return emitError(start + offset, r.error.empty()
                                         ? std::string("invalid dimension")
                                         : r.error);
  }
  if (r.expr->isConstant() && r.expr->getConstant() < 0)
    return emitError(start, "tensor dimension must be non-negative, got " +
                                llvm::Twine(r.expr->getConstant()));
  out = Dim(r.expr);
  lexer.resetPointer(start + r.consumed);
  consume();
  return success();
}

LogicalResult Parser::parseTensorType(Type &out) {
  consume(); // tensor
  if (failed(expect(Token::less, "'<'")))
    return failure();
  bool ranked = true;
  llvm::SmallVector<Dim, 4> dims;
  if (consumeIf(Token::star)) {
    ranked = false;
  } else if (consumeIf(Token::l_square)) {
    if (failed(parseCommaList(Token::r_square, "]", [&]() -> LogicalResult {
          Dim d;
          if (failed(parseDim(d)))
            return failure();
          dims.push_back(d);
          return success();
        })))
      return failure();
  } else {
    return emitError("expected '[' or '*' in tensor type");
  }
  DType dt;
  if (failed(expect(Token::comma, "','")) || failed(parseDType(dt)) ||
      failed(expect(Token::greater, "'>'")))
    return failure();
  out = ranked ? ctx.getTensorType(dt, dims) : ctx.getUnrankedTensorType(dt);
  return success();
}

/// `type` or `(type, ...)`.
LogicalResult Parser::parseTypeList(llvm::SmallVectorImpl<Type> &out) {
  auto one = [&]() -> LogicalResult {
    Type t;
    if (failed(parseType(t)))
      return failure();
    out.push_back(t);
    return success();
  };
  if (consumeIf(Token::l_paren))
    return parseCommaList(Token::r_paren, ")", one);
  return one();
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

LogicalResult Parser::parseAttribute(Attribute &out) {
  switch (tok.kind) {
  case Token::integer: {
    int64_t v;
    if (failed(parseInt64(v)))
      return failure();
    out = ctx.getIntAttr(v);
    return success();
  }
  case Token::floatliteral: {
    llvm::APFloat f(0.0);
    if (failed(parseFloatValue(llvm::APFloat::IEEEdouble(), "float", f)))
      return failure();
    out = ctx.getFloatAttr(f.convertToDouble());
    return success();
  }
  case Token::minus: {
    char next = lexer.peekChar();
    if (llvm::isDigit(next)) {
      // Decide between int and float by the number token that follows.
      const char *minusLoc = tok.getLoc();
      consume();
      bool isFloat = tok.is(Token::floatliteral);
      lexer.resetPointer(minusLoc);
      consume();
      if (!isFloat) {
        int64_t v;
        if (failed(parseInt64(v)))
          return failure();
        out = ctx.getIntAttr(v);
        return success();
      }
    }
    llvm::APFloat f(0.0);
    if (failed(parseFloatValue(llvm::APFloat::IEEEdouble(), "float", f)))
      return failure();
    out = ctx.getFloatAttr(f.convertToDouble());
    return success();
  }
  case Token::string: {
    std::string s;
    if (failed(parseString(s, "string")))
      return failure();
    out = ctx.getStringAttr(s);
    return success();
  }
  case Token::question:
    consume();
    out = ctx.getDTypeAttr(DType::Unknown);
    return success();
  case Token::l_square: {
    NestingGuard nested(*this, "array attribute");
    if (nested.failed())
      return failure();
    consume();
    llvm::SmallVector<Attribute, 8> elements;
    if (failed(parseCommaList(Token::r_square, "]", [&]() -> LogicalResult {
          Attribute a;
          if (failed(parseAttribute(a)))
            return failure();
          elements.push_back(a);
          return success();
        })))
      return failure();
    out = ctx.getArrayAttr(elements);
    return success();
  }
  case Token::identifier: {
    StringRef kw = tok.spelling;
    if (kw == "true" || kw == "false") {
      consume();
      out = ctx.getBoolAttr(kw == "true");
      return success();
    }
    if (kw == "inf" || kw == "nan") {
      llvm::APFloat f(0.0);
      if (failed(parseFloatValue(llvm::APFloat::IEEEdouble(), "float", f)))
        return failure();
      out = ctx.getFloatAttr(f.convertToDouble());
      return success();
    }
    if (kw == "type") {
      consume();
      Type t;
      if (failed(expect(Token::less, "'<'")) || failed(parseType(t)) ||
          failed(expect(Token::greater, "'>'")))
        return failure();
      out = ctx.getTypeAttr(t);
      return success();
    }
    if (kw == "dense")
      return parseDenseAttr(out);
    if (std::optional<DType> dt = tocc::parseDType(kw)) {
      consume();
      out = ctx.getDTypeAttr(*dt);
      return success();
    }
    return emitError("unknown attribute '" + kw + "'");
  }
  default:
    return emitError("expected attribute value");
  }
}

LogicalResult Parser::parseDenseAttr(Attribute &out) {
  consume(); // dense
  if (failed(expect(Token::less, "'<'")))
    return failure();
  const char *typeLoc = tok.getLoc();
  Type type;
  if (failed(parseType(type)))
    return failure();
  if (!type.isTensor() || !type.hasStaticShape())
    return emitError(typeLoc,
                     "dense attribute requires a statically shaped tensor "
                     "type, got '" + type.str() + "'");
  DType dt = type.getDType();
  if (dtypeByteSize(dt) == 0)
    return emitError(typeLoc, "dense attribute of element type '" +
                                  dtypeName(dt) + "' is not supported");
  std::optional<int64_t> numElements = type.getNumElements();
  if (!numElements || *numElements < 0 ||
      uint64_t(*numElements) >
          uint64_t(std::numeric_limits<int64_t>::max()) / dtypeByteSize(dt))
    return emitError(typeLoc, "dense attribute type '" + type.str() +
                                  "' is too large");
  if (failed(expect(Token::comma, "','")))
    return failure();

  if (tok.isKeyword("elided")) {
    consume();
    if (failed(expect(Token::greater, "'>'")))
      return failure();
    out = ctx.getDenseAttr(type, std::shared_ptr<const ElementsBuffer>());
    return success();
  }
  std::vector<char> bytes;
  if (tok.is(Token::l_square)) {
    if (dt == DType::C64 || dt == DType::C128)
      return emitError("dense attribute of complex element type '" +
                       dtypeName(dt) + "' must use the hex form");
    if (failed(parseDenseElements(type, bytes)))
      return failure();
  } else if (tok.is(Token::string)) {
    Token strTok = tok;
    if (failed(parseDenseHex(strTok, type, bytes)))
      return failure();
    consume();
  } else {
    return emitError(
        "expected '[', a hex string or 'elided' in dense attribute");
  }
  if (failed(expect(Token::greater, "'>'")))
    return failure();
  out = ctx.getDenseAttr(type, llvm::ArrayRef<char>(bytes));
  return success();
}

LogicalResult Parser::parseDenseElements(Type type,
                                         std::vector<char> &bytes) {
  const char *listLoc = tok.getLoc();
  consume(); // [
  DType dt = type.getDType();
  unsigned size = dtypeByteSize(dt);
  int64_t expected = *type.getNumElements();
  int64_t count = 0;
  bytes.reserve(size * std::min<int64_t>(expected, 1 << 16));
  std::string what = ("'" + dtypeName(dt) + "' element").str();
  auto elem = [&]() -> LogicalResult {
    if (count == expected)
      return emitError("dense attribute has more elements than the " +
                       llvm::Twine(expected) + " of its type '" + type.str() +
                       "'");
    bytes.resize(bytes.size() + size);
    if (failed(parseDenseElement(dt, what,
                                 bytes.data() + bytes.size() - size)))
      return failure();
    ++count;
    return success();
  };
  if (failed(parseCommaList(Token::r_square, "]", elem)))
    return failure();
  if (count != expected)
    return emitError(listLoc, "dense attribute has " + llvm::Twine(count) +
                                  " elements but its type '" + type.str() +
                                  "' has " + llvm::Twine(expected));
  return success();
}

/// Writes an integer of `size` bytes, little-endian.
static void writeLE(char *out, uint64_t v, unsigned size) {
  for (unsigned i = 0; i < size; ++i)
    out[i] = char((v >> (8 * i)) & 0xff);
}

LogicalResult Parser::parseDenseElement(DType dt, const llvm::Twine &what,
                                        char *out) {
  switch (dt) {
  case DType::Bool:
    if (!tok.isKeyword("true") && !tok.isKeyword("false"))
      return emitError("expected 'true' or 'false' for " + what);
    *out = tok.spelling == "true" ? 1 : 0;
    consume();
    return success();
  case DType::I8:
  case DType::I16:
  case DType::I32:
  case DType::I64:
  case DType::U8:
  case DType::U16:
  case DType::U32:
  case DType::U64: {
    const char *loc = tok.getLoc();
    bool negative = consumeIf(Token::minus);
    if (!tok.is(Token::integer))
      return emitError("expected integer value for " + what);
    unsigned bits = dtypeByteSize(dt) * 8;
    bool isSigned = dt == DType::I8 || dt == DType::I16 ||
                    dt == DType::I32 || dt == DType::I64;
    uint64_t mag;
    bool ok = getMagnitude(tok.spelling, mag);
    if (ok) {
      uint64_t maxPos = isSigned ? (uint64_t(1) << (bits - 1)) - 1
                        : bits == 64 ? ~uint64_t(0)
                                     : (uint64_t(1) << bits) - 1;
      uint64_t maxNeg = isSigned ? uint64_t(1) << (bits - 1) : 0;
      ok = negative ? mag <= maxNeg : mag <= maxPos;
    }
    if (!ok)
      return emitError(loc, "integer value out of range for " + what);
    writeLE(out, negative ? 0 - mag : mag, bits / 8);
    consume();
    return success();
  }
  case DType::F16:
  case DType::BF16:
  case DType::F32:
  case DType::F64: {
    const llvm::fltSemantics &sem = dt == DType::F16 ? llvm::APFloat::IEEEhalf()
                                    : dt == DType::BF16
                                        ? llvm::APFloat::BFloat()
                                    : dt == DType::F32
                                        ? llvm::APFloat::IEEEsingle()
                                        : llvm::APFloat::IEEEdouble();
    llvm::APFloat f(sem);
    if (failed(parseFloatValue(sem, what, f)))
      return failure();
    llvm::APInt bits = f.bitcastToAPInt();
    writeLE(out, bits.getZExtValue(), bits.getBitWidth() / 8);
    return success();
  }
  default:
    return emitError("unsupported dense element type");
  }
}

LogicalResult Parser::parseDenseHex(const Token &strTok, Type type,
                                    std::vector<char> &bytes) {
  std::string text = decodeString(strTok.spelling);
  StringRef hex(text);
  if (!hex.consume_front("0x") && !hex.consume_front("0X"))
    return emitError("dense hex data must start with '0x'");
  for (char c : hex)
    if (!llvm::isHexDigit(c))
      return emitError(llvm::isPrint(c) ? "invalid character '" +
                                              llvm::Twine(c) +
                                              "' in dense hex data"
                                        : llvm::Twine("invalid character in "
                                                      "dense hex data"));
  if (hex.size() % 2 != 0)
    return emitError("dense hex data has an odd number of hex digits");
  uint64_t needed =
      uint64_t(*type.getNumElements()) * dtypeByteSize(type.getDType());
  if (hex.size() / 2 != needed)
    return emitError("dense hex data has " + llvm::Twine(hex.size() / 2) +
                     " bytes but its type '" + type.str() + "' needs " +
                     llvm::Twine(needed));
  bytes.resize(needed);
  for (size_t i = 0; i < needed; ++i)
    bytes[i] = char(llvm::hexFromNibbles(hex[2 * i], hex[2 * i + 1]));
  return success();
}

LogicalResult Parser::parseAttrDict(NamedAttrList &out) {
  consume(); // {
  return parseCommaList(Token::r_brace, "}", [&]() -> LogicalResult {
    std::string name;
    const char *nameLoc = tok.getLoc();
    if (tok.is(Token::identifier)) {
      name = tok.spelling.str();
      consume();
    } else if (tok.is(Token::string)) {
      name = decodeString(tok.spelling);
      consume();
    } else {
      return emitError("expected attribute name");
    }
    if (out.get(name))
      return emitError(nameLoc, "duplicate attribute '" + name + "'");
    if (failed(expect(Token::equal, "'=' after attribute name")))
      return failure();
    Attribute value;
    if (failed(parseAttribute(value)))
      return failure();
    out.set(ctx.intern(name), value);
    return success();
  });
}

//===----------------------------------------------------------------------===//
// Locations
//===----------------------------------------------------------------------===//

LogicalResult Parser::parseOptionalLoc(Location &out) {
  if (!tok.isKeyword("loc"))
    return success();
  consume();
  if (failed(expect(Token::l_paren, "'(' after 'loc'")) ||
      failed(parseLocInner(out)) ||
      failed(expect(Token::r_paren, "')' after location")))
    return failure();
  return success();
}

LogicalResult Parser::parseLocInner(Location &out) {
  if (tok.isKeyword("unknown")) {
    consume();
    out = ctx.getUnknownLoc();
    return success();
  }
  if (!tok.is(Token::string))
    return emitError("expected location: a string or 'unknown'");
  std::string str = decodeString(tok.spelling);
  consume();
  if (consumeIf(Token::colon)) {
    unsigned line, col;
    if (failed(parseUnsigned(line, "line number")) ||
        failed(expect(Token::colon, "':' after line number")) ||
        failed(parseUnsigned(col, "column number")))
      return failure();
    out = ctx.getFileLineColLoc(str, line, col);
    return success();
  }
  Location child;
  if (consumeIf(Token::l_paren)) {
    NestingGuard nested(*this, "location");
    if (nested.failed() || failed(parseLocInner(child)) ||
        failed(expect(Token::r_paren, "')' after location")))
      return failure();
  }
  out = ctx.getNameLoc(str, child);
  return success();
}

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

LogicalResult Parser::defineValue(const Token &nameTok, Value *v) {
  std::string name = decodeSigilName(nameTok);
  if (lookupValue(name))
    return emitError(nameTok.getLoc(),
                     "redefinition of value '" + nameTok.spelling + "'");
  scopes.back().values[name] = v;
  if (!isNumericName(name))
    v->setName(name);
  return success();
}

LogicalResult Parser::parseOperand(llvm::SmallVectorImpl<Value *> &operands) {
  if (!tok.is(Token::value_id))
    return emitError("expected SSA value");
  Value *v = lookupValue(decodeSigilName(tok));
  if (!v)
    return emitError("use of undefined value '" + tok.spelling + "'");
  operands.push_back(v);
  consume();
  return success();
}

/// `%name: type [loc(...)]`, appended to `block`.
LogicalResult Parser::parseBlockArg(Block &block) {
  if (!tok.is(Token::value_id))
    return emitError("expected argument name");
  Token nameTok = tok;
  consume();
  Type type;
  if (failed(expect(Token::colon, "':' after argument name")) ||
      failed(parseType(type)))
    return failure();
  Location loc = getLoc(nameTok.getLoc());
  if (failed(parseOptionalLoc(loc)))
    return failure();
  BlockArgument *arg = block.addArgument(type, loc);
  return defineValue(nameTok, arg);
}

//===----------------------------------------------------------------------===//
// Operations and regions
//===----------------------------------------------------------------------===//

static bool isOpNameToken(const Token &t) {
  return (t.is(Token::identifier) && t.spelling.contains('.')) ||
         t.is(Token::string) || t.isKeyword("return") ||
         t.isKeyword("yield");
}

LogicalResult Parser::parseShortTerminator(Block &block, const char *startLoc,
                                           bool hasResults) {
  bool isReturn = tok.spelling == "return";
  if (hasResults)
    return emitError(llvm::Twine("'") + tok.spelling +
                     "' does not define results");
  consume();
  llvm::SmallVector<Value *, 4> operands;
  if (tok.is(Token::value_id)) {
    do {
      if (failed(parseOperand(operands)))
        return failure();
    } while (consumeIf(Token::comma));
  }
  Location loc = getLoc(startLoc);
  if (failed(parseOptionalLoc(loc)))
    return failure();
  Operation *op = Operation::create(
      loc, ctx.getOperationName(isReturn ? "tocc.return" : "tocc.yield"), {},
      operands, NamedAttrList(), 0);
  block.push_back(op);
  return success();
}

LogicalResult Parser::parseOperation(Block &block) {
  const char *startLoc = tok.getLoc();
  llvm::SmallVector<Token, 2> resultNames;
  if (tok.is(Token::value_id)) {
    while (true) {
      resultNames.push_back(tok);
      consume();
      if (consumeIf(Token::comma)) {
        if (!tok.is(Token::value_id))
          return emitError("expected result name");
        continue;
      }
      if (consumeIf(Token::equal))
        break;
      return emitError("expected ',' or '=' after result name");
    }
  }

  if (!isOpNameToken(tok)) {
    if (tok.is(Token::identifier))
      return emitError("expected dialect-qualified operation name, got '" +
                       tok.spelling + "'");
    return emitError("expected operation name");
  }
  if (tok.isKeyword("return") || tok.isKeyword("yield"))
    return parseShortTerminator(block, startLoc, !resultNames.empty());

  std::string name = tok.is(Token::string) ? decodeString(tok.spelling)
                                           : tok.spelling.str();
  if (name.empty())
    return emitError("operation name must not be empty");
  consume();

  StringRef after = "operation name";
  llvm::SmallVector<Value *, 4> operands;
  if (tok.is(Token::l_paren) && lexer.peekChar() != '{') {
    consume();
    if (failed(parseCommaList(Token::r_paren, ")", [&] {
          return parseOperand(operands);
        })))
      return failure();
    after = "operand list";
  }

  NamedAttrList attrs;
  if (tok.is(Token::l_brace)) {
    if (failed(parseAttrDict(attrs)))
      return failure();
    after = "attribute dictionary";
  }

  std::vector<std::unique_ptr<Region>> regions;
  if (consumeIf(Token::l_paren)) {
    if (failed(parseCommaList(Token::r_paren, ")", [&]() -> LogicalResult {
          regions.push_back(std::make_unique<Region>());
          return parseRegion(*regions.back());
        })))
      return failure();
    after = "region list";
  }

  if (!tok.is(Token::colon))
    return emitError("expected ':' after " + after);
  consume();
  llvm::SmallVector<Type, 2> resultTypes;
  if (failed(parseTypeList(resultTypes)))
    return failure();
  if (!resultNames.empty() && resultNames.size() != resultTypes.size())
    return emitError(startLoc, "operation defines " +
                                   llvm::Twine(resultTypes.size()) +
                                   " results but was provided " +
                                   llvm::Twine(resultNames.size()) +
                                   " to bind");

  Location loc = getLoc(startLoc);
  if (failed(parseOptionalLoc(loc)))
    return failure();

  Operation *op =
      Operation::create(loc, ctx.getOperationName(name), resultTypes,
                        operands, attrs, regions.size());
  block.push_back(op);
  for (unsigned i = 0, e = regions.size(); i != e; ++i)
    op->getRegion(i).takeBody(*regions[i]);
  for (unsigned i = 0, e = resultNames.size(); i != e; ++i)
    if (failed(defineValue(resultNames[i], op->getResult(i))))
      return failure();
  return success();
}

/// `{ [^label(args):] op* }`
LogicalResult Parser::parseRegion(Region &region) {
  if (!tok.is(Token::l_brace))
    return emitError("expected '{' to begin a region");
  NestingGuard nested(*this, "region");
  if (nested.failed())
    return failure();
  consume();
  Block *first = &region.emplaceBlock();
  scopes.emplace_back();
  if (tok.is(Token::caret_id) && failed(parseBlockLabel(*first)))
    return failure();
  if (failed(parseRegionBody(region, first, "'}' to end a region")))
    return failure();
  scopes.pop_back();
  return expect(Token::r_brace, "'}' to end a region");
}

/// `^name[(args)]:`
LogicalResult Parser::parseBlockLabel(Block &block) {
  consume(); // ^label
  if (consumeIf(Token::l_paren)) {
    if (failed(parseCommaList(Token::r_paren, ")",
                              [&] { return parseBlockArg(block); })))
      return failure();
  }
  return expect(Token::colon, "':' after block label");
}

LogicalResult Parser::parseRegionBody(Region &region, Block *block,
                                      StringRef closeWhat) {
  while (!tok.is(Token::r_brace)) {
    if (tok.is(Token::eof))
      return emitError("expected " + closeWhat);
    if (tok.is(Token::caret_id)) {
      // A new block: values of the previous one are out of scope.
      scopes.pop_back();
      scopes.emplace_back();
      block = &region.emplaceBlock();
      if (failed(parseBlockLabel(*block)))
        return failure();
      continue;
    }
    if (failed(parseOperation(*block)))
      return failure();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Graphs and modules
//===----------------------------------------------------------------------===//

/// `graph @name(args) -> (types) [attributes {...}] [loc(...)] { ops }`
LogicalResult Parser::parseGraph(Module &m) {
  const char *graphLoc = tok.getLoc();
  consume(); // graph
  if (!tok.is(Token::at_id))
    return emitError("expected graph name");
  std::string name = decodeSigilName(tok);
  consume();
  Graph &g = m.addGraph(name, getLoc(graphLoc));
  Block &body = g.getBody();

  scopes.emplace_back();
  if (failed(expect(Token::l_paren, "'(' to begin the graph arguments")) ||
      failed(parseCommaList(Token::r_paren, ")",
                            [&] { return parseBlockArg(body); })))
    return failure();

  llvm::SmallVector<Type, 4> resultTypes;
  if (consumeIf(Token::arrow) && failed(parseTypeList(resultTypes)))
    return failure();
  g.setResultTypes(resultTypes);

  if (tok.isKeyword("attributes")) {
    consume();
    if (!tok.is(Token::l_brace))
      return emitError("expected '{' after 'attributes'");
    NamedAttrList attrs;
    if (failed(parseAttrDict(attrs)))
      return failure();
    for (const NamedAttribute &a : attrs)
      g.setAttr(a.name, a.value);
  }
  Location loc = g.getLoc();
  if (failed(parseOptionalLoc(loc)))
    return failure();
  g.setLoc(loc);

  if (!tok.is(Token::l_brace))
    return emitError("expected '{' to begin the graph body");
  consume();
  if (failed(parseRegionBody(g.getBodyRegion(), &body,
                             "'}' to end the graph body")))
    return failure();
  scopes.pop_back();
  consume(); // }
  return success();
}

/// Graphs up to `}` or the end of the file.
LogicalResult Parser::parseModuleBody(Module &m) {
  while (tok.isKeyword("symbol") || tok.isKeyword("guard"))
    if (failed(tok.isKeyword("symbol") ? parseSymbolDecl(m)
                                       : parseGuardDecl(m)))
      return failure();
  while (tok.isKeyword("graph"))
    if (failed(parseGraph(m)))
      return failure();
  return success();
}

/// `symbol NAME in [MIN, MAX]` with MAX an integer or `inf`.
LogicalResult Parser::parseSymbolDecl(Module &m) {
  consume();
  if (!tok.is(Token::identifier))
    return emitError("expected a symbol name");
  const char *nameLoc = tok.getLoc();
  std::string name = tok.spelling.str();
  shape::ExprParseResult check =
      shape::parseExpr(name, ctx.getExprContext());
  if (!check.expr || !check.expr->isSymbol())
    return emitError("'" + name + "' is not a valid symbol name");
  consume();
  if (!tok.isKeyword("in"))
    return emitError("expected 'in' after the symbol name");
  consume();
  int64_t lo = 0;
  std::optional<int64_t> hi;
  if (failed(expect(Token::l_square, "'['")) || failed(parseInt64(lo)) ||
      failed(expect(Token::comma, "','")))
    return failure();
  if (tok.isKeyword("inf")) {
    consume();
  } else {
    int64_t v = 0;
    if (failed(parseInt64(v)))
      return failure();
    hi = v;
  }
  if (failed(expect(Token::r_square, "']'")))
    return failure();
  if (llvm::Error err = shape::ShapeEnv::checkRange(name, lo, hi))
    return emitError(nameLoc, llvm::toString(std::move(err)));
  shape::ShapeEnv &env = m.getShapeEnv();
  shape::ExprRef sym = ctx.getExprContext().getSymbol(name);
  if (env.isDeclared(sym))
    return emitError(nameLoc, "redeclaration of symbol '" + name + "'");
  env.declareSymbol(name, lo, hi);
  return success();
}

/// `guard LHS (== | >= | !=) RHS ["reason"]`.
LogicalResult Parser::parseGuardDecl(Module &m) {
  consume();
  if (tok.is(Token::error))
    return failure();
  const char *start = tok.getLoc();
  StringRef text(start, buffer.end() - start);
  shape::GuardParseResult r = shape::parseGuardPrefix(text, ctx.getExprContext());
  if (!r.guard) {
    size_t offset = std::min(r.errorOffset, text.size());
    return emitError(start + offset,
                     r.error.empty() ? std::string("invalid guard") : r.error);
  }
  lexer.resetPointer(start + r.consumed);
  consume();
  if (tok.is(Token::string) &&
      failed(parseString(r.guard->reason, "guard reason")))
    return failure();
  m.getShapeEnv().addGuard(std::move(*r.guard));
  return success();
}

std::unique_ptr<Module> Parser::parseFile() {
  consume();
  auto m = std::make_unique<Module>(ctx, getLoc(tok.getLoc()));
  if (failed(parseTopLevel(*m)))
    return nullptr;
  return m;
}

/// `module [@name] [attributes {...}] { graph* }`, or bare graphs forming an
/// implicit module.
LogicalResult Parser::parseTopLevel(Module &m) {
  if (!tok.isKeyword("module")) {
    if (failed(parseModuleBody(m)))
      return failure();
    if (!tok.is(Token::eof))
      return emitError("expected 'graph' or 'module'");
    return success();
  }
  consume();
  if (tok.is(Token::at_id)) {
    m.setName(decodeSigilName(tok));
    consume();
  }
  if (tok.isKeyword("attributes")) {
    consume();
    if (!tok.is(Token::l_brace))
      return emitError("expected '{' after 'attributes'");
    NamedAttrList attrs;
    if (failed(parseAttrDict(attrs)))
      return failure();
    for (const NamedAttribute &a : attrs)
      m.setAttr(a.name, a.value);
  }
  if (!tok.is(Token::l_brace))
    return emitError("expected '{' to begin the module body");
  consume();
  if (failed(parseModuleBody(m)))
    return failure();
  if (!tok.is(Token::r_brace))
    return emitError("expected 'graph' or '}' in module");
  consume();
  if (!tok.is(Token::eof))
    return emitError("expected end of file after the module");
  return success();
}

} // namespace

std::unique_ptr<Module> tocc::parseSourceFile(llvm::SourceMgr &sourceMgr,
                                              Context &ctx) {
  return parseSourceFile(sourceMgr, sourceMgr.getMainFileID(), ctx);
}

std::unique_ptr<Module> tocc::parseSourceFile(llvm::SourceMgr &sourceMgr,
                                              unsigned bufferID,
                                              Context &ctx) {
  if (bufferID == 0 || bufferID > sourceMgr.getNumBuffers())
    return nullptr;
  return Parser(sourceMgr, bufferID, ctx).parseFile();
}

std::unique_ptr<Module> tocc::parseSourceString(llvm::StringRef text,
                                                Context &ctx,
                                                llvm::StringRef bufferName) {
  llvm::SourceMgr sm;
  sm.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, bufferName),
                        llvm::SMLoc());
  return parseSourceFile(sm, ctx);
}

/// `// -----` (any number of extra dashes, surrounding spaces allowed).
static bool isSplitMarker(llvm::StringRef line) {
  line = line.trim();
  if (!line.consume_front("// -----"))
    return false;
  return line.find_first_not_of('-') == llvm::StringRef::npos;
}

std::vector<SplitChunk> tocc::splitAtMarkers(llvm::StringRef text) {
  std::vector<SplitChunk> chunks;
  unsigned line = 1, chunkStartLine = 1;
  size_t chunkStart = 0, pos = 0;
  auto flush = [&](size_t end) {
    SplitChunk chunk;
    chunk.text.assign(chunkStartLine - 1, '\n');
    chunk.text += text.slice(chunkStart, end).str();
    chunk.firstLine = chunkStartLine;
    chunks.push_back(std::move(chunk));
  };
  while (pos < text.size()) {
    size_t eol = text.find('\n', pos);
    size_t next = eol == llvm::StringRef::npos ? text.size() : eol + 1;
    if (isSplitMarker(text.slice(pos, next))) {
      flush(pos);
      chunkStart = next;
      chunkStartLine = line + 1;
    }
    pos = next;
    ++line;
  }
  flush(text.size());
  return chunks;
}

