#!/usr/bin/env python3
"""opsets-ort.py OPSET DIR - inputs and numpy-computed expected outputs of
the model Inputs/opset-OPSET-ort.mlir, as DIR/input_*.pb and DIR/output_*.pb
(onnx.TensorProto, named after the model's inputs and outputs) for
utils/ort/run.js --data-set. The expected values come from the ONNX specs'
formulas written in numpy here, not from tocc or ONNX Runtime."""

import math
import os
import sys

import numpy as np
from onnx import numpy_helper


def opset18(rng):
    x = rng.randn(2, 7).astype(np.float32)
    i = rng.randint(-100, 100, size=(2, 7)).astype(np.int32)
    j = rng.randint(-100, 100, size=(2, 7)).astype(np.int32)
    img = rng.randn(1, 2, 5, 5).astype(np.float32)
    ins = {"x": x, "i": i, "j": j, "img": img}
    out = {}
    # Split-18, num_outputs = 3 of 7: chunks of ceil(7 / 3) = 3, the last 1.
    out["split0"], out["split1"], out["split2"] = x[:, 0:3], x[:, 3:6], x[:, 6:7]
    out["pad"] = np.pad(x, ((0, 0), (1, 2)), constant_values=0.5)
    out["mean"] = x.mean(axis=1, keepdims=True)
    out["max"] = i.max(axis=1)
    out["and"] = i & j
    out["not"] = ~i
    out["mish"] = (x * np.tanh(np.log1p(np.exp(x)))).astype(np.float32)
    # nearest, half_pixel, scale 2: every pixel twice.
    out["resize"] = img.repeat(2, axis=2).repeat(2, axis=3)
    # crop H 5 -> 3 from (5 - 3) // 2 = 1; pad W 5 -> 7 by 1 on each side.
    ccp = np.zeros((1, 2, 3, 7), np.float32)
    ccp[:, :, :, 1:6] = img[:, :, 1:4, :]
    out["ccp"] = ccp
    # LpPool p = 2, 2x2 windows, stride 2, ceil_mode: 5 -> 3 windows, the
    # last one covering only the in-bounds row/column.
    padded = np.zeros((1, 2, 6, 6), np.float32)
    padded[:, :, :5, :5] = img
    sq = (padded ** 2).reshape(1, 2, 3, 2, 3, 2).sum(axis=(3, 5))
    out["lppool"] = np.sqrt(sq).astype(np.float32)
    scatter = x.copy()
    scatter[0, 0] = max(scatter[0, 0], 9.0)
    scatter[0, 2] = max(scatter[0, 2], -9.0)
    scatter[1, 6] = max(scatter[1, 6], -9.0)
    scatter[1, 0] = max(scatter[1, 0], 9.0)
    out["scatter"] = scatter
    return ins, out


def opset19(rng):
    img = rng.randn(1, 1, 6, 6).astype(np.float32)
    # Every x / scale is within 0.5 of an integer it does not pass: ONNX
    # Runtime 1.20's float16 QuantizeLinear truncates toward zero where the
    # spec rounds to nearest even (microsoft/onnxruntime issues 18576 and
    # 22741), so only such values test tocc rather than that bug.
    h = np.array([[-1, -0.6, -0.2, 0.2], [0.6, 1.2, 100, -100]], np.float16)
    s = np.array(["a", "b", "c"], dtype=object)
    t = np.array(["a", "x", "c"], dtype=object)
    ins = {"img": img, "h": h, "s": s, "t": t}
    out = {}
    # 2x2 window with dilation 2: the corners of a 3x3 square.
    avg = np.zeros((1, 1, 4, 4), np.float32)
    for r in range(4):
        for c in range(4):
            avg[0, 0, r, c] = img[0, 0, [r, r, r + 2, r + 2], [c, c + 2, c, c + 2]].mean()
    out["avg"] = avg
    out["cast"] = img.astype(np.float16)
    out["eq"] = np.array([True, False, True])
    out["wrap"] = np.pad(img, ((0, 0), (0, 0), (0, 0), (2, 1)), mode="wrap")
    # y = saturate(round_half_even(x / scale) + zero_point)
    q = np.clip(np.rint(h.astype(np.float32) / 0.5) + 3, -128, 127).astype(np.int8)
    out["q"] = q
    out["dq"] = ((q.astype(np.float32) - 3) * 0.5).astype(np.float16)
    # half_pixel_symmetric with an integral output size is half_pixel:
    # nearest at scale 2 repeats every pixel.
    out["resize"] = img.repeat(2, axis=2).repeat(2, axis=3)
    out["id"] = s
    return ins, out


def opset20(rng):
    x = rng.randn(2, 5).astype(np.float32)
    b = rng.rand(2, 3) > 0.7
    theta = rng.randn(1, 2, 3).astype(np.float32)
    sig = rng.randn(1, 8, 1).astype(np.float32)
    s = np.array(["abz", "b-a-z"], dtype=object)
    ins = {"x": x, "b": b, "theta": theta, "sig": sig, "s": s}
    out = {}
    erf = np.vectorize(math.erf)
    out["gelu"] = (0.5 * x * (1 + erf(x / math.sqrt(2)))).astype(np.float32)
    out["gelu_tanh"] = (0.5 * x * (1 + np.tanh(math.sqrt(2 / math.pi) *
                                                (x + 0.044715 * x ** 3)))).astype(np.float32)
    out["any"] = np.array(b.max())
    # align_corners = 0: pixel centers at (2 * i + 1) / n - 1.
    xs = (2 * np.arange(3) + 1) / 3 - 1
    ys = (2 * np.arange(2) + 1) / 2 - 1
    grid = np.zeros((1, 2, 3, 2), np.float32)
    for r in range(2):
        for c in range(3):
            grid[0, r, c] = theta[0] @ np.array([xs[c], ys[r], 1.0])
    out["grid"] = grid
    f = np.fft.fft(sig[:, :, 0], axis=1)
    out["dft"] = np.stack([f.real, f.imag], axis=-1).astype(np.float32)
    rf = np.fft.rfft(sig[:, :, 0], axis=1)
    out["rfft"] = np.stack([rf.real, rf.imag], axis=-1).astype(np.float32)
    out["match"] = np.array([True, False])
    out["concat"] = np.array(["abzabz", "b-a-zb-a-z"], dtype=object)
    out["parts"] = np.array([["abz", "", ""], ["b", "a", "z"]], dtype=object)
    out["counts"] = np.array([1, 3], np.int64)
    return ins, out


def opset21(rng):
    x = rng.randn(2, 3, 4).astype(np.float32)
    scale = ((rng.rand(2, 3, 2) + 0.1) * 0.05).astype(np.float32)
    gn = rng.randn(1, 4, 3).astype(np.float32)
    c = rng.randn(4).astype(np.float32)
    ins = {"x": x, "scale": scale, "gn": gn, "c": c}
    out = {}
    out["reshape"] = x.reshape(6, 4)
    out["transpose"] = x.transpose(2, 0, 1)
    out["flat"] = x.reshape(6, 4)
    out["sq"] = x
    # Blocked quantization along axis 2, blocks of 2, to int16 (no zero
    # point: 0).
    full = scale.repeat(2, axis=2)
    q = np.clip(np.rint(x / full), -32768, 32767).astype(np.int16)
    out["q"] = q
    out["dq"] = (q.astype(np.float32) * full).astype(np.float32)
    # 2 groups of 2 channels; scale and bias per channel (opset 21).
    g = gn.reshape(1, 2, 6).astype(np.float64)
    norm = (g - g.mean(axis=2, keepdims=True)) / np.sqrt(g.var(axis=2, keepdims=True) + 0.001)
    norm = norm.reshape(1, 4, 3)
    out["norm"] = (norm * c[None, :, None] + c[None, :, None]).astype(np.float32)
    out["unsq"] = x[None]
    return ins, out


def opset22(rng):
    # Opset 22 added bfloat16 to these ops (ONNX Runtime 1.30's CPU provider
    # has no bf16 kernel for them): their f32 forms at the new version.
    x = (rng.randn(2, 3, 4) * 2).astype(np.float32)
    # Some exact halves for Round (half to even).
    x[0, 0, :] = [0.5, 1.5, 2.5, -0.5]
    w = rng.randn(2, 3, 3).astype(np.float32)
    c = rng.randn(3).astype(np.float32)
    ins = {"x": x, "w": w, "c": c}
    out = {}
    out["sin"] = np.sin(x)
    out["atan"] = np.arctan(x)
    out["round"] = np.round(x)
    out["elu"] = np.where(x > 0, x, 0.5 * (np.exp(x) - 1)).astype(np.float32)
    out["softsign"] = (x / (1 + np.abs(x))).astype(np.float32)
    out["hardswish"] = (x * np.clip(x / 6 + 0.5, 0, 1)).astype(np.float32)
    # Conv 1-D, kernel 3, pads 1 and 1: out[n, m, i] = sum_c,k w[m, c, k] *
    # xp[n, c, i + k].
    xp = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (1, 1)))
    conv = np.zeros((2, 2, 4))
    for i in range(4):
        conv[:, :, i] = np.einsum("nck,mck->nm", xp[:, :, i:i + 3], w)
    out["conv"] = conv.astype(np.float32)
    # AveragePool kernel 2, dilation 2: mean of x[i] and x[i + 2].
    out["avgpool"] = ((x[:, :, 0:2] + x[:, :, 2:4]) / 2).astype(np.float32)
    d = x.astype(np.float64)
    inorm = (d - d.mean(axis=2, keepdims=True)) / np.sqrt(d.var(axis=2, keepdims=True) + 0.001)
    out["inorm"] = (inorm * c[None, :, None] + c[None, :, None]).astype(np.float32)
    out["gmax"] = x.max(axis=2, keepdims=True)
    return ins, out


def opset23(rng):
    # Opset 23: the types-only versions (float4e2m1) at the new version, and
    # Quantize/DequantizeLinear-23 (DequantizeLinear's output_dtype).
    x = rng.randn(2, 3, 4).astype(np.float32)
    scale = ((rng.rand(2, 3, 2) + 0.1) * 0.05).astype(np.float32)
    ins = {"x": x, "scale": scale}
    out = {}
    out["reshape"] = x.reshape(6, 4)
    out["transpose"] = x.transpose(2, 0, 1)
    out["sq"] = x
    out["pad"] = np.pad(x, ((0, 0), (0, 0), (1, 0)), mode="reflect")
    # Blocked along axis 2, blocks of 2, to int8; dequantized with
    # output_dtype float (x_scale's type: ONNX Runtime 1.30 fails on another
    # output_dtype, opsets-ort.test).
    full = scale.repeat(2, axis=2)
    q = np.clip(np.rint(x / full), -128, 127).astype(np.int8)
    out["q"] = q
    out["dq"] = (q.astype(np.float32) * full).astype(np.float32)
    out["size"] = np.array(24, dtype=np.int64)
    out["unsq"] = x[None]
    return ins, out


def main():
    opset, outdir = int(sys.argv[1]), sys.argv[2]
    os.makedirs(outdir, exist_ok=True)
    rng = np.random.RandomState(opset)
    ins, outs = {18: opset18, 19: opset19, 20: opset20, 21: opset21, 22: opset22,
                  23: opset23}[opset](rng)
    for k, (name, value) in enumerate(ins.items()):
        with open(os.path.join(outdir, f"input_{k}.pb"), "wb") as f:
            f.write(numpy_helper.from_array(np.asarray(value), name).SerializeToString())
    for k, (name, value) in enumerate(outs.items()):
        with open(os.path.join(outdir, f"output_{k}.pb"), "wb") as f:
            f.write(numpy_helper.from_array(np.asarray(value), name).SerializeToString())


if __name__ == "__main__":
    main()
