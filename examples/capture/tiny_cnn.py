"""tiny_cnn.py OUT_DIR: writes a small CNN as TorchScript, scripted and
traced, and example inputs, for docs/capture.md.

  OUT_DIR/tiny_cnn.scripted.pt  torch.jit.script(model)
  OUT_DIR/tiny_cnn.traced.pt    torch.jit.trace(model, example)
  OUT_DIR/inputs.pt             torch.save((example,))
"""
import os
import sys

import torch


class TinyCNN(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 8, kernel_size=3, stride=2, padding=1)
        self.bn = torch.nn.BatchNorm2d(8)
        self.fc = torch.nn.Linear(8, 4)

    def forward(self, image):
        x = torch.relu(self.bn(self.conv(image)))
        x = x.mean(dim=(2, 3))
        return self.fc(x)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    model = TinyCNN().eval()
    # Untrained batch norms hold equal constants that freezing would merge.
    with torch.no_grad():
        model.bn.running_mean.uniform_(-0.1, 0.1)
        model.bn.running_var.uniform_(0.5, 1.5)
    example = torch.randn(2, 3, 16, 16)
    torch.jit.script(model).save(os.path.join(out, "tiny_cnn.scripted.pt"))
    torch.jit.trace(model, example).save(os.path.join(out, "tiny_cnn.traced.pt"))
    torch.save((example,), os.path.join(out, "inputs.pt"))


if __name__ == "__main__":
    main()
