#!/usr/bin/env python3
"""dynamic_slicing.py OUTDIR: models whose slices, views and sizes are
computed from input sizes (issue 8, item 3), scripted and traced.

For each model NAME: NAME.script.pt (torch.jit.script), NAME.trace.pt
(torch.jit.trace), NAME.inputs.pt (a tuple, x of [2, 6, 4]); `all` has them
all, one output each. The tests export them with every dim they read
dynamic and verify other sizes of each.
"""
import os
import sys

import torch


class Half(torch.nn.Module):
    def forward(self, x):
        return x[:, : x.size(1) // 2] * 2.0


class Flatten(torch.nn.Module):
    def forward(self, x):
        return x.view(x.size(0), -1) + 1.0


class Narrow(torch.nn.Module):
    def forward(self, x):
        return x.narrow(1, 0, x.size(1) - 1) - 1.0


class Split(torch.nn.Module):
    def forward(self, x):
        a, b = torch.split(x, [x.size(1) // 2, x.size(1) - x.size(1) // 2], dim=1)
        return a.sum(1) + b.sum(1)


class Arange(torch.nn.Module):
    def forward(self, x):
        return x + torch.arange(x.size(1)).unsqueeze(-1).to(x.dtype)


class Reshape(torch.nn.Module):
    def forward(self, x):
        return x.reshape(x.shape[0], x.shape[1] * x.shape[2]) * 3.0


class Inner(torch.nn.Module):
    def forward(self, x):
        return x[:, 1:-1] + 0.5


class NewZeros(torch.nn.Module):
    def forward(self, x):
        return x.sum(2) + x.new_zeros(x.size(0), x.size(1))


class Unflatten(torch.nn.Module):
    def forward(self, x):
        return x.reshape(x.size(0), -1).unflatten(1, (x.size(1), x.size(2))) * 2.0


class EllipsisSlice(torch.nn.Module):
    def forward(self, x):
        n = x.size(1) // 2
        return x[..., :n] - 1.0


class Last(torch.nn.Module):
    def forward(self, x):
        return x / x.size(-1)


class All(torch.nn.Module):
    """Every model above, one output each (one export verifies them all)."""

    def __init__(self):
        super().__init__()
        # Not `self.half`: that is Module.half().
        self.parts = torch.nn.ModuleList(cls() for cls in PARTS)

    def forward(self, x):
        p = self.parts
        return (p[0](x), p[1](x), p[2](x), p[3](x), p[4](x), p[5](x),
                p[6](x), p[7](x), p[8](x), p[9](x), p[10](x))


PARTS = [Half, Flatten, Narrow, Split, Arange, Reshape, Inner, NewZeros,
         Unflatten, EllipsisSlice, Last]

MODELS = {
    "all": All,

    "half": Half, "flatten": Flatten, "narrow": Narrow, "split": Split,
    "arange": Arange, "reshape": Reshape, "inner": Inner,
    "new_zeros": NewZeros, "unflatten": Unflatten, "ellipsis": EllipsisSlice,
    "last": Last,
}


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    x = torch.randn(2, 6, 4)
    for name, cls in MODELS.items():
        m = cls().eval()
        torch.jit.script(m).save(os.path.join(out, name + ".script.pt"))
        with torch.no_grad():
            torch.jit.trace(m, (x,)).save(os.path.join(out, name + ".trace.pt"))
        torch.save((x,), os.path.join(out, name + ".inputs.pt"))


if __name__ == "__main__":
    main()
