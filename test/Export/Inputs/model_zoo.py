"""The model zoo: the models people export (torchvision's segmentation,
video, optical-flow and detection models; torchaudio's speech models and
transforms), with random weights, scripted or traced as users do, exported
by tocc-export with the dynamic axes a user would set and checked in ONNX
Runtime against LibTorch with --verify (the example sizes and another size
of every dynamic axis).

usage: model_zoo.py WORKDIR --tocc-export PATH [--opsets 11,13,17]
                    [--only REGEX] [--family F,...] [--gate] [-j N]
                    [--torch-export] [--write-doc FILE]

Each row is a model in a mode; each opset gives it a cell: `ok`, or the
first line of tocc-export's error. The process exits non-zero when a cell
is not ok and the row does not say why it cannot be (`expect`).

A row whose LibTorch outputs hold NaN or Inf at the example sizes or at a
--verify-sizes size gets an error cell: --verify compares NaN equal to NaN,
so the row would pass whatever the export computes (RAFT at 64 x 72 did).

--torch-export also runs torch.onnx.export (1.13) on every row at the last
opset in a process of its own, with the same dynamic axes, and records
whether it succeeded, its time and its peak RSS; --write-doc writes
docs/model-zoo.md from the run (full tier). --gate runs the rows marked
GATE only (one per family).
"""
import argparse
import concurrent.futures
import os
import re
import resource
import subprocess
import sys
import time
import warnings

import torch

warnings.filterwarnings("ignore")

# --- The rows -----------------------------------------------------------------
# A row: name, family, mode (script/trace), a builder returning the module,
# the example inputs (a tuple of tensors), --dynamic-axes, and whether the
# gate tier runs it.
ROWS = []


def row(name, family, build, inputs, axes, mode="script", gate=False, names=None,
        verify_sizes=None, tol=None):
    ROWS.append(dict(name=name, family=family, build=build, inputs=inputs, axes=axes,
                     mode=mode, gate=gate, names=names, verify_sizes=verify_sizes, tol=tol))


def tv(module, fn, **kw):
    def build():
        import torchvision
        return getattr(getattr(torchvision.models, module), fn)(weights=None, **kw).eval()
    return build


def seg(fn, aux):
    kw = dict(weights_backbone=None, num_classes=5)
    if aux:
        kw["aux_loss"] = True
    return tv("segmentation", fn, **kw)


IMG = "image:0=batch,2=height,3=width"
# The ResNet backbones with random weights and dilated layer3/layer4 are
# chaotic in float32: ONNX Runtime's and LibTorch's convolutions round
# differently (--verify's bisection finds a conv of layer3 off by 3e-5), and
# 100 random layers amplify that to ~1e-2 on outputs of size ~1. Those rows
# compare within rtol 1e-2, atol 2e-2 (the doc's tolerance column).
# deeplabv3_resnet50 met the default tolerance with ONNX Runtime 1.20.1;
# 1.30's convolutions put one of its 46080 aux outputs (~1.3e-4) 1.75e-5
# off LibTorch at batch 2 (tocc's own interpreter of the core graph is
# 1.8e-5 off there too), so it takes its siblings' tolerance.
DEEP = (1e-2, 2e-2)
for fn, aux, gate, tol in [("fcn_resnet50", True, False, DEEP), ("fcn_resnet101", False, False, DEEP),
                           ("deeplabv3_resnet50", True, False, DEEP),
                           ("deeplabv3_resnet101", False, False, DEEP),
                           ("deeplabv3_mobilenet_v3_large", True, False, None),
                           ("lraspp_mobilenet_v3_large", False, True, None)]:
    row(fn + (" (aux)" if aux else ""), "segmentation", seg(fn, aux),
        lambda: (torch.randn(1, 3, 64, 72),), IMG, gate=gate, names="image", tol=tol)

CLIP = "clip:0=batch,2=time,3=height,4=width"
for fn, gate in [("r3d_18", True), ("mc3_18", False), ("r2plus1d_18", False)]:
    row(fn, "video", tv("video", fn, num_classes=7), lambda: (torch.randn(1, 3, 4, 32, 40),),
        CLIP, gate=gate, names="clip")
# S3D's last pooling window is 2 x 7 x 7: at least 16 frames of 224 x 224.
row("s3d", "video", tv("video", "s3d", num_classes=7), lambda: (torch.randn(1, 3, 16, 224, 224),),
    "clip:0=batch", names="clip")
# MViT's positional embedding fixes T, H and W: only the batch is dynamic.
for fn in ["mvit_v1_b", "mvit_v2_s"]:
    row(fn, "video", tv("video", fn, num_classes=7), lambda: (torch.randn(1, 3, 16, 224, 224),),
        "clip:0=batch", names="clip")

PAIR = "image1:0=batch,2=height,3=width;image2:0=batch,2=height,3=width"
# RAFT takes heights and widths that are multiples of 8: --verify-sizes.
# Its correlation pyramid halves the 1/8-size feature map three times, and
# a level of 1 pixel makes its grid_sample divide by 0 (align_corners with
# a dim of 1): LibTorch's flows are then all NaN (64 x 72 gave that, and a
# row that compares NaN with NaN checks nothing). From 128 x 128 the last
# level is at least 2 x 2 and the flows are finite (build() checks).
# Tolerance: over 12 GRU iterations ONNX Runtime and LibTorch differ by up
# to 4.6e-5 (raft_small's example inputs; on flows of ~0.006, so rtol does
# not cover it), which is float32 rounding: LibTorch's own float32 flows
# differ from a float64 run of the same weights and inputs by up to
# 3.1e-5 (3 elements outside rtol 1e-3, atol 1e-5), and on other inputs
# ONNX Runtime's flows were as close to the float64 ones as LibTorch's
# (2.8e-5 each). Two float32 results each ~3e-5 from the truth may be
# ~6e-5 apart: atol 1e-4.
RAFT_TOL = (1e-3, 1e-4)
for fn, gate in [("raft_small", True), ("raft_large", False)]:
    row(fn, "optical_flow", tv("optical_flow", fn),
        lambda: (torch.randn(1, 3, 128, 128), torch.randn(1, 3, 128, 128)), PAIR, gate=gate,
        names="image1,image2", verify_sizes="height=136;width=144", tol=RAFT_TOL)


def det(fn, gain=None, backbone_gain=None, **kw):
    """A detection model with random weights, scripted as users script it.
    The heads' weights are drawn wider than torchvision's init (std 0.01,
    which makes every class score the same): distinct scores keep NMS from
    breaking ties, so its order is the same in ONNX Runtime and LibTorch.
    With `gain`, a head weight's std is gain / sqrt(fan-in) and biases get
    std 0.1: at the flat std 0.2, RetinaNet's and SSD's deeper heads
    saturate every score to 1 (NMS then picks among ties), and the R-CNNs'
    region proposals keep no box at all, so their outputs are empty and
    the comparison checks nothing. `backbone_gain`
    does the same for every other weight: SSDlite's ReLU6 layers saturate
    with torchvision's init, so whole feature maps are constant and their
    anchors tie. A low score threshold and few detections per image keep
    the outputs non-empty and small."""
    def build():
        import torchvision
        torch.manual_seed(0)
        m = getattr(torchvision.models.detection, fn)(weights=None, weights_backbone=None,
                                                      **kw).eval()
        with torch.no_grad():
            for name, p in m.named_parameters():
                if any(k in name for k in ("predictor", "head", "cls_logits", "bbox_pred")):
                    if gain is None:
                        p.normal_(0.0, 0.2)
                    elif p.dim() >= 2:
                        p.normal_(0.0, gain / p[0].numel() ** 0.5)
                    else:
                        p.normal_(0.0, 0.1)
                elif backbone_gain is not None and p.dim() >= 2:
                    p.normal_(0.0, backbone_gain / p[0].numel() ** 0.5)
        return m
    return build


IMAGES = "images.0:1=height,2=width"
SMALL = dict(min_size=128, max_size=160)
# Every detector resizes its image: ONNX Runtime's bilinear Resize and
# LibTorch's interpolate round the sampling coordinates differently (3e-5
# on the pixels), and the random networks amplify that, through the box
# decoder's exp, to ~1e-3 relative on a few box and keypoint coordinates:
# SSDlite and the MobileNetV3-320 Faster R-CNN (random backbones of gain
# 1.3-1.5, below which ReLU6 saturates and whole feature maps tie) and
# Keypoint R-CNN compare within rtol 1e-2.
for fn, kw, tol in [
        ("fasterrcnn_mobilenet_v3_large_320_fpn",
         dict(gain=1.0, backbone_gain=1.3, num_classes=5, box_score_thresh=0.0,
              box_detections_per_img=8), (1e-2, 1e-3)),
        ("fasterrcnn_resnet50_fpn",
         dict(gain=0.5, num_classes=5, box_score_thresh=0.0, box_detections_per_img=8, **SMALL), None),
        ("maskrcnn_resnet50_fpn",
         dict(gain=0.5, num_classes=5, box_score_thresh=0.0, box_detections_per_img=4, **SMALL), None),
        ("keypointrcnn_resnet50_fpn",
         dict(gain=0.5, num_classes=2, num_keypoints=5, box_score_thresh=0.0, box_detections_per_img=4,
              **SMALL), (1e-2, 1e-3)),
        ("retinanet_resnet50_fpn",
         dict(gain=0.5, num_classes=5, score_thresh=0.0, detections_per_img=8, **SMALL), None),
        ("fcos_resnet50_fpn",
         dict(num_classes=5, score_thresh=0.0, detections_per_img=8, **SMALL), None),
        ("ssdlite320_mobilenet_v3_large",
         dict(gain=0.5, backbone_gain=1.5, num_classes=5, score_thresh=0.0,
              detections_per_img=8), (1e-2, 1e-3))]:
    row(fn, "detection", det(fn, **kw), lambda: ([torch.rand(3, 120, 140)],), IMAGES,
        gate=fn == "fasterrcnn_resnet50_fpn", names="images", verify_sizes="height=104;width=150",
        tol=tol)


# A batch of two images of different sizes: each image's outputs are named
# by its dict's keys (boxes, ..., boxes_1, ...), every size dynamic.
row("fasterrcnn_resnet50_fpn (2 images)", "detection",
    det("fasterrcnn_resnet50_fpn", gain=0.5, num_classes=5, box_score_thresh=0.0,
        box_detections_per_img=8, **SMALL),
    lambda: ([torch.rand(3, 120, 140), torch.rand(3, 100, 150)],),
    "images.0:1=h0,2=w0;images.1:1=h1,2=w1", names="images")


def ta(fn, *args, **kw):
    def build():
        import torchaudio
        return getattr(torchaudio.models, fn)(*args, **kw).eval()
    return build


def ta_transform(cls, **kw):
    def build():
        import torchaudio
        return getattr(torchaudio.transforms, cls)(**kw).eval()
    return build


def small_wav2vec2(aux):
    def build():
        import torchaudio
        return torchaudio.models.wav2vec2_model(
            extractor_mode="group_norm",
            extractor_conv_layer_config=[(32, 10, 5), (32, 3, 2), (32, 2, 2)],
            extractor_conv_bias=False, encoder_embed_dim=48, encoder_projection_dropout=0.0,
            encoder_pos_conv_kernel=16, encoder_pos_conv_groups=4, encoder_num_layers=2,
            encoder_num_heads=4, encoder_attention_dropout=0.0, encoder_ff_interm_features=96,
            encoder_ff_interm_dropout=0.0, encoder_dropout=0.0, encoder_layer_norm_first=False,
            encoder_layer_drop=0.0, aux_num_out=aux).eval()
    return build


WAVE = "waveforms:0=batch,1=time;lengths:0=batch"
def wave_inputs():
    return (torch.randn(2, 4000), torch.tensor([4000, 3100]))


for mode in ["script", "trace"]:
    row("wav2vec2 (small, lengths)", "audio", small_wav2vec2(29), wave_inputs, WAVE, mode=mode,
        gate=mode == "script", names="waveforms,lengths")
    row("wav2vec2_base (lengths)", "audio", ta("wav2vec2_base"), wave_inputs, WAVE, mode=mode,
        names="waveforms,lengths")
    row("hubert_base (lengths)", "audio", ta("hubert_base"), wave_inputs, WAVE, mode=mode,
        names="waveforms,lengths")
row("Conformer(80, 4, 128, 2, 31)", "audio", ta("Conformer", 80, 4, 128, 2, 31),
    lambda: (torch.randn(2, 20, 80), torch.tensor([20, 13])),
    "input:0=batch,1=time;lengths:0=batch", names="input,lengths")
row("Emformer(64, 4, 128, 2, 4, right_context_length=2)", "audio",
    ta("Emformer", 64, 4, 128, 2, 4, right_context_length=2),
    lambda: (torch.randn(2, 14, 64), torch.tensor([12, 9])),
    "input:0=batch,1=time;lengths:0=batch", names="input,lengths")
# With memory: the summary mask is an Optional list the segment loop carries.
row("Emformer(64, 4, 128, 2, 4, right_context_length=2, max_memory_size=3)", "audio",
    ta("Emformer", 64, 4, 128, 2, 4, right_context_length=2, max_memory_size=3),
    lambda: (torch.randn(2, 14, 64), torch.tensor([12, 9])),
    "input:0=batch,1=time;lengths:0=batch", names="input,lengths")
row("ConvTasNet (small)", "audio",
    ta("ConvTasNet", 2, 16, 64, 3, 32, 64, 2, 2),
    lambda: (torch.randn(2, 1, 800),), "input:0=batch,2=time", names="input")
# DeepSpeech does not script (hardtanh with int bounds): users trace it.
row("DeepSpeech(40, 64)", "audio", ta("DeepSpeech", 40, 64),
    lambda: (torch.randn(2, 1, 30, 40),), "x:0=batch,2=time", mode="trace", names="x")
row("WaveRNN([2, 2], 16, 4, n_rnn=32, n_fc=32, n_freq=20)", "audio",
    ta("WaveRNN", [2, 2], 16, 4, n_res_block=2, n_rnn=32, n_fc=32, n_freq=20, n_hidden=16,
       n_output=16),
    lambda: (torch.randn(2, 1, (12 - 5 + 1) * 4), torch.randn(2, 1, 20, 12)),
    "waveform:0=batch;specgram:0=batch", names="waveform,specgram")
row("MelSpectrogram(16000, n_fft=400, n_mels=40)", "audio",
    ta_transform("MelSpectrogram", sample_rate=16000, n_fft=400, n_mels=40),
    lambda: (torch.randn(2, 4000),), "waveform:0=batch,1=time", names="waveform")
class ViewAsReal(torch.nn.Module):
    """A complex result as ONNX can hold it: torch.view_as_real."""

    def __init__(self, inner):
        super().__init__()
        self.inner = inner

    def forward(self, x):
        return torch.view_as_real(self.inner(x))


def as_real(build):
    return lambda: ViewAsReal(build()).eval()


row("view_as_real(Spectrogram(n_fft=256, power=None))", "audio",
    as_real(ta_transform("Spectrogram", n_fft=256, power=None)),
    lambda: (torch.randn(2, 3000),), "waveform:0=batch,1=time", names="waveform")
row("Spectrogram(n_fft=256)", "audio", ta_transform("Spectrogram", n_fft=256),
    lambda: (torch.randn(2, 3000),), "waveform:0=batch,1=time", names="waveform", gate=True)


# --- Running ------------------------------------------------------------------
def slug(name):
    return re.sub(r"[^A-Za-z0-9]+", "_", name).strip("_")


def sized_inputs(r, example):
    """The example inputs at each size --verify-sizes lists (the other
    symbols at their example size), like --verify's generated cases:
    floats drawn again where a size changes."""
    if not r["verify_sizes"] or not r["axes"]:
        return []
    names = (r["names"] or "").split(",")
    axes = {}  # input index -> {dim: symbol}
    for group in filter(None, r["axes"].split(";")):
        name, rest = group.split(":", 1)
        if name in names:
            axes[names.index(name)] = {int(a.split("=")[0]): a.split("=")[1]
                                       for a in rest.split(",")}
    cases = []
    for item in r["verify_sizes"].split(";"):
        sym, size = item.split("=")
        inputs = []
        for i, t in enumerate(example):
            dims = {d: int(size) for d, s in axes.get(i, {}).items() if s == sym}
            if not dims or not t.is_floating_point():
                inputs.append(t)
                continue
            shape = [dims.get(d, n) for d, n in enumerate(t.shape)]
            inputs.append(torch.randn(shape, dtype=t.dtype))
        cases.append((item, tuple(inputs)))
    return cases


def nonfinite(outputs):
    """How many output elements are NaN or infinite (tensors in any nesting)."""
    if isinstance(outputs, torch.Tensor):
        return int((~torch.isfinite(outputs)).sum()) if outputs.is_floating_point() else 0
    if isinstance(outputs, (list, tuple)):
        return sum(nonfinite(o) for o in outputs)
    if isinstance(outputs, dict):
        return sum(nonfinite(o) for o in outputs.values())
    return 0


def check_reference(r, m, example):
    """An error cell if LibTorch's outputs hold NaN or Inf at the example
    sizes or a --verify-sizes size: --verify compares NaN equal to NaN, so
    such a row would match whatever the export computes."""
    with torch.no_grad():
        for label, inputs in [("example inputs", example)] + sized_inputs(r, example):
            try:
                bad = nonfinite(m(*inputs))
            except Exception:
                continue  # the model refuses these sizes: --verify says so
            if bad:
                return (f"error: LibTorch's outputs hold {bad} NaN or infinite values "
                        f"({label}): the comparison would check nothing")
    return None


def build(r, path):
    """Saves the scripted or traced module and its inputs; None, torch's
    reason it cannot script or trace the model ("n/a: ..."), or an error
    cell when LibTorch's own outputs are not finite."""
    torch.manual_seed(0)
    m = r["build"]()
    example = r["inputs"]()
    try:
        if r["mode"] == "script":
            s = torch.jit.script(m)
        else:
            # torch.jit.trace cannot trace weight_norm's pre-hook (no
            # __name__); torchaudio's own __prepare_scriptable__ removes
            # it, as users do before tracing wav2vec2 and HuBERT.
            for sub in m.modules():
                if hasattr(sub, "__prepare_scriptable__"):
                    sub.__prepare_scriptable__()
            with torch.no_grad():
                s = torch.jit.trace(m, example, check_trace=False)
    except Exception as e:
        lines = str(e).strip().splitlines()
        return "n/a: " + (lines[0][:160] if lines else type(e).__name__)
    s.save(path + ".pt")
    torch.save(example, path + ".inputs.pt")
    # The saved module, as --verify runs it (running the eager model first
    # would change its state before scripting: detection models set
    # attributes in forward).
    return check_reference(r, torch.jit.load(path + ".pt"), example)


def first_error(text):
    for line in text.splitlines():
        if "error:" in line:
            return line.split("error:", 1)[1].strip()
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[-1].strip() if lines else "failed with no message"


WROTE = re.compile(r"wrote .*\(opset (\d+), (\d+) nodes, .*\) in ([0-9.]+) s, peak RSS (\d+) MB")
ERR = re.compile(r"max abs err ([0-9.e+-]+)")


def run_tocc(tool, r, path, opset):
    cmd = [tool, path + ".pt", "--example-inputs", path + ".inputs.pt", "--opset", str(opset),
           "--verify", "--progress=never", "-o", f"{path}.{opset}.onnx"]
    if r["names"]:
        cmd += ["--input-names", r["names"]]
    if r["axes"]:
        cmd += ["--dynamic-axes", r["axes"]]
    if r["verify_sizes"]:
        cmd += ["--verify-sizes", r["verify_sizes"]]
    if r["tol"]:
        cmd += ["--rtol", str(r["tol"][0]), "--atol", str(r["tol"][1])]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=1200)
    except subprocess.TimeoutExpired:
        return dict(cell="error: timed out after 1200 s")
    if p.returncode != 0:
        return dict(cell="error: " + first_error(p.stderr + p.stdout))
    out = dict(cell="ok")
    m = WROTE.search(p.stderr + p.stdout)
    if m:
        out.update(nodes=int(m.group(2)), seconds=float(m.group(3)), rss=int(m.group(4)))
    errs = [float(e) for e in ERR.findall(p.stdout)]
    if errs:
        out["maxerr"] = max(errs)
    return out


TORCH_EXPORT = r"""
import resource, sys, time, warnings, torch
warnings.filterwarnings("ignore")
pt, inputs, out, opset, names, axes = sys.argv[1:7]
m = torch.jit.load(pt)
args = torch.load(inputs)
dyn = {}
for group in filter(None, axes.split(";")):
    name, rest = group.split(":", 1)
    dyn[name] = {int(a.split("=")[0]): a.split("=")[1] for a in rest.split(",")}
start = time.time()
torch.onnx.export(m, args, out, opset_version=int(opset), input_names=names.split(","),
                  dynamic_axes=dyn)
print("torch-export: %.2f s, peak RSS %d MB" % (time.time() - start,
      resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024))
"""


def run_torch(r, path, opset):
    cmd = [sys.executable, "-c", TORCH_EXPORT, path + ".pt", path + ".inputs.pt",
           f"{path}.torch{opset}.onnx", str(opset), r["names"] or "", r["axes"] or ""]
    start = time.time()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=1200)
    except subprocess.TimeoutExpired:
        return dict(cell="error: timed out after 1200 s")
    if p.returncode != 0:
        lines = [l for l in p.stderr.splitlines() if l.strip()]
        return dict(cell="error: " + (lines[-1][:200] if lines else "failed"))
    m = re.search(r"torch-export: ([0-9.]+) s, peak RSS (\d+) MB", p.stdout)
    return dict(cell="ok", seconds=float(m.group(1)) if m else time.time() - start,
                rss=int(m.group(2)) if m else None)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("workdir")
    ap.add_argument("--tocc-export", required=True)
    ap.add_argument("--opsets", default="11,13,17")
    ap.add_argument("--only")
    ap.add_argument("--family")
    ap.add_argument("--gate", action="store_true")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--torch-export", action="store_true")
    ap.add_argument("--write-doc")
    ap.add_argument("--check-doc")
    args = ap.parse_args()
    opsets = [int(o) for o in args.opsets.split(",")]
    families = args.family.split(",") if args.family else None
    os.makedirs(args.workdir, exist_ok=True)

    rows = [r for r in ROWS
            if (not args.gate or r["gate"])
            and (not families or r["family"] in families)
            and (not args.only or re.search(args.only, r["name"]))]
    results = {}
    jobs = []
    for i, r in enumerate(rows):
        path = os.path.join(args.workdir, f"{slug(r['name'])}.{r['mode']}")
        reason = build(r, path)
        if reason:
            for o in opsets:
                results[(i, o)] = dict(cell=reason)
            continue
        for o in opsets:
            jobs.append((i, o, "tocc", path))
        if args.torch_export:
            jobs.append((i, opsets[-1], "torch", path))

    def run(job):
        i, o, who, path = job
        return run_tocc(args.tocc_export, rows[i], path, o) if who == "tocc" else \
            run_torch(rows[i], path, o)

    torch_results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.j) as pool:
        for job, res in zip(jobs, pool.map(run, jobs)):
            i, o, who, _ = job
            (results if who == "tocc" else torch_results)[(i, o)] = res

    failed = 0
    for i, r in enumerate(rows):
        cells = [results[(i, o)]["cell"] for o in opsets]
        bad = [c for c in cells if c != "ok" and not c.startswith("n/a")]
        failed += bool(bad)
        print(f"{'ok  ' if not bad else 'FAIL'} {r['family']}: {r['name']} [{r['mode']}]: "
              + " | ".join(f"{o}: {c}" for o, c in zip(opsets, cells)))
    print(f"model-zoo: {len(rows)} rows, {len(rows) - failed} ok, {failed} failed")
    if args.write_doc:
        write_doc(args.write_doc, rows, opsets, results, torch_results)
    if args.check_doc:
        return check_doc(args.check_doc, rows, opsets, results)
    return 1 if failed else 0


def check_doc(path, rows, opsets, results):
    """Compares each row's cells with docs/model-zoo.md's (the opsets the
    doc and the run share): the doc cannot go stale, a regression fails,
    and so does an improvement until the doc is regenerated. Times, sizes
    and torch.onnx.export's columns are not compared."""
    head, lines = doc_table(path)
    header = [c.strip() for c in head.strip("|").split("|")]
    columns = {int(c.split()[1]): i for i, c in enumerate(header)
               if re.fullmatch(r"opset \d+", c)}
    doc = {}
    for line in lines:
        cells = [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
        doc[doc_key(line)] = cells
    bad = 0
    for i, r in enumerate(rows):
        key = (r["family"], r["name"], r["mode"])
        if key not in doc:
            print(f"check-doc: {key} is not in {path}: regenerate it with --write-doc")
            bad += 1
            continue
        for o in opsets:
            if o not in columns:
                continue
            want, got = doc[key][columns[o]], results[(i, o)]["cell"]
            if want != got:
                print(f"check-doc: {r['name']} [{r['mode']}] opset {o}: the doc says "
                      f"'{want}', the run gave '{got}'")
                bad += 1
    print(f"check-doc: {len(rows)} rows, {bad} cells differ from {path}")
    return 1 if bad else 0


def doc_table(path):
    """The table's header line and its rows (the |---| line is neither)."""
    with open(path) as fh:
        lines = [l for l in fh.read().splitlines() if l.startswith("| ")]
    return (lines[0], lines[1:]) if lines else ("", [])


def doc_key(line):
    cells = [c.strip() for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
    return (cells[0], cells[1].strip("`"), cells[2])


def write_doc(path, rows, opsets, results, torch_results):
    """Writes the table; rows of an earlier doc at `path` that this run did
    not cover (--only, --family) are kept, in ROWS' order."""
    last = opsets[-1]
    out = ["# The model zoo", "",
           "Generated by `test/Export/Inputs/model_zoo.py --torch-export --write-doc "
           "docs/model-zoo.md` (the full tier's `test/Export/model-zoo.test` checks every "
           "cell against a run; `model-zoo-gate.test` runs one model per family). Random "
           "weights; each model scripted or traced as users do, exported by `tocc-export "
           "--verify` with the dynamic axes shown, and compared in ONNX Runtime with LibTorch "
           "at the example sizes and at another size of every dynamic axis (docs/verify.md). "
           f"torch.onnx.export 1.13 ran on the same TorchScript file at opset {last}, with "
           "the same dynamic axes and input names, in a process of its own: its time is the "
           "export call's, tocc's the export without --verify's runs, and each peak RSS is its "
           "process's. A run with --only or --family replaces its rows and keeps the others. "
           "A row whose LibTorch outputs hold NaN or infinite values (at the example sizes or "
           "a --verify-sizes size) fails: --verify compares NaN equal to NaN, so such a row "
           "would check nothing.",
           ""]
    head = ("| family | model | mode | dynamic axes | "
            + " | ".join(f"opset {o}" for o in opsets)
            + f" | rtol, atol | nodes | tocc s | tocc MB | max abs err |"
            f" torch.onnx.export (opset {last}) | torch s | torch MB |")
    new_rows = {}
    for i, r in enumerate(rows):
        t = results[(i, last)]
        te = torch_results.get((i, last), {})
        fmt = lambda v, f: (f % v) if v is not None else ""
        new_rows[(r["family"], r["name"], r["mode"])] = "| " + " | ".join([
            r["family"], f"`{r['name']}`", r["mode"], f"`{r['axes']}`",
            *[results[(i, o)]["cell"].replace("|", "\\|") for o in opsets],
            "%g, %g" % (r["tol"] or (1e-3, 1e-5)),
            fmt(t.get("nodes"), "%d"), fmt(t.get("seconds"), "%.2f"), fmt(t.get("rss"), "%d"),
            fmt(t.get("maxerr"), "%.1e"), te.get("cell", "not run").replace("|", "\\|"),
            fmt(te.get("seconds"), "%.2f"), fmt(te.get("rss"), "%d")]) + " |"
    old_rows = {}
    if os.path.exists(path):
        old_head, lines = doc_table(path)
        if old_head == head:
            old_rows = {doc_key(l): l for l in lines}
    out.append(head)
    out.append("|---|---|---|---|" + "---|" * len(opsets) + "--:|--:|--:|--:|--:|---|--:|--:|")
    for r in ROWS:
        key = (r["family"], r["name"], r["mode"])
        line = new_rows.get(key) or old_rows.get(key)
        if line:
            out.append(line)
    with open(path, "w") as fh:
        fh.write("\n".join(out) + "\n")

if __name__ == "__main__":
    sys.exit(main())
