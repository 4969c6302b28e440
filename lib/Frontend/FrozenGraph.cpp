//===- FrozenGraph.cpp - What freezing leaves, made ready for import -----===//
//
// See FrozenGraph.h. Everything here works on LibTorch's jit::Graph, after
// freeze_module and Inline and before the importer maps nodes to ops.
//
//===----------------------------------------------------------------------===//
#include "FrozenGraph.h"

#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/xxhash.h"

#include <torch/csrc/jit/api/function_impl.h>
#include <torch/csrc/jit/ir/alias_analysis.h>
#include <torch/csrc/jit/ir/constants.h>
#include <torch/csrc/jit/ir/node_hashing.h>
#include <torch/csrc/jit/passes/constant_propagation.h>
#include <torch/csrc/jit/passes/eliminate_no_ops.h>
#include <torch/csrc/jit/passes/lower_tuples.h>
#include <torch/csrc/jit/passes/peephole.h>

#include <cstring>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>

using namespace tocc;
using namespace tocc::frontend;
namespace jit = torch::jit;

void frontend::collectNodes(jit::Block *block, std::vector<jit::Node *> &out) {
  for (jit::Node *n : block->nodes()) {
    out.push_back(n);
    for (jit::Block *sub : n->blocks())
      collectNodes(sub, out);
  }
}

/// The TorchScript function `call` runs when it is known from the types
/// alone: a method of a class (a module's submodule call), or a function
/// constant. Null for a builtin, an interface's method or an unknown callee.
static jit::GraphFunction *calleeOf(jit::Node *call) {
  jit::Function *fn = nullptr;
  if (call->kind() == c10::prim::CallMethod) {
    if (auto cls = call->input(0)->type()->cast<c10::ClassType>())
      fn = cls->findMethod(call->s(c10::attr::name));
  } else if (call->kind() == c10::prim::CallFunction) {
    if (auto type = call->input(0)->type()->cast<c10::FunctionType>())
      fn = type->function();
  }
  return fn ? jit::tryToGraphFunction(*fn) : nullptr;
}

// LibTorch declares ModuleInstanceInfo's constructor but does not export it
// (the struct has no TORCH_API; only inlineCallTo builds one). The
// definition is LibTorch's own (torch/csrc/jit/ir/scope.cpp).
torch::jit::ModuleInstanceInfo::ModuleInstanceInfo(
    c10::ClassTypePtr module_type, std::string instance_name)
    : module_type_(std::move(module_type)),
      instance_name_(std::move(instance_name)) {}

namespace {
using ValueMap = std::unordered_map<jit::Value *, jit::Value *>;

/// Inlines bottom-up, as LibTorch's Inline does: a callee's body is
/// inlined first, once per function, and copied into each call. Every node
/// is appended at the end of its block in a new graph, never inserted
/// before another: LibTorch numbers a block's nodes to order them, and
/// inserting many nodes at one point (what inlineCallTo does at each call)
/// exhausts the gap between two numbers every few dozen nodes and
/// renumbers the whole block, which grew with the square of a deep model's
/// layers. Appending takes the next number. The call stacks of the copied
/// nodes are what inlineCallTo gives them (the call prefixed to each node's
/// own stack, with the submodule's name), which names the module paths.
class Inliner {
public:
  /// `src` (a function's graph) with its calls inlined, as a new graph.
  std::shared_ptr<jit::Graph> inlineGraph(jit::Graph &src) {
    auto graph = std::make_shared<jit::Graph>();
    ValueMap env;
    for (jit::Value *in : src.inputs())
      env[in] = graph->addInput()->copyMetadata(in);
    emitBlock(src.block(), graph->block(), env);
    for (jit::Value *out : src.outputs())
      graph->registerOutput(env.at(out));
    return graph;
  }

private:
  /// Appends `src`'s nodes to `dst`, `env` mapping src's values to dst's.
  void emitBlock(jit::Block *src, jit::Block *dst, ValueMap &env) {
    jit::Graph *graph = dst->owningGraph();
    auto lookup = [&](jit::Value *v) { return env.at(v); };
    for (jit::Node *n : src->nodes()) {
      jit::GraphFunction *callee = calleeOf(n);
      if (jit::Graph *body = callee ? inlinedBody(callee) : nullptr) {
        // A function call's first input is the function constant, which
        // the callee's graph does not take.
        size_t first = n->kind() == c10::prim::CallFunction ? 1 : 0;
        std::vector<jit::Value *> args;
        for (size_t i = first; i < n->inputs().size(); ++i)
          args.push_back(env.at(n->input(i)));
        std::vector<jit::Value *> results =
            appendBody(*body, args, dst, callee, n);
        for (size_t i = 0; i < results.size(); ++i) {
          if (n->output(i)->hasDebugName())
            results[i]->setDebugName(n->output(i)->debugName());
          env[n->output(i)] = results[i];
        }
        continue;
      }
      jit::Node *copy = graph->createClone(n, lookup, /*copy_blocks=*/false);
      dst->appendNode(copy);
      for (size_t i = 0; i < n->outputs().size(); ++i)
        env[n->output(i)] = copy->output(i);
      for (jit::Block *sub : n->blocks()) {
        jit::Block *block = copy->addBlock();
        for (jit::Value *in : sub->inputs())
          env[in] = block->addInput()->copyMetadata(in);
        emitBlock(sub, block, env);
        for (jit::Value *out : sub->outputs())
          block->registerOutput(env.at(out));
      }
    }
  }

  /// Appends a copy of `body` (`callee`'s inlined graph) to `dst` for
  /// `call` (a node of the graph being inlined), its inputs being `args`;
  /// returns the copy's outputs.
  std::vector<jit::Value *>
  appendBody(jit::Graph &body, llvm::ArrayRef<jit::Value *> args,
             jit::Block *dst, jit::GraphFunction *callee, jit::Node *call) {
    ValueMap local;
    for (size_t i = 0; i < args.size(); ++i)
      local[body.inputs()[i]] = args[i];
    auto lookup = [&](jit::Value *v) { return local.at(v); };
    // The submodule a method call runs on, as inlineCallTo names it.
    c10::optional<jit::ModuleInstanceInfo> module;
    if (call->kind() == c10::prim::CallMethod) {
      auto cls = call->input(0)->type()->cast<c10::ClassType>();
      jit::Graph *caller = call->owningGraph();
      if (call->input(0)->node()->kind() == c10::prim::GetAttr)
        module.emplace(cls, call->input(0)->node()->s(c10::attr::name));
      else if (!caller->inputs().empty() &&
               call->input(0) == caller->inputs()[0])
        module.emplace(cls, "SELF");
      else
        module.emplace(cls, "INSTANCE_NAME_UNKNOWN");
    }
    std::unordered_map<jit::InlinedCallStack *, jit::InlinedCallStackPtr>
        stacks;
    std::function<void(jit::Node *)> setStack = [&](jit::Node *n) {
      c10::optional<jit::InlinedCallStackPtr> own = n->callstack();
      jit::InlinedCallStack *raw = own ? own->get() : nullptr;
      auto [it, fresh] = stacks.try_emplace(raw);
      if (fresh)
        it->second = own ? c10::make_intrusive<jit::InlinedCallStack>(
                               *own, callee, call->sourceRange(), module)
                         : c10::make_intrusive<jit::InlinedCallStack>(
                               callee, call->sourceRange(), module);
      n->setCallStack(it->second);
      for (jit::Block *sub : n->blocks())
        for (jit::Node *inner : sub->nodes())
          setStack(inner);
    };
    jit::Graph *graph = dst->owningGraph();
    for (jit::Node *n : body.nodes()) {
      jit::Node *copy = graph->createClone(n, lookup, /*copy_blocks=*/true);
      dst->appendNode(copy);
      for (size_t i = 0; i < n->outputs().size(); ++i)
        local[n->output(i)] = copy->output(i);
      // inlineCallTo finds the copies through their outputs: a node
      // without one keeps the callee's stack.
      if (!copy->outputs().empty())
        setStack(copy);
    }
    std::vector<jit::Value *> results;
    for (jit::Value *out : body.outputs())
      results.push_back(local.at(out));
    return results;
  }

  /// `fn`'s graph with its calls inlined; null while it is being inlined
  /// (a recursive call, which TorchScript rejects, stays a call).
  jit::Graph *inlinedBody(jit::GraphFunction *fn) {
    auto [it, fresh] = bodies.try_emplace(fn, nullptr);
    if (!fresh)
      return it->second.get();
    std::shared_ptr<jit::Graph> body = inlineGraph(*fn->graph());
    bodies[fn] = body;
    return body.get();
  }

  std::unordered_map<jit::GraphFunction *, std::shared_ptr<jit::Graph>> bodies;
};
} // namespace

std::shared_ptr<jit::Graph> frontend::inlineCalls(jit::Graph &graph) {
  std::shared_ptr<jit::Graph> inlined = Inliner().inlineGraph(graph);
  // The function constants of inlined calls, once nothing reads them.
  std::vector<jit::Node *> nodes;
  collectNodes(inlined->block(), nodes);
  for (jit::Node *n : nodes)
    if (n->kind() == c10::prim::Constant && !n->hasUses() &&
        n->output()->type()->cast<c10::FunctionType>())
      n->destroy();
  return inlined;
}

/// Whether `obj` is a grad-mode context manager (`with torch.no_grad()`,
/// `torch.enable_grad()`, `torch.set_grad_enabled(...)`).
static bool isGradModeContext(const jit::Value *obj) {
  auto cls = obj->type()->cast<c10::ClassType>();
  return cls && cls->name() &&
         llvm::StringRef(cls->name()->qualifiedName())
             .starts_with("__torch__.torch.autograd.grad_mode.");
}

//===----------------------------------------------------------------------===//
// Object state as values
//===----------------------------------------------------------------------===//

namespace {
/// An attribute of an object: the object's root (forward's `self`, or a
/// prim::CreateObject's result), the path of attributes from the root to
/// the object (".roi_heads.box_roi_pool", "" for the root), and the name.
using AttrKey = std::pair<const jit::Value *, std::string>;
using Env = std::map<AttrKey, jit::Value *>;

class ObjectState {
public:
  explicit ObjectState(jit::Graph &graph) : graph(graph) {}

  bool run() {
    if (!graph.inputs().empty())
      if (auto cls = graph.inputs()[0]->type()->cast<c10::ClassType>();
          cls && cls->is_module()) {
        self = graph.inputs()[0];
        roots.insert(self);
      }
    std::vector<jit::Node *> nodes;
    collectNodes(graph.block(), nodes);
    for (jit::Node *n : nodes)
      if (n->kind() == c10::prim::CreateObject && !isGradModeContext(n->output()))
        if (llvm::all_of(n->output()->uses(), [](const jit::Use &use) {
              return use.offset == 0 && (use.user->kind() == c10::prim::GetAttr ||
                                         use.user->kind() == c10::prim::SetAttr);
            }))
          roots.insert(n->output());
    for (jit::Node *n : nodes)
      if (n->kind() == c10::prim::SetAttr)
        if (std::optional<AttrKey> key = keyOf(n))
          declared[*key] =
              n->input(0)->type()->expect<c10::ClassType>()->getAttribute(
                  n->s(c10::attr::name));
    if (declared.empty())
      return false;
    Env env;
    processBlock(graph.block(), env);
    for (auto [n, key] : sets)
      if (!unresolved.count(key)) {
        n->destroy();
        changed = true;
      }
    for (const jit::Value *root : roots)
      if (root != self && !root->hasUses())
        const_cast<jit::Value *>(root)->node()->destroy();
    return changed;
  }

private:
  /// The attribute a GetAttr or SetAttr reads or writes, when its object
  /// is reached from a root by GetAttrs.
  std::optional<AttrKey> keyOf(jit::Node *n) {
    if (isGradModeContext(n->input(0)) ||
        !n->input(0)->type()->cast<c10::ClassType>())
      return std::nullopt;
    std::string path;
    jit::Value *v = n->input(0);
    while (!roots.count(v)) {
      jit::Node *def = v->node();
      if (def->kind() != c10::prim::GetAttr)
        return std::nullopt;
      path = "." + def->s(c10::attr::name) + path;
      v = def->input(0);
    }
    return AttrKey{v, path + "/" + n->s(c10::attr::name)};
  }

  /// The value of `key` where `env` holds: the value assigned last, or a
  /// module attribute's value in the frozen module (a GetAttr at the top
  /// of the graph, which simplifyFrozenGraph makes a constant); null for a
  /// class instance's attribute read before any assignment.
  jit::Value *lookup(const Env &env, const AttrKey &key) {
    if (auto it = env.find(key); it != env.end())
      return it->second;
    if (key.first != self)
      return nullptr;
    jit::Value *&value = initial[key];
    if (!value) {
      jit::WithInsertPoint guard(graph.block()->nodes().front());
      value = self;
      llvm::StringRef rest = key.second;
      auto [path, name] = rest.rsplit('/');
      llvm::SmallVector<llvm::StringRef, 4> parts;
      path.split(parts, '.', -1, /*KeepEmpty=*/false);
      for (llvm::StringRef part : parts)
        value = graph.insertGetAttr(value, part.str());
      value = graph.insertGetAttr(value, name.str());
    }
    return value;
  }

  /// Whether `root` is defined outside `n` (so it outlives n's blocks).
  static bool definedOutside(const jit::Value *root, const jit::Node *n) {
    for (const jit::Node *p = root->node(); p; p = p->owningBlock()->owningNode())
      if (p == n)
        return false;
    return true;
  }

  void processBlock(jit::Block *block, Env &env) {
    for (auto it = block->nodes().begin(); it != block->nodes().end();) {
      jit::Node *n = *it++;
      c10::Symbol kind = n->kind();
      if (kind == c10::prim::SetAttr || kind == c10::prim::GetAttr) {
        std::optional<AttrKey> key = keyOf(n);
        if (!key || !declared.count(*key))
          continue;
        if (kind == c10::prim::SetAttr) {
          env[*key] = n->input(1);
          sets.emplace_back(n, *key);
        } else if (jit::Value *value = lookup(env, *key)) {
          n->output()->replaceAllUsesWith(value);
          n->destroy();
          changed = true;
        } else {
          unresolved.insert(*key);
        }
      } else if (kind == c10::prim::If) {
        processIf(n, env);
      } else if (kind == c10::prim::Loop) {
        processLoop(n, env);
      } else if (!n->blocks().empty()) {
        // Another kind of block (a closure): what it assigns is not
        // followed. Its reads see the state on entry; later reads of
        // what it assigns stay GetAttrs, and those SetAttrs stay.
        std::set<AttrKey> written;
        for (jit::Block *sub : n->blocks()) {
          Env inner = env;
          processBlock(sub, inner);
          for (auto &[key, value] : inner)
            if (env.find(key) == env.end() || env[key] != value)
              written.insert(key);
        }
        for (const AttrKey &key : written) {
          env.erase(key);
          unresolved.insert(key);
        }
      }
    }
  }

  void processIf(jit::Node *n, Env &env) {
    Env branches[2] = {env, env};
    for (int i = 0; i < 2; ++i)
      processBlock(n->blocks()[i], branches[i]);
    std::set<AttrKey> keys;
    for (const Env &branch : branches)
      for (auto &[key, value] : branch)
        if (definedOutside(key.first, n))
          keys.insert(key);
    for (const AttrKey &key : keys) {
      jit::Value *values[2];
      for (int i = 0; i < 2; ++i) {
        auto it = branches[i].find(key);
        values[i] = it != branches[i].end() ? it->second : lookup(env, key);
      }
      if (!values[0] || !values[1]) {
        env.erase(key);
        unresolved.insert(key);
        continue;
      }
      if (values[0] == values[1]) {
        env[key] = values[0];
        continue;
      }
      for (int i = 0; i < 2; ++i)
        n->blocks()[i]->registerOutput(values[i]);
      env[key] = n->addOutput()->setType(declared[key]);
    }
  }

  void processLoop(jit::Node *n, Env &env) {
    jit::Block *body = n->blocks()[0];
    // The attributes the body assigns, of objects that outlive it: carried.
    std::vector<jit::Node *> inner;
    collectNodes(body, inner);
    std::set<AttrKey> carried;
    for (jit::Node *m : inner)
      if (m->kind() == c10::prim::SetAttr)
        if (std::optional<AttrKey> key = keyOf(m);
            key && declared.count(*key) && definedOutside(key->first, n))
          carried.insert(*key);
    Env bodyEnv = env;
    std::vector<std::pair<AttrKey, jit::Value *>> params;
    for (const AttrKey &key : carried) {
      jit::Value *init = lookup(env, key);
      if (!init) {
        bodyEnv.erase(key);
        unresolved.insert(key);
        continue;
      }
      n->addInput(init);
      jit::Value *param = body->addInput()->setType(declared[key]);
      bodyEnv[key] = param;
      params.emplace_back(key, param);
    }
    processBlock(body, bodyEnv);
    for (auto &[key, param] : params) {
      auto it = bodyEnv.find(key);
      body->registerOutput(it != bodyEnv.end() ? it->second : param);
      env[key] = n->addOutput()->setType(declared[key]);
      changed = true;
    }
    for (const AttrKey &key : carried)
      if (unresolved.count(key))
        env.erase(key);
  }

  jit::Graph &graph;
  jit::Value *self = nullptr;
  std::set<const jit::Value *> roots;
  /// Each assigned attribute and its declared type.
  std::map<AttrKey, c10::TypePtr> declared;
  std::map<AttrKey, jit::Value *> initial;
  std::vector<std::pair<jit::Node *, AttrKey>> sets;
  /// Attributes some read of which stays a GetAttr: their SetAttrs stay.
  std::set<AttrKey> unresolved;
  bool changed = false;
};
} // namespace

bool frontend::resolveObjectState(jit::Graph &graph) {
  return ObjectState(graph).run();
}

//===----------------------------------------------------------------------===//
// Grad mode, frozen attributes, isinstance
//===----------------------------------------------------------------------===//

/// `with torch.no_grad():` (and enable_grad, set_grad_enabled) blocks: the
/// context object's prim::CreateObject, its prim::SetAttr of `prev` and
/// prim::Enter / prim::Exit go; the block's ops stay. Grad mode does not
/// change what forward computes.
static bool removeGradModeContexts(jit::Graph &graph) {
  std::vector<jit::Node *> nodes;
  collectNodes(graph.block(), nodes);
  std::vector<jit::Node *> dead;
  for (jit::Node *n : nodes) {
    c10::Symbol kind = n->kind();
    if ((kind == c10::prim::Enter || kind == c10::prim::Exit) &&
        n->inputs().size() == 1 && isGradModeContext(n->input(0)))
      dead.push_back(n);
    else if (kind == c10::prim::SetAttr && isGradModeContext(n->input(0)))
      dead.push_back(n);
  }
  for (jit::Node *n : dead)
    for (jit::Value *out : n->outputs())
      if (out->hasUses())
        return false; // an Exit's value is used: leave it to the importer
  for (jit::Node *n : dead)
    n->destroy();
  bool changed = !dead.empty();
  nodes.clear();
  collectNodes(graph.block(), nodes);
  for (jit::Node *n : nodes)
    if (n->kind() == c10::prim::CreateObject && !n->output()->hasUses() &&
        isGradModeContext(n->output())) {
      n->destroy();
      changed = true;
    }
  return changed;
}

bool frontend::holdsTensor(const c10::IValue &v) {
  if (v.isTensor())
    return true;
  if (v.isList())
    return llvm::any_of(v.toListRef(), holdsTensor);
  if (v.isTuple())
    return llvm::any_of(v.toTupleRef().elements(), holdsTensor);
  return false;
}

/// `v` with its tensors detached (in lists and tuples too): the JIT takes
/// no constant that requires grad, and the data (so the weight's name) is
/// the attribute's.
static c10::IValue detachTensors(const c10::IValue &v) {
  if (v.isTensor())
    return v.toTensor().detach();
  if (v.isList() && holdsTensor(v)) {
    c10::impl::GenericList list(v.toList().elementType());
    for (const c10::IValue &e : v.toListRef())
      list.push_back(detachTensors(e));
    return list;
  }
  if (v.isTuple() && holdsTensor(v)) {
    std::vector<c10::IValue> elements;
    for (const c10::IValue &e : v.toTupleRef().elements())
      elements.push_back(detachTensors(e));
    return c10::ivalue::Tuple::create(std::move(elements));
  }
  return v;
}

/// Whether `value` is an object of a class LibTorch's C++ registers
/// (torchbind: `__torch__.torch.classes.quantized.Conv2dPackedParamsBase`),
/// whose state lives in C++ rather than in attributes: freezing makes such
/// an object a constant, and so does tocc.
static bool isTorchbindObject(const c10::IValue &value) {
  if (!value.isObject())
    return false;
  c10::ClassTypePtr type = value.toObjectRef().type();
  return !type->is_module() && type->name() &&
         llvm::StringRef(type->name()->qualifiedName())
             .starts_with("__torch__.torch.classes.");
}

/// The dotted path of the attribute a chain of GetAttrs reads from the
/// graph's first input (`conv1._packed_params`).
static std::string attributePath(const jit::Node *n) {
  std::string path;
  for (; n && n->kind() == c10::prim::GetAttr; n = n->input(0)->node())
    path = n->s(c10::attr::name) + (path.empty() ? "" : "." + path);
  return path;
}

/// A prim::GetAttr of a module attribute becomes a constant of its value
/// in `frozen`, as freezing made every other attribute: those freezing kept
/// because forward may write them in place (a buffer passed to an op with
/// a mutable argument, as instance_norm's running stats or
/// embedding_renorm_'s weight; the in-place write is then functionalized
/// like any other), and the initial values resolveObjectState reads. An
/// attribute some prim::SetAttr still assigns stays, and the importer
/// reports it.
static bool foldModuleAttributes(jit::Graph &graph, const jit::Module &frozen,
                                 bool tensors) {
  if (graph.inputs().empty())
    return false;
  jit::Value *self = graph.inputs()[0];
  auto selfType = self->type()->cast<c10::ClassType>();
  if (!selfType || !selfType->is_module())
    return false;
  std::vector<jit::Node *> nodes;
  collectNodes(graph.block(), nodes);
  // Each object's attributes by name, made once: ClassType finds a name by
  // scanning its attributes, and a Sequential of N layers has N of them
  // (quadratic in a deep model's layers).
  std::unordered_map<const c10::ivalue::Object *,
                     std::unordered_map<std::string, size_t>>
      slots;
  auto attrOf = [&](const c10::ivalue::Object &object,
                    const std::string &name) -> std::optional<c10::IValue> {
    auto [it, fresh] = slots.try_emplace(&object);
    if (fresh) {
      c10::ClassTypePtr type = object.type();
      for (size_t i = 0; i < type->numAttributes(); ++i)
        it->second.emplace(type->getAttributeName(i), i);
    }
    auto slot = it->second.find(name);
    if (slot == it->second.end())
      return std::nullopt;
    return object.getSlot(slot->second);
  };
  // The object each GetAttr reads, from `self` down.
  std::map<const jit::Value *, c10::IValue> objects;
  objects[self] = frozen._ivalue();
  for (jit::Node *n : nodes) {
    if (n->kind() != c10::prim::GetAttr)
      continue;
    auto it = objects.find(n->input(0));
    if (it == objects.end() || !it->second.isObject())
      continue;
    const auto &object = it->second.toObjectRef();
    const std::string &name = n->s(c10::attr::name);
    if (std::optional<c10::IValue> value = attrOf(object, name);
        value && value->isObject())
      objects[n->output()] = *value;
  }
  std::set<std::pair<const c10::ivalue::Object *, std::string>> assigned;
  for (jit::Node *n : nodes)
    if (n->kind() == c10::prim::SetAttr)
      if (auto it = objects.find(n->input(0)); it != objects.end())
        assigned.emplace(&it->second.toObjectRef(), n->s(c10::attr::name));
  bool changed = false;
  for (jit::Node *n : nodes) {
    if (n->kind() != c10::prim::GetAttr)
      continue;
    auto it = objects.find(n->input(0));
    if (it == objects.end() || !it->second.isObject())
      continue;
    const auto &object = it->second.toObjectRef();
    const std::string &name = n->s(c10::attr::name);
    std::optional<c10::IValue> found = attrOf(object, name);
    if (!found || assigned.count({&object, name}))
      continue;
    c10::IValue value = *found;
    if (isTorchbindObject(value)) {
      // A quantized layer's packed weights: a constant named after its
      // path, as freezing names it, which the importer unpacks.
      if (!tensors)
        continue;
      jit::Node *constant = graph.create(c10::prim::Constant);
      constant->ival_(c10::attr::value, value);
      constant->output()->setType(value.type());
      constant->insertBefore(n);
      constant->output()->setDebugName("self." + attributePath(n));
      n->output()->replaceAllUsesWith(constant->output());
      changed = true;
      continue;
    }
    if (value.isObject() || (!tensors && holdsTensor(value)))
      continue;
    value = detachTensors(value);
    jit::WithInsertPoint guard(n);
    if (auto constant = jit::tryInsertConstant(graph, value)) {
      n->output()->replaceAllUsesWith(*constant);
      changed = true;
    }
  }
  // GetAttrs of submodules whose attributes all became constants.
  for (auto it = nodes.rbegin(); it != nodes.rend(); ++it)
    if ((*it)->kind() == c10::prim::GetAttr && !(*it)->output()->hasUses())
      (*it)->destroy();
  return changed;
}

/// `isinstance(x, T)` of a value TorchScript types as a Tensor is decided
/// by the type: torchvision's roi ops take `Union[Tensor, List[Tensor]]`
/// rois and test which one they got, and the branch for a list casts the
/// tensor to a list (prim::unchecked_cast), which the IR cannot type. The
/// check becomes a constant and constant propagation drops the branch not
/// taken. Returns whether a check was folded.
static bool foldTensorIsinstance(jit::Graph &graph) {
  std::vector<jit::Node *> nodes;
  collectNodes(graph.block(), nodes);
  bool folded = false;
  for (jit::Node *n : nodes) {
    if (n->kind() != c10::prim::isinstance ||
        !n->input()->type()->cast<c10::TensorType>())
      continue;
    bool is = false;
    for (const c10::TypePtr &candidate : n->tys(c10::attr::types))
      is = is || n->input()->type()->isSubtypeOf(*candidate);
    jit::WithInsertPoint guard(n);
    n->output()->replaceAllUsesWith(graph.insertConstant(is));
    n->destroy();
    folded = true;
  }
  return folded;
}

/// `x is None` / `x is not None` of a value whose type cannot be None, and
/// `prim::unchecked_cast` of a value already of the cast's type, which
/// TorchScript leaves where an Optional attribute was assigned (`if
/// self.map_levels is None: ...` after the assignment resolved it). Both
/// are decided by the types; the class instances they held then no longer
/// escape. Returns whether anything was folded.
static bool foldNoneChecks(jit::Graph &graph) {
  std::vector<jit::Node *> nodes;
  collectNodes(graph.block(), nodes);
  auto isNone = [](const jit::Value *v) {
    return v->type()->kind() == c10::TypeKind::NoneType;
  };
  auto canBeNone = [](const jit::Value *v) {
    c10::TypeKind k = v->type()->kind();
    return k == c10::TypeKind::NoneType || k == c10::TypeKind::OptionalType ||
           k == c10::TypeKind::UnionType || k == c10::TypeKind::AnyType;
  };
  bool folded = false;
  for (jit::Node *n : nodes) {
    if (n->kind() == c10::prim::unchecked_cast) {
      if (n->input()->type()->isSubtypeOf(*n->output()->type())) {
        n->output()->replaceAllUsesWith(n->input());
        n->destroy();
        folded = true;
      }
      continue;
    }
    bool is = n->kind() == c10::aten::__is__;
    if ((!is && n->kind() != c10::aten::__isnot__) || n->inputs().size() != 2)
      continue;
    jit::Value *a = n->input(0), *b = n->input(1);
    if (!((isNone(a) && !canBeNone(b)) || (isNone(b) && !canBeNone(a))))
      continue;
    jit::WithInsertPoint guard(n);
    n->output()->replaceAllUsesWith(graph.insertConstant(!is));
    n->destroy();
    folded = true;
  }
  return folded;
}

/// A key equal for two constants of one type and value, compared without
/// reading tensor data: a tensor by identity (its storage, offset, sizes,
/// strides, dtype), a float by its bits, a list element by element. Empty
/// for a value not pooled (an object, a function, a tuple).
static std::string poolKey(const c10::IValue &v) {
  std::string key = v.tagKind() + ":";
  auto bits = [](double d) {
    uint64_t u;
    std::memcpy(&u, &d, sizeof(u));
    return std::to_string(u);
  };
  if (v.isNone())
    return key;
  if (v.isBool())
    return key + (v.toBool() ? "1" : "0");
  if (v.isInt())
    return key + std::to_string(v.toInt());
  if (v.isDouble())
    return key + bits(v.toDouble());
  if (v.isString())
    return key + std::to_string(v.toStringRef().size()) + ":" + v.toStringRef();
  if (v.isDevice())
    return key + v.toDevice().str();
  if (v.isTensor()) {
    // By value, as freeze_module pools (a model's equal buffers, such as
    // each block's relative position index, are one constant), but
    // without comparing every pair: the key holds a hash of the bytes, and
    // poolConstants compares the bytes only of tensors whose keys match.
    const at::Tensor &t = v.toTensor();
    std::ostringstream os;
    if (t.defined() && t.layout() == c10::kStrided && t.device().is_cpu() &&
        t.has_storage() && t.is_contiguous())
      os << t.scalar_type() << "/" << t.sizes() << "/" << t.requires_grad()
         << "/"
         << llvm::xxh3_64bits(llvm::ArrayRef<uint8_t>(
                static_cast<const uint8_t *>(t.data_ptr()), t.nbytes()));
    else
      os << t.unsafeGetTensorImpl();
    return key + os.str();
  }
  if (v.isList()) {
    for (const c10::IValue &e : v.toListRef()) {
      std::string inner = poolKey(e);
      if (inner.empty())
        return "";
      key += std::to_string(inner.size()) + ":" + inner;
    }
    return key;
  }
  return "";
}

/// Whether two tensors poolKey keyed alike hold the same bytes.
static bool sameBytes(const at::Tensor &a, const c10::IValue &other) {
  if (!other.isTensor())
    return false;
  const at::Tensor &b = other.toTensor();
  if (a.unsafeGetTensorImpl() == b.unsafeGetTensorImpl())
    return true;
  if (!a.is_contiguous() || !b.is_contiguous() || a.nbytes() != b.nbytes())
    return false;
  return std::memcmp(a.data_ptr(), b.data_ptr(), a.nbytes()) == 0;
}

/// Whether two values poolKey keyed alike hold the same tensors' bytes
/// (lists element by element; the rest the keys decided).
static bool sameTensors(const c10::IValue &a, const c10::IValue &b) {
  if (a.isTensor())
    return sameBytes(a.toTensor(), b);
  if (a.isList() && b.isList()) {
    c10::ArrayRef<c10::IValue> x = a.toListRef(), y = b.toListRef();
    if (x.size() != y.size())
      return false;
    for (size_t i = 0; i < x.size(); ++i)
      if (!sameTensors(x[i], y[i]))
        return false;
  }
  return true;
}

void frontend::poolConstants(jit::Graph &graph) {
  std::vector<jit::Node *> nodes;
  collectNodes(graph.block(), nodes);
  std::unordered_map<std::string, jit::Value *> pooled;
  std::vector<jit::Node *> kept;
  for (jit::Node *n : nodes) {
    if (n->kind() != c10::prim::Constant || n->outputs().size() != 1)
      continue;
    std::optional<c10::IValue> value = jit::toIValue(n->output());
    std::string key = value ? poolKey(*value) : std::string();
    if (!key.empty()) {
      key = n->output()->type()->annotation_str() + "|" + key;
      auto [it, fresh] = pooled.try_emplace(key, n->output());
      // Equal keys of tensors are equal hashes of their bytes: the bytes
      // decide.
      if (!fresh && holdsTensor(*value) &&
          !sameTensors(*value, *jit::toIValue(it->second)))
        fresh = true;
      if (!fresh) {
        jit::Value *first = it->second;
        // The name a weight is known by stays.
        if (!first->hasDebugName() && n->output()->hasDebugName())
          first->setDebugName(n->output()->debugName());
        n->output()->replaceAllUsesWith(first);
        n->destroy();
        continue;
      }
    }
    kept.push_back(n);
  }
  // Constants move to the top of the graph, in the order they come. Each
  // node is appended at the end of the block, the constants first, then
  // the rest in their order: LibTorch renumbers a whole block every few
  // dozen nodes inserted at one point, but appending takes the next number.
  jit::Block *top = graph.block();
  auto it = top->nodes().begin();
  size_t inPlace = 0;
  while (inPlace < kept.size() && it != top->nodes().end() &&
         *it == kept[inPlace]) {
    ++it;
    ++inPlace;
  }
  if (inPlace == kept.size())
    return;
  std::unordered_set<jit::Node *> constants(kept.begin(), kept.end());
  std::vector<jit::Node *> rest;
  for (jit::Node *n : top->nodes())
    if (!constants.count(n))
      rest.push_back(n);
  for (jit::Node *n : kept)
    n->moveBefore(top->return_node());
  for (jit::Node *n : rest)
    n->moveBefore(top->return_node());
}

//===----------------------------------------------------------------------===//
// Common subexpressions
//===----------------------------------------------------------------------===//

namespace {
/// A hash of what LibTorch's EqualNode compares, attributes included:
/// LibTorch's HashNode hashes a node's kind, inputs and output types only,
/// so the GetAttrs of one object (a Sequential's thousands of layers) or
/// the nodes that differ by an attribute alone fall into one bucket and
/// are compared with each other, quadratic in their number.
struct AttributeHash {
  size_t operator()(const jit::Node *n) const {
    size_t h = llvm::hash_value(static_cast<c10::unique_t>(n->kind()));
    for (const jit::Value *out : n->outputs())
      h = llvm::hash_combine(h, static_cast<int>(out->type()->kind()));
    for (const jit::Value *in : n->inputs())
      h = llvm::hash_combine(h, in->unique());
    // In any order: EqualNode looks attributes up by name.
    size_t attrs = 0;
    for (c10::Symbol name : n->attributeNames()) {
      size_t a = llvm::hash_value(static_cast<c10::unique_t>(name));
      switch (n->kindOf(name)) {
      case jit::AttributeKind::i:
        a = llvm::hash_combine(a, n->i(name));
        break;
      case jit::AttributeKind::s:
        a = llvm::hash_combine(a, n->s(name));
        break;
      case jit::AttributeKind::is:
        for (int64_t v : n->is(name))
          a = llvm::hash_combine(a, v);
        break;
      case jit::AttributeKind::ss:
        for (const std::string &v : n->ss(name))
          a = llvm::hash_combine(a, v);
        break;
      default: // compared by EqualNode, not hashed
        break;
      }
      attrs += a;
    }
    return llvm::hash_combine(h, attrs);
  }
};

/// LibTorch's EliminateCommonSubexpression, node for node (the same
/// skips, the same alias checks, a sub-block's node replaced by its
/// parent's equal one), with a hash that tells apart what differs only by
/// an attribute. Constants are left to poolConstants, which has made
/// equal ones one already: LibTorch hashes every tensor constant alike
/// and compares their values, which is what made freeze_module quadratic.
class CommonSubexpressions {
public:
  explicit CommonSubexpressions(std::shared_ptr<jit::Graph> graph)
      : graph(std::move(graph)) {}

  void run() {
    runBlock(graph->block(),
             [](jit::Node *) -> jit::Node * { return nullptr; });
  }

private:
  using Lookup = std::function<jit::Node *(jit::Node *)>;

  void runBlock(jit::Block *block, const Lookup &parentLookup) {
    std::unordered_set<jit::Node *, AttributeHash, jit::EqualNode> subexprs;
    for (auto it = block->nodes().begin(); it != block->nodes().end(); ++it) {
      jit::Node *node = *it;
      if (node->kind() == c10::prim::profile ||
          node->kind() == c10::prim::Constant || node->hasSideEffects() ||
          node->isNondeterministic())
        continue;
      if (!node->blocks().empty()) {
        for (jit::Block *sub : node->blocks())
          runBlock(sub, [&](jit::Node *n) -> jit::Node * {
            auto existing = subexprs.find(n);
            return existing != subexprs.end() ? *existing : parentLookup(n);
          });
        continue;
      }
      if (aliasDb().hasWriters(node))
        continue;
      if (jit::Node *parent = parentLookup(node)) {
        if (!aliasDb().safeToChangeAliasingRelationship(node->outputs(),
                                                        parent->outputs()))
          continue;
        node->replaceAllUsesWith(parent);
        it.destroyCurrent();
        continue;
      }
      auto [existing, fresh] = subexprs.insert(node);
      if (fresh)
        continue;
      // No new aliasing among the graph's outputs.
      if (aliasDb().mayContainAlias(node->outputs(), graph->outputs()) &&
          aliasDb().mayContainAlias((*existing)->outputs(), graph->outputs()))
        continue;
      node->replaceAllUsesWith(*existing);
      it.destroyCurrent();
    }
  }

  jit::AliasDb &aliasDb() {
    if (!db)
      db = std::make_unique<jit::AliasDb>(graph);
    return *db;
  }

  std::shared_ptr<jit::Graph> graph;
  std::unique_ptr<jit::AliasDb> db;
};
} // namespace

void frontend::eliminateCommonSubexpressions(
    std::shared_ptr<jit::Graph> &graph) {
  CommonSubexpressions(graph).run();
}

void frontend::simplifyFrozenGraph(std::shared_ptr<jit::Graph> &graph,
                                   const jit::Module &frozen) {
  // Each round can enable the next: a lazily set attribute (`if
  // self.scales is None: self.scales = ...`) reads its frozen None, so
  // constant propagation decides the branch, and the class instance
  // stored in it no longer escapes through an If.
  // Tuples built and taken apart at once (a method returning its ImageList
  // and targets) hold no object, so the object's state resolves.
  jit::LowerSimpleTuples(graph);
  for (int round = 0; round < 8; ++round) {
    bool changed = removeGradModeContexts(*graph);
    changed |= foldNoneChecks(*graph);
    changed |= resolveObjectState(*graph);
    changed |= foldModuleAttributes(*graph, frozen, /*tensors=*/false);
    changed |= foldTensorIsinstance(*graph);
    if (!changed)
      break;
    jit::ConstantPropagation(graph, /*ignore_custom_classes=*/true);
    jit::LowerSimpleTuples(graph);
  }
  // Then the weights, as freezing makes every attribute a constant before
  // its CSE and peepholes. While they were GetAttrs, LibTorch's alias
  // analysis, which the peepholes build four times each, made each a
  // wildcard, and its CSE compared each GetAttr with its siblings.
  if (foldModuleAttributes(*graph, frozen, /*tensors=*/true))
    jit::ConstantPropagation(graph, /*ignore_custom_classes=*/true);
  // Equal constants are one first, so the expressions reading them are
  // equal for CSE (a trace records each x.size(0) again).
  // LibTorch's peepholes (`int(tensor(n))` is n, a cat of a cat is one
  // cat) before and after, as its Inline and freezing ran them.
  poolConstants(*graph);
  jit::PeepholeOptimize(graph, /*disable_shape_peepholes=*/true);
  eliminateCommonSubexpressions(graph);
  jit::PeepholeOptimize(graph, /*disable_shape_peepholes=*/true);
  // What the peepholes decided (`input.dim() != 4` of a conv's output).
  jit::ConstantPropagation(graph, /*ignore_custom_classes=*/true);
  // What freezing removed too: ops that do nothing forward (aten::detach).
  jit::EliminateNoOps(graph);
  poolConstants(*graph);
}
