#!/usr/bin/env python3
"""dump-model.py MODEL.onnx: the parts of an ONNX file the writer tests check,
one line each (python onnx, so the file is read by another implementation
than tocc's reader)."""
import sys

import onnx

DTYPES = {1: "f32", 2: "u8", 3: "i8", 6: "i32", 7: "i64", 9: "bool", 10: "f16", 11: "f64"}


def typ(t):
    if t.HasField("sequence_type"):
        return "seq<" + typ(t.sequence_type.elem_type) + ">"
    if t.HasField("optional_type"):
        return "opt<" + typ(t.optional_type.elem_type) + ">"
    if not t.HasField("tensor_type"):
        return "untyped"
    tt = t.tensor_type
    dt = DTYPES.get(tt.elem_type, str(tt.elem_type))
    if not tt.HasField("shape"):
        return dt + "[*]"
    dims = []
    for d in tt.shape.dim:
        dims.append(str(d.dim_value) if d.HasField("dim_value") else
                    repr(d.dim_param) if d.HasField("dim_param") else "?")
    return dt + "[" + ",".join(dims) + "]"


def graph(g, indent):
    p = " " * indent
    print(f"{p}graph {g.name}")
    for i in g.input:
        print(f"{p}input {i.name} {typ(i.type)}")
    for t in g.initializer:
        dims = ",".join(map(str, t.dims))
        if t.data_location == onnx.TensorProto.EXTERNAL:
            ext = " ".join(f"{e.key}={e.value}" for e in t.external_data)
            print(f"{p}initializer {t.name} {DTYPES[t.data_type]}[{dims}] external {ext}")
        else:
            print(f"{p}initializer {t.name} {DTYPES[t.data_type]}[{dims}] raw={len(t.raw_data)}")
    for n in g.node:
        dom = f" domain={n.domain}" if n.domain else ""
        doc = f" doc={n.doc_string!r}" if n.doc_string else ""
        attrs = []
        for a in n.attribute:
            if a.type == onnx.AttributeProto.GRAPH:
                continue
            attrs.append(f"{a.name}:{onnx.AttributeProto.AttributeType.Name(a.type)}")
        print(f"{p}node {n.name} {n.op_type}({', '.join(n.input)}) -> ({', '.join(n.output)})"
              f"{dom}{doc}{' ' + ' '.join(attrs) if attrs else ''}")
        for a in n.attribute:
            if a.type == onnx.AttributeProto.GRAPH:
                print(f"{p}  {a.name}:")
                graph(a.g, indent + 4)
    for v in g.value_info:
        print(f"{p}value_info {v.name} {typ(v.type)}")
    for o in g.output:
        print(f"{p}output {o.name} {typ(o.type)}")


m = onnx.load(sys.argv[1], load_external_data=False)
print(f"ir_version {m.ir_version} producer {m.producer_name}")
for o in m.opset_import:
    print(f"opset {o.domain!r} {o.version}")
for kv in m.metadata_props:
    print(f"metadata {kv.key}={kv.value!r}")
graph(m.graph, 0)
