#!/usr/bin/env python3
"""transformer.py OUTDIR: nn.TransformerEncoderLayer, nn.TransformerEncoder
and nn.MultiheadAttention (d_model 16, 4 heads, feed-forward 32) in eval
mode, whose batch-first forms take PyTorch's fused fast paths
(aten::_transformer_encoder_layer_fwd, aten::_native_multi_head_attention;
the encoder with a padding mask runs its layers on a nested tensor when
traced), and whose sequence-first forms the TorchScript language versions.

Writes, each scripted (NAME.script.pt) and traced under torch.no_grad()
(NAME.trace.pt), with NAME.inputs.pt (x and a bool key padding mask m, True
masks out, left-aligned) and NAME.lengths.pt (other batch and sequence
sizes, padding masks of several lengths, one row without padding):
  bf: batch-first [B, S, E]; outputs: layers (post-norm relu, norm_first,
      gelu, with the padding mask), attention with averaged weights,
      without weights, with per-head weights, with the padding mask and
      weights, and a 2-layer encoder.
  sf: the same layers and attention sequence-first [S, B, E].
  encoder_bf, encoder_sf: the 2-layer encoder without and with the padding
      mask (encoder_bf traced only: traced it runs its layers on a nested
      tensor; scripted, the choice of that path is made at run time on the
      reason strings it builds, a known gap of the TorchScript-language
      stage, see docs/decompositions.md).
"""
import os
import sys

import torch
import torch.nn as nn

E, H, FF = 16, 4, 32


def layer(bf, **kw):
    return nn.TransformerEncoderLayer(E, H, FF, batch_first=bf, **kw)


class Zoo(nn.Module):
    def __init__(self, bf):
        super().__init__()
        self.post = layer(bf)
        self.pre = layer(bf, norm_first=True)
        self.gelu = layer(bf, activation="gelu")
        self.masked = layer(bf)
        self.mha = nn.MultiheadAttention(E, H, batch_first=bf)

    def forward(self, x, m):
        a, w = self.mha(x, x, x)
        assert w is not None
        b, _ = self.mha(x, x, x, need_weights=False)
        c, wh = self.mha(x, x, x, average_attn_weights=False)
        assert wh is not None
        d, wm = self.mha(x, x, x, key_padding_mask=m)
        assert wm is not None
        return (self.post(x), self.pre(x), self.gelu(x),
                self.masked(x, src_key_padding_mask=m), a, w, b, c, wh, d, wm)


class ZooBF(nn.Module):
    def __init__(self):
        super().__init__()
        self.zoo = Zoo(True)
        self.enc = nn.TransformerEncoder(layer(True), 2)

    def forward(self, x, m):
        return self.zoo(x, m), self.enc(x)


class Encoder(nn.Module):
    def __init__(self, bf):
        super().__init__()
        self.enc = nn.TransformerEncoder(layer(bf), 2)

    def forward(self, x, m):
        return self.enc(x), self.enc(x, src_key_padding_mask=m)


def padding(lengths, s):
    m = torch.ones(len(lengths), s, dtype=torch.bool)
    for i, n in enumerate(lengths):
        m[i, :n] = False
    return m


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    models = {"bf": (ZooBF(), True), "sf": (Zoo(False), False),
              "encoder_bf": (Encoder(True), True),
              "encoder_sf": (Encoder(False), False)}
    for name, (m, bf) in models.items():
        m.eval()
        def inputs(b, s, lengths):
            x = torch.randn(b, s, E) if bf else torch.randn(s, b, E)
            return (x, padding(lengths, s))
        example = inputs(2, 5, [3, 5])
        if name != "encoder_bf":
            torch.jit.script(m).save(os.path.join(out, name + ".script.pt"))
        with torch.no_grad():
            torch.jit.trace(m, example, check_trace=False).save(
                os.path.join(out, name + ".trace.pt"))
        torch.save(example, os.path.join(out, name + ".inputs.pt"))
        torch.save(inputs(3, 7, [4, 7, 2]),
                   os.path.join(out, name + ".lengths.pt"))


if __name__ == "__main__":
    main()
