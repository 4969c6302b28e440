//===- Version.cpp - The project version and the git hash -----------------===//
#include "tocc/Support/Version.h"

#include "llvm/ADT/Twine.h"

// Written by cmake/WriteVersionHeader.cmake into the build tree; the only
// file that includes it, so a new hash recompiles only this one.
#include "VersionInfo.inc"

llvm::StringRef tocc::getVersion() { return TOCC_VERSION; }

llvm::StringRef tocc::getGitHash() { return TOCC_GIT_HASH; }

std::string tocc::getVersionString() {
  return (llvm::Twine(getVersion()) + " (git " + getGitHash() + ")").str();
}

void tocc::printToolVersion(llvm::raw_ostream &os, llvm::StringRef toolName) {
  os << toolName << " version " << getVersionString() << '\n';
}
