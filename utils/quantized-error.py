#!/usr/bin/env python3
"""Max abs error of exported quantized models against torch's kernels.

usage: quantized-error.py [--cases N] [--engine onednn|qnnpack] [--seed S]
                          MODEL.pt:MODEL.onnx ...

For each pair, runs the TorchScript model with torch's quantized kernels
(the engine given; LibTorch's default here is onednn, which tocc-export
--verify uses) and the ONNX model in ONNX Runtime (utils/ort/run.js) on N
random inputs shaped like the example inputs (MODEL.inputs.pt beside the
.pt; integer inputs drawn from 0 to the example's largest), with dim 0 cycling through 1..4 (the models' batch is dynamic), and
prints per model the largest |ort - torch| over all cases and outputs,
how many of the outputs (one per case and output) differ at all, and, where the output is a DequantizeLinear's,
the error in steps of its scale (docs/quantization.md, "Error figures"):

  MODEL: N cases, max abs err E (S steps of scale X), D of T outputs differ

Exits 1 if a value differs by more than --max-steps steps (default 1) of
its output's scale, or, for an output that is not quantized, more than
--atol.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

import numpy as np
import onnx
from onnx import numpy_helper
import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUN_JS = os.path.join(ROOT, "utils", "ort", "run.js")


def output_scales(model):
    """The scale of each graph output made by a DequantizeLinear with a
    constant per-tensor scale, else None."""
    consts = {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}
    for n in model.graph.node:
        if n.op_type == "Constant" and n.attribute:
            consts[n.output[0]] = numpy_helper.to_array(n.attribute[0].t)
    producer = {o: n for n in model.graph.node for o in n.output}
    scales = []
    for out in model.graph.output:
        n = producer.get(out.name)
        s = None
        if n is not None and n.op_type == "DequantizeLinear":
            v = consts.get(n.input[1])
            if v is not None and v.size == 1:
                s = float(v.reshape(()))
        scales.append(s)
    return scales


def flatten(v):
    if isinstance(v, torch.Tensor):
        return [v]
    out = []
    for x in v:
        out += flatten(x)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pairs", nargs="+")
    ap.add_argument("--cases", type=int, default=20)
    ap.add_argument("--engine", default="onednn")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--max-steps", type=float, default=1.0)
    ap.add_argument("--atol", type=float, default=1e-4)
    args = ap.parse_args()
    torch.backends.quantized.engine = args.engine
    failed = False
    for pair in args.pairs:
        pt, onnx_path = pair.split(":")
        module = torch.jit.load(pt)
        example = torch.load(pt[:-3] + ".inputs.pt")
        model = onnx.load(onnx_path)
        scales = output_scales(model)
        input_names = [i.name for i in model.graph.input]
        gen = torch.Generator().manual_seed(args.seed)
        with tempfile.TemporaryDirectory() as tmp:
            sets, expected = [], []
            for case in range(args.cases):
                batch = 1 + case % 4
                # Floats normal; integers (an embedding's indices) drawn
                # from 0 to the example's largest.
                inputs = [torch.randn((batch,) + tuple(x.shape[1:]),
                                      generator=gen)
                          if x.is_floating_point() else
                          torch.randint(0, int(x.max()) + 1,
                                        (batch,) + tuple(x.shape[1:]),
                                        generator=gen, dtype=x.dtype)
                          for x in example]
                with torch.no_grad():
                    outs = flatten(module(*inputs))
                d = os.path.join(tmp, f"set_{case}")
                os.makedirs(d)
                for i, x in enumerate(inputs):
                    t = numpy_helper.from_array(x.numpy(), input_names[i])
                    with open(os.path.join(d, f"input_{i}.pb"), "wb") as f:
                        f.write(t.SerializeToString())
                for i, y in enumerate(outs):
                    t = numpy_helper.from_array(y.numpy())
                    with open(os.path.join(d, f"output_{i}.pb"), "wb") as f:
                        f.write(t.SerializeToString())
                sets.append(d)
                expected.append([y.numpy() for y in outs])
            job = {"id": 0, "model": onnx_path, "dataSets": sets,
                   "rtol": 0, "atol": 1e30}
            r = subprocess.run(["node", RUN_JS, "--batch"],
                               input=json.dumps(job) + "\n",
                               capture_output=True, text=True)
            if r.returncode != 0 or not r.stdout.strip():
                sys.exit(f"quantized-error: run.js failed on {onnx_path}:\n"
                         f"{r.stderr}")
            answer = json.loads(r.stdout.strip().splitlines()[-1])
            if answer["status"] not in ("pass", "mismatch"):
                sys.exit(f"quantized-error: {onnx_path}: {answer['status']}: "
                         f"{answer.get('detail')}")
        worst, worst_steps, differ = 0.0, 0.0, 0
        position = {}
        for o in answer["outputs"]:
            # Outputs come per data set in the model's output order.
            j = position.get(o["set"], 0)
            position[o["set"]] = j + 1
            err = o["maxAbsErr"] or 0.0
            worst = max(worst, err)
            differ += err > 0
            s = scales[j] if j < len(scales) else None
            if s:
                worst_steps = max(worst_steps, err / s)
                if err > args.max_steps * s * (1 + 1e-5):
                    failed = True
            elif err > args.atol:
                failed = True
        total = len(answer["outputs"])
        scale_text = ", ".join(f"{s:.4g}" for s in scales if s) or "none"
        steps = f" ({worst_steps:.2f} steps of scale {scale_text})" \
            if any(scales) else ""
        print(f"{os.path.basename(pt)}: {args.cases} cases, max abs err "
              f"{worst:.3g}{steps}, {differ} of {total} outputs differ")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
