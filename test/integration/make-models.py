"""Builds the integration corpus: real models, saved for tocc-export.

usage: make-models.py OUTDIR [--jobs N] [--models a,b] [--group corpus|control-flow]

For every model (random weights from torch.manual_seed, eval mode) it writes
OUTDIR/NAME.pt (torch.jit.trace or torch.jit.script of the module, saved),
OUTDIR/NAME.inputs.pt (torch.save of the example input tuple) and one
OUTDIR/manifest.json with, per model: file names, input and output names,
dynamic axes in torch.onnx's string form as tocc-export's --dynamic-axes
takes it, tolerances, opsets, and whether the module was traced or scripted.
The control-flow group (--group control-flow) holds scripted models whose
`if`s and loops depend on input values and sizes; their manifest entries
list `paths`, more input tuples (OUTDIR/NAME.pathK.pt) that take the paths
the example inputs do not. Models are built by N worker processes (default 2); the manifest lists them
in the order of MODELS below whatever order they finish in.

Inputs are small (64x64 images, batch 2, short sequences) so that the whole
corpus exports and verifies at three opsets within CI's budget
(docs/testing.md). Integer inputs are reduced modulo their table size inside
the models that index with them, so any integers tocc-export's --verify
draws for other sizes are valid.

Scripted models here are audio1d_scripted and mlp_scripted; the scripted
control-flow models are the control-flow group. Scripted recurrent layers
are not in the corpus: test/Frontend/rnn-layers.test exports and verifies
them, scripted and traced; the traced LSTM and GRU here cover the
recurrent layers in a model. Scripted
GroupNorm/InstanceNorm likewise keep list arithmetic on the input's size
(aten.add.t, aten.slice.t) and are covered traced.
"""
import argparse
import json
import math
import multiprocessing
import os
import sys
import time
import warnings
from typing import List

import torch
import torch.nn as nn
import torch.nn.functional as F

# The opsets a model may be exported at (run-corpus.py's --opsets picks):
# 11, 13 and 17 for the whole corpus; 22 and 23 for opsets-22-23.test.
OPSETS = [11, 13, 17, 22, 23]
# Image models: one batch-2 64x64 image; 'batch' dynamic.
IMAGE = (2, 3, 64, 64)
DEFAULT_TOL = {"rtol": 1e-3, "atol": 1e-5}


# --- hand-written models ----------------------------------------------------

class GPTBlock(nn.Module):
    """One pre-norm GPT-2 block: causal self-attention and a GELU MLP."""

    def __init__(self, dim=32, heads=4):
        super().__init__()
        self.heads = heads
        self.ln1 = nn.LayerNorm(dim)
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)
        self.ln2 = nn.LayerNorm(dim)
        self.fc = nn.Linear(dim, 4 * dim)
        self.out = nn.Linear(4 * dim, dim)

    def forward(self, x):
        b, t, c = x.shape
        q, k, v = self.qkv(self.ln1(x)).split(c, dim=2)
        q = q.view(b, t, self.heads, c // self.heads).transpose(1, 2)
        k = k.view(b, t, self.heads, c // self.heads).transpose(1, 2)
        v = v.view(b, t, self.heads, c // self.heads).transpose(1, 2)
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(c // self.heads))
        causal = torch.ones(t, t, device=x.device).tril().bool()
        att = att.masked_fill(~causal, float("-inf")).softmax(dim=-1)
        y = (att @ v).transpose(1, 2).reshape(b, t, c)
        x = x + self.proj(y)
        return x + self.out(F.gelu(self.fc(self.ln2(x)), approximate="tanh"))


class LSTMTagger(nn.Module):
    """Embedding-free sequence tagger: 2-layer LSTM and a linear head."""

    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(8, 16, num_layers=2, batch_first=True)
        self.head = nn.Linear(16, 5)

    def forward(self, x):
        y, _ = self.lstm(x)
        return self.head(y)


class GRUEncoder(nn.Module):
    """Bidirectional GRU; returns the sequence and the final hidden states."""

    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(8, 12, batch_first=True, bidirectional=True)

    def forward(self, x):
        y, h = self.gru(x)
        return y, h


class Interpolate(nn.Module):
    """A decoder head: nearest and bilinear upsampling between convs."""

    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv2d(3, 8, 3, padding=1)
        self.c2 = nn.Conv2d(8, 4, 3, padding=1)

    def forward(self, x):
        y = F.interpolate(F.relu(self.c1(x)), scale_factor=2.0, mode="nearest")
        y = F.interpolate(self.c2(y), scale_factor=0.5, mode="bilinear", align_corners=False)
        return y + F.interpolate(x[:, :1], size=(y.shape[2], y.shape[3]), mode="bilinear",
                                 align_corners=True)


class Padding(nn.Module):
    """F.pad in its constant, reflect and replicate modes."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3)

    def forward(self, x):
        a = self.conv(F.pad(x, (1, 1, 1, 1), mode="reflect"))
        b = F.pad(a, (2, 0, 0, 1), mode="constant", value=0.5)
        return F.pad(b, (1, 1, 1, 1), mode="replicate")


class GatherScatter(nn.Module):
    """Indices computed from the data: argsort, gather, scatter and index_select."""

    def forward(self, x):
        idx = x.argsort(dim=1)
        g = torch.gather(x, 1, idx)
        s = torch.zeros_like(x).scatter(1, idx, g * 2.0)
        a = torch.zeros_like(x).scatter_add(1, idx[:, :2], x[:, :2])
        return s + a + x.index_select(1, torch.tensor([2, 0, 1])).sum(dim=1, keepdim=True)


class TopK(nn.Module):
    def forward(self, x):
        values, indices = torch.topk(x, k=3, dim=-1)
        smallest, _ = torch.topk(x, k=2, dim=1, largest=False)
        return values * 2.0, indices, smallest


class CumSum(nn.Module):
    def forward(self, x):
        # Forward and reverse running sums; cumprod has no decomposition
        # (ONNX has no CumProd), so it is not in the corpus.
        return x.cumsum(dim=1) + x.flip(1).cumsum(dim=1).flip(1), x.exp().cumsum(dim=-1).log()


class Einsum(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.randn(6, 5))

    def forward(self, a, b):
        scores = torch.einsum("bid,bjd->bij", a, b)
        proj = torch.einsum("bjd,de->bje", b, self.w)
        return torch.einsum("bij,bje->bie", scores.softmax(-1), proj), torch.einsum("bid->bd", a)


class Norms(nn.Module):
    """Conv with GroupNorm and InstanceNorm, then LayerNorm over channels last."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, padding=1)
        self.gn = nn.GroupNorm(4, 8)
        self.inorm = nn.InstanceNorm2d(8, affine=True)
        self.ln = nn.LayerNorm(8)

    def forward(self, x):
        y = self.inorm(F.silu(self.gn(self.conv(x))))
        return self.ln(y.permute(0, 2, 3, 1)).permute(0, 3, 1, 2)


class EmbeddingBag(nn.Module):
    """Token embedding with positions, mean-pooled; tokens taken mod the vocabulary."""

    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(100, 16)
        self.pos = nn.Embedding(64, 16)
        self.head = nn.Linear(16, 4)

    def forward(self, tokens):
        tokens = tokens.remainder(100)
        pos = torch.arange(tokens.shape[1], device=tokens.device).remainder(64)
        h = self.tok(tokens) + self.pos(pos).unsqueeze(0)
        return self.head(h.mean(dim=1))


class MultiIO(nn.Module):
    """Two inputs (an image and a feature vector), two outputs."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, stride=2, padding=1)
        self.fc = nn.Linear(5, 8)
        self.cls = nn.Linear(8, 3)

    def forward(self, image, features):
        pooled = F.adaptive_avg_pool2d(F.relu(self.conv(image)), 1).flatten(1)
        joint = pooled * torch.sigmoid(self.fc(features))
        return self.cls(joint).log_softmax(dim=1), joint.max(dim=1).values


class Fp16Activations(nn.Module):
    """fp16 end to end, built from ops both runtimes have in Half on CPU.
    LibTorch 1.13's CPU kernels lack Half sigmoid, tanh, exp, erf, sqrt,
    clamp, relu (clamp_min) and softmax, so the activations are written with
    where/abs/div (leaky relu, softsign), with sums, means and max."""

    def forward(self, x, y):
        a = torch.where(x > 0, x, x * 0.125) * y + torch.maximum(x, y).abs()
        soft = a / (a.abs() + 1.0)
        return soft - soft.mean(dim=-1, keepdim=True), torch.cat([x, -y], dim=1).amax(dim=1)


class TinyUNet(nn.Module):
    """Encoder-decoder with a skip connection: maxpool, transposed conv, cat."""

    def __init__(self):
        super().__init__()
        self.enc1 = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU())
        self.enc2 = nn.Sequential(nn.Conv2d(8, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU())
        self.up = nn.ConvTranspose2d(16, 8, 2, stride=2)
        self.dec = nn.Conv2d(16, 2, 3, padding=1)

    def forward(self, x):
        e1 = self.enc1(x)
        e2 = self.enc2(F.max_pool2d(e1, 2))
        # Odd sizes lose a row or column to the pooling: resize the
        # upsampled map to the skip's size. (F.pad by the size difference
        # would be the classic fix, but aten.pad with computed pads does not
        # decompose yet: "argument 'pad' must be a constant list of ints".)
        u = F.interpolate(self.up(e2), size=(e1.shape[2], e1.shape[3]), mode="nearest")
        return self.dec(torch.cat([u, e1], dim=1))


class Audio1d(nn.Module):
    """Conv1d keyword spotter: conv, batch norm, GELU, pooling over time."""

    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv1d(4, 16, 5, padding=2)
        self.bn = nn.BatchNorm1d(16)
        self.c2 = nn.Conv1d(16, 16, 3, dilation=2, padding=2, groups=4)
        self.head = nn.Linear(16, 6)

    def forward(self, x):
        y = F.gelu(self.bn(self.c1(x)))
        y = F.avg_pool1d(F.elu(self.c2(y)), 2, ceil_mode=False)
        return self.head(F.adaptive_max_pool1d(y, 1).squeeze(-1))


class ScriptedMLP(nn.Module):
    """Scripted, control-flow free: linear layers, hardswish, leaky relu."""

    def __init__(self):
        super().__init__()
        self.l1 = nn.Linear(10, 32)
        self.l2 = nn.Linear(32, 32)
        self.l3 = nn.Linear(32, 3)

    def forward(self, x):
        h = F.hardswish(self.l1(x))
        h = F.leaky_relu(self.l2(h), 0.1) + h
        return torch.softmax(self.l3(h), dim=-1)


class PixelShuffleSR(nn.Module):
    """Super-resolution head: conv to r*r channels and pixel shuffle."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 12, 3, padding=1)
        self.shuffle = nn.PixelShuffle(2)

    def forward(self, x):
        return torch.sigmoid(self.shuffle(self.conv(x)))


class MHAttention(nn.Module):
    """nn.MultiheadAttention with a key padding built from the data."""

    def __init__(self):
        super().__init__()
        self.mha = nn.MultiheadAttention(16, 2, batch_first=True)

    def forward(self, q, kv):
        y, w = self.mha(q, kv, kv)
        return y, w


# --- the corpus ---------------------------------------------------------------

def torchvision_model(name, **kwargs):
    import torchvision
    return getattr(torchvision.models, name)(weights=None, **kwargs)


def image(name, dynamic="x:0=batch", tol=None, size=IMAGE, **kwargs):
    return {"build": lambda: torchvision_model(name, **kwargs),
            "inputs": lambda: (torch.randn(*size),),
            "input_names": ["x"], "output_names": ["logits"],
            "dynamic_axes": dynamic, "tol": tol or DEFAULT_TOL}


def small_vit():
    from torchvision.models.vision_transformer import VisionTransformer
    return VisionTransformer(image_size=64, patch_size=16, num_layers=2, num_heads=4,
                             hidden_dim=64, mlp_dim=128, num_classes=10)


def transformer_encoder():
    layer = nn.TransformerEncoderLayer(d_model=32, nhead=4, dim_feedforward=64,
                                       batch_first=True, dropout=0.0)
    return nn.TransformerEncoder(layer, num_layers=2, enable_nested_tensor=False)


MODELS = {
    # torchvision classification models, traced with a dynamic batch.
    "resnet18": image("resnet18", dynamic="x:0=batch,2=height,3=width"),
    "mobilenet_v2": image("mobilenet_v2"),
    "mobilenet_v3_small": image("mobilenet_v3_small", dynamic="x:0=batch,2=height,3=width"),
    "efficientnet_b0": image("efficientnet_b0"),
    "squeezenet1_1": image("squeezenet1_1"),
    "shufflenet_v2_x0_5": image("shufflenet_v2_x0_5"),
    "mnasnet0_5": image("mnasnet0_5"),
    "regnet_y_400mf": image("regnet_y_400mf"),
    "googlenet": image("googlenet", aux_logits=False, init_weights=True),
    "convnext_tiny": image("convnext_tiny", tol={"rtol": 1e-3, "atol": 1e-4}),
    "swin_t": image("swin_t", tol={"rtol": 1e-3, "atol": 1e-4}),
    "vit_small": {"build": small_vit, "inputs": lambda: (torch.randn(*IMAGE),),
                  "input_names": ["x"], "output_names": ["logits"],
                  "dynamic_axes": "x:0=batch", "tol": {"rtol": 1e-3, "atol": 1e-4},
                  "note": "vit_b_16's architecture (torchvision VisionTransformer) at "
                          "64x64 with 2 layers and width 64, to fit CI's budget"},
    # Sequence models.
    "transformer_encoder": {"build": transformer_encoder,
                            "inputs": lambda: (torch.randn(2, 7, 32),),
                            "input_names": ["src"], "output_names": ["memory"],
                            "dynamic_axes": "src:0=batch,1=seq", "tol": DEFAULT_TOL},
    "gpt_block": {"build": GPTBlock, "inputs": lambda: (torch.randn(2, 6, 32),),
                  "input_names": ["x"], "output_names": ["y"],
                  "dynamic_axes": "x:0=batch,1=seq;y:0=batch,1=seq", "tol": DEFAULT_TOL},
    # Recurrent layers are ONNX LSTM/GRU nodes: batch and sequence length
    # are both dynamic.
    "lstm": {"build": LSTMTagger, "inputs": lambda: (torch.randn(2, 5, 8),),
             "input_names": ["x"], "output_names": ["tags"],
             "dynamic_axes": "x:0,1", "tol": DEFAULT_TOL},
    "gru": {"build": GRUEncoder, "inputs": lambda: (torch.randn(3, 4, 8),),
            "input_names": ["x"], "output_names": ["seq", "hidden"],
            "dynamic_axes": "x:0=batch,1=seq", "tol": DEFAULT_TOL},
    "mha": {"build": MHAttention, "inputs": lambda: (torch.randn(2, 3, 16), torch.randn(2, 5, 16)),
            "input_names": ["q", "kv"], "output_names": ["y", "weights"],
            "dynamic_axes": "q:0=batch,1=tq;kv:0=batch,1=tk", "tol": DEFAULT_TOL},
    "embedding": {"build": EmbeddingBag,
                  "inputs": lambda: (torch.randint(0, 100, (2, 9)),),
                  "input_names": ["tokens"], "output_names": ["logits"],
                  "dynamic_axes": "tokens:0=batch,1=seq", "tol": DEFAULT_TOL},
    "audio1d": {"build": Audio1d, "inputs": lambda: (torch.randn(2, 4, 40),),
                "input_names": ["x"], "output_names": ["logits"],
                "dynamic_axes": "x:0=batch,2=time", "tol": DEFAULT_TOL},
    # Op families.
    "interpolate": {"build": Interpolate, "inputs": lambda: (torch.randn(1, 3, 16, 20),),
                    "input_names": ["x"], "output_names": ["y"],
                    "dynamic_axes": "x:0=batch,2=height,3=width", "tol": DEFAULT_TOL},
    "pad": {"build": Padding, "inputs": lambda: (torch.randn(2, 3, 12, 10),),
            "input_names": ["x"], "output_names": ["y"],
            "dynamic_axes": "x:0=batch,2=height,3=width", "tol": DEFAULT_TOL},
    "gather_scatter": {"build": GatherScatter, "inputs": lambda: (torch.randn(3, 6),),
                       "input_names": ["x"], "output_names": ["y"],
                       "dynamic_axes": "x:0=batch", "tol": DEFAULT_TOL},
    "topk": {"build": TopK, "inputs": lambda: (torch.randn(2, 5, 8),),
             "input_names": ["x"], "output_names": ["values", "indices", "smallest"],
             "dynamic_axes": "x:0=batch", "tol": DEFAULT_TOL},
    "cumsum": {"build": CumSum, "inputs": lambda: (torch.randn(2, 7, 3),),
               "input_names": ["x"], "output_names": ["sums", "products"],
               "dynamic_axes": "x:0=batch,1=steps", "tol": DEFAULT_TOL},
    "einsum": {"build": Einsum, "inputs": lambda: (torch.randn(2, 3, 6), torch.randn(2, 4, 6)),
               "input_names": ["a", "b"], "output_names": ["attended", "summed"],
               "dynamic_axes": "a:0=batch,1=n;b:0=batch,1=m", "tol": DEFAULT_TOL},
    "norms": {"build": Norms, "inputs": lambda: (torch.randn(2, 3, 10, 12),),
              "input_names": ["x"], "output_names": ["y"],
              "dynamic_axes": "x:0=batch,2=height,3=width", "tol": DEFAULT_TOL},
    "multi_io": {"build": MultiIO, "inputs": lambda: (torch.randn(2, 3, 16, 16), torch.randn(2, 5)),
                 "input_names": ["image", "features"], "output_names": ["log_probs", "peak"],
                 "dynamic_axes": "image:0=batch,2=height,3=width;features:0=batch",
                 "tol": DEFAULT_TOL},
    "fp16": {"build": Fp16Activations, "dtype": torch.float16,
             "inputs": lambda: (torch.randn(2, 8).half(), torch.randn(2, 8).half()),
             "input_names": ["x", "y"], "output_names": ["mixed", "peak"],
             "dynamic_axes": "x:0=batch;y:0=batch", "tol": {"rtol": 1e-2, "atol": 1e-2},
             "note": Fp16Activations.__doc__.split("\n")[0] + " (see the class's comment)"},
    "unet": {"build": TinyUNet, "inputs": lambda: (torch.randn(1, 3, 32, 32),),
             "input_names": ["x"], "output_names": ["mask"],
             "dynamic_axes": "x:0=batch,2=height,3=width", "tol": DEFAULT_TOL},
    "pixel_shuffle": {"build": PixelShuffleSR, "inputs": lambda: (torch.randn(1, 3, 8, 8),),
                      "input_names": ["x"], "output_names": ["y"],
                      "dynamic_axes": "x:0=batch,2=height,3=width", "tol": DEFAULT_TOL},
    "audio1d_scripted": {"build": Audio1d, "script": True,
                         "inputs": lambda: (torch.randn(2, 4, 40),),
                         "input_names": ["x"], "output_names": ["logits"],
                         "dynamic_axes": "x:0=batch,2=time", "tol": DEFAULT_TOL},
    "mlp_scripted": {"build": ScriptedMLP, "script": True,
                     "inputs": lambda: (torch.randn(3, 10),),
                     "input_names": ["x"], "output_names": ["probs"],
                     "dynamic_axes": "x:0", "tol": DEFAULT_TOL},
}


# --- Control flow (--group control-flow, docs/control-flow.md) --------------
# Scripted models whose control flow depends on input values and sizes; each
# has `paths`: more input tuples that take the paths the example does not
# (run-corpus.py verifies the export on every one of them).


class IfOnValues(nn.Module):
    """`if` on tensor values, nested, and branches of different shapes."""

    def forward(self, x):
        if bool(x.sum() > 0):
            y = torch.relu(x) * 2
        else:
            y = torch.sigmoid(x) - 1
        if bool(x.mean() > 0.5):
            y = y + 1
        if bool(x.max() > 2.0):
            z = x[: x.size(0) // 2]
        else:
            z = torch.cat([x, x], 0)
        return y, z


class ForOverShape(nn.Module):
    """`for` over a size and over range(1, n), reading the loop index."""

    def forward(self, x):
        acc = torch.zeros_like(x[0])
        for i in range(x.size(0)):
            acc = acc + x[i] * (i + 1)
        for j in range(1, x.size(1), 2):
            acc = acc - x[0, j]
        return acc


class WhileDataDependent(nn.Module):
    """`while` until the values grow past a bound, and a `for` that breaks."""

    def forward(self, x):
        n = 0
        while bool(x.abs().sum() < 100.0) and n < 50:
            x = x * 2 + 0.5
            n += 1
        acc = torch.zeros_like(x)
        for i in range(x.size(0)):
            if bool(acc.sum() > 1000.0):
                break
            acc = acc + x[i]
        return x, n, acc


class GrowingConcat(nn.Module):
    """A tensor grown by a concatenation per iteration (prefix sums)."""

    def forward(self, x):
        out = x[:, :1]
        for i in range(1, x.size(1)):
            out = torch.cat([out, out[:, -1:] + x[:, i:i + 1]], dim=1)
        return out


class RNNCellLoop(nn.Module):
    """An RNN cell unrolled by a loop over the sequence (time-major)."""

    def __init__(self):
        super().__init__()
        self.cell = nn.RNNCell(4, 8)
        self.out = nn.Linear(8, 3)

    def forward(self, x):
        h = torch.zeros(x.size(1), 8)
        for t in range(x.size(0)):
            h = self.cell(x[t], h)
        return self.out(h)


class RNNStepOutputs(nn.Module):
    """Every step's hidden state appended to a list and stacked (scan outputs)."""

    def __init__(self):
        super().__init__()
        self.cell = nn.GRUCell(4, 6)

    def forward(self, x):
        h = torch.zeros(x.size(1), 6)
        outs: List[torch.Tensor] = []
        for t in range(x.size(0)):
            h = self.cell(x[t], h)
            outs.append(h)
        return torch.stack(outs, 1), torch.cat(outs, 0), h


CONTROL_FLOW = {
    "if_values": {"build": IfOnValues, "script": True,
                  "inputs": lambda: (torch.rand(4, 3) + 0.1,),
                  "paths": lambda: [(-torch.rand(4, 3) - 0.1,), (torch.rand(6, 3) * 0.5,),
                                    (torch.rand(4, 3) * 0.2 + 2.5,)],
                  "input_names": ["x"], "output_names": ["y", "z"],
                  "dynamic_axes": "x:0=batch,1=features", "tol": DEFAULT_TOL},
    "for_shape": {"build": ForOverShape, "script": True,
                  "inputs": lambda: (torch.randn(3, 5),),
                  "paths": lambda: [(torch.randn(1, 1),), (torch.randn(5, 2),)],
                  "input_names": ["x"], "output_names": ["acc"],
                  "dynamic_axes": "x:0=steps,1=features", "tol": DEFAULT_TOL},
    "while_data": {"build": WhileDataDependent, "script": True,
                   "inputs": lambda: (torch.randn(3, 4),),
                   "paths": lambda: [(torch.full((3, 4), 50.0),), (torch.full((2, 4), 1e-3),),
                                     (torch.full((5, 4), 400.0),)],
                   "input_names": ["x"], "output_names": ["grown", "steps", "acc"],
                   "dynamic_axes": "x:0=batch", "tol": DEFAULT_TOL},
    "grow_concat": {"build": GrowingConcat, "script": True,
                    "inputs": lambda: (torch.randn(2, 5),),
                    "paths": lambda: [(torch.randn(3, 1),)],
                    "input_names": ["x"], "output_names": ["prefix"],
                    "dynamic_axes": "x:0=batch,1=steps", "tol": DEFAULT_TOL},
    "rnn_cell_loop": {"build": RNNCellLoop, "script": True,
                      "inputs": lambda: (torch.randn(5, 2, 4),),
                      "paths": lambda: [(torch.randn(1, 3, 4),)],
                      "input_names": ["x"], "output_names": ["logits"],
                      "dynamic_axes": "x:0=steps,1=batch", "tol": DEFAULT_TOL},
    "rnn_step_outputs": {"build": RNNStepOutputs, "script": True,
                         "inputs": lambda: (torch.randn(4, 2, 4),),
                         "paths": lambda: [(torch.randn(1, 1, 4),)],
                         "input_names": ["x"], "output_names": ["per_batch", "flat", "last"],
                         "dynamic_axes": "x:0=steps,1=batch", "tol": DEFAULT_TOL},
}

GROUPS = {"corpus": MODELS, "control-flow": CONTROL_FLOW}


def build_one(args):
    name, outdir, group = args
    spec = GROUPS[group][name]
    torch.set_num_threads(1)
    torch.manual_seed(0)
    start = time.time()
    module = spec["build"]().eval()
    if spec.get("dtype") is not None:
        module = module.to(spec["dtype"])
    inputs = spec["inputs"]()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if spec.get("script"):
            saved = torch.jit.script(module)
        else:
            saved = torch.jit.trace(module, inputs, check_trace=False)
    saved.save(os.path.join(outdir, name + ".pt"))
    torch.save(inputs, os.path.join(outdir, name + ".inputs.pt"))
    entry = {
        "name": name,
        "model": name + ".pt",
        "inputs": name + ".inputs.pt",
        "input_names": spec["input_names"],
        "output_names": spec["output_names"],
        "dynamic_axes": spec["dynamic_axes"],
        "rtol": spec["tol"]["rtol"],
        "atol": spec["tol"]["atol"],
        "opsets": spec.get("opsets", OPSETS),
        "traced": not spec.get("script", False),
    }
    if "note" in spec:
        entry["note"] = spec["note"]
    if "paths" in spec:
        entry["paths"] = []
        for k, path_inputs in enumerate(spec["paths"]()):
            file = f"{name}.path{k + 1}.pt"
            torch.save(path_inputs, os.path.join(outdir, file))
            entry["paths"].append(file)
    return entry, time.time() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("outdir")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--models", help="comma-separated subset of the corpus")
    parser.add_argument("--group", choices=sorted(GROUPS), default="corpus",
                        help="the corpus, or the control-flow models")
    args = parser.parse_args()
    group = GROUPS[args.group]
    names = list(group)
    if args.models:
        names = args.models.split(",")
        unknown = [n for n in names if n not in group]
        if unknown:
            sys.exit(f"make-models.py: error: unknown models: {', '.join(unknown)}")
    os.makedirs(args.outdir, exist_ok=True)
    jobs = [(n, args.outdir, args.group) for n in names]
    if args.jobs > 1:
        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            results = pool.map(build_one, jobs, chunksize=1)
    else:
        results = [build_one(j) for j in jobs]
    for entry, seconds in results:
        print(f"built {entry['name']} ({'traced' if entry['traced'] else 'scripted'}) "
              f"in {seconds:.1f}s")
    with open(os.path.join(args.outdir, "manifest.json"), "w") as f:
        json.dump({"models": [e for e, _ in results]}, f, indent=1)
    print(f"make-models: {len(results)} models")


if __name__ == "__main__":
    main()
