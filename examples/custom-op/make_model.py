"""make_model.py - a scripted model that calls myops::scaled_swish.

usage: python3 make_model.py LIBTOCC_MYOPS.so OUT_DIR

Writes OUT_DIR/swish_mlp.pt (Linear -> scaled_swish -> Linear, scripted)
and OUT_DIR/swish_mlp_inputs.pt (the example inputs, a tuple).
docs/custom-ops.md walks through it.
"""
import os
import sys

import torch


class SwishMLP(torch.nn.Module):
    def __init__(self, beta: float = 1.5):
        super().__init__()
        self.fc1 = torch.nn.Linear(8, 16)
        self.fc2 = torch.nn.Linear(16, 4)
        self.beta = beta

    def forward(self, x):
        h = torch.ops.myops.scaled_swish(self.fc1(x), self.beta)
        return self.fc2(h)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    lib, out = sys.argv[1], sys.argv[2]
    # Registers myops::scaled_swish with LibTorch, as tocc-export's
    # --load-torch-library does.
    torch.ops.load_library(lib)
    torch.manual_seed(0)
    model = torch.jit.script(SwishMLP().eval())
    x = torch.randn(3, 8)
    # The op's formula holds in eager mode too: a sanity check of the
    # library before anything is exported.
    h = model.fc1(x)
    expected = model.fc2(h * torch.sigmoid(1.5 * h))
    assert torch.allclose(model(x), expected, atol=1e-6)
    os.makedirs(out, exist_ok=True)
    model.save(os.path.join(out, "swish_mlp.pt"))
    torch.save((x,), os.path.join(out, "swish_mlp_inputs.pt"))
    print("wrote swish_mlp.pt and swish_mlp_inputs.pt")


if __name__ == "__main__":
    main()
