#!/usr/bin/python3
"""import-memory.py: peak RSS and time of importing a traced ResNet-50.

usage: /usr/bin/python3 bench/import-memory.py [--build-dir build] [--model resnet50]
                                               [--side 224]

Traces torchvision's MODEL (random weights, batch 1, SIDExSIDE) into a
temporary folder, runs build/bin/tocc-bench-import on it (LibTorch load
alone, then load + tocc import, each in a process of its own), and, as the
reference column, Python's torch.jit.load alone and torch.jit.load +
torch.onnx.export of the same module, each in a fresh Python process. Peak
RSS is the process's ru_maxrss. Results go to bench/README.md by hand.
"""
import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time


def peak_rss_mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024 / 1e6


def child(what, pt, inputs, out):
    """One Python measurement in this (fresh) process."""
    start = time.monotonic()
    import torch
    torch_s = time.monotonic() - start
    start = time.monotonic()
    m = torch.jit.load(pt)
    m.eval()
    load_s = time.monotonic() - start
    export_s = 0.0
    if what == "onnx-export":
        import warnings
        warnings.simplefilter("ignore")
        (x,) = torch.load(inputs)
        start = time.monotonic()
        torch.onnx.export(m, (x,), out)
        export_s = time.monotonic() - start
    print(f"{peak_rss_mb():.1f} {torch_s:.2f} {load_s:.2f} {export_s:.2f}")


def make_model(name, side, workdir):
    import torch
    import torchvision
    torch.manual_seed(0)
    model = torchvision.models.get_model(name, weights=None).eval()
    # As a trained model: fresh norms' all-ones and all-zeros tensors would
    # be pooled into one constant by freezing.
    with torch.no_grad():
        for t in list(model.parameters()) + list(model.buffers()):
            if t.is_floating_point() and t.numel() > 1 and bool(t.min() == t.max()):
                t.uniform_(0.5, 1.5)
    x = torch.randn(1, 3, side, side)
    with torch.no_grad():
        traced = torch.jit.trace(model, x, check_trace=False)
    pt = os.path.join(workdir, name + ".pt")
    inputs = os.path.join(workdir, name + "_inputs.pt")
    traced.save(pt)
    torch.save((x,), inputs)
    return pt, inputs


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--build-dir", default="build")
    parser.add_argument("--model", default="resnet50")
    parser.add_argument("--side", type=int, default=224)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("paths", nargs="*", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child == "make":
        make_model(args.paths[0], int(args.paths[1]), args.paths[2])
        return 0
    if args.child:
        child(args.child, *args.paths)
        return 0

    bench = os.path.join(args.build_dir, "bin", "tocc-bench-import")
    if not os.access(bench, os.X_OK):
        print(f"error: {bench} not found: build it (ninja -C {args.build_dir} "
              "tocc-bench-import)", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as work:
        # In a child, so this process stays small and torch-free.
        subprocess.run([sys.executable, __file__, "--child", "make", args.model,
                        str(args.side), work], check=True)
        pt = os.path.join(work, args.model + ".pt")
        inputs = os.path.join(work, args.model + "_inputs.pt")
        print(f"# {args.model}, traced at 1x3x{args.side}x{args.side}, "
              f"{os.path.getsize(pt) / 1e6:.1f} MB on disk")
        print("## tocc (C++, LibTorch 1.13)")
        sys.stdout.flush()
        subprocess.run([bench, pt], check=True)
        print("## Python reference (torch 1.13)")
        print(f"{'':24} {'peak RSS (MB)':>14} {'import torch (s)':>17} "
              f"{'jit.load (s)':>13} {'onnx.export (s)':>16}")
        for what in ("jit-load", "onnx-export"):
            out = subprocess.run(
                [sys.executable, __file__, "--child", what, pt, inputs,
                 os.path.join(work, "model.onnx")],
                check=True, stdout=subprocess.PIPE, text=True).stdout.split()
            rss, torch_s, load_s, export_s = out[-4:]
            label = "torch.jit.load" if what == "jit-load" else "jit.load + onnx.export"
            print(f"{label:24} {float(rss):14.1f} {float(torch_s):17.2f} "
                  f"{float(load_s):13.2f} {float(export_s):16.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
