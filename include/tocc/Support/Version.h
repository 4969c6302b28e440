//===- Version.h - The version every tocc tool prints ---------------------===//
//
// `tocc-export --version` and `onnx-opt --version` print
//
//   tocc-export version 0.1.0 (git 1a2b3c4)
//
// CMake's project version, and the short git hash of the source tree the
// tools were built from ("unknown" when it was not a git checkout, as in a
// tarball). The hash is refreshed at build time when HEAD moves, and only
// lib/Support/Version.cpp recompiles when it changes (cmake/TOCCVersion.cmake).
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_SUPPORT_VERSION_H
#define TOCC_SUPPORT_VERSION_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace tocc {

/// CMake's project version: "0.1.0". Written models carry it as their
/// producer_version.
llvm::StringRef getVersion();

/// The short git hash of the source tree ("1a2b3c4"), or "unknown".
llvm::StringRef getGitHash();

/// The version with its hash: "0.1.0 (git 1a2b3c4)".
std::string getVersionString();

/// The `--version` line of a tool: "tocc-export version 0.1.0 (git 1a2b3c4)".
void printToolVersion(llvm::raw_ostream &os, llvm::StringRef toolName);

} // namespace tocc

#endif // TOCC_SUPPORT_VERSION_H
