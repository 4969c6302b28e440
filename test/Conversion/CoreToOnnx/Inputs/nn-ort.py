#!/usr/bin/env python3
"""nn-ort.py CASE DIR - writes DIR/model.mlir (core ops of the NN and
reduction lowerings on static shapes) and DIR/input_*.pb, DIR/output_*.pb:
the inputs and what torch computes for them, the ATen ops that define the
core ops (lib/Runtime/CoreOps*.cpp). nn-ort.test lowers the model at each
opset, runs it in ONNX Runtime and compares."""
import os
import sys

import torch
from onnx import numpy_helper

F = torch.nn.functional
DTYPES = {torch.float32: "f32", torch.int8: "i8"}


def tensor_type(t, dims=None):
    dims = dims or list(map(str, t.shape))
    return "tensor<[%s], %s>" % (", ".join(dims), DTYPES[t.dtype])


def conv():
    x, w, b = torch.randn(2, 4, 9, 9), torch.randn(8, 2, 3, 3), torch.randn(8)
    xt, wt = torch.randn(1, 8, 5, 5), torch.randn(8, 3, 3, 3)
    # Asymmetric pads: conv pads x first; conv_transpose crops the result.
    full = F.conv_transpose2d(xt, wt, stride=2, output_padding=(1, 0))
    return ([("x", x), ("w", w), ("b", b), ("xt", xt), ("wt", wt)], [
        ("core.conv(%x, %w, %b) {pads = [1, 0, 2, 1], strides = [2, 2], "
         "dilations = [1, 2], groups = 2}",
         F.conv2d(F.pad(x, (0, 1, 1, 2)), w, b, stride=2, dilation=(1, 2),
                  groups=2)),
        ("core.conv_transpose(%xt, %wt, %none) {strides = [2, 2], "
         "pads = [1, 0, 0, 1], output_padding = [1, 0]}",
         full[:, :, 1:, :full.shape[3] - 1]),
    ])


def pools():
    x = torch.randn(1, 3, 10, 10)
    x[0, 0, 0, 0] = float("nan")  # max_pool propagates it as ATen does
    attrs = "kernel_shape = [3, 3], strides = [2, 2], pads = [1, 1, 1, 1], ceil_mode = true"
    return ([("x", x)], [
        ("core.max_pool(%x) {" + attrs + "}",
         F.max_pool2d(x, 3, 2, 1, ceil_mode=True)),
        ("core.avg_pool(%x) {" + attrs + "}",
         F.avg_pool2d(x, 3, 2, 1, ceil_mode=True, count_include_pad=False)),
        ("core.avg_pool(%x) {" + attrs + ", count_include_pad = true}",
         F.avg_pool2d(x, 3, 2, 1, ceil_mode=True, count_include_pad=True)),
        ("core.avg_pool(%x) {kernel_shape = [3, 3], strides = [3, 3], "
         "pads = [1, 1, 1, 1], ceil_mode = true, divisor_override = 4}",
         F.avg_pool2d(x, 3, 3, 1, ceil_mode=True, divisor_override=4)),
        ("core.max_pool(%x) {kernel_shape = [2, 2], strides = [3, 3], "
         "dilations = [2, 1], ceil_mode = true}",
         F.max_pool2d(x, 2, 3, 0, dilation=(2, 1), ceil_mode=True)),
    ])


def softmax():
    x = torch.randn(2, 3, 4)
    return ([("x", x)], [
        ("core.softmax(%x) {axis = 1}", torch.softmax(x, 1)),
        ("core.log_softmax(%x) {axis = 0}", torch.log_softmax(x, 0)),
        ("core.softmax(%x) {axis = -1}", torch.softmax(x, -1)),
    ])


def norms():
    x, var, c = torch.randn(2, 3, 4, 4), torch.rand(3) + 0.5, torch.randn(3)
    return ([("x", x), ("var", var), ("c", c)], [
        ("core.batch_norm(%x, %none, %c, %c, %var) {eps = 0.001}",
         F.batch_norm(x, c, var, None, c, eps=1e-3)),
        ("core.instance_norm(%x, %var, %none)",
         F.instance_norm(x, weight=var)),
    ])


def layer_norm():
    x, w = torch.randn(2, 3, 4, 4), torch.randn(4, 4)
    return ([("x", x), ("w", w)], [
        ("core.layer_norm(%x, %w, %none) {axis = -2}",
         F.layer_norm(x, [4, 4], weight=w)),
        ("core.layer_norm(%x, %none, %none) {axis = 1, eps = 0.001}",
         F.layer_norm(x, [3, 4, 4], eps=1e-3)),
    ])


def group_norm():
    x, w, b = torch.randn(2, 6, 5), torch.randn(6), torch.randn(6)
    return ([("x", x), ("w", w), ("b", b)], [
        ("core.group_norm(%x, %w, %b) {groups = 3}", F.group_norm(x, 3, w, b)),
        ("core.group_norm(%x, %none, %none) {groups = 2}", F.group_norm(x, 2)),
    ])


def arg():
    nan = float("nan")
    x = torch.tensor([[1, nan, 3, nan], [4, 2, 9, 9]])
    i = torch.tensor([[3, -5, 7], [7, 7, -128]], dtype=torch.int8)
    return ([("x", x), ("i", i)], [
        ("core.argmax(%x) {axis = -1, keepdim = true}", x.argmax(-1, keepdim=True)),
        ("core.argmin(%x) {axis = 1}", x.argmin(1)),
        ("core.argmax(%i) {axis = 1}", i.argmax(1)),
        ("core.argmin(%i) {axis = 0}", i.argmin(0)),
    ])


def cumsum():
    i = torch.tensor([100, 100, 100, -7], dtype=torch.int8)  # wraps
    x = torch.randn(2, 5)
    rev = torch.flip(torch.cumsum(torch.flip(x, [1]), 1), [1])
    return ([("i", i), ("x", x)], [
        ("core.cumsum(%i) {axis = 0}", torch.cumsum(i, 0, dtype=torch.int8)),
        ("core.cumsum(%x) {axis = -1, exclusive = true, reverse = true}", rev - x),
    ])


def matmul():
    a = torch.randint(-100, 100, (3, 4), dtype=torch.int8)  # wraps
    b = torch.randint(-100, 100, (4, 2), dtype=torch.int8)
    x3, x2, w, c = torch.randn(2, 3, 4), torch.randn(3, 4), torch.randn(5, 4), torch.randn(5)
    return ([("a", a), ("b", b), ("x3", x3), ("x2", x2), ("w", w), ("c", c)], [
        ("core.matmul(%a, %b)", torch.matmul(a, b)),
        ("core.linear(%x3, %w, %c)", F.linear(x3, w, c)),
        ("core.linear(%x2, %w, %none)", F.linear(x2, w)),
        ("core.linear(%x2, %w, %c)", F.linear(x2, w, c)),
    ])


def dynamic():
    """Symbolic dims: ones/zeros from Shape/Gather, Shape(x){start}, and
    ceil_mode = 1 where ATen's last-window rule cannot apply."""
    x, y, m = torch.randn(2, 4, 5), torch.randn(2, 3), torch.rand(3) + 0.5
    return ([("x", x, ["n", "c", "5"]), ("y", y, ["n", "3"]), ("m", m)], [
        ("core.instance_norm(%x, %none, %none)", F.instance_norm(x)),
        ("core.layer_norm(%x, %none, %none) {axis = 1}", F.layer_norm(x, [4, 5])),
        ("core.batch_norm(%y, %none, %none, %m, %m)", F.batch_norm(y, m, m)),
        ("core.max_pool(%x) {kernel_shape = [3], strides = [2], ceil_mode = true}",
         F.max_pool1d(x, 3, 2, ceil_mode=True)),
    ])


CASES = {f.__name__: f for f in [conv, pools, softmax, norms, layer_norm,
                                  group_norm, arg, cumsum, matmul, dynamic]}


def main():
    name, out = sys.argv[1], sys.argv[2]
    torch.manual_seed(0)
    inputs, ops = CASES[name]()
    os.makedirs(out, exist_ok=True)
    inputs = [(i[0], i[1], i[2] if len(i) > 2 else None) for i in inputs]
    args = ", ".join("%%%s: %s" % (n, tensor_type(t, d)) for n, t, d in inputs)
    lines = ["graph @%s(%s) -> (%s) {" % (name, args,
                                          ", ".join(["tensor<*, ?>"] * len(ops))),
             "  %none = onnx.none : none"]
    for k, (op, _) in enumerate(ops):
        lines.append("  %%r%d = %s : tensor<*, ?>" % (k, op))
    lines.append("  return %s" % ", ".join("%%r%d" % k for k in range(len(ops))))
    lines.append("}")
    with open(os.path.join(out, "model.mlir"), "w") as f:
        f.write("\n".join(lines) + "\n")
    for k, (n, t, _) in enumerate(inputs):
        with open(os.path.join(out, "input_%d.pb" % k), "wb") as f:
            f.write(numpy_helper.from_array(t.numpy(), n).SerializeToString())
    for k, (_, t) in enumerate(ops):
        with open(os.path.join(out, "output_%d.pb" % k), "wb") as f:
            f.write(numpy_helper.from_array(t.contiguous().numpy(), "r%d" % k)
                    .SerializeToString())


if __name__ == "__main__":
    main()
