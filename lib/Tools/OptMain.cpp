//===- OptMain.cpp - The reusable driver behind onnx-opt -----------------===//
//
// Command line -> plugins -> input (optionally split into chunks) -> parse,
// verify, run the pipeline, print. Diagnostics go through a SourceMgr
// handler (or the verifying handler with --verify-diagnostics); the output
// file is only created when everything succeeded.
//
//===----------------------------------------------------------------------===//
#include "tocc/Tools/OptMain.h"

#include "tocc/Conversion/AtenToCore/Decomposition.h"
#include "tocc/Conversion/CoreToCore/Expansion.h"
#include "tocc/Conversion/CoreToOnnx/Lowering.h"
#include "tocc/Extension/Registry.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/Parser.h"
#include "tocc/IR/Printer.h"
#include "tocc/IR/Verifier.h"
#include "tocc/Pass/PassManager.h"
#include "tocc/Pass/PassRegistry.h"
#include "tocc/Support/Diagnostics.h"
#include "tocc/Support/InputFiles.h"
#include "tocc/Support/Plugin.h"
#include "tocc/Support/StagedOutputs.h"
#include "tocc/Support/Version.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"

#include <optional>

namespace cl = llvm::cl;
using namespace tocc;

namespace {

/// What to do with each input chunk.
struct OptConfig {
  bool verifyDiagnostics = false;
  bool allowUnregistered = false;
  PassManagerOptions pmOptions;
  PrintOptions printOptions;
  /// Either a pipeline string or (pass argument, options) pairs from flags.
  std::string pipeline;
  std::vector<std::pair<std::string, std::string>> passFlags;
  /// --dump-pass-pipeline: print the passes (registered pipelines
  /// expanded) on stderr before running them.
  bool dumpPipeline = false;
  /// --run: run this graph after the pipeline instead of printing.
  std::optional<RunnerOptions> run;
  /// An output writer (-o model.onnx, --emit): writes the module to
  /// outputPath instead of printing it.
  const OutputWriterFn *writer = nullptr;
  std::string outputPath;
  OutputWriterOptions writerOptions;
  std::string toolName;
};

/// One flag per registered pass: `--NAME[=options]` for a pass with
/// options, a plain `--NAME` for one without.
struct PassFlag {
  const PassInfo *info;
  std::unique_ptr<cl::list<std::string>> withOptions;
  std::unique_ptr<cl::list<bool>> plain;

  /// (position, options) of every occurrence.
  void collect(std::vector<std::tuple<unsigned, std::string, std::string>>
                   &occurrences) const {
    if (withOptions)
      for (unsigned i = 0, e = withOptions->size(); i < e; ++i)
        occurrences.emplace_back(withOptions->getPosition(i), info->argument,
                                 (*withOptions)[i]);
    if (plain)
      for (unsigned i = 0, e = plain->size(); i < e; ++i)
        occurrences.emplace_back(plain->getPosition(i), info->argument, "");
  }
};

} // namespace

static llvm::Expected<std::vector<std::unique_ptr<Pass>>>
createPasses(const OptConfig &cfg) {
  if (!cfg.pipeline.empty())
    return parsePassPipeline(cfg.pipeline);
  std::vector<std::unique_ptr<Pass>> passes;
  for (const auto &[argument, options] : cfg.passFlags) {
    const PassInfo *info = lookupPassInfo(argument);
    if (!info)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "unknown pass '" + argument + "'");
    std::unique_ptr<Pass> pass = info->allocator();
    if (llvm::Error err = pass->initializeOptions(options))
      return err;
    passes.push_back(std::move(pass));
  }
  // A registered pipeline given as a flag (--torch-to-onnx=opset=13) runs
  // as its passes, as in --pass-pipeline.
  if (llvm::Error err = expandPassPipelines(passes))
    return err;
  return passes;
}

/// The runner registered for --run (registerRunner), or null.
static RunnerFn &getRunner() {
  static RunnerFn runner;
  return runner;
}

void tocc::registerRunner(RunnerFn runner) {
  getRunner() = std::move(runner);
}

/// Verifies, transforms and prints (or runs) a module.
static LogicalResult runOnModule(std::unique_ptr<Module> module, Context &ctx,
                                 llvm::raw_ostream &os, const OptConfig &cfg) {
  if (failed(verify(*module)))
    return failure();

  PassManager pm(ctx, cfg.pmOptions);
  auto passes = createPasses(cfg);
  if (!passes) {
    ctx.getDiagEngine().emitError(module->getLoc())
        << llvm::toString(passes.takeError());
    return failure();
  }
  for (auto &pass : *passes)
    pm.addPass(std::move(pass));
  if (cfg.dumpPipeline) {
    pm.printAsTextualPipeline(llvm::errs());
    llvm::errs() << '\n';
  }
  if (failed(pm.run(*module)))
    return failure();

  if (cfg.run)
    return getRunner()(*module, *cfg.run, os);
  if (cfg.writer) {
    if (llvm::Error err =
            (*cfg.writer)(*module, cfg.outputPath, cfg.writerOptions)) {
      llvm::WithColor::error(llvm::errs(), cfg.toolName)
          << llvm::toString(std::move(err)) << '\n';
      return failure();
    }
    return success();
  }
  printModule(*module, os, cfg.printOptions);
  return success();
}

/// Parses, verifies, transforms and prints one buffer of `sm`.
static LogicalResult runOnSource(llvm::SourceMgr &sm, Context &ctx,
                                 llvm::raw_ostream &os, const OptConfig &cfg) {
  std::unique_ptr<Module> module = parseSourceFile(sm, ctx);
  if (!module)
    return failure();
  return runOnModule(std::move(module), ctx, os, cfg);
}

/// Input readers by file extension (registerInputReader).
static llvm::StringMap<InputReaderFn> &getInputReaders() {
  static llvm::StringMap<InputReaderFn> readers;
  return readers;
}

void tocc::registerInputReader(llvm::StringRef extension,
                               InputReaderFn reader) {
  getInputReaders()[extension] = std::move(reader);
}

/// The reader registered for `path`'s extension, or null.
static const InputReaderFn *lookupInputReader(llvm::StringRef path) {
  llvm::StringRef ext = llvm::sys::path::extension(path);
  if (ext.empty())
    return nullptr;
  auto it = getInputReaders().find(ext);
  return it == getInputReaders().end() ? nullptr : &it->second;
}

/// Output writers by file extension (registerOutputWriter).
static llvm::StringMap<OutputWriterFn> &getOutputWriters() {
  static llvm::StringMap<OutputWriterFn> writers;
  return writers;
}

void tocc::registerOutputWriter(llvm::StringRef extension,
                                OutputWriterFn writer) {
  getOutputWriters()[extension] = std::move(writer);
}

static const OutputWriterFn *lookupOutputWriter(llvm::StringRef ext) {
  auto it = getOutputWriters().find(ext);
  return it == getOutputWriters().end() ? nullptr : &it->second;
}

/// Reads `path` with `reader`, then verifies, transforms and prints it like
/// parsed IR. Diagnostics at locations of the model's sources (warnings of
/// the reader, verifier errors) print as `file:line:col: ...`.
static LogicalResult
processReaderInput(const InputReaderFn &reader, llvm::StringRef path,
                   const InputReaderOptions &options, llvm::raw_ostream &os,
                   const OptConfig &cfg, llvm::StringRef toolName) {
  llvm::SourceMgr sm;
  Context ctx;
  loadRegisteredDialects(ctx);
  ctx.setAllowUnregisteredOps(cfg.allowUnregistered);
  SourceMgrDiagnosticHandler handler(sm, ctx.getDiagEngine());
  llvm::Expected<std::unique_ptr<Module>> module = reader(path, ctx, options);
  if (!module) {
    llvm::WithColor::error(llvm::errs(), toolName)
        << llvm::toString(module.takeError()) << '\n';
    return failure();
  }
  return runOnModule(std::move(*module), ctx, os, cfg);
}

/// Processes one input buffer (the whole file or one split chunk) in a
/// fresh context.
static LogicalResult processBuffer(std::unique_ptr<llvm::MemoryBuffer> buffer,
                                   llvm::raw_ostream &os,
                                   const OptConfig &cfg) {
  llvm::SourceMgr sm;
  sm.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  Context ctx;
  loadRegisteredDialects(ctx);
  ctx.setAllowUnregisteredOps(cfg.allowUnregistered);

  if (!cfg.verifyDiagnostics) {
    SourceMgrDiagnosticHandler handler(sm, ctx.getDiagEngine());
    return runOnSource(sm, ctx, os, cfg);
  }
  SourceMgrDiagnosticVerifierHandler handler(sm, ctx.getDiagEngine());
  (void)runOnSource(sm, ctx, os, cfg);
  return handler.verify();
}

/// Splits on `// -----` lines. Each chunk is padded with the newlines that
/// precede it, so line numbers in diagnostics (and `expected-error` line
/// offsets) are those of the original file, under the original name.
static std::vector<std::unique_ptr<llvm::MemoryBuffer>>
splitInput(const llvm::MemoryBuffer &input) {
  std::vector<std::unique_ptr<llvm::MemoryBuffer>> chunks;
  for (SplitChunk &chunk : splitAtMarkers(input.getBuffer()))
    chunks.push_back(llvm::MemoryBuffer::getMemBufferCopy(
        chunk.text, input.getBufferIdentifier()));
  return chunks;
}

static void printRegisteredPasses(llvm::raw_ostream &os) {
  os << "Registered passes:\n";
  for (const PassInfo *info : getRegisteredPasses()) {
    os << "  " << info->argument << " - " << info->description << '\n';
    std::unique_ptr<Pass> pass = info->allocator();
    for (PassOptionBase *opt : pass->getOptions())
      os << "    " << opt->getName() << "=<" << opt->getTypeName()
         << "> (default: " << opt->getValueAsString() << ") - "
         << opt->getDescription() << '\n';
  }
}

int tocc::optMain(int argc, char **argv, llvm::StringRef toolDescription) {
  llvm::InitLLVM initLLVM(argc, argv);
  std::string toolName = llvm::sys::path::filename(argv[0]).str();
  auto toolError = [&]() -> llvm::raw_ostream & {
    return llvm::WithColor::error(llvm::errs(), toolName);
  };

  // Plugins register passes that become flags: load them before the
  // command line is parsed.
  if (!loadCommandLinePlugins(argc, argv, toolName))
    return 1;

  cl::OptionCategory toolCat("onnx-opt options");
  cl::OptionCategory passCat("Passes (in command-line order, or use "
                             "--pass-pipeline)");

  cl::opt<std::string> inputFilename(cl::Positional, cl::desc("<input file>"),
                                     cl::init("-"), cl::cat(toolCat));
  cl::opt<std::string> outputFilename(
      "o", cl::desc("Output file (written only if everything succeeds)"),
      cl::value_desc("filename"), cl::init("-"), cl::cat(toolCat));
  cl::opt<std::string> passPipeline(
      "pass-pipeline", cl::desc("A pipeline of passes: 'a,b{key=value},c'"),
      cl::value_desc("pipeline"), cl::cat(toolCat));
  cl::opt<bool> splitInputFile(
      "split-input-file",
      cl::desc("Split the input on '// -----' lines and process each chunk "
               "separately"),
      cl::cat(toolCat));
  cl::opt<bool> verifyDiagnostics(
      "verify-diagnostics",
      cl::desc("Check diagnostics against expected-* comments in the input"),
      cl::cat(toolCat));
  cl::opt<bool> listPasses("list-passes",
                           cl::desc("List the registered passes and exit"),
                           cl::cat(toolCat));
  cl::opt<bool> listDecompositions(
      "list-decompositions",
      cl::desc("List the ops that have a decomposition (builtin and from "
               "plugins), one per line, and exit"),
      cl::cat(toolCat));
  cl::opt<bool> listExpansions(
      "list-expansions",
      cl::desc("List the composite core ops that have an expansion for "
               "expand-composites, one per line, and exit"),
      cl::cat(toolCat));
  cl::opt<bool> listLowerings(
      "list-lowerings",
      cl::desc("List the ops that have a lowering to onnx, one per line with "
               "the opsets where each entry starts (`core.reduce_mean 1 "
               "18`), and exit"),
      cl::cat(toolCat));
  cl::list<std::string> queryOps(
      "query-op",
      cl::desc("Print the functions registered for an op (`aten::relu`, "
               "`core.relu`, `myops::op`): decomposition, expansion, "
               "lowerings with their since_opset, shape function, and who "
               "registered each; then exit (repeatable)"),
      cl::value_desc("op"), cl::cat(toolCat));
  OpsetFlag opsetFlag(toolCat,
                      "With --query-op: whether the op is registered at this "
                      "opset (default: at any)");
  cl::alias queryOpset("query-opset", cl::aliasopt(opsetFlag.opset),
                       cl::desc("Alias for --opset"), cl::Hidden);
  PluginFlags pluginFlags(toolCat);
  cl::opt<bool> printIRAfterAll("print-ir-after-all",
                                cl::desc("Print the IR after every pass"),
                                cl::cat(toolCat));
  cl::opt<bool> printIRBeforeAll("print-ir-before-all",
                                 cl::desc("Print the IR before every pass"),
                                 cl::cat(toolCat));
  cl::list<std::string> printIRBefore(
      "print-ir-before", cl::desc("Print the IR before these passes"),
      cl::value_desc("pass,..."), cl::CommaSeparated, cl::cat(toolCat));
  cl::list<std::string> printIRAfter(
      "print-ir-after", cl::desc("Print the IR after these passes"),
      cl::value_desc("pass,..."), cl::CommaSeparated, cl::cat(toolCat));
  cl::opt<bool> dumpPassPipeline(
      "dump-pass-pipeline",
      cl::desc("Print the passes the pipeline runs (registered pipelines "
               "such as torch-to-onnx expanded) on stderr"),
      cl::cat(toolCat));
  cl::opt<bool> verifyEach("verify-each",
                           cl::desc("Verify the module after every pass"),
                           cl::init(true), cl::cat(toolCat));
  cl::opt<bool> verifyFull(
      "verify-full",
      cl::desc("With --verify-each, verify the whole module after every "
               "pass, not only the ops the pass changed"),
      cl::cat(toolCat));
  cl::opt<bool> timePasses("time-passes",
                           cl::desc("Print the wall time of every pass"),
                           cl::cat(toolCat));
  cl::opt<bool> printDebugInfo("print-debuginfo",
                               cl::desc("Print locations as loc(...)"),
                               cl::cat(toolCat));
  cl::opt<int64_t> elideConstants(
      "elide-constants",
      cl::desc("Print dense constants with more than N elements as elided"),
      cl::value_desc("N"), cl::init(-1), cl::cat(toolCat));
  cl::opt<bool> allowUnregistered(
      "allow-unregistered-ops",
      cl::desc("Accept operations that no dialect declares"), cl::cat(toolCat));
  CaptureFlags capture(toolCat);

  cl::opt<std::string> inputFormat(
      "input-format",
      cl::desc("Read the input as this format whatever its extension: 'ir' "
               "(textual IR) or a registered reader's extension ('onnx', "
               "'pt')"),
      cl::value_desc("format"), cl::cat(toolCat));
  cl::opt<std::string> emitFormat(
      "emit",
      cl::desc("Write the output as this format whatever its extension: "
               "'ir' (textual IR) or a registered writer's extension "
               "('onnx')"),
      cl::value_desc("format"), cl::cat(toolCat));
  WriterFlags writerFlags(toolCat);
  cl::opt<bool> weightless(
      "weightless",
      cl::desc("Reference external data without writing the data files"),
      cl::cat(toolCat));
  cl::alias weightlessAlias("onnx-weightless", cl::aliasopt(weightless),
                            cl::desc("Alias for --weightless"), cl::Hidden);

  cl::opt<bool> run(
      "run",
      cl::desc("After the pass pipeline, run a graph with LibTorch's kernels "
               "and print its outputs instead of the IR"),
      cl::cat(toolCat));
  cl::opt<std::string> runInputs(
      "inputs",
      cl::desc("The inputs of --run (a tuple of values saved with "
               "torch.save); defaults to --example-inputs"),
      cl::value_desc("path"), cl::cat(toolCat));
  cl::opt<std::string> runOutput(
      "run-output",
      cl::desc("Also save the outputs of --run with torch's pickler, for "
               "torch.load"),
      cl::value_desc("path"), cl::cat(toolCat));
  cl::opt<std::string> runGraph("run-graph",
                                cl::desc("The graph --run runs"),
                                cl::value_desc("name"), cl::init("main"),
                                cl::cat(toolCat));

  // One flag per pass; a pass whose name is taken by another option is
  // still reachable through --pass-pipeline.
  std::vector<PassFlag> passFlags;
  for (const PassInfo *info : getRegisteredPasses()) {
    if (cl::getRegisteredOptions().count(info->argument))
      continue;
    PassFlag flag{info, nullptr, nullptr};
    llvm::StringRef name = info->argument;
    if (info->allocator()->getOptions().empty()) {
      flag.plain = std::make_unique<cl::list<bool>>(
          name, cl::desc(info->description), cl::ValueDisallowed,
          cl::cat(passCat));
    } else {
      flag.withOptions = std::make_unique<cl::list<std::string>>(
          name, cl::desc(info->description), cl::ValueOptional,
          cl::value_desc("options"), cl::cat(passCat));
    }
    passFlags.push_back(std::move(flag));
  }

  cl::SetVersionPrinter([toolName](llvm::raw_ostream &os) {
    printToolVersion(os, toolName);
  });
  cl::HideUnrelatedOptions({&toolCat, &passCat});
  if (!cl::ParseCommandLineOptions(argc, argv, toolDescription, &llvm::errs()))
    return 1;

  if (listPasses) {
    printRegisteredPasses(llvm::outs());
    return 0;
  }
  if (listDecompositions) {
    for (const std::string &name : getRegisteredDecompositions())
      llvm::outs() << name << '\n';
    return 0;
  }
  if (listExpansions) {
    for (const std::string &name : getRegisteredExpansions())
      llvm::outs() << name << '\n';
    return 0;
  }
  if (!queryOps.empty()) {
    std::optional<int64_t> opset;
    if (opsetFlag.given())
      opset = opsetFlag.opset;
    if (llvm::Error err = printOpQueries(
            llvm::outs(), {queryOps.begin(), queryOps.end()}, opset)) {
      toolError() << "--query-op: " << llvm::toString(std::move(err)) << '\n';
      return 1;
    }
    return 0;
  }
  if (listLowerings) {
    for (const std::string &name : getLoweredOps()) {
      llvm::outs() << name;
      for (int64_t since : getLoweringOpsets(name))
        llvm::outs() << ' ' << since;
      llvm::outs() << '\n';
    }
    return 0;
  }

  OptConfig cfg;
  if (run) {
    if (!getRunner()) {
      toolError() << "--run: this tool has no runtime\n";
      return 1;
    }
    cfg.run = RunnerOptions{
        runGraph, runInputs.empty() ? capture.exampleInputs : runInputs,
        runOutput, /*stagedOutputPath=*/""};
  } else if (!runInputs.empty() || !runOutput.empty() ||
             runGraph.getNumOccurrences()) {
    toolError() << "--inputs, --run-output and --run-graph apply to --run\n";
    return 1;
  }
  cfg.verifyDiagnostics = verifyDiagnostics;
  cfg.dumpPipeline = dumpPassPipeline;
  cfg.allowUnregistered = allowUnregistered;
  cfg.printOptions.printLocations = printDebugInfo;
  cfg.printOptions.elideConstantsLargerThan = elideConstants;
  PassManagerOptions &pmo = cfg.pmOptions;
  pmo.verifyEach = verifyEach;
  pmo.verifyFull = verifyFull;
  pmo.printIRAfterAll = printIRAfterAll;
  pmo.printIRBeforeAll = printIRBeforeAll;
  pmo.timePasses = timePasses;
  pmo.printOptions = cfg.printOptions;
  for (bool before : {true, false}) {
    for (const std::string &name : before ? printIRBefore : printIRAfter) {
      if (!lookupPassInfo(name)) {
        toolError() << "unknown pass '" << name << "' in --print-ir-"
                    << (before ? "before" : "after") << '\n';
        return 1;
      }
      (before ? pmo.printIRBefore : pmo.printIRAfter).insert(name);
    }
  }

  // Pass flags run in command-line order, each occurrence once.
  std::vector<std::tuple<unsigned, std::string, std::string>> occurrences;
  for (const PassFlag &flag : passFlags)
    flag.collect(occurrences);
  llvm::sort(occurrences);
  if (!passPipeline.empty() && !occurrences.empty()) {
    toolError() << "--pass-pipeline cannot be combined with individual pass "
                   "flags (--"
                << std::get<1>(occurrences.front()) << ")\n";
    return 1;
  }
  cfg.pipeline = passPipeline;
  for (auto &[position, argument, options] : occurrences)
    cfg.passFlags.emplace_back(argument, options);
  // Report pipeline and option errors once, before reading any input.
  if (auto passes = createPasses(cfg); !passes) {
    toolError() << llvm::toString(passes.takeError()) << '\n';
    return 1;
  }

  // Output: textual IR, or a model through the writer registered for the
  // output's extension (or --emit).
  if (!emitFormat.empty() && emitFormat != "ir" &&
      !lookupOutputWriter("." + emitFormat)) {
    toolError() << "--emit: unknown format '" << emitFormat << "'\n";
    return 1;
  }
  if (emitFormat != "ir")
    cfg.writer = lookupOutputWriter(
        emitFormat.empty() ? llvm::sys::path::extension(outputFilename).str()
                           : "." + emitFormat);
  if (cfg.writer) {
    if (outputFilename == "-") {
      toolError() << "--emit=" << emitFormat
                  << " needs an output file (-o)\n";
      return 1;
    }
    if (cfg.run || splitInputFile || verifyDiagnostics) {
      toolError() << "--run, --split-input-file and --verify-diagnostics "
                     "print text; they cannot write '"
                  << outputFilename << "'\n";
      return 1;
    }
    cfg.outputPath = outputFilename;
    cfg.toolName = toolName;
    llvm::Expected<OutputWriterOptions> wo = writerFlags.getOptions();
    if (!wo) {
      toolError() << llvm::toString(wo.takeError()) << '\n';
      return 1;
    }
    cfg.writerOptions = std::move(*wo);
    cfg.writerOptions.weightless = weightless;
  } else if (writerFlags.anyGiven() || weightless) {
    toolError() << "the writer flags (--external-data, --no-export-params, "
                   "--custom-opset, ...) apply to an ONNX output (-o "
                   "model.onnx or --emit=onnx)\n";
    return 1;
  }

  // A model's custom ops must be registered with LibTorch before its
  // TorchScript is loaded.
  if (llvm::Error err = pluginFlags.loadTorchLibraries()) {
    toolError() << llvm::toString(std::move(err)) << '\n';
    return 1;
  }

  // Every output file is written staged and moved into place only when the
  // whole run succeeded (docs/reliability.md): a failed run leaves the
  // previous file untouched and no partial file. The input is never
  // replaced, except in place by a file of its own format.
  StagedOutputs outputs;
  bool inPlace = false;
  {
    if (inputFilename != "-" && outputFilename != "-" &&
        !llvm::sys::fs::equivalent(inputFilename, outputFilename, inPlace) &&
        inPlace)
      inPlace = llvm::sys::path::extension(inputFilename) ==
                llvm::sys::path::extension(outputFilename);
    if (!inPlace)
      outputs.protect(inputFilename);
  }
  std::string stagedOutput;
  if (outputFilename != "-") {
    llvm::Expected<std::string> staged = outputs.stage(outputFilename);
    if (!staged) {
      toolError() << llvm::toString(staged.takeError()) << '\n';
      return 1;
    }
    stagedOutput = *staged;
    cfg.outputPath = stagedOutput;
  }
  // --run-output is staged with -o: written whole or not at all, never
  // over an input.
  if (cfg.run && !cfg.run->outputPath.empty()) {
    outputs.protect(cfg.run->inputsPath);
    llvm::Expected<std::string> staged = outputs.stage(cfg.run->outputPath);
    if (!staged) {
      toolError() << "--run-output: " << llvm::toString(staged.takeError())
                  << '\n';
      return 1;
    }
    cfg.run->stagedOutputPath = *staged;
  }

  // Textual output is collected first and written only at the end.
  std::string output;
  llvm::raw_string_ostream outputOS(output);
  bool ok = true;
  // Models (.pt, ...) are read by the reader registered for their
  // extension, textual IR by the parser.
  const InputReaderFn *reader = nullptr;
  if (inputFormat.empty()) {
    reader = lookupInputReader(inputFilename);
  } else if (inputFormat != "ir") {
    auto it = getInputReaders().find("." + inputFormat);
    if (it == getInputReaders().end()) {
      toolError() << "--input-format: unknown format '" << inputFormat
                  << "'\n";
      return 1;
    }
    reader = &it->second;
  }
  if (reader) {
    if (splitInputFile || verifyDiagnostics) {
      toolError() << "--split-input-file and --verify-diagnostics apply to "
                     "textual IR, not to '"
                  << inputFilename << "'\n";
      return 1;
    }
    std::vector<std::string> filesRead;
    InputReaderOptions readerOptions{capture.exampleInputs,
                                     capture.inputShapes,
                                     capture.getInputNames(),
                                     capture.getDynamicAxes(),
                                     capture.trace,
                                     capture.strict,
                                     inPlace ? nullptr : &filesRead};
    ok = succeeded(processReaderInput(*reader, inputFilename, readerOptions,
                                      outputOS, cfg, toolName));
    for (const std::string &file : filesRead)
      outputs.protect(file);
  } else if (!capture.exampleInputs.empty() || !capture.inputShapes.empty()) {
    toolError() << "--example-inputs and --input-shape apply to models read "
                   "by a registered reader (.pt, ...), not to '"
                << inputFilename << "'\n";
    return 1;
  } else if (capture.trace || capture.strict) {
    toolError() << "--trace and --strict apply to models read by a "
                   "registered reader (.pt, ...), not to '"
                << inputFilename << "'\n";
    return 1;
  } else if (capture.anyGiven()) {
    toolError() << "--input-names and --dynamic-axes apply to models read by "
                   "a registered reader (.pt, ...), not to '"
                << inputFilename << "'\n";
    return 1;
  } else {
    llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> input =
        readInputFile(inputFilename, /*isText=*/true);
    if (!input) {
      toolError() << "cannot open input file '" << inputFilename
                  << "': " << llvm::toString(input.takeError()) << '\n';
      return 1;
    }
    if (splitInputFile) {
      bool first = true;
      for (auto &chunk : splitInput(**input)) {
        if (!first)
          outputOS << "// -----\n";
        first = false;
        size_t before = output.size();
        ok &= succeeded(processBuffer(std::move(chunk), outputOS, cfg));
        if (output.size() != before && output.back() != '\n')
          outputOS << '\n';
      }
    } else {
      ok = succeeded(processBuffer(std::move(*input), outputOS, cfg));
    }
  }
  outputOS.flush();

  if (!ok && outputFilename != "-")
    return 1;
  if (!cfg.writer) {
    std::error_code ec;
    llvm::raw_fd_ostream out(stagedOutput.empty() ? "-" : stagedOutput, ec,
                             llvm::sys::fs::OF_Text);
    if (ec) {
      toolError() << "cannot open output file '" << outputFilename
                  << "': " << ec.message() << '\n';
      return 1;
    }
    out << output;
    out.flush();
    if (out.has_error()) {
      toolError() << "cannot write output file '" << outputFilename
                  << "': " << out.error().message() << '\n';
      out.clear_error();
      return 1;
    }
  }
  if (!ok)
    return 1;
  if (llvm::Error err = outputs.commit()) {
    toolError() << llvm::toString(std::move(err)) << '\n';
    return 1;
  }
  return 0;
}
