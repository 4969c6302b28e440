//===- Diagnostics.h - Errors, warnings and notes with locations --------===//
//
// Every user-facing problem travels through a DiagnosticEngine as a
// Diagnostic carrying a Location. Handlers decide how to show them: the
// SourceMgr handler prints `file:line:col: error: msg` with the source line
// and a caret; the verifying handler checks them against `expected-error`
// comments in the input (onnx-opt --verify-diagnostics).
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_SUPPORT_DIAGNOSTICS_H
#define TOCC_SUPPORT_DIAGNOSTICS_H

#include "tocc/Support/Location.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/LogicalResult.h"
#include "llvm/Support/SourceMgr.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tocc {

using llvm::failure;
using llvm::failed;
using llvm::LogicalResult;
using llvm::success;
using llvm::succeeded;

enum class Severity { Note, Warning, Error, Remark };

llvm::StringRef severityName(Severity s);

class Diagnostic {
public:
  Diagnostic(Location loc, Severity severity)
      : loc(loc), severity(severity) {}

  Location getLocation() const { return loc; }
  Severity getSeverity() const { return severity; }
  const std::string &getMessage() const { return message; }
  llvm::ArrayRef<Diagnostic> getNotes() const { return notes; }

  Diagnostic &operator<<(const llvm::Twine &t) {
    message += t.str();
    return *this;
  }
  Diagnostic &operator<<(llvm::StringRef s) {
    message += s.str();
    return *this;
  }
  Diagnostic &operator<<(const char *s) {
    message += s;
    return *this;
  }
  Diagnostic &operator<<(const std::string &s) {
    message += s;
    return *this;
  }
  Diagnostic &operator<<(int64_t v) {
    message += std::to_string(v);
    return *this;
  }
  Diagnostic &operator<<(uint64_t v) {
    message += std::to_string(v);
    return *this;
  }
  /// A character, not its code (without this, `<< ' '` would pick int).
  Diagnostic &operator<<(char c) {
    message += c;
    return *this;
  }
  Diagnostic &operator<<(int v) { return *this << int64_t(v); }
  Diagnostic &operator<<(unsigned v) { return *this << uint64_t(v); }
  Diagnostic &operator<<(Location l);

  Diagnostic &attachNote(Location noteLoc) {
    notes.emplace_back(noteLoc, Severity::Note);
    return notes.back();
  }

private:
  Location loc;
  Severity severity;
  std::string message;
  std::vector<Diagnostic> notes;
};

class DiagnosticEngine;

/// A diagnostic being built; it is reported when it goes out of scope.
/// Converts to LogicalResult failure() so `return op.emitError() << ...;`
/// works in functions returning LogicalResult.
class InFlightDiagnostic {
public:
  InFlightDiagnostic() = default;
  InFlightDiagnostic(DiagnosticEngine *engine, Diagnostic diag)
      : engine(engine), diag(std::move(diag)) {}
  InFlightDiagnostic(InFlightDiagnostic &&other)
      : engine(other.engine), diag(std::move(other.diag)) {
    other.engine = nullptr;
    other.diag.reset();
  }
  InFlightDiagnostic &operator=(InFlightDiagnostic &&) = delete;
  ~InFlightDiagnostic() { report(); }

  template <typename T> InFlightDiagnostic &operator<<(T &&v) & {
    if (diag)
      *diag << std::forward<T>(v);
    return *this;
  }
  template <typename T> InFlightDiagnostic &&operator<<(T &&v) && {
    if (diag)
      *diag << std::forward<T>(v);
    return std::move(*this);
  }
  Diagnostic &attachNote(Location loc) { return diag->attachNote(loc); }
  void report();
  void abandon() { diag.reset(); }
  operator LogicalResult() const { return failure(); }
  template <typename T> operator llvm::FailureOr<T>() const {
    return failure();
  }

private:
  DiagnosticEngine *engine = nullptr;
  std::optional<Diagnostic> diag;
};

/// Dispatches diagnostics to a stack of handlers (the most recent first).
/// A handler returns success() if it consumed the diagnostic. Without any
/// handler, diagnostics are printed to llvm::errs().
class DiagnosticEngine {
public:
  using Handler = std::function<LogicalResult(const Diagnostic &)>;
  using HandlerID = uint64_t;

  HandlerID registerHandler(Handler h);
  void eraseHandler(HandlerID id);

  InFlightDiagnostic emit(Location loc, Severity severity) {
    return InFlightDiagnostic(this, Diagnostic(loc, severity));
  }
  InFlightDiagnostic emitError(Location loc) {
    return emit(loc, Severity::Error);
  }
  InFlightDiagnostic emitWarning(Location loc) {
    return emit(loc, Severity::Warning);
  }
  InFlightDiagnostic emitRemark(Location loc) {
    return emit(loc, Severity::Remark);
  }
  void report(Diagnostic diag);

  /// Number of error diagnostics reported so far.
  unsigned getNumErrors() const { return numErrors; }

private:
  std::vector<std::pair<HandlerID, Handler>> handlers;
  HandlerID nextID = 1;
  unsigned numErrors = 0;
};

/// Prints diagnostics through an llvm::SourceMgr: locations inside a buffer
/// the SourceMgr knows (by buffer identifier) get the source line and a
/// caret; others print as `file:line:col: error: msg`.
class SourceMgrDiagnosticHandler {
public:
  SourceMgrDiagnosticHandler(llvm::SourceMgr &mgr, DiagnosticEngine &engine,
                             llvm::raw_ostream &os = llvm::errs());
  ~SourceMgrDiagnosticHandler();

  void emit(const Diagnostic &diag);
  /// Maps a FileLineCol location to a pointer into a known buffer, or null.
  llvm::SMLoc convertLocation(Location loc);

protected:
  llvm::SourceMgr &mgr;
  DiagnosticEngine &engine;
  llvm::raw_ostream &os;
  DiagnosticEngine::HandlerID id = 0;
};

/// Checks reported diagnostics against `expected-{error,warning,note,remark}
/// [@above|@below|@+N|@-N] {{message substring}}` comments in the buffers of
/// the SourceMgr, like mlir-opt --verify-diagnostics. Unexpected or missing
/// diagnostics are printed as errors and make verify() fail.
class SourceMgrDiagnosticVerifierHandler : public SourceMgrDiagnosticHandler {
public:
  SourceMgrDiagnosticVerifierHandler(llvm::SourceMgr &mgr,
                                     DiagnosticEngine &engine,
                                     llvm::raw_ostream &os = llvm::errs());
  ~SourceMgrDiagnosticVerifierHandler();

  /// Returns failure if any expected diagnostic was not produced or any
  /// unexpected one was produced (after printing them).
  LogicalResult verify();

private:
  struct Expected {
    Severity severity;
    unsigned bufferID;
    unsigned line; // 1-based
    std::string substring;
    llvm::SMLoc fileLoc;
    bool matched = false;
  };
  void parseExpectations(unsigned bufferID);
  void process(const Diagnostic &diag);
  std::vector<Expected> expectations;
  bool sawUnexpected = false;
};

} // namespace tocc

#endif // TOCC_SUPPORT_DIAGNOSTICS_H
