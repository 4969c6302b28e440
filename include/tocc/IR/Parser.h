//===- Parser.h - Reading the text form of the IR ------------------------===//
#ifndef TOCC_IR_PARSER_H
#define TOCC_IR_PARSER_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SourceMgr.h"

#include <memory>

namespace tocc {

class Context;
class Module;

/// Parses the main buffer of `sourceMgr` (or `bufferID`) into a module. On
/// error, reports a diagnostic at the offending `file:line:col` through the
/// context's engine and returns null. Ops get the location of their text
/// unless a `loc(...)` says otherwise. The result is not verified.
std::unique_ptr<Module> parseSourceFile(llvm::SourceMgr &sourceMgr,
                                        Context &ctx);
std::unique_ptr<Module> parseSourceFile(llvm::SourceMgr &sourceMgr,
                                        unsigned bufferID, Context &ctx);
/// Parses a string (buffer name `<string>`); for tests.
std::unique_ptr<Module> parseSourceString(llvm::StringRef text, Context &ctx,
                                          llvm::StringRef bufferName =
                                              "<string>");

} // namespace tocc

#endif // TOCC_IR_PARSER_H
