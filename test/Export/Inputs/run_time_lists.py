"""Programs whose tensor lists have a length known only at run time, for
test/Export/run-time-lists.test (docs/torchscript.md, "Lists whose length
is known at run time"): they export as ONNX sequences.

usage: run_time_lists.py OUTDIR   (writes NAME.pt and NAME.inputs.pt, and
NAME.sizes.pt: inputs of other sizes for --verify-inputs)
"""
import os
import sys
from typing import List

import torch
import torch.nn as nn


class LastOfLoop(nn.Module):
    """Appends in a loop over a dynamic dim, then reads the list's last
    element, its length and cat along dim 1 (no scan output covers it)."""

    def forward(self, x):
        outs: List[torch.Tensor] = []
        for i in range(x.size(0)):
            outs.append(x[i] * float(i + 1))
        return outs[-1] + float(len(outs)), torch.cat(outs, 1)


class CondAppend(nn.Module):
    """Appends only the rows whose sum is positive, then stacks them
    (with one more row first, so the list is never empty)."""

    def forward(self, x):
        outs: List[torch.Tensor] = [x[0] * 0.0]
        for i in range(x.size(0)):
            if bool(x[i].sum() > 0):
                outs.append(x[i])
        return torch.stack(outs, 0), torch.stack(outs, 1)


class WhileAppend(nn.Module):
    """A while loop with a data-dependent stop that appends, pops and
    inserts."""

    def forward(self, x):
        outs: List[torch.Tensor] = []
        acc = x[0]
        i = 0
        while i < x.size(0) and bool(acc.sum() < 100.0):
            acc = acc + x[i].abs()
            outs.append(acc)
            i += 1
        outs.insert(0, x[0])
        outs.insert(-1, x[0] * 2.0)
        last = outs.pop()
        first = outs.pop(0)
        return torch.cat(outs, 0) + last.sum() + first.sum()


class BreakAppend(nn.Module):
    """A for loop that appends until a data-dependent break, then an insert
    at a run-time index and an assignment to an element."""

    def forward(self, x):
        outs: List[torch.Tensor] = []
        for i in range(x.size(0)):
            if bool(x[i].sum() > 1.0):
                break
            outs.append(x[i] + 1.0)
        outs.append(x[0])
        outs.insert(x.size(0) // 2, x[-1])
        outs[0] = outs[0] * 3.0
        return torch.stack(outs, 0).sum(0)


class SplitPieces(nn.Module):
    """split/chunk/unbind over a dynamic dim, iterated, indexed, measured
    and joined again."""

    def forward(self, x, k):
        pieces = torch.split(x, 2, 0)
        total = pieces[0].sum(0)
        for p in pieces:
            total = total + p.sum(0)
        rows = x.unbind(0)
        idx = int(k.sum()) % len(rows)
        parts = x.chunk(3, 1)
        sq = [r * r for r in rows]
        return (total + rows[idx] + float(len(pieces)),
                torch.cat(pieces[1:], 0), torch.stack(sq, 1),
                torch.cat(parts[::2] + parts[:1], 1))


class SplitRead(nn.Module):
    """split and unbind pieces along dynamic dims read without being
    changed: no loop or if carries them, so opset 11 exports it too."""

    def forward(self, x):
        pieces = torch.split(x, 3, 1)
        rows = x.unbind(0)
        acc = rows[0] * 0.0
        for r in rows:
            acc = acc + r.relu()
        last = pieces[len(pieces) - 1].sum(1)
        return (acc + rows[-1] * float(len(pieces)),
                torch.cat(pieces, 1) * 2.0, torch.stack(rows, 1), last)


class SumOfList(nn.Module):
    """A list comprehension over unbind, summed by a loop."""

    def forward(self, x):
        ys = [torch.relu(t) - 0.5 for t in x.unbind(1)]
        s = torch.zeros_like(ys[0])
        for y in ys:
            s = s + y
        return s


class ReturnsPieces(nn.Module):
    """Returns the pieces themselves: an error (outputs stay tensors)."""

    def forward(self, x) -> List[torch.Tensor]:
        return list(x.unbind(0))


class ReturnsAppended(nn.Module):
    """Returns a list a loop appends to, as many elements as its int
    argument: the same error, not a model without outputs."""

    def forward(self, x, n: int) -> List[torch.Tensor]:
        out: List[torch.Tensor] = []
        for i in range(n):
            x = x * 2.0
            out.append(x)
        return out


MODELS = {
    # name: (module, example inputs, inputs of other sizes, dynamic axes)
    "last_of_loop": (LastOfLoop(), (torch.randn(4, 3, 2),),
                     (torch.randn(2, 3, 2),), "x:0=n"),
    "cond_append": (CondAppend(), (torch.randn(6, 3),),
                    (torch.randn(9, 3),), "x:0=n"),
    "while_append": (WhileAppend(), (torch.randn(5, 3) * 10.0,),
                     (torch.randn(40, 3),), "x:0=n"),
    "break_append": (BreakAppend(), (torch.rand(6, 3) * 0.6,),
                     (torch.rand(9, 3) * 0.5,), "x:0=n"),
    "split_pieces": (SplitPieces(), (torch.randn(7, 6), torch.tensor([5])),
                     (torch.randn(4, 9), torch.tensor([2])), "x:0=n,1=m"),
    "split_read": (SplitRead(), (torch.randn(5, 7),),
                   (torch.randn(3, 4),), "x:0=n,1=m"),
    "returns_pieces": (ReturnsPieces(), (torch.randn(3, 2),),
                       (torch.randn(4, 2),), "x:0=n"),
    "sum_of_list": (SumOfList(), (torch.randn(3, 5),),
                    (torch.randn(3, 2),), "x:1=n"),
    "returns_appended": (ReturnsAppended(), (torch.randn(2, 3), 3),
                         (torch.randn(2, 3), 4), ""),
}


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    for name, (module, inputs, sizes, _) in MODELS.items():
        module.eval()
        scripted = torch.jit.script(module)
        scripted.save(os.path.join(out, name + ".pt"))
        torch.save(inputs, os.path.join(out, name + ".inputs.pt"))
        torch.save(sizes, os.path.join(out, name + ".sizes.pt"))


if __name__ == "__main__":
    main()
