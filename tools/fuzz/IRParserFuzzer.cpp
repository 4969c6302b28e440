//===- IRParserFuzzer.cpp - libFuzzer harness of the textual IR parser ----===//
//
// Bytes -> onnx-opt's parser with every dialect registered -> the verifier.
// Errors go to a handler that drops them: a diagnostic is a fine answer,
// only a crash, a sanitizer report or a broken promise is a finding. The
// promise checked: a module that verifies prints to text that parses and
// prints the same again (docs/ir.md: print(parse(print(m))) == print(m)).
//
//===----------------------------------------------------------------------===//
#include "tocc/Dialect/AllDialects.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/Parser.h"
#include "tocc/IR/Verifier.h"
#include "tocc/Support/Diagnostics.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace tocc;

namespace {

/// A context like onnx-opt's (every dialect loaded, unregistered ops
/// refused) whose diagnostics are dropped.
struct QuietContext {
  Context ctx;
  DiagnosticEngine::HandlerID handler;
  QuietContext() {
    loadRegisteredDialects(ctx);
    handler = ctx.getDiagEngine().registerHandler(
        [](const Diagnostic &) { return success(); });
  }
  ~QuietContext() { ctx.getDiagEngine().eraseHandler(handler); }
};

std::string print(const Module &m) {
  std::string s;
  llvm::raw_string_ostream os(s);
  m.print(os);
  return s;
}

[[noreturn]] void broken(const char *what, const std::string &a,
                         const std::string &b) {
  fprintf(stderr, "fuzz-ir-parser: %s\n--- first ---\n%s\n--- second ---\n%s\n",
          what, a.c_str(), b.c_str());
  abort();
}

/// Loading every dialect into a context takes ~30 ms under ASan, far more
/// than parsing a small input: one context serves many inputs. What a
/// context keeps between them is interned (types, attributes, expressions,
/// locations), which changes no result; it is replaced now and then so that
/// it does not grow without bound.
QuietContext &sharedContext() {
  static std::unique_ptr<QuietContext> q;
  static unsigned uses = 0;
  if (!q || ++uses % 2000 == 0)
    q = std::make_unique<QuietContext>();
  return *q;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  registerAllDialects();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  Context &ctx = sharedContext().ctx;
  std::unique_ptr<Module> m = parseSourceString(text, ctx, "fuzz.mlir");
  if (!m)
    return 0;
  if (failed(verify(*m))) {
    (void)print(*m); // printing an unverified module must not crash either
    return 0;
  }
  std::string first = print(*m);
  std::unique_ptr<Module> again = parseSourceString(first, ctx, "again");
  if (!again)
    broken("the printed module does not parse", first, "");
  std::string second = print(*again);
  if (second != first)
    broken("print(parse(print(m))) != print(m)", first, second);
  return 0;
}
