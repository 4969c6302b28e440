//===- AllDialects.h - Registration of tocc's dialects --------------------===//
#ifndef TOCC_DIALECT_ALLDIALECTS_H
#define TOCC_DIALECT_ALLDIALECTS_H

namespace tocc {

/// Registers the aten, prim, core and onnx dialect loaders with the
/// global DialectRegistry. Idempotent.
void registerAllDialects();

} // namespace tocc

#endif // TOCC_DIALECT_ALLDIALECTS_H
