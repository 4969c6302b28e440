//===- ExportVerify.cpp - tocc-export --verify ----------------------------===//
#include "ExportInternals.h"

using namespace tocc;
using namespace tocc::exporting;

llvm::Error exporting::verifyExported(ExportRecord &, const ExportOptions &,
                                      ExportResult &) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "--verify is not available in this build");
}
