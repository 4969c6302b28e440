//===- InferShapesBench.cpp - infer-shapes throughput at 10k..1M ops -------===//
//
// Builds a graph of N ops in memory — a stack of `matmul -> add -> relu`
// layers over a symbolic batch, every result type unknown — runs
// infer-shapes (Refine mode) on it, and reports ops per second for each
// size. Cost should grow linearly: the ns/op column stays flat.
//
//   tocc-bench-infer-shapes [--sizes=10000,100000,1000000]
//
//===----------------------------------------------------------------------===//
#include "tocc/Dialect/AllDialects.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Builder.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/ShapeInference.h"
#include "tocc/IR/Verifier.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

using namespace tocc;

static llvm::cl::list<int64_t>
    sizes("sizes", llvm::cl::desc("Graph sizes in ops"), llvm::cl::CommaSeparated);
static llvm::cl::opt<bool>
    verifyToo("verify", llvm::cl::desc("Also time the verifier"),
              llvm::cl::init(false));

using Clock = std::chrono::steady_clock;
static double secondsSince(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

/// Builds `layers` matmul/add/relu layers: 3 ops each, plus one return.
static void buildGraph(Context &ctx, Module &m, int64_t layers) {
  Graph &g = m.addGraph("main");
  Type f32 = ctx.getUnrankedTensorType(DType::F32);
  Dim batch = ctx.getSymbolDim("batch");
  Value *x = g.getBody().addArgument(
      ctx.getTensorType(DType::F32, {batch, ctx.getStaticDim(64)}));
  Value *w = g.getBody().addArgument(
      ctx.getTensorType(DType::F32, llvm::ArrayRef<int64_t>{64, 64}));
  Value *b = g.getBody().addArgument(
      ctx.getTensorType(DType::F32, llvm::ArrayRef<int64_t>{64}));
  Builder builder(ctx);
  builder.setInsertionPointToEnd(&g.getBody());
  Location loc = ctx.getUnknownLoc();
  Value *h = x;
  for (int64_t i = 0; i < layers; ++i) {
    h = builder.create<core::MatmulOp>(loc, f32, h, w).getOut();
    h = builder.create<core::AddOp>(loc, f32, h, b).getOut();
    h = builder.create<core::ReluOp>(loc, f32, h).getOut();
  }
  builder.create(loc, "tocc.return", {}, {h});
  g.setResultTypes({f32});
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  llvm::cl::ParseCommandLineOptions(argc, argv,
                                    "infer-shapes throughput benchmark\n");
  // Filled element by element: GCC 12 at -O3 warns falsely
  // (-Wfree-nonheap-object) on a std::vector built from cl::list's range.
  llvm::SmallVector<int64_t, 4> ns;
  for (int64_t n : sizes)
    ns.push_back(n);
  if (ns.empty())
    ns = {10000, 100000, 1000000};
  registerAllDialects();

  llvm::outs() << "       ops    build (s)    infer (s)          ops/s"
                  "      ns/op   verify (s)\n";
  for (int64_t n : ns) {
    Context ctx;
    loadRegisteredDialects(ctx);
    Module m(ctx);
    auto t0 = Clock::now();
    buildGraph(ctx, m, std::max<int64_t>(1, n / 3));
    double build = secondsSince(t0);
    int64_t ops = 0;
    m.walk([&](Operation *) { ++ops; });

    auto t1 = Clock::now();
    if (failed(inferShapes(m, InferenceMode::Refine))) {
      llvm::errs() << "infer-shapes failed at " << n << " ops\n";
      return 1;
    }
    double infer = secondsSince(t1);
    // The result must be fully inferred, or the numbers mean nothing.
    Type out = m.getGraph(0).getResultTypes()[0];
    if (!out.hasRank() || out.getRank() != 2 || out.getDims()[0].isUnknown()) {
      llvm::errs() << "inference did not reach the output: " << out.str()
                   << "\n";
      return 1;
    }
    double verifySecs = 0;
    if (verifyToo) {
      auto t2 = Clock::now();
      if (failed(verify(m)))
        return 1;
      verifySecs = secondsSince(t2);
    }
    llvm::outs() << llvm::format("%10lld %12.3f %12.3f %14.0f %10.1f %12.3f\n",
                                 (long long)ops, build, infer, ops / infer,
                                 1e9 * infer / ops, verifySecs);
  }
  return 0;
}
