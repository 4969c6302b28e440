"""make_model.py OUT_DIR: the model tocc-export's demo and docs/export.md
export -- a small residual image classifier, traced, with example inputs.

  OUT_DIR/classifier.pt         torch.jit.trace(model, example)
  OUT_DIR/classifier.inputs.pt  torch.save((example,)), a [2, 3, 32, 32] batch
"""
import os
import sys

import torch


class Block(torch.nn.Module):
    """conv-bn-relu-conv-bn plus the input, then relu (ResNet's basic block)."""

    def __init__(self, channels):
        super().__init__()
        self.conv1 = torch.nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn1 = torch.nn.BatchNorm2d(channels)
        self.conv2 = torch.nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn2 = torch.nn.BatchNorm2d(channels)

    def forward(self, x):
        y = torch.relu(self.bn1(self.conv1(x)))
        return torch.relu(x + self.bn2(self.conv2(y)))


class Classifier(torch.nn.Module):
    def __init__(self, classes=10):
        super().__init__()
        self.stem = torch.nn.Conv2d(3, 16, 3, stride=2, padding=1)
        self.blocks = torch.nn.Sequential(Block(16), Block(16))
        self.head = torch.nn.Linear(16, classes)

    def forward(self, image):
        x = torch.relu(self.stem(image))
        x = self.blocks(x)
        x = torch.nn.functional.adaptive_avg_pool2d(x, 1).flatten(1)
        return torch.softmax(self.head(x), dim=1)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    model = Classifier().eval()
    # Untrained batch norms are identities; give them statistics.
    with torch.no_grad():
        for m in model.modules():
            if isinstance(m, torch.nn.BatchNorm2d):
                m.running_mean.uniform_(-0.2, 0.2)
                m.running_var.uniform_(0.5, 1.5)
    example = torch.randn(2, 3, 32, 32)
    torch.jit.trace(model, example).save(os.path.join(out, "classifier.pt"))
    torch.save((example,), os.path.join(out, "classifier.inputs.pt"))


if __name__ == "__main__":
    main()
