"""make_net.py: writes net.pt (a scripted Linear, tanh, softmax) and x.pt
(its example input, a batch of 2) into the current directory, for
docs/verify.md."""
import torch


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(8, 4)

    def forward(self, x):
        h = torch.tanh(self.fc(x))
        return h.softmax(-1)


torch.manual_seed(0)
torch.jit.script(Net().eval()).save("net.pt")
torch.save((torch.randn(2, 8),), "x.pt")
