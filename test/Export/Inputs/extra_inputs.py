#!/usr/bin/env python3
"""extra_inputs.py OUTDIR: input files for tocc-export --verify-inputs, next
to the models of make_verify_models.py (mlp: x [2, 4]; pair: a, b [2, 3]).

  mlp_batch5.pt   [x of [5, 4]], a list
  mlp_wide.pt     (x of [2, 5],): axis 1 is static in the export
  mlp_int.pt      (an int64 x,)
  mlp_two.pt      two tensors for one input
  pair_uneven.pt  (a [3, 3], b [4, 3]): one symbol, two sizes
"""
import os
import sys

import torch


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(1)
    torch.save([torch.randn(5, 4)], os.path.join(out, "mlp_batch5.pt"))
    torch.save((torch.randn(2, 5),), os.path.join(out, "mlp_wide.pt"))
    torch.save((torch.ones(2, 4, dtype=torch.int64),), os.path.join(out, "mlp_int.pt"))
    torch.save((torch.randn(2, 4), torch.randn(2, 4)), os.path.join(out, "mlp_two.pt"))
    torch.save((torch.randn(3, 3), torch.randn(4, 3)), os.path.join(out, "pair_uneven.pt"))


if __name__ == "__main__":
    main()
