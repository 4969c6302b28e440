//===- InputFiles.cpp - Reading the files a tool is given ----------------===//
#include "tocc/Support/InputFiles.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"

using namespace tocc;
namespace fs = llvm::sys::fs;

static llvm::Error inputError(const llvm::Twine &msg) {
  return llvm::createStringError(
      std::make_error_code(std::errc::invalid_argument), msg);
}

/// Reads the open stream `fd` to its end, refusing more than `maxBytes`.
static llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readStream(fs::file_t fd, llvm::StringRef name, uint64_t maxBytes) {
  llvm::SmallVector<char, 0> data;
  constexpr size_t kChunk = size_t(1) << 20;
  while (true) {
    size_t size = data.size();
    data.resize_for_overwrite(size + kChunk);
    llvm::Expected<size_t> got = fs::readNativeFile(
        fd, llvm::MutableArrayRef<char>(data.data() + size, kChunk));
    if (!got)
      return got.takeError();
    data.truncate(size + *got);
    if (*got == 0)
      break;
    if (data.size() > maxBytes)
      return inputError("the stream goes on past " + llvm::Twine(maxBytes) +
                        " bytes, more than an input may have");
  }
  return llvm::MemoryBuffer::getMemBufferCopy(
      llvm::StringRef(data.data(), data.size()), name);
}

static const char *specialKind(fs::file_type type) {
  switch (type) {
  case fs::file_type::character_file:
    return "a character device";
  case fs::file_type::block_file:
    return "a block device";
  case fs::file_type::socket_file:
    return "a socket";
  default:
    return "of a kind that is not read";
  }
}

llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
tocc::readInputFile(llvm::StringRef path, bool isText,
                    uint64_t maxStreamBytes) {
  if (path == "-") {
    if (std::error_code ec =
            llvm::sys::ChangeStdinMode(isText ? fs::OF_Text : fs::OF_None))
      return llvm::errorCodeToError(ec);
    return readStream(fs::getStdinHandle(), "<stdin>", maxStreamBytes);
  }
  fs::file_status status;
  if (std::error_code ec = fs::status(path, status))
    return inputError(ec.message());
  switch (status.type()) {
  case fs::file_type::regular_file: {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
        llvm::MemoryBuffer::getFile(path, isText,
                                    /*RequiresNullTerminator=*/isText);
    if (!buffer)
      return inputError(buffer.getError().message());
    return std::move(*buffer);
  }
  case fs::file_type::directory_file:
    return inputError("it is a directory");
  case fs::file_type::fifo_file: {
    llvm::Expected<fs::file_t> fd =
        fs::openNativeFileForRead(path, isText ? fs::OF_Text : fs::OF_None);
    if (!fd)
      return fd.takeError();
    auto result = readStream(*fd, path, maxStreamBytes);
    fs::closeFile(*fd);
    return result;
  }
  default:
    return inputError(llvm::Twine("it is ") + specialKind(status.type()) +
                      ", not a regular file");
  }
}
