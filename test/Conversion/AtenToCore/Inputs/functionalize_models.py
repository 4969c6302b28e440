"""Checks the functionalize pass on traced torchvision models.

usage: functionalize_models.py WORKDIR [--onnx-opt PATH] [--models a,b]
                               [--run a,b]

Each model (random weights, eval mode, seed 0) is traced on a 1x3x64x64
input and imported with `onnx-opt MODEL.pt --example-inputs INPUTS.pt
--pass-pipeline=functionalize`. The printed IR must hold no in-place aten op
(a name whose base ends with `_`, copy_ included) and must name at least one
op the mutations became (so a model that stops mutating shows up here).
Models in --run are also run after functionalize (`--run`, LibTorch's
kernels) and their output compared with the traced module's own output
(max abs error relative to the output's largest magnitude <= 1e-4).
Prints `ok NAME ...` or `FAIL NAME: reason` per model; exits 1 on a failure.
"""
import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import warnings

import torch
import torchvision

IN_PLACE = re.compile(r"= (aten\.[A-Za-z0-9]+_(?:\.[A-Za-z0-9_]+)?)\(")
ATEN_OP = re.compile(r"= (aten\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)?)\(")
# What functionalize writes for the mutations these models make.
FUNCTIONAL = ("aten.slice_scatter", "aten.select_scatter", "aten.full_like",
              "aten.zeros_like", "aten.add.Tensor", "aten.relu",
              "aten.expand_as", "aten.type_as")


def trace(name, workdir):
    torch.manual_seed(0)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        model = torchvision.models.get_model(name, weights=None).eval()
        x = torch.randn(1, 3, 64, 64)
        seen = []
        hook = model.register_forward_hook(lambda m, a, out: seen.append(out))
        with torch.no_grad():
            traced = torch.jit.trace(model, x, check_trace=False)
        hook.remove()
    pt = os.path.join(workdir, name + ".pt")
    inputs = os.path.join(workdir, name + "_in.pt")
    traced.save(pt)
    torch.save((x,), inputs)
    return pt, inputs, seen[0]


def check(name, workdir, onnx_opt, run):
    pt, inputs, reference = trace(name, workdir)
    base = [onnx_opt, pt, "--example-inputs", inputs,
            "--pass-pipeline=functionalize"]
    before = subprocess.run([onnx_opt, pt, "--example-inputs", inputs,
                             "--elide-constants=0"],
                            capture_output=True, text=True)
    if before.returncode != 0:
        return False, "import failed: " + before.stderr[:2000]
    mutating = collections.Counter(IN_PLACE.findall(before.stdout))
    proc = subprocess.run(base + ["--elide-constants=0"], capture_output=True,
                          text=True)
    if proc.returncode != 0:
        return False, "functionalize failed: " + proc.stderr[:2000]
    left = collections.Counter(IN_PLACE.findall(proc.stdout))
    if left:
        return False, f"in-place ops left: {dict(left)}"
    if not mutating:
        return False, "the import has no in-place op: nothing was tested"
    after = collections.Counter(ATEN_OP.findall(proc.stdout))
    made = {op: after[op] for op in FUNCTIONAL if after[op]}
    message = (f"in-place before: {dict(sorted(mutating.items()))}; "
               f"after: {dict(sorted(made.items()))}")
    if name in run:
        out = os.path.join(workdir, name + "_out.pt")
        proc = subprocess.run(base + ["--run", "--run-output", out],
                              capture_output=True, text=True)
        if proc.returncode != 0:
            return False, "--run failed: " + proc.stderr[:2000]
        got = torch.load(out)
        if got.shape != reference.shape or got.dtype != reference.dtype:
            return False, f"--run: output {got.dtype}{list(got.shape)}, expected {reference.dtype}{list(reference.shape)}"
        scale = max(reference.double().abs().max().item(), 1e-12)
        err = (got.double() - reference.double()).abs().max().item() / scale
        if not err <= 1e-4:
            return False, f"--run: max abs error {err:.3g} of the output scale > 1e-4"
        message += f"; run_rel_err={err:.2g}"
    return True, message


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("workdir")
    parser.add_argument("--onnx-opt", default="onnx-opt")
    parser.add_argument("--models", default="resnet18,swin_t,swin_v2_t")
    parser.add_argument("--run", default="swin_t")
    args = parser.parse_args()
    onnx_opt = shutil.which(args.onnx_opt) or args.onnx_opt
    os.makedirs(args.workdir, exist_ok=True)
    failed = 0
    for name in args.models.split(","):
        try:
            ok, message = check(name, args.workdir, onnx_opt,
                                args.run.split(","))
        except Exception as e:  # a model that cannot be built or traced
            ok, message = False, f"{type(e).__name__}: {e}"
        failed += not ok
        print(f"{'ok' if ok else 'FAIL'} {name}: {message}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
