#!/usr/bin/env python3
"""make-bad-models.py DIR: malformed ONNX files for the reader's errors."""
import os
import sys

import onnx
from onnx import TensorProto, helper

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
X = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2])
Y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [2])


def save(name, nodes, inits=(), opset=17):
    g = helper.make_graph(nodes, "g", [X], [Y], initializer=list(inits))
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)])
    onnx.save(m, os.path.join(out, name))


relu = helper.make_node("Relu", ["x"], ["r"], name="first")
save("good.onnx", [relu, helper.make_node("Relu", ["r"], ["y"], name="second")])
data = open(os.path.join(out, "good.onnx"), "rb").read()
open(os.path.join(out, "truncated.onnx"), "wb").write(data[: len(data) // 2])

save("unknown-op.onnx", [relu, helper.make_node("FooBar", ["r"], ["y"], name="n")])
save("use-before-def.onnx", [helper.make_node("Relu", ["r"], ["y"], name="early"), relu])

sparse = helper.make_node("Relu", ["r"], ["y"], name="sp")
a = sparse.attribute.add()
a.name = "extra"
a.type = onnx.AttributeProto.SPARSE_TENSOR
save("sparse-attr.onnx", [relu, sparse])

ref = helper.make_node("Relu", ["r"], ["y"], name="ref")
a = ref.attribute.add()
a.name = "alpha"
a.type = onnx.AttributeProto.FLOAT
a.ref_attr_name = "outer_alpha"
save("ref-attr.onnx", [relu, ref])

w = helper.make_tensor("w", TensorProto.FLOAT, [2], [1.0, 2.0])
w.data_location = TensorProto.EXTERNAL
for k, v in [("location", "w.bin"), ("offset", "4"), ("length", "8")]:
    e = w.external_data.add()
    e.key, e.value = k, v
w.ClearField("float_data")
open(os.path.join(out, "w.bin"), "wb").write(b"\0" * 8)  # 4 + 8 > 8 bytes
save("external-range.onnx", [helper.make_node("Add", ["x", "w"], ["y"], name="add")], [w])

short = helper.make_tensor("w", TensorProto.FLOAT, [2], b"\0" * 8, raw=True)
short.dims[0] = 3  # 3 floats need 12 bytes
save("short-raw.onnx", [helper.make_node("Add", ["x", "w"], ["y"], name="add")], [short])

# Read fine, rejected by the dialect's verifier (Relu has no attribute
# `foo`): the diagnostic is located at the node.
odd = helper.make_node("Relu", ["r"], ["y"], name="odd", foo=3)
save("verifier.onnx", [relu, odd])
