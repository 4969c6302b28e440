"""Compares what `onnx-opt --run --run-output OUT` wrote with LibTorch's run.

usage: compare.py MODEL.pt INPUTS.pt OUT.pt [--tol 1e-5]

Runs the TorchScript module MODEL on the inputs (a tuple: one value per
forward argument, as onnx-opt reads them), loads OUT (torch.load), and
compares the two value by value: the same structure (tuples, lists),
tensors of the same dtype and sizes within `tol` in max absolute error,
other values equal. Prints `max abs err: E` and `outputs match`, or says
what differs and exits 1.
"""
import argparse
import sys

import torch


def compare(got, want, path, errs):
    if isinstance(want, torch.Tensor):
        if not isinstance(got, torch.Tensor):
            return f"{path}: expected a tensor, got {type(got).__name__}"
        if got.dtype != want.dtype or got.shape != want.shape:
            return (f"{path}: expected {want.dtype}{list(want.shape)}, "
                    f"got {got.dtype}{list(got.shape)}")
        if want.numel():
            errs.append((got.double() - want.double()).abs().max().item())
        return None
    if isinstance(want, (tuple, list)):
        if type(got) is not type(want) or len(got) != len(want):
            return f"{path}: expected {type(want).__name__} of {len(want)}, got {got!r}"
        for i, (g, w) in enumerate(zip(got, want)):
            why = compare(g, w, f"{path}[{i}]", errs)
            if why:
                return why
        return None
    if got != want:
        return f"{path}: expected {want!r}, got {got!r}"
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("model")
    parser.add_argument("inputs")
    parser.add_argument("output")
    parser.add_argument("--tol", type=float, default=1e-5)
    args = parser.parse_args()
    module = torch.jit.load(args.model).eval()
    inputs = torch.load(args.inputs)
    if not isinstance(inputs, (tuple, list)):
        inputs = (inputs,)
    with torch.no_grad():
        want = module(*inputs)
    got = torch.load(args.output)
    errs = []
    why = compare(got, want, "out", errs)
    if why:
        print(f"MISMATCH: {why}")
        return 1
    err = max(errs, default=0.0)
    print(f"max abs err: {err:.3g}")
    if not err <= args.tol:
        print(f"MISMATCH: max abs err {err:.3g} > {args.tol:g}")
        return 1
    print("outputs match")
    return 0


if __name__ == "__main__":
    sys.exit(main())
