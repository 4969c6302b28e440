//===- Runner.cpp - Inputs from a file, run, print and save the outputs ---===//
#include "tocc/Runtime/Runner.h"

#include "Torch.h"

#include "tocc/IR/Context.h"
#include "tocc/Runtime/Interpreter.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"

#include <ATen/Functions.h>

#include <sstream>

using namespace tocc;
using namespace tocc::runtime;

/// Tensors with at most this many elements are printed whole.
static constexpr int64_t kPrintAllLimit = 64;
/// A summary shows this many elements at each end.
static constexpr int64_t kSummaryEnds = 5;

static void printNumber(llvm::raw_ostream &os, const at::Tensor &flat,
                        int64_t i) {
  at::ScalarType st = flat.scalar_type();
  if (st == at::kBool)
    os << (flat[i].item<bool>() ? "true" : "false");
  else if (at::isIntegralType(st, /*includeBool=*/false))
    os << flat[i].item<int64_t>();
  else
    os << llvm::format("%.6g", flat[i].item<double>());
}

/// Rows of nested brackets: `[[1, 2], [3, 4]]`.
static void printNested(llvm::raw_ostream &os, const at::Tensor &flat,
                        llvm::ArrayRef<int64_t> sizes, int64_t &next) {
  if (sizes.empty()) {
    printNumber(os, flat, next++);
    return;
  }
  os << '[';
  for (int64_t i = 0; i < sizes.front(); ++i) {
    if (i)
      os << ", ";
    printNested(os, flat, sizes.drop_front(), next);
  }
  os << ']';
}

static void printTensor(llvm::raw_ostream &os, Context &ctx,
                        const std::string &label, const at::Tensor &t) {
  os << label << ": " << typeOfTensor(ctx, t) << '\n';
  if (t.is_complex()) {
    os << "  (complex values are not printed)\n";
    return;
  }
  at::Tensor flat = t.detach().reshape({-1}).contiguous();
  int64_t n = flat.numel();
  if (n <= kPrintAllLimit) {
    int64_t next = 0;
    os << "  ";
    printNested(os, flat, t.sizes().vec(), next);
    os << '\n';
    return;
  }
  os << "  first:";
  for (int64_t i = 0; i < kSummaryEnds; ++i) {
    os << ' ';
    printNumber(os, flat, i);
  }
  os << "\n  last:";
  for (int64_t i = n - kSummaryEnds; i < n; ++i) {
    os << ' ';
    printNumber(os, flat, i);
  }
  at::Tensor asDouble = flat.to(at::kDouble);
  os << "\n  min: "
     << llvm::format("%.6g", asDouble.min().item<double>())
     << "  max: " << llvm::format("%.6g", asDouble.max().item<double>())
     << "  mean: " << llvm::format("%.6g", asDouble.mean().item<double>())
     << '\n';
}

/// Tensors as above; lists and tuples element by element
/// (`out #0[1]: ...`); anything else in LibTorch's printed form.
static void printValue(llvm::raw_ostream &os, Context &ctx,
                       const std::string &label, const c10::IValue &v) {
  if (v.isTensor()) {
    printTensor(os, ctx, label, v.toTensor());
    return;
  }
  if (v.isTuple() || v.isList()) {
    std::vector<c10::IValue> elements =
        v.isTuple() ? v.toTupleRef().elements().vec() : v.toListRef().vec();
    os << label << ": " << (v.isTuple() ? "tuple" : "list") << " of "
       << elements.size() << '\n';
    for (size_t i = 0; i < elements.size(); ++i)
      printValue(os, ctx, label + "[" + std::to_string(i) + "]", elements[i]);
    return;
  }
  std::ostringstream text;
  text << v;
  os << label << ": " << v.tagKind() << ' ' << text.str() << '\n';
}

static llvm::Error writeOutputs(llvm::StringRef path,
                                const std::vector<c10::IValue> &outputs) {
  c10::IValue value = outputs.size() == 1
                          ? outputs.front()
                          : c10::IValue(c10::ivalue::Tuple::create(outputs));
  std::vector<char> bytes;
  try {
    bytes = torch::jit::pickle_save(value);
  } catch (const std::exception &e) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "cannot serialize the outputs: " +
                                       frontend::torchMessage(e));
  }
  std::error_code ec;
  llvm::raw_fd_ostream file(path, ec, llvm::sys::fs::OF_None);
  if (!ec) {
    file.write(bytes.data(), bytes.size());
    file.close();
    ec = file.error();
  }
  if (ec)
    return llvm::createStringError(ec, "cannot write the outputs to '" +
                                           path + "': " + ec.message());
  return llvm::Error::success();
}

LogicalResult tocc::runGraphFromFiles(Module &module,
                                      const RunGraphOptions &options,
                                      llvm::raw_ostream &os) {
  DiagnosticEngine &diag = module.getContext().getDiagEngine();
  Graph *graph = module.lookupGraph(options.graphName);
  if (!graph)
    return diag.emitError(module.getLoc())
           << "--run: the module has no graph @" << options.graphName;
  // Problems without an op are named after the file they concern (the
  // inputs or outputs file is what the user has to fix), and otherwise
  // located at the graph.
  Context &ctx = module.getContext();
  auto where = [&](llvm::StringRef file) {
    if (file.empty())
      return graph->getLoc();
    return ctx.getNameLoc(file);
  };
  std::vector<c10::IValue> inputs;
  if (!options.inputsPath.empty()) {
    auto read = frontend::readExampleInputs(options.inputsPath);
    if (!read)
      return diag.emitError(where(options.inputsPath))
             << llvm::toString(read.takeError());
    inputs = std::move(*read);
  }
  llvm::Expected<std::vector<c10::IValue>> outputs = run(*graph, inputs);
  if (!outputs) {
    LogicalResult result = failure();
    llvm::handleAllErrors(
        outputs.takeError(),
        [&](const RunError &e) {
          diag.emitError(e.getLoc())
              << "'" << e.getOpName() << "': " << e.getMessage();
        },
        [&](const llvm::ErrorInfoBase &e) {
          // Without an inputs file the graph's own location (a model's
          // graph may have none: then the flag) says where.
          Location loc = where(options.inputsPath);
          if (loc.isUnknown())
            loc = ctx.getNameLoc("--run");
          diag.emitError(loc) << e.message();
        });
    return result;
  }
  for (size_t i = 0; i < outputs->size(); ++i)
    printValue(os, ctx, "out #" + std::to_string(i), (*outputs)[i]);
  if (!options.outputPath.empty())
    if (llvm::Error err = writeOutputs(options.outputPath, *outputs))
      return diag.emitError(where(options.outputName.empty()
                                      ? options.outputPath
                                      : options.outputName))
             << llvm::toString(std::move(err));
  return success();
}
