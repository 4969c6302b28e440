//===- Text.h - Quoting strings the way every tocc text form does ---------===//
#ifndef TOCC_SUPPORT_TEXT_H
#define TOCC_SUPPORT_TEXT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

namespace tocc {

/// Prints `s` in double quotes with the escapes the IR parser reads back:
/// \" \\ \n \t, and \XX (two hex digits) for every other byte outside
/// printable ASCII, so any byte string round-trips.
void printQuotedString(llvm::raw_ostream &os, llvm::StringRef s);

} // namespace tocc

#endif // TOCC_SUPPORT_TEXT_H
