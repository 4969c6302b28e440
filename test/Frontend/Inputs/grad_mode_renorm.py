"""Writes two modules whose TorchScript keeps what freezing leaves:

usage: grad_mode_renorm.py OUTDIR -> OUTDIR/no_grad.pt (scripted: clamps
under `with torch.no_grad()`, a no_grad object entered and exited),
OUTDIR/renorm.pt (traced nn.Embedding(max_norm=1.0): embedding_renorm_
writes the weight, which freezing keeps as an attribute), and their inputs
OUTDIR/no_grad_inputs.pt, OUTDIR/renorm_inputs.pt.
"""
import os
import sys

import torch
import torch.nn as nn


class NoGrad(nn.Module):
    def forward(self, x):
        y = x.clone()
        with torch.no_grad():
            y.clamp_(min=0.5)
        return y * 2


class Renorm(nn.Module):
    def __init__(self):
        super().__init__()
        self.e = nn.Embedding(10, 4, max_norm=1.0)

    def forward(self, x):
        return self.e(x)


def main(out):
    torch.manual_seed(0)
    torch.jit.script(NoGrad().eval()).save(os.path.join(out, "no_grad.pt"))
    torch.save((torch.randn(3, 4),), os.path.join(out, "no_grad_inputs.pt"))
    x = torch.randint(0, 10, (2, 3))
    with torch.no_grad():
        torch.jit.trace(Renorm().eval(), (x,)).save(os.path.join(out, "renorm.pt"))
    torch.save((x,), os.path.join(out, "renorm_inputs.pt"))


if __name__ == "__main__":
    main(sys.argv[1])
