"""Writes files the TorchScript importer must reject with an error.

usage: bad_models.py OUTDIR ->
  mutates_attr.pt   a scripted module that mutates an attribute in forward
                    (freezing keeps it as prim::GetAttr/SetAttr)
  state_dict.pt     a state dict saved with torch.save (not TorchScript)
  two_inputs.pt     example inputs with two tensors
"""
import os
import sys

import torch
import torch.nn as nn


class Counter(nn.Module):
    def __init__(self):
        super().__init__()
        self.count = 0

    def forward(self, x):
        # Assigned on one path only: the value read after the branch
        # depends on the data (an assignment in forward's own block is
        # resolved; docs/torchscript.md).
        if bool(x.sum() > 0):
            self.count += 1
        return x + self.count


def main(out):
    torch.jit.script(Counter()).save(os.path.join(out, "mutates_attr.pt"))
    torch.save(nn.Linear(2, 2).state_dict(), os.path.join(out, "state_dict.pt"))
    torch.save((torch.zeros(1), torch.zeros(1)), os.path.join(out, "two_inputs.pt"))


if __name__ == "__main__":
    main(sys.argv[1])
