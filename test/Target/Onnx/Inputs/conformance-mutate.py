#!/usr/bin/env python3
"""conformance-mutate.py - a broken round trip, to prove that
utils/onnx-conformance.py notices each kind of failure.

usage: conformance-mutate.py MODE IN.onnx OUT.onnx
  reject    print a diagnostic naming IN and exit 1, writing nothing
  garbage   write bytes that are not a ModelProto
  swap      write IN with every Relu node turned into a Sigmoid
  custom    write IN with Relu nodes in a domain ONNX Runtime does not know
  reshape   write IN with its first output reshaped to 7 elements, which
            fails at run time
  nothing   exit 0 without writing OUT
"""
import sys

import onnx

mode, src, dst = sys.argv[1:4]
if mode == "reject":
    sys.exit(f"{src}: node 'x' (#0, Relu): rejected on purpose")
if mode == "garbage":
    with open(dst, "wb") as f:
        f.write(b"\x08this is not a model")
elif mode == "swap":
    model = onnx.load(src)
    for node in model.graph.node:
        if node.op_type == "Relu":
            node.op_type = "Sigmoid"
    onnx.save(model, dst)
elif mode == "custom":
    model = onnx.load(src)
    for node in model.graph.node:
        if node.op_type == "Relu":
            node.domain = "tocc.test"
    model.opset_import.append(onnx.helper.make_opsetid("tocc.test", 1))
    onnx.save(model, dst)
elif mode == "reshape":
    model = onnx.load(src)
    graph = model.graph
    out = graph.output[0]
    graph.initializer.append(onnx.helper.make_tensor("seven", onnx.TensorProto.INT64, [1], [7]))
    for node in graph.node:
        node.output[:] = [out.name + "_before" if o == out.name else o for o in node.output]
    graph.node.append(onnx.helper.make_node("Reshape", [out.name + "_before", "seven"],
                                            [out.name]))
    out.type.tensor_type.shape.ClearField("dim")
    out.type.tensor_type.shape.dim.add().dim_value = 7
    onnx.save(model, dst)
elif mode != "nothing":
    sys.exit(f"conformance-mutate.py: unknown mode {mode}")
