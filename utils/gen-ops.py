#!/usr/bin/env python3
"""gen-ops.py - turns a dialect's op table (<D>Ops.ops) into C++.

The table is the single place an op is declared. This script, run by CMake
at build time, writes:
  --header  <D>Ops.h.inc    typed accessor classes (core::AddOp, ...) with
                            static build functions and verifier hook decls
  --source  <D>Ops.cpp.inc  register<D>Ops(Dialect &): the OpDef table
  --markdown FILE           a Markdown reference of the ops (for docs/)

Table syntax (one declaration per line, `#` starts a comment):

  dialect core "One-line summary of the dialect"

  op add [Pure, Commutative]
    summary "Elementwise sum with NumPy broadcasting"
    operand lhs: tensor
    operand rhs: tensor
    result out: tensor

  operand NAME: CONSTRAINT       exactly one value
  operand NAME: CONSTRAINT?      optional (only trailing, after the singles)
  operand NAME: CONSTRAINT...    variadic (at most one per op)
  result  ...                    same forms as operand
  attr NAME: KIND                required attribute
  attr NAME: KIND?               optional attribute
  attr NAME: KIND = DEFAULT      optional, with a default the getter returns
  region NAME                    a region (one block, ends in `yield`)
  verifier                       the op has a hand-written hook
                                 `LogicalResult verify<Class>(Operation *)`
  class NAME                     the C++ class, when CamelCase of the op
                                 name would collide (add.Tensor and
                                 add_.Tensor are both AddTensorOp)
  attrs open                     accept attributes the table does not list

CONSTRAINT: any tensor tensor_or_none int float bool scalar str list
            tensor_list
KIND:       any int float bool str dtype type ints floats strs array dense
TRAITS:     Pure Commutative Terminator RecursivelyPure IsolatedFromAbove
            SameOperandsAndResultType HasSideEffects Composite NoFold
            (NoFold: fold-constants never computes the op, even of
            constants: a dequantized weight stays quantized in the model)
            (Composite: the op is kept in its dialect but is defined by a
            decomposition into other ops of the same dialect)
"""

import argparse
import re
import sys

CONSTRAINTS = {
    "any": "Any", "tensor": "Tensor", "tensor_or_none": "OptionalTensor",
    "int": "Int", "float": "Float", "bool": "Bool", "scalar": "Scalar",
    "str": "Str", "list": "List", "tensor_list": "TensorList",
}
ATTR_KINDS = {
    "any": "Any", "int": "Int", "float": "Float", "bool": "Bool",
    "str": "String", "dtype": "DType", "type": "Type", "ints": "Ints",
    "floats": "Floats", "strs": "Strings", "array": "Array", "dense": "Dense",
}
# Parameter names of the generated build(); operand, result and attribute
# names (which follow schemas, e.g. aten::add.int(int a, int b)) must differ.
RESERVED_NAMES = {"builder", "state"}
# C++ keywords are valid names in a table (aten::replace(str self, str old,
# str new, ...)); as build() parameters they get a trailing `_`.
CXX_KEYWORDS = set("""
alignas alignof and and_eq asm auto bitand bitor bool break case catch char
char8_t char16_t char32_t class compl concept const consteval constexpr
constinit const_cast continue co_await co_return co_yield decltype default
delete do double dynamic_cast else enum explicit export extern false float
for friend goto if inline int long mutable namespace new noexcept not not_eq
nullptr operator or or_eq private protected public register reinterpret_cast
requires return short signed sizeof static static_assert static_cast struct
switch template this thread_local throw true try typedef typeid typename
union unsigned using virtual void volatile wchar_t while xor xor_eq
""".split())
TRAITS = {"Pure", "Commutative", "Terminator", "RecursivelyPure",
          "IsolatedFromAbove", "SameOperandsAndResultType", "HasSideEffects",
          "Composite", "NoFold"}


class TableError(Exception):
    pass


class Arg:
    def __init__(self, name, constraint, arity):
        self.name, self.constraint, self.arity = name, constraint, arity


class Attr:
    def __init__(self, name, kind, required, default):
        self.name, self.kind = name, kind
        self.required, self.default = required, default


class Op:
    def __init__(self, name, traits, line):
        self.name, self.traits, self.line = name, traits, line
        self.summary = ""
        self.operands, self.results, self.attrs, self.regions = [], [], [], []
        self.verifier = False
        self.open_attrs = False
        self.explicit_class = None

    @property
    def class_name(self):
        if self.explicit_class:
            return self.explicit_class
        parts = re.split(r"[^A-Za-z0-9]+", self.name)
        return "".join(p[:1].upper() + p[1:] for p in parts if p) + "Op"


def param_name(name):
    return name + "_" if name in CXX_KEYWORDS else name


def camel(name):
    parts = re.split(r"[^A-Za-z0-9]+", name)
    return "".join(p[:1].upper() + p[1:] for p in parts if p)


def parse_string(text, where):
    m = re.fullmatch(r'"((?:[^"\\]|\\.)*)"', text.strip())
    if not m:
        raise TableError(f"{where}: expected a quoted string")
    return m.group(1)


def strip_comment(line):
    """Drops a `#` comment; a `#` inside a quoted string stays."""
    m = re.match(r'(?:[^"#]|"(?:[^"\\]|\\.)*")*', line)
    return m.group(0)


def parse_table(path):
    dialect, summary, ops = None, "", []
    with open(path, encoding="utf-8") as f:
        lines = f.readlines()
    for lineno, raw in enumerate(lines, 1):
        where = f"{path}:{lineno}"
        line = strip_comment(raw).rstrip()
        if not line.strip():
            continue
        words = line.split(None, 1)
        key, rest = words[0], (words[1] if len(words) > 1 else "")
        if key == "dialect":
            m = re.fullmatch(r"([a-z_][a-z0-9_]*)\s*(\".*\")?", rest.strip())
            if not m:
                raise TableError(f"{where}: expected 'dialect NAME \"summary\"'")
            dialect = m.group(1)
            summary = parse_string(m.group(2), where) if m.group(2) else ""
            continue
        if key == "op":
            m = re.fullmatch(r"([A-Za-z_][A-Za-z0-9_.]*)\s*(\[(.*)\])?",
                             rest.strip())
            if not m:
                raise TableError(f"{where}: expected 'op NAME [Traits]'")
            traits = [t.strip() for t in (m.group(3) or "").split(",")
                      if t.strip()]
            for t in traits:
                if t not in TRAITS:
                    raise TableError(f"{where}: unknown trait '{t}'")
            ops.append(Op(m.group(1), traits, lineno))
            continue
        if not ops:
            raise TableError(f"{where}: '{key}' outside an op")
        op = ops[-1]
        if key == "summary":
            op.summary = parse_string(rest, where)
        elif key in ("operand", "result"):
            m = re.fullmatch(r"([A-Za-z_][A-Za-z0-9_]*)\s*:\s*([a-z_]+)"
                             r"(\?|\.\.\.)?", rest.strip())
            if not m or m.group(2) not in CONSTRAINTS:
                raise TableError(f"{where}: expected '{key} NAME: CONSTRAINT'"
                                 f" with CONSTRAINT in {sorted(CONSTRAINTS)}")
            arity = {None: "Single", "?": "Optional",
                     "...": "Variadic"}[m.group(3)]
            (op.operands if key == "operand" else op.results).append(
                Arg(m.group(1), m.group(2), arity))
        elif key == "attr":
            m = re.fullmatch(r"([A-Za-z_][A-Za-z0-9_]*)\s*:\s*([a-z]+)"
                             r"(\?)?\s*(=\s*(.+))?", rest.strip())
            if not m or m.group(2) not in ATTR_KINDS:
                raise TableError(f"{where}: expected 'attr NAME: KIND[?]"
                                 f" [= DEFAULT]' with KIND in {sorted(ATTR_KINDS)}")
            default = m.group(5).strip() if m.group(5) else ""
            required = not m.group(3) and not default
            op.attrs.append(Attr(m.group(1), m.group(2), required, default))
        elif key == "region":
            if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", rest.strip()):
                raise TableError(f"{where}: expected 'region NAME'")
            op.regions.append(rest.strip())
        elif key == "verifier":
            op.verifier = True
        elif key == "class":
            if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", rest.strip()):
                raise TableError(f"{where}: expected 'class NAME'")
            op.explicit_class = rest.strip()
        elif key == "attrs" and rest.strip() == "open":
            op.open_attrs = True
        else:
            raise TableError(f"{where}: unknown declaration '{key}'")
    if dialect is None:
        raise TableError(f"{path}: missing 'dialect NAME' line")
    check(path, dialect, ops)
    return dialect, summary, ops


def check(path, dialect, ops):
    seen_names, seen_classes = {}, {}
    for op in ops:
        where = f"{path}:{op.line}"
        if op.name in seen_names:
            raise TableError(f"{where}: op '{op.name}' declared twice")
        if op.class_name in seen_classes:
            raise TableError(f"{where}: op '{op.name}' and "
                             f"'{seen_classes[op.class_name]}' both map to "
                             f"class {op.class_name}")
        seen_names[op.name] = True
        seen_classes[op.class_name] = op.name
        for name in [a.name for a in op.operands + op.results] + \
                [a.name for a in op.attrs]:
            if name in RESERVED_NAMES:
                raise TableError(f"{where}: '{name}' is reserved for a "
                                 f"parameter of the generated build()")
        # Operands, results, attributes and regions share the class's
        # accessor namespace (getX).
        getters = {}
        for name in [a.name for a in op.operands + op.results + op.attrs] + \
                op.regions:
            g = "get" + camel(name)
            if g in getters and getters[g] != name:
                raise TableError(f"{where}: '{name}' and '{getters[g]}' "
                                 f"both have the accessor {g}()")
            getters[g] = name
        for args, what in ((op.operands, "operand"), (op.results, "result")):
            names = [a.name for a in args]
            if len(set(names)) != len(names):
                raise TableError(f"{where}: duplicate {what} name")
            arities = [a.arity for a in args]
            if arities.count("Variadic") > 1:
                raise TableError(f"{where}: more than one variadic {what}")
            if "Variadic" in arities and "Optional" in arities:
                raise TableError(f"{where}: variadic and optional {what}s "
                                 f"cannot be mixed")
            if "Optional" in arities:
                first = arities.index("Optional")
                if any(a != "Optional" for a in arities[first:]):
                    raise TableError(f"{where}: optional {what}s must come "
                                     f"last")


# C++ types for typed attribute getters and build parameters.
def attr_cpp(kind):
    return {
        "int": ("int64_t", "a.getInt()"),
        "float": ("double", "(a.isFloat() ? a.getFloat() : double(a.getInt()))"),
        "bool": ("bool", "a.getBool()"),
        "str": ("::llvm::StringRef", "a.getString()"),
        "dtype": ("::tocc::DType", "a.getDType()"),
        "type": ("::tocc::Type", "a.getType()"),
        "ints": ("::llvm::SmallVector<int64_t, 4>", "*a.getIntArray()"),
        "floats": ("::llvm::SmallVector<double, 4>", "*a.getFloatArray()"),
    }.get(kind, ("::tocc::Attribute", "a"))


def default_cpp(attr, where):
    d, k = attr.default, attr.kind
    try:
        if k == "int":
            return f"int64_t({int(d)})"
        if k == "float":
            return repr(float(d))
        if k == "bool":
            if d not in ("true", "false"):
                raise ValueError
            return d
        if k == "str":
            return '::llvm::StringRef("' + parse_string(d, where) + '")'
        if k == "dtype":
            return f'*::tocc::parseDType("{d}")'
        if k in ("ints", "floats"):
            inner = d.strip()
            if not (inner.startswith("[") and inner.endswith("]")):
                raise ValueError
            vals = [v.strip() for v in inner[1:-1].split(",") if v.strip()]
            conv = (lambda v: str(int(v))) if k == "ints" else \
                (lambda v: repr(float(v)))
            ty = attr_cpp(k)[0]
            return ty + "{" + ", ".join(conv(v) for v in vals) + "}"
    except ValueError:
        pass
    raise TableError(f"{where}: bad default '{d}' for attribute "
                     f"'{attr.name}' of kind {k}")


def accessor_lines(args, getter, count, what):
    """Getters for operands or results, computing positions around a
    variadic slot."""
    out = []
    var = next((i for i, a in enumerate(args) if a.arity == "Variadic"), None)
    for i, a in enumerate(args):
        name = "get" + camel(a.name)
        if var is None or i < var:
            if a.arity == "Optional":
                out.append(f"  ::tocc::Value *{name}() const {{ return "
                           f"op->{count}() > {i} ? op->{getter}({i}) : "
                           f"nullptr; }}")
            else:
                out.append(f"  ::tocc::Value *{name}() const {{ return "
                           f"op->{getter}({i}); }}")
        elif i == var:
            after = len(args) - var - 1
            out.append(f"  ::llvm::SmallVector<::tocc::Value *, 4> {name}() "
                       f"const {{")
            out.append(f"    ::llvm::SmallVector<::tocc::Value *, 4> vs;")
            out.append(f"    for (unsigned i = {i}, e = op->{count}() - "
                       f"{after}; i < e; ++i)")
            out.append(f"      vs.push_back(op->{getter}(i));")
            out.append(f"    return vs;")
            out.append(f"  }}")
        else:
            back = len(args) - i
            out.append(f"  ::tocc::Value *{name}() const {{ return "
                       f"op->{getter}(op->{count}() - {back}); }}")
    return out


def type_params(results, state):
    """Parameters and statements that give `state` the result types."""
    params, body = [], []
    for r in results:
        if r.arity == "Variadic":
            params.append(f"::llvm::ArrayRef<::tocc::Type> {r.name}Types")
            body.append(f"    {state}.addTypes({r.name}Types);")
        elif r.arity == "Single":
            params.append(f"::tocc::Type {r.name}Type")
            body.append(f"    {state}.addTypes({{{r.name}Type}});")
    return params, body


def operand_params(operands, state):
    """Parameters and statements that give `state` the single and variadic
    operands (optional ones are the caller's)."""
    params, body = [], []
    for a in operands:
        p = param_name(a.name)
        if a.arity == "Variadic":
            params.append(f"::llvm::ArrayRef<::tocc::Value *> {p}")
            body.append(f"    {state}.addOperands({p});")
        elif a.arity == "Single":
            params.append(f"::tocc::Value *{p}")
            body.append(f"    {state}.addOperands({{{p}}});")
    return params, body


# The constraint of a result as the TypeConstraint enumerator.
def constraint_cpp(c):
    return "::tocc::TypeConstraint::" + CONSTRAINTS[c]


def create_lines(op, builders):
    """The builders `create{rw, ...}` and `createTyped{rw, types..., ...}`:
    nested structs whose constructor builds the op with a Rewriter
    (tocc/Rewrite/Rewriter.h; a template parameter, so the dialect does not
    depend on it) at its insertion point and location, and which convert to
    what the op gives (its one result as a Value *, else the op). Structs,
    so a call is written with braces: the operands, themselves often
    builders, are then built in the order they are written on every
    compiler, and the IR an entry makes does not depend on it. create{}
    gives the results placeholder types that the op's shape function
    refines; createTyped{} takes them. Parameters: the counts of variadic
    results (create) or the result types (createTyped), then the operands
    and required attributes in table order, then the optional operands
    (nullptr: absent) and optional attributes (absent by default)."""
    cls = op.class_name
    variadic = [r for r in op.results if r.arity == "Variadic"]
    if len(op.results) == 1 and not variadic:
        conversions = ["  operator ::tocc::Value *() const { return tocc_op ? "
                       "tocc_op->getResult(0) : nullptr; }",
                       "  operator ::llvm::FailureOr<::tocc::Value *>() const "
                       "{ return static_cast<::tocc::Value *>(*this); }"]
    else:
        conversions = ["  operator ::tocc::Operation *() const { return "
                       "tocc_op; }"]
        if op.results:
            conversions.append(f"  operator {cls}() const {{ return "
                               f"{cls}(tocc_op); }}")
    conversions.append("  ::tocc::Operation *tocc_op = nullptr;")
    args, body = operand_params(op.operands, "tocc_state")
    for attr in op.attrs:
        if not attr.required:
            continue
        p = param_name(attr.name)
        if attr.kind in builders:
            ty = {"ints": "::llvm::ArrayRef<int64_t>",
                  "floats": "::llvm::ArrayRef<double>"}.get(
                attr.kind, attr_cpp(attr.kind)[0])
            args.append(f"{ty} {p}")
            body.append(f"    tocc_state.addAttribute(\"{attr.name}\", "
                        f"tocc_rw.getContext().{builders[attr.kind]}({p}));")
        else:
            args.append(f"::tocc::Attribute {p}")
            body.append(f"    tocc_state.addAttribute(\"{attr.name}\", {p});")
    for a in op.operands:
        if a.arity != "Optional":
            continue
        p = param_name(a.name)
        args.append(f"::tocc::Value *{p} = nullptr")
        body.append(f"    if ({p})")
        body.append(f"      tocc_state.addOperands({{{p}}});")
    for attr in op.attrs:
        if attr.required:
            continue
        p = param_name(attr.name)
        if attr.kind in ("ints", "floats"):
            elt = "int64_t" if attr.kind == "ints" else "double"
            args.append(f"::tocc::OptionalList<{elt}> {p} = {{}}")
            body.append(f"    if ({p})")
            body.append(f"      tocc_state.addAttribute(\"{attr.name}\", "
                        f"tocc_rw.getContext().{builders[attr.kind]}(*{p}));")
        elif attr.kind in builders:
            ty = attr_cpp(attr.kind)[0]
            args.append(f"std::optional<{ty}> {p} = std::nullopt")
            body.append(f"    if ({p})")
            body.append(f"      tocc_state.addAttribute(\"{attr.name}\", "
                        f"tocc_rw.getContext().{builders[attr.kind]}(*{p}));")
        else:
            args.append(f"::tocc::Attribute {p} = {{}}")
            body.append(f"    if ({p})")
            body.append(f"      tocc_state.addAttribute(\"{attr.name}\", {p});")
    head = ["    ::tocc::OperationState tocc_state(tocc_rw.getLoc(), "
            "tocc_rw.getContext().getOperationName(getOperationName()));"]
    tail = ["    tocc_op = tocc_rw.createFromState(tocc_state);", "  }"]
    out = []
    # create: placeholder result types.
    counts, types = [], []
    for r in op.results:
        if r.arity == "Variadic":
            n = "num" + camel(r.name)
            counts.append(f"unsigned {n}")
            types.append(f"    for (unsigned tocc_i = 0; tocc_i != {n}; ++tocc_i)")
            types.append(f"      tocc_state.addTypes({{tocc_rw.placeholderType("
                         f"{constraint_cpp(r.constraint)})}});")
        else:
            types.append(f"    tocc_state.addTypes({{tocc_rw.placeholderType("
                         f"{constraint_cpp(r.constraint)})}});")
    sig = ", ".join(["RewriterT &tocc_rw"] + counts + args)
    out.append("  /// `create{rw, ...}` builds the op with a Rewriter; the shape "
               "function types the results.")
    out.append("  struct create {")
    out.append("  template <typename RewriterT>")
    out.append(f"  create({sig}) {{")
    out += head + types + body + tail + conversions
    out.append("  };")
    if op.results:
        tparams, ttypes = type_params(op.results, "tocc_state")
        sig = ", ".join(["RewriterT &tocc_rw"] + tparams + args)
        out.append("  /// `createTyped{rw, types..., ...}` builds the op with "
                   "the given result types (which its shape function may "
                   "refine).")
        out.append("  struct createTyped {")
        out.append("  template <typename RewriterT>")
        out.append(f"  createTyped({sig}) {{")
        out += head + ttypes + body + tail + conversions
        out.append("  };")
    return out


def emit_header(dialect, ops, path):
    ns = dialect
    out = [f"// Generated by utils/gen-ops.py from {path}. Do not edit.",
           "", "#include \"llvm/Support/LogicalResult.h\"", "",
           "#include <optional>", "", "namespace tocc {", f"namespace {ns} {{", "",
           f"/// Adds every {dialect} op to the dialect.",
           f"void register{camel(dialect)}Ops(::tocc::Dialect &dialect);", ""]
    for op in ops:
        where = f"{path}:{op.line}"
        cls = op.class_name
        full = f"{dialect}.{op.name}"
        if op.verifier:
            out.append(f"::tocc::LogicalResult verify{cls}(::tocc::Operation "
                       f"*op);")
        if op.summary:
            out.append(f"/// {op.summary}")
        out.append(f"class {cls} : public ::tocc::OpView {{")
        out.append("public:")
        out.append("  using OpView::OpView;")
        out.append(f"  static constexpr ::llvm::StringLiteral "
                   f"getOperationName() {{ return \"{full}\"; }}")
        out += accessor_lines(op.operands, "getOperand", "getNumOperands",
                              "operand")
        out += accessor_lines(op.results, "getResult", "getNumResults",
                              "result")
        for attr in op.attrs:
            ty, expr = attr_cpp(attr.kind)
            name = "get" + camel(attr.name)
            out.append(f"  ::tocc::Attribute {name}Attr() const {{ return "
                       f"op->getAttr(\"{attr.name}\"); }}")
            if ty == "::tocc::Attribute":
                continue
            if attr.required:
                out.append(f"  {ty} {name}() const {{ ::tocc::Attribute a = "
                           f"{name}Attr(); return {expr}; }}")
            elif attr.default:
                out.append(f"  {ty} {name}() const {{ ::tocc::Attribute a = "
                           f"{name}Attr(); if (!a) return "
                           f"{default_cpp(attr, where)}; return {expr}; }}")
            else:
                out.append(f"  std::optional<{ty}> {name}() const {{ "
                           f"::tocc::Attribute a = {name}Attr(); if (!a) "
                           f"return std::nullopt; return {expr}; }}")
        for i, r in enumerate(op.regions):
            out.append(f"  ::tocc::Region &get{camel(r)}() const {{ return "
                       f"op->getRegion({i}); }}")
        # A typed build function.
        params, body = type_params(op.results, "state")
        oparams, obody = operand_params(op.operands, "state")
        params += oparams
        body += obody
        builders = {
            "int": "getIntAttr", "float": "getFloatAttr",
            "bool": "getBoolAttr", "str": "getStringAttr",
            "dtype": "getDTypeAttr", "type": "getTypeAttr",
            "ints": "getIntArrayAttr", "floats": "getFloatArrayAttr",
        }
        for attr in op.attrs:
            if not attr.required:
                continue
            if attr.kind in builders:
                ty = {"ints": "::llvm::ArrayRef<int64_t>",
                      "floats": "::llvm::ArrayRef<double>"}.get(
                    attr.kind, attr_cpp(attr.kind)[0])
                params.append(f"{ty} {param_name(attr.name)}")
                body.append(f"    state.addAttribute(\"{attr.name}\", "
                            f"builder.getContext().{builders[attr.kind]}"
                            f"({param_name(attr.name)}));")
            else:
                params.append(f"::tocc::Attribute {param_name(attr.name)}")
                body.append(f"    state.addAttribute(\"{attr.name}\", "
                            f"{param_name(attr.name)});")
        sig = ", ".join(["::tocc::Builder &builder",
                         "::tocc::OperationState &state"]
                        + params)
        out.append(f"  static void build({sig}) {{")
        out.append("    (void)builder;")
        out += body
        out.append(f"    state.numRegions = {len(op.regions)};")
        out.append("  }")
        if not op.regions:
            out += create_lines(op, builders)
        out.append("};")
        out.append("")
    out += [f"}} // namespace {ns}", "} // namespace tocc", ""]
    return "\n".join(out)


def cxx_string(text):
    """A C++ literal for table text (already escaped as in the table)."""
    return f'"{text}"'


def emit_source(dialect, ops, path):
    # Plain constant arrays and one loop, not a statement list per op: the
    # generated aten table has ~3,600 ops, and one function with 20,000
    # push_backs takes minutes and gigabytes to optimize.
    ns = f"{dialect}_ops_gen"
    args, attrs, rows = [], [], []
    for op in ops:
        first_operand = len(args)
        for a in op.operands:
            args.append(f"  {{\"{a.name}\", ::tocc::TypeConstraint::"
                        f"{CONSTRAINTS[a.constraint]}, ::tocc::Arity::"
                        f"{a.arity}}},")
        first_result = len(args)
        for a in op.results:
            args.append(f"  {{\"{a.name}\", ::tocc::TypeConstraint::"
                        f"{CONSTRAINTS[a.constraint]}, ::tocc::Arity::"
                        f"{a.arity}}},")
        first_attr = len(attrs)
        for a in op.attrs:
            default = a.default.replace("\\", "\\\\").replace('"', '\\"')
            attrs.append(f"  {{\"{a.name}\", ::tocc::AttrConstraint::"
                         f"{ATTR_KINDS[a.kind]}, "
                         f"{'true' if a.required else 'false'}, "
                         f"\"{default}\"}},")
        traits = " | ".join(f"::tocc::{t}" for t in op.traits) or "0"
        verify = (f"&tocc::{dialect}::verify{op.class_name}"
                  if op.verifier else "nullptr")
        rows.append(f"  {{\"{dialect}.{op.name}\", "
                    f"{cxx_string(op.summary)}, uint32_t({traits}), "
                    f"{first_operand}, {len(op.operands)}, "
                    f"{first_result}, {len(op.results)}, "
                    f"{first_attr}, {len(op.attrs)}, {len(op.regions)}, "
                    f"{'true' if op.open_attrs else 'false'}, {verify}}},")
    out = [f"// Generated by utils/gen-ops.py from {path}. Do not edit.", "",
           f"namespace {{", f"namespace {ns} {{",
           "struct OpRow {",
           "  const char *name, *summary;",
           "  uint32_t traits;",
           "  unsigned firstOperand, numOperands, firstResult, numResults,",
           "      firstAttr, numAttrs, numRegions;",
           "  bool allowUnknownAttrs;",
           "  ::tocc::OpVerifyFn verify;",
           "};",
           "// Literal pointers, not StringRefs: constant-initialized.",
           "struct ArgRow {",
           "  const char *name;",
           "  ::tocc::TypeConstraint constraint;",
           "  ::tocc::Arity arity;",
           "};",
           "struct AttrRow {",
           "  const char *name;",
           "  ::tocc::AttrConstraint constraint;",
           "  bool required;",
           "  const char *defaultValue;",
           "};"]
    out.append("const ArgRow args[] = {")
    out += args or ["  {\"\", ::tocc::TypeConstraint::Any, "
                    "::tocc::Arity::Single},"]
    out.append("};")
    out.append("const AttrRow attrs[] = {")
    out += attrs or ["  {\"\", ::tocc::AttrConstraint::Any, false, \"\"},"]
    out.append("};")
    out.append("const OpRow ops[] = {")
    out += rows
    out.append("};")
    out += [f"}} // namespace {ns}", "} // namespace", "",
            f"void tocc::{dialect}::register{camel(dialect)}Ops("
            f"::tocc::Dialect &dialect) {{",
            f"  using namespace {ns};",
            "  for (const OpRow &row : ops) {",
            "    ::tocc::OpDef def;",
            "    def.name = row.name;",
            "    def.summary = row.summary;",
            "    def.traits = row.traits;",
            "    def.operands.reserve(row.numOperands);",
            "    def.results.reserve(row.numResults);",
            "    def.attrs.reserve(row.numAttrs);",
            "    for (unsigned i = 0; i < row.numOperands; ++i) {",
            "      const ArgRow &a = args[row.firstOperand + i];",
            "      def.operands.push_back({a.name, a.constraint, a.arity});",
            "    }",
            "    for (unsigned i = 0; i < row.numResults; ++i) {",
            "      const ArgRow &a = args[row.firstResult + i];",
            "      def.results.push_back({a.name, a.constraint, a.arity});",
            "    }",
            "    for (unsigned i = 0; i < row.numAttrs; ++i) {",
            "      const AttrRow &a = attrs[row.firstAttr + i];",
            "      def.attrs.push_back(",
            "          {a.name, a.constraint, a.required, a.defaultValue});",
            "    }",
            "    def.numRegions = row.numRegions;",
            "    def.allowUnknownAttrs = row.allowUnknownAttrs;",
            "    def.verify = row.verify;",
            "    dialect.addOp(std::move(def));",
            "  }",
            "}", ""]
    return "\n".join(out)


def emit_markdown(dialect, summary, ops):
    out = [f"# The `{dialect}` dialect", "", summary, "",
           "| op | traits | operands | results | attributes | regions | summary |",
           "|---|---|---|---|---|---|---|"]

    def cell(text):
        return text.replace("|", "\\|")

    def args(xs):
        return ", ".join(f"{a.name}: {a.constraint}"
                         + {"Single": "", "Optional": "?",
                            "Variadic": "..."}[a.arity] for a in xs)

    for op in ops:
        attrs = ", ".join(
            f"{a.name}: {a.kind}" + ("" if a.required else
                                      (f" = {a.default}" if a.default else "?"))
            for a in op.attrs)
        out.append(f"| `{dialect}.{op.name}` | {', '.join(op.traits)} | "
                   f"{args(op.operands)} | {args(op.results)} | {attrs} | "
                   f"{', '.join(op.regions)} | {cell(op.summary)} |")
    return "\n".join(out) + "\n"


def write_if_changed(path, text):
    try:
        with open(path, encoding="utf-8") as f:
            if f.read() == text:
                return
    except OSError:
        pass
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("table")
    p.add_argument("--header")
    p.add_argument("--source")
    p.add_argument("--markdown")
    a = p.parse_args()
    try:
        dialect, summary, ops = parse_table(a.table)
    except (TableError, OSError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    try:
        if a.header:
            write_if_changed(a.header, emit_header(dialect, ops, a.table))
        if a.source:
            write_if_changed(a.source, emit_source(dialect, ops, a.table))
        if a.markdown:
            write_if_changed(a.markdown,
                             emit_markdown(dialect, summary, ops))
    except TableError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
