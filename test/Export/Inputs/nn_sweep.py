"""The torch.nn sweep: every scriptable or traceable torch.nn module class,
scripted and traced, exported by tocc-export with the dynamic axes a user
would set and checked in ONNX Runtime against LibTorch with --verify (the
example sizes and one more size per dynamic axis).

usage: nn_sweep.py WORKDIR --tocc-export PATH [--opsets 11,13,17]
                   [--only REGEX] [--modes script,trace] [-j N]
                   [--write-doc FILE] [--check-doc FILE] [--gate]

A row is a module configuration (nn.Conv2d with padding='same', ...) in a
mode (script: torch.jit.script; trace: torch.jit.trace under no_grad), and
each opset gives it a cell:
  ok            exported, and --verify agreed at every size
  error: ...    tocc-export's first error line (its exit code was not 0)
  n/a: ...      LibTorch itself cannot script or trace the module (the
                reason torch gives); nothing to export
A row never passes silently: --verify compares every output.

--write-doc writes docs/supported-modules.md from the run. --check-doc
compares the run with that file and fails on any cell that differs, so the
file cannot go stale and a regression (ok -> error) fails the test; an
improvement fails too until the file is regenerated.
--gate runs the rows marked GATE only (the gate tier's slice); the doc
check then compares those rows only.
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import warnings

import torch
import torch.nn as nn

warnings.filterwarnings("ignore")
torch.manual_seed(0)

# --- Inputs -----------------------------------------------------------------
# An input spec: (name, dtype, dims), dims of ints (static) and names
# (dynamic: the name is the symbol, with its example size in SIZES).
SIZES = {"B": 2, "T": 5, "S": 4, "L": 9, "H": 9, "W": 10, "D": 7}


def f(name, *dims):
    return (name, torch.float32, dims)


def i64(name, *dims, high=4, low=0):
    return (name, torch.int64, dims, high, low)


def fpos(name, *dims):
    """Positive floats (variances)."""
    return (name, "positive", dims)


def make_input(spec):
    dims = [SIZES[d] if isinstance(d, str) else d for d in spec[2]]
    if spec[1] == torch.int64:
        return torch.randint(spec[4], spec[3], dims)
    if spec[1] == "positive":
        return torch.rand(*dims) + 0.1
    return torch.randn(*dims)


def dynamic_axes(specs):
    parts = []
    for spec in specs:
        axes = [f"{k}={d}" for k, d in enumerate(spec[2]) if isinstance(d, str)]
        if axes:
            parts.append(f"{spec[0]}:" + ",".join(axes))
    return ";".join(parts)


# --- Cases ------------------------------------------------------------------
# (row name, module factory, input specs, gate). The row name is how a user
# would write the module. `rows` fills CASES.
CASES = []


def case(name, make, inputs, gate=False):
    CASES.append((name, make, inputs, gate))


x1 = [f("x", "B", 3, "L")]
x2 = [f("x", "B", 3, "H", "W")]
x3 = [f("x", "B", 2, 5, "H", "W")]
feat = [f("x", "B", 8)]
seq = [f("x", "T", "B", 6)]

# Activations (elementwise on any shape).
for act in ["ReLU()", "ReLU6()", "LeakyReLU(0.2)", "PReLU()", "PReLU(3)", "RReLU()",
            "ELU(alpha=0.5)", "SELU()", "CELU(alpha=1.5)", "GELU()", "GELU(approximate='tanh')",
            "SiLU()", "Mish()", "Sigmoid()", "Hardsigmoid()", "Tanh()", "Hardtanh(-0.5, 0.5)",
            "Hardswish()", "LogSigmoid()", "Softplus(beta=2, threshold=5)", "Softshrink(0.3)",
            "Hardshrink(0.3)", "Tanhshrink()", "Softsign()", "Threshold(0.1, 20.0)", "GLU(dim=1)",
            "Identity()"]:
    shape = [f("x", "B", 6, "L")] if act.startswith(("GLU", "PReLU(3)")) else x2
    if act == "PReLU(3)":
        shape = x2
    if act.startswith("GLU"):
        shape = [f("x", "B", 6, "L")]
    case(act, lambda a=act: eval("nn." + a), shape, gate=act in ("ReLU()", "GELU()", "PReLU(3)"))
for sm in ["Softmax(dim=1)", "Softmax(dim=-1)", "LogSoftmax(dim=1)", "Softmin(dim=1)", "Softmax2d()"]:
    case(sm, lambda a=sm: eval("nn." + a), x2, gate=sm == "Softmax(dim=-1)")

# Linear layers.
case("Linear(8, 5)", lambda: nn.Linear(8, 5), feat, gate=True)
case("Linear(8, 5, bias=False)", lambda: nn.Linear(8, 5, bias=False), [f("x", "B", "T", 8)])
case("Bilinear(8, 6, 4)", lambda: nn.Bilinear(8, 6, 4), [f("x1", "B", 8), f("x2", "B", 6)])
case("Flatten()", lambda: nn.Flatten(), x2, gate=True)
case("Flatten(0, 2)", lambda: nn.Flatten(0, 2), x2)
case("Unflatten(1, (2, 4))", lambda: nn.Unflatten(1, (2, 4)), feat)

# Convolutions.
case("Conv1d(3, 4, 3)", lambda: nn.Conv1d(3, 4, 3), x1)
case("Conv1d(3, 6, 3, stride=2, padding=1, groups=3)", lambda: nn.Conv1d(3, 6, 3, 2, 1, groups=3), x1)
case("Conv1d(3, 4, 3, padding='same', dilation=2)", lambda: nn.Conv1d(3, 4, 3, padding="same", dilation=2), x1)
case("Conv1d(3, 4, 3, padding=2, padding_mode='circular')", lambda: nn.Conv1d(3, 4, 3, padding=2, padding_mode="circular"), x1)
case("Conv2d(3, 4, 3)", lambda: nn.Conv2d(3, 4, 3), x2, gate=True)
case("Conv2d(3, 6, (3, 2), stride=(2, 1), padding=1, groups=3, bias=False)",
     lambda: nn.Conv2d(3, 6, (3, 2), (2, 1), 1, groups=3, bias=False), x2)
case("Conv2d(3, 4, 3, padding='same')", lambda: nn.Conv2d(3, 4, 3, padding="same"), x2)
case("Conv2d(3, 4, 3, padding=1, padding_mode='reflect')", lambda: nn.Conv2d(3, 4, 3, padding=1, padding_mode="reflect"), x2)
case("Conv2d(3, 4, 3, padding=1, padding_mode='replicate')", lambda: nn.Conv2d(3, 4, 3, padding=1, padding_mode="replicate"), x2)
case("Conv2d(3, 4, 3, padding=1, padding_mode='circular')", lambda: nn.Conv2d(3, 4, 3, padding=1, padding_mode="circular"), x2)
case("Conv3d(2, 4, 3, padding=1)", lambda: nn.Conv3d(2, 4, 3, padding=1), x3)
case("ConvTranspose1d(3, 4, 3, stride=2)", lambda: nn.ConvTranspose1d(3, 4, 3, 2), x1)
case("ConvTranspose2d(3, 4, 3, stride=2, padding=1, output_padding=1)",
     lambda: nn.ConvTranspose2d(3, 4, 3, 2, 1, 1), x2, gate=True)
case("ConvTranspose2d(3, 6, 3, groups=3, dilation=2)", lambda: nn.ConvTranspose2d(3, 6, 3, groups=3, dilation=2), x2)
case("ConvTranspose3d(2, 3, 3, stride=2)", lambda: nn.ConvTranspose3d(2, 3, 3, 2), x3)
case("Fold(output_size=(4, 5), kernel_size=2)", lambda: nn.Fold((4, 5), 2), [f("x", "B", 12, 12)])
case("Unfold(kernel_size=2, stride=2)", lambda: nn.Unfold(2, stride=2), x2)
case("Unfold(kernel_size=(2, 3), padding=1, dilation=2)", lambda: nn.Unfold((2, 3), dilation=2, padding=1), x2)

# Pooling.
case("MaxPool1d(2)", lambda: nn.MaxPool1d(2), x1)
case("MaxPool2d(3, stride=2, padding=1)", lambda: nn.MaxPool2d(3, 2, 1), x2, gate=True)
case("MaxPool2d(2, ceil_mode=True)", lambda: nn.MaxPool2d(2, ceil_mode=True), x2)
case("MaxPool2d(3, dilation=2)", lambda: nn.MaxPool2d(3, dilation=2), x2)
case("MaxPool3d(2)", lambda: nn.MaxPool3d(2), x3)
case("AvgPool1d(3, stride=2)", lambda: nn.AvgPool1d(3, 2), x1)
case("AvgPool2d(2)", lambda: nn.AvgPool2d(2), x2)
case("AvgPool2d(3, 2, padding=1, count_include_pad=False)", lambda: nn.AvgPool2d(3, 2, 1, count_include_pad=False), x2)
case("AvgPool2d(3, 2, padding=1, ceil_mode=True)", lambda: nn.AvgPool2d(3, 2, 1, ceil_mode=True), x2, gate=True)
case("AvgPool2d(2, divisor_override=3)", lambda: nn.AvgPool2d(2, divisor_override=3), x2)
case("AvgPool3d(2)", lambda: nn.AvgPool3d(2), x3)
case("LPPool1d(2, 3)", lambda: nn.LPPool1d(2, 3), x1)
case("LPPool2d(2, 2)", lambda: nn.LPPool2d(2, 2), x2)
case("AdaptiveAvgPool1d(3)", lambda: nn.AdaptiveAvgPool1d(3), x1)
case("AdaptiveAvgPool2d(1)", lambda: nn.AdaptiveAvgPool2d(1), x2)
case("AdaptiveAvgPool2d((3, 4))", lambda: nn.AdaptiveAvgPool2d((3, 4)), x2, gate=True)
case("AdaptiveAvgPool3d((2, 2, 3))", lambda: nn.AdaptiveAvgPool3d((2, 2, 3)), x3)
case("AdaptiveMaxPool1d(3)", lambda: nn.AdaptiveMaxPool1d(3), x1)
case("AdaptiveMaxPool2d((3, 4))", lambda: nn.AdaptiveMaxPool2d((3, 4)), x2)
case("AdaptiveMaxPool3d(2)", lambda: nn.AdaptiveMaxPool3d(2), x3)
case("MaxUnpool2d(2) to output_size=x.size()[-2:]", lambda: MaxUnpoolNet(), x2)
case("FractionalMaxPool2d(2, output_size=3)", lambda: nn.FractionalMaxPool2d(2, output_size=3), x2)
# With _random_samples given, fractional pooling is deterministic: the
# samples are [B, C, d], so B is static in these rows.
case("FractionalMaxPool2d(2, output_size=3, _random_samples=u)",
     lambda: nn.FractionalMaxPool2d(2, output_size=3, _random_samples=torch.rand(2, 3, 2)),
     [f("x", 2, 3, "H", "W")])
case("FractionalMaxPool2d((2, 3), output_ratio=0.5, return_indices=True, _random_samples=u)",
     lambda: nn.FractionalMaxPool2d((2, 3), output_ratio=0.5, return_indices=True,
                                    _random_samples=torch.rand(2, 3, 2)),
     [f("x", 2, 3, "H", "W")])
case("FractionalMaxPool3d(2, output_size=(2, 3, 3), _random_samples=u)",
     lambda: nn.FractionalMaxPool3d(2, output_size=(2, 3, 3), _random_samples=torch.rand(2, 2, 3)),
     [f("x", 2, 2, 5, "H", "W")])

# Padding.
for pad in ["ZeroPad2d(2)", "ZeroPad2d((1, 2, 0, 3))", "ConstantPad1d(2, 0.5)", "ConstantPad2d((1, 2, 3, 0), -1.0)",
            "ConstantPad3d(1, 2.0)", "ReflectionPad1d(2)", "ReflectionPad2d((1, 2, 2, 1))", "ReflectionPad3d(1)",
            "ReplicationPad1d(2)", "ReplicationPad2d((1, 2, 2, 1))", "ReplicationPad3d(1)"]:
    shape = x1 if "1d" in pad else x3 if "3d" in pad else x2
    case(pad, lambda a=pad: eval("nn." + a), shape, gate=pad in ("ZeroPad2d((1, 2, 0, 3))", "ReflectionPad2d((1, 2, 2, 1))"))

# Normalization.
case("BatchNorm1d(3)", lambda: nn.BatchNorm1d(3), x1)
case("BatchNorm1d(8) on (B, 8)", lambda: nn.BatchNorm1d(8), feat)
case("BatchNorm2d(3)", lambda: nn.BatchNorm2d(3), x2, gate=True)
case("BatchNorm2d(3, affine=False)", lambda: nn.BatchNorm2d(3, affine=False), x2)
case("BatchNorm3d(2)", lambda: nn.BatchNorm3d(2), x3)
case("InstanceNorm1d(3)", lambda: nn.InstanceNorm1d(3), x1)
case("InstanceNorm2d(3, affine=True)", lambda: nn.InstanceNorm2d(3, affine=True), x2)
case("InstanceNorm2d(3, track_running_stats=True)", lambda: nn.InstanceNorm2d(3, track_running_stats=True), x2)
case("InstanceNorm3d(2)", lambda: nn.InstanceNorm3d(2), x3)
case("LayerNorm(10)", lambda: nn.LayerNorm(10), [f("x", "B", 3, "H", 10)], gate=True)
case("LayerNorm([9, 10], elementwise_affine=False)", lambda: nn.LayerNorm([9, 10], elementwise_affine=False),
     [f("x", "B", 3, 9, 10)])
case("GroupNorm(2, 4)", lambda: nn.GroupNorm(2, 4), [f("x", "B", 4, "H", "W")])
case("LocalResponseNorm(2)", lambda: nn.LocalResponseNorm(2), x2)
case("CrossMapLRN2d(3)", lambda: nn.CrossMapLRN2d(3), x2)

# Dropout (eval mode: identity).
for d in ["Dropout(0.5)", "Dropout1d(0.5)", "Dropout2d(0.5)", "Dropout3d(0.5)", "AlphaDropout(0.5)",
          "FeatureAlphaDropout(0.5)"]:
    shape = x1 if "1d" in d else x3 if "3d" in d else x2
    case(d, lambda a=d: eval("nn." + a), shape)

# Shuffles and resampling.
case("PixelShuffle(2)", lambda: nn.PixelShuffle(2), [f("x", "B", 8, "H", "W")], gate=True)
case("PixelUnshuffle(2)", lambda: nn.PixelUnshuffle(2), [f("x", "B", 2, 8, 10)])
case("ChannelShuffle(2)", lambda: nn.ChannelShuffle(2), [f("x", "B", 4, "H", "W")])
case("Upsample(scale_factor=2)", lambda: nn.Upsample(scale_factor=2), x2, gate=True)
case("Upsample(scale_factor=1.5, mode='bilinear')", lambda: nn.Upsample(scale_factor=1.5, mode="bilinear"), x2)
case("Upsample(size=(5, 7), mode='bilinear', align_corners=True)",
     lambda: nn.Upsample(size=(5, 7), mode="bilinear", align_corners=True), x2)
case("Upsample(scale_factor=2, mode='bicubic')", lambda: nn.Upsample(scale_factor=2, mode="bicubic"), x2)
case("Upsample(scale_factor=2, mode='linear')", lambda: nn.Upsample(scale_factor=2, mode="linear"), x1)
case("Upsample(scale_factor=2, mode='trilinear')", lambda: nn.Upsample(scale_factor=2, mode="trilinear"), x3)
case("UpsamplingNearest2d(scale_factor=2)", lambda: nn.UpsamplingNearest2d(scale_factor=2), x2)
case("UpsamplingBilinear2d(scale_factor=2)", lambda: nn.UpsamplingBilinear2d(scale_factor=2), x2)

# Embeddings.
case("Embedding(10, 4)", lambda: nn.Embedding(10, 4), [i64("x", "B", "T", high=10)], gate=True)
case("Embedding(10, 4, padding_idx=0, max_norm=1.0)", lambda: nn.Embedding(10, 4, padding_idx=0, max_norm=1.0),
     [i64("x", "B", "T", high=10)])
case("EmbeddingBag(10, 4, mode='mean')", lambda: nn.EmbeddingBag(10, 4, mode="mean"), [i64("x", "B", "T", high=10)])
case("EmbeddingBag(10, 4, mode='sum')", lambda: nn.EmbeddingBag(10, 4, mode="sum"), [i64("x", "B", "T", high=10)])
case("EmbeddingBag(10, 4, mode='max')", lambda: nn.EmbeddingBag(10, 4, mode="max"), [i64("x", "B", "T", high=10)])

# Distances.
case("CosineSimilarity(dim=1)", lambda: nn.CosineSimilarity(dim=1), [f("x1", "B", 8), f("x2", "B", 8)])
case("PairwiseDistance(p=2)", lambda: nn.PairwiseDistance(), [f("x1", "B", 8), f("x2", "B", 8)])
case("PairwiseDistance(p=1, keepdim=True)", lambda: nn.PairwiseDistance(p=1, keepdim=True), [f("x1", "B", 8), f("x2", "B", 8)])

# Recurrent layers and cells.
case("LSTM(6, 5)", lambda: nn.LSTM(6, 5), seq, gate=True)
case("LSTM(6, 5, num_layers=2, bidirectional=True)", lambda: nn.LSTM(6, 5, 2, bidirectional=True), seq)
case("LSTM(6, 5, batch_first=True, proj_size=3)", lambda: nn.LSTM(6, 5, batch_first=True, proj_size=3),
     [f("x", "B", "T", 6)])
case("LSTM(6, 5) with (h0, c0)", lambda: nn.LSTM(6, 5), seq + [f("h0", 1, "B", 5), f("c0", 1, "B", 5)])
case("GRU(6, 5)", lambda: nn.GRU(6, 5), seq, gate=True)
case("GRU(6, 5, num_layers=2, batch_first=True, bidirectional=True)",
     lambda: nn.GRU(6, 5, 2, batch_first=True, bidirectional=True), [f("x", "B", "T", 6)])
case("RNN(6, 5)", lambda: nn.RNN(6, 5), seq)
case("RNN(6, 5, nonlinearity='relu', num_layers=2)", lambda: nn.RNN(6, 5, 2, nonlinearity="relu"), seq)
case("LSTMCell(6, 5)", lambda: nn.LSTMCell(6, 5), [f("x", "B", 6)])
case("GRUCell(6, 5)", lambda: nn.GRUCell(6, 5), [f("x", "B", 6)])
case("RNNCell(6, 5)", lambda: nn.RNNCell(6, 5), [f("x", "B", 6)])
case("RNNCell(6, 5, nonlinearity='relu') with h", lambda: nn.RNNCell(6, 5, nonlinearity="relu"),
     [f("x", "B", 6), f("h", "B", 5)])

# Transformers and attention.
case("MultiheadAttention(16, 4)", lambda: nn.MultiheadAttention(16, 4),
     [f("q", "T", "B", 16), f("k", "S", "B", 16), f("v", "S", "B", 16)], gate=True)
case("MultiheadAttention(16, 4, batch_first=True, kdim=8, vdim=6)",
     lambda: nn.MultiheadAttention(16, 4, batch_first=True, kdim=8, vdim=6),
     [f("q", "B", "T", 16), f("k", "B", "S", 8), f("v", "B", "S", 6)])
case("TransformerEncoderLayer(16, 4, 32)", lambda: nn.TransformerEncoderLayer(16, 4, 32), [f("x", "T", "B", 16)],
     gate=True)
case("TransformerEncoderLayer(16, 4, 32, batch_first=True, norm_first=True, activation='gelu')",
     lambda: nn.TransformerEncoderLayer(16, 4, 32, batch_first=True, norm_first=True, activation="gelu"),
     [f("x", "B", "T", 16)])
case("TransformerEncoder(TransformerEncoderLayer(16, 4, 32), 2)",
     lambda: nn.TransformerEncoder(nn.TransformerEncoderLayer(16, 4, 32), 2), [f("x", "T", "B", 16)])
case("TransformerDecoderLayer(16, 4, 32)", lambda: nn.TransformerDecoderLayer(16, 4, 32),
     [f("x", "T", "B", 16), f("memory", "S", "B", 16)])
case("TransformerDecoder(TransformerDecoderLayer(16, 4, 32), 2)",
     lambda: nn.TransformerDecoder(nn.TransformerDecoderLayer(16, 4, 32), 2),
     [f("x", "T", "B", 16), f("memory", "S", "B", 16)])
case("Transformer(16, 4, 1, 1, 32)", lambda: nn.Transformer(16, 4, 1, 1, 32),
     [f("src", "S", "B", 16), f("tgt", "T", "B", 16)])

# Losses, with each reduction.
def target_like(name="target"):
    return f(name, "B", 5)


LOSSES = [
    ("L1Loss", [f("input", "B", 5), target_like()]),
    ("MSELoss", [f("input", "B", 5), target_like()]),
    ("SmoothL1Loss", [f("input", "B", 5), target_like()]),
    ("HuberLoss", [f("input", "B", 5), target_like()]),
    ("SoftMarginLoss", [f("input", "B", 5), target_like()]),
    ("BCEWithLogitsLoss", [f("input", "B", 5), target_like()]),
    ("KLDivLoss", [f("input", "B", 5), target_like()]),
    ("PoissonNLLLoss", [f("input", "B", 5), target_like()]),
    ("GaussianNLLLoss", [f("input", "B", 5), target_like(), fpos("var", "B", 5)]),
    ("CrossEntropyLoss", [f("input", "B", 5), i64("target", "B", high=5)]),
    ("NLLLoss", [f("input", "B", 5), i64("target", "B", high=5)]),
    ("MultiMarginLoss", [f("input", "B", 5), i64("target", "B", high=5)]),
    ("MultiLabelSoftMarginLoss", [f("input", "B", 5), target_like()]),
    ("MultiLabelMarginLoss", [f("input", "B", 5), i64("target", "B", 5, high=5)]),
    ("HingeEmbeddingLoss", [f("input", "B", 5), target_like()]),
    ("MarginRankingLoss", [f("input1", "B"), f("input2", "B"), f("target", "B")]),
    ("CosineEmbeddingLoss", [f("input1", "B", 5), f("input2", "B", 5), f("target", "B")]),
    ("TripletMarginLoss", [f("anchor", "B", 5), f("positive", "B", 5), f("negative", "B", 5)]),
    ("TripletMarginWithDistanceLoss", [f("anchor", "B", 5), f("positive", "B", 5), f("negative", "B", 5)]),
]
for loss, inputs in LOSSES:
    for reduction in ["none", "mean", "sum"]:
        case(f"{loss}(reduction='{reduction}')", lambda l=loss, r=reduction: getattr(nn, l)(reduction=r), inputs,
             gate=(loss, reduction) in {("MSELoss", "mean"), ("CrossEntropyLoss", "mean")})
case("CrossEntropyLoss(label_smoothing=0.1)", lambda: nn.CrossEntropyLoss(label_smoothing=0.1),
     [f("input", "B", 5), i64("target", "B", high=5)])
case("CrossEntropyLoss() on probabilities", lambda: nn.CrossEntropyLoss(), [f("input", "B", 5), f("target", "B", 5)])
case("NLLLoss(ignore_index=1) on (B, C, L)", lambda: nn.NLLLoss(ignore_index=1),
     [f("input", "B", 5, "L"), i64("target", "B", "L", high=5)])
case("BCELoss()", lambda: SigmoidBCE(), [f("input", "B", 5), f("target", "B", 5)])
CTC_PADDED = [f("log_probs", "T", "B", 5), i64("targets", "B", 3, high=5, low=1),
              i64("input_lengths", "B", high=SIZES["T"] + 1, low=3), i64("target_lengths", "B", high=4, low=1)]
case("CTCLoss()", lambda: nn.CTCLoss(), CTC_PADDED, gate=True)
case("CTCLoss(reduction='none')", lambda: nn.CTCLoss(reduction="none"), CTC_PADDED)
case("CTCLoss(reduction='sum', zero_infinity=True)", lambda: nn.CTCLoss(reduction="sum", zero_infinity=True),
     CTC_PADDED)
# Concatenated targets: ATen needs exactly sum(target_lengths) of them, so
# CTCConcat splits the S labels between two samples (B is static); blank 4
# is the last class, the labels are 0..3; input lengths from 1 (ATen 1.13
# reads out of bounds for 0).
case("CTCLoss(blank=4) on concatenated targets", lambda: CTCConcat(nn.CTCLoss(blank=4)),
     [f("log_probs", "T", 2, 5), i64("targets", "S", high=4), i64("input_lengths", 2, high=SIZES["T"] + 1, low=1)])
case("CTCLoss(reduction='none') on one sample", lambda: nn.CTCLoss(reduction="none"),
     [f("log_probs", "T", 5), i64("targets", 3, high=5, low=1),
      i64("input_lengths", high=SIZES["T"] + 1, low=3), i64("target_lengths", high=4, low=1)])
case("AdaptiveLogSoftmaxWithLoss(8, 10, [4])", lambda: nn.AdaptiveLogSoftmaxWithLoss(8, 10, [4]),
     [f("input", "B", 8), i64("target", "B", high=10)])


# Modules users write around layers that need help to be exercised.
class MaxUnpoolNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.pool = nn.MaxPool2d(2, return_indices=True)
        self.unpool = nn.MaxUnpool2d(2)

    def forward(self, x):
        y, idx = self.pool(x)
        # The default output size, (in // 2) * 2, drops an odd last row or
        # column, and the indices of a max in it then fall outside the
        # output: LibTorch itself fails at the sweep's odd sizes (W = 11).
        # The size of the pooled input is what users pass (torch's docs).
        return self.unpool(y, idx, output_size=x.size()[-2:])


class CTCConcat(nn.Module):
    def __init__(self, loss):
        super().__init__()
        self.loss = loss

    def forward(self, log_probs, targets, input_lengths):
        n = torch.ones_like(targets).sum()
        target_lengths = torch.stack([n // 2, n - n // 2])
        return self.loss(log_probs, targets, input_lengths, target_lengths)


class SigmoidBCE(nn.Module):
    def __init__(self):
        super().__init__()
        self.loss = nn.BCELoss()

    def forward(self, input, target):
        return self.loss(torch.sigmoid(input), torch.sigmoid(target))


class Wrap1(nn.Module):
    def __init__(self, m):
        super().__init__()
        self.m = m

    def forward(self, x):
        return self.m(x)


class Wrap2(nn.Module):
    def __init__(self, m):
        super().__init__()
        self.m = m

    def forward(self, x, y):
        return self.m(x, y)


class Wrap3(nn.Module):
    def __init__(self, m):
        super().__init__()
        self.m = m

    def forward(self, x, y, z):
        return self.m(x, y, z)


class WrapLSTMState(nn.Module):
    def __init__(self, m):
        super().__init__()
        self.m = m

    def forward(self, x, h0, c0):
        return self.m(x, (h0, c0))


class Wrap4(nn.Module):
    def __init__(self, m):
        super().__init__()
        self.m = m

    def forward(self, a, b, c, d):
        return self.m(a, b, c, d)


WRAPPERS = {1: Wrap1, 2: Wrap2, 3: Wrap3, 4: Wrap4}


def slug(name):
    return re.sub(r"[^A-Za-z0-9]+", "_", name).strip("_")[:80]


def torch_reason(e):
    """The first line of LibTorch's message, without the object addresses
    some carry (`<... object at 0x3970de60>`), which differ on every run."""
    msg = str(e).strip().splitlines()
    if not msg:
        return type(e).__name__
    return re.sub(r" at 0x[0-9a-f]+", "", msg[0])[:160]


def build(name, make, inputs, mode, path):
    """Scripts or traces the module and saves it to `path`; returns the
    example inputs, or ('n/a', reason) when LibTorch cannot."""
    torch.manual_seed(0)
    m = make().eval()
    if name.endswith("with (h0, c0)"):
        m = WrapLSTMState(m)
    example = tuple(make_input(s) for s in inputs)
    try:
        if mode == "script":
            try:
                s = torch.jit.script(m)
            except Exception as first:
                # torch's own reason, not the wrapper's retry's.
                return ("n/a", torch_reason(first))
            # Modules with overloaded forwards (nn.LSTM,
            # nn.MultiheadAttention) script only inside a caller.
            if not s._c._has_method("forward"):
                s = torch.jit.script(WRAPPERS[len(inputs)](m))
        else:
            with torch.no_grad():
                s = torch.jit.trace(m, example, check_trace=False)
        s.save(path)
        return example
    except Exception as e:  # torch's own limit
        return ("n/a", torch_reason(e))


def first_error(text):
    for line in text.splitlines():
        if "error:" in line:
            return line.split("error:", 1)[1].strip()
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[-1].strip() if lines else "failed with no message"


def run_export(tool, pt, inputs_pt, names, axes, opset, out):
    cmd = [tool, pt, "--example-inputs", inputs_pt, "--input-names", names, "--opset", str(opset),
           "--verify", "-q", "--progress=never", "-o", out]
    if axes:
        cmd += ["--dynamic-axes", axes]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    except subprocess.TimeoutExpired:
        return "error: timed out after 600 s"
    if p.returncode == 0:
        return "ok"
    return "error: " + first_error(p.stderr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("workdir")
    ap.add_argument("--tocc-export", required=True)
    ap.add_argument("--opsets", default="11,13,17")
    ap.add_argument("--modes", default="script,trace")
    ap.add_argument("--only")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--gate", action="store_true")
    ap.add_argument("--write-doc")
    ap.add_argument("--check-doc")
    args = ap.parse_args()
    opsets = [int(o) for o in args.opsets.split(",")]
    modes = args.modes.split(",")
    os.makedirs(args.workdir, exist_ok=True)

    jobs = []  # (row key, opset, cmd args)
    results = {}
    for name, make, inputs, gate in CASES:
        if args.gate and not gate:
            continue
        if args.only and not re.search(args.only, name):
            continue
        for mode in modes:
            key = (name, mode)
            base = os.path.join(args.workdir, f"{slug(name)}.{mode}")
            example = build(name, make, inputs, mode, base + ".pt")
            if example[0] == "n/a":
                for o in opsets:
                    results[(key, o)] = "n/a: " + example[1]
                continue
            torch.save(example, base + ".inputs.pt")
            for o in opsets:
                jobs.append((key, o, base, ",".join(s[0] for s in inputs), dynamic_axes(inputs)))

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.j) as pool:
        futures = {pool.submit(run_export, args.tocc_export, b + ".pt", b + ".inputs.pt", names, axes, o,
                               f"{b}.{o}.onnx"): (key, o)
                   for key, o, b, names, axes in jobs}
        for fut in concurrent.futures.as_completed(futures):
            results[futures[fut]] = fut.result()

    rows = []
    for name, _, _, gate in CASES:
        for mode in modes:
            cells = [results.get(((name, mode), o)) for o in opsets]
            if cells[0] is None:
                continue
            rows.append((name, mode, cells))
    total = {o: 0 for o in opsets}
    okc = {o: 0 for o in opsets}
    for name, mode, cells in rows:
        for o, c in zip(opsets, cells):
            if c.startswith("n/a"):
                continue
            total[o] += 1
            okc[o] += c == "ok"
        print(f"{'ok  ' if all(c == 'ok' or c.startswith('n/a') for c in cells) else 'FAIL'} "
              f"{name} [{mode}]: " + " | ".join(f"{o}: {c}" for o, c in zip(opsets, cells)))
    summary = ", ".join(f"opset {o}: {okc[o]}/{total[o]} ok" for o in opsets)
    print(f"nn-sweep: {len(rows)} rows; {summary}")

    doc = render_doc(rows, opsets, okc, total)
    if args.write_doc:
        with open(args.write_doc, "w") as fh:
            fh.write(doc)
    if args.check_doc:
        return check_doc(args.check_doc, rows, opsets)
    return 0


HEADER = """# Supported torch.nn modules

Generated by `test/Export/Inputs/nn_sweep.py --write-doc docs/supported-modules.md`
(the torch.nn sweep, `test/Export/nn-sweep.test` in the full tier; the gate
tier runs the rows its GATE marks). Each torch.nn module class in a
configuration a user would write, scripted (`torch.jit.script`) and traced
(`torch.jit.trace` under `no_grad`), in eval mode, exported by
`tocc-export --verify` with dynamic batch (and sequence, length or H/W where
the input has them): ONNX Runtime must agree with LibTorch at the example
sizes and at another size of every dynamic axis (docs/verify.md).

A cell is `ok`, the first line of tocc-export's error, or `n/a` when
LibTorch itself cannot script or trace the module (its reason given).
"""


def render_doc(rows, opsets, okc, total):
    out = [HEADER]
    out.append("| opset | ok |\n|--:|--:|")
    for o in opsets:
        out.append(f"| {o} | {okc[o]} of {total[o]} |")
    out.append("")
    out.append("| module | mode | " + " | ".join(f"opset {o}" for o in opsets) + " |")
    out.append("|---|---|" + "---|" * len(opsets))
    for name, mode, cells in rows:
        out.append(f"| `{name}` | {mode} | " + " | ".join(c.replace("|", "\\|") for c in cells) + " |")
    return "\n".join(out) + "\n"


def parse_doc(path):
    """{(module, mode): {opset: cell}} from the doc's table."""
    rows = {}
    opsets = []
    with open(path) as fh:
        for line in fh:
            line = line.rstrip("\n")
            if line.startswith("| module | mode |"):
                opsets = [int(c.strip().split()[1]) for c in line.split("|")[3:-1]]
                continue
            m = re.match(r"^\| `(.*)` \| (script|trace) \| (.*) \|$", line)
            if m:
                cells = [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", m.group(3))]
                rows[(m.group(1), m.group(2))] = dict(zip(opsets, cells))
    return rows


def check_doc(path, rows, opsets):
    expected = parse_doc(path)
    bad = 0
    for name, mode, cells in rows:
        want = expected.get((name, mode))
        if want is None:
            print(f"error: {name} [{mode}] is not in {path}: regenerate it with --write-doc", file=sys.stderr)
            bad += 1
            continue
        for o, got in zip(opsets, cells):
            exp = want.get(o)
            if got != exp:
                print(f"error: {name} [{mode}] opset {o}: got '{got}', {path} says '{exp}'", file=sys.stderr)
                bad += 1
    print(f"nn-sweep: {len(rows)} rows checked against {path}: {bad} differ")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
