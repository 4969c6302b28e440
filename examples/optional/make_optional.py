"""make_optional.py: writes optional.pt, a scripted model whose forward
returns Optional[Tensor] (`x * 2` when the sum of x is positive, else
None), and pos.pt / neg.pt, example inputs taking each branch, into the
current directory, for docs/control-flow.md ("Optional outputs")."""
from typing import Optional

import torch


class MaybeDouble(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> Optional[torch.Tensor]:
        if bool(x.sum() > 0):
            return x * 2
        return None


torch.jit.script(MaybeDouble()).save("optional.pt")
torch.save((torch.tensor([[1.0, 2.0, 3.0]]),), "pos.pt")
torch.save((torch.tensor([[-1.0, -2.0, -3.0]]),), "neg.pt")
