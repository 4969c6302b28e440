#!/usr/bin/env python3
"""make-hostile-models.py DIR: crafted ONNX files the reader must refuse
(and a few unusual ones it must accept), one per case, in DIR/<case>.onnx.

The models are built with onnx.helper where it allows the mistake, and by
setting protobuf fields directly where it does not. External data cases
write their data files next to the models, and a file outside DIR/ (in
DIR/../) for the escapes."""
import os
import struct
import sys

import onnx
from onnx import AttributeProto, TensorProto, helper

out = sys.argv[1]
os.makedirs(out, exist_ok=True)


def vi(name, elem=TensorProto.FLOAT, dims=(2,)):
    return helper.make_tensor_value_info(name, elem, list(dims))


def model(nodes, inputs=None, outputs=None, inits=(), opsets=(("", 17),),
          ir=8, value_info=()):
    g = helper.make_graph(nodes, "g", [vi("x")] if inputs is None else inputs,
                          [vi("y")] if outputs is None else outputs,
                          initializer=list(inits), value_info=list(value_info))
    m = helper.make_model(g, opset_imports=[helper.make_opsetid(d, v)
                                            for d, v in opsets])
    m.ir_version = ir
    return m


def save(name, m):
    with open(os.path.join(out, name + ".onnx"), "wb") as f:
        f.write(m.SerializeToString())


def relu(i="x", o="y", name="r"):
    return helper.make_node("Relu", [i], [o], name=name)


def add_w(name="add"):
    return helper.make_node("Add", ["x", "w"], ["y"], name=name)


def raw(name, dims, data, dtype=TensorProto.FLOAT):
    t = TensorProto()
    t.name = name
    t.data_type = dtype
    t.dims.extend(dims)
    t.raw_data = data
    return t


def external(name, entries, dims=(2,), dtype=TensorProto.FLOAT):
    t = TensorProto()
    t.name = name
    t.data_type = dtype
    t.dims.extend(dims)
    t.data_location = TensorProto.EXTERNAL
    for k, v in entries:
        e = t.external_data.add()
        e.key, e.value = k, v
    return t


W = helper.make_tensor("w", TensorProto.FLOAT, [2], [1.0, 2.0])

# --- Sizes: dims whose products wrap around to what the data holds. -------
# The tensor goes through Identity to an untyped output, so nothing but
# its size is wrong.
def size_model(init=None, nodes=None, inputs=()):
    return model(nodes or [helper.make_node("Identity", ["w"], ["y"], name="id")],
                 inputs=list(inputs), outputs=[helper.make_value_info("y", onnx.TypeProto())],
                 inits=[init] if init is not None else [])


# (2^61 + 1) * 8 elements wrap to 8, 8 floats are 32 bytes.
WRAP = [2**61 + 1, 8]
save("size-raw", size_model(raw("w", WRAP, b"\0" * 32)))
# 2^62 floats: the element count fits, the byte size wraps to 0.
save("size-bytes", size_model(raw("w", [2**62], b"")))
typed = helper.make_tensor("w", TensorProto.FLOAT, [8], [0.0] * 8)
typed.dims[:] = WRAP
save("size-typed", size_model(typed))
const = helper.make_node("Constant", [], ["y"], name="c",
                         value=raw("", WRAP, b"\0" * 32))
save("size-constant", size_model(nodes=[const]))
save("size-type", size_model(nodes=[relu("x", "y")],
                             inputs=[vi("x", dims=(2**62, 2**62))]))
# Data in two fields, or in the field of another data type.
both = helper.make_tensor("w", TensorProto.FLOAT, [2], [1.0, 2.0])
both.raw_data = b"\0" * 8
save("size-two-fields", size_model(both))
wrong = helper.make_tensor("w", TensorProto.FLOAT, [0], [])
wrong.int64_data.extend([1, 2])
save("size-wrong-field", size_model(wrong))
# Values that do not fit the data type (int32_data is wider than INT8),
# and BOOL bytes other than 0 and 1.
narrow = helper.make_tensor("w", TensorProto.INT8, [2], [1, 2])
narrow.int32_data[1] = 300
save("size-int-range", size_model(narrow))
save("size-bool-raw", size_model(raw("w", [2], b"\x01\x02", TensorProto.BOOL)))

# --- Names: ONNX graphs are in SSA form. -----------------------------------
save("names-dup-input", model([helper.make_node("Add", ["x", "x"], ["y"])],
                              inputs=[vi("x"), vi("x")]))
save("names-dup-output", model([relu("x", "r", "a"), relu("x", "r", "b"),
                                relu("r", "y", "c")]))
save("names-output-twice",
     model([helper.make_node("Split", ["x"], ["p", "p"], name="s", axis=0,
                             num_outputs=2),
            relu("p", "y")], opsets=(("", 18),)))
save("names-shadow-init", model([relu("x", "w", "shadow"), add_w()],
                                inits=[W]))
save("names-shadow-input", model([relu("x", "x", "again"), relu()]))
save("names-dup-init", model([add_w()], inits=[W, W]))
noname = helper.make_tensor("", TensorProto.FLOAT, [2], [1.0, 2.0])
save("names-init-noname", model([relu()], inits=[noname]))
save("names-input-noname", model([relu()], inputs=[vi("x"), vi("")]))
# A subgraph's node may not redefine a name of the graph around it.
then_g = helper.make_graph([relu("x", "x", "inner")], "then", [], [vi("x")])
else_g = helper.make_graph([relu("x", "e", "other")], "else", [], [vi("e")])
save("names-subgraph-shadow",
     model([helper.make_node("If", ["c"], ["y"], name="if",
                             then_branch=then_g, else_branch=else_g)],
           inputs=[vi("c", TensorProto.BOOL, ()), vi("x")]))
# Legal: an input named after an initializer (its default value), a
# subgraph's output named after its node's output (defined after it), the
# same name in both branches, and a Loop body input named after an outer
# value (onnx's checker lets a subgraph input hide an outer name).
then_ok = helper.make_graph([relu("x", "t", "inner")], "then", [], [vi("t")])
else_ok = helper.make_graph([relu("x", "t", "inner")], "else", [], [vi("t")])
body = helper.make_graph(
    [helper.make_node("Identity", ["cond"], ["cond_out"], name="keep"),
     helper.make_node("Add", ["x", "w"], ["x_out"], name="acc")],
    "body", [vi("i", TensorProto.INT64, ()), vi("cond", TensorProto.BOOL, ()),
             vi("x")],
    [vi("cond_out", TensorProto.BOOL, ()), vi("x_out")])
save("names-legal",
     model([helper.make_node("If", ["c"], ["t"], name="if",
                             then_branch=then_ok, else_branch=else_ok),
            helper.make_node("Loop", ["n", "", "t"], ["y"], name="loop",
                             body=body)],
           inputs=[vi("c", TensorProto.BOOL, ()), vi("x"),
                   vi("n", TensorProto.INT64, ()), vi("w")],
           inits=[W]))

# --- Versions and enums. ---------------------------------------------------
save("version-ir-999", model([relu()], ir=999))
save("version-ir-negative", model([relu()], ir=-5))
save("version-ir-2", model([relu()], ir=2))
m = model([relu()])
m.ClearField("ir_version")
save("version-ir-missing", m)
save("version-opset-999", model([relu()], opsets=(("", 999),)))
save("version-opset-negative", model([relu()], opsets=(("", -1),)))
save("version-opset-twice", model([relu()], opsets=(("", 17), ("ai.onnx", 13))))
save("version-opset-ml", model([relu()], opsets=(("", 17), ("ai.onnx.ml", 99))))
save("elem-undefined", model([relu()], inputs=[vi("x", 0)]))
save("elem-invalid", model([relu()], inputs=[vi("x", 999)]))
save("elem-float8", model([relu()], inputs=[vi("x", 17)]))
save("elem-value-info", model([relu("x", "r", "a"), relu("r", "y", "b")],
                              value_info=[vi("r", 0)]))
save("elem-tensor-undefined", model([add_w()],
                                    inits=[raw("w", [2], b"\0" * 8, 0)]))
save("dim-negative", model([relu()], inputs=[vi("x", dims=(-3,))]))
save("dim-negative-output", model([relu()], outputs=[vi("y", dims=(2, -1))]))
neg = raw("w", [2], b"\0" * 8)
neg.dims[0] = -2
save("dim-negative-tensor", model([add_w()], inits=[neg]))

# --- Attributes and nodes. -------------------------------------------------
def attr_node(op="LeakyRelu", **fields):
    n = helper.make_node(op, ["x"], ["y"], name="n")
    a = n.attribute.add()
    a.name = fields.pop("name", "alpha")
    for k, v in fields.items():
        if k == "floats":
            a.floats.extend(v)
        else:
            setattr(a, k, v)
    return n


save("attr-undefined", model([attr_node(f=0.5)]))
save("attr-mismatch", model([attr_node(type=AttributeProto.INT, f=0.5)]))
save("attr-two-fields", model([attr_node(type=AttributeProto.FLOAT, f=0.5,
                                         i=1)]))
save("attr-noname", model([attr_node(name="", type=AttributeProto.FLOAT,
                                     f=0.5)]))
dup = helper.make_node("LeakyRelu", ["x"], ["y"], name="n", alpha=0.5)
dup.attribute.append(helper.make_attribute("alpha", 0.25))
save("attr-twice", model([dup]))
# The schema says FLOAT: the verifier refuses an INT (located at the node).
save("attr-schema-kind", model([attr_node(type=AttributeProto.INT, i=2)]))
only_else = helper.make_node("If", ["c"], ["y"], name="if",
                             else_branch=else_ok)
save("attr-if-branch", model([only_else],
                             inputs=[vi("c", TensorProto.BOOL, ()), vi("x")]))
save("node-no-op-type", model([helper.make_node("", ["x"], ["y"], name="n")]))
save("node-domain", model([helper.make_node("Foo", ["x"], ["y"], name="n",
                                            domain="com.example")]))
fn = helper.make_function("local", "Twice", ["a"], ["b"],
                          [helper.make_node("Relu", ["a"], ["b"])],
                          [helper.make_opsetid("", 17)])
m = model([helper.make_node("Twice", ["x"], ["y"], name="n", domain="local")],
          opsets=(("", 17), ("local", 1)))
m.functions.append(fn)
save("node-function", m)
m = model([relu()])
sp = m.graph.sparse_initializer.add()
sp.values.CopyFrom(helper.make_tensor("s", TensorProto.FLOAT, [1], [1.0]))
sp.indices.CopyFrom(helper.make_tensor("s_i", TensorProto.INT64, [1], [0]))
sp.dims.extend([2])
save("node-sparse-init", m)
m = model([relu()])
for key in ["k", "k"]:
    p = m.metadata_props.add()
    p.key, p.value = key, "v"
save("meta-twice", m)

# --- External data: confined to the model's directory. ---------------------
with open(os.path.join(out, "w.bin"), "wb") as f:
    f.write(b"\0" * 8)
with open(os.path.join(out, "..", "outside.bin"), "wb") as f:
    f.write(b"\0" * 8)
os.makedirs(os.path.join(out, "sub"), exist_ok=True)


def ext(name, entries, **kw):
    save(name, model([add_w()], inits=[external("w", entries, **kw)]))


# As many `..` as it takes to reach /etc/passwd from DIR.
depth = len(os.path.abspath(out).strip("/").split("/"))
ext("ext-dotdot", [("location", "../" * depth + "etc/passwd")])
ext("ext-dotdot-inner", [("location", "sub/../../outside.bin")])
ext("ext-absolute", [("location", os.path.abspath(os.path.join(out, "w.bin")))])
for link, target in [("link-out.bin", os.path.join("..", "outside.bin")),
                     ("link-abs.bin", "/etc/passwd"),
                     ("link-in.bin", "w.bin")]:
    p = os.path.join(out, link)
    if os.path.lexists(p):
        os.remove(p)
    os.symlink(target, p)
ext("ext-symlink-out", [("location", "link-out.bin")])
ext("ext-symlink-abs", [("location", "link-abs.bin")])
ext("ext-symlink-in", [("location", "link-in.bin")])  # legal
ext("ext-directory", [("location", "sub")])
fifo = os.path.join(out, "fifo.bin")
if not os.path.exists(fifo):
    os.mkfifo(fifo)
ext("ext-fifo", [("location", "fifo.bin")])
ext("ext-offset-negative", [("location", "w.bin"), ("offset", "-8")])
ext("ext-length-negative", [("location", "w.bin"), ("length", "-8")])
ext("ext-offset-huge", [("location", "w.bin"), ("offset", "9223372036854775807")])
ext("ext-offset-nan", [("location", "w.bin"), ("offset", "99999999999999999999")])
ext("ext-past-end", [("location", "w.bin"), ("offset", "4")])
ext("ext-length-mismatch", [("location", "w.bin"), ("length", "4")])
with open(os.path.join(out, "w32.bin"), "wb") as f:
    f.write(b"\0" * 32)
save("ext-length-wrap",
     size_model(external("w", [("location", "w32.bin"), ("length", "32")],
                         dims=WRAP)))
ext("ext-key-twice", [("location", "w.bin"), ("location", "../outside.bin")])
ext("ext-no-location", [("offset", "0")])
ext("ext-nul", [("location", "w.bin\0/../../outside.bin")])
# Legal: data at an offset that is not a multiple of 4 (read, copied to
# an aligned buffer).
with open(os.path.join(out, "w9.bin"), "wb") as f:
    f.write(b"\xff" + struct.pack("<2f", 1.0, 2.0))
ext("ext-unaligned", [("location", "w9.bin"), ("offset", "1"), ("length", "8")])
both = external("w", [("location", "w.bin")])
both.raw_data = b"\0" * 8
save("ext-and-raw", model([add_w()], inits=[both]))
