//===- ExprParser.cpp - Text form of symbolic integer expressions ---------===//
//
// A recursive-descent parser for the grammar documented in Expr.h. It builds
// through ExprContext's constructors, so the result is canonical, and it
// reads back everything Expr::print writes.
//
//===----------------------------------------------------------------------===//

#include "tocc/Shape/Expr.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"

#include <limits>

using namespace llvm;
using namespace tocc::shape;

namespace {

bool isIdentStart(char c) { return isAlpha(c) || c == '_'; }
bool isIdentChar(char c) { return isAlnum(c) || c == '_'; }

class Parser {
public:
  Parser(StringRef text, ExprContext &ctx) : text(text), ctx(ctx) {}

  ExprParseResult parse() {
    ExprParseResult result;
    ExprRef e = parseSum();
    if (!e) {
      result.error = error;
      result.errorOffset = errorOffset;
      return result;
    }
    result.expr = e;
    result.consumed = pos;
    return result;
  }

private:
  char peek() const { return pos < text.size() ? text[pos] : '\0'; }
  bool atEnd() const { return pos >= text.size(); }

  void skipSpace() {
    while (!atEnd() && isSpace(text[pos]))
      ++pos;
  }

  /// The identifier starting at the current position, or "".
  StringRef peekIdentifier() const {
    if (atEnd() || !isIdentStart(text[pos]))
      return {};
    size_t end = pos + 1;
    while (end < text.size() && isIdentChar(text[end]))
      ++end;
    return text.slice(pos, end);
  }

  ExprRef fail(size_t offset, const Twine &message) {
    if (error.empty()) {
      error = message.str();
      errorOffset = offset;
    }
    return nullptr;
  }

  ExprRef tooDeep(size_t offset) { return fail(offset, tooDeepMessage()); }

  /// Parentheses and min/max nest at most kMaxExprDepth deep, which bounds
  /// the recursion here (a million '(' is an error, not a stack overflow).
  bool enter(size_t offset) {
    if (++depth > kMaxExprDepth) {
      tooDeep(offset);
      return false;
    }
    return true;
  }
  void leave() { --depth; }

  /// What a constructor gave for an operator at `offset`: null (the
  /// operands are known, the divisor is not 0) means the result would be
  /// too deep or too large.
  ExprRef built(ExprRef e, size_t offset) {
    if (e)
      return e;
    if (ctx.getLastRefusal() == ExprContext::Refusal::TooLarge)
      return fail(offset, tooLargeMessage());
    return tooDeep(offset);
  }

  // sum := product (('+' | '-') product)*
  ExprRef parseSum() {
    ExprRef lhs = parseProduct();
    while (lhs) {
      // Trailing whitespace is not consumed unless an operator follows.
      size_t save = pos;
      skipSpace();
      char c = peek();
      if (c != '+' && c != '-') {
        pos = save;
        break;
      }
      size_t opPos = pos++;
      ExprRef rhs = parseProduct();
      if (!rhs)
        return nullptr;
      lhs = built(c == '+' ? ctx.add(lhs, rhs) : ctx.sub(lhs, rhs), opPos);
    }
    return lhs;
  }

  // product := unary (('*' | 'floordiv' | 'ceildiv' | 'mod') unary)*
  ExprRef parseProduct() {
    ExprRef lhs = parseUnary();
    while (lhs) {
      size_t save = pos;
      skipSpace();
      StringRef op;
      if (peek() == '*') {
        op = "*";
      } else {
        StringRef ident = peekIdentifier();
        if (ident == "floordiv" || ident == "ceildiv" || ident == "mod")
          op = ident;
      }
      if (op.empty()) {
        pos = save;
        break;
      }
      size_t opPos = pos;
      pos += op.size();
      skipSpace();
      size_t rhsPos = pos;
      ExprRef rhs = parseUnary();
      if (!rhs)
        return nullptr;
      if (op != "*" && rhs->isConstant() && rhs->getConstant() == 0)
        return fail(rhsPos,
                    "division by zero: the divisor of '" + op + "' is 0");
      if (op == "*")
        lhs = ctx.mul(lhs, rhs);
      else if (op == "floordiv")
        lhs = ctx.floorDiv(lhs, rhs);
      else if (op == "ceildiv")
        lhs = ctx.ceilDiv(lhs, rhs);
      else
        lhs = ctx.mod(lhs, rhs);
      lhs = built(lhs, opPos);
    }
    return lhs;
  }

  // unary := '-' unary | atom, read as a run of '-' and then an atom: a
  // chain of minus signs nests nothing.
  ExprRef parseUnary() {
    bool negate = false;
    size_t first = StringRef::npos; // the first '-', for errors
    for (;;) {
      skipSpace();
      if (peek() != '-')
        break;
      size_t start = pos++;
      // `-` directly followed by digits is a negative literal, which is how
      // INT64_MIN is written; the value is the same as negating the
      // literal.
      if (!atEnd() && isDigit(text[pos])) {
        pos = start;
        break;
      }
      if (first == StringRef::npos)
        first = start;
      negate = !negate;
    }
    ExprRef operand;
    if (peek() == '-') {
      size_t start = pos++;
      operand = parseInteger(start, /*negative=*/true);
    } else {
      operand = parseAtom();
    }
    if (!operand || !negate)
      return operand;
    return built(ctx.neg(operand), first);
  }

  // atom := integer | identifier | '(' sum ')' | ('min' | 'max') '(' sum
  //         (',' sum)* ')'
  ExprRef parseAtom() {
    skipSpace();
    size_t start = pos;
    if (atEnd())
      return fail(start, "expected expression");
    char c = text[pos];
    if (isDigit(c))
      return parseInteger(start, /*negative=*/false);
    if (c == '(') {
      if (!enter(start))
        return nullptr;
      ++pos;
      ExprRef inner = parseSum();
      if (!inner)
        return nullptr;
      skipSpace();
      if (peek() != ')')
        return fail(pos, "expected ')'");
      ++pos;
      leave();
      return inner;
    }
    StringRef ident = peekIdentifier();
    if (ident.empty())
      return fail(start, "expected expression");
    if (ident == "floordiv" || ident == "ceildiv" || ident == "mod")
      return fail(start, "expected expression, found keyword '" + ident + "'");
    pos += ident.size();
    if (ident == "min" || ident == "max")
      return parseMinMax(start, ident == "min");
    return ctx.getSymbol(ident);
  }

  ExprRef parseMinMax(size_t start, bool isMin) {
    skipSpace();
    if (peek() != '(')
      return fail(pos, Twine("expected '(' after '") + (isMin ? "min" : "max") +
                           "'");
    if (!enter(start))
      return nullptr;
    ++pos;
    ExprRef acc = nullptr;
    for (;;) {
      ExprRef operand = parseSum();
      if (!operand)
        return nullptr;
      acc = !acc    ? operand
            : isMin ? built(ctx.min(acc, operand), start)
                    : built(ctx.max(acc, operand), start);
      if (!acc)
        return nullptr;
      skipSpace();
      if (peek() == ',') {
        ++pos;
        continue;
      }
      if (peek() == ')') {
        ++pos;
        break;
      }
      return fail(pos, "expected ',' or ')'");
    }
    leave();
    return acc;
  }

  /// Parses the digits at `pos`; `start` is where the literal (or its '-')
  /// begins, which is where an out-of-range error points.
  ExprRef parseInteger(size_t start, bool negative) {
    // Magnitudes up to 2^63 fit when negative, 2^63 - 1 otherwise.
    uint64_t limit =
        static_cast<uint64_t>(std::numeric_limits<int64_t>::max()) +
        (negative ? 1 : 0);
    uint64_t magnitude = 0;
    bool outOfRange = false;
    while (!atEnd() && isDigit(text[pos])) {
      unsigned digit = text[pos++] - '0';
      if (magnitude > (limit - digit) / 10)
        outOfRange = true;
      else
        magnitude = magnitude * 10 + digit;
    }
    if (outOfRange)
      return fail(start, "integer literal out of range");
    int64_t value = negative ? static_cast<int64_t>(0 - magnitude)
                             : static_cast<int64_t>(magnitude);
    return ctx.getConstant(value);
  }

  StringRef text;
  ExprContext &ctx;
  size_t pos = 0;
  unsigned depth = 0;
  std::string error;
  size_t errorOffset = 0;
};

} // namespace

std::string tocc::shape::tooDeepMessage() {
  return ("nesting deeper than " + Twine(kMaxExprDepth) +
          " levels (expression)")
      .str();
}

std::string tocc::shape::tooLargeMessage() {
  return ("expression too large (more than " + Twine(kMaxExprTerms) +
          " terms in a sum, product, min or max, or " + Twine(kMaxExprSize) +
          " parts in all)")
      .str();
}

ExprParseResult tocc::shape::parseExprPrefix(StringRef text, ExprContext &ctx) {
  return Parser(text, ctx).parse();
}

ExprParseResult tocc::shape::parseExpr(StringRef text, ExprContext &ctx) {
  ExprParseResult result = parseExprPrefix(text, ctx);
  if (!result.expr)
    return result;
  size_t pos = result.consumed;
  while (pos < text.size() && isSpace(text[pos]))
    ++pos;
  if (pos == text.size()) {
    result.consumed = pos;
    return result;
  }
  // Name the whole offending token, not just its first character.
  size_t end = pos + 1;
  auto sameClass = [&](char a, char b) {
    return (isIdentChar(a) && isIdentChar(b));
  };
  while (end < text.size() && sameClass(text[pos], text[end]))
    ++end;
  ExprParseResult failure;
  failure.error =
      ("unexpected '" + text.slice(pos, end) + "' after expression").str();
  failure.errorOffset = pos;
  return failure;
}
