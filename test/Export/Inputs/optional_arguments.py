"""Scripted models with Optional and defaulted forward arguments, for
test/Export/optional-arguments.test.

usage: optional_arguments.py OUTDIR

Writes, for each model NAME, OUTDIR/NAME.pt (torch.jit.script, eval mode,
random weights from torch.manual_seed(0)) and example input files:
- NAME.x.pt: (x,) only: every other argument takes its default;
- NAME.all.pt: biased_linear: x and a bias tensor (scale and relu take
  their defaults); gated_residual: every argument;
- NAME.none.pt: bias given as None explicitly (biased_linear only);
- NAME.skip.pt: x and skip, gate left out (gated_residual only);
and OUTDIR/empty.pt, an empty tuple.
tocc-export --verify is the oracle: it runs the scripted forward on the
same example inputs, and TorchScript fills in the omitted defaults.
"""
import os
import sys
from typing import Optional

import torch
from torch import nn


class BiasedLinear(nn.Module):
    """`if bias is not None`, a defaulted float, and a defaulted bool."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 3)

    def forward(self, x: torch.Tensor, bias: Optional[torch.Tensor] = None,
                scale: float = 2.0, relu: bool = True) -> torch.Tensor:
        y = self.lin(x) * scale
        if bias is not None:
            y = y + bias
        if relu:
            y = torch.relu(y)
        return y


class GatedResidual(nn.Module):
    """Two Optional arguments, checked in nested ifs."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def forward(self, x: torch.Tensor, skip: Optional[torch.Tensor] = None,
                gate: Optional[torch.Tensor] = None) -> torch.Tensor:
        y = self.lin(x)
        if skip is not None:
            if gate is not None:
                y = y + torch.sigmoid(gate) * skip
            else:
                y = y + skip
        return y


def save(outdir, name, module, examples):
    torch.jit.script(module.eval()).save(os.path.join(outdir, name + ".pt"))
    for tag, inputs in examples.items():
        torch.save(inputs, os.path.join(outdir, f"{name}.{tag}.pt"))


def main():
    outdir = sys.argv[1]
    os.makedirs(outdir, exist_ok=True)
    torch.manual_seed(0)
    x = torch.randn(2, 4)
    save(outdir, "biased_linear", BiasedLinear(),
         {"x": (x,), "all": (x, torch.randn(3)), "none": (x, None)})
    torch.manual_seed(0)
    save(outdir, "gated_residual", GatedResidual(),
         {"x": (x,), "skip": (x, torch.randn(2, 4)),
          "all": (x, torch.randn(2, 4), torch.randn(2, 4))})
    torch.save((), os.path.join(outdir, "empty.pt"))  # no example input at all
    print("made optional-argument models")


if __name__ == "__main__":
    main()
