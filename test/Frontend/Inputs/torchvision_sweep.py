"""Imports every torchvision classification model of one family with tocc.

usage: torchvision_sweep.py FAMILY WORKDIR [--onnx-opt PATH] [--models a,b] [--gate]
       torchvision_sweep.py --check-families

For each model of FAMILY (random weights, eval mode) it traces a batch-1
input, saves the module to WORKDIR, and runs
`onnx-opt MODEL.pt --example-inputs INPUTS.pt` without
--allow-unregistered-ops: the import must succeed and verify, and the op
histogram of the printed IR must equal the one expected from the
TorchScript graph the importer reads (load, eval, freeze_module, Inline, as
lib/Frontend/TorchScriptImporter.cpp does).
Then, at batch sizes 1 and 2, it imports the model with that batch's
example input, runs `--pass-pipeline=decompose,dce` (the IR after it must
hold no aten op: the model decomposes fully to core) and runs the core
graph with `--run` (tocc's runtime, core ops as the ATen ops that define
them), comparing the outputs with the traced module's on the same input:
the max absolute error relative to the output's scale (its largest
magnitude) must be at most RUN_TOLERANCE.
A model's files are deleted once it is checked, so the disk holds one model
at a time (vit_h_14 and regnet_y_128gf are 2.5 GB each).

Prints one line per model, `ok NAME ...` or `FAIL NAME: reason` (also into
WORKDIR/sweep.log, for lit to show), and exits 1 naming every failing
model. Models in XFAIL must fail (with their reason);
one that passes is a failure too, so the list cannot go stale.

--gate runs only the family's slice in GATE (the gate tier's tests,
test/Frontend/torchvision/gate-FAMILY.test; the family tests run every
model and are in the full tier).

--check-families fails unless every classification model torchvision
builds is in exactly one family and every GATE name is in its family.
"""
import argparse
import collections
import gc
import os
import re
import shutil
import subprocess
import sys
import time
import warnings

import torch
import torchvision

SRC_ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
PRIM_OPS = os.path.join(SRC_ROOT, "include", "tocc", "Dialect", "Aten", "PrimOps.ops")

# Families, by model-name prefix; lit runs one test per family.
FAMILIES = {
    "alexnet_vgg": ("alexnet", "vgg"),
    "convnext": ("convnext_",),
    "densenet": ("densenet",),
    "efficientnet": ("efficientnet_",),
    "inception": ("googlenet", "inception_"),
    "mobile": ("mnasnet", "mobilenet_", "shufflenet_", "squeezenet"),
    "regnet": ("regnet_",),
    "resnet": ("resnet", "resnext", "wide_resnet"),
    "swin_maxvit": ("swin_", "maxvit_"),
    "vit": ("vit_",),
}

# The gate tier's slice of each family (docs/testing.md): its smallest
# model of every architecture, so that CI imports, decomposes and runs every
# block type the family has (inverted residuals with and without SE,
# grouped and dense convs, windowed and global attention, ...); the family
# tests of the full tier run every model. --check-families checks that each
# name here is a model of its family.
GATE = {
    "alexnet_vgg": ("alexnet",),
    "convnext": ("convnext_tiny",),
    "densenet": ("densenet121",),
    "efficientnet": ("efficientnet_b0", "efficientnet_v2_s"),
    "inception": ("googlenet", "inception_v3"),
    "mobile": ("mnasnet0_5", "mobilenet_v3_small", "shufflenet_v2_x0_5", "squeezenet1_1"),
    "regnet": ("regnet_x_400mf", "regnet_y_400mf"),
    "resnet": ("resnet18", "resnext50_32x4d"),
    "swin_maxvit": ("maxvit_t", "swin_t", "swin_v2_t"),
    "vit": ("vit_b_32",),
}

# Input side per model (batch 1, 3 channels): small where the model allows
# it, to save time. ViT and MaxViT take only their image size; Inception v3
# needs at least 75.
def resolution(name):
    if name.startswith("vit_") or name.startswith("maxvit_"):
        return 224
    if name == "inception_v3":
        return 75
    return 64


# Max abs error of `onnx-opt --run` relative to the largest output magnitude.
RUN_TOLERANCE = 1e-4

# name -> why it is expected to fail (reported, and checked to still fail).
XFAIL = {}


def family_models(family):
    prefixes = FAMILIES[family]
    return [m for m in classification_models() if m.startswith(prefixes)]


def classification_models():
    return sorted(torchvision.models.list_models(module=torchvision.models))


def check_families():
    bad = []
    for name in classification_models():
        owners = [f for f, prefixes in FAMILIES.items() if name.startswith(prefixes)]
        if len(owners) != 1:
            bad.append(f"{name} is in {len(owners)} families {owners}")
    for family, names in GATE.items():
        members = family_models(family) if family in FAMILIES else []
        for name in names:
            if name not in members:
                bad.append(f"GATE[{family!r}] names {name}, not a model of that family")
    if set(GATE) != set(FAMILIES):
        bad.append(f"GATE's families {sorted(GATE)} are not FAMILIES {sorted(FAMILIES)}")
    for line in bad:
        print(f"error: {line}", file=sys.stderr)
    gate = sum(len(names) for names in GATE.values())
    print(f"{len(classification_models())} models, {len(FAMILIES)} families, "
          f"{gate} in the gate tier")
    return 1 if bad else 0


def registered_prim_ops():
    with open(PRIM_OPS) as f:
        return {"prim." + m.group(1) for m in re.finditer(r"^op (\w+)", f.read(), re.M)}


# --- The histogram the importer must produce ---------------------------------

def holds_tensor(value):
    if isinstance(value, torch.Tensor):
        return True
    if isinstance(value, (list, tuple)):
        return any(holds_tensor(v) for v in value)
    return False


class Expected:
    def __init__(self, prim_ops):
        self.prim_ops = prim_ops
        self.hist = collections.Counter()
        self.weights = 0
        self.weight_bytes = 0

    def constant(self, value):
        # materializeConstant: a list or tuple holding tensors becomes one
        # constant per element (recursively) and a List/TupleConstruct;
        # anything else is one prim.Constant.
        if isinstance(value, (list, tuple)) and holds_tensor(value):
            for item in value:
                self.constant(item)
            self.hist["prim.ListConstruct" if isinstance(value, list)
                      else "prim.TupleConstruct"] += 1
            return
        self.hist["prim.Constant"] += 1
        if isinstance(value, torch.Tensor):
            self.weights += 1
            self.weight_bytes += value.numel() * value.element_size()

    def op_name(self, node):
        kind = node.kind()
        ns, _, name = kind.partition("::")
        if ns == "prim" and "prim." + name in self.prim_ops:
            return "prim." + name
        schema = node.schema()
        if schema != "(no schema)":
            # aten::add.Tensor(Tensor self, ...) -> aten.add.Tensor
            return schema.split("(", 1)[0].replace("::", ".")
        return ns + "." + name

    def block(self, block):
        for node in block.nodes():
            kind = node.kind()
            if kind == "prim::Constant":
                self.constant(node.output().toIValue())
                continue
            if kind == "prim::If":
                self.hist["prim.If"] += 1
            elif kind == "prim::Loop":
                self.hist["prim.Loop"] += 1
            else:
                self.hist[self.op_name(node)] += 1
            for inner in node.blocks():
                self.block(inner)
                self.hist["tocc.yield"] += 1


def expected_histogram(pt, prim_ops):
    """What importTorchScript makes of `pt`: load, eval, freeze_module (not
    torch.jit.freeze: no OptimizeFrozenGraph), Inline, one op per node."""
    m = torch.jit.load(pt)
    m.eval()
    frozen = torch._C._freeze_module(m._c)
    graph = frozen._get_method("forward").graph
    torch._C._jit_pass_inline(graph)
    e = Expected(prim_ops)
    e.block(graph.block())
    e.hist["tocc.return"] += 1
    return e


# --- What onnx-opt printed -----------------------------------------------------

OP_LINE = re.compile(r"(?:%[\w.$-]+(?:, %[\w.$-]+)* = )?([A-Za-z_]\w*(?:\.\w+)+)\b")


def ir_histogram(text):
    hist = collections.Counter()
    for line in text.splitlines():
        s = line.strip()
        if s == "return" or s.startswith("return "):
            hist["tocc.return"] += 1
        elif s == "yield" or s.startswith("yield "):
            hist["tocc.yield"] += 1
        else:
            m = OP_LINE.match(s)
            if m:
                hist[m.group(1)] += 1
    return hist


def run_onnx_opt(onnx_opt, args):
    start = time.monotonic()
    proc = subprocess.run([onnx_opt] + args, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True)
    return proc, time.monotonic() - start


def diff_histograms(want, got):
    lines = []
    for op in sorted(set(want) | set(got)):
        if want[op] != got[op]:
            lines.append(f"{op}: TorchScript {want[op]}, IR {got[op]}")
    return lines


def randomize_constant_tensors(model):
    """Fresh norms have all-ones weights and all-zeros biases, and freezing
    pools equal constants into one: give every such tensor distinct values,
    so the weights are counted as a trained model has them."""
    with torch.no_grad():
        for t in list(model.parameters()) + list(model.buffers()):
            if t.is_floating_point() and t.numel() > 1 and bool(t.min() == t.max()):
                t.uniform_(0.5, 1.5)


def flat_tensors(value):
    if isinstance(value, torch.Tensor):
        return [value]
    if isinstance(value, (list, tuple)):
        return [t for v in value for t in flat_tensors(v)]
    if isinstance(value, dict):
        return [t for k in sorted(value) for t in flat_tensors(value[k])]
    return []


def run_error(want, got):
    """(relative error, None) of got against want, or (None, why)."""
    want, got = flat_tensors(want), flat_tensors(got)
    if len(want) != len(got):
        return None, f"{len(want)} output tensors from the module, {len(got)} from --run"
    worst = 0.0
    for i, (w, g) in enumerate(zip(want, got)):
        if w.shape != g.shape or w.dtype != g.dtype:
            return None, (f"output {i}: module {w.dtype}{list(w.shape)}, "
                          f"--run {g.dtype}{list(g.shape)}")
        if w.numel() == 0:
            continue
        scale = max(w.double().abs().max().item(), 1e-12)
        worst = max(worst, (g.double() - w.double()).abs().max().item() / scale)
    return worst, None


BATCH_SIZES = (1, 2)


def check_decomposed(name, pt, workdir, onnx_opt, batch, x, reference):
    """Decomposes the model imported at x's batch size and runs the core
    graph: (message, None) or (None, why)."""
    inputs = os.path.join(workdir, f"{name}_inputs_b{batch}.pt")
    outputs = os.path.join(workdir, f"{name}_outputs_b{batch}.pt")
    try:
        torch.save((x,), inputs)
        proc, seconds = run_onnx_opt(
            onnx_opt, [pt, "--example-inputs", inputs,
                       "--pass-pipeline=decompose,dce", "--print-ir-after=dce",
                       "--elide-constants=0",
                       "--run", "--run-output", outputs])
        if proc.returncode != 0:
            return None, f"batch {batch}: decompose/--run failed: " + proc.stderr.strip()[:2000]
        hist = ir_histogram(proc.stderr)
        left = {op: n for op, n in hist.items() if op.startswith("aten.")}
        if left:
            return None, (f"batch {batch}: aten ops left after decompose: " +
                          ", ".join(f"{op}:{n}" for op, n in sorted(left.items())))
        rel_err, why = run_error(reference, torch.load(outputs))
        if why:
            return None, f"batch {batch}: --run: " + why
        if not rel_err <= RUN_TOLERANCE:
            return None, (f"batch {batch}: --run: max abs error {rel_err:.3g} of the "
                          f"output scale > {RUN_TOLERANCE:g}")
        core_ops = sum(n for op, n in hist.items() if op.startswith("core."))
        return (f"b{batch}: core_ops={core_ops} err={rel_err:.2g} "
                f"s={seconds:.1f}"), None
    finally:
        for path in (inputs, outputs):
            if os.path.exists(path):
                os.remove(path)


def check_model(name, workdir, onnx_opt, prim_ops):
    """Returns (ok, message)."""
    pt = os.path.join(workdir, name + ".pt")
    inputs = os.path.join(workdir, name + "_inputs.pt")
    side = resolution(name)
    try:
        torch.manual_seed(0)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            model = torchvision.models.get_model(name, weights=None).eval()
            randomize_constant_tensors(model)
            xs = [torch.randn(b, 3, side, side) for b in BATCH_SIZES]
            # The batch-1 reference is the output the trace computes (a
            # forward hook sees it): no extra forward, which for vit_h_14
            # costs minutes on a loaded machine.
            outputs_seen = []
            hook = model.register_forward_hook(
                lambda module, args, out: outputs_seen.append(out))
            with torch.no_grad():
                traced = torch.jit.trace(model, xs[0], check_trace=False)
                hook.remove()
                references = [outputs_seen[0]] + [traced(x) for x in xs[1:]]
        traced.save(pt)
        torch.save((xs[0],), inputs)
        del model, traced
        gc.collect()
        want = expected_histogram(pt, prim_ops)
        gc.collect()

        base = [pt, "--example-inputs", inputs, "--elide-constants=0"]
        proc, seconds = run_onnx_opt(onnx_opt, base)
        if proc.returncode != 0:
            return False, "import failed: " + proc.stderr.strip()[:2000]
        got = ir_histogram(proc.stdout)
        if "graph @main" not in proc.stdout:
            return False, "the output has no graph @main"
        diff = diff_histograms(want.hist, got)
        if diff:
            return False, "op histograms differ:\n  " + "\n  ".join(diff)
        dense = proc.stdout.count("dense<")
        if dense != want.weights:
            return False, f"{want.weights} tensor constants in TorchScript, {dense} dense constants in the IR"
        del proc
        ops = sum(n for op, n in got.items() if op != "prim.Constant")

        runs = []
        for batch, x, reference in zip(BATCH_SIZES, xs, references):
            message, why = check_decomposed(name, pt, workdir, onnx_opt, batch, x,
                                            reference)
            if why:
                return False, why
            runs.append(message)
        return True, (f"{side}x{side} ops={ops} constants={got['prim.Constant']} "
                      f"weights={want.weights} MB={want.weight_bytes / 1e6:.1f} "
                      f"import_s={seconds:.2f} " + " ".join(runs))
    except Exception as e:  # a model that cannot be built or traced
        return False, f"{type(e).__name__}: {e}"
    finally:
        for path in (pt, inputs):
            if os.path.exists(path):
                os.remove(path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("family", nargs="?", choices=sorted(FAMILIES))
    parser.add_argument("workdir", nargs="?")
    parser.add_argument("--onnx-opt", default="onnx-opt")
    parser.add_argument("--models", help="only these models (comma-separated)")
    parser.add_argument("--gate", action="store_true",
                        help="only the family's gate-tier slice (GATE)")
    parser.add_argument("--check-families", action="store_true")
    args = parser.parse_args()
    if args.check_families:
        return check_families()
    if not args.family or not args.workdir:
        parser.error("FAMILY and WORKDIR are required")
    onnx_opt = shutil.which(args.onnx_opt) or args.onnx_opt
    models = family_models(args.family)
    if args.gate:
        models = [m for m in models if m in GATE[args.family]]
    if args.models:
        models = [m for m in models if m in args.models.split(",")]
    if not models:
        print(f"error: no models in family {args.family}", file=sys.stderr)
        return 1
    os.makedirs(args.workdir, exist_ok=True)
    torch.set_num_threads(1)
    prim_ops = registered_prim_ops()
    failures = []
    start = time.monotonic()
    log = open(os.path.join(args.workdir, "sweep.log"), "w")

    def report(line):
        print(line, flush=True)
        print(line, file=log, flush=True)

    for name in models:
        t0 = time.monotonic()
        ok, message = check_model(name, args.workdir, onnx_opt, prim_ops)
        took = time.monotonic() - t0
        if name in XFAIL:
            if ok:
                failures.append(name)
                report(f"FAIL {name}: passes but is in XFAIL ({XFAIL[name]}); remove it")
            else:
                report(f"xfail {name}: {XFAIL[name]}; got: {message.splitlines()[0]}")
            continue
        if ok:
            report(f"ok {name} {message} total_s={took:.1f}")
        else:
            failures.append(name)
            report(f"FAIL {name}: {message}")
    report(f"family {args.family}: {len(models)} models, {len(failures)} failed, "
           f"{time.monotonic() - start:.0f} s")
    if failures:
        print("error: failing models: " + ", ".join(failures), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
