#!/usr/bin/env python3
"""ort_kernels.py OUTDIR DTYPE: one ONNX model per op (opset 17) that computes
the op in DTYPE (float16 or bfloat16) between Casts from and to float32
inputs and outputs, and OUTDIR/jobs.jsonl, `node utils/ort/run.js --batch`
jobs that only load each model: a session is created only when ONNX
Runtime's CPU provider has a kernel for the op in that type (or, for
float16, inserts Casts to float32 around it itself). docs/precision.md's
table of which ops ONNX Runtime runs in bf16 is this probe's answer.

Prints nothing; the runner's answers are the result. With --table ANSWERS
(the runner's output) instead, prints the ops that loaded and those that
did not, with the op ONNX Runtime named.
"""
import json
import os
import re
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

OPSET = 17


def const(name, array, dtype):
    t = numpy_helper.from_array(np.asarray(array, dtype=np.float32), name)
    # Stored as float32 and cast in the graph: no bf16 numpy type needed.
    return t, helper.make_node("Cast", [name], [name + "_c"], to=dtype)


def ops():
    """(op type, input shape, extra constant inputs (shapes), attributes, int inputs)."""
    x = [2, 4]
    return [
        ("Relu", x, [], {}, []), ("Sigmoid", x, [], {}, []), ("Tanh", x, [], {}, []),
        ("Exp", x, [], {}, []), ("Log", x, [], {}, []), ("Sqrt", x, [], {}, []),
        ("Neg", x, [], {}, []), ("Abs", x, [], {}, []), ("Erf", x, [], {}, []),
        ("Reciprocal", x, [], {}, []),
        ("Softmax", x, [], {"axis": -1}, []), ("LogSoftmax", x, [], {"axis": -1}, []),
        ("Add", x, [x], {}, []), ("Sub", x, [x], {}, []), ("Mul", x, [x], {}, []),
        ("Div", x, [x], {}, []), ("Pow", x, [x], {}, []), ("Max", x, [x], {}, []),
        ("Min", x, [x], {}, []),
        ("MatMul", x, [[4, 3]], {}, []), ("Gemm", x, [[3, 4], [3]], {"transB": 1}, []),
        ("Conv", [1, 2, 4, 4], [[3, 2, 3, 3]], {"pads": [1, 1, 1, 1]}, []),
        ("MaxPool", [1, 2, 4, 4], [], {"kernel_shape": [2, 2]}, []),
        ("AveragePool", [1, 2, 4, 4], [], {"kernel_shape": [2, 2]}, []),
        ("GlobalAveragePool", [1, 2, 4, 4], [], {}, []),
        ("ReduceMean", x, [], {"axes": [1]}, []),
        ("ReduceSum", x, [], {}, [("axes", [1])]),
        ("ReduceMax", x, [], {"axes": [1]}, []),
        ("LayerNormalization", x, [[4], [4]], {"axis": -1}, []),
        ("BatchNormalization", [1, 2, 4, 4], [[2], [2], [2], [2]], {}, []),
        ("InstanceNormalization", [1, 2, 4, 4], [[2], [2]], {}, []),
        ("Transpose", x, [], {"perm": [1, 0]}, []),
        ("Reshape", x, [], {}, [("shape", [4, 2])]),
        ("Concat", x, [x], {"axis": 0}, []),
        ("Gather", x, [], {"axis": 0}, [("indices", [1, 0])]),
        ("Slice", x, [], {}, [("starts", [0]), ("ends", [1]), ("axes", [0])]),
        ("Unsqueeze", x, [], {}, [("axes", [0])]),
        ("Expand", x, [], {}, [("shape", [3, 2, 4])]),
        ("Identity", x, [], {}, []),
        ("Where", x, [x], {}, []),
        ("Clip", x, [], {}, []),
    ]


def model(op, shape, extras, attrs, ints, dtype):
    inits, nodes = [], [helper.make_node("Cast", ["x"], ["xc"], to=dtype)]
    inputs = ["xc"]
    if op == "Where":
        nodes.append(helper.make_node("Cast", ["x"], ["cond"], to=TensorProto.BOOL))
        inputs = ["cond", "xc"]
    for k, s in enumerate(extras):
        t, cast = const(f"w{k}", np.ones(s), dtype)
        inits.append(t)
        nodes.append(cast)
        inputs.append(f"w{k}_c")
    for name, values in ints:
        inits.append(numpy_helper.from_array(np.asarray(values, dtype=np.int64), name))
        inputs.append(name)
    nodes.append(helper.make_node(op, inputs, ["y"], **attrs))
    nodes.append(helper.make_node("Cast", ["y"], ["out"], to=TensorProto.FLOAT))
    graph = helper.make_graph(
        nodes, op, [helper.make_tensor_value_info("x", TensorProto.FLOAT, shape)],
        [helper.make_tensor_value_info("out", TensorProto.FLOAT, None)], inits)
    m = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)])
    m.ir_version = 8
    return m


def table(answers):
    names = [op for op, *_ in ops()]
    ok, missing = [], []
    for line in open(answers):
        a = json.loads(line)
        op = names[a["id"]]
        if a["status"] == "pass":
            ok.append(op)
        else:
            detail = a.get("detail") or ""
            m = re.search(r"implementation for (\w+)\(", detail)
            missing.append(op + (f" ({m.group(1)})" if m and m.group(1) != op else
                                 "" if m else " (the schema refuses it)"))
    print("runs:", ", ".join(ok))
    print("no kernel:", ", ".join(missing))


def main():
    if sys.argv[1] == "--table":
        table(sys.argv[2])
        return
    out, name = sys.argv[1], sys.argv[2]
    dtype = {"float16": TensorProto.FLOAT16, "bfloat16": TensorProto.BFLOAT16}[name]
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "jobs.jsonl"), "w") as jobs:
        for i, (op, shape, extras, attrs, ints) in enumerate(ops()):
            path = os.path.join(out, f"{op}.onnx")
            onnx.save(model(op, shape, extras, attrs, ints, dtype), path)
            jobs.write(json.dumps({"id": i, "model": path, "dataSets": [],
                                   "loadOnly": True}) + "\n")


if __name__ == "__main__":
    main()
