#!/usr/bin/env python3
"""onnx-conformance.py - round trips ONNX's backend test models through tocc.

For every model directory of libonnx-testdata (node, simple, pytorch-operator,
pytorch-converted: 1,072 model.onnx files with test_data_set_*/input_*.pb and
output_*.pb) it runs a round trip command (default `onnx-opt MODEL -o OUT`),
checks the written model with the ONNX checker (full check), and runs it in
ONNX Runtime (utils/ort/run.js --batch) on every data set, comparing with the
expected outputs (ONNX's backend tolerances, rtol 1e-3, atol 1e-7). Each model
either passes or fails with one category:

  read          the round trip command rejected the input (onnx-opt cannot
                even read and print it): its first diagnostic line
  write         onnx-opt reads the model but fails writing it, or wrote no file
  check         the written model fails the ONNX checker (tocc-onnx-check, or
                onnx.checker.check_model(full_check=True) without it)
  ort-load      ONNX Runtime cannot load the written model (the original loads)
  ort-run       ONNX Runtime loads the written model but fails running it
  mismatch      outputs differ (which output, max abs err)
  ort-original  ONNX Runtime fails on the original model too: a runtime
                limitation, not tocc's
  inputs        the model takes or returns sequences, optionals or bfloat16
                tensors, which onnxruntime-node cannot pass (the harness only
                loads the written model), or a data file run.js cannot read

The run is compared with an expected-failures file (one line per model that
does not pass: `<dir>/<model> <category>: <cause>`): a failure not listed, or
listed with another category, is a regression; a listed model that passes is
an improvement ("improved: remove the line"). Either fails the run (exit 1);
--update rewrites the file instead, keeping the cause text of lines whose
model keeps its category (the explanations written there by hand).

usage: onnx-conformance.py [--build DIR] [--roundtrip onnx-opt|copy|'CMD {in} {out}']
                           [--expected FILE] [--update] [--jobs N] [--models REGEX] [--sample K]
                           [--log FILE] [--keep DIR]
"""

import argparse
import glob
import json
import os
import queue
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time

SRC_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA_ROOT = "/usr/share/libonnx-testdata/data"
SUITES = ["node", "simple", "pytorch-operator", "pytorch-converted"]
CATEGORIES = ["read", "write", "check", "ort-load", "ort-run", "mismatch",
              "ort-original", "inputs"]

# ONNX's backend tolerances; models that need looser ones: (rtol, atol, why).
RTOL, ATOL = 1e-3, 1e-7
_FFT = ("float32 FFT: outputs reach 540-1912, so rounding leaves up to 3.4e-4 "
        "(about 3e-7 of the largest output) where the float64 reference has 0")
TOLERANCES = {
    "node/test_dft": (1e-3, 1e-3, _FFT),
    "node/test_dft_axis": (1e-3, 1e-3, _FFT),
    "node/test_dft_inverse": (1e-3, 1e-3, _FFT),
    "node/test_stft": (1e-3, 1e-3, _FFT),
    "node/test_stft_with_window": (1e-3, 1e-3, _FFT),
}

ROUNDTRIP_TIMEOUT = 300  # seconds per model
ORT_TIMEOUT = 300


def first_line(text, limit=240):
    """The first non-empty line of `text`, shortened to `limit` characters."""
    for line in text.splitlines():
        line = line.strip()
        if line:
            return line if len(line) <= limit else line[:limit - 3] + "..."
    return ""


def sanitize(text, paths):
    """Replaces run-specific paths in a message by stable names."""
    for path, name in paths:
        text = text.replace(path, name)
    return re.sub(r"\s+", " ", text).strip()


class OrtWorker:
    """One `node run.js --batch` process; jobs are JSON lines."""

    def __init__(self, run_js, stderr_path):
        self.run_js = run_js
        self.stderr_path = stderr_path
        self.proc = None

    def start(self):
        self.stderr = open(self.stderr_path, "a")
        self.proc = subprocess.Popen(
            ["node", self.run_js, "--batch", "--threads", "1"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr,
            text=True, bufsize=1)

    def run(self, job):
        """Returns run.js's answer, or a 'run' answer if node died or hung."""
        if self.proc is None or self.proc.poll() is not None:
            self.start()
        timer = threading.Timer(ORT_TIMEOUT, self.proc.kill)
        timer.start()
        try:
            self.proc.stdin.write(json.dumps(job) + "\n")
            self.proc.stdin.flush()
            line = self.proc.stdout.readline()
        except (BrokenPipeError, OSError):
            line = ""
        finally:
            timer.cancel()
        if line:
            return json.loads(line)
        code = self.proc.wait()
        self.proc = None
        self.stderr.close()
        why = (f"no answer within {ORT_TIMEOUT} s" if code == -9
               else f"onnxruntime-node exited with code {code}")
        return {"status": "run", "detail": why, "outputs": []}

    def close(self):
        if self.proc is not None:
            self.proc.stdin.close()
            self.proc.wait()
            self.stderr.close()


def untakeable_io(model_path):
    """Graph inputs/outputs onnxruntime-node cannot pass: sequences, optionals
    and maps (it only has tensors) and bfloat16 tensors (no such JS type)."""
    import onnx
    model = onnx.load(model_path, load_external_data=False)
    found = []
    for kind, values in (("input", model.graph.input), ("output", model.graph.output)):
        for v in values:
            which = v.type.WhichOneof("value")
            if which != "tensor_type":
                found.append(f"{kind} '{v.name}' is a{'n' if which[0] in 'aeiou' else ''} "
                             f"{which.replace('_type', '')}")
            elif v.type.tensor_type.elem_type == onnx.TensorProto.BFLOAT16:
                found.append(f"{kind} '{v.name}' is bfloat16")
    return found


class Harness:
    def __init__(self, args, tmpdir):
        self.args = args
        self.tmpdir = tmpdir
        self.bin = os.path.join(args.build, "bin")
        self.onnx_opt = os.path.join(self.bin, "onnx-opt")
        checker = os.path.join(self.bin, "tocc-onnx-check")
        self.checker = checker if os.path.exists(checker) else None
        self.run_js = os.path.join(SRC_ROOT, "utils", "ort", "run.js")

    # --- round trip -------------------------------------------------------

    def roundtrip_command(self, model, out):
        rt = self.args.roundtrip
        if rt == "copy":
            return None
        if rt == "onnx-opt":
            return [self.onnx_opt, model, "-o", out]
        return [a.replace("{in}", model).replace("{out}", out) for a in shlex.split(rt)]

    def roundtrip(self, model, out, paths):
        """Returns None on success, else (category, cause)."""
        cmd = self.roundtrip_command(model, out)
        if cmd is None:
            shutil.copyfile(model, out)
            return None
        try:
            p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               text=True, errors="replace", timeout=ROUNDTRIP_TIMEOUT)
        except subprocess.TimeoutExpired:
            return self.read_or_write(model, paths, f"timed out after {ROUNDTRIP_TIMEOUT} s")
        if p.returncode != 0:
            why = sanitize(first_line(p.stderr), paths) or "no diagnostic"
            if p.returncode < 0:
                why = f"crashed (signal {-p.returncode}): {why}"
            if os.path.exists(out):
                why += " [and left a partial output file]"
            return self.read_or_write(model, paths, why)
        if not os.path.exists(out):
            return ("write", "exit 0 but no output file")
        return None

    def read_or_write(self, model, paths, why):
        """onnx-opt failed: `read` if it cannot even read and print the model."""
        if self.args.roundtrip != "onnx-opt":
            return ("read", why)
        try:
            p = subprocess.run([self.onnx_opt, model], stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True, errors="replace",
                               timeout=ROUNDTRIP_TIMEOUT)
            readable = p.returncode == 0
            read_why = sanitize(first_line(p.stderr), paths)
        except subprocess.TimeoutExpired:
            readable, read_why = False, f"reading timed out after {ROUNDTRIP_TIMEOUT} s"
        if readable:
            return ("write", why)
        return ("read", read_why or why)

    # --- checker ----------------------------------------------------------

    def check(self, path, paths):
        """None if the model passes the ONNX checker's full check, else its message."""
        if self.checker:
            p = subprocess.run([self.checker, path], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True, errors="replace",
                               timeout=ROUNDTRIP_TIMEOUT)
            return None if p.returncode == 0 else (sanitize(first_line(p.stdout), paths)
                                                   or f"exit {p.returncode}")
        import onnx
        try:
            onnx.checker.check_model(path, full_check=True)
        except Exception as e:  # the checker's and shape inference's errors
            return sanitize(first_line(str(e)) or type(e).__name__, paths)
        return None

    # --- one model --------------------------------------------------------

    def run_model(self, key, ort):
        """Returns (category or 'pass', cause, seconds)."""
        start = time.monotonic()
        model_dir = os.path.join(self.args.data, key)
        model = os.path.join(model_dir, "model.onnx")
        out_dir = os.path.join(self.args.keep or self.tmpdir, key.replace("/", "__"))
        os.makedirs(out_dir, exist_ok=True)
        out = os.path.join(out_dir, "model.onnx")
        paths = [(out, "OUT.onnx"), (model, "MODEL.onnx"), (out_dir, "OUT"),
                 (model_dir, "MODEL_DIR")]
        try:
            result = self.classify(key, model, model_dir, out, paths, ort)
        finally:
            if not self.args.keep:
                shutil.rmtree(out_dir, ignore_errors=True)
        return result + (time.monotonic() - start,)

    def classify(self, key, model, model_dir, out, paths, ort):
        failed = self.roundtrip(model, out, paths)
        if failed:
            return failed
        why = self.check(out, paths)
        if why is not None:
            original = self.check(model, paths) if self.args.roundtrip != "copy" else why
            if original is not None:
                why += " (the original model fails the checker too)"
            return ("check", why)

        rtol, atol, _ = TOLERANCES.get(key, (RTOL, ATOL, ""))
        data_sets = sorted(glob.glob(os.path.join(model_dir, "test_data_set_*")))
        odd_io = untakeable_io(model)
        job = {"id": key, "model": out, "dataSets": data_sets, "rtol": rtol, "atol": atol,
               "loadOnly": bool(odd_io)}
        answer = ort.run(job)
        if answer["status"] == "pass":
            if odd_io:
                return ("inputs", "; ".join(odd_io) +
                        ": onnxruntime-node cannot pass it (the written model loads)")
            return ("pass", "")
        if self.args.roundtrip == "copy":
            original = answer
        else:
            original = ort.run({**job, "model": model})
        if original["status"] != "pass":
            why = f"{original['status']}: " + sanitize(first_line(original["detail"]), paths)
            if answer["status"] != original["status"]:
                why += (f" [the written model: {answer['status']}: " +
                        sanitize(first_line(answer["detail"], 120), paths) + "]")
            return ("ort-original", why)
        detail = sanitize(first_line(answer["detail"]), paths)
        if answer["status"] == "load":
            return ("ort-load", detail)
        if answer["status"] == "mismatch":
            return ("mismatch", detail)
        if answer["status"] == "data":
            return ("inputs", detail)
        return ("ort-run", detail)


def find_models(data, regex):
    keys = []
    for suite in SUITES:
        for path in sorted(glob.glob(os.path.join(data, suite, "*", "model.onnx"))):
            key = os.path.relpath(os.path.dirname(path), data)
            if regex is None or re.search(regex, key):
                keys.append(key)
    return keys


def read_expected(path):
    """{model: (category, cause)} from an expected-failures file."""
    expected = {}
    if not os.path.exists(path):
        return expected
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            m = re.match(r"(\S+) ([a-z-]+): (.*)$", line)
            if not m or m.group(2) not in CATEGORIES:
                sys.exit(f"{path}:{lineno}: error: expected '<dir>/<model> <category>: "
                         f"<cause>' with a category of {', '.join(CATEGORIES)}")
            expected[m.group(1)] = (m.group(2), m.group(3))
    return expected


def write_expected(path, results, total, roundtrip):
    """Writes the failures of `results`; with a subset of the models (total
    is then the number of all models) the other models' lines are kept."""
    results = dict(results)
    for key, (category, cause) in read_expected(path).items():
        if key not in results:
            if len(results) < total:
                results[key] = (category, cause, 0.0)
        elif results[key][0] == category:
            # Same category: keep the line's (perhaps hand-written) explanation.
            results[key] = (category, cause, 0.0)
    passed = total - sum(1 for r in results.values() if r[0] != "pass")
    with open(path, "w", encoding="utf-8") as f:
        f.write("# Models of libonnx-testdata that do not pass utils/onnx-conformance.py\n"
                f"# (round trip: {roundtrip}): '<dir>/<model> <category>: <cause>', sorted.\n"
                "# Categories and how to update: docs/testing.md, \"ONNX conformance\".\n"
                f"# {passed} of {total} pass.\n")
        for key in sorted(results):
            category, cause, _ = results[key]
            if category != "pass":
                f.write(f"{key} {category}: {cause}\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", default=os.path.join(SRC_ROOT, "build"),
                        help="the build directory (its bin/ has onnx-opt, tocc-onnx-check)")
    parser.add_argument("--roundtrip", default="onnx-opt",
                        help="onnx-opt (default), copy (the baseline: ONNX Runtime on the "
                             "original files), or a command with {in} and {out}")
    parser.add_argument("--expected", help="the expected-failures file to compare with")
    parser.add_argument("--update", action="store_true", help="rewrite --expected from this run")
    parser.add_argument("--jobs", "-j", type=int, default=2)
    parser.add_argument("--models", help="only models whose <dir>/<model> matches this regex")
    parser.add_argument("--sample", type=int, metavar="K",
                        help="only every K-th model (in sorted order, after --models): "
                             "the gate tier's subset (docs/testing.md)")
    parser.add_argument("--data", default=DATA_ROOT)
    parser.add_argument("--log", help="write every model's result and time to this file")
    parser.add_argument("--keep", help="keep the written models in this directory")
    parser.add_argument("-v", "--verbose", action="store_true",
                        help="print every model's result as it finishes")
    args = parser.parse_args()
    if args.update and not args.expected:
        parser.error("--update needs --expected")
    if args.roundtrip == "onnx-opt" and not os.access(os.path.join(args.build, "bin", "onnx-opt"),
                                                      os.X_OK):
        parser.error(f"no onnx-opt in {args.build}/bin: build first or pass --build")
    if args.expected and not args.update and not os.path.exists(args.expected):
        parser.error(f"--expected: no such file: {args.expected} (--update writes it)")
    if args.models:
        try:
            re.compile(args.models)
        except re.error as e:
            parser.error(f"--models: {e}")

    if args.sample is not None and args.sample < 1:
        parser.error("--sample takes a whole number >= 1")
    keys = find_models(args.data, args.models)
    if args.sample:
        keys = keys[::args.sample]
    if not keys:
        sys.exit(f"onnx-conformance: error: no model.onnx under {args.data} "
                 f"matches {args.models!r}")
    # Large models first, so that the workers finish together.
    order = sorted(keys, key=lambda k: -os.path.getsize(os.path.join(args.data, k, "model.onnx")))

    start = time.monotonic()
    results = {}
    lock = threading.Lock()
    work = queue.Queue()
    for key in order:
        work.put(key)
    with tempfile.TemporaryDirectory(prefix="onnx-conformance-") as tmpdir:
        harness = Harness(args, tmpdir)

        def worker(index):
            ort = OrtWorker(harness.run_js, os.path.join(tmpdir, f"ort-{index}.stderr"))
            try:
                while True:
                    try:
                        key = work.get_nowait()
                    except queue.Empty:
                        return
                    try:
                        result = harness.run_model(key, ort)
                    except Exception as e:  # a harness bug must not hide the other models
                        # (a category no expected file can list: always a regression)
                        result = ("harness", f"{type(e).__name__}: {e}", 0.0)
                    with lock:
                        results[key] = result
                        if args.verbose:
                            print(f"{key} {result[0]}: {result[1]} ({result[2]:.1f} s)",
                                  flush=True)
            finally:
                ort.close()

        threads = [threading.Thread(target=worker, args=(i,)) for i in range(max(1, args.jobs))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    elapsed = time.monotonic() - start

    if args.log:
        with open(args.log, "w", encoding="utf-8") as f:
            for key in sorted(results):
                category, cause, seconds = results[key]
                f.write(f"{key} {category} {seconds:.2f}s: {cause}\n")

    total = len(keys)
    passed = sum(1 for r in results.values() if r[0] == "pass")
    print(f"conformance: {passed} of {total} pass ({elapsed:.0f} s, {args.jobs} jobs, "
          f"round trip: {args.roundtrip})")
    for category in CATEGORIES + ["harness"]:
        n = sum(1 for r in results.values() if r[0] == category)
        if n:
            print(f"  {category}: {n}")

    if not args.expected:
        return 0 if passed == total else 1
    if args.update:
        write_expected(args.expected, results, len(find_models(args.data, None)), args.roundtrip)
        print(f"conformance: wrote {args.expected}")
        return 0
    expected = read_expected(args.expected)
    problems = 0
    if not args.models and not args.sample:
        with open(args.expected, encoding="utf-8") as f:
            header = re.search(r"^# (\d+) of (\d+) pass\.$", f.read(), re.M)
        if header and (int(header.group(1)), int(header.group(2))) != (passed, total):
            print(f"stale: the header says {header.group(1)} of {header.group(2)} pass")
            problems += 1
        for key in sorted(set(expected) - set(results)):
            print(f"stale: remove the line: {key} (no such model under {args.data})")
            problems += 1
    expected = {k: v for k, v in expected.items() if k in results}
    for key in sorted(results):
        category, cause, _ = results[key]
        listed = expected.get(key)
        if category == "pass" and listed:
            print(f"improved: remove the line: {key} {listed[0]}: {listed[1]}")
            problems += 1
        elif category != "pass" and not listed:
            print(f"regression: {key} {category}: {cause} (expected to pass)")
            problems += 1
        elif category != "pass" and listed[0] != category:
            print(f"regression: {key} {category}: {cause} (listed as {listed[0]}: {listed[1]})")
            problems += 1
    if problems:
        print(f"conformance: {problems} models differ from {args.expected} "
              "(--update rewrites it)")
        return 1
    print(f"conformance: matches {args.expected}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
