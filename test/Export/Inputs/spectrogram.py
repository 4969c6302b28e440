#!/usr/bin/env python3
"""spectrogram.py OUTDIR: torch.stft and torchaudio's spectrogram transforms
scripted, for export with batch and time dynamic (docs/decompositions.md,
"STFT and complex values").

Writes NAME.script.pt (torch.jit.script), NAME.inputs.pt (the example, a
[2, 400] waveform; [400] for the 1-D model) and NAME.sizes0.pt /
NAME.sizes1.pt (other batch and time sizes for --verify-inputs: a time at
which the last frame ends before the signal, one just above n_fft).
complex_out.script.pt returns the complex spectrogram itself (an error).
"""
import os
import sys

import torch
import torch.nn as nn
import torchaudio.transforms as T


class ViewAsReal(nn.Module):
    """Spectrogram(power=None) is complex: its view_as_real exports."""

    def __init__(self, spec):
        super().__init__()
        self.spec = spec

    def forward(self, x):
        return torch.view_as_real(self.spec(x))


class ComplexParts(nn.Module):
    """torch.stft(return_complex=True) read by real, imag, abs and angle;
    win_length < n_fft (the window is padded centred) and hop 1/3 of it."""

    def __init__(self):
        super().__init__()
        self.register_buffer("window", torch.hamming_window(40))

    def forward(self, x):
        s = torch.stft(x, 64, hop_length=21, win_length=40,
                       window=self.window, center=True, pad_mode="reflect",
                       normalized=False, onesided=True, return_complex=True)
        # angle is discontinuous on the negative real axis, where two FFTs'
        # rounding may disagree by 2 pi: its cos and sin are compared.
        p = s.angle()
        return s.real, s.imag, s.abs(), torch.cos(p), torch.sin(p)


class TwoSided(nn.Module):
    """onesided=False, no window (rectangular), normalized, 1-D signal."""

    def forward(self, x):
        s = torch.stft(x, 32, hop_length=8, normalized=True, onesided=False,
                       center=False, return_complex=True)
        return torch.view_as_real(s)


def models():
    return {
        # power 2, centre reflect-padded: torchaudio's defaults.
        "spec": T.Spectrogram(n_fft=64, hop_length=16),
        # power 1, normalized, zero padding, a shorter window.
        "spec_p1": T.Spectrogram(n_fft=64, win_length=50, hop_length=25,
                                 power=1.0, normalized=True,
                                 pad_mode="constant"),
        # no centring: frames = 1 + (T - n_fft) // hop.
        "spec_nocenter": T.Spectrogram(n_fft=64, hop_length=24,
                                       center=False),
        "spec_complex": ViewAsReal(T.Spectrogram(n_fft=64, hop_length=16,
                                                 power=None)),
        "parts": ComplexParts(),
        "mel": T.MelSpectrogram(sample_rate=8000, n_fft=128, hop_length=32,
                                n_mels=24),
        "db": nn.Sequential(T.MelSpectrogram(sample_rate=8000, n_fft=128,
                                             hop_length=32, n_mels=24),
                            T.AmplitudeToDB(top_db=80.0)),
        "mfcc": T.MFCC(sample_rate=8000, n_mfcc=13,
                       melkwargs={"n_fft": 128, "hop_length": 32,
                                  "n_mels": 24}),
        "complex_out": T.Spectrogram(n_fft=64, power=None),
    }


def main():
    out = sys.argv[1]
    torch.manual_seed(0)
    for name, m in models().items():
        m.eval()
        torch.jit.script(m).save(os.path.join(out, name + ".script.pt"))
        torch.save((torch.randn(2, 400),),
                   os.path.join(out, name + ".inputs.pt"))
        for i, s in enumerate([(3, 333), (1, 130)]):
            torch.save((torch.randn(*s),),
                       os.path.join(out, "%s.sizes%d.pt" % (name, i)))
    m = TwoSided()
    torch.jit.script(m).save(os.path.join(out, "twosided.script.pt"))
    torch.save((torch.randn(400),), os.path.join(out, "twosided.inputs.pt"))
    for i, n in enumerate([333, 33]):
        torch.save((torch.randn(n),),
                   os.path.join(out, "twosided.sizes%d.pt" % i))


if __name__ == "__main__":
    main()
