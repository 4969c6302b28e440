#!/usr/bin/env python3
"""roundtrip-all.py: checks print(parse(print(f))) == print(f) on every .mlir test.

For every .mlir file under the given directories (recursively, skipping
Inputs/ folders), and for every `// -----` chunk of files whose RUN lines use
--split-input-file, runs

    onnx-opt --allow-unregistered-ops --print-debuginfo CHUNK     -> first
    onnx-opt --allow-unregistered-ops --print-debuginfo FIRST     -> second

and requires first == second. Chunks meant to fail are skipped and counted,
never silently: chunks containing `expected-error`, and every chunk of a file
whose onnx-opt RUN lines all start with `not` (the file is a failure test).
Fails if a round trip differs, if a chunk that should parse does not, or if no
file was checked at all.
"""

import argparse
import difflib
import os
import re
import shutil
import subprocess
import sys
import tempfile

SPLIT_MARKER = re.compile(r"^\s*//\s*-----")
RUN_LINE = re.compile(r"(?://|#)\s*RUN:(.*)$")
FLAGS = ["--allow-unregistered-ops", "--print-debuginfo"]


def run_lines(text):
    """The RUN commands of a test, with `\\` continuations joined."""
    commands, current = [], ""
    for line in text.splitlines():
        m = RUN_LINE.search(line)
        if not m:
            continue
        part = m.group(1).rstrip()
        if part.endswith("\\"):
            current += part[:-1] + " "
            continue
        commands.append((current + part).strip())
        current = ""
    if current:
        commands.append(current.strip())
    return commands


def expects_failure(commands):
    """True if every onnx-opt invocation in the RUN lines is under `not`."""
    invocations = []
    for cmd in commands:
        for stage in cmd.split("|"):
            words = stage.split()
            if "onnx-opt" in words:
                invocations.append(words[: words.index("onnx-opt")])
    return bool(invocations) and all("not" in prefix for prefix in invocations)


def split_chunks(text):
    """Splits like onnx-opt --split-input-file: on lines starting `// -----`.

    Each chunk keeps its line numbers by padding with empty lines, so the
    locations onnx-opt prints point at the original file's lines."""
    chunks, current, start = [], [], 0
    for index, line in enumerate(text.splitlines(keepends=True)):
        if SPLIT_MARKER.match(line):
            chunks.append((start, "".join(current)))
            current, start = [], index + 1
        else:
            current.append(line)
    chunks.append((start, "".join(current)))
    return [(start + 1, "\n" * start + body) for start, body in chunks]


def onnx_opt(tool, path):
    proc = subprocess.run([tool] + FLAGS + [path], capture_output=True, text=True)
    return proc.returncode, proc.stdout, proc.stderr


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dirs", nargs="+", help="directories to search for .mlir files")
    parser.add_argument("--onnx-opt", default="onnx-opt", help="onnx-opt to run (default: from PATH)")
    parser.add_argument("-v", "--verbose", action="store_true", help="name every chunk checked")
    args = parser.parse_args()

    tool = shutil.which(args.onnx_opt)
    if not tool:
        sys.exit(f"roundtrip-all: error: {args.onnx_opt} not found")

    files = []
    for top in args.dirs:
        for root, dirnames, filenames in os.walk(top):
            dirnames[:] = sorted(d for d in dirnames if d != "Inputs")
            files += [os.path.join(root, f) for f in sorted(filenames) if f.endswith(".mlir")]

    checked_files = checked_chunks = skipped_error_chunks = skipped_failure_chunks = 0
    skipped_split_files = 0
    failures = []
    with tempfile.TemporaryDirectory(prefix="tocc-roundtrip-") as tmp:
        for path in files:
            with open(path, encoding="utf-8") as f:
                text = f.read()
            commands = run_lines(text)
            split = any("--split-input-file" in c for c in commands)
            chunks = split_chunks(text) if split else [(1, text)]
            # `split-file %s DIR` makes several inputs of the file, each run
            # with its own flags by its RUN lines; the file as a whole is
            # not one input.
            if any(c.split()[:1] == ["split-file"] for c in commands):
                skipped_split_files += 1
                print(f"skipped (split-file inputs): {path}")
                continue
            if expects_failure(commands):
                skipped_failure_chunks += len(chunks)
                print(f"skipped (RUN lines expect failure): {path}")
                continue
            file_checked = False
            for line, chunk in chunks:
                where = f"{path}:{line}"
                if "expected-error" in chunk:
                    skipped_error_chunks += 1
                    if args.verbose:
                        print(f"skipped (expected-error): {where}")
                    continue
                # A file in tmp with the original name keeps printed locations readable.
                chunk_path = os.path.join(tmp, os.path.basename(path))
                with open(chunk_path, "w", encoding="utf-8") as f:
                    f.write(chunk)
                rc, first, err = onnx_opt(tool, chunk_path)
                if rc != 0:
                    failures.append(f"{where}: does not parse:\n{err}")
                    continue
                printed_path = os.path.join(tmp, "printed.mlir")
                with open(printed_path, "w", encoding="utf-8") as f:
                    f.write(first)
                rc, second, err = onnx_opt(tool, printed_path)
                if rc != 0:
                    failures.append(f"{where}: printed IR does not parse back:\n{err}\n"
                                    f"printed IR was:\n{first}")
                    continue
                if first != second:
                    diff = "".join(difflib.unified_diff(
                        first.splitlines(keepends=True), second.splitlines(keepends=True),
                        "first print", "second print"))
                    failures.append(f"{where}: round trip differs:\n{diff}")
                    continue
                checked_chunks += 1
                file_checked = True
                if args.verbose:
                    print(f"ok: {where}")
            checked_files += file_checked

    for failure in failures:
        print(f"FAIL: {failure}", file=sys.stderr)
    print(f"round-trip: {checked_files} files, {checked_chunks} chunks identical; "
          f"skipped {skipped_error_chunks} chunks with expected-error, "
          f"{skipped_failure_chunks} chunks of files whose RUN lines expect failure, "
          f"{skipped_split_files} split-file files; "
          f"{len(failures)} failures")
    if failures:
        return 1
    if checked_files == 0:
        print("roundtrip-all: error: no .mlir file was round-tripped", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
