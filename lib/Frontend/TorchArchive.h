//===- TorchArchive.h - A TorchScript file's records, checked before LibTorch
//-===//
//
// LibTorch trusts the .pt files it reads. Its unpickler (1.13) sizes a
// storage from the pickle, numel * itemsize, and gives it the memory of
// its record, malloc'ed at the record's size, without comparing the two:
// a short record is a storage over a short heap buffer (an empty one over
// none), and a tensor's sizes and strides are set on the storage
// unchecked. A pickle's string length is allocated as given, its memo
// grows to any index, and some opcodes pop across a MARK unchecked. Deeply
// nested code overflows the stack of its recursive parser. So before
// torch::jit::load reads a file, tocc reads it itself, with every size
// checked:
//
//  - ArchiveIndex: the zip's central directory, every record inside the
//    file, as LibTorch's zip reader (miniz) finds them;
//  - checkCodeNesting: the TorchScript source under code/, no deeper than
//    LibTorch's parser can take; checkClassBodies: no class body statement
//    its importer crashes on;
//  - checkPickle: data.pkl, constants.pkl and the debug pickles, opcode by
//    opcode as LibTorch's unpickler reads them: every length inside the
//    record, the stack and memo used as LibTorch uses them, nesting
//    bounded, and every tensor's storage backed by a record holding all
//    its bytes.
//
// No LibTorch here (TorchScriptEntry.cpp reads the records through
// LibTorch's reader and reports the problems); the unit tests call these
// on bytes they make.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_LIB_FRONTEND_TORCHARCHIVE_H
#define TOCC_LIB_FRONTEND_TORCHARCHIVE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace tocc::frontend {

/// Serialized TorchScript nests far less: python_print splits expressions
/// into statements. LibTorch 1.13's parser overflows an 8 MB stack at
/// about 5000 nested parentheses or unary minuses and 10000 chained `+`.
constexpr unsigned kMaxCodeNesting = 100;
/// A module's pickle nests two levels per submodule. LibTorch's unpickler
/// is iterative, but destroying a list nested 10^6 deep overflows the stack.
constexpr unsigned kMaxPickleNesting = 1000;

/// What is wrong with a record, and where in it: a 1-based line and column
/// for code (else 0), a byte offset for a pickle's bytes (none for a
/// problem of a tensor the pickle holds, which the message names).
struct RecordProblem {
  explicit RecordProblem(std::string message, unsigned line = 0,
                         unsigned column = 0)
      : message(std::move(message)), line(line), column(column) {}
  std::string message;
  unsigned line = 0;
  unsigned column = 0;
  std::optional<uint64_t> offset;
};

/// One record of a zip archive.
struct ArchiveRecord {
  /// The full name, with the archive's folder (`m/data/0`).
  std::string name;
  uint64_t dataOffset = 0;
  /// The bytes the record takes in the file, and once inflated.
  uint64_t storedSize = 0;
  uint64_t size = 0;
  /// 0: stored, 8: deflated.
  unsigned method = 0;
};

/// The records of a zip archive, read from its central directory as
/// LibTorch's reader (miniz) reads it, and checked: every record lies
/// inside the file, a stored record's two sizes agree, a deflated one
/// inflates to at most what deflate can, no two names differ in case only
/// (miniz ignores case), and every record is in the first one's folder.
class ArchiveIndex {
public:
  /// An error says what is wrong, without the file's name.
  static llvm::Expected<ArchiveIndex> read(llvm::StringRef bytes);

  /// The folder every record is in (LibTorch's archive name).
  llvm::StringRef getFolder() const { return folder; }
  llvm::ArrayRef<ArchiveRecord> getRecords() const { return records; }
  /// The record `name` in the folder (`data.pkl`, `data/0`), ignoring
  /// case as miniz does; null if there is none.
  const ArchiveRecord *lookup(llvm::StringRef name) const;
  /// `name` without the folder.
  llvm::StringRef localName(const ArchiveRecord &record) const {
    return llvm::StringRef(record.name).drop_front(folder.size() + 1);
  }

private:
  std::string folder;
  std::vector<ArchiveRecord> records;
  /// Lower-case full names to indices into `records`.
  llvm::StringMap<size_t> byName;
};

/// The first place TorchScript source `code` nests deeper than `limit`:
/// brackets, indented blocks, and operator chains (`a + b + c`, `-x`,
/// `x.y`, `f(x)[0]`), each a level of LibTorch's recursive parser.
std::optional<RecordProblem> checkCodeNesting(llvm::StringRef code,
                                              unsigned limit = kMaxCodeNesting);

/// The first statement in a class body of TorchScript source `code` that
/// LibTorch's importer crashes on: an assignment without a type
/// (`name = value`) in a class other than an enum or a named tuple, which
/// it reads as a class constant (serialized code writes `name : Final[T] =
/// value`, and the module metadata `__parameters__ = [...]`).
std::optional<RecordProblem> checkClassBodies(llvm::StringRef code);

/// How to check one pickle.
struct PickleCheck {
  /// The folder of the records that back its tensors' storages (`data/`,
  /// `constants/`); empty if it may reference none (debug pickles).
  std::string storageFolder;
  /// The size of the record `storageFolder + key`, none if there is none.
  std::function<std::optional<uint64_t>(llvm::StringRef key)> recordSize;
  /// The name of element `i` of the pickled tuple or list, for messages
  /// about the tensors in it (`CONSTANTS.c0`, `#0`); null: their index.
  std::function<std::string(size_t)> elementName;
  /// A debug pickle (`code/...py.debug_pkl`): its source ranges must start
  /// inside their sources' text, and index its string table inside it, as
  /// LibTorch uses them unchecked.
  bool debugInfo = false;
  unsigned maxNesting = kMaxPickleNesting;
};

/// The first problem in `pickle` (protocol 2, as LibTorch writes and
/// reads it): an opcode LibTorch's unpickler does not know, an argument
/// past the end, a stack or memo use that LibTorch's unpickler does not
/// check and would read out of bounds with, nesting deeper than
/// `maxNesting`, a list or dict changed after it was stored in another
/// (recursive data), and a tensor whose storage's record is missing or
/// shorter than the storage, or whose sizes, strides and offset reach
/// past its storage. A message names the tensor by its attribute path
/// (`conv1.weight`). A problem of the pickle's bytes has an offset; one
/// of a tensor names its record, and one of debug information says so.
std::optional<RecordProblem> checkPickle(llvm::StringRef pickle,
                                         const PickleCheck &check);

/// The number of bytes the elements of a strided tensor reach in its
/// storage: (offset + 1 + sum((size - 1) * stride)) * itemSize, 0 when a
/// size is 0; none if a size or stride is negative or it overflows.
std::optional<uint64_t> stridedExtent(llvm::ArrayRef<int64_t> sizes,
                                      llvm::ArrayRef<int64_t> strides,
                                      int64_t offset, uint64_t itemSize);

} // namespace tocc::frontend

#endif // TOCC_LIB_FRONTEND_TORCHARCHIVE_H
