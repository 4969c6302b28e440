#!/usr/bin/python3
"""export_models.py: the Python side of bench/export.sh (tocc-export vs torch.onnx.export).

usage: /usr/bin/python3 bench/export_models.py make WORK [--quick] [--models a,b]
       /usr/bin/python3 bench/export_models.py torch-export WORK/MODEL OUT.onnx
       /usr/bin/python3 bench/export_models.py table WORK RESULTS.tsv --ort-run RUN.js [--reps N]
                                                 [--ort-runs N]

make          traces the benchmark's models (random weights) into WORK/<model>/: model.pt
              (TorchScript), inputs.pt (torch.save'd tuple of forward's inputs), spec.json
              (input/output names, dynamic axes in torch's and tocc-export's forms, the
              --input-shape types) and two ONNX test data sets, data/set_0 (the example
              inputs) and data/set_1 (other sizes on every dynamic axis), whose outputs
              come from running model.pt in LibTorch. --models makes only those (the
              models file lists them).
torch-export  in this (fresh) process: torch.jit.load(model.pt), then torch.onnx.export
              with the spec's names and dynamic axes, opset 17, do_constant_folding=True.
              Prints `export_s SECONDS` (the export call alone); on failure prints the
              error's first line on stderr and exits 1.
table         reads the measurements bench/export.sh wrote (RESULTS.tsv), counts the
              nodes of both ONNX files (subgraphs included), runs both in ONNX Runtime
              (utils/ort/run.js --batch) on the two data sets, times each file in ONNX
              Runtime (the median of --ort-runs runs, default 20, on set_0's inputs, after
              one warm-up run; the same inputs for both files), and prints a Markdown table.
"""
import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import time

OPSET = 17
RTOL = 1e-3
# atol is this times the largest |value| of the model's reference outputs: random
# weights give logits in the thousands (resnet50), where float32 rounding alone is
# ~1e-3 absolute, and an absolute atol alone would fail elements near zero.
ATOL_SCALE = 1e-5


# --- models -------------------------------------------------------------------

def bert_encoder(vocab, max_len, d_model, heads, ff, layers):
    """A BERT-style encoder: word + position + token-type embeddings, post-norm layers
    (self-attention with an additive padding mask, GELU feed-forward), a tanh pooler."""
    import torch
    from torch import nn

    class Layer(nn.Module):
        def __init__(self):
            super().__init__()
            self.query = nn.Linear(d_model, d_model)
            self.key = nn.Linear(d_model, d_model)
            self.value = nn.Linear(d_model, d_model)
            self.attn_out = nn.Linear(d_model, d_model)
            self.attn_norm = nn.LayerNorm(d_model, eps=1e-12)
            self.ff_in = nn.Linear(d_model, ff)
            self.ff_out = nn.Linear(ff, d_model)
            self.ff_norm = nn.LayerNorm(d_model, eps=1e-12)
            self.gelu = nn.GELU()

        def forward(self, x, mask):
            b, n, d = x.shape
            dh = d // heads

            def split(t):
                return t.view(b, n, heads, dh).transpose(1, 2)

            q, k, v = split(self.query(x)), split(self.key(x)), split(self.value(x))
            scores = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(dh) + mask
            ctx = torch.matmul(torch.softmax(scores, dim=-1), v)
            ctx = ctx.transpose(1, 2).reshape(b, n, d)
            x = self.attn_norm(x + self.attn_out(ctx))
            return self.ff_norm(x + self.ff_out(self.gelu(self.ff_in(x))))

    class Encoder(nn.Module):
        def __init__(self):
            super().__init__()
            self.word = nn.Embedding(vocab, d_model)
            self.position = nn.Embedding(max_len, d_model)
            self.token_type = nn.Embedding(2, d_model)
            self.register_buffer("position_ids", torch.arange(max_len).unsqueeze(0))
            self.embed_norm = nn.LayerNorm(d_model, eps=1e-12)
            self.layers = nn.ModuleList(Layer() for _ in range(layers))
            self.pooler = nn.Linear(d_model, d_model)

        def forward(self, input_ids, attention_mask):
            n = input_ids.shape[1]
            x = self.word(input_ids) + self.position(self.position_ids[:, :n]) \
                + self.token_type.weight[0]
            x = self.embed_norm(x)
            mask = (1.0 - attention_mask[:, None, None, :].to(x.dtype)) * -10000.0
            for layer in self.layers:
                x = layer(x, mask)
            return x, torch.tanh(self.pooler(x[:, 0]))

    return Encoder()


def image_inputs(side):
    import torch
    return lambda batch: (torch.randn(batch, 3, side, side),)


def text_inputs(vocab):
    import torch

    def make(batch, seq):
        ids = torch.randint(0, vocab, (batch, seq))
        mask = torch.ones(batch, seq, dtype=torch.int64)
        mask[0, seq - seq // 4:] = 0  # the first sequence is padded
        return ids, mask
    return make


def model_specs(quick):
    """name -> (what it is, builder, inputs(example sizes), inputs(other sizes), names, axes)."""
    import torch
    import torchvision
    import deep_stack  # bench/deep_stack.py, beside this script
    image_axes = {"x": {0: "batch"}, "logits": {0: "batch"}}
    deep_axes = {"x": {0: "batch"}, "y": {0: "batch"}}

    def deep(layers):
        return (f"deep_{layers}", f"a traced stack of {layers} residual layers "
                "(x + tanh(Linear 8x8 (x)), bench/deep_stack.py)",
                lambda: deep_stack.scaled_stack(layers),
                lambda batch: (torch.randn(batch, 8),), (2,), (3,), ["x"], ["y"], deep_axes)
    text_axes = {"input_ids": {0: "batch", 1: "seq"}, "attention_mask": {0: "batch", 1: "seq"},
                 "hidden": {0: "batch", 1: "seq"}, "pooled": {0: "batch"}}
    if quick:
        side, vocab, seq = 64, 1000, 16
        vit = ("torchvision VisionTransformer, 32x32, patch 16, 2 layers, d 64",
               lambda: torchvision.models.VisionTransformer(
                   image_size=32, patch_size=16, num_layers=2, num_heads=2,
                   hidden_dim=64, mlp_dim=128, num_classes=10),
               32)
        specs = [
            ("resnet18", "torchvision resnet18, 64x64",
             lambda: torchvision.models.resnet18(weights=None), image_inputs(side), (2,), (3,),
             ["x"], ["logits"], image_axes),
            ("squeezenet_tiny", "torchvision squeezenet1_1, 64x64",
             lambda: torchvision.models.squeezenet1_1(weights=None), image_inputs(side),
             (2,), (3,), ["x"], ["logits"], image_axes),
            ("swin_tiny", "torchvision SwinTransformer, 32x32, patch 4, depths [2, 2], d 24, "
             "window 4",
             lambda: torchvision.models.swin_transformer.SwinTransformer(
                 patch_size=[4, 4], embed_dim=24, depths=[2, 2], num_heads=[2, 4],
                 window_size=[4, 4], num_classes=10),
             image_inputs(32), (2,), (3,), ["x"], ["logits"], image_axes),
            ("vit_tiny", vit[0], vit[1], image_inputs(vit[2]), (2,), (3,),
             ["x"], ["logits"], image_axes),
            ("encoder_tiny", f"BERT-style encoder, 2 layers, d 64, 4 heads, ff 128, seq {seq}",
             lambda: bert_encoder(vocab, 64, 64, 4, 128, 2), text_inputs(vocab), (2, seq),
             (3, seq // 2), ["input_ids", "attention_mask"], ["hidden", "pooled"], text_axes),
            deep(50),
        ]
    else:
        vocab, seq = 30522, 128
        specs = [
            ("resnet50", "torchvision resnet50, 224x224",
             lambda: torchvision.models.resnet50(weights=None), image_inputs(224), (2,), (3,),
             ["x"], ["logits"], image_axes),
            ("vit_b_16", "torchvision vit_b_16, 224x224",
             lambda: torchvision.models.vit_b_16(weights=None), image_inputs(224), (2,), (3,),
             ["x"], ["logits"], image_axes),
            ("squeezenet1_1", "torchvision squeezenet1_1, 224x224",
             lambda: torchvision.models.squeezenet1_1(weights=None), image_inputs(224),
             (2,), (3,), ["x"], ["logits"], image_axes),
            ("swin_t", "torchvision swin_t, 224x224",
             lambda: torchvision.models.swin_t(weights=None), image_inputs(224), (2,), (3,),
             ["x"], ["logits"], image_axes),
            ("bert_base", f"BERT-base encoder, 12 layers, d 768, 12 heads, ff 3072, seq {seq}",
             lambda: bert_encoder(vocab, 512, 768, 12, 3072, 12), text_inputs(vocab), (2, seq),
             (3, 64), ["input_ids", "attention_mask"], ["hidden", "pooled"], text_axes),
            deep(1000),
        ]
    return specs


def tocc_axes(axes):
    """torch's dynamic_axes dict -> tocc-export's named form `x:0=batch;y:0=batch,1=seq`."""
    return ";".join(name + ":" + ",".join(f"{d}={n}" for d, n in sorted(dims.items()))
                    for name, dims in axes.items())


def input_shape(name, t, dims):
    """--input-shape for onnx-opt: `x=f32[batch,3,224,224]`."""
    elem = {"torch.float32": "f32", "torch.int64": "i64"}[str(t.dtype)]
    sizes = [dims.get(i, str(s)) for i, s in enumerate(t.shape)]
    return f"{name}={elem}[{','.join(str(s) for s in sizes)}]"


def save_data_set(folder, inputs, outputs, input_names, output_names):
    from onnx import numpy_helper
    os.makedirs(folder, exist_ok=True)
    for prefix, tensors, names in (("input", inputs, input_names),
                                   ("output", outputs, output_names)):
        for k, (t, name) in enumerate(zip(tensors, names)):
            proto = numpy_helper.from_array(t.detach().numpy(), name)
            with open(os.path.join(folder, f"{prefix}_{k}.pb"), "wb") as f:
                f.write(proto.SerializeToString())


def make(work, quick, only=None):
    import warnings
    import torch
    warnings.simplefilter("ignore")  # the tracer's warnings about asserts and sqrt
    torch.manual_seed(0)
    names = []
    for name, what, build, inputs_of, example, other, in_names, out_names, axes in \
            model_specs(quick):
        if only and name not in only:
            continue
        folder = os.path.join(work, name)
        os.makedirs(folder, exist_ok=True)
        names.append(name)
        model = build().eval()
        # As a trained model: a fresh norm's all-ones and all-zeros tensors
        # would otherwise be pooled into one constant by freezing.
        with torch.no_grad():
            for t in list(model.parameters()) + list(model.buffers()):
                if t.is_floating_point() and t.numel() > 1 and bool(t.min() == t.max()):
                    t.uniform_(0.5, 1.5)
        x = inputs_of(*example)
        # Traced with grad enabled: under no_grad, nn.MultiheadAttention (ViT)
        # takes its fast path, aten::_native_multi_head_attention, which
        # torch.onnx.export 1.13 has no symbolic for (bench/README.md).
        traced = torch.jit.trace(model, x, check_trace=False)
        pt = os.path.join(folder, "model.pt")
        traced.save(pt)
        torch.save(x, os.path.join(folder, "inputs.pt"))
        # The reference outputs come from the saved TorchScript module, the
        # thing both exporters are given.
        loaded = torch.jit.load(pt).eval()
        largest = 1.0
        for k, sizes in enumerate((example, other)):
            ins = x if k == 0 else inputs_of(*sizes)
            with torch.no_grad():
                outs = loaded(*ins)
            outs = outs if isinstance(outs, tuple) else (outs,)
            largest = max([largest] + [float(o.abs().max()) for o in outs])
            save_data_set(os.path.join(folder, "data", f"set_{k}"), ins, outs,
                          in_names, out_names)
        spec = {
            "name": name, "what": what, "input_names": in_names, "output_names": out_names,
            "dynamic_axes": {n: {str(d): v for d, v in dims.items()} for n, dims in axes.items()},
            "tocc_dynamic_axes": tocc_axes(axes),
            "input_shapes": [input_shape(n, t, axes.get(n, {})) for n, t in zip(in_names, x)],
            "example_sizes": list(example), "other_sizes": list(other),
            "params": sum(p.numel() for p in model.parameters()),
            "weight_bytes": sum(t.numel() * t.element_size()
                                for t in list(model.parameters()) + list(model.buffers())),
            "atol": ATOL_SCALE * largest,
        }
        with open(os.path.join(folder, "spec.json"), "w") as f:
            json.dump(spec, f, indent=1)
        print(f"{name}: {what}, {spec['params'] / 1e6:.1f}M parameters, "
              f"{os.path.getsize(pt) / 1e6:.1f} MB", file=sys.stderr)
    with open(os.path.join(work, "models"), "w") as f:
        f.write("\n".join(names) + "\n")


# --- torch.onnx.export in a fresh process ---------------------------------------

def torch_export(folder, out):
    import warnings
    import torch
    warnings.simplefilter("ignore")
    with open(os.path.join(folder, "spec.json")) as f:
        spec = json.load(f)
    axes = {n: {int(d): v for d, v in dims.items()} for n, dims in spec["dynamic_axes"].items()}
    try:
        model = torch.jit.load(os.path.join(folder, "model.pt")).eval()
        inputs = torch.load(os.path.join(folder, "inputs.pt"))
        inputs = inputs if isinstance(inputs, tuple) else (inputs,)
        start = time.monotonic()
        torch.onnx.export(model, inputs, out, opset_version=OPSET, do_constant_folding=True,
                          input_names=spec["input_names"], output_names=spec["output_names"],
                          dynamic_axes=axes)
        seconds = time.monotonic() - start
    except Exception as e:  # the failure is the result: the table shows it
        lines = [line for line in str(e).splitlines() if line.strip()]
        print(f"torch.onnx.export failed: {type(e).__name__}: {lines[0] if lines else ''}",
              file=sys.stderr)
        if os.path.exists(out):
            os.remove(out)
        return 1
    print(f"export_s {seconds:.3f}")
    return 0


# --- the table --------------------------------------------------------------------

def count_nodes(path):
    import onnx
    model = onnx.load(path, load_external_data=False)

    def count(graph):
        n = 0
        for node in graph.node:
            n += 1
            for attr in node.attribute:
                if attr.type == onnx.AttributeProto.GRAPH:
                    n += count(attr.g)
                elif attr.type == onnx.AttributeProto.GRAPHS:
                    n += sum(count(g) for g in attr.graphs)
        return n
    return count(model.graph)


def ort_check(run_js, jobs, time_runs):
    """Runs every (id, model, data sets, atol) job in one run.js --batch process,
    each also timed over `time_runs` runs of the first data set."""
    lines = "".join(json.dumps({"id": i, "model": m, "dataSets": sets, "rtol": RTOL,
                                "atol": atol, "timeRuns": time_runs}) + "\n"
                    for i, m, sets, atol in jobs)
    proc = subprocess.run(["node", run_js, "--batch"], input=lines, text=True,
                          stdout=subprocess.PIPE)
    answers = {}
    for line in proc.stdout.splitlines():
        a = json.loads(line)
        answers[a["id"]] = a
    return answers


def ort_cell(answer):
    if answer is None:
        return "not run"
    errs = [float(o["maxAbsErr"]) for o in answer["outputs"] if o.get("maxAbsErr") is not None]
    err = f"{max(errs):.1e}" if errs else "n/a"
    if answer["status"] == "pass":
        return f"ok {err}"
    detail = answer["detail"].splitlines()[0] if answer["detail"] else ""
    return f"{answer['status'].upper()} {err} ({detail[:80]})" if answer["status"] == "mismatch" \
        else f"{answer['status'].upper()} ({detail[:80]})"


def median(values):
    return statistics.median(values) if values else None


def latency(*answers):
    """The mean of the median ORT run times (ms) of run.js answers, or None."""
    medians = [float(a["timeMs"]["median"]) for a in answers if a and a.get("timeMs")]
    return statistics.mean(medians) if medians else None


def table(work, results, run_js, reps, ort_runs=20):
    rows = {}  # (model, tool) -> list of (status, wall, rss_kb, inproc, message)
    order = []
    with open(results) as f:
        for line in f:
            model, tool, status, wall, rss, inproc, message = line.rstrip("\n").split("\t")
            if model not in order:
                order.append(model)
            rows.setdefault((model, tool), []).append(
                (status, float(wall), int(rss), float(inproc) if inproc else None, message))

    def summary(model, tool):
        runs = rows.get((model, tool), [])
        failed = [r for r in runs if r[0] != "ok"]
        if not runs or failed:
            return {"failed": failed[0][4] if failed else "not run"}
        return {"wall": median([r[1] for r in runs]), "rss": median([r[2] for r in runs]) / 1024,
                "inproc": median([r[3] for r in runs if r[3] is not None])}

    jobs, outs, specs = [], {}, {}
    for model in order:
        with open(os.path.join(work, model, "spec.json")) as f:
            specs[model] = json.load(f)
        sets = [os.path.join(work, model, "data", s) for s in ("set_0", "set_1")]
        for tool in ("tocc", "torch"):
            out = os.path.join(work, model, tool + ".onnx")
            outs[(model, tool)] = out
            if "failed" not in summary(model, tool) and os.path.exists(out):
                jobs.append((f"{model}/{tool}", out, sets, specs[model]["atol"]))
        # The second timing of each file, in the reverse order (tocc, torch,
        # torch, tocc): a drift of the machine during the run then weighs on
        # both files alike instead of on whichever ran first.
        for tool in ("torch", "tocc"):
            if any(j[0] == f"{model}/{tool}" for j in jobs):
                jobs.append((f"{model}/{tool}#2", outs[(model, tool)], sets[:1],
                             specs[model]["atol"]))
    answers = ort_check(run_js, jobs, ort_runs)

    print(f"| model | tocc wall (s) | torch wall (s) | torch export() alone (s) "
          f"| wall ratio (torch/tocc) | tocc peak RSS (MB) | torch peak RSS (MB) "
          f"| RSS ratio (torch/tocc) | weights (MiB) | tocc RSS over weights (MiB) "
          f"| tocc nodes | torch nodes "
          f"| ORT vs LibTorch, max abs err: tocc | ORT: torch "
          f"| ORT latency (ms): tocc | ORT latency (ms): torch | latency ratio (torch/tocc) |")
    print("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|---|--:|--:|--:|")
    for model in order:
        t, p = summary(model, "tocc"), summary(model, "torch")

        def cell(s, key, fmt):
            return ("failed: " + s["failed"]) if "failed" in s else fmt.format(s[key])

        def ratio(key):
            if "failed" in t or "failed" in p:
                return "-"
            return f"{p[key] / t[key]:.2f}x" if t[key] else "-"

        def nodes(tool, s):
            return str(count_nodes(outs[(model, tool)])) if "failed" not in s else "-"

        def ms(value):
            return f"{value:.1f}" if value is not None else "-"
        # Parameters and buffers, from the spec (older work folders lack it).
        wb = specs[model].get("weight_bytes")
        weights = wb / 2**20 if wb is not None else None
        lt = latency(answers.get(f"{model}/tocc"), answers.get(f"{model}/tocc#2"))
        lp = latency(answers.get(f"{model}/torch"), answers.get(f"{model}/torch#2"))
        print("| " + " | ".join([
            model, cell(t, "wall", "{:.2f}"), cell(p, "wall", "{:.2f}"),
            cell(p, "inproc", "{:.2f}") if "failed" not in p else "-", ratio("wall"),
            cell(t, "rss", "{:.0f}") if "failed" not in t else "-",
            cell(p, "rss", "{:.0f}") if "failed" not in p else "-", ratio("rss"),
            f"{weights:.1f}" if weights is not None else "-",
            f"{t['rss'] - weights:.0f}" if weights is not None and "failed" not in t else "-",
            nodes("tocc", t), nodes("torch", p),
            ort_cell(answers.get(f"{model}/tocc")), ort_cell(answers.get(f"{model}/torch")),
            ms(lt), ms(lp), f"{lp / lt:.2f}x" if lt and lp else "-",
        ]) + " |")
    print()
    for model in order:
        spec = specs[model]
        print(f"- {model}: {spec['what']}, {spec['params'] / 1e6:.1f}M parameters, traced at "
              f"{spec['example_sizes']}; dynamic axes `{spec['tocc_dynamic_axes']}`; checked "
              f"in ORT at {spec['example_sizes']} and {spec['other_sizes']} "
              f"(atol {spec['atol']:.1e})")
    print(f"- median of {reps} runs, each in a fresh process, wall time and peak RSS "
          f"from GNU time; torch side: torch.onnx.export of the TorchScript module "
          f"torch.jit.load'ed from the same model.pt, opset {OPSET}, "
          f"do_constant_folding=True, same names and dynamic axes")
    print(f"- ORT: onnxruntime-node (utils/ort/run.js), every output, rtol {RTOL}, "
          f"atol {ATOL_SCALE} x the largest |value| of the model's LibTorch outputs; "
          f"`ok` = every element within tolerance")
    print(f"- ORT latency: median wall time of one session.run over {ort_runs} runs after a "
          f"warm-up, both files on the same inputs (set_0, the example inputs), default "
          f"session options, in one onnxruntime-node process, timed twice in the order "
          f"tocc, torch, torch, tocc; the mean of the two medians")
    # torch's failures are results; tocc's are the benchmark's failure (the table is
    # printed either way).
    bad = [m for m in order if "failed" in summary(m, "tocc")
           or (answers.get(f"{m}/tocc") or {}).get("status") != "pass"]
    if bad:
        print(f"export_models.py: tocc failed or disagreed on {', '.join(bad)}", file=sys.stderr)
    return 1 if bad else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("make")
    p.add_argument("work")
    p.add_argument("--quick", action="store_true")
    p.add_argument("--models", default="")
    p = sub.add_parser("torch-export")
    p.add_argument("folder")
    p.add_argument("out")
    p = sub.add_parser("table")
    p.add_argument("work")
    p.add_argument("results")
    p.add_argument("--ort-run", required=True)
    p.add_argument("--reps", type=int, default=3)
    p.add_argument("--ort-runs", type=int, default=20)
    args = parser.parse_args()
    if args.cmd == "make":
        make(args.work, args.quick, set(filter(None, args.models.split(","))))
        return 0
    if args.cmd == "torch-export":
        return torch_export(args.folder, args.out)
    return table(args.work, args.results, args.ort_run, args.reps, args.ort_runs)


if __name__ == "__main__":
    sys.exit(main())
