//===- AllDialects.cpp - Registration of tocc's dialects ------------------===//
#include "tocc/Dialect/AllDialects.h"
#include "tocc/Dialect/Aten/AtenDialect.h"
#include "tocc/Dialect/Aten/PrimDialect.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/DialectRegistry.h"

void tocc::registerAllDialects() {
  static bool registered = false;
  if (registered)
    return;
  registered = true;
  registerDialect("aten", aten::loadAtenDialect);
  registerDialect("prim", prim::loadPrimDialect);
  registerDialect("core", core::loadCoreDialect);
  registerDialect("onnx", onnx::loadOnnxDialect);
}
