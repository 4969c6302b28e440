//===- Registry.cpp - Op names of the rewrite registries -----------------===//
#include "tocc/Rewrite/Registry.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace tocc;

static llvm::Error makeError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

static bool isNameChar(char c) {
  return llvm::isAlnum(c) || c == '_' || c == '.';
}

llvm::Expected<std::string> tocc::normalizeOpName(llvm::StringRef opName) {
  auto invalid = [&](const llvm::Twine &why) {
    return makeError("invalid op name '" + opName + "': " + why +
                     " (expected 'namespace::name[.overload]' or "
                     "'namespace.name[.overload]')");
  };
  llvm::StringRef ns, rest;
  size_t colons = opName.find("::");
  if (colons != llvm::StringRef::npos) {
    ns = opName.take_front(colons);
    rest = opName.drop_front(colons + 2);
    if (rest.contains("::"))
      return invalid("more than one '::'");
  } else {
    std::tie(ns, rest) = opName.split('.');
    if (rest.empty() && !opName.ends_with("."))
      return invalid("it has no namespace");
  }
  if (ns.empty())
    return invalid("the namespace is empty");
  if (rest.empty())
    return invalid("the op name is empty");
  if (!llvm::all_of(ns, [](char c) { return llvm::isAlnum(c) || c == '_'; }))
    return invalid("the namespace has a character other than a letter, a "
                   "digit or '_'");
  if (!llvm::all_of(rest, isNameChar))
    return invalid("the name has a character other than a letter, a digit, "
                   "'_' or '.'");
  if (rest.front() == '.' || rest.back() == '.' || rest.contains(".."))
    return invalid("the name has an empty segment");
  return (ns + "." + rest).str();
}

static llvm::StringSet<> &directLowerings() {
  static llvm::StringSet<> names;
  return names;
}

void tocc::noteDirectLowering(llvm::StringRef opName) {
  directLowerings().insert(opName);
}

bool tocc::hasDirectLowering(llvm::StringRef opName) {
  return directLowerings().contains(opName);
}
