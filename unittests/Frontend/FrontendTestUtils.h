//===- FrontendTestUtils.h - Helpers shared by the Frontend gtests --------===//
#ifndef TOCC_UNITTESTS_FRONTEND_FRONTENDTESTUTILS_H
#define TOCC_UNITTESTS_FRONTEND_FRONTENDTESTUTILS_H

#include "tocc/IR/Module.h"
#include "tocc/IR/Operation.h"

#include "llvm/ADT/StringRef.h"

namespace tocc::testing {

/// The prim.Constant whose result is named `name`, or null.
inline Operation *findConstant(Module &m, llvm::StringRef name) {
  Operation *found = nullptr;
  m.walk([&](Operation *op) {
    if (op->getNameStr() == "prim.Constant" &&
        op->getResult(0)->getName() == name)
      found = op;
  });
  return found;
}

} // namespace tocc::testing

#endif // TOCC_UNITTESTS_FRONTEND_FRONTENDTESTUTILS_H
