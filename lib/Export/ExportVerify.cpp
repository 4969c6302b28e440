//===- ExportVerify.cpp - tocc-export --verify ----------------------------===//
//
// Hands the written model to verifyExport (tocc/Export/Verify.h): the
// graph's input and output names, the dynamic axes (the symbolic dims of
// the core graph's inputs, which the export's dynamic axes declared), the
// core module kept before lowering, and a lowering that repeats the
// export's for bisection.
//
//===----------------------------------------------------------------------===//
#include "ExportInternals.h"

#include "tocc/Export/Verify.h"
#include "tocc/IR/Context.h"
#include "tocc/Pass/PassManager.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace tocc;
using namespace tocc::exporting;

static llvm::Error makeError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

static Graph *mainGraphOf(Module &m) {
  if (Graph *g = m.lookupGraph("main"))
    return g;
  return m.getNumGraphs() ? &m.getGraph(0) : nullptr;
}

/// A module lowered and cleaned up as the export does, then written with
/// the export's writer options.
static llvm::Error lowerAndWriteLikeExport(Module &m, llvm::StringRef path,
                                           const ExportOptions &options) {
  PassManager pm(m.getContext());
  std::string pipeline = "lower-to-onnx{opset=" +
                         std::to_string(options.opset) + "}," +
                         cleanupPipeline();
  if (llvm::Error err = pm.addPipeline(pipeline))
    return err;
  if (failed(pm.run(m)))
    return makeError("'" + pipeline + "' failed (see the diagnostics above)");
  OnnxWriterOptions writer = options.writer;
  writer.onProgress = nullptr;
  return writeOnnxModel(m, path, writer);
}

llvm::Error exporting::verifyExported(ExportRecord &record,
                                      const ExportOptions &options,
                                      ExportResult &result) {
  if (options.import.exampleInputsPath.empty())
    return makeError("--verify needs --example-inputs: it runs the model on "
                     "them (and on other sizes of every dynamic axis)");
  if (!options.writer.exportParams)
    return makeError("--verify needs the weights in the model "
                     "(not --no-export-params)");
  if (!record.module || !record.coreModule)
    return makeError("--verify: the export kept no module to verify");
  Graph *onnxGraph = mainGraphOf(*record.module);
  Graph *coreGraph = mainGraphOf(*record.coreModule);
  if (!onnxGraph || !coreGraph)
    return makeError("--verify: the exported module has no graph");

  VerifyRequest request;
  request.torchScriptPath = record.modelPath;
  request.exampleInputsPath = options.import.exampleInputsPath;
  request.extraInputsPaths = options.verifyInputs;
  request.onnxPath = record.stagedOutputPath;
  llvm::SmallVector<Value *, 4> coreInputs = coreGraph->getInputs();
  llvm::SmallVector<Value *, 4> onnxInputs = onnxGraph->getInputs();
  for (size_t i = 0; i < coreInputs.size() && i < onnxInputs.size(); ++i)
    request.inputNames.push_back(onnxInputs[i]->getName().str());
  for (Value *v : onnxGraph->getOutputs())
    request.outputNames.push_back(v->getName().str());
  // A model written in fp16 or bf16 takes and gives those: LibTorch's f32
  // data is converted for it.
  auto dtypeOf = [](Value *v) {
    return v->getType().isTensor() ? v->getType().getDType() : DType::Unknown;
  };
  if (options.precision != "fp32") {
    for (Value *v : onnxInputs)
      request.inputDTypes.push_back(dtypeOf(v));
    for (Value *v : onnxGraph->getOutputs())
      request.outputDTypes.push_back(dtypeOf(v));
  }
  for (auto [i, input] : llvm::enumerate(coreInputs)) {
    Type type = input->getType();
    if (!type.isTensor() || !type.hasRank())
      continue;
    for (auto [axis, dim] : llvm::enumerate(type.getDims()))
      if (dim.isSymbolic() && dim.getExpr()->isSymbol())
        request.dynamicAxes.push_back(
            {unsigned(i), unsigned(axis),
             dim.getExpr()->getSymbolName().str()});
  }
  request.coreModule = record.coreModule.get();
  request.lowerAndWrite = [&options](Module &m, llvm::StringRef path) {
    return lowerAndWriteLikeExport(m, path, options);
  };
  // A model in another precision is compared with the fp32 model within
  // that precision's tolerances, unless they are given.
  auto [rtol, atol] = precisionTolerances(options.precision);
  request.options.rtol = options.rtol.value_or(rtol);
  request.options.atol = options.atol.value_or(atol);
  request.options.atolScaled =
      options.atol ? options.atolScaled : options.precision != "fp32";
  request.options.quantizedSteps = options.verifyQuantizedSteps;
  request.options.intermediates = options.verifyIntermediates;
  // Bisection compares the fp32 lowering op by op with LibTorch: a model
  // converted to another precision differs from it everywhere a little.
  if (options.precision != "fp32")
    request.options.bisect = false;
  request.options.reproDir = options.reproDir;
  if (request.options.reproDir.empty()) {
    // Beside the output (not the staged model, whose directory goes away);
    // with -o - or a special file (/dev/null), beside the TorchScript model.
    bool besideModel = record.outputPath == "-" ||
                       (llvm::sys::fs::exists(record.outputPath) &&
                        !llvm::sys::fs::is_regular_file(record.outputPath));
    llvm::SmallString<128> dir(besideModel ? record.modelPath
                                           : record.outputPath);
    llvm::sys::path::replace_extension(dir, "repro");
    request.options.reproDir = dir.str().str();
  }
  request.options.sizes = options.verifySizes;
  request.options.exactOrder = options.verifyExactOrder;
  for (const auto &[symbol, sizes] : options.verifySizes)
    if (llvm::none_of(request.dynamicAxes, [&](const DynamicAxis &a) {
          return a.symbol == symbol;
        }))
      return makeError("--verify-sizes names '" + symbol +
                       "', which is not a dynamic axis of the exported "
                       "model's inputs");

  // The lines go to the log and to the report.
  std::string text;
  llvm::raw_string_ostream log(text);
  llvm::Expected<VerifyResult> verified = verifyExport(request, log);
  llvm::SmallVector<llvm::StringRef, 16> lines;
  llvm::StringRef(text).split(lines, '\n', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef line : lines) {
    record.verifyLines.push_back(line.str());
    if (options.log)
      *options.log << line << "\n";
  }
  if (!verified)
    return verified.takeError();
  result.verified = verified->ok;
  if (verified->ok)
    return llvm::Error::success();
  std::string message = "--verify: ONNX Runtime disagrees with LibTorch";
  if (!verified->divergingOp.empty())
    message += "; first diverging op '" + verified->divergingOp + "' at " +
               verified->divergingLoc;
  if (!verified->reproDir.empty())
    message += "; repro in " + verified->reproDir;
  return makeError(message);
}
