"""Exports every model of the integration corpus and verifies it in ONNX Runtime.

usage: run-corpus.py BIN_DIR MODELS_DIR [--opsets 11,13,17] [--jobs 2]
                     [--models a,b] [--also OPSETS:MODELS ...] [--work DIR] [--keep]
                     [--no-cross-check] [--rtol R --atol A]

MODELS_DIR is what make-models.py wrote (NAME.pt, NAME.inputs.pt and
manifest.json). For every model and every opset of the manifest that is in
--opsets (and every pair --also adds) it runs, with the tools of BIN_DIR,

  tocc-export NAME.pt --example-inputs NAME.inputs.pt --input-names ...
      --output-names ... --dynamic-axes ... --opset N --verify
      --rtol R --atol A --progress=never -o WORK/NAME.N.onnx

(--verify compares LibTorch running the .pt with ONNX Runtime running the
export, on the example inputs and on other sizes of every dynamic axis) and,
for opsets <= 17, `tocc-onnx-check WORK/NAME.N.onnx`. An export passes when
both exit 0, the output file exists, and --verify printed at least two
`verify: ... ok` lines (the example inputs and another size); its last
other `verify` line is taken as its summary. --no-verify leaves --verify
out (the cross-check below is then the only oracle).

--verify is tocc-export's own oracle, so the corpus does not rely on it
alone: unless --no-cross-check, every export that passed is also run by
`node utils/ort/run.js --batch` (one process for the corpus) on two data
sets made here, the example inputs and inputs with every dynamic dim grown
(by 8 when it is 16 or more, else by 1), and one more per input tuple the
manifest lists in the model's `paths` (also given to --verify as
--verify-inputs), with the expected outputs computed
by LibTorch in this process (torch.jit.load of NAME.pt); a mismatch or an
ORT error fails the export. One line per (model, opset), in manifest order:

  ok NAME opset N: <tocc-export's verify summary>; cross-check ok [S s]
  FAIL NAME opset N: <what failed>

then `corpus: K of M exports verified (F failed) in S s`, and the failures
again, one per line; the exit code is 1 if any export failed. (model,
opset) pairs run on --jobs workers; the printed order does not depend on
which finishes first.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

SRC_ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
RUN_JS = os.path.join(SRC_ROOT, "utils", "ort", "run.js")

# The checker of libonnx 1.12 knows opsets up to 17; later ones only run.
MAX_CHECKED_OPSET = 17
# One export of the largest model takes about 15 s; a hang is a failure.
TIMEOUT_S = 600


def tail(text, lines=12):
    kept = [l for l in text.strip().splitlines() if l.strip()]
    return "\n    ".join(kept[-lines:])


def export_one(tools, models_dir, work, model, opset, verify):
    name = model["name"]
    out = os.path.join(work, f"{name}.{opset}.onnx")
    cmd = [tools["tocc-export"], os.path.join(models_dir, model["model"]),
           "--example-inputs", os.path.join(models_dir, model["inputs"]),
           "--input-names", ",".join(model["input_names"]),
           "--output-names", ",".join(model["output_names"]),
           "--dynamic-axes", model["dynamic_axes"],
           "--opset", str(opset), "--progress=never", "-o", out]
    if verify:
        cmd += ["--verify", "--rtol", repr(model["rtol"]), "--atol", repr(model["atol"])]
        for path_inputs in model.get("paths", []):
            cmd += ["--verify-inputs", os.path.join(models_dir, path_inputs)]
    start = time.time()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return False, f"tocc-export timed out after {TIMEOUT_S} s"
    seconds = time.time() - start
    output = p.stdout + p.stderr
    if p.returncode != 0:
        return False, f"tocc-export exited {p.returncode}:\n    {tail(output)}"
    if not os.path.exists(out):
        return False, "tocc-export exited 0 but wrote no " + out
    summary = "exported"
    if verify:
        lines = [l.strip() for l in output.splitlines()]
        verify_lines = [l for l in lines if l.startswith("verify")]
        oks = [l for l in verify_lines if l.endswith(" ok")]
        if len(oks) < 2:
            return False, (f"--verify printed {len(oks)} `verify: ... ok` lines, expected the "
                           f"example inputs and at least one other size:\n    {tail(output)}")
        others = [l for l in verify_lines if l not in oks]
        summary = others[-1] if others else f"verify: {len(oks)} ok"
        cases = re.search(r"in (\d+) cases", summary)
        if cases and int(cases.group(1)) < 2:
            return False, f"--verify ran {cases.group(1)} case, expected 2 or more: {summary}"
    if opset <= MAX_CHECKED_OPSET:
        p = subprocess.run([tools["tocc-onnx-check"], out], capture_output=True, text=True)
        if p.returncode != 0:
            return False, f"tocc-onnx-check failed:\n    {tail(p.stdout + p.stderr)}"
    return True, f"{summary} [{seconds:.1f} s]"


def parse_dynamic_axes(text, input_names):
    """{input name: {axis: symbol}} from --dynamic-axes text (both forms)."""
    axes = {}
    for part in text.split(";"):
        name, _, spec = part.partition(":")
        if name not in input_names:
            continue  # an output's axes
        entry = axes.setdefault(name, {})
        for k, item in enumerate(spec.split(",")):
            axis, _, symbol = item.partition("=")
            entry[int(axis)] = symbol or f"{name}_dynamic_axes_{k + 1}"
    return axes


def grown(size):
    return size + 8 if size >= 16 else size + 1


def write_data_sets(models_dir, model, work):
    """The example inputs and grown ones, with LibTorch's outputs, as
    test_data_set_K/input_I.pb and output_I.pb; returns the folders."""
    import torch
    from onnx import numpy_helper

    torch.manual_seed(1)
    module = torch.jit.load(os.path.join(models_dir, model["model"]))
    example = torch.load(os.path.join(models_dir, model["inputs"]))
    if isinstance(example, torch.Tensor):
        example = (example,)
    axes = parse_dynamic_axes(model["dynamic_axes"], model["input_names"])
    inputs = [list(example), []]
    for name, t in zip(model["input_names"], example):
        shape = [grown(d) if i in axes.get(name, {}) else d for i, d in enumerate(t.shape)]
        if t.dtype.is_floating_point:
            inputs[1].append(torch.randn(shape).to(t.dtype))
        else:
            inputs[1].append(torch.randint(0, 1000, shape, dtype=t.dtype))
    for path_inputs in model.get("paths", []):
        more = torch.load(os.path.join(models_dir, path_inputs))
        inputs.append(list(more) if isinstance(more, (tuple, list)) else [more])
    folders = []
    for k, ins in enumerate(inputs):
        with torch.no_grad():
            outs = module(*ins)
        if not isinstance(outs, (tuple, list)):
            outs = (outs,)
        # Host numbers are the 0-d tensors the export makes of them.
        outs = [torch.tensor(o) if isinstance(o, (bool, int, float)) else o for o in outs]
        folder = os.path.join(work, f"{model['name']}.data", f"test_data_set_{k}")
        os.makedirs(folder, exist_ok=True)
        for kind, tensors in (("input", ins), ("output", outs)):
            for i, t in enumerate(tensors):
                with open(os.path.join(folder, f"{kind}_{i}.pb"), "wb") as f:
                    f.write(numpy_helper.from_array(t.numpy()).SerializeToString())
        folders.append(folder)
    return folders


def cross_check(exports, data_sets):
    """Runs every (model, opset, onnx file) in one ORT batch process;
    returns {(model name, opset): None if it passed, else the reason}."""
    jobs = []
    for k, (model, opset, path) in enumerate(exports):
        jobs.append({"id": str(k), "model": path, "dataSets": data_sets[model["name"]],
                     "rtol": model["rtol"], "atol": model["atol"]})
    text = "".join(json.dumps(j) + "\n" for j in jobs)
    p = subprocess.run(["node", RUN_JS, "--batch", "--threads", "1"], input=text,
                       capture_output=True, text=True, timeout=TIMEOUT_S * 2)
    answers = {}
    for line in p.stdout.splitlines():
        try:
            a = json.loads(line)
        except ValueError:
            continue
        answers[a.get("id")] = a
    verdict = {}
    for k, (model, opset, _) in enumerate(exports):
        a = answers.get(str(k))
        if a is None:
            verdict[(model["name"], opset)] = (f"ORT cross-check gave no answer (exit "
                                               f"{p.returncode}): {tail(p.stderr, 4)}")
        elif a["status"] != "pass":
            bad = [o for o in a.get("outputs", []) if not o.get("ok")]
            detail = "; ".join(f"set {o.get('set')} output {o.get('name')}: max abs err "
                               f"{o.get('maxAbsErr')} ({o.get('text')})" for o in bad[:3])
            verdict[(model["name"], opset)] = (f"ORT cross-check {a['status']}: "
                                               f"{detail or a.get('detail', '')}")
        else:
            verdict[(model["name"], opset)] = None
    return verdict


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("bin_dir", help="the build's bin folder (tocc-export, tocc-onnx-check)")
    parser.add_argument("models_dir", help="make-models.py's output folder")
    parser.add_argument("--opsets", default="11,13,17")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--models", help="comma-separated subset")
    parser.add_argument("--also", action="append", default=[], metavar="OPSETS:MODELS",
                        help="more (model, opset) pairs, e.g. 11,13:resnet18,lstm (the gate "
                             "tier's corpus: every model at 17, one per group at 11 and 13); "
                             "repeatable")
    parser.add_argument("--work", help="where the exports go (default: a temporary folder)")
    parser.add_argument("--keep", action="store_true", help="keep the exports")
    parser.add_argument("--rtol", type=float,
                        help="instead of the manifest's (both --verify and the cross-check)")
    parser.add_argument("--atol", type=float, help="likewise")
    parser.add_argument("--no-verify", action="store_true",
                        help="export without tocc-export --verify (the cross-check is then "
                             "the only oracle)")
    parser.add_argument("--no-cross-check", action="store_true",
                        help="trust --verify alone (no second run in ONNX Runtime)")
    args = parser.parse_args()

    tools = {}
    for tool in ("tocc-export", "tocc-onnx-check"):
        path = os.path.join(args.bin_dir, tool)
        if not os.access(path, os.X_OK):
            sys.exit(f"run-corpus.py: error: no {tool} in {args.bin_dir}: build it first")
        tools[tool] = path
    with open(os.path.join(args.models_dir, "manifest.json")) as f:
        models = json.load(f)["models"]
    if args.models:
        wanted = args.models.split(",")
        unknown = set(wanted) - {m["name"] for m in models}
        if unknown:
            sys.exit(f"run-corpus.py: error: not in the manifest: {', '.join(sorted(unknown))}")
        models = [m for m in models if m["name"] in wanted]
    for m in models:
        if args.rtol is not None:
            m["rtol"] = args.rtol
        if args.atol is not None:
            m["atol"] = args.atol
    opsets = [int(o) for o in args.opsets.split(",")]
    pairs = {(m["name"], o) for m in models for o in opsets}
    for spec in args.also:
        also_opsets, sep, also_models = spec.partition(":")
        try:
            also_opsets = [int(o) for o in also_opsets.split(",")]
        except ValueError:
            also_opsets = None
        names = also_models.split(",") if also_models else []
        if not sep or not also_opsets or not names:
            sys.exit(f"run-corpus.py: error: --also {spec!r}: expected OPSETS:MODELS "
                     "(11,13:resnet18,lstm)")
        unknown = set(names) - {m["name"] for m in models}
        if unknown:
            sys.exit(f"run-corpus.py: error: --also names models not selected: "
                     f"{', '.join(sorted(unknown))}")
        pairs |= {(n, o) for n in names for o in also_opsets}
    # Manifest order, then opset order, whichever option named the pair.
    all_opsets = sorted({o for _, o in pairs})
    jobs = [(m, o) for m in models for o in all_opsets
            if (m["name"], o) in pairs and o in m["opsets"]]
    if not jobs:
        sys.exit("run-corpus.py: error: no (model, opset) to export")
    if args.no_verify and args.no_cross_check:
        sys.exit("run-corpus.py: error: --no-verify and --no-cross-check leave no oracle")

    work = args.work or tempfile.mkdtemp(prefix="tocc-corpus-")
    os.makedirs(work, exist_ok=True)
    start = time.time()
    data_sets = {}
    if not args.no_cross_check:
        for m in models:
            data_sets[m["name"]] = write_data_sets(args.models_dir, m, work)
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(
            lambda j: export_one(tools, args.models_dir, work, *j, not args.no_verify), jobs))
    if not args.no_cross_check:
        exported = [(m, o, os.path.join(work, f"{m['name']}.{o}.onnx"))
                    for (m, o), (ok, _) in zip(jobs, results) if ok]
        verdict = cross_check(exported, data_sets)
        for i, ((m, o), (ok, detail)) in enumerate(zip(jobs, results)):
            if not ok:
                continue
            problem = verdict[(m["name"], o)]
            if problem:
                results[i] = (False, problem)
            else:
                summary, _, seconds = detail.rpartition(" [")
                results[i] = (True, f"{summary}; cross-check ok [{seconds}")
    failures = []
    for (model, opset), (ok, detail) in zip(jobs, results):
        line = f"{model['name']} opset {opset}: {detail}"
        print(("ok " if ok else "FAIL ") + line, flush=True)
        if not ok:
            failures.append(" | ".join(l.strip() for l in line.splitlines()[:2]))
    passed = len(jobs) - len(failures)
    print(f"corpus: {passed} of {len(jobs)} exports verified ({len(failures)} failed) "
          f"in {time.time() - start:.0f} s")
    for f in failures:
        print("failed: " + f)
    if not args.keep and not args.work:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
