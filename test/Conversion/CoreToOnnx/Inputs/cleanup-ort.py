"""Data for cleanup-ort.test: a scripted model whose lowering computes
shapes from a symbolic batch dim and from static dims, its inputs at two
batch sizes (a torch.save'd tuple for onnx-opt, TensorProto files for
utils/ort/run.js); `topb` turns an `onnx-opt --run-output` file into
TensorProto files.

  cleanup-ort.py model DIR
  cleanup-ort.py topb OUT.pt PREFIX     # PREFIX_0.pb, PREFIX_1.pb, ...
"""
import os
import sys

import torch
from onnx import numpy_helper


class Model(torch.nn.Module):
    def forward(self, x):
        b = x.size(0)
        y = x.flatten(1)                     # [b, 48]: Shape, Slice, ReduceProd
        z = y.view(b, 12, -1)                # [b, 12, 4]
        c = x.size(1) * x.size(2)            # 12, from static dims
        w = z.reshape(z.size(0), c, z.size(2)) * 2.0
        u = w.unsqueeze(1).squeeze(1)
        v = torch.zeros(x.size(1), x.size(2)).sum() + x.size(3)
        t = y.view(-1, x.size(1), 16).sum(2).sum(1)   # [b]
        # Transpose(Transpose(x)): one Transpose, perm [0, 1, 3, 2].
        q = x.permute(0, 2, 3, 1).transpose(1, 3).reshape(b, 12, 4)
        return torch.relu(u) + v + t.view(b, 1, 1) + q


def main():
    if sys.argv[1] == "model":
        out = sys.argv[2]
        os.makedirs(out, exist_ok=True)
        torch.jit.script(Model()).save(os.path.join(out, "model.pt"))
        torch.manual_seed(0)
        for b in (2, 5):
            x = torch.randn(b, 3, 4, 4)
            torch.save((x,), os.path.join(out, "in%d.pt" % b))
            t = numpy_helper.from_array(x.numpy(), "x")
            with open(os.path.join(out, "x%d.pb" % b), "wb") as f:
                f.write(t.SerializeToString())
    elif sys.argv[1] == "topb":
        outs = torch.load(sys.argv[2])
        if isinstance(outs, torch.Tensor):
            outs = (outs,)
        for i, o in enumerate(outs):
            t = numpy_helper.from_array(o.numpy())
            with open("%s_%d.pb" % (sys.argv[3], i), "wb") as f:
                f.write(t.SerializeToString())
    else:
        sys.exit("usage: cleanup-ort.py model DIR | topb OUT.pt PREFIX")


if __name__ == "__main__":
    main()
