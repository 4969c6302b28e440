//===- StaticShapes.cpp - Specialize symbolic dims (`static-shapes`) ------===//
//
// For engines that want static graphs: `static-shapes{dims=x:0=1,2=224;y:1=5}`
// makes dim 0 of graph input `x` the constant 1 (and so on) in the form of
// --dynamic-axes, with numbers for symbols. A symbolic dim names a symbol;
// the symbol is replaced by the constant in every type of the module (graph
// inputs and outputs, op results, block arguments of every region), its
// range narrows to that one value, and shape inference runs again so dims
// derived from it fold. An unknown dim (`?`) just becomes the constant.
// Naming an input or axis that does not exist, or a dim that is already a
// different constant, is an error.
//
//===----------------------------------------------------------------------===//
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/ShapeInference.h"
#include "tocc/Pass/Pass.h"
#include "tocc/Transforms/Passes.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"

#include <string>
#include <vector>

using namespace tocc;

namespace {

struct DimSpec {
  std::string input;
  int64_t axis;
  int64_t value;
};

/// Parses `x:0=1,2=224;y:1=5`; an error message quotes the bad entry.
static llvm::Expected<std::vector<DimSpec>> parseDims(llvm::StringRef text) {
  auto error = [](llvm::StringRef entry, const llvm::Twine &msg) {
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "invalid dims '" + entry + "': " + msg +
            " (expected NAME:AXIS=SIZE,..., entries separated by ';', e.g. "
            "x:0=1,2=224;y:0=1)");
  };
  std::vector<DimSpec> specs;
  llvm::SmallVector<llvm::StringRef, 4> entries;
  text.split(entries, ';', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef entry : entries) {
    entry = entry.trim();
    if (entry.empty())
      continue;
    auto [name, axesText] = entry.split(':');
    name = name.trim();
    if (!entry.contains(':') || name.empty())
      return error(entry, "no input name before ':'");
    llvm::SmallVector<llvm::StringRef, 4> items;
    axesText.split(items, ',');
    for (llvm::StringRef item : items) {
      auto [axisText, sizeText] = item.split('=');
      axisText = axisText.trim();
      sizeText = sizeText.trim();
      int64_t axis, size;
      if (axisText.getAsInteger(10, axis) || axis < 0)
        return error(entry, "axis '" + axisText +
                                "' is not a non-negative integer");
      if (!item.contains('=') || sizeText.getAsInteger(10, size) || size < 0)
        return error(entry, "the size of axis " + llvm::Twine(axis) +
                                " is not a non-negative integer");
      for (const DimSpec &s : specs)
        if (s.input == name && s.axis == axis)
          return error(entry, "axis " + llvm::Twine(axis) + " of '" + name +
                                  "' is given twice");
      specs.push_back({name.str(), axis, size});
    }
  }
  return specs;
}

/// `t` with every symbol of `binding` replaced (tensors, also inside
/// lists, optionals and tuples).
static Type substitute(Type t,
                       const llvm::DenseMap<shape::ExprRef, shape::ExprRef> &binding) {
  if (!t)
    return t;
  Context &ctx = t.getContext();
  switch (t.getKind()) {
  case Type::Tensor: {
    if (!t.hasRank())
      return t;
    llvm::SmallVector<Dim, 4> dims;
    bool changed = false;
    for (Dim d : t.getDims()) {
      if (d.isSymbolic()) {
        Dim n(ctx.getExprContext().substitute(d.getExpr(), binding));
        changed |= n != d;
        d = n;
      }
      dims.push_back(d);
    }
    return changed ? ctx.getTensorType(t.getDType(), dims) : t;
  }
  case Type::List:
    return ctx.getListType(substitute(t.getElementType(), binding));
  case Type::Optional:
    return ctx.getOptionalType(substitute(t.getElementType(), binding));
  case Type::Tuple: {
    llvm::SmallVector<Type, 4> elements;
    for (Type e : t.getTupleTypes())
      elements.push_back(substitute(e, binding));
    return ctx.getTupleType(elements);
  }
  default:
    return t;
  }
}

static void substituteBlock(
    Block &block, const llvm::DenseMap<shape::ExprRef, shape::ExprRef> &binding) {
  for (Value *arg : block.getArguments())
    arg->setType(substitute(arg->getType(), binding));
  for (Operation &op : block) {
    for (Value *result : op.getResults())
      result->setType(substitute(result->getType(), binding));
    for (Region &region : op.getRegions())
      for (Block &nested : region.getBlocks())
        substituteBlock(nested, binding);
  }
}

/// Where an error about a graph input points: the input's own location,
/// else the graph's, else the first op using the input (an imported
/// TorchScript graph locates neither inputs nor graph, but its ops are at
/// their source lines).
static Location inputLoc(Value *input, Graph &graph) {
  Location loc = llvm::cast<BlockArgument>(input)->getArgLoc();
  if (!loc.isUnknown())
    return loc;
  if (!graph.getLoc().isUnknown())
    return graph.getLoc();
  Operation *first = nullptr;
  for (Operation *user : input->getUsers()) {
    while (user->getBlock() != &graph.getBody() && user->getParentOp())
      user = user->getParentOp();
    if (!user->getLoc().isUnknown() &&
        (!first || user->isBeforeInBlock(first)))
      first = user;
  }
  return first ? first->getLoc() : loc;
}

struct StaticShapesPass : Pass {
  Option<std::string> dims{
      *this, "dims",
      "Input dims to make static: NAME:AXIS=SIZE,... entries separated by ';' "
      "(x:0=1,2=224;y:1=5)",
      ""};

  llvm::StringRef getArgument() const override { return "static-shapes"; }
  llvm::StringRef getDescription() const override {
    return "Specialize dims of graph inputs to constants and substitute their "
           "symbols everywhere";
  }

  llvm::Error verifyOptions() const override {
    return parseDims(dims.getValue()).takeError();
  }

  LogicalResult runOnModule(Module &module) override {
    Context &ctx = module.getContext();
    DiagnosticEngine &diags = ctx.getDiagEngine();
    llvm::Expected<std::vector<DimSpec>> specs = parseDims(dims.getValue());
    if (!specs) {
      diags.emitError(module.getLoc())
          << "static-shapes: " << llvm::toString(specs.takeError());
      return failure();
    }
    shape::ShapeEnv &env = module.getShapeEnv();
    shape::ExprContext &exprs = ctx.getExprContext();
    llvm::DenseMap<shape::ExprRef, shape::ExprRef> binding;
    bool ok = true;
    for (const DimSpec &spec : *specs) {
      Value *input = nullptr;
      Graph *owner = nullptr;
      for (Graph &g : module.getGraphs())
        for (Value *in : g.getInputs())
          if (!input && in->getName() == spec.input) {
            input = in;
            owner = &g;
          }
      if (!input) {
        std::vector<std::string> names;
        if (module.getNumGraphs())
          for (Value *in : module.getGraph(0).getInputs())
            names.push_back(in->getName().str());
        diags.emitError(module.getLoc())
            << "static-shapes: no graph input is named '" << spec.input
            << "' (inputs: " << llvm::join(names, ", ") << ")";
        ok = false;
        continue;
      }
      Location loc = inputLoc(input, *owner);
      Type type = input->getType();
      if (!type.isTensor() || !type.hasRank()) {
        diags.emitError(loc) << "static-shapes: input '" << spec.input
                             << "' has type " << type.str()
                             << ", not a tensor of known rank";
        ok = false;
        continue;
      }
      if (spec.axis >= type.getRank()) {
        diags.emitError(loc) << "static-shapes: axis " << spec.axis
                             << " of input '" << spec.input
                             << "' is out of range: the input has rank "
                             << type.getRank();
        ok = false;
        continue;
      }
      Dim dim = type.getDims()[spec.axis];
      shape::ExprRef value = exprs.getConstant(spec.value);
      if (dim.isStatic()) {
        if (dim.getStatic() != spec.value) {
          diags.emitError(loc)
              << "static-shapes: dim " << spec.axis << " of input '"
              << spec.input << "' is already " << dim.getStatic()
              << ", not " << spec.value;
          ok = false;
        }
        continue;
      }
      if (dim.isUnknown()) {
        llvm::SmallVector<Dim, 4> newDims(type.getDims().begin(),
                                          type.getDims().end());
        newDims[spec.axis] = Dim(value);
        input->setType(ctx.getTensorType(type.getDType(), newDims));
        continue;
      }
      shape::ExprRef sym = dim.getExpr();
      if (!sym->isSymbol()) {
        diags.emitError(loc)
            << "static-shapes: dim " << spec.axis << " of input '"
            << spec.input << "' is the expression '" << sym->str()
            << "', not a symbol";
        ok = false;
        continue;
      }
      auto [it, inserted] = binding.try_emplace(sym, value);
      if (!inserted && it->second != value) {
        diags.emitError(loc)
            << "static-shapes: symbol '" << sym->getSymbolName()
            << "' (dim " << spec.axis << " of input '" << spec.input
            << "') is given both " << it->second->getConstant() << " and "
            << spec.value;
        ok = false;
      }
    }
    if (!ok)
      return failure();
    if (binding.empty())
      return success();

    for (auto &[sym, value] : binding)
      env.setRange(sym, value->getConstant(), value->getConstant());
    for (Graph &g : module.getGraphs()) {
      substituteBlock(g.getBody(), binding);
      llvm::SmallVector<Type, 4> results;
      for (Type t : g.getResultTypes())
        results.push_back(substitute(t, binding));
      g.setResultTypes(results);
    }
    return inferShapes(module, InferenceMode::Refine);
  }
};

} // namespace

std::unique_ptr<Pass> tocc::createStaticShapesPass() {
  return std::make_unique<StaticShapesPass>();
}
