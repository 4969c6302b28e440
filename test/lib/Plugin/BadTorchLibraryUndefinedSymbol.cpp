//===- BadTorchLibraryUndefinedSymbol.cpp - A library that cannot load ----===//
//
// Calls a function no library defines, so loading it with RTLD_NOW fails
// with "undefined symbol": what --load-torch-library reports for an op
// library built against another LibTorch (test/Export/custom-op.test).
//
//===----------------------------------------------------------------------===//
extern "C" int toccNoSuchFunction();

extern "C" int toccBadTorchLibraryEntry() { return toccNoSuchFunction(); }
