"""Writes two hostile inputs for docs/reliability.md into the current
directory: evil.onnx, whose weight's external data is `../../etc/passwd`,
and deep.mlir, a graph whose argument type nests 300 tuples."""
import onnx
from onnx import TensorProto, helper

w = helper.make_tensor("w", TensorProto.FLOAT, [2], [0.0, 0.0])
w.ClearField("float_data")
w.data_location = TensorProto.EXTERNAL
for key, value in (("location", "../../etc/passwd"), ("length", "8")):
    entry = w.external_data.add()
    entry.key, entry.value = key, value
graph = helper.make_graph(
    [helper.make_node("Add", ["x", "w"], ["y"])], "g",
    [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2])],
    [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2])], [w])
onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]),
          "evil.onnx")

with open("deep.mlir", "w") as f:
    f.write("graph @g(%x: " + "tuple<" * 300 + "int" + ">" * 300 +
            ") -> () {\n  return\n}\n")
