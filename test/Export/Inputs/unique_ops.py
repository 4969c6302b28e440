"""Scripted modules for test/Export/unique.test: torch.unique (flattened,
with a dim) and torch.unique_consecutive, whose results' sizes depend on
the data, on inputs with dynamic axes.

usage: unique_ops.py OUTDIR   (writes NAME.pt and NAME_inputs.pt)
"""
import os
import sys

import torch
import torch.nn as nn


class ClassCounts(nn.Module):
    """torchvision's batched_nms loops over torch.unique(idxs); here the
    labels' distinct values, each label's position among them (the input's
    dims) and how often each occurs, and the plain form."""

    def forward(self, labels):
        values, inverse, counts = torch.unique(
            labels, return_inverse=True, return_counts=True)
        return values, inverse, counts, torch.unique(labels) * 2


class UniqueRows(nn.Module):
    """unique(dim=0): the distinct rows, sorted, and each row's index among
    them; and unique(dim=1) of the transpose."""

    def forward(self, x):
        rows, inverse = torch.unique(x, return_inverse=True, dim=0)
        cols, _, counts = torch.unique(
            x.t(), return_inverse=True, return_counts=True, dim=1)
        return rows, inverse, cols, counts


class Runs(nn.Module):
    """unique_consecutive: the runs of the flattened input (the inverse has
    its dims), and the runs of equal rows."""

    def forward(self, x):
        values, inverse, counts = torch.unique_consecutive(
            x, return_inverse=True, return_counts=True)
        rows, row_counts = torch.unique_consecutive(
            x, return_counts=True, dim=0)
        return values, inverse, counts, rows, row_counts


class Unsorted(nn.Module):
    """unique(sorted=False): LibTorch's CPU kernel gives the values in hash
    order, the export sorts them (ONNX's Unique is sorted), so the values
    and their counts are the same set of rows in another order."""

    def forward(self, x):
        values, counts = torch.unique(x, sorted=False, return_counts=True)
        return values, counts, x.sum()


MODULES = {
    "class_counts": (ClassCounts,
                     lambda: (torch.randint(0, 5, (3, 7)),)),
    "unique_rows": (UniqueRows,
                    lambda: (torch.randint(0, 2, (9, 3)).float(),)),
    "runs": (Runs, lambda: (torch.tensor([[1, 1, 2], [2, 2, 2], [2, 2, 2],
                                          [0, 1, 1], [0, 1, 1], [5, 5, 1]]),)),
    "unsorted": (Unsorted, lambda: (torch.tensor([3, 1, 2, 3, 7, 5, 1, 9]),)),
}


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    for name, (cls, inputs) in MODULES.items():
        m = torch.jit.script(cls().eval())
        m.save(os.path.join(out, name + ".pt"))
        torch.save(inputs(), os.path.join(out, name + "_inputs.pt"))


if __name__ == "__main__":
    main()
