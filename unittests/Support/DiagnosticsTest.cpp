//===- DiagnosticsTest.cpp - Engine, SourceMgr and verifier handlers -----===//
#include "tocc/Support/Diagnostics.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <algorithm>

using namespace tocc;

namespace {

TEST(DiagnosticEngineTest, HandlersRunMostRecentFirst) {
  DiagnosticEngine engine;
  std::vector<std::string> seen;
  auto first = engine.registerHandler([&](const Diagnostic &d) {
    seen.push_back("first:" + d.getMessage());
    return success();
  });
  auto second = engine.registerHandler([&](const Diagnostic &d) {
    seen.push_back("second:" + d.getMessage());
    // Declines warnings: they go on to the next handler.
    return failure(d.getSeverity() == Severity::Warning);
  });
  engine.emitError(Location()) << "e" << 1;
  engine.emitWarning(Location()) << "w";
  EXPECT_EQ(seen,
            (std::vector<std::string>{"second:e1", "second:w", "first:w"}));
  engine.eraseHandler(second);
  seen.clear();
  engine.emitRemark(Location()) << "r";
  EXPECT_EQ(seen, (std::vector<std::string>{"first:r"}));
  engine.eraseHandler(first);
  EXPECT_EQ(engine.getNumErrors(), 1u);
}

TEST(DiagnosticEngineTest, InFlightDiagnostics) {
  DiagnosticEngine engine;
  std::vector<Diagnostic> seen;
  engine.registerHandler([&](const Diagnostic &d) {
    seen.push_back(d);
    return success();
  });
  {
    InFlightDiagnostic diag = engine.emitError(Location());
    diag << "value " << int64_t(-3) << ' ' << 7u;
    diag.attachNote(Location()) << "a note";
    EXPECT_TRUE(seen.empty()); // reported when it goes out of scope
  }
  ASSERT_EQ(seen.size(), 1u);
  EXPECT_EQ(seen[0].getMessage(), "value -3 7");
  ASSERT_EQ(seen[0].getNotes().size(), 1u);
  EXPECT_EQ(seen[0].getNotes()[0].getMessage(), "a note");
  EXPECT_EQ(seen[0].getNotes()[0].getSeverity(), Severity::Note);

  // Abandoned diagnostics are never reported; moved-from ones only once.
  { engine.emitError(Location()).abandon(); }
  EXPECT_EQ(seen.size(), 1u);
  {
    InFlightDiagnostic a = engine.emitWarning(Location());
    InFlightDiagnostic b(std::move(a));
    b << "moved";
  }
  ASSERT_EQ(seen.size(), 2u);
  EXPECT_EQ(seen[1].getMessage(), "moved");

  // Converts to failure() for `return emitError() << ...;`.
  auto fn = [&]() -> LogicalResult {
    return engine.emitError(Location()) << "fails";
  };
  EXPECT_TRUE(failed(fn()));
  EXPECT_EQ(engine.getNumErrors(), 2u);
}

TEST(DiagnosticTest, StreamsLocations) {
  LocationContext locs;
  Diagnostic d(Location(), Severity::Error);
  d << "at " << locs.getFileLineCol("a.mlir", 3, 4);
  EXPECT_EQ(d.getMessage(), "at \"a.mlir\":3:4");
  EXPECT_EQ(severityName(Severity::Remark), "remark");
}

TEST(LocationTest, PrintsNameChainsOfAnyDepth) {
  LocationContext locs;
  std::string s;
  llvm::raw_string_ostream os(s);
  locs.getName("a", locs.getName("b", locs.getFileLineCol("f", 1, 2)))
      .print(os);
  EXPECT_EQ(s, "\"a\"(\"b\"(\"f\":1:2))");
  s.clear();
  locs.getName("a").print(os);
  EXPECT_EQ(s, "\"a\"");
  // An API user may nest names deeper than the parser allows (256): the
  // printer does not recurse.
  Location deep = locs.getUnknown();
  for (int i = 0; i != 1000000; ++i)
    deep = locs.getName("n", deep);
  s.clear();
  deep.print(os);
  // 999999 times `"n"(`, the innermost `"n"` (its child is unknown), and
  // 999999 `)`.
  EXPECT_EQ(s.size(), 999999u * 5 + 3);
  EXPECT_EQ(s.substr(0, 9), "\"n\"(\"n\"(\"");
  EXPECT_EQ(std::count(s.begin(), s.end(), '('), 999999);
  EXPECT_EQ(s.substr(s.size() - 5), ")))))");
}

class SourceMgrTest : public ::testing::Test {
protected:
  unsigned addBuffer(llvm::StringRef text, llvm::StringRef name = "in.mlir") {
    return mgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(text, name), llvm::SMLoc());
  }
  Location at(unsigned line, unsigned col, llvm::StringRef file = "in.mlir") {
    return locs.getFileLineCol(file, line, col);
  }

  LocationContext locs;
  llvm::SourceMgr mgr;
  DiagnosticEngine engine;
  std::string out;
  llvm::raw_string_ostream os{out};
};

TEST_F(SourceMgrTest, PrintsSourceLineAndCaret) {
  addBuffer("first line\n  %0 = core.relu(%x)\nlast\n");
  {
    SourceMgrDiagnosticHandler handler(mgr, engine, os);
    InFlightDiagnostic diag = engine.emitError(at(2, 3));
    diag << "bad op";
    diag.attachNote(at(1, 1)) << "see here";
  }
  EXPECT_EQ(os.str(), "in.mlir:2:3: error: bad op\n"
                      "  %0 = core.relu(%x)\n"
                      "  ^\n"
                      "in.mlir:1:1: note: see here\n"
                      "first line\n"
                      "^\n");
}

TEST_F(SourceMgrTest, LocationsOutsideTheBuffers) {
  addBuffer("x\n");
  SourceMgrDiagnosticHandler handler(mgr, engine, os);
  engine.emitWarning(at(12, 8, "model.py")) << "other file";
  engine.emitError(locs.getName("layer1.conv")) << "name";
  engine.emitError(locs.getName("w", at(3, 4, "model.py"))) << "name+file";
  engine.emitRemark(Location()) << "nowhere";
  // A line past the end of the buffer cannot be shown.
  engine.emitError(at(40, 1)) << "past the end";
  EXPECT_EQ(os.str(), "model.py:12:8: warning: other file\n"
                      "layer1.conv: error: name\n"
                      "model.py:3:4: error: name+file\n"
                      "<unknown>: remark: nowhere\n"
                      "in.mlir:40:1: error: past the end\n");
  EXPECT_FALSE(handler.convertLocation(Location()).isValid());
  EXPECT_TRUE(handler.convertLocation(at(1, 1)).isValid());
  EXPECT_TRUE(handler.convertLocation(locs.getName("n", at(1, 1))).isValid());
}

TEST_F(SourceMgrTest, HandlerUnregistersOnDestruction) {
  addBuffer("x\n");
  bool outerSaw = false;
  engine.registerHandler([&](const Diagnostic &) {
    outerSaw = true;
    return success();
  });
  {
    SourceMgrDiagnosticHandler handler(mgr, engine, os);
    engine.emitError(at(1, 1)) << "inner";
  }
  EXPECT_FALSE(outerSaw);
  engine.emitError(at(1, 1)) << "outer";
  EXPECT_TRUE(outerSaw);
}

TEST_F(SourceMgrTest, VerifierMatchesEveryDesignator) {
  addBuffer("line1 // expected-error {{same line}}\n"    // 1
            "// expected-warning @below {{below}}\n"     // 2
            "// expected-note @+2 {{plus two}}\n"        // 3
            "line4\n"                                    // 4
            "line5\n"                                    // 5
            "// expected-remark @above {{above}}\n"      // 6
            "// expected-error @-6 {{minus six}}\n"      // 7
            "// expected-error @unknown {{nowhere}}\n"); // 8
  SourceMgrDiagnosticVerifierHandler handler(mgr, engine, os);
  engine.emitError(at(1, 1)) << "on the same line";
  engine.emitWarning(at(4, 1)) << "from below";
  engine.emitRemark(at(5, 1)) << "from above";
  engine.emitError(at(1, 2)) << "minus six";
  engine.emit(at(5, 3), Severity::Note) << "plus two";
  engine.emitError(Location()) << "from nowhere";
  EXPECT_TRUE(succeeded(handler.verify())) << os.str();
  EXPECT_EQ(os.str(), "");
}

TEST_F(SourceMgrTest, BelowSkipsExpectationLines) {
  addBuffer("// expected-error @below {{one}}\n"
            "// expected-error @below {{two}}\n"
            "op\n");
  SourceMgrDiagnosticVerifierHandler handler(mgr, engine, os);
  engine.emitError(at(3, 1)) << "two";
  engine.emitError(at(3, 1)) << "one";
  EXPECT_TRUE(succeeded(handler.verify())) << os.str();
}

TEST_F(SourceMgrTest, VerifierReportsMissingAndUnexpected) {
  addBuffer("a // expected-error {{never}}\n"
            "b\n");
  SourceMgrDiagnosticVerifierHandler handler(mgr, engine, os);
  engine.emitError(at(2, 1)) << "surprise";
  // The wrong severity does not match.
  engine.emitWarning(at(1, 1)) << "never";
  EXPECT_TRUE(failed(handler.verify()));
  llvm::StringRef text = os.str();
  EXPECT_TRUE(text.contains("in.mlir:2:1: error: unexpected error: surprise"))
      << text.str();
  EXPECT_TRUE(text.contains("in.mlir:1:1: error: unexpected warning: never"))
      << text.str();
  EXPECT_TRUE(
      text.contains("in.mlir:1:6: error: expected error \"never\" was not "
                    "produced"))
      << text.str();
}

TEST_F(SourceMgrTest, EachExpectationMatchesOnce) {
  addBuffer("a // expected-error {{dup}}\n");
  SourceMgrDiagnosticVerifierHandler handler(mgr, engine, os);
  engine.emitError(at(1, 1)) << "dup";
  engine.emitError(at(1, 1)) << "dup";
  EXPECT_TRUE(failed(handler.verify()));
  EXPECT_TRUE(llvm::StringRef(os.str()).contains("unexpected error: dup"));
}

TEST_F(SourceMgrTest, MalformedDirectivesAndProse) {
  addBuffer("// expected-error @nowhere {{x}}\n"
            "// expected-error {{unclosed\n"
            "// talks about expected-error directives: not one\n"
            "// expected-errors {{not a directive either}}\n");
  SourceMgrDiagnosticVerifierHandler handler(mgr, engine, os);
  EXPECT_TRUE(failed(handler.verify()));
  llvm::StringRef text = os.str();
  EXPECT_TRUE(text.contains("in.mlir:1:4: error: malformed expected-error"))
      << text.str();
  EXPECT_TRUE(text.contains("in.mlir:2:4: error: malformed expected-error"))
      << text.str();
  EXPECT_FALSE(text.contains("in.mlir:3:")) << text.str();
  EXPECT_FALSE(text.contains("in.mlir:4:")) << text.str();
}

TEST_F(SourceMgrTest, ExpectationsInEveryBuffer) {
  addBuffer("// expected-error {{in a}}\n", "a.mlir");
  addBuffer("\n// expected-error {{in b}}\n", "b.mlir");
  SourceMgrDiagnosticVerifierHandler handler(mgr, engine, os);
  engine.emitError(at(1, 1, "a.mlir")) << "in a";
  engine.emitError(at(2, 1, "b.mlir")) << "in b";
  EXPECT_TRUE(succeeded(handler.verify())) << os.str();
}

} // namespace
