"""Scripted programs for test/Export/torchscript-language.test: each
module uses one part of the TorchScript language the language stage
resolves (docs/torchscript.md), on inputs with dynamic axes.

usage: torchscript_language.py OUTDIR   (writes NAME.pt and NAME_inputs.pt)
"""
import math
import os
import sys
import warnings
from collections import OrderedDict
from typing import Dict, List, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F


class ScaleByDims(nn.Module):
    """math on ints: sqrt of a dynamic dim, floor, //, %, min/max, pow."""

    def forward(self, x):
        d = x.size(-1)
        scale = 1.0 / math.sqrt(d)
        half = d // 2
        r = d % 3
        m = max(half, r) + min(d, 4)
        p = float(d) ** 0.5
        return x * scale + float(m) + p + float(math.floor(p)) + float(abs(-d))


class ListBuilder(nn.Module):
    """A list built in a loop over the rank, sliced shapes, list + list."""

    def forward(self, x):
        sizes: List[int] = []
        for i in range(x.dim()):
            sizes.append(x.size(i))
        tail = sizes[1:]
        shape = [sizes[0]] + [tail[0] * tail[1]]
        outs: List[torch.Tensor] = []
        for k in range(3):
            outs.append(x * float(k + 1))
        outs.insert(0, x)
        last = outs.pop()
        return torch.cat(outs, 1).reshape(shape[0], -1) + last.sum()


class DictOut(nn.Module):
    """A dict filled in and read, then returned."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3, padding=1)

    def forward(self, x) -> Dict[str, torch.Tensor]:
        feats: Dict[str, torch.Tensor] = {}
        feats["a"] = self.conv(x)
        feats["b"] = feats["a"].relu()
        if "c" in feats:
            feats["b"] = feats["b"] * 2.0
        result = OrderedDict()
        result["out"] = feats["b"] + feats.get("a", x)
        result["n"] = x.new_full([1], float(len(feats)))
        return result


class Warns(nn.Module):
    """A warning on a size check, as loss functions have."""

    def forward(self, x, y):
        if x.size() != y.size():
            warnings.warn("sizes differ: {} and {}".format(x.size(), y.size()))
        return (x - y).abs().mean()


class TupleBranch(nn.Module):
    """An If that returns a tuple; the unpacking after it."""

    def forward(self, x, flag: bool = True):
        if flag:
            t = (x + 1.0, x * 2.0)
        else:
            t = (x, x)
        a, b = t
        return a * b


class OptionalNorm(nn.Module):
    """An Optional argument left out, and a None check on a computed
    value."""

    def __init__(self):
        super().__init__()
        self.norm: Optional[nn.LayerNorm] = nn.LayerNorm(6)

    def forward(self, x, mask: Optional[torch.Tensor] = None):
        if self.norm is not None:
            x = self.norm(x)
        if mask is not None:
            x = x.masked_fill(mask, 0.0)
        return x


class AttentionWeights(nn.Module):
    """nn.MultiheadAttention's Optional weights, asserted not None; and
    encoder-decoder attention (query is not key), whose projection is
    `(linear(q, w_q),) + linear(k, w_kv).chunk(2)`: a tuple + a list of
    pieces of a split weight."""

    def __init__(self):
        super().__init__()
        self.self_attn = nn.MultiheadAttention(16, 4)
        self.cross_attn = nn.MultiheadAttention(16, 4)

    def forward(self, x, memory):
        a, w = self.self_attn(x, x, x)
        assert w is not None
        c, _ = self.cross_attn(a, memory, memory)
        return c, w


class Pyramid(nn.Module):
    """State kept on a submodule between two method calls, as RAFT's
    CorrBlock does: build() assigns a list attribute, lookup() reads it in
    a loop over the list."""

    def __init__(self):
        super().__init__()
        self.levels: List[torch.Tensor] = [torch.zeros(1)]

    def build(self, x):
        self.levels = [x]
        for _ in range(2):
            x = F.avg_pool2d(x, 2)
            self.levels.append(x)

    def lookup(self, scale: float):
        outs = []
        for level in self.levels:
            outs.append(level.mean(dim=(2, 3)) * scale)
        return torch.cat(outs, 1)


class StatefulSubmodule(nn.Module):
    def __init__(self):
        super().__init__()
        self.pyramid = Pyramid()

    def forward(self, x):
        self.pyramid.build(x)
        y = self.pyramid.lookup(2.0)
        return y + self.pyramid.lookup(0.5)


class TupleState(nn.Module):
    """A language model's step: the LSTM state comes in as a tuple and goes
    out as one; a list of tensors comes in too. Each becomes one graph
    input per tensor (`hidden.0`, `hidden.1`, `extra.0`, ...)."""

    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(6, 5, batch_first=True)

    def forward(self, x, hidden: Tuple[torch.Tensor, torch.Tensor],
                extra: List[torch.Tensor]):
        y, (h, c) = self.lstm(x, hidden)
        for e in extra:
            y = y + e
        return y, (h, c)


class PadToMultiple(nn.Module):
    """Pad H and W up to a multiple of 8, amounts computed from the dynamic
    sizes (as detection and flow models do before a backbone)."""

    def forward(self, x):
        h, w = x.shape[-2:]
        ph = (8 - h % 8) % 8
        pw = (8 - w % 8) % 8
        return F.pad(x, [pw // 2, pw - pw // 2, 0, ph], mode="replicate")


class BranchState(nn.Module):
    """Object state assigned in branches and loops: scales set up lazily
    (`if self.scales is None`, as MultiScaleRoIAlign does), a warn-once
    flag, a counter reset and then counted in a loop, and doubled on a
    data-dependent branch."""

    scales: Optional[List[float]]

    def __init__(self):
        super().__init__()
        self.scales = None
        self._warned = False
        self.calls = 0

    def forward(self, x):
        if self.scales is None:
            self.scales = [0.5, 2.0]
        scales = self.scales
        assert scales is not None
        if not self._warned:
            self._warned = True
        self.calls = 0
        for _ in range(3):
            self.calls += 1
        if bool(x.sum() > 0):
            self.calls = self.calls * 2
        return x * scales[0] + scales[1] + self.calls


@torch.jit.script
class Boxes:
    """A TorchScript class, as torchvision's ImageList and LevelMapper."""

    def __init__(self, t: torch.Tensor, scale: float):
        self.t = t
        self.scale = scale

    def scaled(self) -> torch.Tensor:
        return self.t * self.scale


class ClassInstance(nn.Module):
    """A class instance forward creates, whose field a branch assigns."""

    def forward(self, x):
        b = Boxes(x, 2.0)
        if bool(x.mean() > 0):
            b.scale = 3.0
        return b.scaled() + b.t


class DictList(nn.Module):
    """A list of dicts whose dicts are changed through the list, as a
    detection model's postprocess does (`result[i]["boxes"] = boxes`), and
    a key test that decides a branch."""

    def forward(self, x):
        result: List[Dict[str, torch.Tensor]] = []
        for i in range(2):
            result.append({"a": x[i], "b": x[i] * 2.0})
        for i, d in enumerate(result):
            result[i]["a"] = d["a"] + 1.0
            if "c" in d:
                result[i]["c"] = d["c"] * 0.0
        return result


class RankBranch(nn.Module):
    """A value reshaped on one path of a data-dependent branch only
    (torchvision's BoxCoder.decode: `if box_sum > 0: boxes =
    boxes.reshape(box_sum, -1, 4)`): ONNX needs one rank, the export keeps
    the branch the example takes. With no row left, the kept reshape's -1
    is 0 (torch calls it ambiguous, which is why the model guards it)."""

    def forward(self, x):
        keep = torch.where(x[:, 0] > -10.0)[0]
        y = x[keep]
        n = y.size(0)
        if n > 0:
            y = y.reshape(n, -1, 4)
        return y.flatten(1).sum(1)


MODULES = {
    "scale_by_dims": (ScaleByDims, lambda: (torch.randn(2, 3, 16),)),
    "list_builder": (ListBuilder, lambda: (torch.randn(2, 3, 5),)),
    "dict_out": (DictOut, lambda: (torch.randn(1, 3, 8, 9),)),
    "warns": (Warns, lambda: (torch.randn(4, 5), torch.randn(4, 5))),
    "tuple_branch": (TupleBranch, lambda: (torch.randn(3, 4),)),
    "optional_norm": (OptionalNorm, lambda: (torch.randn(2, 5, 6),)),
    "stateful_submodule": (StatefulSubmodule, lambda: (torch.randn(2, 3, 8, 12),)),
    "tuple_state": (TupleState, lambda: (torch.randn(2, 4, 6),
                                         (torch.randn(1, 2, 5), torch.randn(1, 2, 5)),
                                         [torch.randn(1, 1, 5), torch.randn(2, 1, 5)])),
    "pad_to_multiple": (PadToMultiple, lambda: (torch.randn(1, 3, 10, 13),)),
    "attention_weights": (AttentionWeights,
                          lambda: (torch.randn(5, 2, 16), torch.randn(4, 2, 16))),
    "branch_state": (BranchState, lambda: (torch.randn(2, 5),)),
    "class_instance": (ClassInstance, lambda: (torch.randn(3, 4),)),
    "dict_list": (DictList, lambda: (torch.randn(2, 3, 4),)),
    "rank_branch": (RankBranch, lambda: (torch.randn(6, 8),)),
}


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    for name, (cls, inputs) in MODULES.items():
        m = torch.jit.script(cls().eval())
        m.save(os.path.join(out, name + ".pt"))
        torch.save(inputs(), os.path.join(out, name + "_inputs.pt"))
    # No row kept: LibTorch takes the branch the export dropped.
    torch.save((torch.full((6, 8), -20.0),), os.path.join(out, "rank_branch_empty.pt"))


if __name__ == "__main__":
    main()
