//===- StagedOutputs.h - Outputs that appear whole or not at all --------===//
//
// Every file a tool writes (a model, its external data files, a report, a
// textual IR file) is written inside a private staging directory beside
// its final path, under its final name, and moved into place only when the
// whole run has succeeded (docs/reliability.md):
//
//   StagedOutputs outputs;
//   outputs.protect(inputPath);                 // never replaced
//   Expected<std::string> staged = outputs.stage("out/m.onnx");
//   ... write *staged and files beside it (m.onnx.data), check, verify ...
//   if (Error err = outputs.commit()) ...       // renames into out/
//
// A failure of any kind before commit() leaves every previous file
// untouched: the destructor removes the staging directories. Staging under
// the final name keeps relative external-data locations valid, so onnx's
// checker and ONNX Runtime read the staged model as they will read the
// final one. commit() checks every move first (the directory exists, no
// move replaces a protected input or a directory) and then renames, the
// named file last, so a reader never sees a model whose data is missing.
//
// A process killed with SIGKILL cannot clean up: its staging directory
// (`.NAME.tocc-PID-XXXXXX`, hidden, beside the output) is left, but no
// partial file is ever at the output's path. The next stage() in that
// directory removes staging directories whose process is gone.
//
// The path "-" stages in the system's temporary directory; commit() then
// copies the staged file to stdout (a file with sidecars cannot go there).
// So does a path that names an existing file other than a regular file or
// a directory (/dev/null, a FIFO, a terminal, a link to one): commit()
// writes the staged file into it, and a rename never replaces it. A link
// to a regular file is written through: its target is replaced, the link
// stays.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_SUPPORT_STAGEDOUTPUTS_H
#define TOCC_SUPPORT_STAGEDOUTPUTS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace tocc {

class StagedOutputs {
public:
  StagedOutputs() = default;
  StagedOutputs(const StagedOutputs &) = delete;
  StagedOutputs &operator=(const StagedOutputs &) = delete;
  /// Discards whatever was not committed.
  ~StagedOutputs();

  /// Marks `path` (an input, or a file an input reads) as one no output may
  /// replace. A path that does not exist is ignored.
  void protect(llvm::StringRef path);

  /// Creates the staging directory for `finalPath` and returns the path to
  /// write the file at. Files written beside it (relative paths, as external
  /// data) are moved beside the final file by commit().
  llvm::Expected<std::string> stage(llvm::StringRef finalPath);

  /// The staged path of a staged `finalPath`, or "" if it is not staged.
  std::string getStagedPath(llvm::StringRef finalPath) const;

  /// Checks every move, then moves every staged file into place. On an
  /// error nothing has been moved (except when a rename fails midway,
  /// which the checks make a matter of a full disk or a race).
  llvm::Error commit();

  /// Discards the staged `finalPath` (and what was written beside it).
  void drop(llvm::StringRef finalPath);

  /// Removes every staging directory now.
  void discard();

private:
  struct Staged {
    std::string finalPath; // as given
    std::string dest;      // where it goes: a link's target, or finalPath
    std::string dir;       // the staging directory
    std::string path;      // dir/<final file name>
    bool toStdout = false;
    /// An existing special file (a device, a FIFO): written into, never
    /// replaced.
    bool toSpecialFile = false;
    /// finalPath is a link to a regular file: dest is
    /// the file, written through the link.
    bool viaLink = false;
  };
  llvm::Error checkNotProtected(llvm::StringRef target) const;

  std::vector<Staged> staged;
  std::vector<std::string> protectedPaths;
};

} // namespace tocc

#endif // TOCC_SUPPORT_STAGEDOUTPUTS_H
