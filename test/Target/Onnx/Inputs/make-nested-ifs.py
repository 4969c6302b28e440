#!/usr/bin/env python3
"""make-nested-ifs.py DEPTH OUT.onnx: DEPTH If nodes, each in the
then_branch of the one before (the else_branches are one Identity)."""
import sys

import onnx
from onnx import TensorProto, helper

depth, path = int(sys.argv[1]), sys.argv[2]


def out(name):
    return helper.make_tensor_value_info(name, TensorProto.FLOAT, [2])


def leaf(k):
    return helper.make_graph([helper.make_node("Identity", ["x"], [f"l{k}"])],
                             f"leaf{k}", [], [out(f"l{k}")])


graph = leaf(0)
for k in range(1, depth + 1):
    node = helper.make_node("If", ["c"], [f"o{k}"], name=f"if{k}",
                            then_branch=graph, else_branch=leaf(k))
    graph = helper.make_graph([node], f"g{k}", [], [out(f"o{k}")])
top = helper.make_graph(list(graph.node), "top",
                        [helper.make_tensor_value_info("c", TensorProto.BOOL, []),
                         out("x")], list(graph.output))
with open(path, "wb") as f:
    f.write(helper.make_model(top, opset_imports=[helper.make_opsetid("", 17)])
            .SerializeToString())
