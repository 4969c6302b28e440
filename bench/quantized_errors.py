#!/usr/bin/env python3
"""quantized_errors.py WORKDIR [--build BUILD] [--atol A] [MODEL...]: the
error figures of docs/quantization.md. Exports the quantized models of
test/Export/Inputs/quantized_models.py (static convnets) and
quantized_dynamic_models.py (quantize_dynamic) in the QDQ and QOperator
formats at opset 13, runs each in ONNX Runtime (utils/ort/run.js --batch)
on 8 random inputs (seeds 100-107) of a larger batch than the tests', and
compares with torch's kernels under the onednn and qnnpack engines: the
max abs error and the number of outputs apart by more than half a step
(static models: the output's scale) or by more than --atol (dynamic
models, default 1e-5). Prints one line per model and format:

  NAME FORMAT {'onednn': (max abs err, outputs apart, outputs), 'qnnpack': (...)}
"""
import argparse
import json
import os
import re
import subprocess
import sys

import onnx
import torch
from onnx import numpy_helper

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INPUTS = os.path.join(ROOT, "test", "Export", "Inputs")

# name, the shapes of its inputs, its dynamic axes
STATIC = [("convnet_per_tensor", [(64, 3, 8, 8)], "x:0=b"),
          ("convnet_per_channel", [(64, 3, 8, 8)], "x:0=b")]
DYNAMIC = [("mlp", [(64, 3, 16)], "x:0=b"),
           ("per_channel", [(64, 6)], "x:0=b"),
           ("cells", [(16, 4), (16, 5)], "x:0=b;h:0=b"),
           ("lstm", [(16, 5, 8)], "x:0=b"),
           ("gru", [(5, 16, 8)], "x:1=b")]


def run_ort(model, data_sets, atol):
    job = {"id": 1, "model": model, "dataSets": data_sets, "rtol": 0,
           "atol": atol}
    p = subprocess.run(["node", os.path.join(ROOT, "utils", "ort", "run.js"),
                        "--batch"], input=json.dumps(job) + "\n",
                       capture_output=True, text=True, check=True)
    answer = json.loads(p.stdout.strip().splitlines()[-1])
    if answer["status"] not in ("pass", "mismatch"):
        raise SystemExit(f"{model}: {answer['status']}: {answer['detail']}")
    worst, apart = 0.0, 0
    for o in answer["outputs"]:
        worst = max(worst, o["maxAbsErr"] or 0.0)
        m = re.search(r"(\d+)/\d+ elements differ", o.get("text") or "")
        if m:
            apart += int(m.group(1))
    return worst, apart


def measure(args, work, name, shapes, axes, static):
    pt = os.path.join(work, name + ".pt")
    results = {}
    for fmt in ("qdq", "qoperator"):
        model = os.path.join(work, f"{name}-{fmt}.onnx")
        subprocess.run([os.path.join(args.build, "bin", "tocc-export"), pt,
                        "--example-inputs",
                        os.path.join(work, name + ".inputs.pt"),
                        "--dynamic-axes", axes, "--opset", "13",
                        "--quantized-format", fmt, "-o", model],
                       check=True, capture_output=True)
        row = {}
        for engine in ("onednn", "qnnpack"):
            torch.backends.quantized.engine = engine
            module = torch.jit.load(pt)
            data_sets, total, atol = [], 0, args.atol
            for trial in range(8):
                torch.manual_seed(100 + trial)
                if static:
                    xs = tuple(torch.randn(*s) for s in shapes)
                else:
                    xs = tuple(torch.randn(*s) * 2 + 0.5 for s in shapes)
                with torch.no_grad():
                    ys = module(*xs)
                ys = (ys,) if isinstance(ys, torch.Tensor) else ys
                d = os.path.join(work, f"{name}-{engine}-{trial}")
                os.makedirs(d, exist_ok=True)
                for i, x in enumerate(xs):
                    onnx.save_tensor(numpy_helper.from_array(x.numpy()),
                                     os.path.join(d, f"input_{i}.pb"))
                for i, y in enumerate(ys):
                    onnx.save_tensor(numpy_helper.from_array(y.numpy()),
                                     os.path.join(d, f"output_{i}.pb"))
                    total += y.numel()
                data_sets.append(d)
            worst, apart = run_ort(model, data_sets, atol)
            row[engine] = (worst, apart, total)
        print(name, fmt, row, flush=True)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("work")
    p.add_argument("models", nargs="*")
    p.add_argument("--build", default=os.path.join(ROOT, "build"))
    p.add_argument("--atol", type=float, default=1e-5)
    p.add_argument("--step", type=float, default=0.0012526176,
                   help="the static convnets' output scale (half of it is "
                        "their atol)")
    args = p.parse_args()
    os.makedirs(args.work, exist_ok=True)
    for script in ("quantized_models.py", "quantized_dynamic_models.py"):
        subprocess.run([sys.executable, os.path.join(INPUTS, script),
                        args.work], check=True, capture_output=True)
    for static, table in ((True, STATIC), (False, DYNAMIC)):
        for name, shapes, axes in table:
            if args.models and name not in args.models:
                continue
            saved = args.atol
            if static:
                args.atol = args.step / 2
            measure(args, args.work, name, shapes, axes, static)
            args.atol = saved


if __name__ == "__main__":
    main()
