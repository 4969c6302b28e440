#!/usr/bin/env python3
"""unique-ort.py DIR - writes DIR/model.mlir (core.unique, flattened and
along axes, sorted and in order of first occurrence, of the dtypes its
lowering casts and of those it keeps) and DIR/input_*.pb, DIR/output_*.pb:
the inputs and what NumPy's unique gives for them, reordered by first
occurrence where unsorted -- an oracle independent of the interpreter's
kernel (lib/Runtime) and of ONNX Runtime. unique-ort.test lowers the model,
runs it in ONNX Runtime and compares."""
import os
import sys

import numpy as np
from onnx import numpy_helper

DTYPES = {np.int64: "i64", np.int32: "i32", np.float32: "f32",
          np.float16: "f16", np.bool_: "bool", np.int8: "i8"}


def unique(x, axis, sorted_):
    """ONNX Unique: (values, first indices, 1-D inverse, counts)."""
    values, index, inverse, counts = np.unique(
        x, return_index=True, return_inverse=True, return_counts=True,
        axis=axis)
    inverse = inverse.reshape(-1)
    if not sorted_:
        order = np.argsort(index, kind="stable")
        position = np.empty_like(order)
        position[order] = np.arange(len(order))
        values = np.take(values, order, axis=0 if axis is None else axis)
        index, counts, inverse = index[order], counts[order], position[inverse]
    return [values, index.astype(np.int64), inverse.astype(np.int64),
            counts.astype(np.int64)]


def main():
    out = sys.argv[1]
    rng = np.random.default_rng(0)
    inputs = [
        ("x", rng.integers(0, 3, (5, 3)).astype(np.int64)),
        ("f", np.array([2.5, -1.0, 2.5, 0.0, -1.0, 7.0], np.float32)),
        ("i", np.array([9, -4, 9, 9, 0], np.int32)),
        ("b", np.array([True, False, True, True], np.bool_)),
        ("h", np.array([0.5, 0.25, 0.5, -2.0], np.float16)),
        ("s", np.array([-3, 5, -3, 5, 1], np.int8)),
    ]
    x = inputs[0][1]
    x[3] = x[0]  # a repeated row for the axis cases
    cases = [("x", None, True), ("x", None, False), ("x", 0, True),
             ("x", 0, False), ("x", -1, False), ("f", None, False),
             ("i", None, True), ("b", None, False), ("h", None, True),
             ("s", 0, False)]
    values = dict(inputs)
    os.makedirs(out, exist_ok=True)
    args = ", ".join("%%%s: tensor<[%s], %s>" % (
        n, ", ".join(map(str, t.shape)), DTYPES[t.dtype.type])
        for n, t in inputs)
    outputs = []
    lines = []
    for k, (name, axis, sorted_) in enumerate(cases):
        attrs = ["sorted = %s" % ("true" if sorted_ else "false")]
        if axis is not None:
            attrs.insert(0, "axis = %d" % axis)
        results = ["%%r%d_%d" % (k, j) for j in range(4)]
        lines.append("  %s = core.unique(%%%s) {%s} : (%s)" % (
            ", ".join(results), name, ", ".join(attrs),
            ", ".join(["tensor<*, ?>"] * 4)))
        outputs += list(zip(results, unique(values[name], axis, sorted_)))
    with open(os.path.join(out, "model.mlir"), "w") as f:
        f.write("graph @unique(%s) -> (%s) {\n" % (
            args, ", ".join(["tensor<*, ?>"] * len(outputs))))
        f.write("\n".join(lines) + "\n")
        f.write("  return %s\n}\n" % ", ".join(n for n, _ in outputs))
    for k, (n, t) in enumerate(inputs):
        with open(os.path.join(out, "input_%d.pb" % k), "wb") as f:
            f.write(numpy_helper.from_array(t, n).SerializeToString())
    for k, (n, t) in enumerate(outputs):
        with open(os.path.join(out, "output_%d.pb" % k), "wb") as f:
            f.write(numpy_helper.from_array(np.ascontiguousarray(t), n[1:])
                    .SerializeToString())


if __name__ == "__main__":
    main()
