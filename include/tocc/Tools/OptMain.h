//===- OptMain.h - The reusable driver behind onnx-opt -------------------===//
#ifndef TOCC_TOOLS_OPTMAIN_H
#define TOCC_TOOLS_OPTMAIN_H

#include "llvm/ADT/StringRef.h"

namespace tocc {

/// Parses the command line, loads plugins, reads the input (.mlir text),
/// runs the pass pipeline and writes the result atomically. Returns the
/// process exit code. Dialects and passes must be registered before.
int optMain(int argc, char **argv, llvm::StringRef toolDescription);

} // namespace tocc

#endif // TOCC_TOOLS_OPTMAIN_H
