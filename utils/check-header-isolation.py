#!/usr/bin/env python3
"""check-header-isolation.py: proves which libraries include no LibTorch/ONNX header.

docs/design.md: only Frontend and Runtime include LibTorch; IR, Shape, Pass,
Conversion (and Support, Extension, Tools) build without LibTorch and ONNX;
the dialect libraries and
lib/Target (the ONNX reader and writer, which include ONNX and protobuf)
without LibTorch; tools/onnx-opt without either, which proves the public
headers of lib/Target include no ONNX or protobuf header. For every source file of the named folders this reads its real
compile command from build/compile_commands.json and

  (a) rejects any include path (-I, -isystem, -iquote, -idirafter) that is a
      LibTorch, ATen, c10, ONNX or protobuf directory;
  (b) reruns the compiler with -M (system headers included) and rejects any
      header actually included from such a directory.

Offenders are listed with the chain that matters: the source, the flag or
header, and which rule it breaks.
"""

import argparse
import json
import os
import shlex
import subprocess
import sys

# Path components that mark a forbidden directory, per rule.
TORCH = {"torch", "ATen", "c10", "caffe2", "torch_cpu"}
ONNX = {"onnx", "onnx_proto", "protobuf", "google"}
SOURCE_SUFFIXES = (".cpp", ".cc", ".cxx", ".c")
INCLUDE_FLAGS = ("-I", "-isystem", "-iquote", "-idirafter")
DEP_FLAGS_WITH_ARG = ("-MT", "-MF", "-MQ")
DEP_FLAGS = ("-MD", "-MMD", "-MP", "-M", "-MM", "-MG")


def forbidden(path, banned, roots):
    """The banned component of `path`, ignoring our own source/build trees."""
    path = os.path.normpath(os.path.abspath(path))
    for root in roots:
        if path == root or path.startswith(root + os.sep):
            path = path[len(root):]
            break
    for part in path.split(os.sep):
        if part in banned:
            return part
    return None


def include_dirs(args):
    """(flag, directory) pairs from a compiler argument list."""
    out = []
    i = 0
    while i < len(args):
        a = args[i]
        if a in INCLUDE_FLAGS and i + 1 < len(args):
            out.append((a, args[i + 1]))
            i += 1
        else:
            for flag in INCLUDE_FLAGS:
                if a.startswith(flag) and len(a) > len(flag):
                    out.append((flag, a[len(flag):]))
                    break
        i += 1
    return out


def preprocess_deps(entry):
    """Every header the compiler reads for this entry (system headers too)."""
    args = entry["arguments"] if "arguments" in entry else shlex.split(entry["command"])
    cmd = []
    skip = False
    for a in args:
        if skip:
            skip = False
            continue
        if a in ("-o",) + DEP_FLAGS_WITH_ARG:
            skip = True
            continue
        if a in DEP_FLAGS or a == "-c":
            continue
        cmd.append(a)
    # -M lists system headers as well; -MG tolerates not yet generated ones.
    cmd += ["-M", "-MG", "-w"]
    proc = subprocess.run(cmd, cwd=entry["directory"], capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)}\n{proc.stderr}")
    text = proc.stdout.replace("\\\n", " ")
    _, _, deps = text.partition(":")
    return [os.path.normpath(os.path.join(entry["directory"], d)) for d in deps.split()]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source-dir", required=True)
    parser.add_argument("--build-dir", required=True)
    parser.add_argument("--no-torch-no-onnx", nargs="*", default=[], metavar="DIR",
                        help="folders (relative to the source dir) that include neither")
    parser.add_argument("--no-torch", nargs="*", default=[], metavar="DIR",
                        help="folders that include no LibTorch header")
    args = parser.parse_args()

    src = os.path.normpath(os.path.abspath(args.source_dir))
    build = os.path.normpath(os.path.abspath(args.build_dir))
    db_path = os.path.join(build, "compile_commands.json")
    try:
        with open(db_path, encoding="utf-8") as f:
            db = json.load(f)
    except OSError as e:
        print(f"header-isolation: error: {e} (configure with CMAKE_EXPORT_COMPILE_COMMANDS=ON)",
              file=sys.stderr)
        return 1

    rules = [(d, TORCH | ONNX, "no LibTorch or ONNX") for d in args.no_torch_no_onnx]
    rules += [(d, TORCH, "no LibTorch") for d in args.no_torch]
    roots = [src, build]

    offenders = []
    checked = {}
    for entry in db:
        file = os.path.normpath(os.path.join(entry["directory"], entry["file"]))
        if not file.endswith(SOURCE_SUFFIXES) or not file.startswith(src + os.sep):
            continue
        rel = os.path.relpath(file, src)
        # The most specific folder decides: lib/Dialect/Onnx before lib/Dialect.
        matching = [r for r in rules if rel.startswith(r[0].rstrip("/") + "/")]
        if not matching:
            continue
        folder, banned, what = max(matching, key=lambda r: len(r[0]))
        checked.setdefault(folder, 0)
        checked[folder] += 1
        cmd_args = entry["arguments"] if "arguments" in entry else shlex.split(entry["command"])
        for flag, directory in include_dirs(cmd_args):
            bad = forbidden(os.path.join(entry["directory"], directory), banned, roots)
            if bad:
                offenders.append(f"{rel}: include path {flag} {directory} ({bad}/; {folder} "
                                 f"must include {what})")
        try:
            deps = preprocess_deps(entry)
        except RuntimeError as e:
            offenders.append(f"{rel}: the compiler failed listing its headers:\n{e}")
            continue
        for header in deps[1:]:  # deps[0] is the source itself
            bad = forbidden(header, banned, roots)
            if bad:
                offenders.append(f"{rel}: includes {header} ({bad}/; {folder} must include {what})")

    for folder, _, _ in rules:
        if folder not in checked and os.path.isdir(os.path.join(src, folder)):
            has_sources = any(f.endswith(SOURCE_SUFFIXES)
                              for _, _, fs in os.walk(os.path.join(src, folder)) for f in fs)
            if has_sources:
                offenders.append(f"{folder}: has sources but none is in compile_commands.json")

    summary = ", ".join(f"{folder}: {n}" for folder, n in sorted(checked.items()))
    if offenders:
        print("header-isolation: FAILED: LibTorch/ONNX headers reach libraries that must "
              "build without them:", file=sys.stderr)
        for o in offenders:
            print(f"  {o}", file=sys.stderr)
        print(f"header-isolation: {len(offenders)} offenders in {sum(checked.values())} "
              f"sources ({summary})", file=sys.stderr)
        return 1
    if not checked:
        print("header-isolation: error: no source file checked", file=sys.stderr)
        return 1
    print(f"header-isolation: {sum(checked.values())} sources clean ({summary})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
