//===- Verification.cpp - Cases, LibTorch's outputs, interpreted values ---===//
//
// LibTorch's half of export verification (tocc/Runtime/Verification.h).
// Every tensor leaves as a dense attribute that holds it, so writing it as a
// TensorProto later copies nothing.
//
//===----------------------------------------------------------------------===//
#include "tocc/Runtime/Verification.h"

#include "Torch.h"

#include "tocc/IR/Context.h"
#include "tocc/Runtime/Interpreter.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>
#include <c10/core/GradMode.h>

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"

#include <functional>
#include <map>

using namespace tocc;
using namespace tocc::runtime;

static llvm::Error makeError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

/// A dense attribute over `t` (made contiguous), or an error naming `what`.
static llvm::Expected<Attribute> denseOfTensor(Context &ctx, at::Tensor t,
                                               const llvm::Twine &what) {
  t = t.contiguous();
  if (!t.device().is_cpu() || t.is_quantized() || t.layout() != at::kStrided)
    return makeError(what + " is not a dense CPU tensor");
  if (!frontend::convertScalarType(t.scalar_type()))
    return makeError(what + " has dtype " + c10::toString(t.scalar_type()) +
                     ", which tocc does not model");
  Type type = typeOfTensor(ctx, t);
  return ctx.getDenseAttr(
      type, std::make_shared<frontend::TensorElementsBuffer>(std::move(t)));
}

/// Another size for an axis of example size `s` that takes multiples of
/// `m` (1: any size): the k-th (k >= 1) of s+m, 2s, s+2m, s+3m, ... (for
/// s <= 1: 2, 3, 4, ... or m, 2m, ...); 2s only while it stays small, so a
/// large axis does not blow up memory.
static int64_t otherSize(int64_t s, unsigned k, int64_t m) {
  if (s <= 1)
    return m == 1 ? 1 + k : m * k;
  if (k == 1)
    return s + m;
  bool doubles = 2 * s <= 4096;
  if (k == 2)
    return doubles ? 2 * s : s + 2 * m;
  return s + m * (k - (doubles ? 1 : 0));
}

/// The tensors of the inputs in order, tuples and lists flattened depth
/// first as the importer flattens structured arguments into graph inputs;
/// an error naming the first value that is not a tensor.
static llvm::Expected<std::vector<at::Tensor>>
flattenInputs(llvm::ArrayRef<c10::IValue> values, llvm::StringRef path) {
  std::vector<at::Tensor> out;
  std::string bad;
  std::function<void(const c10::IValue &, const std::string &)> walk =
      [&](const c10::IValue &v, const std::string &where) {
        if (!bad.empty())
          return;
        if (v.isTensor()) {
          out.push_back(v.toTensor());
        } else if (v.isTuple() || v.isList()) {
          std::vector<c10::IValue> elements =
              v.isTuple() ? v.toTupleRef().elements().vec()
                          : v.toListRef().vec();
          for (auto [k, e] : llvm::enumerate(elements))
            walk(e, where + "." + std::to_string(k));
        } else {
          bad = where + " in '" + path.str() + "' is a " + v.tagKind() +
                ", not a tensor: only tensor inputs (and tuples and lists "
                "of them) can be verified";
        }
      };
  for (auto [i, v] : llvm::enumerate(values))
    walk(v, "input #" + std::to_string(i));
  if (!bad.empty())
    return makeError(bad);
  return out;
}

/// The inputs of forward with the structure of `examples` (tuples, lists)
/// and the tensors of `flat` in order: flattenInputs undone.
static std::vector<c10::IValue>
rebuildInputs(llvm::ArrayRef<c10::IValue> examples,
              llvm::ArrayRef<at::Tensor> flat) {
  size_t next = 0;
  std::function<c10::IValue(const c10::IValue &)> build =
      [&](const c10::IValue &v) -> c10::IValue {
    if (v.isTuple()) {
      std::vector<c10::IValue> elements;
      for (const c10::IValue &e : v.toTupleRef().elements())
        elements.push_back(build(e));
      return c10::ivalue::Tuple::create(std::move(elements));
    }
    if (v.isList()) {
      c10::List<at::Tensor> list;
      for (const c10::IValue &e : v.toListRef())
        list.push_back(build(e).toTensor());
      return list;
    }
    return next < flat.size() ? c10::IValue(flat[next++]) : v;
  };
  std::vector<c10::IValue> out;
  for (const c10::IValue &v : examples)
    out.push_back(build(v));
  return out;
}

/// A fresh tensor of `sizes` drawn like `example` (see makeVerifyCases).
static at::Tensor drawLike(const at::Tensor &example, at::IntArrayRef sizes,
                           at::Generator &gen) {
  at::TensorOptions options = example.options();
  if (example.scalar_type() == at::kBool)
    return at::randint(0, 2, sizes, gen, options.dtype(at::kLong))
        .to(at::kBool);
  if (at::isFloatingType(example.scalar_type())) {
    at::Tensor asDouble = example.to(at::kDouble);
    double mean = 0, std = 1;
    if (example.numel() > 0) {
      mean = asDouble.mean().item<double>();
      if (example.numel() > 1)
        std = asDouble.std().item<double>();
    }
    if (!std::isfinite(mean))
      mean = 0;
    if (!std::isfinite(std) || std <= 0)
      std = 1;
    at::Tensor drawn =
        at::randn(sizes, gen, options.dtype(at::kDouble)) * std + mean;
    // An example with no negative value (a variance, a probability, a
    // length) keeps its sign: the model may require it. Its values stay in
    // the example's range too when that is [0, 1].
    if (example.numel() > 0 && asDouble.min().item<double>() >= 0) {
      drawn = drawn.abs();
      if (asDouble.max().item<double>() <= 1)
        drawn = drawn.clamp(0, 1);
    }
    return drawn.to(example.scalar_type());
  }
  if (at::isIntegralType(example.scalar_type(), /*includeBool=*/false)) {
    int64_t lo = 0, hi = 0;
    if (example.numel() > 0) {
      lo = example.min().item<int64_t>();
      hi = example.max().item<int64_t>();
    }
    return at::randint(lo, hi + 1, sizes, gen, options.dtype(at::kLong))
        .to(example.scalar_type());
  }
  // Complex and other types: zeros of the right shape.
  return at::zeros(sizes, options);
}

static llvm::Expected<std::vector<VerifyCase>> makeVerifyCasesUnguarded(
    Context &ctx, llvm::StringRef exampleInputsPath,
    llvm::ArrayRef<CaseAxis> axes, unsigned sizesPerAxis, uint64_t seed,
    const std::map<std::string, std::vector<int64_t>> &sizes) {
  llvm::Expected<std::vector<c10::IValue>> read =
      frontend::readExampleInputs(exampleInputsPath);
  if (!read)
    return read.takeError();
  llvm::Expected<std::vector<at::Tensor>> flat =
      flattenInputs(*read, exampleInputsPath);
  if (!flat)
    return flat.takeError();
  std::vector<at::Tensor> examples = std::move(*flat);

  // The symbols in order of first mention, each with its example size
  // (the same on every axis it names).
  std::vector<std::string> symbols;
  llvm::StringMap<int64_t> exampleSize;
  for (const CaseAxis &a : axes) {
    if (a.input >= examples.size())
      return makeError("dynamic axis '" + a.symbol + "' names input #" +
                       llvm::Twine(a.input) + ", but there are " +
                       llvm::Twine(examples.size()) + " example inputs");
    const at::Tensor &t = examples[a.input];
    if (a.axis >= t.dim())
      return makeError("dynamic axis '" + a.symbol + "' is axis " +
                       llvm::Twine(a.axis) + " of input #" +
                       llvm::Twine(a.input) + ", which has rank " +
                       llvm::Twine(t.dim()));
    int64_t size = t.size(a.axis);
    auto [it, inserted] = exampleSize.try_emplace(a.symbol, size);
    if (inserted)
      symbols.push_back(a.symbol);
    else if (it->second != size)
      return makeError("dynamic axis '" + a.symbol + "' has size " +
                       llvm::Twine(it->second) +
                       " in one example input and " + llvm::Twine(size) +
                       " in input #" + llvm::Twine(a.input) + " (axis " +
                       llvm::Twine(a.axis) + ")");
  }

  auto denseInputs = [&](llvm::ArrayRef<at::Tensor> tensors)
      -> llvm::Expected<std::vector<Attribute>> {
    std::vector<Attribute> out;
    for (auto [i, t] : llvm::enumerate(tensors)) {
      llvm::Expected<Attribute> a =
          denseOfTensor(ctx, t, "input #" + llvm::Twine(i));
      if (!a)
        return a.takeError();
      out.push_back(*a);
    }
    return out;
  };

  // Length inputs: a 1-D integer input whose values are lengths along a
  // dynamic axis of another input (torchaudio's `lengths`, a padded
  // batch's sequence lengths) - every value in [1, S] and the largest S,
  // the example size of a symbol the input itself does not have. Models
  // rely on that relation (the longest sequence fills the padded time
  // dim), so a case that changes S or the batch draws lengths that keep
  // it: uniform in [1, S'] with the first one S'.
  std::map<unsigned, std::string> lengthOf;
  for (auto [i, t] : llvm::enumerate(examples)) {
    if (t.dim() != 1 || t.numel() == 0 ||
        !at::isIntegralType(t.scalar_type(), /*includeBool=*/false))
      continue;
    int64_t lo = t.min().item<int64_t>(), hi = t.max().item<int64_t>();
    if (lo < 1)
      continue;
    for (const std::string &symbol : symbols) {
      bool own = llvm::any_of(axes, [&](const CaseAxis &a) {
        return a.input == i && a.symbol == symbol;
      });
      if (!own && exampleSize[symbol] == hi) {
        lengthOf[i] = symbol;
        break;
      }
    }
  }
  auto drawLengths = [&](int64_t n, int64_t longest, at::Generator &gen) {
    at::Tensor l = at::randint(1, longest + 1, {n}, gen,
                               at::TensorOptions().dtype(at::kLong));
    if (n > 0)
      l[0] = longest;
    return l;
  };

  std::vector<VerifyCase> cases;
  llvm::Expected<std::vector<Attribute>> first = denseInputs(examples);
  if (!first)
    return first.takeError();
  cases.push_back({"example inputs", std::move(*first)});

  try {
    for (const std::string &symbol : symbols) {
      std::vector<int64_t> others;
      const CaseAxis &first = *llvm::find_if(
          axes, [&](const CaseAxis &a) { return a.symbol == symbol; });
      int64_t s = exampleSize[symbol];
      int64_t m = std::max<int64_t>(first.multiple, 1);
      if (auto given = sizes.find(symbol); given != sizes.end()) {
        others = given->second;
      } else {
        // sizesPerAxis - 1 distinct sizes (s+m and 2s are one when s is
        // m), those past the max left out.
        unsigned want = std::max(sizesPerAxis, 1u) - 1, tried = 0;
        std::vector<int64_t> seen;
        for (unsigned k = 1; tried < want && k <= 4 * want + 4; ++k) {
          int64_t o = otherSize(s, k, m);
          if (o == s || llvm::is_contained(seen, o))
            continue;
          seen.push_back(o);
          ++tried;
          if (!first.max || o <= *first.max)
            others.push_back(o);
        }
        // Below the example, within a range with a max: s-m.
        if (others.empty() && sizesPerAxis > 1 && s - m >= first.min &&
            s - m >= 2)
          others.push_back(s - m);
        if (first.min <= 1 && first.min != s && first.min % m == 0 &&
            !llvm::is_contained(others, first.min))
          others.push_back(first.min);
      }
      for (int64_t size : others) {
        at::Generator gen =
            at::make_generator<at::CPUGeneratorImpl>(seed + cases.size());
        std::vector<at::Tensor> tensors = examples;
        std::map<unsigned, std::vector<int64_t>> newSizes;
        for (const CaseAxis &a : axes) {
          if (a.symbol != symbol)
            continue;
          auto [it, inserted] = newSizes.try_emplace(a.input);
          if (inserted)
            it->second = examples[a.input].sizes().vec();
          it->second[a.axis] = size;
        }
        for (auto &[input, sizes] : newSizes)
          tensors[input] = drawLike(examples[input], sizes, gen);
        for (auto &[input, of] : lengthOf) {
          if (of != symbol && !newSizes.count(input))
            continue;
          int64_t longest = of == symbol ? size : exampleSize[of];
          tensors[input] = drawLengths(tensors[input].size(0), longest, gen)
                               .to(examples[input].scalar_type());
        }
        llvm::Expected<std::vector<Attribute>> inputs = denseInputs(tensors);
        if (!inputs)
          return inputs.takeError();
        cases.push_back({symbol + "=" + std::to_string(size),
                         std::move(*inputs)});
      }
    }
  } catch (const std::exception &e) {
    return makeError("cannot make verification inputs: " +
                     frontend::torchMessage(e));
  }
  return cases;
}

/// The tensors of a torch.save'd tuple, list or tensor, or an error naming
/// the first that is not one.
static llvm::Expected<std::vector<at::Tensor>>
readTensorInputs(llvm::StringRef path) {
  llvm::Expected<std::vector<c10::IValue>> read =
      frontend::readExampleInputs(path);
  if (!read)
    return read.takeError();
  return flattenInputs(*read, path);
}

/// `[2, 3]` for messages.
static std::string sizesText(at::IntArrayRef sizes) {
  std::string text = "[";
  for (auto [i, s] : llvm::enumerate(sizes))
    text += (i ? ", " : "") + std::to_string(s);
  return text + "]";
}

static llvm::Expected<VerifyCase>
readVerifyCaseUnguarded(Context &ctx, llvm::StringRef path,
                        llvm::StringRef exampleInputsPath,
                        llvm::ArrayRef<CaseAxis> axes, llvm::StringRef name) {
  llvm::Expected<std::vector<at::Tensor>> examples =
      readTensorInputs(exampleInputsPath);
  if (!examples)
    return examples.takeError();
  llvm::Expected<std::vector<at::Tensor>> tensors = readTensorInputs(path);
  if (!tensors)
    return tensors.takeError();
  if (tensors->size() != examples->size())
    return makeError("verification inputs '" + path + "' hold " +
                     llvm::Twine(tensors->size()) + " values, but the example "
                     "inputs hold " + llvm::Twine(examples->size()));
  // The exported graph fixes every dtype, rank and static size; a symbol
  // has one size in all the axes it names.
  llvm::StringMap<int64_t> symbolSize;
  for (auto [i, t] : llvm::enumerate(*tensors)) {
    const at::Tensor &example = (*examples)[i];
    std::string where =
        "input #" + std::to_string(i) + " in '" + path.str() + "'";
    if (t.scalar_type() != example.scalar_type())
      return makeError(where + " has dtype " +
                       c10::toString(t.scalar_type()) +
                       ", but the example's has " +
                       c10::toString(example.scalar_type()));
    if (t.dim() != example.dim())
      return makeError(where + " has rank " + llvm::Twine(t.dim()) +
                       ", but the example's has rank " +
                       llvm::Twine(example.dim()));
    for (int64_t axis = 0; axis < t.dim(); ++axis) {
      const CaseAxis *dynamic = nullptr;
      for (const CaseAxis &a : axes)
        if (a.input == i && a.axis == axis)
          dynamic = &a;
      if (!dynamic) {
        if (t.size(axis) != example.size(axis))
          return makeError(where + " has sizes " + sizesText(t.sizes()) +
                           ", but axis " + llvm::Twine(axis) +
                           " is not dynamic and has size " +
                           llvm::Twine(example.size(axis)) +
                           " in the example (--dynamic-axes)");
        continue;
      }
      auto [it, inserted] =
          symbolSize.try_emplace(dynamic->symbol, t.size(axis));
      if (!inserted && it->second != t.size(axis))
        return makeError(where + " has size " + llvm::Twine(t.size(axis)) +
                         " on axis " + llvm::Twine(axis) + " of symbol '" +
                         dynamic->symbol + "', which has size " +
                         llvm::Twine(it->second) + " on another axis");
    }
  }
  VerifyCase c{name.str(), {}};
  for (auto [i, t] : llvm::enumerate(*tensors)) {
    llvm::Expected<Attribute> a =
        denseOfTensor(ctx, t, "input #" + llvm::Twine(i) + " in '" + path + "'");
    if (!a)
      return a.takeError();
    c.inputs.push_back(*a);
  }
  return c;
}

/// Appends the tensors in `v` (tuples and lists flattened, in order) to
/// `out`; host numbers are the 0-d tensors the export makes of them (int
/// i64, float f64, bool), a None a null Attribute (an absent optional);
/// the rest is named in `out.skipped`.
static llvm::Error flattenOutputs(Context &ctx, const c10::IValue &v,
                                  const std::string &where,
                                  ModelOutputs &out) {
  if (v.isTensor() || v.isInt() || v.isDouble() || v.isBool()) {
    at::Tensor t = v.isTensor() ? v.toTensor()
                   : v.isInt()  ? at::scalar_tensor(v.toInt(), at::kLong)
                   : v.isDouble()
                       ? at::scalar_tensor(v.toDouble(), at::kDouble)
                       : at::scalar_tensor(v.toBool(), at::kBool);
    llvm::Expected<Attribute> a = denseOfTensor(ctx, t, where);
    if (!a)
      return a.takeError();
    out.tensors.push_back(*a);
    return llvm::Error::success();
  }
  if (v.isNone()) {
    out.tensors.push_back(Attribute());
    return llvm::Error::success();
  }
  if (v.isTuple() || v.isList()) {
    std::vector<c10::IValue> elements =
        v.isTuple() ? v.toTupleRef().elements().vec() : v.toListRef().vec();
    for (auto [i, e] : llvm::enumerate(elements))
      if (llvm::Error err =
              flattenOutputs(ctx, e, where + "[" + std::to_string(i) + "]", out))
        return err;
    return llvm::Error::success();
  }
  if (v.isGenericDict()) {
    // A dict's values in insertion order: the exported outputs (keys name
    // them).
    for (const auto &entry : v.toGenericDict()) {
      std::string key = entry.key().isString()
                            ? "['" + entry.key().toStringRef() + "']"
                            : "[" + std::to_string(out.tensors.size()) + "]";
      if (llvm::Error err = flattenOutputs(ctx, entry.value(), where + key, out))
        return err;
    }
    return llvm::Error::success();
  }
  out.skipped.push_back(where + " (a " + v.tagKind() + ")");
  return llvm::Error::success();
}

static llvm::Expected<std::vector<ModelOutputs>>
runTorchScriptCasesUnguarded(Context &ctx, llvm::StringRef path,
                             llvm::ArrayRef<VerifyCase> cases,
                             llvm::StringRef exampleInputsPath) {
  // The file the export read, checked and loaded as the importer loads it.
  llvm::Expected<torch::jit::Module> loaded =
      frontend::loadTorchScriptFile(path, ctx);
  if (!loaded)
    return loaded.takeError();
  torch::jit::Module module = std::move(*loaded);
  module.eval();
  std::vector<c10::IValue> structure;
  if (!exampleInputsPath.empty()) {
    llvm::Expected<std::vector<c10::IValue>> read =
        frontend::readExampleInputs(exampleInputsPath);
    if (!read)
      return read.takeError();
    structure = std::move(*read);
  }
  std::vector<ModelOutputs> results;
  for (const VerifyCase &c : cases) {
    std::vector<at::Tensor> tensors;
    for (Attribute a : c.inputs) {
      llvm::Expected<at::Tensor> t = tensorOfDense(a);
      if (!t)
        return t.takeError();
      tensors.push_back(*t);
    }
    std::vector<c10::IValue> inputs =
        structure.empty()
            ? std::vector<c10::IValue>(tensors.begin(), tensors.end())
            : rebuildInputs(structure, tensors);
    c10::IValue out;
    try {
      c10::AutoGradMode noGrad(false);
      out = module.forward(inputs);
    } catch (const std::exception &e) {
      return makeError("LibTorch's forward of '" + path + "' failed on " +
                       c.name + ": " + frontend::torchMessage(e));
    }
    ModelOutputs outputs;
    if (out.isTuple() || out.isList()) {
      std::vector<c10::IValue> elements = out.isTuple()
                                              ? out.toTupleRef().elements().vec()
                                              : out.toListRef().vec();
      for (auto [i, e] : llvm::enumerate(elements))
        if (llvm::Error err = flattenOutputs(
                ctx, e, "output #" + std::to_string(i), outputs))
          return err;
    } else if (llvm::Error err =
                   flattenOutputs(ctx, out, "output #0", outputs)) {
      return err;
    }
    results.push_back(std::move(outputs));
  }
  return results;
}

/// `v` as a dense attribute, cast to `type`'s dtype when that is a known
/// tensor dtype; null for a value that is not a tensor.
static llvm::Expected<Attribute> denseOfResult(Context &ctx,
                                               const c10::IValue &v, Type type,
                                               const llvm::Twine &what) {
  if (!v.isTensor())
    return Attribute();
  at::Tensor t = v.toTensor();
  if (type && type.isTensor()) {
    std::optional<c10::ScalarType> st = toScalarType(type.getDType());
    if (st && *st != t.scalar_type())
      t = t.to(*st);
  }
  return denseOfTensor(ctx, t, what);
}

static llvm::Expected<std::vector<Attribute>> runGraphOnTensorsUnguarded(
    Graph &g, llvm::ArrayRef<Attribute> inputs,
    const std::function<void(const Operation &, llvm::ArrayRef<Attribute>)>
        &onOp) {
  Context &ctx = g.getContext();
  std::vector<c10::IValue> values;
  for (Attribute a : inputs) {
    llvm::Expected<at::Tensor> t = tensorOfDense(a);
    if (!t)
      return t.takeError();
    values.push_back(*t);
  }
  RunOptions options;
  llvm::Error hookError = llvm::Error::success();
  if (onOp) {
    options.onOp = [&](const Operation &op,
                       llvm::ArrayRef<c10::IValue> results) {
      if (op.getParentOp() || hookError)
        return;
      std::vector<Attribute> dense;
      for (auto [i, v] : llvm::enumerate(results)) {
        llvm::Expected<Attribute> a =
            denseOfResult(ctx, v, op.getResult(i)->getType(),
                          "result #" + llvm::Twine(i) + " of '" +
                              op.getNameStr() + "'");
        if (!a) {
          hookError = a.takeError();
          return;
        }
        dense.push_back(*a);
      }
      onOp(op, dense);
    };
  }
  // run() turns LibTorch's exceptions into RunErrors; this guards the rest.
  auto runGuarded = [&]() -> llvm::Expected<std::vector<c10::IValue>> {
    try {
      return run(g, values, options);
    } catch (const std::exception &e) {
      return makeError("the interpreter failed: " +
                       frontend::torchMessage(e));
    }
  };
  llvm::Expected<std::vector<c10::IValue>> outs = runGuarded();
  if (hookError) {
    if (!outs)
      llvm::consumeError(outs.takeError());
    return hookError;
  }
  if (!outs)
    return outs.takeError();
  std::vector<Attribute> result;
  llvm::SmallVector<Value *, 4> graphOutputs = g.getOutputs();
  for (auto [i, v] : llvm::enumerate(*outs)) {
    Type type = i < graphOutputs.size() ? graphOutputs[i]->getType() : Type();
    llvm::Expected<Attribute> a =
        denseOfResult(ctx, v, type, "output #" + llvm::Twine(i));
    if (!a)
      return a.takeError();
    result.push_back(*a);
  }
  return result;
}

static llvm::Expected<TensorDifference>
compareTensorsUnguarded(Attribute actual, Attribute expected, double rtol,
                        double atol) {
  llvm::Expected<at::Tensor> a = tensorOfDense(actual);
  if (!a)
    return a.takeError();
  llvm::Expected<at::Tensor> e = tensorOfDense(expected);
  if (!e)
    return e.takeError();
  TensorDifference d;
  if (a->scalar_type() != e->scalar_type()) {
    d.problem = std::string("dtype ") + c10::toString(a->scalar_type()) +
                ", expected " + c10::toString(e->scalar_type());
    return d;
  }
  if (a->sizes() != e->sizes()) {
    std::string s;
    llvm::raw_string_ostream os(s);
    os << "shape " << c10::str(a->sizes()) << ", expected "
       << c10::str(e->sizes());
    d.problem = s;
    return d;
  }
  try {
    if (!at::isFloatingType(a->scalar_type())) {
      d.ok = at::equal(*a, *e);
      return d;
    }
    c10::AutoGradMode noGrad(false);
    at::Tensor x = a->to(at::kDouble), y = e->to(at::kDouble);
    at::Tensor same = (x.isnan() & y.isnan()) | (x == y);
    at::Tensor diff = (x - y).abs().masked_fill(same, 0.0);
    // A NaN on one side only is an infinite error.
    diff = diff.masked_fill(diff.isnan(), INFINITY);
    d.ok = (diff <= atol + rtol * y.abs()).all().item<bool>();
    if (diff.numel() > 0) {
      d.maxAbsErr = diff.max().item<double>();
      at::Tensor nonzero = y != 0;
      if (nonzero.any().item<bool>())
        d.maxRelErr =
            (diff.masked_select(nonzero) / y.abs().masked_select(nonzero))
                .max()
                .item<double>();
    }
  } catch (const std::exception &ex) {
    return makeError("cannot compare tensors: " + frontend::torchMessage(ex));
  }
  return d;
}

// The entry points: whatever LibTorch throws below them (running out of
// memory on a large case, an op refusing an input) becomes an error.

llvm::Expected<std::vector<VerifyCase>> tocc::runtime::makeVerifyCases(
    Context &ctx, llvm::StringRef exampleInputsPath,
    llvm::ArrayRef<CaseAxis> axes, unsigned sizesPerAxis, uint64_t seed,
    const std::map<std::string, std::vector<int64_t>> &sizes) {
  return frontend::torchBoundary(
      "cannot make verification inputs from '" + exampleInputsPath + "'", [&] {
        return makeVerifyCasesUnguarded(ctx, exampleInputsPath, axes,
                                        sizesPerAxis, seed, sizes);
      });
}

llvm::Expected<VerifyCase> tocc::runtime::readVerifyCase(
    Context &ctx, llvm::StringRef path, llvm::StringRef exampleInputsPath,
    llvm::ArrayRef<CaseAxis> axes, llvm::StringRef name) {
  return frontend::torchBoundary(
      "cannot read verification inputs '" + path + "'", [&] {
        return readVerifyCaseUnguarded(ctx, path, exampleInputsPath, axes,
                                       name);
      });
}

llvm::Expected<std::vector<ModelOutputs>>
tocc::runtime::runTorchScriptCases(Context &ctx, llvm::StringRef path,
                                   llvm::ArrayRef<VerifyCase> cases,
                                   llvm::StringRef exampleInputsPath) {
  return frontend::torchBoundary("LibTorch's run of '" + path + "' failed",
                                 [&] {
                                   return runTorchScriptCasesUnguarded(
                                       ctx, path, cases, exampleInputsPath);
                                 });
}

llvm::Expected<std::vector<Attribute>> tocc::runtime::runGraphOnTensors(
    Graph &g, llvm::ArrayRef<Attribute> inputs,
    const std::function<void(const Operation &, llvm::ArrayRef<Attribute>)>
        &onOp) {
  return frontend::torchBoundary("the interpreter failed", [&] {
    return runGraphOnTensorsUnguarded(g, inputs, onOp);
  });
}

llvm::Expected<TensorDifference>
tocc::runtime::compareTensors(Attribute actual, Attribute expected, double rtol,
                              double atol) {
  return frontend::torchBoundary("cannot compare tensors", [&] {
    return compareTensorsUnguarded(actual, expected, rtol, atol);
  });
}
