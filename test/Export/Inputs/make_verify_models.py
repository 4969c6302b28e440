#!/usr/bin/env python3
"""make_verify_models.py OUTDIR: the small models the verification tests export.

  mlp.pt, mlp_inputs.pt       scripted: linear, tanh, relu; x of [2, 4] (dynamic batch)
  pair.pt, pair_inputs.pt     traced: two inputs sharing the batch axis, a tuple out
  mixed_inputs.pt             a float [2, 3], int64 indices in [0, 9], a bool [2]
  mlp_x.pb, mlp_out.pb        mlp's example input and LibTorch's output as TensorProtos
"""
import sys

import onnx.numpy_helper
import torch


class Mlp(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(4, 5)

    def forward(self, x):
        h = self.lin(x)
        t = torch.tanh(h)  # TANH-LINE
        return torch.relu(t) + 0.5 * h


class Pair(torch.nn.Module):
    def forward(self, x, y):
        return x * y, x - 2 * y


def main():
    out = sys.argv[1]
    torch.manual_seed(0)
    mlp = torch.jit.script(Mlp().eval())
    mlp.save(f"{out}/mlp.pt")
    x = torch.randn(2, 4)
    torch.save((x,), f"{out}/mlp_inputs.pt")
    with torch.no_grad():
        expected = mlp(x)
    for name, t in (("x", x), ("out", expected)):
        proto = onnx.numpy_helper.from_array(t.numpy(), name)
        with open(f"{out}/mlp_{name}.pb", "wb") as f:
            f.write(proto.SerializeToString())
    pair_inputs = (torch.randn(2, 3), torch.randn(2, 3))
    torch.jit.trace(Pair().eval(), pair_inputs).save(f"{out}/pair.pt")
    torch.save(pair_inputs, f"{out}/pair_inputs.pt")
    torch.save((torch.randn(2, 3) * 4 + 10, torch.tensor([[0, 9, 3], [4, 5, 2]]),
                torch.tensor([True, False])), f"{out}/mixed_inputs.pt")


if __name__ == "__main__":
    main()
