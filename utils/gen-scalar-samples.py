#!/usr/bin/env python3
"""gen-scalar-samples.py - the sweep samples of every number-only overload.

Writes unittests/Conversion/Samples/scalar-functions.mlir: one graph per
aten overload whose operands and result are numbers (int, float, bool,
Scalar) and that `onnx-opt --list-decompositions` lists, plus prim.min,
prim.max and prim.abs. The sweep (DecompositionSweepTests) runs each graph
as written (TorchScript's own kernels) and after decompose (tocc's folding
or run-time core ops) on random inputs, and the outputs must agree.

Operands come from the graph's 0-d tensor inputs, so decompose cannot fold
them: ints in [1, 4], floats positive (x*x + 0.5; in (0, 1) for asin,
acos, atanh; >= 1.5 for acosh), bools at random. Functions with no run-time
form (RUNTIME_LESS) take constants and check the folding.

  gen-scalar-samples.py AtenSchemas.txt DECOMPOSITIONS.txt -o OUT.mlir
"""
import argparse
import re

NUMBER = {"int", "float", "bool", "Scalar"}
RUNTIME_LESS = {"gamma", "lgamma", "factorial", "gcd", "copysign", "mathremainder", "angle",
                "__lshift__", "__rshift__"}
UNIT_DOMAIN = {"asin", "acos", "atanh"}


def parse(line):
    m = re.match(r"aten::([\w.]+)\((.*)\) -> (\w+)$", line.split("\t")[0])
    if not m:
        return None
    name, args, ret = m.groups()
    kinds = []
    for a in args.split(","):
        a = a.strip()
        if not a or a == "*":
            continue
        kinds.append(a.split(" ")[0])
    if not kinds or any(k not in NUMBER for k in kinds) or ret not in NUMBER:
        return None
    return name, kinds, ret


def ir_type(kind):
    return {"int": "int", "float": "float", "bool": "bool", "Scalar": "float"}[kind]


def graph(name, kinds, ret, op="aten"):
    fn = name.split(".")[0]
    lines = []
    const = fn in RUNTIME_LESS
    operands = []
    for k, kind in enumerate(kinds):
        v = f"%a{k}"
        if const:
            value = {"int": [5, 3, 2][k], "float": [2.5, -1.25, 2.0][k], "bool": "true",
                     "Scalar": [2.5, 3, 2][k]}[kind]
            t = "int" if isinstance(value, int) and kind != "bool" else ir_type(kind)
            lines.append(f"  {v} = prim.Constant {{value = {value}}} : {t}")
        elif kind == "int" or (kind == "Scalar" and k % 2 == 1):
            lines.append(f"  %q{k}i = aten.Int.Tensor(%q{k}) : int")
            lines.append(f"  %one{k} = prim.Constant {{value = 1}} : int")
            lines.append(f"  {v} = aten.add.int(%q{k}i, %one{k}) : int")
        elif kind == "bool":
            lines.append(f"  {v} = aten.Bool.Tensor(%b{k}) : bool")
        else:
            lines.append(f"  %p{k}f = aten.Float.Tensor(%p{k}) : float")
            lines.append(f"  %sq{k} = aten.mul.float(%p{k}f, %p{k}f) : float")
            if fn in UNIT_DOMAIN:
                lines.append(f"  %c{k} = prim.Constant {{value = 1.5}} : float")
                lines.append(f"  %d{k} = aten.add.float(%sq{k}, %c{k}) : float")
                lines.append(f"  %u{k} = prim.Constant {{value = 1.0}} : float")
                lines.append(f"  {v} = aten.div.float(%u{k}, %d{k}) : float")
            else:
                offset = 1.5 if fn == "acosh" else 0.5
                lines.append(f"  %c{k} = prim.Constant {{value = {offset}}} : float")
                lines.append(f"  {v} = aten.add.float(%sq{k}, %c{k}) : float")
        operands.append(v)
    rtype = ir_type(ret) if ret != "Scalar" else "any"
    if ret == "Scalar":
        rtype = "float" if any(k in ("float", "Scalar") for k in kinds) and fn not in (
            "ceil", "floor") else "int"
    if fn in ("__range_length", "__derive_index"):
        # range() needs a constant step.
        lines.append(f"  %step = prim.Constant {{value = 2}} : int")
        operands[2] = "%step"
    lines.append(f"  %r = {op}.{name}({', '.join(operands)}) : {rtype}")
    if name == "pow.int_to_int":
        # LibTorch 1.13's kernel returns a float although the schema says
        # int; compare the values as floats.
        lines.append(f"  %rf = aten.Float.Scalar(%r) : float")
        lines.append(f"  %t = prim.NumToTensor(%rf) : tensor<*, ?>")
    else:
        lines.append(f"  %t = prim.NumToTensor(%r) : tensor<*, ?>")
    lines.append("  return %t")
    params = []
    for k, kind in enumerate(kinds):
        if const:
            continue
        if kind == "int" or (kind == "Scalar" and k % 2 == 1):
            params.append(f"%q{k}: tensor<[], i64>")
        elif kind == "bool":
            params.append(f"%b{k}: tensor<[], bool>")
        else:
            params.append(f"%p{k}: tensor<[], f32>")
    if not params:
        params.append("%unused: tensor<[], f32>")
    gname = re.sub(r"\W", "_", f"{op}_{name}")
    return (f"graph @{gname}({', '.join(params)}) -> (tensor<*, ?>) {{\n" + "\n".join(lines) + "\n}\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("schemas")
    ap.add_argument("decompositions")
    ap.add_argument("-o", required=True)
    args = ap.parse_args()
    registered = set(open(args.decompositions).read().split())
    graphs = []
    for line in open(args.schemas):
        p = parse(line.strip())
        if p and "aten." + p[0] in registered:
            graphs.append(graph(*p))
    # prim's number functions: one op for every overload.
    graphs.append(graph("min", ["int", "int"], "int", op="prim"))
    graphs.append(graph("max", ["float", "int"], "float", op="prim"))
    graphs.append(graph("abs", ["int"], "int", op="prim"))
    graphs.append(graph("abs", ["float"], "float", op="prim").replace("@prim_abs", "@prim_abs_float"))
    # Functions of a list of numbers.
    for name, kind, value in [("sum.int", "int", 1), ("sum.float", "float", 0.5), ("sum.bool", "bool", "true")]:
        graphs.append(
            f"graph @aten_{name.replace('.', '_')}(%q: tensor<[], i64>) -> (tensor<*, ?>) {{\n"
            f"  %qi = aten.Int.Tensor(%q) : int\n"
            + (f"  %e = aten.{kind.capitalize()}.int(%qi) : {kind}\n" if kind != "int" else "  %e = aten.add.int(%qi, %qi) : int\n")
            + f"  %c = prim.Constant {{value = {value}}} : {kind}\n"
            f"  %l = prim.ListConstruct(%e, %c, %e) : list<{kind}>\n"
            f"  %r = aten.{name}(%l) : {'int' if kind == 'bool' else kind}\n"
            f"  %t = prim.NumToTensor(%r) : tensor<*, ?>\n"
            f"  return %t\n}}\n")
    graphs.append(
        "graph @prim_max_list(%q: tensor<[], i64>) -> (tensor<*, ?>) {\n"
        "  %qi = aten.Int.Tensor(%q) : int\n"
        "  %c = prim.Constant {value = 2} : int\n"
        "  %l = prim.ListConstruct(%qi, %c) : list<int>\n"
        "  %r = prim.max(%l) : int\n"
        "  %t = prim.NumToTensor(%r) : tensor<*, ?>\n"
        "  return %t\n}\n")
    with open(args.o, "w") as f:
        f.write("// Numeric sweep samples: every number-only overload (generated by\n"
                "// utils/gen-scalar-samples.py; ScalarMath.cpp, docs/torchscript.md).\n")
        f.write("\n// -----\n\n".join(graphs))


if __name__ == "__main__":
    main()
