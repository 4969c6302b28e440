//===- Diagnostics.cpp - The diagnostic engine and its handlers ----------===//
#include "tocc/Support/Diagnostics.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace tocc;

llvm::StringRef tocc::severityName(Severity s) {
  switch (s) {
  case Severity::Note:
    return "note";
  case Severity::Warning:
    return "warning";
  case Severity::Error:
    return "error";
  case Severity::Remark:
    return "remark";
  }
  return "error";
}

static llvm::SourceMgr::DiagKind toDiagKind(Severity s) {
  switch (s) {
  case Severity::Note:
    return llvm::SourceMgr::DK_Note;
  case Severity::Warning:
    return llvm::SourceMgr::DK_Warning;
  case Severity::Error:
    return llvm::SourceMgr::DK_Error;
  case Severity::Remark:
    return llvm::SourceMgr::DK_Remark;
  }
  return llvm::SourceMgr::DK_Error;
}

/// `file:line:col: `, `name: ` or `<unknown>: `: the prefix used when a
/// location cannot be shown with its source line.
static void printLocationPrefix(llvm::raw_ostream &os, Location loc) {
  Location fileLoc = loc.getFileLoc();
  if (!fileLoc.isUnknown()) {
    os << fileLoc.getFile() << ':' << fileLoc.getLine() << ':'
       << fileLoc.getColumn() << ": ";
    return;
  }
  if (loc.getKind() == Location::Name) {
    os << loc.getName() << ": ";
    return;
  }
  os << "<unknown>: ";
}

static void printPlain(llvm::raw_ostream &os, Location loc, Severity severity,
                       llvm::StringRef message) {
  printLocationPrefix(os, loc);
  os << severityName(severity) << ": " << message << '\n';
}

//===----------------------------------------------------------------------===//
// Diagnostic, InFlightDiagnostic, DiagnosticEngine
//===----------------------------------------------------------------------===//

Diagnostic &Diagnostic::operator<<(Location l) {
  llvm::raw_string_ostream os(message);
  l.print(os);
  return *this;
}

void InFlightDiagnostic::report() {
  if (engine && diag) {
    Diagnostic d = std::move(*diag);
    diag.reset();
    engine->report(std::move(d));
  }
  diag.reset();
  engine = nullptr;
}

DiagnosticEngine::HandlerID DiagnosticEngine::registerHandler(Handler h) {
  HandlerID id = nextID++;
  handlers.emplace_back(id, std::move(h));
  return id;
}

void DiagnosticEngine::eraseHandler(HandlerID id) {
  llvm::erase_if(handlers, [id](const auto &p) { return p.first == id; });
}

void DiagnosticEngine::report(Diagnostic diag) {
  if (diag.getSeverity() == Severity::Error)
    ++numErrors;
  // The most recently registered handler goes first. A handler may register
  // or erase handlers while running, so iterate over a snapshot of the ids.
  llvm::SmallVector<HandlerID, 4> ids;
  for (auto &p : handlers)
    ids.push_back(p.first);
  for (HandlerID id : llvm::reverse(ids)) {
    auto it =
        llvm::find_if(handlers, [id](const auto &p) { return p.first == id; });
    if (it == handlers.end())
      continue;
    Handler h = it->second; // copy: the handler list may change
    if (succeeded(h(diag)))
      return;
  }
  llvm::raw_ostream &os = llvm::errs();
  printPlain(os, diag.getLocation(), diag.getSeverity(), diag.getMessage());
  for (const Diagnostic &note : diag.getNotes())
    printPlain(os, note.getLocation(), note.getSeverity(), note.getMessage());
  os.flush();
}

//===----------------------------------------------------------------------===//
// SourceMgrDiagnosticHandler
//===----------------------------------------------------------------------===//

SourceMgrDiagnosticHandler::SourceMgrDiagnosticHandler(llvm::SourceMgr &mgr,
                                                       DiagnosticEngine &engine,
                                                       llvm::raw_ostream &os)
    : mgr(mgr), engine(engine), os(os) {
  id = engine.registerHandler([this](const Diagnostic &diag) {
    emit(diag);
    return success();
  });
}

SourceMgrDiagnosticHandler::~SourceMgrDiagnosticHandler() {
  engine.eraseHandler(id);
}

/// The buffer whose identifier is `file`, or 0.
static unsigned findBuffer(const llvm::SourceMgr &mgr, llvm::StringRef file) {
  for (unsigned i = 1, e = mgr.getNumBuffers(); i <= e; ++i)
    if (mgr.getMemoryBuffer(i)->getBufferIdentifier() == file)
      return i;
  return 0;
}

llvm::SMLoc SourceMgrDiagnosticHandler::convertLocation(Location loc) {
  Location fileLoc = loc.getFileLoc();
  if (fileLoc.isUnknown())
    return llvm::SMLoc();
  unsigned bufferID = findBuffer(mgr, fileLoc.getFile());
  if (!bufferID || fileLoc.getLine() == 0)
    return llvm::SMLoc();
  unsigned col = std::max(fileLoc.getColumn(), 1u);
  llvm::SMLoc sm =
      mgr.FindLocForLineAndColumn(bufferID, fileLoc.getLine(), col);
  if (!sm.isValid()) // column past the end of the line: point at its start
    sm = mgr.FindLocForLineAndColumn(bufferID, fileLoc.getLine(), 1);
  return sm;
}

static void emitOne(SourceMgrDiagnosticHandler &handler, llvm::SourceMgr &mgr,
                    llvm::raw_ostream &os, Location loc, Severity severity,
                    llvm::StringRef message) {
  llvm::SMLoc sm = handler.convertLocation(loc);
  if (sm.isValid()) {
    mgr.PrintMessage(os, sm, toDiagKind(severity), message);
    return;
  }
  printPlain(os, loc, severity, message);
}

void SourceMgrDiagnosticHandler::emit(const Diagnostic &diag) {
  emitOne(*this, mgr, os, diag.getLocation(), diag.getSeverity(),
          diag.getMessage());
  for (const Diagnostic &note : diag.getNotes())
    emitOne(*this, mgr, os, note.getLocation(), note.getSeverity(),
            note.getMessage());
  os.flush();
}

//===----------------------------------------------------------------------===//
// SourceMgrDiagnosticVerifierHandler
//===----------------------------------------------------------------------===//

SourceMgrDiagnosticVerifierHandler::SourceMgrDiagnosticVerifierHandler(
    llvm::SourceMgr &mgr, DiagnosticEngine &engine, llvm::raw_ostream &os)
    : SourceMgrDiagnosticHandler(mgr, engine, os) {
  // Replace the printing handler installed by the base class.
  engine.eraseHandler(id);
  id = engine.registerHandler([this](const Diagnostic &diag) {
    process(diag);
    return success();
  });
  for (unsigned i = 1, e = mgr.getNumBuffers(); i <= e; ++i)
    parseExpectations(i);
}

SourceMgrDiagnosticVerifierHandler::~SourceMgrDiagnosticVerifierHandler() =
    default;

static std::optional<Severity> parseSeverity(llvm::StringRef &s) {
  static const std::pair<llvm::StringRef, Severity> kinds[] = {
      {"error", Severity::Error},
      {"warning", Severity::Warning},
      {"note", Severity::Note},
      {"remark", Severity::Remark}};
  for (auto &[word, sev] : kinds)
    if (s.consume_front(word))
      return sev;
  return std::nullopt;
}

void SourceMgrDiagnosticVerifierHandler::parseExpectations(unsigned bufferID) {
  const llvm::MemoryBuffer *buf = mgr.getMemoryBuffer(bufferID);
  llvm::StringRef text = buf->getBuffer();
  // Indices of `@below` expectations waiting for the next line that is not
  // itself an expectation.
  llvm::SmallVector<size_t, 2> pendingBelow;
  llvm::SmallVector<llvm::StringRef, 0> lines;
  text.split(lines, '\n', /*MaxSplit=*/-1, /*KeepEmpty=*/true);
  unsigned lineNo = 0;
  for (llvm::StringRef line : lines) {
    ++lineNo;
    size_t pos = line.find("expected-");
    std::optional<Severity> sev;
    llvm::StringRef cur;
    if (pos != llvm::StringRef::npos) {
      cur = line.drop_front(pos + sizeof("expected-") - 1);
      sev = parseSeverity(cur);
      // `expected-errors`, `expected-error-re`: not a directive we know.
      if (sev && !cur.empty() &&
          (llvm::isAlnum(cur.front()) || cur.front() == '-' ||
           cur.front() == '_'))
        sev.reset();
    }
    // Prose that mentions `expected-error` is not a directive: one starts
    // with a designator or the message.
    if (sev) {
      llvm::StringRef next = cur.ltrim(" \t");
      if (!next.starts_with("@") && !next.starts_with("{"))
        sev.reset();
    }
    if (!sev) {
      for (size_t idx : pendingBelow)
        expectations[idx].line = lineNo;
      pendingBelow.clear();
      continue;
    }

    llvm::SMLoc fileLoc = llvm::SMLoc::getFromPointer(line.data() + pos);
    cur = cur.ltrim(" \t");
    unsigned targetLine = lineNo;
    unsigned targetBuffer = bufferID;
    bool below = false;
    bool malformed = false;
    if (cur.consume_front("@")) {
      if (cur.consume_front("above")) {
        targetLine = lineNo > 1 ? lineNo - 1 : 0;
      } else if (cur.consume_front("below")) {
        below = true;
      } else if (cur.consume_front("unknown")) {
        targetBuffer = 0;
        targetLine = 0;
      } else if ((cur.starts_with("+") || cur.starts_with("-")) &&
                 cur.size() > 1 && llvm::isDigit(cur[1])) {
        bool negative = cur.front() == '-';
        cur = cur.drop_front();
        unsigned offset = 0;
        cur.consumeInteger(10, offset);
        int64_t l = int64_t(lineNo) + (negative ? -int64_t(offset) : offset);
        targetLine = l > 0 ? unsigned(l) : 0;
      } else {
        malformed = true;
      }
      cur = cur.ltrim(" \t");
    }
    size_t close = cur.rfind("}}");
    if (malformed || !cur.starts_with("{{") || close == llvm::StringRef::npos ||
        close < 2) {
      mgr.PrintMessage(
          os, fileLoc, llvm::SourceMgr::DK_Error,
          "malformed expected-" + severityName(*sev).str() +
              " directive: expected [@above|@below|@+N|@-N|@unknown] "
              "{{message}}");
      sawUnexpected = true;
    } else {
      Expected e;
      e.severity = *sev;
      e.bufferID = targetBuffer;
      e.line = targetLine;
      e.substring = cur.slice(2, close).str();
      e.fileLoc = fileLoc;
      expectations.push_back(std::move(e));
      if (below)
        pendingBelow.push_back(expectations.size() - 1);
    }
  }
  for (size_t idx : pendingBelow)
    expectations[idx].line = lineNo + 1; // nothing below: never matches
}

void SourceMgrDiagnosticVerifierHandler::process(const Diagnostic &diag) {
  auto check = [&](Location loc, Severity severity,
                   const std::string &message) {
    unsigned bufferID = 0, line = 0;
    bool known = true;
    Location fileLoc = loc.getFileLoc();
    if (!fileLoc.isUnknown()) {
      bufferID = findBuffer(mgr, fileLoc.getFile());
      line = fileLoc.getLine();
      known = bufferID != 0;
    }
    if (known) {
      for (Expected &e : expectations) {
        if (e.matched || e.severity != severity || e.bufferID != bufferID ||
            e.line != line)
          continue;
        if (llvm::StringRef(message).contains(e.substring)) {
          e.matched = true;
          return;
        }
      }
    }
    sawUnexpected = true;
    std::string text =
        ("unexpected " + severityName(severity) + ": " + message).str();
    emitOne(*this, mgr, os, loc, Severity::Error, text);
  };
  check(diag.getLocation(), diag.getSeverity(), diag.getMessage());
  for (const Diagnostic &note : diag.getNotes())
    check(note.getLocation(), note.getSeverity(), note.getMessage());
  os.flush();
}

LogicalResult SourceMgrDiagnosticVerifierHandler::verify() {
  bool failedAny = sawUnexpected;
  for (Expected &e : expectations) {
    if (e.matched)
      continue;
    failedAny = true;
    mgr.PrintMessage(os, e.fileLoc, llvm::SourceMgr::DK_Error,
                     "expected " + severityName(e.severity) + " \"" +
                         e.substring + "\" was not produced");
  }
  os.flush();
  return failure(failedAny);
}
