"""Writes the ONNX model of `if sum(x) > 0: return x * 2 else: return None`
(an optional(tensor(float)) output `out` from an If-16, next to a plain
output `y = x + 1`), inputs taking each branch, and the expected values as
onnx.OptionalProto files (what ONNX's own test data sets use). Used by
ort-optional.test.

usage: optional_model.py DIR
"""
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

out_dir = sys.argv[1]
os.makedirs(out_dir, exist_ok=True)
tensor = helper.make_tensor_type_proto(TensorProto.FLOAT, None)
optional = helper.make_optional_type_proto(tensor)
then_branch = helper.make_graph(
    [helper.make_node("Mul", ["x", "two"], ["doubled"]),
     helper.make_node("Optional", ["doubled"], ["full"])],
    "then", [], [helper.make_value_info("full", optional)])
else_branch = helper.make_graph(
    [helper.make_node("Optional", [], ["empty"], type=tensor)],
    "else", [], [helper.make_value_info("empty", optional)])
scalar = lambda name, v: helper.make_node(
    "Constant", [], [name], value=numpy_helper.from_array(np.array(v, np.float32)))
graph = helper.make_graph(
    [scalar("two", 2.0), scalar("zero", 0.0), scalar("one", 1.0),
     helper.make_node("ReduceSum", ["x"], ["s"], keepdims=0),
     helper.make_node("Greater", ["s", "zero"], ["c"]),
     helper.make_node("If", ["c"], ["out"], then_branch=then_branch,
                      else_branch=else_branch),
     helper.make_node("Add", ["x", "one"], ["y"])],
    "optional_output", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [3])],
    [helper.make_value_info("out", optional),
     helper.make_tensor_value_info("y", TensorProto.FLOAT, [3])])
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 16)])
model.ir_version = 8
onnx.checker.check_model(model, full_check=True)
onnx.save(model, os.path.join(out_dir, "model.onnx"))


def save(name, proto):
    with open(os.path.join(out_dir, name), "wb") as f:
        f.write(proto.SerializeToString())


for sign, name in ((1, "pos"), (-1, "neg")):
    x = np.array([1, 2, 3], np.float32) * sign
    save(f"{name}_x.pb", numpy_helper.from_array(x, "x"))
    present = helper.make_optional("out", onnx.OptionalProto.TENSOR,
                                   numpy_helper.from_array(x * 2, "out"))
    absent = onnx.OptionalProto(name="out", elem_type=onnx.OptionalProto.UNDEFINED)
    save(f"{name}_present.pb", present)
    save(f"{name}_absent.pb", absent)
    save(f"{name}_y.pb", numpy_helper.from_array(x + 1, "y"))
