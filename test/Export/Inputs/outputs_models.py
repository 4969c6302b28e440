"""Models for test/Export/atomic-outputs.test: a scripted Linear+ReLU over a
dynamic batch (m.pt), its example inputs (in.pt), inputs whose count does
not match the model (bad_inputs.pt: --verify-inputs fails on them after the
model is written to its staging directory), and a model large enough that
`--external-data=auto` puts its weights in a data file (big.pt)."""
import sys

import torch


class Small(torch.nn.Module):
    def __init__(self, n):
        super().__init__()
        self.l = torch.nn.Linear(n, n)

    def forward(self, x):
        return torch.relu(self.l(x))


def main(out):
    torch.manual_seed(0)
    torch.jit.script(Small(8)).save(f"{out}/m.pt")
    torch.save([torch.randn(2, 8)], f"{out}/in.pt")
    torch.save([torch.randn(2, 8), torch.randn(2, 8)], f"{out}/bad_inputs.pt")
    torch.jit.script(Small(64)).save(f"{out}/big.pt")
    torch.save([torch.randn(3, 64)], f"{out}/big_in.pt")


if __name__ == "__main__":
    main(sys.argv[1])
