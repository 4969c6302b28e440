#!/usr/bin/env python3
"""ort_opset_kernels.py OUTDIR: which versions of the ops whose signature
changed at opsets 22 and 23 ONNX Runtime's CPU provider implements
(docs/opsets.md, "What ONNX Runtime 1.30 runs at opsets 22 and 23").

Writes one single-node model per op at opsets 21, 22 and 23 on float32
inputs (the ops opset 22 gave bfloat16 also at 22 in bfloat16, between
Casts from and to float32), and OUTDIR/jobs.jsonl, `node utils/ort/run.js
--batch` jobs that only load each model: a session is created only when
the provider has a kernel for the op's version in that type. With --table
ANSWERS (the runner's output) instead, prints per op and opset what did
not load, with the op ONNX Runtime named, then the bf16 ops that loaded.
"""
import json
import os
import re
import sys

import numpy as np
from onnx import TensorProto, helper, numpy_helper

F = TensorProto.FLOAT
BF16 = TensorProto.BFLOAT16
X4 = [1, 2, 4, 4]


def c(name, values, dtype=np.float32):
    return numpy_helper.from_array(np.asarray(values, dtype=dtype), name)


def ops():
    """op -> (inputs: (name, shape[, elem type]) or initializers, attributes,
    outputs, changed at 22 with bf16)."""
    x = ("x", X4)
    seq = ("x", [2, 1, 3])
    m = {}

    def add(op, inputs, attrs=None, outputs=1, bf16=True):
        m[op] = (inputs, attrs or {}, outputs, bf16)

    for op in ("Sin", "Cos", "Tan", "Asin", "Acos", "Atan", "Sinh", "Cosh",
               "Asinh", "Acosh", "Atanh", "Round", "Elu", "Selu", "HardSigmoid",
               "HardSwish", "Softplus", "Softsign", "ThresholdedRelu", "Mish",
               "GlobalAveragePool", "GlobalMaxPool", "GlobalLpPool",
               "LpNormalization", "RandomNormalLike", "RandomUniformLike"):
        add(op, [x])
    add("Conv", [x, c("w", np.ones([3, 2, 3, 3]))])
    add("ConvTranspose", [x, c("w", np.ones([2, 3, 3, 3]))])
    add("DeformConv", [x, c("w", np.ones([3, 2, 3, 3])), c("o", np.zeros([1, 18, 2, 2]))])
    for op in ("MaxPool", "AveragePool", "LpPool"):
        add(op, [x], {"kernel_shape": [2, 2]})
    add("MaxUnpool", [x, c("i", np.zeros([1, 2, 4, 4]), np.int64)], {"kernel_shape": [2, 2]})
    add("InstanceNormalization", [x, c("s", np.ones(2)), c("b", np.zeros(2))])
    add("GridSample", [x, c("g", np.zeros([1, 3, 3, 2]))])
    add("MaxRoiPool", [x, c("r", [[0, 0, 0, 3, 3]])], {"pooled_shape": [2, 2]})
    add("RoiAlign", [x, c("r", [[0, 0, 3, 3]]), c("i", [0], np.int64)])
    add("Det", [("x", [3, 3])])
    add("EyeLike", [("x", [3, 3])])
    add("Dropout", [x])
    add("RandomNormal", [], {"shape": [2, 3]})
    add("RandomUniform", [], {"shape": [2, 3]})
    add("Bernoulli", [("x", [2, 3])])
    add("Multinomial", [("x", [2, 3])])
    add("NegativeLogLikelihoodLoss", [("x", [2, 3]), c("t", [0, 1], np.int64)])
    add("LSTM", [seq, c("w", np.ones([1, 8, 3])), c("r", np.ones([1, 8, 2]))], {"hidden_size": 2}, 3)
    add("GRU", [seq, c("w", np.ones([1, 6, 3])), c("r", np.ones([1, 6, 2]))], {"hidden_size": 2}, 2)
    add("RNN", [seq, c("w", np.ones([1, 2, 3])), c("r", np.ones([1, 2, 2]))], {"hidden_size": 2}, 2)
    # The versions of 23 (float4e2m1 added; Quantize/DequantizeLinear).
    add("Cast", [x], {"to": TensorProto.INT64}, bf16=False)
    add("CastLike", [x, c("l", [1], np.int64)], bf16=False)
    add("Constant", [], {"value": c("v", [1.0])}, bf16=False)
    add("ConstantOfShape", [c("s", [2, 3], np.int64)], bf16=False)
    for op in ("Flatten", "Identity", "Shape", "Size"):
        add(op, [x], bf16=False)
    add("Transpose", [x], bf16=False)
    add("Reshape", [x, c("s", [-1], np.int64)], bf16=False)
    add("Squeeze", [("x", [1, 4]), c("a", [0], np.int64)], bf16=False)
    add("Unsqueeze", [x, c("a", [0], np.int64)], bf16=False)
    add("Pad", [x, c("p", [0, 0, 1, 1, 0, 0, 1, 1], np.int64)], bf16=False)
    add("QuantizeLinear", [x, c("s", 0.1)], bf16=False)
    add("DequantizeLinear", [("x", X4, TensorProto.UINT8), c("s", 0.1)], bf16=False)
    # Unchanged since 21 (GroupNormalization-21) or earlier, for reference.
    add("GroupNormalization", [x, c("s", np.ones(2)), c("b", np.zeros(2))], {"num_groups": 2}, bf16=False)
    add("Relu", [x], bf16=False)
    return m


def model(op, spec, opset, dtype):
    inputs, attrs, nout, _ = spec
    graph_inputs, inits, nodes, names = [], [], [], []
    for i in inputs:
        if isinstance(i, tuple):
            elem = i[2] if len(i) > 2 else F
            graph_inputs.append(helper.make_tensor_value_info(i[0], elem, i[1]))
            name, is_float = i[0], elem == F
        else:
            inits.append(i)
            name, is_float = i.name, i.data_type == F
        if dtype == BF16 and is_float:
            nodes.append(helper.make_node("Cast", [name], [name + "_bf16"], to=BF16))
            name += "_bf16"
        names.append(name)
    outs = [f"y{k}" for k in range(nout)]
    inner = [o + "_bf16" for o in outs] if dtype == BF16 else outs
    nodes.append(helper.make_node(op, names, inner, **attrs))
    if dtype == BF16:
        nodes += [helper.make_node("Cast", [o + "_bf16"], [o], to=F) for o in outs]
    graph = helper.make_graph(nodes, op, graph_inputs,
                              [helper.make_value_info(o, helper.TypeProto()) for o in outs],
                              inits)
    m = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    m.ir_version = 11 if opset >= 23 else 10
    return m


def cases():
    for op, spec in ops().items():
        for opset in (21, 22, 23):
            yield f"{op} {opset}", op, spec, opset, F
        if spec[3]:
            yield f"{op} 22 bf16", op, spec, 22, BF16


def table(answers):
    missing, bf16 = {}, []
    for line in open(answers):
        a = json.loads(line)
        op, rest = a["id"].split(" ", 1)
        if a["status"] == "pass":
            if rest.endswith("bf16"):
                bf16.append(op)
            continue
        if rest.endswith("bf16"):
            continue
        found = re.search(r"implementation for (\w+\(\d+\))", a.get("detail") or "")
        missing.setdefault(op, []).append(
            rest + (f" ({found.group(1)})" if found else f" ({a['status']})"))
    for op in sorted(missing):
        print(f"no kernel: {op} at {', '.join(missing[op])}")
    print("bf16 at 22 loads:", ", ".join(sorted(bf16)) or "none")


def main():
    if sys.argv[1] == "--table":
        table(sys.argv[2])
        return
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "jobs.jsonl"), "w") as jobs:
        for k, (job, op, spec, opset, dtype) in enumerate(cases()):
            path = os.path.join(out, f"{k}.onnx")
            with open(path, "wb") as f:
                f.write(model(op, spec, opset, dtype).SerializeToString())
            jobs.write(json.dumps({"id": job, "model": path, "dataSets": [],
                                   "loadOnly": True}) + "\n")


if __name__ == "__main__":
    main()
