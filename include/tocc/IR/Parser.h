//===- Parser.h - Reading the text form of the IR ------------------------===//
#ifndef TOCC_IR_PARSER_H
#define TOCC_IR_PARSER_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SourceMgr.h"

#include <memory>
#include <string>
#include <vector>

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

/// One part of a text split at `// -----` lines (`// ` and five or more
/// dashes, spaces around allowed), as onnx-opt's --split-input-file and the
/// sample files split: the part's text after as many newlines as lines
/// precede it, so that parse locations are lines of the whole text.
struct SplitChunk {
  std::string text;
  /// The 1-based line of the part's first line in the whole text.
  unsigned firstLine = 1;
};
std::vector<SplitChunk> splitAtMarkers(llvm::StringRef text);

} // namespace tocc

#endif // TOCC_IR_PARSER_H
