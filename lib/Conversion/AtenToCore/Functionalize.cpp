//===- Functionalize.cpp - The `functionalize` pass: mutation -> values --===//
//
// An aten program mutates tensors in place (`aten.add_.Tensor`, `relu_`,
// `copy_` into a slice, `fill_` of a select): the mutated memory is seen by
// every later read of the tensor, of the base tensor it is a view of, and of
// every other view of that base. Core ops are values, so before decompose
// every mutation becomes a value and every such later read reads it.
//
// Aliasing comes from the schema: an argument `Tensor(a!)` is written, and
// an op `(Tensor(a) self, ...) -> Tensor(a)` returns a view of its first
// operand. The pass walks each graph once in program order (nested regions
// included) and keeps, per base tensor (a value that is no view: a graph
// input, a weight, the result of a computing op), its latest value and a
// version count of the mutations so far; per view, its parent and the view
// op that made it. Every operand is read through that state: a base reads
// its latest value, a view taken before the latest mutation of its base is
// derived again from the latest base (the view op cloned, just before the
// reader's ancestor in the base's block) once per version.
//
// A mutation of `self` computes the new value of self functionally (the
// op's functional form `aten.X` of the same overload; copy_ the source cast
// and expanded to self; fill_ full_like; zero_ zeros_like), then walks the
// view chain up to the base, putting the new child into the parent with the
// inverse of each view op (slice -> slice_scatter, select -> select_scatter,
// reshape-like -> reshape to the parent's sizes, transpose/permute -> the
// inverse permutation, ...). The op's result is an alias of self (an
// identity view), so its readers follow later mutations too.
//
// A mutation inside a prim.Loop or prim.If of a base defined outside it
// (torchvision's `batched[i, :h, :w].copy_(img)` in a loop over images,
// `result[idx] = ...` per feature level) makes the base a value the region
// carries, as torch.onnx's remove-inplace-ops pass does: the Loop gets it
// as a new carried value (operand, body argument, yield, result), each If
// branch yields its latest value and the If gets a result; inside, the
// base's latest value is the body argument, after the region its result.
// A view is derived again just before its reader's ancestor in the block
// of the base's latest value, so it dominates the reader.
//
//===----------------------------------------------------------------------===//
#include "tocc/Conversion/AtenToCore/Functionalize.h"
#include "tocc/Conversion/AtenToCore/Passes.h"

#include "tocc/Dialect/Aten/AtenOps.h"
#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/OpDef.h"
#include "tocc/IR/ShapeInference.h"
#include "tocc/Pass/PassRegistry.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"

using namespace tocc;

namespace {

//===--- What a schema says about aliasing --------------------------------===//

struct SchemaAliasing {
  /// Per schema argument (operand): its name and whether it is written.
  llvm::SmallVector<std::pair<std::string, bool>, 6> args;
  /// `(Tensor(a) self, ...) -> Tensor(a)`: the result is a view of operand 0.
  bool viewOfFirst = false;
  bool writesAny() const {
    return llvm::any_of(args, [](const auto &a) { return a.second; });
  }
};

/// Splits `s` at commas outside (), [] and quotes.
llvm::SmallVector<llvm::StringRef, 8> splitTopLevel(llvm::StringRef s) {
  llvm::SmallVector<llvm::StringRef, 8> parts;
  int depth = 0;
  bool quoted = false;
  size_t start = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '"' || c == '\'')
      quoted = !quoted;
    else if (quoted)
      continue;
    else if (c == '(' || c == '[')
      ++depth;
    else if (c == ')' || c == ']')
      --depth;
    else if (c == ',' && depth == 0) {
      parts.push_back(s.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (!s.slice(start, s.size()).trim().empty())
    parts.push_back(s.slice(start, s.size()).trim());
  return parts;
}

/// Reads `aten::name.overload(ARGS) -> RETURNS`. Unparseable text says
/// nothing is written and nothing aliased.
SchemaAliasing parseSchemaAliasing(llvm::StringRef schema) {
  SchemaAliasing info;
  size_t open = schema.find('(');
  if (open == llvm::StringRef::npos)
    return info;
  int depth = 0;
  size_t close = llvm::StringRef::npos;
  for (size_t i = open; i < schema.size(); ++i) {
    if (schema[i] == '(')
      ++depth;
    else if (schema[i] == ')' && --depth == 0) {
      close = i;
      break;
    }
  }
  if (close == llvm::StringRef::npos)
    return info;
  for (llvm::StringRef arg : splitTopLevel(schema.slice(open + 1, close))) {
    if (arg == "*")
      continue;
    llvm::StringRef decl = arg.split('=').first.trim();
    auto [type, name] = decl.rsplit(' ');
    info.args.push_back({name.str(), type.contains('!')});
  }
  llvm::StringRef returns = schema.substr(close + 1).trim();
  if (returns.consume_front("->")) {
    returns = returns.trim();
    info.viewOfFirst =
        !info.args.empty() && returns == "Tensor(a)" &&
        schema.slice(open + 1, close).trim().starts_with("Tensor(a) ");
  }
  return info;
}

/// In-place ops that change which elements a tensor views (torch's
/// `inplace_view` tag), not their values.
bool isInPlaceViewOp(llvm::StringRef name) {
  static const llvm::StringSet<> ops = {
      aten::Squeeze_1Op::getOperationName(),
      aten::SqueezeDim_1Op::getOperationName(),
      aten::SqueezeDimname_1Op::getOperationName(),
      aten::Unsqueeze_1Op::getOperationName(),
      aten::TransposeOp::getOperationName(),
      aten::T_1Op::getOperationName(),
      aten::Swapaxes_1Op::getOperationName(),
      aten::Swapdims_1Op::getOperationName(),
      aten::AsStrided_1Op::getOperationName(),
      aten::Resize_1Op::getOperationName(),
      aten::ResizeAs_1Op::getOperationName(),
      aten::Set_1Op::getOperationName(),
      aten::SetSourceTensor_1Op::getOperationName(),
      aten::SetSourceStorage_1Op::getOperationName(),
      aten::SetSourceStorageStorageOffset_1Op::getOperationName()};
  return ops.contains(name);
}

/// `aten.add_.Tensor` -> `aten.add.Tensor`, `aten.__iand__.Tensor` ->
/// `aten.__and__.Tensor`; empty if the name is not an in-place op's.
std::string functionalName(llvm::StringRef name) {
  auto [ns, rest] = name.split('.');
  auto [base, overload] = rest.split('.');
  std::string out;
  if (base.starts_with("__i") && base.ends_with("__") && base.size() > 5)
    out = (ns + ".__" + base.drop_front(3)).str(); // __iand__ -> __and__
  else if (base.ends_with("_") && !base.starts_with("__"))
    out = (ns + "." + base.drop_back()).str();
  else
    return {};
  if (!overload.empty())
    out += ("." + overload).str();
  return out;
}

/// Whether `def` takes the arguments of `inPlace` (same count, same kind
/// each): `aten.pow_.Scalar(Tensor self, Scalar exponent)` is
/// `aten.pow.Tensor_Scalar`, not `aten.pow.Scalar(Scalar self, Tensor
/// exponent)`.
bool sameArguments(const OpDef &def, const OpDef &inPlace) {
  if (def.operands.size() != inPlace.operands.size())
    return false;
  for (size_t i = 0; i < def.operands.size(); ++i)
    if (def.operands[i].constraint != inPlace.operands[i].constraint ||
        def.operands[i].arity != inPlace.operands[i].arity)
      return false;
  return true;
}

/// The functional form of in-place `op`: `preferred` (the same overload)
/// if it takes the same arguments, else the first overload of the base
/// name that does (`floor_divide_.Tensor` -> `floor_divide`,
/// `pow_.Tensor` -> `pow.Tensor_Tensor`); null if none.
const OpDef *findFunctionalForm(Operation *op, llvm::StringRef preferred) {
  Context &ctx = op->getContext();
  const OpDef *inPlace = ctx.lookupOpDef(op->getNameStr());
  if (!inPlace)
    return nullptr;
  if (const OpDef *def = ctx.lookupOpDef(preferred);
      def && sameArguments(*def, *inPlace))
    return def;
  // `aten.pow.Tensor` -> overloads of `aten.pow`.
  llvm::StringRef base = preferred;
  if (size_t dot = base.find('.', base.find('.') + 1);
      dot != llvm::StringRef::npos)
    base = base.take_front(dot);
  const Dialect *aten = ctx.getDialect("aten");
  if (!aten)
    return nullptr;
  for (const auto &def : aten->getOps()) {
    llvm::StringRef name = def->name;
    if ((name == base || (name.starts_with(base) &&
                          name.drop_front(base.size()).starts_with("."))) &&
        sameArguments(*def, *inPlace))
      return def.get();
  }
  return nullptr;
}

/// The ancestor of `op` (itself included) whose block is `block`, or null.
Operation *ancestorIn(Operation *op, Block *block) {
  while (op && op->getBlock() != block)
    op = op->getParentOp();
  return op;
}

/// The int list a `prim.Constant` or a `prim.ListConstruct` of constants
/// holds.
std::optional<llvm::SmallVector<int64_t, 4>> constantIntList(Value *v) {
  Operation *def = v->getDefiningOp();
  if (!def)
    return std::nullopt;
  if (def->getNameStr() == "prim.Constant")
    return def->getAttr("value").getIntArray();
  if (def->getNameStr() != "prim.ListConstruct")
    return std::nullopt;
  llvm::SmallVector<int64_t, 4> out;
  for (Value *e : def->getOperands()) {
    Operation *c = e->getDefiningOp();
    Attribute a = c && c->getNameStr() == "prim.Constant" ? c->getAttr("value")
                                                          : Attribute();
    if (!a.isInt())
      return std::nullopt;
    out.push_back(a.getInt());
  }
  return out;
}

//===--- The rewrite
//-------------------------------------------------------===//

class Functionalizer {
public:
  explicit Functionalizer(Module &module) : module(module) {}

  LogicalResult run(bool *changed) {
    for (Graph &g : module.getGraphs())
      walkBlock(g.getBody());
    if (changed)
      *changed = !mutations.empty();
    if (!ok)
      return failure();
    for (Operation *op : llvm::reverse(mutations)) {
      for (Value *r : op->getResults())
        if (!r->use_empty())
          return op->emitOpError()
                 << "is still read after functionalize (internal error)";
      op->erase();
    }
    return success();
  }

private:
  /// Visits the ops of `block` in order, and their regions'. Ops the
  /// visits insert (derived views, functional values) are not visited.
  void walkBlock(Block &block) {
    std::vector<Operation *> ops;
    for (Operation &op : block)
      ops.push_back(&op);
    for (Operation *op : ops)
      walkOp(op);
  }

  void walkOp(Operation *op) {
    llvm::StringRef name = op->getNameStr();
    bool isLoop = name == "prim.Loop", isIf = name == "prim.If";
    llvm::SetVector<Value *> carried;
    if (isLoop || isIf)
      carried = mutatedOuterBases(op);
    if (carried.empty()) {
      visit(op);
      for (Region &region : op->getRegions())
        for (Block &block : region.getBlocks())
          walkBlock(block);
      return;
    }
    carriedBy[op] = carried;
    if (isLoop) {
      Block &body = op->getRegion(0).front();
      Operation *yield = body.getTerminator();
      unsigned first = op->getNumOperands();
      for (Value *base : carried)
        op->insertOperand(op->getNumOperands(), base);
      visit(op); // reads each base's value on entry
      for (auto [i, base] : llvm::enumerate(carried)) {
        Value *entry = op->getOperand(first + i);
        setCurrent(base, body.addArgument(entry->getType(), op->getLoc()));
        // The yield reads the base's latest value when the walk reaches it.
        yield->insertOperand(yield->getNumOperands(), base);
      }
      walkBlock(body);
      for (auto [i, base] : llvm::enumerate(carried))
        setCurrent(base, op->addResult(op->getOperand(first + i)->getType()));
      return;
    }
    visit(op);
    llvm::SmallVector<Value *, 4> entry;
    for (Value *base : carried)
      entry.push_back(resolve(base, op));
    for (Region &region : op->getRegions()) {
      Block &branch = region.front();
      Operation *yield = branch.getTerminator();
      for (Value *base : carried)
        yield->insertOperand(yield->getNumOperands(), base);
      walkBlock(branch);
      for (auto [i, base] : llvm::enumerate(carried))
        setCurrent(base, entry[i]);
    }
    for (auto [i, base] : llvm::enumerate(carried))
      setCurrent(base, op->addResult(entry[i]->getType()));
  }

  /// `base` holds `value` from here on: views of it are derived again.
  void setCurrent(Value *base, Value *value) {
    current[base] = value;
    ++version[base];
  }

  /// The base `v` views, following view ops by their schemas (the chains
  /// visit() records when the walk reaches them).
  Value *staticBase(Value *v) {
    while (Operation *def = v->getDefiningOp()) {
      const SchemaAliasing &info = aliasingOf(def);
      bool aliasesFirst =
          info.viewOfFirst || (!info.args.empty() && info.args[0].second);
      if (!aliasesFirst || def->getNumResults() != 1 ||
          def->getNumOperands() == 0 ||
          !def->getOperand(0)->getType().isTensor())
        break;
      v = def->getOperand(0);
    }
    if (auto it = views.find(v); it != views.end())
      return rootOf(v);
    return v;
  }

  /// The tensors defined outside `region` that an op inside it writes
  /// (through views too): the values `region` must carry.
  llvm::SetVector<Value *> mutatedOuterBases(Operation *region) {
    llvm::SetVector<Value *> out;
    region->walk(
        [&](Operation *op) {
          if (op == region)
            return;
          const SchemaAliasing &info = aliasingOf(op);
          if (info.args.empty() || !info.args[0].second ||
              op->getNumOperands() == 0 ||
              !op->getOperand(0)->getType().isTensor())
            return;
          Value *base = staticBase(op->getOperand(0));
          Operation *owner = base->isBlockArgument()
                                 ? base->getParentBlock()->getParentOp()
                                 : base->getDefiningOp();
          if (owner != region && (!owner || !region->isProperAncestor(owner)))
            out.insert(base);
        },
        /*postOrder=*/false);
    return out;
  }

  /// Whether every region between `op` and the block of `root` carries
  /// root (so the mutation is of the region's own value).
  bool carriedThrough(Operation *op, Value *root) {
    Block *rootBlock = root->getParentBlock();
    for (Operation *p = op->getParentOp(); p; p = p->getParentOp()) {
      auto it = carriedBy.find(p);
      if (it == carriedBy.end() || !it->second.contains(root))
        return false;
      if (p->getBlock() == rootBlock)
        return true;
    }
    return false;
  }

  /// Of blocks that all enclose one op, the innermost.
  static Block *innermost(llvm::ArrayRef<Block *> blocks) {
    auto depth = [](Block *b) {
      unsigned d = 0;
      for (Operation *p = b->getParentOp(); p; p = p->getParentOp())
        ++d;
      return d;
    };
    Block *best = blocks.front();
    for (Block *b : blocks)
      if (depth(b) > depth(best))
        best = b;
    return best;
  }

  /// How a view was made: `parent` (an original value) through `op`; an
  /// in-place op's result is an identity view of the tensor it wrote.
  struct ViewStep {
    Value *parent;
    Operation *op;
    bool identity;
  };

  const SchemaAliasing &aliasingOf(Operation *op) {
    auto [it, inserted] = schemas.try_emplace(op->getName().getImpl());
    if (inserted) {
      llvm::StringRef schema;
      if (Attribute s = op->getAttr("tocc.schema"); s.isString())
        schema = s.getString();
      else if (op->getDef() && op->getName().getDialectNamespace() == "aten")
        schema = op->getDef()->summary;
      it->second = parseSchemaAliasing(schema);
    }
    return it->second;
  }

  Value *rootOf(Value *v) const {
    for (auto it = views.find(v); it != views.end(); it = views.find(v))
      v = it->second.parent;
    return v;
  }

  /// The value `v` (an original value) holds when `user` runs.
  Value *resolve(Value *v, Operation *user) {
    Value *root = rootOf(v);
    auto cur = current.find(root);
    if (cur == current.end())
      return v;
    if (v == root)
      return cur->second;
    unsigned now = version[root];
    auto &[seen, value] = derived[v];
    if (seen == now && value)
      return value;
    const ViewStep &step = views.find(v)->second;
    Value *parent = resolve(step.parent, user);
    Value *fresh = parent;
    if (!step.identity) {
      llvm::DenseMap<Value *, Value *> mapping;
      mapping[step.op->getOperand(0)] = parent;
      Operation *clone = step.op->clone(mapping);
      Block *at = innermost({root->getParentBlock(), parent->getParentBlock()});
      Builder b(ancestorIn(user, at));
      b.insert(clone);
      fresh = clone->getResult(0);
    }
    derived[v] = {now, fresh};
    return fresh;
  }

  /// A list of tensors holds references: read after a mutation of one of
  /// its elements, it holds the new value. Returns the list to read at
  /// `user` (a new prim.ListConstruct when an element changed).
  Value *resolveList(Value *list, Operation *user) {
    auto it = listElements.find(list);
    if (it == listElements.end())
      return list;
    Operation *def = list->getDefiningOp();
    llvm::SmallVector<Value *, 4> now;
    for (Value *e : it->second)
      now.push_back(resolve(e, user));
    if (llvm::equal(now, def->getOperands()))
      return list;
    auto &[last, lastElements] = rebuiltLists[list];
    if (last && llvm::equal(now, lastElements))
      return last;
    llvm::DenseMap<Value *, Value *> mapping;
    Operation *clone = def->clone(mapping);
    clone->setOperands(now);
    llvm::SmallVector<Block *, 4> blocks = {def->getBlock()};
    for (Value *e : now)
      blocks.push_back(e->getParentBlock());
    Builder b(ancestorIn(user, innermost(blocks)));
    b.insert(clone);
    last = clone->getResult(0);
    lastElements.assign(now.begin(), now.end());
    return last;
  }

  void visit(Operation *op) {
    llvm::SmallVector<Value *, 4> original = op->getOperands();
    for (unsigned i = 0, e = op->getNumOperands(); i != e; ++i) {
      Value *v = resolveList(resolve(original[i], op), op);
      if (v != original[i])
        op->setOperand(i, v);
    }
    if (op->getNameStr() == "prim.ListConstruct" &&
        llvm::any_of(original,
                     [](Value *v) { return v->getType().isTensor(); }))
      listElements[op->getResult(0)].assign(original.begin(), original.end());

    const SchemaAliasing &info = aliasingOf(op);
    if (info.writesAny()) {
      functionalizeMutation(op, original, info);
      return;
    }
    if (!info.viewOfFirst || original.empty() ||
        !original[0]->getType().isTensor() || op->getNumResults() != 1)
      return;
    // `to` returns its input when nothing changes and a copy otherwise:
    // with both dtypes known, the input itself or a new base.
    bool identity = false;
    // Name literal: every overload of aten.to (dtype, device, other, ...).
    if (op->getNameStr().starts_with("aten.to.")) {
      DType from = original[0]->getType().getDType();
      DType to = op->getResult(0)->getType().isTensor()
                     ? op->getResult(0)->getType().getDType()
                     : DType::Unknown;
      if (from != DType::Unknown && to != DType::Unknown) {
        if (from != to)
          return;
        identity = true;
      }
    }
    recordView(op->getResult(0), {original[0], op, identity});
  }

  void recordView(Value *view, ViewStep step) {
    Value *root = rootOf(step.parent);
    views[view] = step;
    derived[view] = {version.lookup(root), view};
    aliases[root].push_back(view);
  }

  /// An alias of `root` (itself or a view) read after `op`, or null.
  Value *readAfter(Operation *op, Value *root) {
    llvm::SmallVector<Value *, 8> all = {root};
    if (auto it = aliases.find(root); it != aliases.end())
      all.append(it->second.begin(), it->second.end());
    for (Value *alias : all)
      for (OpOperand &use : alias->getUses()) {
        Operation *anc = ancestorIn(use.getOwner(), op->getBlock());
        if (anc && anc != op && op->isBeforeInBlock(anc))
          return alias;
      }
    return nullptr;
  }

  void fail() { ok = false; }

  void functionalizeMutation(Operation *op, llvm::ArrayRef<Value *> original,
                             const SchemaAliasing &info) {
    llvm::StringRef name = op->getNameStr();
    std::string functional = functionalName(name);
    bool onlySelf = !info.args.empty() && info.args[0].second &&
                    llvm::all_of(llvm::drop_begin(info.args),
                                 [](const auto &a) { return !a.second; });
    // A write to a list or a dict (append, d[k] = v) is the language
    // stage's (resolve-lists, resolve-dicts); one it could not resolve is
    // reported by decompose, which has no entry for it.
    bool writesOnlyContainers = true;
    for (size_t i = 0; i < info.args.size() && i < original.size(); ++i)
      if (info.args[i].second && original[i]->getType().isTensor())
        writesOnlyContainers = false;
    if (writesOnlyContainers)
      return;
    // QAT's fused observer and fake-quantize writes its running min/max,
    // scale and zero point only while its observer is on: off (a constant
    // 0, as a QAT model is exported), it is a fake-quantize, which
    // decompose rewrites (FakeQuantize.cpp).
    if (name == aten::FusedMovingAvgObsFakeQuantOp::getOperationName() &&
        original.size() > 1) {
      Operation *def = original[1]->getDefiningOp();
      Attribute a = def && def->getNameStr() == "prim.Constant"
                        ? def->getAttr("value")
                        : Attribute();
      if (a && a.isDense() && !a.isElided() &&
          llvm::all_of(a.getRawData(), [](char b) { return b == 0; }))
        return;
      op->emitOpError() << "has its observer on (observer_on is not a "
                           "constant 0): it would update the scale at run "
                           "time; export after model.apply(torch.ao."
                           "quantization.disable_observer)";
      fail();
      return;
    }
    if (functional.empty() || !onlySelf || original.empty() ||
        !original[0]->getType().isTensor()) {
      for (const auto &[argName, written] : info.args)
        if (written) {
          op->emitOpError() << "writes its argument '" << argName
                            << "'; functionalize rewrites only in-place ops "
                               "(aten.foo_) that write their first tensor";
          return fail();
        }
    }
    if (isInPlaceViewOp(name)) {
      op->emitOpError() << "changes in place which elements its input views; "
                           "functionalize does not support in-place view ops";
      return fail();
    }

    Value *self = original[0];
    Value *root = rootOf(self);
    Block *rootBlock = root->getParentBlock();
    if ((op->getBlock() != rootBlock && !carriedThrough(op, root)) ||
        (root->isBlockArgument() && rootBlock->getParentOp())) {
      Operation *region = op->getParentOp();
      InFlightDiagnostic diag = op->emitOpError();
      diag << "mutation inside control flow: it writes '"
           << (root->getName().empty() ? "a tensor" : root->getName().str())
           << "'";
      if (root->isBlockArgument() && rootBlock == op->getBlock())
        diag << ", a block argument of its '" << region->getNameStr()
             << "' region";
      else
        diag << ", defined outside its '"
             << (region ? region->getNameStr() : "graph") << "' region";
      diag << "; functionalize does not support that yet";
      return fail();
    }
    Operation *rootDef = root->getDefiningOp();
    bool isInput = root->isBlockArgument();
    bool isWeight = rootDef && rootDef->getNameStr() == "prim.Constant" &&
                    root->getType().isTensor();
    // nn.Embedding(max_norm=...) renormalizes the rows it looks up in its
    // weight, for good, before each lookup. Renormalizing is idempotent (a
    // renormalized row's norm is below max_norm), so a program that
    // renormalizes the rows of each call from the original weight reads
    // what torch reads on every call: the write is a value of the call.
    bool idempotentWeightWrite =
        isWeight && name == aten::EmbeddingRenorm_1Op::getOperationName();
    if ((isInput || isWeight) && !idempotentWeightWrite) {
      if (Value *seen = readAfter(ancestorIn(op, rootBlock), root)) {
        InFlightDiagnostic diag = op->emitOpError();
        diag << "mutates " << (isInput ? "graph input" : "weight") << " '"
             << root->getName() << "'";
        if (seen != root)
          diag << " (through a view)";
        diag << ", which is read after it; only a "
             << (isInput ? "graph input" : "weight")
             << " that is dead afterwards may be written";
        return fail();
      }
    }

    Builder b(op);
    Value *newSelf = computeNewValue(b, op, functional);
    if (!newSelf)
      return fail();
    if (op->getNumResults() == 1 && newSelf->getName().empty() &&
        newSelf->getDefiningOp() && !op->getResult(0)->getName().empty() &&
        newSelf->getParentBlock() == op->getBlock())
      newSelf->setName(op->getResult(0)->getName());

    // Put the new value back into the base, view by view.
    Value *child = self, *childValue = newSelf;
    for (auto it = views.find(child); it != views.end();
         it = views.find(child)) {
      ViewStep step = it->second;
      Value *parentValue = resolve(step.parent, op);
      childValue = step.identity
                       ? childValue
                       : scatter(b, op, step, parentValue, childValue);
      if (!childValue)
        return fail();
      child = step.parent;
    }
    current[root] = childValue;
    unsigned now = ++version[root];
    if (self != root)
      derived[self] = {now, newSelf};
    mutations.push_back(op);
    if (op->getNumResults() == 1) {
      recordView(op->getResult(0), {self, op, true});
      derived[op->getResult(0)] = {now, newSelf};
    }
  }

  /// Creates `name` before the mutation with `operands`; the result type is
  /// the shape function's, merged with `declared`.
  Value *create(Builder &b, Operation *at, llvm::StringRef name, Type declared,
                llvm::ArrayRef<Value *> operands,
                llvm::ArrayRef<NamedAttribute> attrs = {}) {
    if (!module.getContext().lookupOpDef(name)) {
      at->emitOpError() << "functionalize needs '" << name
                        << "', which no loaded dialect declares";
      return nullptr;
    }
    Operation *newOp =
        b.create(at->getLoc(), name, {declared}, operands, attrs);
    refineResultTypes(newOp, knownValues);
    return newOp->getResult(0);
  }

  Value *none(Builder &b, Operation *at) {
    return create(b, at, "prim.Constant", module.getContext().getNoneType(),
                  {});
  }

  Value *intConstant(Builder &b, Operation *at, int64_t v) {
    return create(b, at, "prim.Constant", module.getContext().getIntType(), {},
                  {{"value", module.getContext().getIntAttr(v)}});
  }

  Value *intListConstant(Builder &b, Operation *at,
                         llvm::ArrayRef<int64_t> values) {
    Context &ctx = module.getContext();
    return create(b, at, "prim.Constant", ctx.getListType(ctx.getIntType()), {},
                  {{"value", ctx.getIntArrayAttr(values)}});
  }

  /// `src` with the dtype and shape of `self` (copy_'s semantics): a
  /// type_as when the dtypes may differ, an expand_as when the shapes may.
  Value *castAndExpand(Builder &b, Operation *at, Value *src, Value *self) {
    Type st = src->getType(), dt = self->getType();
    Context &ctx = module.getContext();
    Value *v = src;
    if (!st.isTensor())
      return nullptr;
    if (st.getDType() != dt.getDType() || dt.getDType() == DType::Unknown) {
      Type t = st.hasRank() ? ctx.getTensorType(dt.getDType(), st.getDims())
                            : ctx.getUnrankedTensorType(dt.getDType());
      v = create(b, at, aten::TypeAsOp::getOperationName(), t, {v, self});
      if (!v)
        return nullptr;
    }
    bool sameShape =
        st.hasRank() && dt.hasRank() && st.getDims() == dt.getDims() &&
        llvm::all_of(dt.getDims(), [](Dim d) { return !d.isUnknown(); });
    if (!sameShape)
      v = create(b, at, aten::ExpandAsOp::getOperationName(), dt, {v, self});
    return v;
  }

  /// The value self holds after `op`, computed without writing anything.
  Value *computeNewValue(Builder &b, Operation *op,
                         llvm::StringRef functional) {
    llvm::StringRef name = op->getNameStr();
    Value *self = op->getOperand(0);
    Type selfType = self->getType();
    if (name == aten::Copy_1Op::getOperationName() ||
        name == aten::CopyTensorOp::getOperationName() ||
        name == aten::FillTensor_1Op::getOperationName()) {
      Value *v = castAndExpand(b, op, op->getOperand(1), self);
      if (!v)
        op->emitOpError() << "copies from a non-tensor";
      return v;
    }
    if (name == aten::FillScalar_1Op::getOperationName() ||
        name == aten::CopyIntOp::getOperationName() ||
        name == aten::CopyFloatOp::getOperationName()) {
      Value *n = none(b, op);
      llvm::SmallVector<Value *, 7> operands = {
          self, op->getOperand(1), n, n, n, n, n};
      return create(b, op, aten::FullLikeOp::getOperationName(), selfType,
                    operands);
    }
    if (name == aten::Zero_1Op::getOperationName()) {
      Value *n = none(b, op);
      llvm::SmallVector<Value *, 6> operands = {self, n, n, n, n, n};
      return create(b, op, aten::ZerosLikeOp::getOperationName(), selfType,
                    operands);
    }
    const OpDef *def = findFunctionalForm(op, functional);
    if (!def) {
      op->emitOpError() << "has no functional form '" << functional
                        << "' (or another overload) with the same arguments";
      return nullptr;
    }
    functional = def->name;
    // The functional op may compute another dtype (lt_ keeps self's dtype,
    // lt gives bool; add_ of an f64 tensor keeps f32): cast back then.
    Value *v = create(b, op, functional,
                      module.getContext().getUnrankedTensorType(DType::Unknown),
                      op->getOperands());
    if (!v)
      return nullptr;
    DType got =
        v->getType().isTensor() ? v->getType().getDType() : DType::Unknown;
    bool keeps =
        got != DType::Unknown ? got == selfType.getDType() : keepsSelfDType(op);
    if (keeps) {
      if (!v->getType().hasRank())
        v->setType(selfType);
      return v;
    }
    return create(b, op, aten::TypeAsOp::getOperationName(), selfType,
                  {v, self});
  }

  /// When the functional op's dtype is not known: true when it is surely
  /// self's. An in-place op that torch runs never computes in a wider
  /// dtype than self's, so with no other tensor operand the functional form
  /// keeps self's dtype, unless it is a comparison (whose functional form
  /// gives bool); with other tensors, when they all share self's known
  /// dtype.
  static bool keepsSelfDType(Operation *op) {
    static const llvm::StringSet<> changing = {
        "eq",         "ne",          "lt",         "le",
        "gt",         "ge",          "greater",    "greater_equal",
        "less",       "less_equal",  "not_equal",  "logical_and",
        "logical_or", "logical_xor", "logical_not"};
    llvm::StringRef base = op->getNameStr().split('.').second.split('.').first;
    if (changing.contains(base.drop_back()))
      return false;
    DType self = op->getOperand(0)->getType().getDType();
    return llvm::all_of(llvm::drop_begin(op->getOperands()), [&](Value *v) {
      Type t = v->getType();
      return !t.isTensor() || (self != DType::Unknown && t.getDType() == self);
    });
  }

  /// The parent with `childValue` put where `step` viewed it.
  Value *scatter(Builder &b, Operation *at, const ViewStep &step, Value *parent,
                 Value *childValue) {
    Operation *view = step.op;
    llvm::StringRef name = view->getNameStr();
    Type type = step.parent->getType();
    auto operand = [&](unsigned i) { return view->getOperand(i); };
    if (name == aten::AliasOp::getOperationName() ||
        name == aten::DetachOp::getOperationName() ||
        name == aten::ContiguousOp::getOperationName())
      return childValue;
    if (name == aten::SliceTensorOp::getOperationName())
      return create(
          b, at, aten::SliceScatterOp::getOperationName(), type,
          {parent, childValue, operand(1), operand(2), operand(3), operand(4)});
    if (name == aten::SelectIntOp::getOperationName())
      return create(b, at, aten::SelectScatterOp::getOperationName(), type,
                    {parent, childValue, operand(1), operand(2)});
    if (name == aten::NarrowOp::getOperationName()) {
      Context &ctx = module.getContext();
      Value *end = create(b, at, aten::AddIntOp::getOperationName(),
                          ctx.getIntType(), {operand(2), operand(3)});
      Value *one = intConstant(b, at, 1);
      if (!end || !one)
        return nullptr;
      return create(b, at, aten::SliceScatterOp::getOperationName(), type,
                    {parent, childValue, operand(1), operand(2), end, one});
    }
    if (name == aten::DiagonalOp::getOperationName())
      return create(b, at, aten::DiagonalScatterOp::getOperationName(), type,
                    {parent, childValue, operand(1), operand(2), operand(3)});
    if (name == aten::AsStridedOp::getOperationName())
      return create(b, at, aten::AsStridedScatterOp::getOperationName(), type,
                    {parent, childValue, operand(1), operand(2), operand(3)});
    if (name == aten::TransposeIntOp::getOperationName() ||
        name == aten::SwapaxesOp::getOperationName() ||
        name == aten::SwapdimsOp::getOperationName())
      return create(b, at, name, type, {childValue, operand(1), operand(2)});
    if (name == aten::TOp::getOperationName())
      return create(b, at, name, type, {childValue});
    if (name == aten::MovedimIntOp::getOperationName() ||
        name == aten::MovedimIntlistOp::getOperationName())
      return create(b, at, name, type, {childValue, operand(2), operand(1)});
    if (name == aten::PermuteOp::getOperationName()) {
      std::optional<llvm::SmallVector<int64_t, 4>> dims =
          constantIntList(operand(1));
      if (!dims) {
        at->emitOpError() << "writes through 'aten.permute' with dims "
                             "that are not constant; functionalize needs "
                             "them to invert the permutation";
        return nullptr;
      }
      int64_t rank = dims->size();
      llvm::SmallVector<int64_t, 4> inverse(rank, -1);
      for (int64_t i = 0; i < rank; ++i) {
        int64_t d = (*dims)[i] < 0 ? (*dims)[i] + rank : (*dims)[i];
        if (d < 0 || d >= rank || inverse[d] != -1) {
          at->emitOpError() << "writes through 'aten.permute' whose dims "
                               "are not a permutation";
          return nullptr;
        }
        inverse[d] = i;
      }
      Value *list = intListConstant(b, at, inverse);
      return list ? create(b, at, name, type, {childValue, list}) : nullptr;
    }
    static const llvm::StringSet<> reshapes = {
        aten::ViewOp::getOperationName(),
        aten::ReshapeOp::getOperationName(),
        aten::ReshapeAliasOp::getOperationName(),
        aten::FlattenUsingIntsOp::getOperationName(),
        aten::UnflattenIntOp::getOperationName(),
        aten::UnsqueezeOp::getOperationName(),
        aten::SqueezeOp::getOperationName(),
        aten::SqueezeDimOp::getOperationName(),
        aten::ViewAsOp::getOperationName(),
        aten::ReshapeAsOp::getOperationName()};
    if (reshapes.contains(name)) {
      Value *sizes = sizesOf(b, at, parent);
      return sizes ? create(b, at, aten::ReshapeOp::getOperationName(), type,
                            {childValue, sizes})
                   : nullptr;
    }
    if (name == aten::ExpandOp::getOperationName() ||
        name == aten::ExpandAsOp::getOperationName()) {
      at->emitOpError() << "writes through '" << name
                        << "', whose elements share memory; functionalize "
                           "cannot tell which write wins";
      return nullptr;
    }
    at->emitOpError() << "writes through the view '" << name
                      << "', which functionalize cannot invert";
    return nullptr;
  }

  /// The sizes of `t` as an int list: a constant when static, else
  /// aten.size.int per dim (what the reshape decomposition reads), else
  /// aten.size.
  Value *sizesOf(Builder &b, Operation *at, Value *t) {
    Context &ctx = module.getContext();
    Type type = t->getType();
    Type listType = ctx.getListType(ctx.getIntType());
    if (!type.hasRank())
      return create(b, at, aten::Size_1Op::getOperationName(), listType, {t});
    llvm::SmallVector<int64_t, 4> dims;
    for (Dim d : type.getDims())
      dims.push_back(d.isStatic() ? d.getStatic() : -2);
    if (!llvm::is_contained(dims, -2))
      return intListConstant(b, at, dims);
    llvm::SmallVector<Value *, 4> elements;
    for (int64_t i = 0, e = dims.size(); i != e; ++i) {
      Value *size = dims[i] != -2
                        ? intConstant(b, at, dims[i])
                        : create(b, at, aten::SizeIntOp::getOperationName(),
                                 ctx.getIntType(), {t, intConstant(b, at, i)});
      if (!size)
        return nullptr;
      elements.push_back(size);
    }
    return create(b, at, "prim.ListConstruct", listType, elements);
  }

  Module &module;
  bool ok = true;
  llvm::DenseMap<const void *, SchemaAliasing> schemas;
  llvm::DenseMap<Value *, ViewStep> views;
  /// Per base: its latest value and how many mutations made it.
  llvm::DenseMap<Value *, Value *> current;
  llvm::DenseMap<Value *, unsigned> version;
  /// Per view: the version of its base it was last derived at, and the
  /// value derived then.
  llvm::DenseMap<Value *, std::pair<unsigned, Value *>> derived;
  /// Per base: its views (original values), for the graph input check.
  llvm::DenseMap<Value *, llvm::SmallVector<Value *, 4>> aliases;
  /// Per prim.ListConstruct of tensors: its original elements; and the
  /// list last rebuilt for it, with the elements it holds.
  llvm::DenseMap<Value *, llvm::SmallVector<Value *, 4>> listElements;
  llvm::DenseMap<Value *, std::pair<Value *, llvm::SmallVector<Value *, 4>>>
      rebuiltLists;
  llvm::SmallVector<Operation *, 8> mutations;
  /// Per prim.Loop / prim.If: the bases it carries.
  llvm::DenseMap<Operation *, llvm::SetVector<Value *>> carriedBy;
  KnownValues knownValues;
};

struct FunctionalizePass : Pass {
  Option<bool> inferShapesFirst{
      *this, "infer-shapes",
      "Refine types with the shape functions first (the dtypes decide "
      "whether a functional form needs a cast back)",
      true};
  llvm::StringRef getArgument() const override { return "functionalize"; }
  llvm::StringRef getDescription() const override {
    return "Rewrite in-place aten ops and writes through views into "
           "functional ops (aten.slice_scatter, ...), before decompose";
  }
  LogicalResult runOnModule(Module &module) override {
    if (inferShapesFirst && failed(inferShapes(module, InferenceMode::Refine)))
      return failure();
    return functionalize(module);
  }
};

} // namespace

LogicalResult tocc::functionalize(Module &module, bool *changed) {
  return Functionalizer(module).run(changed);
}

std::unique_ptr<Pass> tocc::createFunctionalizePass() {
  return std::make_unique<FunctionalizePass>();
}
