"""The deep-model scaling benchmark's Python side (bench/deep-scaling.sh).

usage:
  deep_stack.py make OUT N        traces a stack of N residual layers
                                  (x + tanh(Linear 8x8 (x)), each its own
                                  submodule) into OUT/deep-N.pt, with its
                                  example input in OUT/inputs.pt
  deep_stack.py torch-export PT INPUTS OUT
                                  torch.jit.load(PT) and torch.onnx.export
                                  of it (opset 17, do_constant_folding), as
                                  bench/export.sh does; prints the export
                                  call's own time
  deep_stack.py nodes ONNX        the model's node count

Weights are random (seed 0) and scaled by 0.1, so the activations stay in
range however deep the stack is.
"""
import os
import sys
import time

import torch


class Layer(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(8, 8)

    def forward(self, x):
        return x + torch.tanh(self.fc(x))


class Stack(torch.nn.Module):
    def __init__(self, n):
        super().__init__()
        self.layers = torch.nn.Sequential(*[Layer() for _ in range(n)])

    def forward(self, x):
        return self.layers(x)


def scaled_stack(n):
    """Stack(n) in eval mode with its random weights scaled by 0.1."""
    model = Stack(n).eval()
    with torch.no_grad():
        for p in model.parameters():
            p.mul_(0.1)
    return model


def make(out, n):
    torch.manual_seed(0)
    model = scaled_stack(n)
    x = torch.randn(2, 8)
    traced = torch.jit.trace(model, (x,))
    traced.save(os.path.join(out, f"deep-{n}.pt"))
    torch.save((x,), os.path.join(out, "inputs.pt"))


def torch_export(pt, inputs, out):
    model = torch.jit.load(pt)
    args = tuple(torch.load(inputs))
    start = time.monotonic()
    torch.onnx.export(model, args, out, opset_version=17,
                      do_constant_folding=True, input_names=["x"],
                      output_names=["y"])
    print(f"export_s={time.monotonic() - start:.2f}")


def nodes(path):
    import onnx
    print(len(onnx.load(path, load_external_data=False).graph.node))


def main(argv):
    if len(argv) == 3 and argv[0] == "make":
        make(argv[1], int(argv[2]))
    elif len(argv) == 4 and argv[0] == "torch-export":
        torch_export(argv[1], argv[2], argv[3])
    elif len(argv) == 2 and argv[0] == "nodes":
        nodes(argv[1])
    else:
        sys.stderr.write(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
