#!/usr/bin/env python3
"""make-weights.py DIR: writes DIR/weights.mlir (a graph with weights of
2 KiB, 1 MiB and 4 bytes), DIR/x.pb (an input) and DIR/y0.pb..y2.pb (the
outputs numpy computes), for the external-data tests."""
import os
import sys

import numpy as np
from onnx import numpy_helper

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
rng = np.random.default_rng(0)
x = rng.standard_normal(512).astype(np.float32)
a = rng.standard_normal(512).astype(np.float32)          # 2 KiB
b = rng.standard_normal((512, 512)).astype(np.float32)   # 1 MiB
c = np.array([0.25], dtype=np.float32)                    # 4 bytes


def dense(v):
    dims = ", ".join(map(str, v.shape))
    vals = ", ".join(repr(float(f)) for f in v.reshape(-1))
    return f"dense<tensor<[{dims}], f32>, [{vals}]>"


with open(os.path.join(out, "weights.mlir"), "w") as f:
    f.write(f"""graph @main(%x: tensor<[512], f32>) -> (tensor<[512], f32>, tensor<[512], f32>, tensor<[512], f32>) {{
  %a = onnx.initializer {{value = {dense(a)}}} : tensor<[512], f32>
  %b = onnx.initializer {{value = {dense(b)}}} : tensor<[512, 512], f32>
  %c = onnx.initializer {{value = {dense(c)}}} : tensor<[1], f32>
  %y0 = onnx.Add(%x, %a) : tensor<[512], f32>
  %y1 = onnx.MatMul(%x, %b) : tensor<[512], f32>
  %y2 = onnx.Add(%x, %c) : tensor<[512], f32>
  return %y0, %y1, %y2
}}
""")
for name, v in [("x", x), ("y0", x + a), ("y1", x @ b), ("y2", x + c)]:
    with open(os.path.join(out, name + ".pb"), "wb") as f:
        f.write(numpy_helper.from_array(v, name).SerializeToString())
