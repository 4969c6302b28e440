"""A padded batch with its sequence lengths, as torchaudio's models take
it: the mask is as long as the longest length, so LibTorch fails unless
the longest length fills the time dim (--verify's length inputs rule)."""
import sys

import torch
import torch.nn as nn


class Masked(nn.Module):
    def forward(self, x, lengths):
        longest = int(torch.max(lengths).item())
        mask = torch.arange(longest).expand(x.size(0), longest) < lengths[:, None]
        return x * mask[:, :, None].to(x.dtype)


out = sys.argv[1]
torch.jit.script(Masked()).save(out + "/masked.pt")
torch.save((torch.randn(2, 7, 3), torch.tensor([7, 4])), out + "/masked.inputs.pt")
