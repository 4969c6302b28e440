#!/usr/bin/env python3
"""llm_kv_cache.py: a small LLaMA-style decoder-only language model with a
KV cache, its example inputs, and a greedy generation loop run in LibTorch
and in ONNX Runtime, compared token for token.

The model (ours, random weights, torch.manual_seed(0)): a token embedding,
LAYERS blocks of pre-norm attention and MLP, a final RMSNorm and an LM head.
Each block has
  - RMSNorm: x * rsqrt(mean(x^2) + eps) * w;
  - rotary position embeddings (rotate_half form), cos and sin of the
    positions past .. past + seq - 1, past being the cached length;
  - grouped-query attention: HEADS query heads, KV_HEADS key/value heads,
    each repeated HEADS / KV_HEADS times (expand + reshape, as LLaMA);
  - a causal mask over past + seq keys: query i (at position past + i)
    sees keys 0 .. past + i;
  - a SwiGLU MLP: down(silu(gate(x)) * up(x)).
forward(input_ids [batch, seq], past_keys, past_values) takes the cache as
two lists of LAYERS tensors [batch, KV_HEADS, past_seq, HEAD_DIM] and
returns (logits [batch, seq, VOCAB], present_keys, present_values), the
presents being past and new concatenated on dim 2. tocc-export flattens the
list arguments and outputs: inputs input_ids, past_keys.0, ..., past_values.0,
...; outputs logits, present_keys.0, ..., present_values.0, ... (names given
with --output-names).

  llm_kv_cache.py make OUTDIR
      writes llm.script.pt (torch.jit.script) and llm.trace.pt
      (torch.jit.trace, strict=False for the list outputs, traced on a
      decode step), llm.prompt.inputs.pt (batch 2, a prompt of 5 tokens,
      past length 0: the cache tensors have a dim of size 0),
      llm.decode.inputs.pt (batch 2, one token, past length 7),
      llm.prompt3.inputs.pt (batch 3, a prompt of 4), and prints the axes
      and names to export with.
  llm_kv_cache.py generate MODEL.pt MODEL.onnx --inputs PROMPT.inputs.pt
        [--steps 10] [--time-runs N] [--ort-dir DIR]
      runs greedy generation of STEPS tokens from the prompt in
      --inputs: in LibTorch (torch.jit.load of MODEL.pt) and in ONNX
      Runtime (llm_generate.js beside this file, run by node with
      onnxruntime-node from --ort-dir, by default the source tree's
      utils/ort), each feeding its own present
      keys and values back as the next step's past; prints both token
      lists, whether they match, the smallest margin between the best and
      the second-best logit in LibTorch's loop (a margin near 0 would let
      rounding pick another token), ORT's median latency per step, and
      the model's node count; exits 1 when the tokens differ.
  llm_kv_cache.py torch-export OUT.onnx [--opset 17]
      exports the same model (make's weights), eager, with
      torch.onnx.export and the same names and dynamic axes, for
      comparing tocc's exports with PyTorch's (docs/llm.md, "Figures").
  llm_kv_cache.py bench A.onnx B.onnx ... --inputs PROMPT.inputs.pt
        [--steps 10] [--rounds 20] [--ort-dir DIR]
      times ORT's greedy loop on each model in one onnxruntime-node
      process with one thread, the models alternated within each of
      ROUNDS rounds; prints each model's node count and median latency of
      the prompt step and of a decode step, and whether the models' tokens
      agree (exit 1 if not).
"""
import argparse
import json
import math
import os
import subprocess
import sys
import time
from typing import List, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F

VOCAB, DIM, LAYERS, HEADS, KV_HEADS, FFN = 256, 64, 2, 4, 2, 128
HEAD_DIM = DIM // HEADS
EPS = 1e-5


class RMSNorm(nn.Module):
    def __init__(self, d: int):
        super().__init__()
        self.eps = EPS
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(d))

    def forward(self, x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) \
            * self.weight


def rotate_half(x):
    h = x.size(-1) // 2
    return torch.cat((-x[..., h:], x[..., :h]), dim=-1)


def repeat_kv(x, n_rep: int):
    """[b, kv, s, d] -> [b, kv * n_rep, s, d], each head n_rep times."""
    b, kv, s, d = x.size(0), x.size(1), x.size(2), x.size(3)
    return x[:, :, None, :, :].expand(b, kv, n_rep, s, d) \
        .reshape(b, kv * n_rep, s, d)


class Attention(nn.Module):
    def __init__(self):
        super().__init__()
        self.heads, self.kv_heads, self.head_dim = HEADS, KV_HEADS, HEAD_DIM
        self.n_rep = HEADS // KV_HEADS
        self.scale = 1.0 / math.sqrt(HEAD_DIM)
        self.wq = nn.Linear(DIM, HEADS * HEAD_DIM, bias=False)
        self.wk = nn.Linear(DIM, KV_HEADS * HEAD_DIM, bias=False)
        self.wv = nn.Linear(DIM, KV_HEADS * HEAD_DIM, bias=False)
        self.wo = nn.Linear(HEADS * HEAD_DIM, DIM, bias=False)

    def forward(self, x, cos, sin, mask, past_k, past_v) \
            -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        b, s = x.size(0), x.size(1)
        q = self.wq(x).view(b, s, self.heads, self.head_dim).transpose(1, 2)
        k = self.wk(x).view(b, s, self.kv_heads, self.head_dim).transpose(1, 2)
        v = self.wv(x).view(b, s, self.kv_heads, self.head_dim).transpose(1, 2)
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin
        k = torch.cat([past_k, k], dim=2)
        v = torch.cat([past_v, v], dim=2)
        scores = torch.matmul(q, repeat_kv(k, self.n_rep).transpose(2, 3)) \
            * self.scale
        scores = scores.masked_fill(mask, float("-inf"))
        p = F.softmax(scores, dim=-1)
        o = torch.matmul(p, repeat_kv(v, self.n_rep))
        o = o.transpose(1, 2).reshape(b, s, self.heads * self.head_dim)
        return self.wo(o), k, v


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.gate = nn.Linear(DIM, FFN, bias=False)
        self.up = nn.Linear(DIM, FFN, bias=False)
        self.down = nn.Linear(FFN, DIM, bias=False)

    def forward(self, x):
        return self.down(F.silu(self.gate(x)) * self.up(x))


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn_norm = RMSNorm(DIM)
        self.attn = Attention()
        self.mlp_norm = RMSNorm(DIM)
        self.mlp = MLP()

    def forward(self, x, cos, sin, mask, past_k, past_v) \
            -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        a, k, v = self.attn(self.attn_norm(x), cos, sin, mask, past_k, past_v)
        x = x + a
        x = x + self.mlp(self.mlp_norm(x))
        return x, k, v


class DecoderLM(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, DIM)
        self.layers = nn.ModuleList([Block() for _ in range(LAYERS)])
        self.norm = RMSNorm(DIM)
        self.lm_head = nn.Linear(DIM, VOCAB, bias=False)
        # Logits spread wider than the default init gives, so that the best
        # and second-best tokens are far apart next to rounding errors.
        with torch.no_grad():
            self.lm_head.weight.mul_(8.0)
        self.register_buffer("inv_freq", 1.0 / (10000.0 ** (
            torch.arange(0, HEAD_DIM, 2).float() / HEAD_DIM)))

    def forward(self, input_ids, past_keys: List[torch.Tensor],
                past_values: List[torch.Tensor]) \
            -> Tuple[torch.Tensor, List[torch.Tensor], List[torch.Tensor]]:
        s = input_ids.size(1)
        past = past_keys[0].size(2)
        # Absolute positions of the new tokens, and of every key.
        q_pos = torch.arange(past, past + s, device=input_ids.device)
        k_pos = torch.arange(0, past + s, device=input_ids.device)
        freqs = q_pos.float()[:, None] * self.inv_freq[None, :]
        emb = torch.cat((freqs, freqs), dim=-1)
        cos, sin = emb.cos(), emb.sin()
        mask = k_pos[None, :] > q_pos[:, None]
        x = self.embed(input_ids)
        present_keys: List[torch.Tensor] = []
        present_values: List[torch.Tensor] = []
        for i, layer in enumerate(self.layers):
            x, k, v = layer(x, cos, sin, mask, past_keys[i], past_values[i])
            present_keys.append(k)
            present_values.append(v)
        return self.lm_head(self.norm(x)), present_keys, present_values


def empty_cache(batch: int) -> Tuple[List[torch.Tensor], List[torch.Tensor]]:
    z = [torch.zeros(batch, KV_HEADS, 0, HEAD_DIM) for _ in range(LAYERS)]
    return z, [t.clone() for t in z]


def prompt_inputs(batch: int, seq: int, gen: torch.Generator):
    ids = torch.randint(0, VOCAB, (batch, seq), generator=gen)
    keys, values = empty_cache(batch)
    return (ids, keys, values)


def names():
    ins = ["input_ids"] + [f"past_keys.{i}" for i in range(LAYERS)] + \
        [f"past_values.{i}" for i in range(LAYERS)]
    outs = ["logits"] + [f"present_keys.{i}" for i in range(LAYERS)] + \
        [f"present_values.{i}" for i in range(LAYERS)]
    axes = ["input_ids:0=batch,1=seq[1:]", "logits:0=batch,1=seq"] + \
        [f"{n}:0=batch,2=past_seq" for n in ins[1:]]
    return ins, outs, axes


def make(out: str):
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    model = DecoderLM().eval()
    gen = torch.Generator().manual_seed(1)
    prompt = prompt_inputs(2, 5, gen)
    with torch.no_grad():
        # A decode step: one token after a prompt of 7.
        _, keys, values = model(torch.randint(0, VOCAB, (2, 7), generator=gen),
                                *empty_cache(2))
        decode = (torch.randint(0, VOCAB, (2, 1), generator=gen), keys, values)
        scripted = torch.jit.script(model)
        traced = torch.jit.trace(model, decode, strict=False, check_trace=False)
        # Both forms agree with the eager model on both steps.
        for inputs in (prompt, decode):
            want = model(*inputs)
            for form in (scripted, traced):
                got = form(*inputs)
                for w, g in zip([want[0]] + want[1] + want[2],
                                [got[0]] + got[1] + got[2]):
                    assert w.shape == g.shape and torch.allclose(w, g), \
                        "a TorchScript form disagrees with the eager model"
    scripted.save(os.path.join(out, "llm.script.pt"))
    traced.save(os.path.join(out, "llm.trace.pt"))
    torch.save(prompt, os.path.join(out, "llm.prompt.inputs.pt"))
    torch.save(decode, os.path.join(out, "llm.decode.inputs.pt"))
    torch.save(prompt_inputs(3, 4, gen), os.path.join(out, "llm.prompt3.inputs.pt"))
    ins, outs, axes = names()
    print("input names: " + ",".join(ins))
    print("output names: " + ",".join(outs))
    print("dynamic axes: " + ";".join(axes))


def torch_export(out: str, opset: int):
    """The eager model (make's weights) by torch.onnx.export, for comparison."""
    torch.manual_seed(0)
    model = DecoderLM().eval()
    gen = torch.Generator().manual_seed(5)
    # Traced on a step with a past of 3 and 4 new tokens: no size is 0 or 1,
    # which the tracer could specialize on.
    with torch.no_grad():
        _, keys, values = model(torch.randint(0, VOCAB, (2, 3), generator=gen),
                                *empty_cache(2))
    step = (torch.randint(0, VOCAB, (2, 4), generator=gen), keys, values)
    ins, outs, _ = names()
    axes = {"input_ids": {0: "batch", 1: "seq"}, "logits": {0: "batch", 1: "seq"}}
    for n in ins[1:]:
        axes[n] = {0: "batch", 2: "past_seq"}
    for n in outs[1:]:
        axes[n] = {0: "batch", 2: "past_seq + seq"}
    torch.onnx.export(model, step, out, input_names=ins, output_names=outs,
                      dynamic_axes=axes, opset_version=opset)
    print(f"torch-export: wrote {out} (opset {opset})")


def torch_generate(path: str, prompt, steps: int):
    """Greedy tokens [batch][steps] and the smallest top-1/top-2 margin."""
    model = torch.jit.load(path).eval()
    ids, keys, values = prompt
    tokens: List[List[int]] = [[] for _ in range(ids.size(0))]
    margin = math.inf
    with torch.no_grad():
        for _ in range(steps):
            logits, keys, values = model(ids, keys, values)
            last = logits[:, -1, :]
            top = last.topk(2, dim=-1).values
            margin = min(margin, float((top[:, 0] - top[:, 1]).min()))
            ids = last.argmax(-1, keepdim=True)
            for b, t in enumerate(ids[:, 0].tolist()):
                tokens[b].append(t)
    return tokens, margin


def count_nodes(path: str) -> int:
    import onnx
    model = onnx.load(path, load_external_data=False)
    count = 0

    def walk(graph):
        nonlocal count
        for node in graph.node:
            count += 1
            for attr in node.attribute:
                if attr.type == onnx.AttributeProto.GRAPH:
                    walk(attr.g)
                for g in attr.graphs:
                    walk(g)
    walk(model.graph)
    return count


def generate(args):
    prompt = torch.load(args.inputs)
    ids = prompt[0]
    want, margin = torch_generate(args.model_pt, prompt, args.steps)
    spec = {
        "model": os.path.abspath(args.model_onnx),
        "ortDir": os.path.abspath(args.ort_dir),
        "steps": args.steps,
        "prompt": ids.tolist(),
        "layers": LAYERS, "kvHeads": KV_HEADS, "headDim": HEAD_DIM,
        "timeRuns": args.time_runs,
    }
    driver = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                          "llm_generate.js")
    proc = subprocess.run(["node", driver], input=json.dumps(spec),
                          capture_output=True, text=True)
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr)
        print(f"generate: ONNX Runtime failed (exit {proc.returncode})")
        return 1
    got = json.loads(proc.stdout)
    print(f"torch tokens: {want}")
    print(f"ort tokens:   {got['tokens']}")
    same = sum(w == g for wb, gb in zip(want, got["tokens"])
               for w, g in zip(wb, gb))
    total = sum(len(wb) for wb in want)
    print(f"smallest top-2 logit margin in LibTorch: {margin:.3g}")
    print(f"nodes: {count_nodes(args.model_onnx)}")
    if args.time_runs:
        lat = got["latencyMs"]
        b, n = ids.size(0), ids.size(1)
        print(f"ORT latency per token, median of {args.time_runs} loops, 1 "
              f"thread: prompt step {lat['prompt']:.2f} ms (batch {b}, "
              f"{n} tokens), decode step {lat['decode']:.2f} ms (batch {b}, "
              f"past {n}..{n + args.steps - 2})")
    ok = same == total and want == got["tokens"]
    print(f"generate: {same} of {total} tokens match over {args.steps} "
          f"steps{'' if ok else ': MISMATCH'}")
    return 0 if ok else 1


def bench(args):
    """ORT's latency of several exports of the model, alternated."""
    prompt = torch.load(args.inputs)
    ids = prompt[0]
    spec = {
        "models": [os.path.abspath(m) for m in args.models],
        "ortDir": os.path.abspath(args.ort_dir),
        "steps": args.steps,
        "prompt": ids.tolist(),
        "layers": LAYERS, "kvHeads": KV_HEADS, "headDim": HEAD_DIM,
        "rounds": args.rounds,
    }
    driver = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                          "llm_generate.js")
    proc = subprocess.run(["node", driver], input=json.dumps(spec),
                          capture_output=True, text=True)
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr)
        print(f"bench: ONNX Runtime failed (exit {proc.returncode})")
        return 1
    results = json.loads(proc.stdout)["bench"]
    b, n = ids.size(0), ids.size(1)
    print(f"median of {args.rounds} rounds, 1 thread, models alternated; "
          f"prompt step: batch {b}, {n} tokens; decode step: batch {b}, "
          f"past {n}..{n + args.steps - 2}")
    same = all(r["tokens"] == results[0]["tokens"] for r in results)
    for path, r in zip(args.models, results):
        print(f"{path}: nodes {count_nodes(path)}, prompt {r['prompt']:.3f} "
              f"ms, decode {r['decode']:.3f} ms")
    print(f"bench: the models' tokens {'agree' if same else 'DIFFER'}")
    return 0 if same else 1


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    m = sub.add_parser("make")
    m.add_argument("out")
    g = sub.add_parser("generate")
    g.add_argument("model_pt")
    g.add_argument("model_onnx")
    # This file is examples/llm/ of the source tree (docs/llm.md runs it
    # through a link to examples/, which realpath sees through).
    g.add_argument("--ort-dir", default=os.path.join(os.path.dirname(
        os.path.realpath(__file__)), "..", "..", "utils", "ort"))
    g.add_argument("--inputs", required=True)
    g.add_argument("--steps", type=int, default=10)
    g.add_argument("--time-runs", type=int, default=0)
    te = sub.add_parser("torch-export")
    te.add_argument("out")
    te.add_argument("--opset", type=int, default=17)
    bp = sub.add_parser("bench")
    bp.add_argument("models", nargs="+")
    bp.add_argument("--ort-dir", default=os.path.join(os.path.dirname(
        os.path.realpath(__file__)), "..", "..", "utils", "ort"))
    bp.add_argument("--inputs", required=True)
    bp.add_argument("--steps", type=int, default=10)
    bp.add_argument("--rounds", type=int, default=20)
    args = p.parse_args()
    if args.cmd == "make":
        make(args.out)
        return 0
    if args.cmd == "bench":
        return bench(args)
    if args.cmd == "torch-export":
        torch_export(args.out, args.opset)
        return 0
    return generate(args)


if __name__ == "__main__":
    sys.exit(main())
