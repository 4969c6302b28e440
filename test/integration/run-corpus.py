"""Exports every model of the integration corpus and verifies it in ONNX Runtime.

usage: run-corpus.py BIN_DIR MODELS_DIR [--opsets 11,13,17] [--jobs 2]
                     [--models a,b] [--work DIR] [--keep]

MODELS_DIR is what make-models.py wrote (NAME.pt, NAME.inputs.pt and
manifest.json). For every model and every opset of the manifest that is in
--opsets it runs, with the tools of BIN_DIR,

  tocc-export NAME.pt --example-inputs NAME.inputs.pt --input-names ...
      --output-names ... --dynamic-axes ... --opset N --verify
      --rtol R --atol A --progress=never -o WORK/NAME.N.onnx

(--verify compares LibTorch running the .pt with ONNX Runtime running the
export, on the example inputs and on other sizes of every dynamic axis) and,
for opsets <= 17, `tocc-onnx-check WORK/NAME.N.onnx`. An export passes when
both exit 0, the output file exists, and --verify printed at least two
`verify: ... ok` lines (the example inputs and another size) and no other
verify line. One line per (model, opset), in manifest order:

  ok NAME opset N: <tocc-export's verify summary> [S s]
  FAIL NAME opset N: <what failed>

then `corpus: K of M exports verified (F failed) in S s`, and the failures
again, one per line; the exit code is 1 if any export failed. (model,
opset) pairs run on --jobs workers; the printed order does not depend on
which finishes first.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

# The checker of libonnx 1.12 knows opsets up to 17; later ones only run.
MAX_CHECKED_OPSET = 17
# One export of the largest model takes about 15 s; a hang is a failure.
TIMEOUT_S = 600


def tail(text, lines=12):
    kept = [l for l in text.strip().splitlines() if l.strip()]
    return "\n    ".join(kept[-lines:])


def export_one(tools, models_dir, work, model, opset):
    name = model["name"]
    out = os.path.join(work, f"{name}.{opset}.onnx")
    cmd = [tools["tocc-export"], os.path.join(models_dir, model["model"]),
           "--example-inputs", os.path.join(models_dir, model["inputs"]),
           "--input-names", ",".join(model["input_names"]),
           "--output-names", ",".join(model["output_names"]),
           "--dynamic-axes", model["dynamic_axes"],
           "--opset", str(opset), "--verify",
           "--rtol", repr(model["rtol"]), "--atol", repr(model["atol"]),
           "--progress=never", "-o", out]
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
    verify = [l.strip() for l in output.splitlines() if l.strip().startswith("verify")]
    oks = [l for l in verify if l.endswith(" ok")]
    summary = [l for l in verify if l not in oks]
    if len(oks) < 2:
        return False, (f"--verify printed {len(oks)} `verify: ... ok` lines, expected the "
                       f"example inputs and at least one other size:\n    {tail(output)}")
    if len(summary) != 1:
        return False, (f"--verify printed {len(summary)} lines besides the ok ones, "
                       f"expected one summary line:\n    {tail(output)}")
    if opset <= MAX_CHECKED_OPSET:
        p = subprocess.run([tools["tocc-onnx-check"], out], capture_output=True, text=True)
        if p.returncode != 0:
            return False, f"tocc-onnx-check failed:\n    {tail(p.stdout + p.stderr)}"
    return True, f"{summary[0]} [{seconds:.1f} s]"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("bin_dir", help="the build's bin folder (tocc-export, tocc-onnx-check)")
    parser.add_argument("models_dir", help="make-models.py's output folder")
    parser.add_argument("--opsets", default="11,13,17")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--models", help="comma-separated subset")
    parser.add_argument("--work", help="where the exports go (default: a temporary folder)")
    parser.add_argument("--keep", action="store_true", help="keep the exports")
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
    opsets = [int(o) for o in args.opsets.split(",")]
    jobs = [(m, o) for m in models for o in opsets if o in m["opsets"]]
    if not jobs:
        sys.exit("run-corpus.py: error: no (model, opset) to export")

    work = args.work or tempfile.mkdtemp(prefix="tocc-corpus-")
    os.makedirs(work, exist_ok=True)
    start = time.time()
    failures = []
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = pool.map(lambda j: export_one(tools, args.models_dir, work, *j), jobs)
        for (model, opset), (ok, detail) in zip(jobs, results):
            line = f"{model['name']} opset {opset}: {detail}"
            print(("ok " if ok else "FAIL ") + line, flush=True)
            if not ok:
                failures.append(line.splitlines()[0])
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
