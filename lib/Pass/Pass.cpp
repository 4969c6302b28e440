//===- Pass.cpp - Passes and their options --------------------------------===//
#include "tocc/Pass/Pass.h"

#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/Pass/PassManager.h"

#include "llvm/ADT/StringExtras.h"

#include <cstdio>
#include <cstdlib>

using namespace tocc;

static llvm::Error makeError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

PassOptionBase::PassOptionBase(Pass &owner, llvm::StringRef name,
                               llvm::StringRef desc)
    : name(name.str()), desc(desc.str()) {
  owner.options.push_back(this);
}

std::string tocc::quotePassOptionValue(llvm::StringRef v) {
  bool plain = !v.empty() && llvm::none_of(v, [](char c) {
    return llvm::isSpace(c) || c == ',' || c == '{' || c == '}' || c == '"' ||
           c == '=';
  });
  if (plain)
    return v.str();
  if (!v.contains('"'))
    return ("\"" + v + "\"").str();
  return ("{" + v + "}").str();
}

llvm::Error Option<int64_t>::parse(llvm::StringRef v) {
  int64_t parsed;
  if (v.trim().getAsInteger(0, parsed))
    return makeError("invalid value '" + v + "' for option '" + getName() +
                     "': expected an integer");
  value = parsed;
  set = true;
  return llvm::Error::success();
}

std::string Option<int64_t>::getValueAsString() const {
  return std::to_string(value);
}

llvm::Error Option<bool>::parse(llvm::StringRef v) {
  std::string lower = v.trim().lower();
  if (lower.empty() || lower == "true" || lower == "1") {
    value = true;
  } else if (lower == "false" || lower == "0") {
    value = false;
  } else {
    return makeError("invalid value '" + v + "' for option '" + getName() +
                     "': expected true, false, 1 or 0");
  }
  set = true;
  return llvm::Error::success();
}

std::string Option<bool>::getValueAsString() const {
  return value ? "true" : "false";
}

llvm::Error Option<double>::parse(llvm::StringRef v) {
  double parsed;
  if (v.trim().getAsDouble(parsed))
    return makeError("invalid value '" + v + "' for option '" + getName() +
                     "': expected a number");
  value = parsed;
  set = true;
  return llvm::Error::success();
}

std::string Option<double>::getValueAsString() const {
  // The shortest text that reads back as the same double.
  char buf[32];
  for (int precision = 1; precision <= 17; ++precision) {
    snprintf(buf, sizeof(buf), "%.*g", precision, value);
    if (std::strtod(buf, nullptr) == value)
      break;
  }
  return buf;
}

llvm::Error Option<std::string>::parse(llvm::StringRef v) {
  value = v.str();
  set = true;
  return llvm::Error::success();
}

std::string Option<std::string>::getValueAsString() const {
  return quotePassOptionValue(value);
}

llvm::Error ListOption::parse(llvm::StringRef v) {
  values.clear();
  llvm::StringRef rest = v;
  while (!rest.empty()) {
    size_t pos = rest.find_first_of(",;");
    llvm::StringRef item = rest.take_front(pos).trim();
    if (!item.empty())
      values.push_back(item.str());
    if (pos == llvm::StringRef::npos)
      break;
    rest = rest.drop_front(pos + 1);
  }
  set = true;
  return llvm::Error::success();
}

std::string ListOption::getValueAsString() const {
  return quotePassOptionValue(llvm::join(values, ","));
}

Pass::~Pass() = default;

LogicalResult Pass::runPipeline(llvm::StringRef pipeline, Module &module) {
  Context &ctx = module.getContext();
  PassManager pm = executor ? executor->makeNested(ctx) : PassManager(ctx);
  if (llvm::Error err = pm.addPipeline(pipeline)) {
    ctx.getDiagEngine().emitError(module.getLoc())
        << "pass '" << getArgument() << "': " << llvm::toString(std::move(err));
    return failure();
  }
  return pm.run(module);
}

LogicalResult PassPipeline::runOnModule(Module &module) {
  std::vector<PipelineStage> stages;
  if (llvm::Error err = buildPipeline(stages)) {
    module.getContext().getDiagEngine().emitError(module.getLoc())
        << "pipeline '" << getArgument()
        << "': " << llvm::toString(std::move(err));
    return failure();
  }
  std::string text;
  for (const PipelineStage &stage : stages)
    if (!stage.pipeline.empty())
      text += (text.empty() ? "" : ",") + stage.pipeline;
  return runPipeline(text, module);
}

/// Reads one option value starting at `s` (which starts right after `=`):
/// "quoted", {braced, possibly {nested}}, or a bare word ending at a space
/// or comma. Returns the value without its quotes or outer braces.
static llvm::Expected<llvm::StringRef> lexOptionValue(llvm::StringRef &s,
                                                      llvm::StringRef passName,
                                                      llvm::StringRef key) {
  if (s.consume_front("\"")) {
    size_t end = s.find('"');
    if (end == llvm::StringRef::npos)
      return makeError("pass '" + passName +
                       "': unterminated '\"' in value of "
                       "option '" +
                       key + "'");
    llvm::StringRef v = s.take_front(end);
    s = s.drop_front(end + 1);
    return v;
  }
  if (s.starts_with("{")) {
    unsigned depth = 0;
    for (size_t i = 0; i < s.size(); ++i) {
      if (s[i] == '{') {
        ++depth;
      } else if (s[i] == '}' && --depth == 0) {
        llvm::StringRef v = s.slice(1, i);
        s = s.drop_front(i + 1);
        return v;
      }
    }
    return makeError("pass '" + passName +
                     "': unbalanced '{' in value of "
                     "option '" +
                     key + "'");
  }
  size_t end = s.find_first_of(" \t\r\n,");
  llvm::StringRef v = s.take_front(end);
  s = s.drop_front(v.size());
  return v;
}

llvm::Error Pass::initializeOptions(llvm::StringRef text) {
  llvm::StringRef passName = getArgument();
  llvm::StringRef s = text;
  auto isSep = [](char c) { return llvm::isSpace(c) || c == ','; };
  while (true) {
    s = s.drop_while(isSep);
    if (s.empty())
      break;
    size_t keyEnd = s.find_if([&](char c) { return isSep(c) || c == '='; });
    llvm::StringRef key = s.take_front(keyEnd);
    s = s.drop_front(key.size());
    if (key.empty())
      return makeError("pass '" + passName +
                       "': expected an option name "
                       "before '='");
    llvm::StringRef value;
    bool hasValue = s.consume_front("=");
    if (hasValue) {
      llvm::Expected<llvm::StringRef> v = lexOptionValue(s, passName, key);
      if (!v)
        return v.takeError();
      value = *v;
      if (!s.empty() && !isSep(s.front()))
        return makeError("pass '" + passName + "': unexpected '" +
                         s.take_front(1) + "' after the value of option '" +
                         key + "'");
    }

    PassOptionBase *opt = nullptr;
    for (PassOptionBase *o : options)
      if (o->getName() == key)
        opt = o;
    if (!opt) {
      std::string known;
      for (PassOptionBase *o : options)
        known += (known.empty() ? "" : ", ") + o->getName().str();
      std::string tail = known.empty() ? " (it takes no options)"
                                       : " (its options are: " + known + ")";
      return makeError("pass '" + passName + "' has no option '" + key + "'" +
                       tail);
    }
    if (!hasValue && opt->getTypeName() != "bool")
      return makeError("pass '" + passName + "': option '" + key +
                       "' needs a value (" + key + "=<" + opt->getTypeName() +
                       ">)");
    if (llvm::Error err = opt->parse(value))
      return makeError("pass '" + passName +
                       "': " + llvm::toString(std::move(err)));
  }
  if (llvm::Error err = verifyOptions())
    return makeError("pass '" + passName +
                     "': " + llvm::toString(std::move(err)));
  return llvm::Error::success();
}

void Pass::printAsTextualPipeline(llvm::raw_ostream &os) const {
  os << getArgument();
  bool first = true;
  for (PassOptionBase *o : options) {
    if (!o->hasValue())
      continue;
    os << (first ? "{" : " ") << o->getName() << '=' << o->getValueAsString();
    first = false;
  }
  if (!first)
    os << '}';
}
