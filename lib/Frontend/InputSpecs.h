//===- InputSpecs.h - Graph input types from `x=f32[batch,3,224,224]` ----===//
#ifndef TOCC_LIB_FRONTEND_INPUTSPECS_H
#define TOCC_LIB_FRONTEND_INPUTSPECS_H

#include "tocc/Frontend/TorchScriptImporter.h"
#include "tocc/IR/Types.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace tocc {
class Context;
namespace shape {
class ShapeEnv;
}

namespace frontend {

/// One `name=dtype[d0,d1,...]` spec: the input it names and its type.
struct InputSpec {
  std::string name;
  Type type;
};

/// Parses specs (each string may hold several separated by `;`). A number
/// is a static dim, `?` an unknown one, a name a symbol, declared in `env`
/// with the default range of a dynamic axis. Errors quote the spec and say
/// what was expected.
llvm::Expected<std::vector<InputSpec>>
parseInputSpecs(llvm::ArrayRef<std::string> specs, Context &ctx,
                shape::ShapeEnv &env);

/// Replaces the dims of input `inputName`'s `type` at the axes `specs` give
/// it by their symbols (declared in `env` with a dynamic axis' default
/// range, which starts at 0 instead when the axis' size in `type`, the
/// example's, is 0). Errors for a type without rank or an axis past it.
llvm::Error applyDynamicAxes(llvm::ArrayRef<DynamicAxesSpec> specs,
                             Context &ctx, shape::ShapeEnv &env,
                             llvm::StringRef inputName, Type &type);

} // namespace frontend
} // namespace tocc

#endif // TOCC_LIB_FRONTEND_INPUTSPECS_H
