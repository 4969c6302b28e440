"""Exports the torch.nn modules whose ops have their own decompositions
(every loss with each reduction, Fold/Unfold, EmbeddingBag, Embedding with
max_norm, CosineSimilarity, PairwiseDistance, Bilinear, GLU, RReLU,
MaxPool2d(return_indices) into MaxUnpool2d, Conv with padding='same',
ChannelShuffle), scripted and traced, with tocc-export --verify at each
opset, and prints one line per export:

  ok NAME [script|trace] opset N
  FAIL NAME [script|trace] opset N: <tocc-export's first error line>
  n/a NAME [script|trace]: LibTorch itself cannot script or trace it

then `nn-modules: K exports, F failed`. Every input dim a user would make
dynamic is (batch, and length or H/W where the input has them), so
--verify also runs another size of each.

usage: nn_modules.py WORKDIR --tocc-export PATH [--gate] [--opsets 11,13,17]
                     [--only REGEX] [-j N]
       nn_modules.py WORKDIR --write-ctc   (WORKDIR/ctc.pt, a scripted
                     nn.CTCLoss, which tocc does not decompose, and
                     WORKDIR/ctc_inputs.pt)

--gate exports the gate tier's slice: the rows with a gate (opset, mode),
each once, in that mode at that opset. They cover every family (losses of
each kind, Fold, Unfold, EmbeddingBag, Embedding(max_norm),
CosineSimilarity, Bilinear, GLU, MaxPool2d -> MaxUnpool2d,
Conv2d(padding='same'), ChannelShuffle), both modes and opsets 11, 13 and
17.
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import warnings

import torch
import torch.nn as nn
import torch.nn.functional as F

warnings.filterwarnings("ignore")

# Example sizes of the dynamic dims (the symbols of --dynamic-axes).
SIZES = {"B": 3, "L": 6, "H": 7, "W": 8, "T": 4}


# An input: (name, kind, dims); dims are ints (static) or names in SIZES
# (dynamic). Kinds: f (randn), i<N> (ints in [0, N)), m<N> (ints in [-1, N):
# multilabel targets), s (+-1 floats), p (uniform in (0, 1)).
def make_input(kind, dims):
    dims = [SIZES[d] if isinstance(d, str) else d for d in dims]
    if kind == "f":
        return torch.randn(*dims)
    if kind.startswith("i"):
        return torch.randint(0, int(kind[1:]), dims)
    if kind.startswith("m"):
        return torch.randint(-1, int(kind[1:]), dims)
    if kind == "s":
        return torch.randint(0, 2, dims).float() * 2 - 1
    if kind == "p":
        return torch.rand(*dims) * 0.98 + 0.01
    raise ValueError(kind)


def dynamic_axes(inputs):
    parts = []
    for name, _, dims in inputs:
        axes = [f"{k}={d}" for k, d in enumerate(dims) if isinstance(d, str)]
        if axes:
            parts.append(f"{name}:" + ",".join(axes))
    return ";".join(parts)


# --- Modules ----------------------------------------------------------------
class Call(nn.Module):
    """A module calling `fn(*inputs)`, for functions without a module and
    modules that need an input transformed (probabilities for BCELoss)."""

    def __init__(self, m, pre: str = ""):
        super().__init__()
        self.m = m
        self.pre = pre

    def forward(self, x, y):
        if self.pre == "sigmoid":
            return self.m(torch.sigmoid(x), torch.sigmoid(y))
        if self.pre == "log_softmax_softmax":
            return self.m(torch.log_softmax(x, 1), torch.softmax(y, 1))
        if self.pre == "softmax_target":
            return self.m(x, torch.softmax(y, 1))
        return self.m(x, y)


class Call3(nn.Module):
    def __init__(self, m):
        super().__init__()
        self.m = m

    def forward(self, x, y, z):
        return self.m(x, y, z)


class PoolUnpool(nn.Module):
    def __init__(self, k=2, stride=None, padding=0):
        super().__init__()
        self.pool = nn.MaxPool2d(k, stride, padding, return_indices=True)
        self.unpool = nn.MaxUnpool2d(k, stride, padding)

    def forward(self, x):
        y, idx = self.pool(x)
        return self.unpool(y, idx, output_size=[x.size(2), x.size(3)])


class FoldUnfold(nn.Module):
    """Unfold then Fold back (with static H, W: Fold's output_size)."""

    def __init__(self, k, **kw):
        super().__init__()
        self.unfold = nn.Unfold(k, **kw)
        self.fold = nn.Fold((7, 8), k, **kw)

    def forward(self, x):
        return self.fold(self.unfold(x))


class EmbeddingMaxNorm(nn.Module):
    def __init__(self):
        super().__init__()
        self.e = nn.Embedding(10, 4, max_norm=1.0)
        with torch.no_grad():
            self.e.weight.mul_(2)

    def forward(self, x):
        return self.e(x)


class BagOffsets(nn.Module):
    """EmbeddingBag of 1-D indices with offsets (a bag per row of x's
    batch, the last one empty) and per-sample weights."""

    def __init__(self, mode, include_last_offset=False, padding_idx=None):
        super().__init__()
        self.bag = nn.EmbeddingBag(10, 4, mode=mode, include_last_offset=include_last_offset,
                                   padding_idx=padding_idx)
        self.include_last_offset = include_last_offset

    def forward(self, x, w):
        flat = x.reshape(-1)
        offsets = torch.arange(0, flat.size(0), x.size(1))
        if self.include_last_offset:
            offsets = torch.cat([offsets, torch.full([1], flat.size(0), dtype=torch.long)])
        if self.bag.mode == "sum":
            return self.bag(flat, offsets, per_sample_weights=w.reshape(-1))
        return self.bag(flat, offsets)


# --- Cases ------------------------------------------------------------------
# (row name, module factory, inputs, gate: (opset, mode) or None)
CASES = []


def case(name, make, inputs, gate=None):
    CASES.append((name, make, inputs, gate))


def f(name, *dims):
    return (name, "f", dims)


def ints(name, high, *dims):
    return (name, f"i{high}", dims)


pair = [f("input", "B", 5), f("target", "B", 5)]
classes = [f("input", "B", 5), ints("target", 5, "B")]
LOSSES = [
    ("L1Loss", lambda r: nn.L1Loss(reduction=r), pair),
    ("MSELoss", lambda r: nn.MSELoss(reduction=r), pair),
    ("SmoothL1Loss", lambda r: nn.SmoothL1Loss(reduction=r, beta=0.5), pair),
    ("HuberLoss", lambda r: nn.HuberLoss(reduction=r, delta=0.7), pair),
    ("SoftMarginLoss", lambda r: nn.SoftMarginLoss(reduction=r), [f("input", "B", 5), ("target", "s", ("B", 5))]),
    ("BCELoss", lambda r: Call(nn.BCELoss(reduction=r), "sigmoid"), pair),
    ("BCELoss(weight)", lambda r: Call(nn.BCELoss(weight=torch.rand(5), reduction=r), "sigmoid"), pair),
    ("BCEWithLogitsLoss", lambda r: nn.BCEWithLogitsLoss(reduction=r), [f("input", "B", 5), ("target", "p", ("B", 5))]),
    ("BCEWithLogitsLoss(weight, pos_weight)",
     lambda r: nn.BCEWithLogitsLoss(weight=torch.rand(5), pos_weight=torch.rand(5) * 3, reduction=r),
     [f("input", "B", 5), ("target", "p", ("B", 5))]),
    ("KLDivLoss", lambda r: Call(nn.KLDivLoss(reduction=r), "log_softmax_softmax"), pair),
    ("KLDivLoss(log_target=True)", lambda r: nn.KLDivLoss(reduction=r, log_target=True), pair),
    ("PoissonNLLLoss", lambda r: nn.PoissonNLLLoss(reduction=r), [f("input", "B", 5), ("target", "p", ("B", 5))]),
    ("PoissonNLLLoss(log_input=False, full=True)", lambda r: Call(nn.PoissonNLLLoss(False, True, reduction=r), "sigmoid"),
     [("input", "p", ("B", 5)), f("target", "B", 5)]),
    ("GaussianNLLLoss", lambda r: Call3(nn.GaussianNLLLoss(reduction=r)),
     [f("input", "B", 5), f("target", "B", 5), ("var", "p", ("B", 5))]),
    ("CrossEntropyLoss", lambda r: nn.CrossEntropyLoss(reduction=r), classes),
    ("CrossEntropyLoss(weight, ignore_index=1, label_smoothing=0.1)",
     lambda r: nn.CrossEntropyLoss(weight=torch.rand(5), ignore_index=1, label_smoothing=0.1, reduction=r),
     [f("input", "B", 5, "L"), ints("target", 5, "B", "L")]),
    ("CrossEntropyLoss on probabilities", lambda r: Call(nn.CrossEntropyLoss(reduction=r, label_smoothing=0.2),
                                                          "softmax_target"),
     [f("input", "B", 5, "H", "W"), f("target", "B", 5, "H", "W")]),
    ("NLLLoss", lambda r: nn.NLLLoss(reduction=r), classes),
    ("NLLLoss(weight, ignore_index=2)", lambda r: nn.NLLLoss(weight=torch.rand(5), ignore_index=2, reduction=r),
     [f("input", "B", 5, "H", "W"), ints("target", 5, "B", "H", "W")]),
    ("MultiMarginLoss", lambda r: nn.MultiMarginLoss(reduction=r), classes),
    ("MultiMarginLoss(p=2, margin=0.5, weight)",
     lambda r: nn.MultiMarginLoss(p=2, margin=0.5, weight=torch.rand(5), reduction=r), classes),
    ("MultiLabelMarginLoss", lambda r: nn.MultiLabelMarginLoss(reduction=r), [f("input", "B", 5), ("target", "m5", ("B", 5))]),
    ("MultiLabelSoftMarginLoss", lambda r: nn.MultiLabelSoftMarginLoss(reduction=r),
     [f("input", "B", 5), ("target", "p", ("B", 5))]),
    ("HingeEmbeddingLoss", lambda r: nn.HingeEmbeddingLoss(margin=0.5, reduction=r), [f("input", "B", 5), ("target", "s", ("B", 5))]),
    ("MarginRankingLoss", lambda r: Call3(nn.MarginRankingLoss(margin=0.1, reduction=r)),
     [f("input1", "B"), f("input2", "B"), ("target", "s", ("B",))]),
    ("CosineEmbeddingLoss", lambda r: Call3(nn.CosineEmbeddingLoss(margin=0.2, reduction=r)),
     [f("input1", "B", 5), f("input2", "B", 5), ("target", "s", ("B",))]),
    ("TripletMarginLoss", lambda r: Call3(nn.TripletMarginLoss(reduction=r)),
     [f("anchor", "B", 5), f("positive", "B", 5), f("negative", "B", 5)]),
    ("TripletMarginLoss(p=1, swap=True)", lambda r: Call3(nn.TripletMarginLoss(p=1, swap=True, reduction=r)),
     [f("anchor", "B", 5), f("positive", "B", 5), f("negative", "B", 5)]),
]
GATE_LOSSES = {("L1Loss", "sum"): (11, "script"), ("KLDivLoss", "mean"): (13, "script"),
               ("BCEWithLogitsLoss(weight, pos_weight)", "sum"): (13, "trace"),
               ("CrossEntropyLoss(weight, ignore_index=1, label_smoothing=0.1)", "mean"): (17, "script"),
               ("NLLLoss(weight, ignore_index=2)", "none"): (11, "trace"),
               ("MultiLabelMarginLoss", "mean"): (11, "trace"),
               ("TripletMarginLoss(p=1, swap=True)", "none"): (17, "trace"),
               ("GaussianNLLLoss", "mean"): (17, "script")}
for loss, make, inputs in LOSSES:
    for reduction in ["none", "mean", "sum"]:
        case(f"{loss} reduction={reduction}", lambda m=make, r=reduction: m(r), inputs,
             gate=GATE_LOSSES.get((loss, reduction)))

x2 = [f("x", "B", 4, "H", "W")]
case("Unfold(kernel_size=(2, 3), dilation=2, padding=1, stride=(2, 1))",
     lambda: nn.Unfold((2, 3), dilation=2, padding=1, stride=(2, 1)), x2, gate=(17, "trace"))
case("Fold(Unfold(2, padding=1, stride=2))", lambda: FoldUnfold(2, padding=1, stride=2), [f("x", "B", 4, 7, 8)],
     gate=(13, "script"))
case("Fold((4, 5), (2, 3), dilation=(1, 2))", lambda: nn.Fold((4, 5), (2, 3), dilation=(1, 2)), [f("x", "B", 24, 3)])
case("EmbeddingBag(mode='sum') on (B, T)", lambda: nn.EmbeddingBag(10, 4, mode="sum"), [ints("x", 10, "B", "T")])
case("EmbeddingBag(mode='mean', padding_idx=1) on (B, T)", lambda: nn.EmbeddingBag(10, 4, mode="mean", padding_idx=1),
     [ints("x", 10, "B", "T")], gate=(11, "script"))
case("EmbeddingBag(mode='max') on (B, T)", lambda: nn.EmbeddingBag(10, 4, mode="max"), [ints("x", 10, "B", "T")])
case("EmbeddingBag(mode='sum') with offsets and per_sample_weights", lambda: BagOffsets("sum"),
     [ints("x", 10, "B", "T"), f("w", "B", "T")])
case("EmbeddingBag(mode='max', include_last_offset=True) with offsets",
     lambda: BagOffsets("max", include_last_offset=True), [ints("x", 10, "B", "T"), f("w", "B", "T")], gate=(13, "trace"))
case("Embedding(10, 4, max_norm=1.0)", lambda: EmbeddingMaxNorm(), [ints("x", 10, "B", "T")], gate=(17, "trace"))
case("CosineSimilarity(dim=1)", lambda: Call(nn.CosineSimilarity(dim=1)), [f("x1", "B", 8), f("x2", "B", 8)],
     gate=(13, "script"))
case("CosineSimilarity(dim=-1, eps=0.5) broadcast", lambda: Call(nn.CosineSimilarity(dim=-1, eps=0.5)),
     [f("x1", "B", 1, 8), f("x2", "L", 8)])
case("PairwiseDistance()", lambda: Call(nn.PairwiseDistance()), [f("x1", "B", 8), f("x2", "B", 8)])
case("PairwiseDistance(p=1, keepdim=True)", lambda: Call(nn.PairwiseDistance(p=1, keepdim=True)),
     [f("x1", "B", 8), f("x2", "B", 8)])
case("Bilinear(8, 6, 4)", lambda: Call(nn.Bilinear(8, 6, 4)), [f("x1", "B", "T", 8), f("x2", "B", "T", 6)], gate=(11, "trace"))
case("GLU(dim=1)", lambda: nn.GLU(dim=1), [f("x", "B", 6, "L")], gate=(17, "script"))
case("GLU()", lambda: nn.GLU(), [f("x", "B", "L", 6)])
case("RReLU(0.1, 0.3)", lambda: nn.RReLU(0.1, 0.3), x2)
case("MaxPool2d(2, return_indices=True) -> MaxUnpool2d(2)", lambda: PoolUnpool(), x2)
case("MaxPool2d(3, 2, 1, return_indices=True) -> MaxUnpool2d(3, 2, 1)", lambda: PoolUnpool(3, 2, 1), x2, gate=(11, "trace"))
case("Conv2d(4, 6, 3, padding='same')", lambda: nn.Conv2d(4, 6, 3, padding="same"), x2)
case("Conv2d(4, 6, (4, 3), padding='same', dilation=(1, 2))",
     lambda: nn.Conv2d(4, 6, (4, 3), padding="same", dilation=(1, 2)), x2, gate=(17, "trace"))
case("Conv1d(4, 6, 4, padding='valid', stride=2)", lambda: nn.Conv1d(4, 6, 4, padding="valid", stride=2),
     [f("x", "B", 4, "L")])
case("ChannelShuffle(2)", lambda: nn.ChannelShuffle(2), x2, gate=(13, "script"))


# --- Running ----------------------------------------------------------------
def slug(name):
    return re.sub(r"[^A-Za-z0-9]+", "_", name).strip("_")[:90]


def build(make, inputs, mode, path):
    """Scripts or traces the module to `path`; returns the example inputs,
    or a string saying why LibTorch cannot."""
    torch.manual_seed(0)
    m = make().eval()
    example = tuple(make_input(kind, dims) for _, kind, dims in inputs)
    try:
        if mode == "script":
            s = torch.jit.script(m)
        else:
            with torch.no_grad():
                s = torch.jit.trace(m, example, check_trace=False)
        s.save(path)
    except Exception as e:  # torch's own limit
        lines = str(e).strip().splitlines()
        return lines[0][:160] if lines else type(e).__name__
    return example


def first_error(text):
    for line in text.splitlines():
        if "error:" in line:
            return line.split("error:", 1)[1].strip()
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[-1].strip() if lines else "failed with no message"


def export(tool, base, inputs, opset):
    cmd = [tool, base + ".pt", "--example-inputs", base + ".inputs.pt",
           "--input-names", ",".join(i[0] for i in inputs), "--opset", str(opset),
           "--verify", "-q", "--progress=never", "-o", f"{base}.{opset}.onnx"]
    axes = dynamic_axes(inputs)
    if axes:
        cmd += ["--dynamic-axes", axes]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
    return None if p.returncode == 0 else first_error(p.stderr + p.stdout)


class CTC(nn.Module):
    def __init__(self):
        super().__init__()
        self.loss = nn.CTCLoss()

    def forward(self, log_probs, targets, input_lengths, target_lengths):
        return self.loss(log_probs, targets, input_lengths, target_lengths)


def write_ctc(workdir):
    torch.manual_seed(0)
    torch.jit.script(CTC().eval()).save(os.path.join(workdir, "ctc.pt"))
    inputs = (torch.randn(6, 2, 5).log_softmax(2), torch.randint(1, 5, (2, 3)),
              torch.tensor([6, 5]), torch.tensor([3, 2]))
    torch.save(inputs, os.path.join(workdir, "ctc_inputs.pt"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("workdir")
    ap.add_argument("--write-ctc", action="store_true")
    ap.add_argument("--tocc-export")
    ap.add_argument("--opsets", default="11,13,17")
    ap.add_argument("--modes", default="script,trace")
    ap.add_argument("--only")
    ap.add_argument("--gate", action="store_true")
    ap.add_argument("-j", type=int, default=2)
    args = ap.parse_args()
    os.makedirs(args.workdir, exist_ok=True)
    if args.write_ctc:
        write_ctc(args.workdir)
        return 0
    if not args.tocc_export:
        ap.error("--tocc-export is required")
    opsets = [int(o) for o in args.opsets.split(",")]

    rows, jobs = [], []
    for name, make, inputs, gate in CASES:
        if (args.gate and not gate) or (args.only and not re.search(args.only, name)):
            continue
        row_opsets = [gate[0]] if args.gate else opsets
        for mode in [gate[1]] if args.gate else args.modes.split(","):
            base = os.path.join(args.workdir, f"{slug(name)}.{mode}")
            example = build(make, inputs, mode, base + ".pt")
            if isinstance(example, str):
                rows.append((name, mode, None, "LibTorch cannot " + mode + " it: " + example))
                continue
            torch.save(example, base + ".inputs.pt")
            for o in row_opsets:
                jobs.append((name, mode, o, base, inputs))

    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.j) as pool:
        futures = {pool.submit(export, args.tocc_export, b, inputs, o): (name, mode, o)
                   for name, mode, o, b, inputs in jobs}
        for fut in concurrent.futures.as_completed(futures):
            results[futures[fut]] = fut.result()
    failed = 0
    for name, mode, o, _, _ in jobs:
        err = results[(name, mode, o)]
        if err is None:
            print(f"ok {name} [{mode}] opset {o}")
        else:
            failed += 1
            print(f"FAIL {name} [{mode}] opset {o}: {err}")
    for name, mode, _, why in rows:
        print(f"n/a {name} [{mode}]: {why}")
    print(f"nn-modules: {len(jobs)} exports, {failed} failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
