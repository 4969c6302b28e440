//===- Context.h - Owner of types, attributes, names and dialects ---------===//
//
// The Context owns everything that is uniqued or shared by modules: types,
// attributes, interned strings, op names, locations, symbolic expressions,
// the registered dialects, and the diagnostic engine. It must outlive every
// Module created in it. Not thread-safe.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_IR_CONTEXT_H
#define TOCC_IR_CONTEXT_H

#include "tocc/IR/Attributes.h"
#include "tocc/IR/OpDef.h"
#include "tocc/IR/Operation.h"
#include "tocc/IR/Types.h"
#include "tocc/Shape/Expr.h"
#include "tocc/Support/Diagnostics.h"
#include "tocc/Support/Location.h"

#include <memory>

namespace tocc {

class ContextImpl;

class Context {
public:
  Context();
  ~Context();
  Context(const Context &) = delete;
  Context &operator=(const Context &) = delete;

  //===--- Infrastructure ---------------------------------------------===//
  DiagnosticEngine &getDiagEngine();
  LocationContext &getLocationContext();
  shape::ExprContext &getExprContext();
  /// Returns a copy of `s` that lives as long as the context.
  llvm::StringRef intern(llvm::StringRef s);

  //===--- Dialects and op names --------------------------------------===//
  /// Creates (or returns the existing) dialect with this name.
  Dialect &getOrCreateDialect(llvm::StringRef name,
                              llvm::StringRef summary = "");
  Dialect *getDialect(llvm::StringRef name) const;
  std::vector<Dialect *> getDialects() const;
  /// Returns the interned op name; its OpDef is looked up in the dialects
  /// registered at the time of the call and refreshed if the op is
  /// registered later.
  OperationName getOperationName(llvm::StringRef name);
  const OpDef *lookupOpDef(llvm::StringRef name) const;
  /// Whether the verifier accepts ops that no dialect declares.
  bool allowsUnregisteredOps() const { return allowUnregistered; }
  void setAllowUnregisteredOps(bool allow) { allowUnregistered = allow; }

  //===--- Locations --------------------------------------------------===//
  Location getUnknownLoc() { return Location(); }
  Location getFileLineColLoc(llvm::StringRef file, unsigned line,
                             unsigned col);
  Location getNameLoc(llvm::StringRef name, Location child = Location());

  //===--- Types ------------------------------------------------------===//
  Type getTensorType(DType dtype, llvm::ArrayRef<Dim> dims);
  Type getTensorType(DType dtype, llvm::ArrayRef<int64_t> staticDims);
  Type getUnrankedTensorType(DType dtype);
  Type getIntType();
  Type getFloatType();
  Type getBoolType();
  Type getStringType();
  Type getNoneType();
  Type getDeviceType();
  Type getNumberType();
  Type getListType(Type element);
  Type getTupleType(llvm::ArrayRef<Type> elements);
  Type getOptionalType(Type element);
  Type getOpaqueType(llvm::StringRef name);
  Dim getStaticDim(int64_t v);
  Dim getSymbolDim(llvm::StringRef symbol);

  //===--- Attributes -------------------------------------------------===//
  Attribute getIntAttr(int64_t v);
  Attribute getFloatAttr(double v);
  Attribute getBoolAttr(bool v);
  Attribute getStringAttr(llvm::StringRef s);
  Attribute getDTypeAttr(DType t);
  Attribute getTypeAttr(Type t);
  Attribute getArrayAttr(llvm::ArrayRef<Attribute> elements);
  Attribute getIntArrayAttr(llvm::ArrayRef<int64_t> values);
  Attribute getFloatArrayAttr(llvm::ArrayRef<double> values);
  /// A dense constant of a statically shaped tensor type. `buffer` must hold
  /// exactly numElements * dtypeByteSize bytes (checked). A null buffer makes
  /// an elided constant.
  Attribute getDenseAttr(Type type,
                         std::shared_ptr<const ElementsBuffer> buffer);
  /// Convenience: copies `bytes` into an owned buffer.
  Attribute getDenseAttr(Type type, llvm::ArrayRef<char> bytes);
  /// Gives up the bytes of the dense attribute `dense` (its buffer's share
  /// of them: a buffer another attribute shares stays alive). Afterwards it
  /// reads as elided. Only for an attribute that nothing will read again:
  /// fold-constants releases the weights it consumed, once no op of the
  /// module it folds holds them. Returns the bytes given up.
  uint64_t releaseDenseData(Attribute dense);

private:
  friend class Dialect;
  /// Called by Dialect::addOp so existing OperationNames see the new def.
  void notifyOpRegistered(const OpDef *def);
  std::unique_ptr<ContextImpl> impl;
  bool allowUnregistered = false;
  friend class ContextImpl;
};

} // namespace tocc

#endif // TOCC_IR_CONTEXT_H
