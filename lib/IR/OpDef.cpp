//===- OpDef.cpp - Op definitions, constraints and dialects ---------------===//
#include "tocc/IR/OpDef.h"
#include "tocc/IR/Context.h"

using namespace tocc;

llvm::StringRef tocc::typeConstraintName(TypeConstraint c) {
  switch (c) {
  case TypeConstraint::Any:
    return "any";
  case TypeConstraint::Tensor:
    return "tensor";
  case TypeConstraint::OptionalTensor:
    return "tensor, optional<tensor> or none";
  case TypeConstraint::Int:
    return "int";
  case TypeConstraint::Float:
    return "float";
  case TypeConstraint::Bool:
    return "bool";
  case TypeConstraint::Scalar:
    return "int, float, bool or number";
  case TypeConstraint::Str:
    return "str";
  case TypeConstraint::List:
    return "list";
  case TypeConstraint::TensorList:
    return "list of tensors";
  }
  return "?";
}

bool tocc::satisfiesConstraint(Type t, TypeConstraint c) {
  if (!t)
    return false;
  switch (c) {
  case TypeConstraint::Any:
    return true;
  case TypeConstraint::Tensor:
    return t.isTensor();
  case TypeConstraint::OptionalTensor:
    return t.isTensor() || t.isNone() ||
           (t.getKind() == Type::Optional && t.getElementType().isTensor());
  case TypeConstraint::Int:
    return t.getKind() == Type::Int;
  case TypeConstraint::Float:
    return t.getKind() == Type::Float;
  case TypeConstraint::Bool:
    return t.getKind() == Type::Bool;
  case TypeConstraint::Scalar:
    return t.isScalar();
  case TypeConstraint::Str:
    return t.getKind() == Type::String;
  case TypeConstraint::List:
    return t.getKind() == Type::List;
  case TypeConstraint::TensorList:
    return t.getKind() == Type::List && t.getElementType().isTensor();
  }
  return false;
}

llvm::StringRef tocc::attrConstraintName(AttrConstraint c) {
  switch (c) {
  case AttrConstraint::Any:
    return "any attribute";
  case AttrConstraint::Int:
    return "an integer";
  case AttrConstraint::Float:
    return "a float";
  case AttrConstraint::Bool:
    return "a bool";
  case AttrConstraint::String:
    return "a string";
  case AttrConstraint::DType:
    return "a dtype";
  case AttrConstraint::Type:
    return "a type";
  case AttrConstraint::Ints:
    return "an array of integers";
  case AttrConstraint::Floats:
    return "an array of floats";
  case AttrConstraint::Strings:
    return "an array of strings";
  case AttrConstraint::Array:
    return "an array";
  case AttrConstraint::Dense:
    return "a dense tensor";
  }
  return "?";
}

bool tocc::satisfiesConstraint(Attribute a, AttrConstraint c) {
  if (!a)
    return false;
  switch (c) {
  case AttrConstraint::Any:
    return true;
  case AttrConstraint::Int:
    return a.isInt();
  case AttrConstraint::Float:
    // Integer literals are accepted where a float is expected (`eps = 1`).
    return a.isFloat() || a.isInt();
  case AttrConstraint::Bool:
    return a.isBool();
  case AttrConstraint::String:
    return a.isString();
  case AttrConstraint::DType:
    return a.isDType();
  case AttrConstraint::Type:
    return a.isType();
  case AttrConstraint::Ints:
    return a.getIntArray().has_value();
  case AttrConstraint::Floats:
    return a.getFloatArray().has_value();
  case AttrConstraint::Strings:
    return a.isArray() && llvm::all_of(a.getArray(), [](Attribute e) {
             return e.isString();
           });
  case AttrConstraint::Array:
    return a.isArray();
  case AttrConstraint::Dense:
    return a.isDense();
  }
  return false;
}

const AttrDef *OpDef::lookupAttr(llvm::StringRef attrName) const {
  for (const AttrDef &a : attrs)
    if (a.name == attrName)
      return &a;
  return nullptr;
}

OpDef &Dialect::addOp(OpDef def) {
  assert(def.name.starts_with(name + ".") && "op outside its dialect");
  // Names in the table may be temporaries: keep them in the context.
  if (ctx) {
    def.name = ctx->intern(def.name);
    def.summary = ctx->intern(def.summary);
    for (ArgDef &a : def.operands)
      a.name = ctx->intern(a.name);
    for (ArgDef &a : def.results)
      a.name = ctx->intern(a.name);
    for (AttrDef &a : def.attrs) {
      a.name = ctx->intern(a.name);
      a.defaultValue = ctx->intern(a.defaultValue);
    }
  }
  def.dialect = def.name.split('.').first;
  OpDef *stored;
  auto it = index.find(def.name);
  if (it != index.end()) {
    *it->second = std::move(def);
    stored = it->second;
  } else {
    ops.push_back(std::make_unique<OpDef>(std::move(def)));
    stored = ops.back().get();
    index[stored->name] = stored;
  }
  if (ctx)
    ctx->notifyOpRegistered(stored);
  return *stored;
}

const OpDef *Dialect::lookup(llvm::StringRef fullName) const {
  auto it = index.find(fullName);
  return it == index.end() ? nullptr : it->second;
}

OpDef *Dialect::lookupMutable(llvm::StringRef fullName) {
  auto it = index.find(fullName);
  return it == index.end() ? nullptr : it->second;
}
