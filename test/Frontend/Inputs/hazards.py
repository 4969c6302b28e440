"""Writes a scripted model that reads tensor values into the host.

forward calls .item(), branches on bool(tensor) and calls .tolist(): a trace
of it (onnx-opt --trace) bakes the values read for the example input into
the graph, and tocc reports each read as a trace hazard at its line here.
test/Frontend/trace-hazards.test checks these line numbers: keep them.
usage: hazards.py OUT -> OUT/hazards{.pt,_inputs.pt,_negative_inputs.pt}
"""
import os
import sys
from typing import List

import torch
import torch.nn as nn


class Hazards(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 3)

    def forward(self, x):
        scale = x.abs().max().item()
        if bool(x.mean() > 0):
            x = x + 1.0
        first: List[float] = x[0].tolist()
        return self.fc(x) * scale + first[0]


def main(out):
    torch.manual_seed(0)
    model = torch.jit.script(Hazards())
    model.save(os.path.join(out, "hazards.pt"))
    # Positive entries: the `if` is taken, x.abs().max() is 4.25.
    x = torch.tensor([[0.5, 4.25, 1.0], [2.0, -1.5, 0.25]])
    torch.save((x,), os.path.join(out, "hazards_inputs.pt"))
    # A negative mean: the `if` is not taken.
    torch.save((-x,), os.path.join(out, "hazards_negative_inputs.pt"))


if __name__ == "__main__":
    main(sys.argv[1])
