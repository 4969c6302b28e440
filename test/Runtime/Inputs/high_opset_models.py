#!/usr/bin/env python3
"""high_opset_models.py OUTDIR: one-node models stamped with opsets 21 to 27
(Relu at each; RMSNormalization, new in 23), and their input x.pb, to see
which opsets the project's onnxruntime-node loads. Written with
onnx.helper, whose own schemas (onnx 1.12) stop before 22: the models are
not checked, only stamped (IR version 10 up to opset 23, 11 above, as
onnx 1.18+ stamps them)."""
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


def model(opset, op, inputs, initializers=(), **attrs):
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 4])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 4])
    graph = helper.make_graph([helper.make_node(op, inputs, ["y"], **attrs)],
                              f"{op}_{opset}", [x], [y],
                              initializer=list(initializers))
    m = helper.make_model(graph,
                          opset_imports=[helper.make_opsetid("", opset)])
    m.ir_version = 10 if opset <= 23 else 11
    return m


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for opset in range(21, 28):
        onnx.save(model(opset, "Relu", ["x"]),
                  os.path.join(out, f"relu{opset}.onnx"))
    w = numpy_helper.from_array(np.ones(4, np.float32), "w")
    onnx.save(model(23, "RMSNormalization", ["x", "w"], [w], axis=-1),
              os.path.join(out, "rms_norm23.onnx"))
    x = numpy_helper.from_array(
        np.array([[-1, 2, -3, 4], [5, -6, 7, -8]], np.float32), "x")
    with open(os.path.join(out, "x.pb"), "wb") as f:
        f.write(x.SerializeToString())


if __name__ == "__main__":
    main()
