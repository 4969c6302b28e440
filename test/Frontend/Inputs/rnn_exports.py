"""Exports the models rnn_layers.py wrote and verifies them.

usage: rnn_exports.py BIN_DIR MODELS_DIR [--models a,b] [--modes script,trace]
                      [--opsets 11,13,17] [--jobs 2]

For every model, mode and opset: tocc-export MODELS_DIR/NAME_MODE.pt
--example-inputs NAME.inputs.pt --dynamic-axes AXES (from axes.txt: batch
and sequence) --opset N --verify, which compares ONNX Runtime with LibTorch
on the example inputs and on another size of each dynamic axis. Prints one
line per export, in order:

  ok NAME MODE opset N: LSTM=2 Loop=0; verify: ok: 9 comparisons in 3 cases
  FAIL NAME MODE opset N: <the export's last lines>

(the counts of the ONNX recurrent nodes and Loops in the model), then
`rnn exports: K of M verified (F failed)`; exits 1 if any failed.
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys

import onnx

KINDS = ("LSTM", "GRU", "RNN", "Loop")


def export(bin_dir, models, name, axes, mode, opset):
    out = os.path.join(models, "%s.%s.%d.onnx" % (name, mode, opset))
    cmd = [os.path.join(bin_dir, "tocc-export"),
           os.path.join(models, "%s_%s.pt" % (name, mode)),
           "--example-inputs", os.path.join(models, name + ".inputs.pt"),
           "--dynamic-axes", axes, "--opset", str(opset), "--verify", "-q",
           "-o", out]
    run = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         universal_newlines=True)
    head = "%s %s opset %d" % (name, mode, opset)
    summary = [l for l in run.stdout.splitlines()
               if l.startswith("verify: ok:")]
    if run.returncode != 0 or not summary or \
            not re.search(r"in 3 cases", summary[-1]):
        tail = " | ".join(run.stdout.strip().splitlines()[-4:])
        return False, "FAIL %s: exit %d: %s" % (head, run.returncode, tail)
    ops = [n.op_type for n in onnx.load(out).graph.node]
    counts = " ".join("%s=%d" % (k, ops.count(k)) for k in KINDS
                      if ops.count(k) or k == "Loop")
    return True, "ok %s: %s; %s" % (head, counts, summary[-1])


def main():
    p = argparse.ArgumentParser()
    p.add_argument("bin_dir")
    p.add_argument("models")
    p.add_argument("--models", dest="only", default="")
    p.add_argument("--modes", default="script,trace")
    p.add_argument("--opsets", default="17")
    p.add_argument("--jobs", type=int, default=2)
    args = p.parse_args()
    axes = {}
    with open(os.path.join(args.models, "axes.txt")) as f:
        for line in f:
            name, spec = line.split()
            axes[name] = spec
    only = [m for m in args.only.split(",") if m]
    jobs = [(name, spec, mode, int(opset))
            for name, spec in axes.items() if not only or name in only
            for mode in args.modes.split(",")
            for opset in args.opsets.split(",")]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(
            lambda j: export(args.bin_dir, args.models, *j), jobs))
    for _, line in results:
        print(line)
    failed = sum(1 for ok, _ in results if not ok)
    print("rnn exports: %d of %d verified (%d failed)" %
          (len(results) - failed, len(results), failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
