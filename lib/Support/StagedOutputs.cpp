//===- StagedOutputs.cpp - Outputs that appear whole or not at all ------===//
#include "tocc/Support/StagedOutputs.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <signal.h>

using namespace tocc;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

/// Whether `p` names an existing file that is neither a regular file nor a
/// directory, after following links: /dev/null, a FIFO, a terminal. Such a
/// file is written into; renaming over it would replace the device.
static bool isSpecialFile(llvm::StringRef p) {
  fs::file_status st;
  if (fs::status(p, st, /*follow=*/true))
    return false;
  fs::file_type t = st.type();
  return t != fs::file_type::regular_file &&
         t != fs::file_type::directory_file &&
         t != fs::file_type::file_not_found;
}

/// Writes `bytes` into the existing special file `p` (opened without
/// creating or truncating it).
static std::error_code writeIntoSpecialFile(llvm::StringRef p,
                                            llvm::StringRef bytes) {
  int fd = -1;
  if (std::error_code ec =
          fs::openFileForWrite(p, fd, fs::CD_OpenExisting, fs::OF_None))
    return ec;
  llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
  os << bytes;
  os.close();
  std::error_code ec = os.error();
  os.clear_error();
  return ec;
}

static llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(std::make_error_code(std::errc::io_error),
                                 msg);
}

/// The directory a final path's file goes to ("." for a bare name).
static std::string parentDir(llvm::StringRef finalPath) {
  llvm::StringRef parent = path::parent_path(finalPath);
  return parent.empty() ? "." : parent.str();
}

/// Removes staging directories (`.NAME.tocc-PID-XXXXXX`) in `dir` whose
/// process no longer runs: what a SIGKILLed run left.
static void removeStaleStagingDirs(llvm::StringRef dir) {
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end;
       it.increment(ec)) {
    llvm::StringRef name = path::filename(it->path());
    size_t at = name.rfind(".tocc-");
    if (!name.starts_with(".") || at == llvm::StringRef::npos)
      continue;
    llvm::StringRef pidText = name.substr(at + 6).split('-').first;
    unsigned pid = 0;
    if (pidText.getAsInteger(10, pid) || pid == 0 ||
        pid == unsigned(llvm::sys::Process::getProcessId()))
      continue;
    if (::kill(pid_t(pid), 0) == 0 || errno != ESRCH)
      continue;
    if (it->type() == fs::file_type::directory_file)
      (void)fs::remove_directories(it->path());
  }
}

llvm::Error StagedOutputs::checkNotProtected(llvm::StringRef target) const {
  for (const std::string &input : protectedPaths) {
    bool same = false;
    if (!fs::equivalent(target, input, same) && same)
      return error("'" + target + "' is " +
                   (target == input ? llvm::Twine("an input of this run")
                                    : "the input '" + input + "'") +
                   ": refusing to replace it (name another output)");
  }
  return llvm::Error::success();
}

StagedOutputs::~StagedOutputs() { discard(); }

void StagedOutputs::discard() {
  for (const Staged &s : staged)
    (void)fs::remove_directories(s.dir);
  staged.clear();
}

void StagedOutputs::drop(llvm::StringRef finalPath) {
  for (auto it = staged.begin(); it != staged.end(); ++it)
    if (it->finalPath == finalPath) {
      (void)fs::remove_directories(it->dir);
      staged.erase(it);
      return;
    }
}

void StagedOutputs::protect(llvm::StringRef p) {
  if (!p.empty() && p != "-" && fs::exists(p))
    protectedPaths.push_back(p.str());
}

std::string StagedOutputs::getStagedPath(llvm::StringRef finalPath) const {
  for (const Staged &s : staged)
    if (s.finalPath == finalPath)
      return s.path;
  return "";
}

llvm::Expected<std::string> StagedOutputs::stage(llvm::StringRef finalPath) {
  if (finalPath.empty())
    return error("no output file was named");
  if (std::string existing = getStagedPath(finalPath); !existing.empty())
    return existing;
  Staged s;
  s.finalPath = finalPath.str();
  s.dest = s.finalPath;
  s.toStdout = finalPath == "-";
  s.toSpecialFile = !s.toStdout && isSpecialFile(finalPath);
  llvm::SmallString<256> prefix;
  std::string name;
  if (s.toStdout || s.toSpecialFile) {
    if (s.toSpecialFile)
      if (llvm::Error err = checkNotProtected(finalPath))
        return err;
    name = s.toStdout ? "stdout" : path::filename(finalPath).str();
    // Relative: in the system's temporary directory, not beside a device.
    prefix = s.toStdout ? "tocc-stdout" : "tocc-output";
  } else {
    name = path::filename(finalPath).str();
    if (name.empty() || name == "." || name == ".." ||
        path::is_separator(finalPath.back()))
      return error("cannot write '" + finalPath + "': it names a directory");
    // A link is written through, as open() would: the file it names is
    // replaced and the link stays (/dev/stdout redirected to a file, too).
    fs::file_status linkStatus;
    if (!fs::status(finalPath, linkStatus, /*follow=*/false) &&
        linkStatus.type() == fs::file_type::symlink_file) {
      llvm::SmallString<256> real;
      if (std::error_code ec = fs::real_path(finalPath, real))
        return error("cannot write '" + finalPath +
                     "': it is a link to a file that cannot be reached: " +
                     ec.message());
      s.dest = real.str().str();
      s.viaLink = true;
      name = path::filename(s.dest).str();
    }
    std::string dir = parentDir(s.dest);
    if (!fs::is_directory(dir))
      return error("cannot write '" + finalPath + "': the directory '" + dir +
                   "' does not exist");
    if (fs::is_directory(s.dest))
      return error("cannot write '" + finalPath + "': it is a directory");
    if (llvm::Error err = checkNotProtected(finalPath))
      return err;
    removeStaleStagingDirs(dir);
    prefix = dir;
    if (std::error_code ec = fs::make_absolute(prefix))
      return error("cannot write '" + finalPath + "': " + ec.message());
    path::append(prefix, "." + name + ".tocc-" +
                             llvm::Twine(llvm::sys::Process::getProcessId()));
  }
  llvm::SmallString<256> dirPath;
  if (std::error_code ec = fs::createUniqueDirectory(prefix, dirPath))
    return error(
        "cannot write '" + finalPath +
        "': cannot create a staging directory beside it: " + ec.message());
  s.dir = dirPath.str().str();
  llvm::SmallString<256> file(dirPath);
  path::append(file, name);
  s.path = file.str().str();
  staged.push_back(s);
  return s.path;
}

namespace {
struct Move {
  std::string from, to;
};
} // namespace

llvm::Error StagedOutputs::commit() {
  // Check every move before making any.
  std::vector<Move> moves;     // sidecars first,
  std::vector<Move> mainMoves; // then each named file
  std::vector<const Staged *> copies; // to stdout or into a special file
  for (const Staged &s : staged) {
    std::vector<std::string> files;
    std::error_code ec;
    for (fs::recursive_directory_iterator it(s.dir, ec), end; !ec && it != end;
         it.increment(ec)) {
      if (it->type() == fs::file_type::regular_file)
        files.push_back(it->path());
    }
    if (ec)
      return error("cannot read the staging directory of '" + s.finalPath +
                   "': " + ec.message());
    if (s.toStdout || s.toSpecialFile) {
      if (files.size() > 1)
        return error("the model has external data files, which " +
                     (s.toStdout ? llvm::Twine("stdout")
                                 : "the special file '" + s.finalPath + "'") +
                     " cannot hold: name an output file with -o");
      copies.push_back(&s);
      continue;
    }
    // Beside a link's target, a model's data files would not be where a
    // reader of the link looks for them.
    if (s.viaLink && files.size() > 1)
      return error("'" + s.finalPath + "' is a link to '" + s.dest +
                   "': the model's external data files would not be beside "
                   "it; name the file itself with -o");
    std::string finalDir = parentDir(s.dest);
    for (const std::string &from : files) {
      llvm::StringRef rel = llvm::StringRef(from).drop_front(s.dir.size() + 1);
      llvm::SmallString<256> to(finalDir);
      path::append(to, rel);
      std::string toDir = parentDir(to);
      if (!fs::is_directory(toDir))
        return error("cannot write '" + to + "': the directory '" + toDir +
                     "' does not exist");
      if (fs::is_directory(to))
        return error("cannot write '" + to + "': it is a directory");
      if (llvm::Error err = checkNotProtected(to))
        return err;
      (from == s.path ? mainMoves : moves).push_back({from, to.str().str()});
    }
  }
  moves.insert(moves.end(), mainMoves.begin(), mainMoves.end());
  for (const Move &m : moves)
    if (std::error_code ec = fs::rename(m.from, m.to))
      return error("cannot move the written file into place as '" + m.to +
                   "': " + ec.message());
  for (const Staged *s : copies) {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buf =
        llvm::MemoryBuffer::getFile(s->path, /*IsText=*/false,
                                    /*RequiresNullTerminator=*/false);
    if (!buf)
      return error("cannot read the staged output: " +
                   buf.getError().message());
    if (s->toSpecialFile) {
      if (std::error_code ec =
              writeIntoSpecialFile(s->finalPath, (*buf)->getBuffer()))
        return error("cannot write '" + s->finalPath + "': " + ec.message());
      continue;
    }
    llvm::outs() << (*buf)->getBuffer();
    llvm::outs().flush();
    if (llvm::outs().has_error()) {
      llvm::outs().clear_error();
      return error("cannot write to stdout");
    }
  }
  discard();
  return llvm::Error::success();
}
