"""Models for the tests of tocc-export's pipeline: pipeline-equivalence.test
exports each with tocc-export and replays it with onnx-opt and the pipeline
`tocc-export --print-pipeline` prints; type-by-example.test types erfinv.

usage: pipeline_models.py OUTDIR

Writes OUTDIR/NAME.pt and OUTDIR/NAME.inputs.pt (torch.manual_seed(0)):
- control_flow: scripted, a `for` over the rows (a Loop when the rows are a
  dynamic axis) and an `if` on the data (an If), x [4, 3];
- traced: torch.jit.trace of conv -> batch norm -> relu -> mean -> linear,
  x [2, 3, 8, 8];
- seg: scripted, returns a dict {"out", "aux"}, x [2, 3, 8, 8];
- erfinv: scripted, calls torch.erfinv (no decomposition: the fallback's),
  x [3, 4];
- tagger: scripted, a two-layer batch-first LSTM and a Linear, returning
  the scores and the LSTM's (h, c) tuple, x [2, 5, 6].
"""
import importlib
import os
import sys

import torch
from torch import nn

# The dict-output model of dict-outputs.test and the erfinv model of
# export.test (make-models.py), imported from their scripts next to this.
Seg = importlib.import_module("dict_outputs").Seg
Erfinv = importlib.import_module("make-models").Erfinv


class ControlFlow(nn.Module):
    def forward(self, x):
        h = torch.zeros_like(x[0])
        for i in range(x.size(0)):
            h = torch.tanh(h + x[i])
        if bool(h.sum() > 0):
            y = h * 2.0
        else:
            y = h - 1.0
        return y


class Traced(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 16, 3, padding=1)
        self.bn = nn.BatchNorm2d(16)
        self.fc = nn.Linear(16, 5)

    def forward(self, x):
        y = torch.relu(self.bn(self.conv(x)))
        return self.fc(y.mean(dim=(2, 3)))


class Tagger(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(6, 8, num_layers=2, batch_first=True)
        self.out = nn.Linear(8, 3)

    def forward(self, x):
        y, state = self.lstm(x)
        return self.out(y), state


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)

    def save(name, module, inputs):
        module.save(os.path.join(out, name + ".pt"))
        torch.save(inputs, os.path.join(out, name + ".inputs.pt"))

    save("control_flow", torch.jit.script(ControlFlow()),
         (torch.randn(4, 3),))
    x = torch.randn(2, 3, 8, 8)
    save("traced", torch.jit.trace(Traced().eval(), (x,)), (x,))
    save("seg", torch.jit.script(Seg().eval()), (torch.randn(2, 3, 8, 8),))
    save("erfinv", torch.jit.script(Erfinv()), (torch.randn(3, 4),))
    save("tagger", torch.jit.script(Tagger().eval()),
         (torch.randn(2, 5, 6),))


if __name__ == "__main__":
    main()
