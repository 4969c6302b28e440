//===- InputSpecs.cpp - Graph input types from `x=f32[batch,3,224,224]` --===//
//
// No LibTorch here: the spec syntax is ours, and this file compiles in a
// second instead of a minute.
//
//===----------------------------------------------------------------------===//
#include "InputSpecs.h"

#include "tocc/IR/Context.h"
#include "tocc/Shape/ShapeEnv.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

using namespace tocc;
using namespace tocc::frontend;

static llvm::Error specError(llvm::StringRef spec, const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "invalid input shape '" + spec + "': " + msg +
                                     " (expected NAME=DTYPE[DIM,...], e.g. "
                                     "x=f32[batch,3,224,224])");
}

static bool isIdentifier(llvm::StringRef s) {
  if (s.empty() || !(llvm::isAlpha(s.front()) || s.front() == '_'))
    return false;
  return llvm::all_of(s, [](char c) { return llvm::isAlnum(c) || c == '_'; });
}

/// An input or output name: an identifier, or one with dots, slashes and
/// dashes (`hidden.0`, a flattened tuple argument's element; ONNX names).
static bool isValueName(llvm::StringRef s) {
  if (s.empty() || !(llvm::isAlpha(s.front()) || s.front() == '_'))
    return false;
  return llvm::all_of(s, [](char c) {
    return llvm::isAlnum(c) || c == '_' || c == '.' || c == '/' || c == '-';
  });
}

static llvm::Expected<InputSpec> parseOne(llvm::StringRef spec, Context &ctx,
                                          shape::ShapeEnv &env) {
  auto [name, rest] = spec.split('=');
  name = name.trim();
  rest = rest.trim();
  if (!spec.contains('=') || name.empty())
    return specError(spec, "no input name before '='");
  size_t open = rest.find('[');
  if (open == llvm::StringRef::npos || !rest.ends_with("]"))
    return specError(spec, "no [dims] after the dtype");
  llvm::StringRef dtypeName = rest.take_front(open).trim();
  std::optional<DType> dtype = parseDType(dtypeName);
  if (!dtype)
    return specError(spec, "unknown dtype '" + dtypeName +
                               "' (use f32, f16, bf16, f64, i64, i32, bool, "
                               "...)");

  llvm::StringRef dimsText = rest.slice(open + 1, rest.size() - 1).trim();
  llvm::SmallVector<Dim, 4> dims;
  if (!dimsText.empty()) {
    llvm::SmallVector<llvm::StringRef, 4> parts;
    dimsText.split(parts, ',');
    for (llvm::StringRef part : parts) {
      part = part.trim();
      int64_t value;
      if (part == "?") {
        dims.push_back(Dim());
      } else if (!part.getAsInteger(10, value)) {
        if (value < 0)
          return specError(spec, "negative dim " + part);
        dims.push_back(ctx.getStaticDim(value));
      } else if (isIdentifier(part)) {
        // A symbol used by several inputs is one symbol; an existing range
        // is kept.
        shape::ExprRef sym = env.getContext().getSymbol(part);
        if (!env.isDeclared(sym))
          sym = env.declareSymbol(part);
        dims.push_back(Dim(sym));
      } else {
        return specError(spec, "dim '" + part +
                                   "' is neither a number, a symbol name "
                                   "nor '?'");
      }
    }
  }
  return InputSpec{name.str(), ctx.getTensorType(*dtype, dims)};
}

llvm::Expected<std::vector<InputSpec>>
frontend::parseInputSpecs(llvm::ArrayRef<std::string> specs, Context &ctx,
                          shape::ShapeEnv &env) {
  std::vector<InputSpec> out;
  for (const std::string &text : specs) {
    llvm::SmallVector<llvm::StringRef, 2> pieces;
    llvm::StringRef(text).split(pieces, ';', /*MaxSplit=*/-1,
                                /*KeepEmpty=*/false);
    for (llvm::StringRef piece : pieces) {
      if (piece.trim().empty())
        continue;
      llvm::Expected<InputSpec> spec = parseOne(piece.trim(), ctx, env);
      if (!spec)
        return spec.takeError();
      for (const InputSpec &seen : out)
        if (seen.name == spec->name)
          return specError(piece.trim(),
                           "input '" + spec->name + "' is given twice");
      out.push_back(std::move(*spec));
    }
  }
  return out;
}

static llvm::Error axesError(llvm::StringRef entry, const llvm::Twine &msg) {
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      "invalid dynamic axes '" + entry + "': " + msg +
          " (expected NAME:AXIS=SYMBOL,... or NAME:AXIS,..., entries "
          "separated by ';', e.g. x:0=batch,2=height;y:0=batch; a symbol "
          "may have a range, 1=seq[1:4096] or 1=seq[1:])");
}

llvm::Expected<std::vector<DynamicAxesSpec>>
tocc::parseDynamicAxes(llvm::StringRef text) {
  std::vector<DynamicAxesSpec> result;
  llvm::SmallVector<llvm::StringRef, 4> entries;
  text.split(entries, ';', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef entry : entries) {
    entry = entry.trim();
    if (entry.empty())
      continue;
    auto [name, axesText] = entry.split(':');
    name = name.trim();
    if (!entry.contains(':') || !isValueName(name))
      return axesError(entry, "no input or output name before ':'");
    auto it = llvm::find_if(result, [&](const DynamicAxesSpec &s) {
      return s.name == name;
    });
    if (it == result.end()) {
      result.push_back({name.str(), {}, {}});
      it = std::prev(result.end());
    }
    llvm::SmallVector<llvm::StringRef, 4> items;
    axesText.split(items, ',');
    for (llvm::StringRef item : items) {
      auto [axisText, symbol] = item.split('=');
      axisText = axisText.trim();
      symbol = symbol.trim();
      int64_t axis;
      if (axisText.getAsInteger(10, axis) || axis < 0)
        return axesError(entry, "axis '" + axisText +
                                    "' is not a non-negative integer");
      // SYMBOL[MIN:MAX] or SYMBOL[MIN:].
      std::optional<DynamicAxesSpec::Range> range;
      if (size_t open = symbol.find('['); open != llvm::StringRef::npos) {
        llvm::StringRef bounds = symbol.substr(open + 1);
        symbol = symbol.take_front(open).trim();
        if (!bounds.consume_back("]") || !bounds.contains(':'))
          return axesError(entry, "the range of '" + symbol +
                                      "' is not [MIN:MAX] or [MIN:]");
        auto [minText, maxText] = bounds.split(':');
        range.emplace();
        range->symbol = symbol.str();
        if (minText.trim().getAsInteger(10, range->min) || range->min < 0)
          return axesError(entry, "the range of '" + symbol +
                                      "' has minimum '" + minText.trim() +
                                      "', not a non-negative integer");
        if (!maxText.trim().empty()) {
          int64_t max;
          if (maxText.trim().getAsInteger(10, max) || max < range->min)
            return axesError(entry, "the range of '" + symbol +
                                        "' has maximum '" + maxText.trim() +
                                        "', not an integer >= its minimum " +
                                        llvm::Twine(range->min));
          range->max = max;
        }
      }
      std::string sym =
          item.contains('=')
              ? symbol.str()
              : name.str() + "_dynamic_axes_" +
                    std::to_string(it->axes.size() + 1);
      if (!isIdentifier(sym))
        return axesError(entry, "symbol '" + symbol +
                                    "' is not a name (letters, digits, _)");
      if (llvm::any_of(it->axes, [&](const auto &a) { return a.first == axis; }))
        return axesError(entry, "axis " + llvm::Twine(axis) + " of '" + name +
                                    "' is given twice");
      it->axes.emplace_back(axis, sym);
      if (!range)
        continue;
      // One symbol, one range, wherever it is given.
      for (const DynamicAxesSpec &spec : result)
        for (const DynamicAxesSpec::Range &r : spec.ranges)
          if (r.symbol == sym && (r.min != range->min || r.max != range->max))
            return axesError(entry, "symbol '" + sym +
                                        "' is given two different ranges");
      it->ranges.push_back(std::move(*range));
    }
  }
  return result;
}

llvm::Error frontend::applyDynamicAxes(llvm::ArrayRef<DynamicAxesSpec> specs,
                                       Context &ctx, shape::ShapeEnv &env,
                                       llvm::StringRef inputName, Type &type) {
  for (const DynamicAxesSpec &spec : specs) {
    if (spec.name != inputName)
      continue;
    if (!type.isTensor() || !type.hasRank())
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "dynamic axes given for input '" + inputName +
              "', whose type has no known rank; give example inputs or an "
              "input shape for it");
    llvm::SmallVector<Dim, 4> dims(type.getDims().begin(),
                                   type.getDims().end());
    for (const auto &[axis, symbol] : spec.axes) {
      if (axis >= int64_t(dims.size()))
        return llvm::createStringError(
            llvm::inconvertibleErrorCode(),
            "dynamic axis " + llvm::Twine(axis) + " of input '" + inputName +
                "' is out of range: the input has rank " +
                llvm::Twine(dims.size()));
      shape::ExprRef sym = env.getContext().getSymbol(symbol);
      if (!env.isDeclared(sym))
        sym = env.declareSymbol(symbol);
      const DynamicAxesSpec::Range *given = nullptr;
      for (const DynamicAxesSpec &s : specs)
        for (const DynamicAxesSpec::Range &r : s.ranges)
          if (r.symbol == symbol)
            given = &r;
      if (given) {
        // The user's range; the example must be in it.
        env.setRange(sym, given->min, given->max);
        shape::SymbolRange range{given->min, given->max};
        if (dims[axis].isStatic() && !range.contains(dims[axis].getStatic()))
          return llvm::createStringError(
              llvm::inconvertibleErrorCode(),
              "dynamic axis " + llvm::Twine(axis) + " of input '" + inputName +
                  "' has size " + llvm::Twine(dims[axis].getStatic()) +
                  " in the example, outside the range [" +
                  llvm::Twine(given->min) + ", " +
                  (given->max ? std::to_string(*given->max) : "inf") +
                  "] given for '" + symbol + "'");
      } else if (dims[axis].isStatic() && dims[axis].getStatic() == 0) {
        // An example of size 0 (a KV cache's past length at the prompt
        // step) puts 0 in the axis' range: with the default [2, inf) the
        // model's own example would be out of range, and a check such as
        // `past.size(2) == 0` would fold to false for it.
        if (std::optional<shape::SymbolRange> range = env.getRange(sym);
            range && range->min > 0)
          env.setRange(sym, 0, range->max);
      }
      dims[axis] = Dim(sym);
    }
    type = ctx.getTensorType(type.getDType(), dims);
  }
  return llvm::Error::success();
}
