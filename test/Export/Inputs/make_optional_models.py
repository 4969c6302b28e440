"""Writes the models of optional.test into DIR: scripted forwards returning
Optional[Tensor], their example inputs for each branch (torch.save
tuples), the same inputs as TensorProto files for utils/ort/run.js, and
LibTorch's outputs as run.js expects them: an OptionalProto per optional
output (absent or the tensor), and, for an --optional-to-flag export, the
value (zeros of the present shape when absent) and the 0-d bool flag.

usage: make_optional_models.py DIR
"""
import os
import sys
from typing import Optional, Tuple

import numpy as np
import onnx
import torch
from onnx import helper, numpy_helper

out = sys.argv[1]
os.makedirs(out, exist_ok=True)


class MaybeDouble(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> Optional[torch.Tensor]:
        if bool(x.sum() > 0):
            return x * 2
        return None


class PairWithOptional(torch.nn.Module):
    """A tuple output: a tensor, then an Optional set in one branch."""

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, Optional[torch.Tensor]]:
        y: Optional[torch.Tensor] = None
        if bool(x.sum() > 0):
            y = x + 1
        return x * 3, y


def write(name, proto):
    with open(os.path.join(out, name), "wb") as f:
        f.write(proto.SerializeToString())


inputs = {
    "pos": torch.tensor([[1.0, 2.0, 3.0]]),
    "neg": torch.tensor([[-1.0, -2.0, -3.0]]),
}
for name, x in inputs.items():
    torch.save((x,), os.path.join(out, f"{name}.pt"))
    write(f"{name}_x.pb", numpy_helper.from_array(x.numpy(), "x"))

for model_name, model in (("maybe_double", MaybeDouble()), ("pair", PairWithOptional())):
    scripted = torch.jit.script(model)
    scripted.save(os.path.join(out, f"{model_name}.pt"))
    for name, x in inputs.items():
        result = scripted(x)
        outputs = list(result) if isinstance(result, tuple) else [result]
        for i, value in enumerate(outputs):
            stem = f"{model_name}_{name}_out{i}"
            if value is not None:
                array = value.numpy()
                write(f"{stem}.pb", numpy_helper.from_array(array))
                write(f"{stem}_optional.pb", helper.make_optional(
                    "", onnx.OptionalProto.TENSOR, numpy_helper.from_array(array)))
                write(f"{stem}_value.pb", numpy_helper.from_array(array))
                write(f"{stem}_flag.pb", numpy_helper.from_array(np.array(True)))
            else:
                write(f"{stem}_optional.pb", onnx.OptionalProto(
                    elem_type=onnx.OptionalProto.UNDEFINED))
                write(f"{stem}_value.pb", numpy_helper.from_array(
                    np.zeros(tuple(x.shape), np.float32)))
                write(f"{stem}_flag.pb", numpy_helper.from_array(np.array(False)))
