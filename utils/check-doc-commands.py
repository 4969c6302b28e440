#!/usr/bin/env python3
"""check-doc-commands.py - runs the commands shown in docs/*.md.

Every ```console block in the given Markdown files is a transcript: lines
starting with `$ ` are commands (a trailing `\\` continues one), the lines
after a command up to the next command are its expected output (stdout and
stderr together). A line `...` in the expected output matches any number of
lines. Commands run with bash in a fresh temporary directory that has
`examples/` and `docs/` of the source tree linked in, with the build's tools
first on PATH and TOCC_BUILD set to the build tree (the parent of --bin),
where pages find what the build made besides tools (examples/custom-op's
libraries). Fails, printing a diff, if any output differs, or if a file
has no console block at all (a doc page that claims commands but runs
none is a defect).

usage: check-doc-commands.py --root SRC --bin BUILD/bin FILE.md...
"""

import argparse
import difflib
import os
import re
import subprocess
import sys
import tempfile


def parse_blocks(path):
    """Yields (line number, command, expected output lines)."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    i = 0
    while i < len(lines):
        if lines[i].strip() != "```console":
            i += 1
            continue
        i += 1
        block = []
        while i < len(lines) and lines[i].strip() != "```":
            block.append((i + 1, lines[i]))
            i += 1
        i += 1
        j = 0
        while j < len(block):
            lineno, text = block[j]
            if not text.startswith("$ "):
                raise SystemExit(f"{path}:{lineno}: output before any command")
            cmd = text[2:]
            while cmd.endswith("\\") and j + 1 < len(block):
                j += 1
                cmd = cmd[:-1] + " " + block[j][1].lstrip()
            j += 1
            expected = []
            while j < len(block) and not block[j][1].startswith("$ "):
                expected.append(block[j][1])
                j += 1
            yield lineno, cmd, expected


def matches(expected, actual):
    """Line-by-line match where `...` stands for any run of lines."""
    def rec(e, a):
        if e == len(expected):
            return a == len(actual)
        if expected[e] == "...":
            return any(rec(e + 1, k) for k in range(a, len(actual) + 1))
        return a < len(actual) and expected[e] == actual[a] and \
            rec(e + 1, a + 1)
    return rec(0, 0)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--root", required=True)
    p.add_argument("--bin", required=True)
    p.add_argument("files", nargs="+")
    a = p.parse_args()
    a.root = os.path.abspath(a.root)
    env = dict(os.environ)
    env["PATH"] = os.path.abspath(a.bin) + os.pathsep + env.get("PATH", "")
    env["TOCC_BUILD"] = os.path.dirname(os.path.abspath(a.bin))
    failures, ran = 0, 0
    for path in a.files:
        count = 0
        with tempfile.TemporaryDirectory() as tmp:
            for name in ("examples", "docs"):
                src = os.path.join(a.root, name)
                if os.path.isdir(src):
                    os.symlink(src, os.path.join(tmp, name))
            for lineno, cmd, expected in parse_blocks(path):
                count += 1
                proc = subprocess.run(["bash", "-c", cmd], cwd=tmp, env=env,
                                      stdout=subprocess.PIPE,
                                      stderr=subprocess.STDOUT, text=True)
                actual = [l.rstrip() for l in proc.stdout.splitlines()]
                exp = [l.rstrip() for l in expected]
                while exp and not exp[-1]:
                    exp.pop()
                while actual and not actual[-1]:
                    actual.pop()
                if not matches(exp, actual):
                    failures += 1
                    print(f"{path}:{lineno}: output of `{cmd}` differs:")
                    sys.stdout.writelines(
                        l + "\n" for l in difflib.unified_diff(
                            exp, actual, "documented", "actual", lineterm=""))
        if count == 0:
            failures += 1
            print(f"{path}: no ```console block with commands")
        ran += count
    print(f"{ran} documented commands run, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
