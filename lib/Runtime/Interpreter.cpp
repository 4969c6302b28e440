//===- Interpreter.cpp - Runs a Graph op by op with LibTorch -------------===//
//
// One environment maps every IR value to its IValue (values are unique
// pointers, so regions see the values of enclosing blocks in the same
// map). Ops run in block order: terminators end a block, prim ops are
// interpreted here, core ops go through the table of CoreOps.cpp, and
// every other op is looked up among LibTorch's JIT operators by its schema
// name and run on a stack, as TorchScript's interpreter does.
//
//===----------------------------------------------------------------------===//
#include "tocc/Runtime/Interpreter.h"

#include "Torch.h"

#include "tocc/IR/Context.h"

#include "llvm/ADT/DenseMap.h"

#include <ATen/Functions.h>
#include <ATen/ScalarOps.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/core/grad_mode.h>
#include <torch/csrc/jit/mobile/type_parser.h>
#include <torch/csrc/jit/runtime/operator.h>

#include <functional>

using namespace tocc;
using namespace tocc::runtime;

char RunError::ID = 0;

void RunError::log(llvm::raw_ostream &os) const {
  os << loc << ": '" << opName << "': " << message;
}

static llvm::Error makeError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

std::optional<c10::ScalarType> runtime::toScalarType(DType dtype) {
  switch (dtype) {
  case DType::Bool:
    return c10::ScalarType::Bool;
  case DType::I8:
    return c10::ScalarType::Char;
  case DType::I16:
    return c10::ScalarType::Short;
  case DType::I32:
    return c10::ScalarType::Int;
  case DType::I64:
    return c10::ScalarType::Long;
  case DType::U8:
    return c10::ScalarType::Byte;
  case DType::F16:
    return c10::ScalarType::Half;
  case DType::BF16:
    return c10::ScalarType::BFloat16;
  case DType::F32:
    return c10::ScalarType::Float;
  case DType::F64:
    return c10::ScalarType::Double;
  case DType::C64:
    return c10::ScalarType::ComplexFloat;
  case DType::C128:
    return c10::ScalarType::ComplexDouble;
  default: // u16..u64 have no LibTorch type in 1.13; `?` and str none
    return std::nullopt;
  }
}

Type runtime::typeOfTensor(Context &ctx, const at::Tensor &t) {
  DType dtype =
      frontend::convertScalarType(t.scalar_type()).value_or(DType::Unknown);
  return ctx.getTensorType(
      dtype, llvm::ArrayRef<int64_t>(t.sizes().data(), t.sizes().size()));
}

llvm::Expected<at::Tensor> runtime::tensorOfDense(Attribute dense) {
  Type type = dense.getDenseType();
  if (dense.isElided())
    return makeError("the constant " + type.str() +
                     " was elided from the text: it has no values to run");
  const std::shared_ptr<const ElementsBuffer> &buffer = dense.getBuffer();
  // An imported weight: the tensor itself, not a copy.
  if (auto *tensorBuffer =
          dynamic_cast<const frontend::TensorElementsBuffer *>(buffer.get()))
    return tensorBuffer->getTensor();
  std::optional<c10::ScalarType> scalarType = toScalarType(type.getDType());
  if (!scalarType)
    return makeError("LibTorch has no dtype for the constant " + type.str());
  std::vector<int64_t> sizes;
  for (Dim d : type.getDims())
    sizes.push_back(d.getStatic());
  auto options = at::TensorOptions().dtype(*scalarType);
  llvm::ArrayRef<char> bytes = buffer->getData();
  if (bytes.empty())
    return at::empty(sizes, options);
  // The tensor aliases the attribute's bytes; the deleter holds the buffer
  // until the last tensor sharing them is gone. ATen wants a mutable
  // pointer, but the interpreter never writes a constant (see
  // docs/runtime.md for in-place ops).
  std::shared_ptr<const ElementsBuffer> keepAlive = buffer;
  return at::from_blob(
      const_cast<char *>(bytes.data()), sizes,
      [keepAlive](void *) mutable { keepAlive.reset(); }, options);
}

/// LibTorch's type for an IR type (the element type of lists).
static c10::TypePtr jitType(Type t) {
  if (!t)
    return c10::AnyType::get();
  switch (t.getKind()) {
  case Type::Tensor:
    return c10::TensorType::get();
  case Type::Int:
    return c10::IntType::get();
  case Type::Float:
    return c10::FloatType::get();
  case Type::Bool:
    return c10::BoolType::get();
  case Type::String:
    return c10::StringType::get();
  case Type::None:
    return c10::NoneType::get();
  case Type::Device:
    return c10::DeviceObjType::get();
  case Type::Number:
    return c10::NumberType::get();
  case Type::List:
    return c10::ListType::create(jitType(t.getElementType()));
  case Type::Tuple: {
    std::vector<c10::TypePtr> elements;
    for (Type e : t.getTupleTypes())
      elements.push_back(jitType(e));
    return c10::TupleType::create(std::move(elements));
  }
  case Type::Optional:
    return c10::OptionalType::create(jitType(t.getElementType()));
  case Type::Opaque:
    // The TorchScript type the importer kept by name (`Dict[str, Tensor]`).
    try {
      return c10::parseType(t.getOpaqueName().str());
    } catch (const std::exception &) {
      return c10::AnyType::get();
    }
  }
  return c10::AnyType::get();
}

/// The element type of a list value: the IR's when it says more than
/// "anything", else the type the elements share.
static c10::TypePtr listElementType(Type listType,
                                    llvm::ArrayRef<c10::IValue> elements) {
  c10::TypePtr declared =
      listType && listType.getKind() == Type::List
          ? jitType(listType.getElementType())
          : c10::AnyType::get();
  if (declared->kind() != c10::TypeKind::AnyType || elements.empty())
    return declared;
  c10::TypePtr unified = elements.front().type();
  for (const c10::IValue &e : elements.drop_front()) {
    auto both = c10::unifyTypes(unified, e.type());
    if (!both)
      return c10::AnyType::get();
    unified = *both;
  }
  return unified;
}

static c10::IValue makeList(Type listType,
                            llvm::ArrayRef<c10::IValue> elements) {
  c10::impl::GenericList list(listElementType(listType, elements));
  list.reserve(elements.size());
  for (const c10::IValue &e : elements)
    list.push_back(e);
  return list;
}

llvm::Expected<c10::IValue> runtime::valueOfAttr(Attribute attr, Type type) {
  if (!attr)
    return c10::IValue();
  switch (attr.getKind()) {
  case Attribute::Int:
    if (type && type.getKind() == Type::Float)
      return c10::IValue(static_cast<double>(attr.getInt()));
    return c10::IValue(attr.getInt());
  case Attribute::Float:
    return c10::IValue(attr.getFloat());
  case Attribute::Bool:
    return c10::IValue(attr.getBool());
  case Attribute::String:
    if (type && type.getKind() == Type::Device) {
      try {
        return c10::IValue(c10::Device(attr.getString().str()));
      } catch (const std::exception &e) {
        return makeError("bad device '" + attr.getString() +
                         "': " + frontend::torchMessage(e));
      }
    }
    return c10::IValue(attr.getString().str());
  case Attribute::DType: {
    std::optional<c10::ScalarType> st = toScalarType(attr.getDType());
    if (!st)
      return makeError("LibTorch has no dtype " + dtypeName(attr.getDType()));
    return c10::IValue(static_cast<int64_t>(*st));
  }
  case Attribute::Dense:
    return tensorOfDense(attr);
  case Attribute::Array: {
    bool isTuple = type && type.getKind() == Type::Tuple;
    llvm::ArrayRef<Attribute> items = attr.getArray();
    if (isTuple && type.getTupleTypes().size() != items.size())
      return makeError("a tuple constant of " + llvm::Twine(items.size()) +
                       " elements has type " + type.str());
    std::vector<c10::IValue> elements;
    for (size_t i = 0; i < items.size(); ++i) {
      Type elementType;
      if (isTuple)
        elementType = type.getTupleTypes()[i];
      else if (type && type.getKind() == Type::List)
        elementType = type.getElementType();
      auto v = valueOfAttr(items[i], elementType);
      if (!v)
        return v.takeError();
      elements.push_back(std::move(*v));
    }
    if (isTuple)
      return c10::IValue(c10::ivalue::Tuple::create(std::move(elements)));
    return makeList(type, elements);
  }
  case Attribute::Type:
    break;
  }
  return makeError("no value for the attribute " + attr.str());
}

/// Why `v` cannot be a value of type `t`, or "" if it can. Tensors are
/// checked against a known dtype and static dims.
static std::string mismatch(Type t, const c10::IValue &v) {
  auto got = [&] { return v.type()->annotation_str(); };
  switch (t.getKind()) {
  case Type::Tensor: {
    if (!v.isTensor())
      return "expected " + t.str() + ", got " + got();
    const at::Tensor &tensor = v.toTensor();
    Type actual = typeOfTensor(t.getContext(), tensor);
    if (t.getDType() != DType::Unknown && t.getDType() != actual.getDType())
      return "expected " + t.str() + ", got " + actual.str();
    if (!t.hasRank())
      return "";
    if (t.getRank() != tensor.dim())
      return "expected " + t.str() + ", got " + actual.str();
    for (int64_t i = 0; i < t.getRank(); ++i) {
      Dim d = t.getDims()[i];
      if (d.isStatic() && d.getStatic() != tensor.size(i))
        return "expected " + t.str() + ", got " + actual.str();
    }
    return "";
  }
  case Type::Int:
    return v.isInt() ? "" : "expected int, got " + got();
  case Type::Float:
    return v.isDouble() ? "" : "expected float, got " + got();
  case Type::Bool:
    return v.isBool() ? "" : "expected bool, got " + got();
  case Type::String:
    return v.isString() ? "" : "expected str, got " + got();
  case Type::None:
    return v.isNone() ? "" : "expected none, got " + got();
  case Type::Number:
    return v.isInt() || v.isDouble() || v.isBool()
               ? ""
               : "expected a number, got " + got();
  case Type::Optional:
    return v.isNone() ? "" : mismatch(t.getElementType(), v);
  case Type::List: {
    if (!v.isList())
      return "expected " + t.str() + ", got " + got();
    for (const c10::IValue &e : v.toListRef())
      if (std::string why = mismatch(t.getElementType(), e); !why.empty())
        return "an element: " + why;
    return "";
  }
  case Type::Tuple: {
    if (!v.isTuple())
      return "expected " + t.str() + ", got " + got();
    const auto &elements = v.toTupleRef().elements();
    if (elements.size() != t.getTupleTypes().size())
      return "expected " + t.str() + ", got a tuple of " +
             std::to_string(elements.size()) + " elements";
    for (size_t i = 0; i < elements.size(); ++i)
      if (std::string why = mismatch(t.getTupleTypes()[i], elements[i]);
          !why.empty())
        return "element " + std::to_string(i) + ": " + why;
    return "";
  }
  case Type::Device:
  case Type::Opaque:
    return "";
  }
  return "";
}

namespace {

/// A LibTorch JIT operator and how to call it. Some JIT-only operators
/// build their Operation from the TorchScript node they run (its inputs'
/// number and types): they get a node of their own, kept alive here.
struct JitOp {
  std::shared_ptr<torch::jit::Operator> op;
  std::shared_ptr<torch::jit::Graph> graph;
  torch::jit::Operation operation;
};

class Interpreter {
public:
  explicit Interpreter(const RunOptions &options) : options(options) {}

  llvm::Expected<std::vector<c10::IValue>>
  runGraph(Graph &g, llvm::ArrayRef<c10::IValue> inputs);

private:
  /// Runs the ops of `block` with its arguments bound to `args`; returns
  /// the operands of its terminator.
  llvm::Expected<std::vector<c10::IValue>>
  runBlock(Block &block, llvm::ArrayRef<c10::IValue> args);
  llvm::Error runOp(Operation &op);
  /// Sets the results of `op` (checking their number).
  llvm::Error setResults(Operation &op, std::vector<c10::IValue> results);
  llvm::Error runPrim(Operation &op, llvm::ArrayRef<c10::IValue> operands);
  llvm::Error runJit(Operation &op, llvm::ArrayRef<c10::IValue> operands);
  llvm::Expected<JitOp *> lookupJitOp(Operation &op,
                                      llvm::ArrayRef<c10::IValue> operands);

  llvm::Error opError(const Operation &op, const llvm::Twine &msg) {
    return llvm::make_error<RunError>(op.getLoc(), op.getNameStr().str(),
                                      msg.str());
  }

  const RunOptions &options;
  llvm::DenseMap<const Value *, c10::IValue> env;
  /// Per op, not per name: a node-built Operation depends on the operands.
  llvm::DenseMap<const Operation *, JitOp> jitOps;
};

} // namespace

llvm::Expected<std::vector<c10::IValue>>
Interpreter::runGraph(Graph &g, llvm::ArrayRef<c10::IValue> given) {
  Block &body = g.getBody();
  // The importer makes a tuple or list argument one graph input per tensor
  // in it: values given in forward's structure are flattened the same way.
  std::vector<c10::IValue> flat;
  std::function<void(const c10::IValue &)> flatten =
      [&](const c10::IValue &v) {
        if (v.isTuple())
          for (const c10::IValue &e : v.toTupleRef().elements())
            flatten(e);
        else if (v.isList() && v.toListRef().size() > 0 &&
                 v.toListRef()[0].isTensor())
          for (const c10::IValue &e : v.toListRef())
            flatten(e);
        else
          flat.push_back(v);
      };
  llvm::ArrayRef<c10::IValue> inputs = given;
  if (given.size() != body.getNumArguments()) {
    for (const c10::IValue &v : given)
      flatten(v);
    if (flat.size() == body.getNumArguments())
      inputs = flat;
  }
  if (inputs.size() != body.getNumArguments())
    return makeError("graph @" + g.getName() + " takes " +
                     llvm::Twine(body.getNumArguments()) + " inputs, got " +
                     llvm::Twine(inputs.size()));
  for (unsigned i = 0; i < inputs.size(); ++i) {
    BlockArgument *arg = body.getArgument(i);
    if (std::string why = mismatch(arg->getType(), inputs[i]); !why.empty()) {
      std::string name =
          arg->getName().empty() ? "" : " '%" + arg->getName().str() + "'";
      return makeError("input #" + llvm::Twine(i) + name + " of graph @" +
                       g.getName() + ": " + why);
    }
  }
  return runBlock(body, inputs);
}

llvm::Expected<std::vector<c10::IValue>>
Interpreter::runBlock(Block &block, llvm::ArrayRef<c10::IValue> args) {
  if (args.size() != block.getNumArguments())
    return makeError("a block of " + llvm::Twine(block.getNumArguments()) +
                     " arguments was given " + llvm::Twine(args.size()) +
                     " values");
  for (unsigned i = 0; i < args.size(); ++i)
    env[block.getArgument(i)] = args[i];
  for (Operation &op : block) {
    llvm::StringRef name = op.getNameStr();
    if (name == "tocc.return" || name == "tocc.yield") {
      std::vector<c10::IValue> out;
      for (Value *v : op.getOperands())
        out.push_back(env.lookup(v));
      return out;
    }
    if (llvm::Error err = runOp(op))
      return err;
  }
  return makeError("a block of the graph has no terminator");
}

llvm::Error Interpreter::setResults(Operation &op,
                                    std::vector<c10::IValue> results) {
  if (results.size() != op.getNumResults())
    return opError(op, "produced " + llvm::Twine(results.size()) +
                           " values for " + llvm::Twine(op.getNumResults()) +
                           " results");
  for (unsigned i = 0; i < results.size(); ++i)
    env[op.getResult(i)] = results[i];
  if (options.onOp)
    options.onOp(op, results);
  return llvm::Error::success();
}

llvm::Error Interpreter::runOp(Operation &op) {
  std::vector<c10::IValue> operands;
  operands.reserve(op.getNumOperands());
  for (unsigned i = 0, e = op.getNumOperands(); i < e; ++i) {
    auto it = env.find(op.getOperand(i));
    if (it == env.end())
      return opError(op, "operand #" + llvm::Twine(i) +
                             " has no value (it is defined by no op that ran)");
    operands.push_back(it->second);
  }
  llvm::StringRef dialect = op.getName().getDialectNamespace();
  try {
    if (dialect == "prim")
      return runPrim(op, operands);
    if (dialect == "core") {
      CoreOpFn fn = lookupCoreOp(op.getNameStr());
      if (!fn)
        return opError(op, "the runtime has no definition of this core op "
                           "(add it to lib/Runtime/CoreOps.cpp)");
      llvm::Expected<c10::IValue> result = fn(op, operands);
      if (!result)
        return opError(op, llvm::toString(result.takeError()));
      // An op of several results (split, topk) returns them as a tuple.
      if (op.getNumResults() != 1 && result->isTuple())
        return setResults(op, result->toTupleRef().elements().vec());
      return setResults(op, {std::move(*result)});
    }
    if (dialect == "tocc" || dialect == "onnx")
      return opError(op, "the runtime does not run " + dialect + " ops");
    // TorchScript's interpreter runs aten::warn itself (it is no JIT
    // operator). A warning changes no value: it is skipped, as its
    // decomposition drops it.
    if (op.getNameStr() == "aten.warn")
      return llvm::Error::success();
    return runJit(op, operands);
  } catch (...) {
    return opError(op, frontend::currentExceptionMessage());
  }
}

llvm::Expected<JitOp *>
Interpreter::lookupJitOp(Operation &op, llvm::ArrayRef<c10::IValue> operands) {
  auto it = jitOps.find(&op);
  if (it != jitOps.end())
    return &it->second;
  // aten.add.Tensor -> aten::add, overload Tensor.
  llvm::StringRef name = op.getNameStr();
  auto [ns, rest] = name.split('.');
  auto [opName, overload] = rest.split('.');
  std::string qualified = (ns + "::" + opName).str();
  if (ns == "torchvision")
    frontend::registerTorchvisionOps();
  c10::Symbol symbol = c10::Symbol::fromQualString(qualified);
  std::shared_ptr<torch::jit::Operator> found;
  for (const auto &candidate : torch::jit::getAllOperatorsFor(symbol))
    if (candidate->schema().overload_name() == overload) {
      found = candidate;
      break;
    }
  if (!found)
    return opError(op, "LibTorch has no operator " + qualified +
                           (overload.empty() ? "" : "." + overload) +
                           " to run it");
  if (found->isC10Op())
    return &jitOps.try_emplace(&op, JitOp{found, nullptr, found->getOperation()})
                .first->second;
  // A node like the one TorchScript would run: one input per operand,
  // typed by its value, and the op's results, typed by the schema.
  auto graph = std::make_shared<torch::jit::Graph>();
  torch::jit::Node *node = graph->create(symbol, op.getNumResults());
  for (const c10::IValue &v : operands)
    node->addInput(graph->addInput()->setType(v.type()));
  const auto &returns = found->schema().returns();
  for (unsigned i = 0; i < op.getNumResults() && i < returns.size(); ++i)
    node->output(i)->setType(returns[i].type());
  graph->insertNode(node);
  torch::jit::Operation operation = found->getOperation(node);
  return &jitOps.try_emplace(&op, JitOp{found, graph, std::move(operation)})
              .first->second;
}

/// A quantized layer's packed weights, which the importer unpacked into a
/// tuple of constants (lib/Frontend/TorchScriptImporter.cpp,
/// materializePackedParams: weight, scale, zero_point, axis, bias, and a
/// conv's stride, padding, output_padding, dilation, groups, transpose),
/// packed again by LibTorch's prepack op for the argument `arg` of class
/// Conv2dPackedParamsBase, Conv3dPackedParamsBase, LinearPackedParamsBase
/// or EmbeddingPackedParamsBase; any other value as it is.
static llvm::Expected<c10::IValue> repackWeights(const c10::Argument &arg,
                                                 const c10::IValue &v);

/// A dynamically quantized RNN cell's weights, which the importer unpacked
/// into (w_ih's linear tuple, w_hh's linear tuple, reduce_range)
/// (materializeCellParams), made again with
/// quantized::make_quantized_cell_params_dynamic; the biases are the
/// linear tuples'.
static llvm::Expected<c10::IValue> repackCell(const c10::Argument &arg,
                                              const c10::IValue &v) {
  const std::vector<c10::IValue> e = v.isTuple()
                                         ? v.toTupleRef().elements().vec()
                                         : std::vector<c10::IValue>();
  if (e.size() != 3 || !e[0].isTuple() || !e[1].isTuple() || !e[2].isInt())
    return makeError("argument '" + arg.name() +
                     "' holds a value that is not the importer's weights of "
                     "a dynamically quantized RNN cell");
  c10::OperatorHandle make = c10::Dispatcher::singleton().findSchemaOrThrow(
      "quantized::make_quantized_cell_params_dynamic", "");
  // w_ih: a LinearPackedParamsBase.
  const c10::Argument &linear = make.schema().arguments().at(0);
  llvm::Expected<c10::IValue> ih = repackWeights(linear, e[0]);
  if (!ih)
    return ih.takeError();
  llvm::Expected<c10::IValue> hh = repackWeights(linear, e[1]);
  if (!hh)
    return hh.takeError();
  // The biases, element 4 of the linear tuples (which repackWeights
  // checked).
  std::vector<c10::IValue> ihItems = e[0].toTupleRef().elements().vec(),
                           hhItems = e[1].toTupleRef().elements().vec();
  torch::jit::Stack stack{*ih, *hh, ihItems.back(), hhItems.back(),
                          c10::IValue(e[2].toInt() != 0)};
  make.callBoxed(&stack);
  return stack.at(0);
}

static llvm::Expected<c10::IValue> repackWeights(const c10::Argument &arg,
                                                 const c10::IValue &v) {
  if (auto list = arg.type()->cast<c10::ListType>(); list && v.isList()) {
    auto cell = list->getElementType()->cast<c10::ClassType>();
    if (!cell || !cell->name() ||
        !llvm::StringRef(cell->name()->qualifiedName())
             .ends_with("rnn.CellParamsBase"))
      return v;
    c10::impl::GenericList cells(cell);
    for (const c10::IValue &e : v.toListRef()) {
      llvm::Expected<c10::IValue> r = repackCell(arg, e);
      if (!r)
        return r.takeError();
      cells.push_back(*r);
    }
    return c10::IValue(cells);
  }
  auto cls = arg.type()->cast<c10::ClassType>();
  if (!cls || !cls->name() || !v.isTuple())
    return v;
  llvm::StringRef name =
      llvm::StringRef(cls->name()->qualifiedName()).rsplit('.').second;
  const char *prepack =
      name == "Conv2dPackedParamsBase"      ? "quantized::conv2d_prepack"
      : name == "Conv3dPackedParamsBase"    ? "quantized::conv3d_prepack"
      : name == "LinearPackedParamsBase"    ? "quantized::linear_prepack"
      : name == "EmbeddingPackedParamsBase" ? "quantized::embedding_bag_prepack"
                                            : nullptr;
  const std::vector<c10::IValue> &e = v.toTupleRef().elements().vec();
  bool conv =
      name != "LinearPackedParamsBase" && name != "EmbeddingPackedParamsBase";
  if (!prepack || e.size() != (conv ? 11u : 5u))
    return makeError("argument '" + arg.name() + "' of class " +
                     cls->name()->qualifiedName() +
                     " is a tuple that is not the importer's packed weights");
  const at::Tensor &w = e[0].toTensor(), &scale = e[1].toTensor(),
                   &zp = e[2].toTensor();
  if (name == "EmbeddingPackedParamsBase") {
    // embedding_bag_prepack(weight): float zero points, per row.
    torch::jit::Stack stack{at::_make_per_channel_quantized_tensor(
        w, scale, zp.to(at::kFloat), e[3].toInt())};
    c10::Dispatcher::singleton()
        .findSchemaOrThrow(prepack, "")
        .callBoxed(&stack);
    return stack.at(0);
  }
  at::Tensor q =
      e[3].isNone()
          ? at::_make_per_tensor_quantized_tensor(w, scale.item<double>(),
                                                  zp.item<int64_t>())
          : at::_make_per_channel_quantized_tensor(
                w, scale.to(at::kDouble), zp.to(at::kLong), e[3].toInt());
  torch::jit::Stack stack{q, e[4]};
  if (conv && (e[10].isBool() ? e[10].toBool() : e[10].toInt() != 0)) {
    // conv_transpose2d_prepack(weight, bias, stride, padding,
    // output_padding, dilation, groups)
    prepack = name == "Conv2dPackedParamsBase"
                  ? "quantized::conv_transpose2d_prepack"
                  : "quantized::conv_transpose3d_prepack";
    stack.insert(stack.end(), {e[5], e[6], e[7], e[8], e[9]});
  } else if (conv) {
    // conv2d_prepack(weight, bias, stride, padding, dilation, groups)
    stack.insert(stack.end(), {e[5], e[6], e[8], e[9]});
  }
  c10::Dispatcher::singleton().findSchemaOrThrow(prepack, "").callBoxed(&stack);
  return stack.at(0);
}

llvm::Error Interpreter::runJit(Operation &op,
                                llvm::ArrayRef<c10::IValue> givenOperands) {
  // Packed weights are tuples in the IR (a quantized op's weights).
  std::vector<c10::IValue> repacked;
  llvm::ArrayRef<c10::IValue> operands = givenOperands;
  // (a list of them: the cells of a dynamically quantized RNN).
  if (llvm::any_of(givenOperands, [](const c10::IValue &v) {
        return v.isTuple() || (v.isList() && !v.toListRef().empty() &&
                               v.toListRef()[0].isTuple());
      })) {
    llvm::Expected<JitOp *> found = lookupJitOp(op, givenOperands);
    if (!found)
      return found.takeError();
    const auto &args = (*found)->op->schema().arguments();
    for (auto [i, v] : llvm::enumerate(givenOperands)) {
      if (i >= args.size()) {
        repacked.push_back(v);
        continue;
      }
      llvm::Expected<c10::IValue> r = repackWeights(args[i], v);
      if (!r)
        return opError(op, llvm::toString(r.takeError()));
      repacked.push_back(*r);
    }
    operands = repacked;
  }
  llvm::Expected<JitOp *> jitOp = lookupJitOp(op, operands);
  if (!jitOp)
    return jitOp.takeError();
  const c10::FunctionSchema &schema = (*jitOp)->op->schema();
  size_t numArgs = schema.arguments().size();
  if (schema.is_vararg() ? operands.size() < numArgs
                         : operands.size() != numArgs)
    return opError(op, "has " + llvm::Twine(operands.size()) +
                           " operands, the schema " + schema.name() + " " +
                           llvm::Twine(numArgs) + " arguments");
  torch::jit::Stack stack(operands.begin(), operands.end());
  // A vararg operator finds the number of its inputs on top of the stack,
  // as TorchScript's interpreter pushes it.
  if (schema.is_vararg())
    stack.emplace_back(static_cast<int64_t>(operands.size()));
  (*jitOp)->operation(stack);
  if (!schema.is_varret() && stack.size() != schema.returns().size())
    return opError(op, "LibTorch's operator left " +
                           llvm::Twine(stack.size()) + " values for " +
                           llvm::Twine(schema.returns().size()) + " returns");
  return setResults(op, std::move(stack));
}

/// prim.min / prim.max: the least (greatest) of two numbers or lists, or
/// element of one list; lists compare lexicographically, as in Python.
static llvm::Expected<c10::IValue>
minOrMax(llvm::ArrayRef<c10::IValue> operands, bool isMax) {
  auto number = [](const c10::IValue &v) -> std::optional<double> {
    if (v.isInt())
      return static_cast<double>(v.toInt());
    if (v.isDouble())
      return v.toDouble();
    if (v.isBool())
      return v.toBool() ? 1.0 : 0.0;
    return std::nullopt;
  };
  std::function<llvm::Expected<bool>(const c10::IValue &,
                                     const c10::IValue &)>
      less = [&](const c10::IValue &a,
                 const c10::IValue &b) -> llvm::Expected<bool> {
    if (a.isList() && b.isList()) {
      auto l = a.toListRef(), r = b.toListRef();
      for (size_t i = 0; i < l.size() && i < r.size(); ++i) {
        auto lr = less(l[i], r[i]);
        if (!lr)
          return lr.takeError();
        if (*lr)
          return true;
        auto rl = less(r[i], l[i]);
        if (!rl)
          return rl.takeError();
        if (*rl)
          return false;
      }
      return l.size() < r.size();
    }
    if (a.isInt() && b.isInt())
      return a.toInt() < b.toInt();
    auto x = number(a), y = number(b);
    if (!x || !y)
      return makeError("cannot compare " + a.tagKind() + " and " +
                       b.tagKind());
    return *x < *y;
  };
  auto pick = [&](const c10::IValue &a,
                  const c10::IValue &b) -> llvm::Expected<c10::IValue> {
    auto bFirst = isMax ? less(a, b) : less(b, a);
    if (!bFirst)
      return bFirst.takeError();
    return *bFirst ? b : a;
  };
  if (operands.size() == 1) {
    if (!operands[0].isList())
      return makeError("takes a list or two values, got a " +
                       operands[0].tagKind());
    auto list = operands[0].toListRef();
    if (list.empty())
      return makeError(std::string(isMax ? "max" : "min") +
                       "() of an empty list");
    c10::IValue best = list[0];
    for (size_t i = 1; i < list.size(); ++i) {
      auto next = pick(best, list[i]);
      if (!next)
        return next.takeError();
      best = std::move(*next);
    }
    return best;
  }
  if (operands.size() != 2)
    return makeError("takes a list or two values, got " +
                     llvm::Twine(operands.size()) + " operands");
  const c10::IValue &a = operands[0], &b = operands[1];
  if (a.isList() || b.isList() || (a.isInt() && b.isInt()))
    return pick(a, b);
  // (float|int, float|int) -> float, as prim::min.float_int and friends.
  auto x = number(a), y = number(b);
  if (!x || !y)
    return makeError("cannot compare " + a.tagKind() + " and " + b.tagKind());
  return c10::IValue(isMax ? std::max(*x, *y) : std::min(*x, *y));
}

llvm::Error Interpreter::runPrim(Operation &op,
                                 llvm::ArrayRef<c10::IValue> operands) {
  llvm::StringRef name = op.getNameStr().drop_front(strlen("prim."));
  auto one = [&](c10::IValue v) { return setResults(op, {std::move(v)}); };
  auto tensorOperand = [&]() -> llvm::Expected<at::Tensor> {
    if (operands.size() != 1 || !operands[0].isTensor())
      return opError(op, "expects one tensor operand");
    return operands[0].toTensor();
  };

  if (name == "Constant") {
    Type type = op.getNumResults() ? op.getResult(0)->getType() : Type();
    auto v = valueOfAttr(op.getAttr("value"), type);
    if (!v)
      return opError(op, llvm::toString(v.takeError()));
    return one(std::move(*v));
  }
  if (name == "ListConstruct")
    return one(makeList(op.getResult(0)->getType(), operands));
  if (name == "ListUnpack" || name == "TupleUnpack") {
    bool isList = name == "ListUnpack";
    if (operands.size() != 1 || (isList ? !operands[0].isList()
                                        : !operands[0].isTuple()))
      return opError(op, isList ? "expects a list" : "expects a tuple");
    std::vector<c10::IValue> elements =
        isList ? operands[0].toListRef().vec()
               : operands[0].toTupleRef().elements().vec();
    if (elements.size() != op.getNumResults())
      return opError(op, "cannot unpack " + llvm::Twine(elements.size()) +
                             " elements into " +
                             llvm::Twine(op.getNumResults()) + " results");
    return setResults(op, std::move(elements));
  }
  if (name == "TupleConstruct")
    return one(c10::ivalue::Tuple::create(operands.vec()));
  if (name == "DictConstruct") {
    if (operands.size() % 2 != 0)
      return opError(op, "expects keys and values in pairs");
    auto dictType = jitType(op.getResult(0)->getType())->cast<c10::DictType>();
    c10::impl::GenericDict dict(
        dictType ? dictType->getKeyType() : c10::StringType::get(),
        dictType ? dictType->getValueType() : c10::AnyType::get());
    for (size_t i = 0; i < operands.size(); i += 2)
      dict.insert_or_assign(operands[i], operands[i + 1]);
    return one(std::move(dict));
  }
  if (name == "TupleIndex") {
    if (operands.size() != 2 || !operands[0].isTuple() || !operands[1].isInt())
      return opError(op, "expects a tuple and an int");
    const auto &elements = operands[0].toTupleRef().elements();
    int64_t size = elements.size(), i = operands[1].toInt();
    if (i < -size || i >= size)
      return opError(op, "index " + llvm::Twine(i) +
                             " is out of range for a tuple of " +
                             llvm::Twine(size) + " elements");
    return one(elements[i < 0 ? i + size : i]);
  }
  if (name == "NumToTensor") {
    if (operands.size() != 1 || !(operands[0].isInt() ||
                                  operands[0].isDouble() ||
                                  operands[0].isBool()))
      return opError(op, "expects a number");
    return one(c10::scalar_to_tensor(operands[0].toScalar()));
  }
  if (name == "Uninitialized")
    return one(c10::IValue());
  if (name == "unchecked_cast") {
    if (operands.size() != 1)
      return opError(op, "expects one operand");
    return one(operands[0]);
  }
  if (name == "RaiseException") {
    std::string message =
        operands.size() >= 1 && operands[0].isString()
            ? operands[0].toStringRef()
            : std::string("(no message)");
    if (operands.size() >= 2 && operands[1].isString())
      message = operands[1].toStringRef() + ": " + message;
    return opError(op, "exception raised: " + message);
  }
  if (name == "abs" && operands.size() == 1) {
    // Python's abs on a number (prim::abs.int, .float; one op for all).
    if (operands[0].isInt())
      return one(c10::IValue(operands[0].toInt() < 0 ? -operands[0].toInt()
                                                     : operands[0].toInt()));
    if (operands[0].isDouble())
      return one(c10::IValue(std::fabs(operands[0].toDouble())));
    return opError(op, "takes the abs of a value that is not a number");
  }
  if (name == "min" || name == "max") {
    auto v = minOrMax(operands, name == "max");
    if (!v)
      return opError(op, llvm::toString(v.takeError()));
    return one(std::move(*v));
  }
  if (name == "If") {
    if (operands.size() != 1 || !operands[0].isBool())
      return opError(op, "expects a bool condition");
    if (op.getNumRegions() != 2 || op.getRegion(0).empty() ||
        op.getRegion(1).empty())
      return opError(op, "expects two regions of one block");
    Region &branch = op.getRegion(operands[0].toBool() ? 0 : 1);
    auto yielded = runBlock(branch.front(), {});
    if (!yielded)
      return yielded.takeError();
    return setResults(op, std::move(*yielded));
  }
  if (name == "Loop") {
    if (operands.size() < 2 || !operands[0].isInt() || !operands[1].isBool())
      return opError(op, "expects a trip count (int) and a condition (bool)");
    int64_t maxTrips = operands[0].toInt();
    bool cond = operands[1].toBool();
    std::vector<c10::IValue> carried(operands.begin() + 2, operands.end());
    if (op.getNumRegions() != 1 || op.getRegion(0).empty())
      return opError(op, "expects a body region of one block");
    Attribute scanAttr = op.getAttr("scan_outputs");
    size_t numScans = scanAttr && scanAttr.isInt() && scanAttr.getInt() > 0
                          ? size_t(scanAttr.getInt())
                          : 0;
    // Scan outputs: one tensor per iteration each, stacked at the end.
    std::vector<std::vector<at::Tensor>> scans(numScans);
    Block &body = op.getRegion(0).front();
    for (int64_t i = 0; i < maxTrips && cond; ++i) {
      std::vector<c10::IValue> args{c10::IValue(i)};
      args.insert(args.end(), carried.begin(), carried.end());
      auto yielded = runBlock(body, args);
      if (!yielded)
        return yielded.takeError();
      if (yielded->size() != carried.size() + numScans + 1 ||
          !(*yielded)[0].isBool())
        return opError(op, "the body must yield a bool, " +
                               llvm::Twine(carried.size()) +
                               " carried values and " +
                               llvm::Twine(numScans) + " scan outputs");
      cond = (*yielded)[0].toBool();
      carried.assign(yielded->begin() + 1,
                     yielded->begin() + 1 + carried.size());
      for (size_t j = 0; j < numScans; ++j) {
        const c10::IValue &v = (*yielded)[1 + carried.size() + j];
        if (!v.isTensor())
          return opError(op, "scan output #" + llvm::Twine(j) +
                                 " is not a tensor");
        scans[j].push_back(v.toTensor());
      }
    }
    for (auto &values : scans) {
      if (values.empty())
        return opError(op, "ran no iteration, so its scan outputs have no "
                           "element shape");
      carried.push_back(at::stack(values, 0));
    }
    return setResults(op, std::move(carried));
  }
  if (name == "dtype") {
    auto t = tensorOperand();
    if (!t)
      return t.takeError();
    return one(static_cast<int64_t>(t->scalar_type()));
  }
  if (name == "device") {
    auto t = tensorOperand();
    if (!t)
      return t.takeError();
    return one(t->device());
  }
  if (name == "layout") {
    auto t = tensorOperand();
    if (!t)
      return t.takeError();
    return one(static_cast<int64_t>(t->layout()));
  }
  if (name == "is_cuda" || name == "is_nested" || name == "requires_grad") {
    auto t = tensorOperand();
    if (!t)
      return t.takeError();
    return one(name == "is_cuda"     ? t->is_cuda()
               : name == "is_nested" ? t->is_nested()
                                     : t->requires_grad());
  }
  // A prim op of TorchScript that the prim table does not declare (imported
  // as a generic op) may still be a JIT operator.
  return runJit(op, operands);
}

llvm::Expected<std::vector<c10::IValue>>
runtime::run(Graph &g, llvm::ArrayRef<c10::IValue> inputs,
             const RunOptions &options) {
  // Inference: no autograd graph is recorded (frozen weights may still
  // require grad).
  // Each op's exceptions are its RunError (runOp); this boundary catches
  // what the rest throws (an input LibTorch cannot take).
  return frontend::torchBoundary("the interpreter failed", [&] {
    c10::AutoGradMode noGrad(false);
    Interpreter interpreter(options);
    return interpreter.runGraph(g, inputs);
  });
}
