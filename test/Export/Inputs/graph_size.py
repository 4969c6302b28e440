"""Builds the models test/Export/graph-size.test exports.

usage: graph_size.py OUTDIR

  cnn.pt           traced conv/bn/relu, max pool, conv_transpose/bn,
                   adaptive avg pool to 1x1, flatten, linear/bn1d:
                   [2, 3, 16, 16] -> [2, 5]
  cnn.inputs.pt    its example input
  cnn.nan.pt       an input with a NaN in one max pool window
"""
import os
import sys

import torch


class Cnn(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 8, 3, padding=1)
        self.bn = torch.nn.BatchNorm2d(8)
        self.up = torch.nn.ConvTranspose2d(8, 6, 2, stride=2, bias=False)
        self.up_bn = torch.nn.BatchNorm2d(6)
        self.fc = torch.nn.Linear(6, 5)
        self.fc_bn = torch.nn.BatchNorm1d(5)

    def forward(self, x):
        y = torch.max_pool2d(torch.relu(self.bn(self.conv(x))), 2)
        y = torch.relu(self.up_bn(self.up(y)))
        y = torch.nn.functional.adaptive_avg_pool2d(y, 1).flatten(1)
        return self.fc_bn(self.fc(y))


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    model = Cnn().eval()
    # Batch norms whose statistics are not the identity.
    for bn in (model.bn, model.up_bn, model.fc_bn):
        bn.running_mean.uniform_(-1, 1)
        bn.running_var.uniform_(0.5, 2)
        bn.weight.data.uniform_(0.5, 1.5)
        bn.bias.data.uniform_(-1, 1)
    x = torch.randn(2, 3, 16, 16)
    torch.jit.trace(model, (x,)).save(os.path.join(out, "cnn.pt"))
    torch.save((x,), os.path.join(out, "cnn.inputs.pt"))
    nan = x.clone()
    nan[0, 0, 5, 5] = float("nan")
    torch.save((nan,), os.path.join(out, "cnn.nan.pt"))


if __name__ == "__main__":
    main()
