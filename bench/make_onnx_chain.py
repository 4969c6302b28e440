#!/usr/bin/python3
"""make_onnx_chain.py: a chain-like ONNX model of about N nodes for onnx-opt's
scaling benchmark (bench/onnx-opt-scaling.sh).

usage: make_onnx_chain.py N OUT.onnx

The model is a chain of blocks of 13 nodes over x: f32[4, 16], each with
something for every pass of `cse,dce,onnx-cleanup,cse,dce` to do:

  m  = MatMul(cur, W[j])          weights: a pool of 8 small initializers
  a  = Add(m, B[j])
  i  = Identity(a)                onnx-cleanup removes it
  t  = Tanh | Relu | Sigmoid(i)   (by block)
  r  = Reshape(t, [4, 16])        to its own dims: onnx-cleanup
  c  = Cast(r, to=float)          to its own dtype: onnx-cleanup
  p1 = Mul(c, S[j])
  p2 = Mul(c, S[j])               the same as p1: cse
  s  = Add(p1, p2)
  n  = Neg(s)                     dead: dce
  e  = Exp(n)                     dead: dce
  q  = Div(s, S[j])
  cur = Sub(q, t)                 a skip connection

Every value has its value_info (f32[4, 16]), as in a model that went
through onnx's shape inference: onnx-cleanup's rules need dtypes. Every node
is named after its output but for the two Muls (cse keeps ops whose
onnx.name differs). 7 of the 13 nodes survive the pipeline. Nodes are added
to the protobuf directly (not through onnx.helper), which keeps 1M nodes to
seconds.
"""
import sys

import onnx
from onnx import TensorProto, helper, numpy_helper
import numpy as np

BLOCK = 13
POOL = 8
ACTS = ("Tanh", "Relu", "Sigmoid")


def make(n_nodes):
    blocks = max(1, n_nodes // BLOCK)
    rng = np.random.default_rng(0)
    inits = []
    for j in range(POOL):
        inits.append(numpy_helper.from_array(
            (rng.standard_normal((16, 16)) * 0.25).astype(np.float32), f"W{j}"))
        inits.append(numpy_helper.from_array(
            (rng.standard_normal((16,)) * 0.1).astype(np.float32), f"B{j}"))
        inits.append(numpy_helper.from_array(
            np.full((16,), 0.5 + 0.01 * j, np.float32), f"S{j}"))
    inits.append(numpy_helper.from_array(np.array([4, 16], np.int64), "shape"))

    graph = onnx.GraphProto()
    graph.name = "chain"
    graph.initializer.extend(inits)
    graph.input.append(helper.make_tensor_value_info(
        "x", TensorProto.FLOAT, [4, 16]))

    nodes = graph.node
    cast_to = helper.make_attribute("to", TensorProto.FLOAT)

    value_info = graph.value_info
    f32 = helper.make_tensor_type_proto(TensorProto.FLOAT, [4, 16])

    def add(op, ins, out, named=True):
        node = nodes.add()
        node.op_type = op
        node.input.extend(ins)
        node.output.append(out)
        if named:
            node.name = out
        info = value_info.add()
        info.name = out
        info.type.CopyFrom(f32)
        return node

    cur = "x"
    for b in range(blocks):
        j = b % POOL
        p = f"b{b}_"
        add("MatMul", [cur, f"W{j}"], p + "m")
        add("Add", [p + "m", f"B{j}"], p + "a")
        add("Identity", [p + "a"], p + "i")
        add(ACTS[b % 3], [p + "i"], p + "t")
        add("Reshape", [p + "t", "shape"], p + "r")
        add("Cast", [p + "r"], p + "c").attribute.append(cast_to)
        add("Mul", [p + "c", f"S{j}"], p + "p1", named=False)
        add("Mul", [p + "c", f"S{j}"], p + "p2", named=False)
        add("Add", [p + "p1", p + "p2"], p + "s")
        add("Neg", [p + "s"], p + "n")
        add("Exp", [p + "n"], p + "e")
        add("Div", [p + "s", f"S{j}"], p + "q")
        add("Sub", [p + "q", p + "t"], p + "o")
        cur = p + "o"
    graph.output.append(helper.make_tensor_value_info(
        cur, TensorProto.FLOAT, [4, 16]))
    model = helper.make_model(
        graph, opset_imports=[helper.make_opsetid("", 17)],
        producer_name="tocc-bench")
    model.ir_version = 8
    return model


def main():
    if len(sys.argv) != 3 or not sys.argv[1].isdigit():
        sys.exit("usage: make_onnx_chain.py N OUT.onnx")
    model = make(int(sys.argv[1]))
    with open(sys.argv[2], "wb") as f:
        f.write(model.SerializeToString())


if __name__ == "__main__":
    main()
