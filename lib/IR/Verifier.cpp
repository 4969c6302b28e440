//===- Verifier.cpp - Structural, SSA and per-op checks --------------------===//
#include "tocc/IR/Verifier.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/OpDef.h"
#include "tocc/IR/ShapeInference.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/StringSet.h"

using namespace tocc;

namespace {

/// Maps each value position to its ArgDef, given the op's arity rules: single
/// slots first, then either trailing optional slots or one variadic slot
/// (which may be followed by more single slots).
struct ArgLayout {
  llvm::ArrayRef<ArgDef> defs;
  int variadic = -1; // index into defs
  unsigned numSingle = 0, numOptional = 0;

  explicit ArgLayout(llvm::ArrayRef<ArgDef> defs) : defs(defs) {
    for (unsigned i = 0, e = defs.size(); i != e; ++i) {
      if (defs[i].arity == Arity::Variadic)
        variadic = i;
      else if (defs[i].arity == Arity::Optional)
        ++numOptional;
      else
        ++numSingle;
    }
  }
  bool acceptsCount(unsigned n) const {
    if (variadic >= 0)
      return n >= numSingle;
    return n >= numSingle && n <= numSingle + numOptional;
  }
  std::string describeCount() const {
    if (variadic >= 0)
      return "at least " + std::to_string(numSingle);
    if (numOptional)
      return "between " + std::to_string(numSingle) + " and " +
             std::to_string(numSingle + numOptional);
    return std::to_string(numSingle);
  }
  const ArgDef &defFor(unsigned pos, unsigned n) const {
    if (variadic < 0)
      return defs[pos];
    unsigned v = variadic;
    unsigned after = defs.size() - v - 1;
    if (pos < v)
      return defs[pos];
    if (pos >= n - after)
      return defs[v + 1 + (pos - (n - after))];
    return defs[v];
  }
};

class Verifier {
public:
  /// With `changedOnly`, ops the verifier passed before and that have not
  /// changed since (Operation::isVerified) are skipped, and the ops checked
  /// are collected in `checked` (post-order) for the shape check.
  explicit Verifier(Context &ctx, bool changedOnly = false)
      : ctx(ctx), changedOnly(changedOnly) {}

  std::vector<Operation *> checked;

  LogicalResult verifyModule(Module &m) {
    bool ok = true;
    llvm::StringSet<> names;
    for (Graph &g : m.getGraphs()) {
      if (!names.insert(g.getName()).second) {
        ctx.getDiagEngine().emitError(g.getLoc())
            << "redefinition of graph '@" << g.getName() << "'";
        ok = false;
      }
      ok &= succeeded(verifyGraph(g));
    }
    return success(ok);
  }

  LogicalResult verifyGraph(Graph &g) {
    Region &body = g.getBodyRegion();
    if (body.size() != 1) {
      ctx.getDiagEngine().emitError(g.getLoc())
          << "graph '@" << g.getName() << "' must have exactly one block";
      return failure();
    }
    Block &block = g.getBody();
    bool ok = succeeded(verifyBlock(block, /*inGraphBody=*/true));
    Operation *ret = g.getReturnOp();
    if (!ret) {
      ctx.getDiagEngine().emitError(g.getLoc())
          << "graph '@" << g.getName() << "' must end with 'return'";
      return failure();
    }
    llvm::ArrayRef<Type> declared = g.getResultTypes();
    if (ret->getNumOperands() != declared.size()) {
      ret->emitOpError() << "returns " << ret->getNumOperands()
                         << " values but graph '@" << g.getName()
                         << "' declares " << unsigned(declared.size())
                         << " results";
      return failure();
    }
    for (unsigned i = 0, e = declared.size(); i != e; ++i) {
      Value *v = ret->getOperand(i);
      // The signature may say less than the body knows (`tensor<*, f32>`
      // for a ranked result), never something else.
      if (v && !mergeTypes(declared[i], v->getType(),
                           g.getParentModule().getShapeEnv())) {
        ret->emitOpError() << "type of return operand #" << i << " ("
                           << v->getType().str()
                           << ") does not match the graph's declared result "
                              "type ("
                           << declared[i].str() << ")";
        ok = false;
      }
    }
    return success(ok);
  }

  LogicalResult verifyOp(Operation *op) {
    bool ok = succeeded(verifyOpItself(op));
    for (Region &r : op->getRegions())
      for (Block &b : r.getBlocks())
        ok &= succeeded(verifyBlock(b, /*inGraphBody=*/false));
    if (!ok)
      return failure();
    // The op's own hook runs last, on structurally valid IR.
    if (const OpDef *def = op->getDef())
      if (def->verify && failed(def->verify(op)))
        return failure();
    return success();
  }

  /// SSA visibility: values defined before a use in the same block or in an
  /// enclosing block (unless a region is isolated from above).
  LogicalResult verifyDominance(Region &topRegion) {
    visible.clear();
    return checkRegion(topRegion, /*isolated=*/true);
  }

private:
  LogicalResult verifyBlock(Block &block, bool inGraphBody) {
    bool ok = true;
    for (Operation &op : block) {
      if (changedOnly && fullDepth == 0 && op.isVerified()) {
        // Unchanged; ops in its regions may have changed.
        for (Region &r : op.getRegions())
          for (Block &b : r.getBlocks())
            ok &= succeeded(verifyBlock(b, /*inGraphBody=*/false));
        continue;
      }
      bool isLast = &op == &block.back();
      if (op.hasTrait(Terminator) && !isLast) {
        op.emitOpError() << "must be the last operation in its block";
        ok = false;
      }
      if (op.getNameStr() == "tocc.return" && !inGraphBody) {
        op.emitOpError() << "may only end a graph; use 'yield' in regions";
        ok = false;
      }
      if (op.getNameStr() == "tocc.yield" && inGraphBody) {
        op.emitOpError() << "may only end a region; use 'return' in graphs";
        ok = false;
      }
      // A changed op is checked whole, its regions included.
      ++fullDepth;
      ok &= succeeded(verifyOp(&op));
      --fullDepth;
      if (changedOnly) {
        ok &= succeeded(checkOperandsDominate(&op));
        checked.push_back(&op);
      }
    }
    // The terminator of a region is checked with the op that owns it.
    if (!inGraphBody && (!changedOnly || fullDepth > 0)) {
      Operation *parent = block.getParentOp();
      if (parent && parent->isRegistered() && !block.getTerminator()) {
        parent->emitOpError()
            << "region #" << regionIndex(parent, block.getParent())
            << " must end with a terminator ('yield')";
        ok = false;
      }
    }
    return success(ok);
  }

  static unsigned regionIndex(Operation *op, Region *r) {
    for (unsigned i = 0, e = op->getNumRegions(); i != e; ++i)
      if (&op->getRegion(i) == r)
        return i;
    return 0;
  }

  LogicalResult verifyOpItself(Operation *op) {
    for (unsigned i = 0, e = op->getNumOperands(); i != e; ++i)
      if (!op->getOperand(i))
        return op->emitOpError() << "operand #" << i << " is null";
    for (unsigned i = 0, e = op->getNumResults(); i != e; ++i)
      if (!op->getResult(i)->getType())
        return op->emitOpError() << "result #" << i << " has no type";

    const OpDef *def = op->getDef();
    if (!def) {
      // A TorchScript node of a namespace no dialect declares is imported
      // as a generic op carrying its schema: a plugin's functions or the
      // export's fallback take it, and decompose reports it otherwise.
      if (ctx.allowsUnregisteredOps() || op->hasAttr("tocc.schema"))
        return success();
      return op->emitError() << "unregistered operation '" << op->getNameStr()
                             << "'";
    }

    bool ok = true;
    ok &= succeeded(checkValues(op, "operand", def->operands,
                                op->getOperands()));
    ok &= succeeded(checkValues(op, "result", def->results,
                                op->getResults()));

    for (const AttrDef &ad : def->attrs) {
      Attribute a = op->getAttr(ad.name);
      if (!a) {
        if (ad.required) {
          op->emitOpError() << "requires attribute '" << ad.name << "'";
          ok = false;
        }
        continue;
      }
      if (!satisfiesConstraint(a, ad.constraint)) {
        op->emitOpError() << "attribute '" << ad.name << "' must be "
                          << attrConstraintName(ad.constraint) << ", got "
                          << a.str();
        ok = false;
      }
    }
    if (!def->allowUnknownAttrs) {
      for (const NamedAttribute &na : op->getAttrs()) {
        // Dotted names (`tocc.note`) are discardable annotations.
        if (na.name.contains('.') || def->lookupAttr(na.name))
          continue;
        op->emitOpError() << "has unknown attribute '" << na.name << "'";
        ok = false;
      }
    }

    if (op->getNumRegions() != def->numRegions) {
      op->emitOpError() << "requires " << def->numRegions << " region"
                        << (def->numRegions == 1 ? "" : "s") << ", got "
                        << op->getNumRegions();
      ok = false;
    }
    for (unsigned i = 0, e = op->getNumRegions(); i != e; ++i) {
      if (op->getRegion(i).size() != 1) {
        op->emitOpError() << "region #" << i
                          << " must have exactly one block, got "
                          << unsigned(op->getRegion(i).size());
        ok = false;
      }
    }
    return success(ok);
  }

  LogicalResult checkValues(Operation *op, llvm::StringRef what,
                            llvm::ArrayRef<ArgDef> defs,
                            llvm::ArrayRef<Value *> values) {
    ArgLayout layout(defs);
    unsigned n = values.size();
    if (!layout.acceptsCount(n)) {
      return op->emitOpError() << "requires " << layout.describeCount() << " "
                               << what << (layout.describeCount() == "1"
                                               ? ""
                                               : "s")
                               << ", got " << n;
    }
    bool ok = true;
    for (unsigned i = 0; i != n; ++i) {
      const ArgDef &ad = layout.defFor(i, n);
      Type t = values[i]->getType();
      if (!satisfiesConstraint(t, ad.constraint)) {
        op->emitOpError() << what << " #" << i << " ('" << ad.name
                          << "') must be " << typeConstraintName(ad.constraint)
                          << ", got " << t.str();
        ok = false;
      }
    }
    return success(ok);
  }

  LogicalResult checkRegion(Region &region, bool isolated) {
    llvm::DenseSet<Value *> saved;
    if (isolated)
      std::swap(saved, visible);
    llvm::SmallVector<Value *, 16> added;
    bool ok = true;
    for (Block &block : region.getBlocks()) {
      for (Value *arg : block.getArguments())
        if (visible.insert(arg).second)
          added.push_back(arg);
      for (Operation &op : block) {
        for (unsigned i = 0, e = op.getNumOperands(); i != e; ++i) {
          Value *v = op.getOperand(i);
          if (v && !visible.count(v)) {
            auto diag = op.emitOpError()
                        << "operand #" << i << " does not dominate this use";
            diag.attachNote(v->getLoc()) << "operand defined here";
            ok = false;
          }
        }
        for (Region &r : op.getRegions())
          ok &= succeeded(checkRegion(r, op.hasTrait(IsolatedFromAbove)));
        for (Value *res : op.getResults())
          if (visible.insert(res).second)
            added.push_back(res);
      }
    }
    for (Value *v : added)
      visible.erase(v);
    if (isolated)
      std::swap(saved, visible);
    return success(ok);
  }

  /// Whether `v` is visible at `user`: defined before it in its block, or
  /// in an enclosing block that no IsolatedFromAbove op lies between. The
  /// same rule as checkRegion, for one op, in O(depth) (block order is
  /// cached).
  static bool isVisibleAt(Value *v, Operation *user) {
    Block *defBlock = v->getParentBlock();
    for (Operation *at = user; at;) {
      Block *b = at->getBlock();
      if (!b)
        return false;
      if (b == defBlock) {
        Operation *def = v->getDefiningOp();
        return !def || def->isBeforeInBlock(at);
      }
      Operation *parent = b->getParentOp();
      if (!parent || parent->hasTrait(IsolatedFromAbove))
        return false;
      at = parent;
    }
    return false;
  }

  LogicalResult checkOperandsDominate(Operation *op) {
    bool ok = true;
    for (unsigned i = 0, e = op->getNumOperands(); i != e; ++i) {
      Value *v = op->getOperand(i);
      if (v && !isVisibleAt(v, op)) {
        auto diag = op->emitOpError()
                    << "operand #" << i << " does not dominate this use";
        diag.attachNote(v->getLoc()) << "operand defined here";
        ok = false;
      }
    }
    return success(ok);
  }

  Context &ctx;
  bool changedOnly;
  unsigned fullDepth = 0;
  llvm::DenseSet<Value *> visible;
};

/// The module-level state every op's checks read: the module's attributes
/// (the opsets), its graphs, and its symbols with their ranges and guards.
uint64_t moduleState(Module &module) {
  llvm::hash_code h = llvm::hash_value(module.getNumGraphs());
  for (const NamedAttribute &na : module.getAttrs())
    h = llvm::hash_combine(h, na.name, hash_value(na.value));
  const shape::ShapeEnv &env = module.getShapeEnv();
  for (shape::ExprRef sym : env.getSymbols()) {
    h = llvm::hash_combine(h, sym);
    if (std::optional<shape::SymbolRange> r = env.getRange(sym))
      h = llvm::hash_combine(h, r->min, r->max.value_or(-1),
                             r->max.has_value());
  }
  h = llvm::hash_combine(h, env.getGuards().size(),
                         module.getContext().allowsUnregisteredOps());
  // 0 means "never verified".
  return uint64_t(h) | 1;
}

} // namespace

LogicalResult tocc::verify(Module &module) {
  Verifier v(module.getContext());
  bool ok = succeeded(v.verifyModule(module));
  // Dominance is checked only on structurally valid graphs.
  if (ok)
    for (Graph &g : module.getGraphs())
      ok &= succeeded(v.verifyDominance(g.getBodyRegion()));
  // Declared types must agree with every op's shape function.
  if (ok)
    ok = succeeded(inferShapes(module, InferenceMode::Check));
  if (ok) {
    module.walk([](Operation *op) { op->setVerified(true); });
    module.setVerifiedState(moduleState(module));
  }
  return success(ok);
}

LogicalResult tocc::verifyChanged(Module &module) {
  uint64_t state = moduleState(module);
  if (module.getVerifiedState() != state)
    return verify(module);
  // The graph-level checks (names, signatures, returns) are cheap and run
  // whole; ops only where they changed.
  Verifier v(module.getContext(), /*changedOnly=*/true);
  bool ok = succeeded(v.verifyModule(module));
  if (ok)
    ok = succeeded(checkShapes(module, v.checked));
  if (ok)
    for (Operation *op : v.checked)
      op->setVerified(true);
  return success(ok);
}

LogicalResult tocc::verify(Operation *op) {
  Verifier v(op->getContext());
  return v.verifyOp(op);
}
