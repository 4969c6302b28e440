#!/usr/bin/env python3
"""same-ir.py A.mlir B.mlir: A and B print the same graph, ignoring what the
writer adds by design (the module's producer attributes, generated node
names `onnx.name`). Prints `same` or the diff and exits 1."""
import difflib
import re
import sys


def norm(path):
    lines = open(path, encoding="utf-8").read().splitlines()
    out = []
    for line in lines:
        if line.startswith("module attributes"):
            line = re.sub(r'onnx\.producer_(name|version) = "[^"]*"(, )?', "", line)
        line = re.sub(r'onnx\.name = "[^"]*"(, )?', "", line)
        line = line.replace(", }", "}").replace(" {}", "")
        out.append(line)
    return out


a, b = norm(sys.argv[1]), norm(sys.argv[2])
if a == b:
    print("same")
    sys.exit(0)
sys.stdout.writelines(l + "\n" for l in difflib.unified_diff(a, b, lineterm=""))
sys.exit(1)
