//===- AtenOps.h - Accessor classes of the generated aten ops -------------===//
//
// One class per ATen op (aten::AddTensorOp for aten.add.Tensor), generated
// with the aten table from LibTorch's schemas (docs/architecture.md, "The
// generated aten table"). Kept apart from AtenDialect.h because it is large.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_DIALECT_ATEN_ATENOPS_H
#define TOCC_DIALECT_ATEN_ATENOPS_H

#include "tocc/Dialect/Aten/AtenDialect.h"

#include "tocc/Dialect/Aten/AtenOps.h.inc"

#endif
