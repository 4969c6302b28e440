//===- InputFiles.h - Reading the files a tool is given --------*- C++ -*-===//
//
// Every input file the tools read whole (textual IR, an .onnx model, a .pt
// module, an inputs file) is read with readInputFile, which refuses what
// cannot hold one before reading a byte: a directory, a device (/dev/zero
// would be read forever, /dev/urandom until memory ran out) or a socket.
// A stream (stdin as "-", a FIFO, a process substitution) is read to its
// end, but no further than kMaxStreamBytes.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_SUPPORT_INPUTFILES_H
#define TOCC_SUPPORT_INPUTFILES_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdint>
#include <memory>

namespace tocc {

/// The most a stream input is read: 2 GiB, protobuf's limit for a model.
inline constexpr uint64_t kMaxStreamBytes = uint64_t(1) << 31;

/// The contents of `path` ("-": stdin), or an error saying why not ("it is
/// a directory", "it is a character device, not a file", the system's
/// message). The message does not repeat the path: callers say which input
/// it was.
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readInputFile(llvm::StringRef path, bool isText = false,
              uint64_t maxStreamBytes = kMaxStreamBytes);

} // namespace tocc

#endif // TOCC_SUPPORT_INPUTFILES_H
