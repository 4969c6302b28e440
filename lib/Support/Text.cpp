//===- Text.cpp - Quoting strings -----------------------------------------===//
#include "tocc/Support/Text.h"

#include "llvm/ADT/StringExtras.h"

void tocc::printQuotedString(llvm::raw_ostream &os, llvm::StringRef s) {
  os << '"';
  for (unsigned char c : s) {
    switch (c) {
    case '"':
      os << "\\\"";
      break;
    case '\\':
      os << "\\\\";
      break;
    case '\n':
      os << "\\n";
      break;
    case '\t':
      os << "\\t";
      break;
    default:
      if (c >= 0x20 && c < 0x7f)
        os << c;
      else
        os << '\\' << llvm::hexdigit(c >> 4) << llvm::hexdigit(c & 0xf);
    }
  }
  os << '"';
}
