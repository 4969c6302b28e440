#!/usr/bin/env python3
"""gen-aten-table.py - turns LibTorch's aten schemas into the aten op table.

At build time tools/tocc-aten-schemas prints the JIT schema of every
registered aten:: operator, one per line, sorted (AtenSchemas.txt). This
script parses each schema and writes the aten dialect's table (AtenOps.ops,
the format of utils/gen-ops.py), which gen-ops.py then turns into C++. The
rules are mechanical, written in docs/architecture.md ("The generated aten
table"):

  name      aten::add.Tensor -> op add.Tensor (the dialect prefixes `aten.`),
            spelled as in the schema (aten::__and__.Tensor -> __and__.Tensor)
  operands  every schema argument, in schema order, keyword-only ones too;
            a trailing `...` is a variadic operand `varargs: any...`
  results   one per schema return; `()` gives none
  traits    Pure when the op has results, writes to no argument (no `!` in
            an alias annotation) and is not tagged nondeterministic_seeded
            in native_functions.yaml (torch's own list of random ops);
            HasSideEffects otherwise
  summary   the schema string exactly

An overlay table (--overlay) adds what a schema cannot say: extra traits
(Commutative) and `verifier` lines, for ops that must exist in the schemas.

Input lines are `SCHEMA` or `SCHEMA<TAB>tags=TAG,TAG`; `#` lines and blank
lines are skipped.

  gen-aten-table.py AtenSchemas.txt -o AtenOps.ops [--overlay Overlay.ops]
"""

import argparse
import re
import sys

IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# Parenthesised groups after these names are type arguments, not alias sets.
TYPE_CONSTRUCTORS = {"Dict", "RRef", "Future", "Union", "Await"}
# Names gen-ops.py reserves for parameters of the generated build() are
# renamed `<name>_` (no schema uses one today). C++ keywords stay: gen-ops.py
# renames only its C++ parameters.
RESERVED = {"builder", "state"}
NONDETERMINISTIC_TAG = "nondeterministic_seeded"


class SchemaError(Exception):
    pass


def camel(name):
    """gen-ops.py's CamelCase of a name's alphanumeric runs."""
    parts = re.split(r"[^A-Za-z0-9]+", name)
    return "".join(p[:1].upper() + p[1:] for p in parts if p)


def split_top(text, sep=","):
    """Splits `text` at `sep` outside brackets and string literals."""
    parts, depth, quote, start, i = [], 0, None, 0, 0
    while i < len(text):
        c = text[i]
        if quote:
            if c == "\\":
                i += 1
            elif c == quote:
                quote = None
        elif c in "\"'":
            quote = c
        elif c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
            if depth < 0:
                raise SchemaError(f"unbalanced '{c}'")
        elif c == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
        i += 1
    if depth or quote:
        raise SchemaError("unbalanced brackets or quotes")
    parts.append(text[start:])
    return parts


def matching_paren(text, open_at):
    """Index of the `)` that closes the `(` at `open_at`."""
    depth, quote, i = 0, None, open_at
    while i < len(text):
        c = text[i]
        if quote:
            if c == "\\":
                i += 1
            elif c == quote:
                quote = None
        elif c in "\"'":
            quote = c
        elif c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    raise SchemaError("unbalanced parentheses")


class SchemaType:
    """The parts of a schema type the table needs.

    kind:  "tensor", "int", "float", "bool", "scalar", "str" for the plain
           types named so (SymInt is int), "list", "optional", or "other"
    inner: the element type of a list, the type of an optional
    """

    def __init__(self, kind, inner=None):
        self.kind, self.inner = kind, inner


PLAIN = {"Tensor": "tensor", "int": "int", "SymInt": "int", "float": "float",
         "bool": "bool", "Scalar": "scalar", "str": "str"}
ALIAS_SET = re.compile(r"\([a-z*|!]+(\s*->\s*[a-z*|!]+)?\)")


def parse_type(text):
    """`Tensor(a!)[]?` -> optional(list(tensor)); alias sets dropped."""
    text = text.strip()
    m = IDENT.match(text)
    if text.startswith("(") or (m and m.group(0) in TYPE_CONSTRUCTORS):
        # A tuple `(str, t)` or Dict(str, t), RRef(t), ...: `other`, but
        # its list and optional suffixes count.
        base = "(tuple)"
        rest = text[matching_paren(text, text.index("(")) + 1:]
    elif m:
        base, rest = m.group(0), text[m.end():]
    else:
        raise SchemaError(f"cannot read type '{text}'")
    # Dotted class names (__torch__.torch.classes.x.Y) are `other`.
    rest = re.sub(r"^(\.[A-Za-z_][A-Za-z0-9_]*)+", "", rest)
    rest = ALIAS_SET.sub("", rest).replace(" ", "")
    if not re.fullmatch(r"(\?|\[\d*\])*", rest):
        raise SchemaError(f"cannot read type '{text}'")
    t = SchemaType(PLAIN.get(base, "other"))
    for suffix in re.findall(r"\?|\[\d*\]", rest):
        t = SchemaType("optional" if suffix == "?" else "list", t)
    return t


def operand_constraint(t):
    if t.kind == "optional":
        return "tensor_or_none" if t.inner.kind == "tensor" else "any"
    if t.kind == "list":
        return "tensor_list" if t.inner.kind == "tensor" else "list"
    if t.kind == "other":
        return "any"
    return t.kind


def result_constraint(t):
    if t.kind == "list":
        return "tensor_list" if t.inner.kind == "tensor" else "list"
    if t.kind in ("optional", "other", "str"):
        return "any"
    return t.kind


class Schema:
    def __init__(self, text, tags):
        self.text, self.tags = text, tags
        self.name = ""            # add.Tensor
        self.args = []            # (name, type text)
        self.returns = []         # (name or None, type text)
        self.varargs = False      # ends in `...`: any number of values


def parse_schema(line):
    text, _, tagtext = line.partition("\t")
    tags = []
    if tagtext:
        if not tagtext.startswith("tags="):
            raise SchemaError(f"expected 'tags=' after the tab, got "
                              f"'{tagtext}'")
        tags = [t for t in tagtext[len("tags="):].split(",") if t]
    s = Schema(text, tags)
    m = re.match(r"aten::([A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?)"
                 r"\(", text)
    if not m:
        raise SchemaError("expected 'aten::NAME[.OVERLOAD](...'")
    s.name = m.group(1)
    close = matching_paren(text, m.end() - 1)
    argtext = text[m.end():close]
    tail = text[close + 1:]
    if not tail.startswith(" -> "):
        raise SchemaError("expected ' -> ' after the arguments")
    rettext = tail[len(" -> "):].strip()

    if argtext.strip():
        for part in split_top(argtext):
            part = part.strip()
            if part == "*":
                continue  # keyword-only marker: the operands keep the order
            if part == "...":
                s.varargs = True  # aten::format(str self, ...)
                continue
            decl = split_top(part, "=")[0].strip()
            words = decl.rsplit(None, 1)
            if len(words) != 2 or not IDENT.fullmatch(words[1]):
                raise SchemaError(f"cannot read argument '{part}'")
            s.args.append((words[1], words[0]))

    if rettext.startswith("(") and matching_paren(rettext, 0) == \
            len(rettext) - 1:
        inner = rettext[1:-1].strip()
        items = split_top(inner) if inner else []
    else:
        items = [rettext]
    for item in items:
        item = item.strip()
        words = item.rsplit(None, 1)
        # `Tensor(a!) values` is named; `Dict(str, t)` and `(str, t)` end in
        # `t)`, not a name.
        if len(words) == 2 and IDENT.fullmatch(words[1]) and \
                not words[0].endswith(","):
            s.returns.append((words[1], words[0]))
        else:
            s.returns.append((None, item))
    return s


def escape(text):
    return text.replace("\\", "\\\\").replace('"', '\\"')


def cxx_name(name):
    return name + "_" if name in RESERVED else name


class TableOp:
    def __init__(self, schema):
        self.schema = schema
        self.name = schema.name
        writes = any("!" in ty for _, ty in schema.args)
        random = NONDETERMINISTIC_TAG in schema.tags
        self.traits = ["Pure"] if schema.returns and not writes and \
            not random else ["HasSideEffects"]
        self.verifier = False
        self.class_name = None    # set when CamelCase collides
        self.operands = [(cxx_name(n), operand_constraint(parse_type(t)))
                         for n, t in schema.args]
        # Operands and results share the class's accessors (getX).
        taken = {camel(n) for n, _ in self.operands} | {"Varargs"}
        self.results = []
        for i, (n, t) in enumerate(schema.returns):
            if n is None:
                n = "out" if len(schema.returns) == 1 else f"out{i}"
            n = cxx_name(n)
            while camel(n) in taken:
                n += "_result"
            taken.add(camel(n))
            self.results.append((n, result_constraint(parse_type(t))))
        names = [camel(n) for n, _ in self.operands]
        if len(set(names)) != len(names):
            raise SchemaError("two arguments share an accessor name")

    def lines(self):
        out = [f"op {self.name} [{', '.join(self.traits)}]"]
        if self.class_name:
            out.append(f"  class {self.class_name}")
        out.append(f'  summary "{escape(self.schema.text)}"')
        for n, c in self.operands:
            out.append(f"  operand {n}: {c}")
        if self.schema.varargs:
            out.append("  operand varargs: any...")
        for n, c in self.results:
            out.append(f"  result {n}: {c}")
        if self.verifier:
            out.append("  verifier")
        return out


def read_overlay(path, ops_by_name):
    """Applies `op NAME [Traits]` / `verifier` lines of the overlay."""
    current = None
    with open(path, encoding="utf-8") as f:
        for lineno, raw in enumerate(f, 1):
            where = f"{path}:{lineno}"
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            m = re.fullmatch(r"op\s+([A-Za-z_][A-Za-z0-9_.]*)\s*"
                             r"(\[(.*)\])?", line)
            if m:
                if m.group(1) not in ops_by_name:
                    raise SchemaError(f"{where}: '{m.group(1)}' is not a "
                                      f"registered aten operator")
                current = ops_by_name[m.group(1)]
                for t in (m.group(3) or "").split(","):
                    t = t.strip()
                    if t in ("Pure", "HasSideEffects"):
                        raise SchemaError(f"{where}: '{t}' comes from the "
                                          f"schema, not the overlay")
                    if t and t not in current.traits:
                        current.traits.append(t)
            elif line == "verifier" and current:
                current.verifier = True
            else:
                raise SchemaError(f"{where}: the overlay takes only 'op NAME "
                                  f"[Traits]' and 'verifier' lines")


def build_table(lines, source):
    ops = []
    for lineno, line in enumerate(lines, 1):
        line = line.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        try:
            ops.append(TableOp(parse_schema(line)))
        except SchemaError as e:
            raise SchemaError(f"{source}:{lineno}: {e}: {line}")
    ops.sort(key=lambda op: op.name)
    names = [op.name for op in ops]
    if len(set(names)) != len(names):
        raise SchemaError(f"{source}: an operator is listed twice")
    # Class names: CamelCase of the name's alphanumeric runs. When several
    # ops share one (add.Tensor and add_.Tensor, conj and _conj), the op
    # with the fewest underscores keeps it (then the first by name), and the
    # others append _1, _2, ... in that order.
    by_class = {}
    for op in ops:
        by_class.setdefault(camel(op.name) + "Op", []).append(op)
    taken = set(by_class)
    for cls, group in sorted(by_class.items()):
        group.sort(key=lambda op: (op.name.count("_"), op.name))
        for i, op in enumerate(group[1:], 1):
            name = f"{camel(op.name)}_{i}Op"
            while name in taken:
                name = name[:-2] + "_Op"
            taken.add(name)
            op.class_name = name
    return ops


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("schemas", help="AtenSchemas.txt (tocc-aten-schemas)")
    p.add_argument("-o", "--output", required=True)
    p.add_argument("--overlay", help="hand-written traits and verifiers")
    a = p.parse_args()
    try:
        with open(a.schemas, encoding="utf-8") as f:
            ops = build_table(f.readlines(), a.schemas)
        if not ops:
            raise SchemaError(f"{a.schemas}: no aten schemas")
        if a.overlay:
            read_overlay(a.overlay, {op.name: op for op in ops})
    except (SchemaError, OSError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    out = [f"# Generated by utils/gen-aten-table.py from {a.schemas}"
           + (f" and {a.overlay}" if a.overlay else "") + ". Do not edit.",
           f"# {len(ops)} ops; the rules are in docs/architecture.md.",
           'dialect aten "ATen operators, named after their JIT schema"', ""]
    for op in ops:
        out += op.lines()
        out.append("")
    text = "\n".join(out)
    try:
        with open(a.output, encoding="utf-8") as f:
            if f.read() == text:
                return 0
    except OSError:
        pass
    with open(a.output, "w", encoding="utf-8") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
