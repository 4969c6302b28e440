#!/usr/bin/env python3
"""Seed corpora of the libFuzzer harnesses (utils/fuzz.sh).

    make-seeds.py TARGET OUTDIR

ir-parser      every test/**/*.mlir, split on `// -----` lines, one case per seed
symbolic-expr  the dims of tensor types and the guards in the tests and in
               docs/shapes.md, one expression or guard per seed
onnx-reader    small models made with onnx.helper (control flow, initializers,
               symbolic dims, external data references)
torchscript    small scripted and traced modules saved with torch.jit
               (control flow, lists, dicts, optionals)

Needs /usr/bin/python3 (torch and onnx) for the last two.
"""
import hashlib
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SPLIT = re.compile(r"^\s*// -----+\s*$", re.M)


def write(outdir, data):
    if isinstance(data, str):
        data = data.encode()
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(outdir, name), "wb") as f:
        f.write(data)


def sources(exts, extra=()):
    for base, _, files in os.walk(os.path.join(ROOT, "test")):
        for f in sorted(files):
            if f.endswith(exts):
                yield os.path.join(base, f)
    for path in extra:
        yield os.path.join(ROOT, path)


def ir_seeds(outdir):
    n = 0
    for path in sources((".mlir",)):
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        for case in SPLIT.split(text):
            # RUN and CHECK lines are comments to the parser: drop them to
            # keep the seeds small.
            lines = [l for l in case.splitlines()
                     if not re.match(r"\s*//\s*(RUN|CHECK|[A-Z-]+:)", l)]
            case = "\n".join(lines).strip()
            if case and len(case) < 64 * 1024:
                write(outdir, case + "\n")
                n += 1
    return n


def split_top_level(s):
    """Splits `s` at commas outside parentheses."""
    parts, depth, cur = [], 0, ""
    for c in s:
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        if c == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += c
    parts.append(cur)
    return [p.strip() for p in parts]


def expr_seeds(outdir):
    seen = set()
    tensor = re.compile(r"tensor<\[([^<>]*?)\],")
    guard = re.compile(r"^\s*(?://\s*)?(?:CHECK[-A-Z]*:\s*)?guard\s+([^\"\n]*?)\s*(?:\"|$)", re.M)
    for path in sources((".mlir", ".test", ".md"), ["docs/shapes.md", "docs/ir.md"]):
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        for m in tensor.finditer(text):
            for dim in split_top_level(m.group(1)):
                if dim and dim != "?" and "{{" not in dim:
                    seen.add(dim)
        for m in guard.finditer(text):
            g = m.group(1).strip()
            if g and "{{" not in g:
                seen.add(g)
    # What the printer makes of divisions, min/max and overflow.
    seen.update(["(h + 1) ceildiv 2 - 1", "min(3*s, 4)", "max(s0, s1 + 2)",
                 "(3*s0) mod 4", "-9223372036854775808", "s0 floordiv -3",
                 "(s0*s1 + 9223372036854775807)", "2*(s1 mod 2) == 0",
                 "s0 - s1 >= 0", "s2 != 1"])
    for s in sorted(seen):
        write(outdir, s)
    return len(seen)


def onnx_seeds(outdir):
    import numpy as np
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    models = []
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["batch", 3])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, ["batch", 3])
    w = numpy_helper.from_array(np.arange(6, dtype=np.float32).reshape(2, 3), "w")
    # Straight-line ops with an initializer and attributes.
    g = helper.make_graph(
        [helper.make_node("Add", ["x", "x"], ["a"]),
         helper.make_node("MatMul", ["a", "wt"], ["m"]),
         helper.make_node("Transpose", ["w"], ["wt"], perm=[1, 0]),
         helper.make_node("Relu", ["m"], ["r"]),
         helper.make_node("Concat", ["r", "r", "r"], ["c"], axis=1),
         helper.make_node("Slice", ["c", "starts", "ends"], ["y"])],
        "straight", [x], [y],
        [w, numpy_helper.from_array(np.array([0], np.int64), "starts"),
         numpy_helper.from_array(np.array([3], np.int64), "ends")])
    models.append(helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]))
    # If with subgraphs that capture outer values.
    cond = helper.make_tensor_value_info("cond", TensorProto.BOOL, [])
    then = helper.make_graph([helper.make_node("Neg", ["x"], ["t"])], "then", [],
                             [helper.make_tensor_value_info("t", TensorProto.FLOAT, None)])
    els = helper.make_graph([helper.make_node("Abs", ["x"], ["e"])], "else", [],
                            [helper.make_tensor_value_info("e", TensorProto.FLOAT, None)])
    g = helper.make_graph([helper.make_node("If", ["cond"], ["y"], then_branch=then,
                                            else_branch=els)],
                          "if", [x, cond], [y])
    models.append(helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)]))
    # Loop with a carried value and a scan output.
    trip = helper.make_tensor_value_info("trip", TensorProto.INT64, [])
    body = helper.make_graph(
        [helper.make_node("Identity", ["c_in"], ["c_out"]),
         helper.make_node("Add", ["v_in", "v_in"], ["v_out"]),
         helper.make_node("Identity", ["v_out"], ["scan"])],
        "body",
        [helper.make_tensor_value_info("i", TensorProto.INT64, []),
         helper.make_tensor_value_info("c_in", TensorProto.BOOL, []),
         helper.make_tensor_value_info("v_in", TensorProto.FLOAT, ["batch", 3])],
        [helper.make_tensor_value_info("c_out", TensorProto.BOOL, []),
         helper.make_tensor_value_info("v_out", TensorProto.FLOAT, ["batch", 3]),
         helper.make_tensor_value_info("scan", TensorProto.FLOAT, ["batch", 3])])
    g = helper.make_graph(
        [helper.make_node("Loop", ["trip", "cond", "x"], ["y", "scans"], body=body)],
        "loop", [trip, cond, x],
        [y, helper.make_tensor_value_info("scans", TensorProto.FLOAT, None)])
    models.append(helper.make_model(g, opset_imports=[helper.make_opsetid("", 16)]))
    # Symbolic dims written as expressions, reshape and shape arithmetic.
    xi = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["n", "2*n + 1", 4])
    yo = helper.make_tensor_value_info("y", TensorProto.FLOAT, ["n", "(2*n + 1)*4"])
    g = helper.make_graph(
        [helper.make_node("Shape", ["x"], ["s"]),
         helper.make_node("Gather", ["s", "zero"], ["n0"], axis=0),
         helper.make_node("Concat", ["n0", "minus1"], ["shape"], axis=0),
         helper.make_node("Reshape", ["x", "shape"], ["y"])],
        "dims", [xi], [yo],
        [numpy_helper.from_array(np.array([0], np.int64), "zero"),
         numpy_helper.from_array(np.array([-1], np.int64), "minus1")])
    models.append(helper.make_model(g, opset_imports=[helper.make_opsetid("", 14)]))
    # An initializer whose data lives in an external file (which is absent).
    ext = numpy_helper.from_array(np.ones((4, 4), np.float32), "ext")
    ext.ClearField("raw_data")
    ext.data_location = TensorProto.EXTERNAL
    for k, v in (("location", "weights.bin"), ("offset", "0"), ("length", "64")):
        e = ext.external_data.add()
        e.key, e.value = k, v
    g = helper.make_graph([helper.make_node("Add", ["x4", "ext"], ["y4"])], "external",
                          [helper.make_tensor_value_info("x4", TensorProto.FLOAT, [4, 4])],
                          [helper.make_tensor_value_info("y4", TensorProto.FLOAT, [4, 4])],
                          [ext])
    models.append(helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]))
    # A custom domain, attributes of every kind, sequence and optional types.
    node = helper.make_node("Custom", ["x"], ["y"], domain="com.example",
                            f=1.5, i=3, s="str", floats=[1.0, 2.0], ints=[1, 2],
                            strings=["a", "b"], t=numpy_helper.from_array(np.zeros(2, np.float32)))
    g = helper.make_graph([node,
                           helper.make_node("SequenceConstruct", ["x", "x"], ["seq"]),
                           helper.make_node("SequenceLength", ["seq"], ["len"])],
                          "custom", [x],
                          [y, helper.make_tensor_value_info("len", TensorProto.INT64, [])])
    models.append(helper.make_model(g, opset_imports=[helper.make_opsetid("", 17),
                                                      helper.make_opsetid("com.example", 1)]))
    for m in models:
        write(outdir, m.SerializeToString())
    n = len(models)
    # The models the tests wrote, when a build has run them (small ones only).
    for build in ("build", "build-fuzz"):
        for base, _, files in os.walk(os.path.join(ROOT, build, "test")):
            for f in files:
                p = os.path.join(base, f)
                if f.endswith(".onnx") and os.path.getsize(p) < 256 * 1024 and n < 300:
                    with open(p, "rb") as fh:
                        write(outdir, fh.read())
                    n += 1
    return n


def torchscript_seeds(outdir):
    import io
    from typing import Dict, List, Optional, Tuple

    import torch

    class Branchy(torch.nn.Module):
        def forward(self, x: torch.Tensor, flag: bool) -> torch.Tensor:
            if flag:
                x = x + 1
            else:
                x = x * 2
            for i in range(3):
                x = x - i
            return x

    class Lists(torch.nn.Module):
        def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
            out: List[torch.Tensor] = []
            for t in x.split(1):
                out.append(t.relu())
            out.insert(0, x.sum(0, keepdim=True))
            return out

    class Dicts(torch.nn.Module):
        def forward(self, x: torch.Tensor) -> Dict[str, torch.Tensor]:
            d: Dict[str, torch.Tensor] = {"a": x, "b": x.t()}
            d["c"] = d["a"] @ d["b"]
            return d

    class Optionals(torch.nn.Module):
        def forward(self, x: torch.Tensor, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
            if bias is not None:
                return x + bias
            return x

    class Tuples(torch.nn.Module):
        def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, int]:
            n = x.size(0)
            while n > 1:
                n = n // 2
            return x.view(-1), n

    class Conv(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.conv = torch.nn.Conv2d(2, 2, 3, padding=1)
            self.bn = torch.nn.BatchNorm2d(2)

        def forward(self, x):
            return torch.nn.functional.max_pool2d(self.bn(self.conv(x)).relu(), 2)

    class Strings(torch.nn.Module):
        def forward(self, x: torch.Tensor, mode: str) -> torch.Tensor:
            if mode == "double":
                return x * 2
            assert mode == "same", "unknown mode " + mode
            return x

    def save(m):
        buf = io.BytesIO()
        torch.jit.save(m, buf)
        write(outdir, buf.getvalue())

    torch.manual_seed(0)
    n = 0
    for cls in (Branchy, Lists, Dicts, Optionals, Tuples, Conv, Strings):
        save(torch.jit.script(cls().eval()))
        n += 1
    save(torch.jit.trace(Conv().eval(), torch.randn(1, 2, 8, 8)))
    save(torch.jit.trace(torch.nn.Sequential(torch.nn.Linear(3, 2), torch.nn.Tanh()),
                         torch.randn(2, 3)))
    return n + 2


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    target, outdir = sys.argv[1:]
    makers = {"ir-parser": ir_seeds, "symbolic-expr": expr_seeds,
              "onnx-reader": onnx_seeds, "torchscript": torchscript_seeds}
    if target not in makers:
        sys.exit(f"make-seeds.py: unknown target '{target}' (expected one of: "
                 + ", ".join(makers) + ")")
    os.makedirs(outdir, exist_ok=True)
    n = makers[target](outdir)
    print(f"make-seeds.py: {target}: {n} seeds in {outdir}")


if __name__ == "__main__":
    main()
