#!/usr/bin/env python3
"""Checks that the two test tiers are what docs/testing.md says.

usage: check-tiers.py --source-dir SRC --build-dir BUILD [--lit LIT.PY] [--ctest CTEST]

- lit, told -Dtocc_tier=full-only (the ctest entry lit-full), discovers
  exactly the tests whose REQUIRES lines name full-suite, as a grep of the
  files finds them: no more (it would run a gate test twice in the full
  tier) and no fewer (a full-suite test would run in no ctest entry);
- the full-only tier's test format can be pickled (lit sends it to its
  worker processes; a format class defined in lit.cfg.py cannot be);
- lit's gate tier discovers every test, and the full-only tests are a
  subset of them (in the gate tier they are UNSUPPORTED);
- no test still says REQUIRES: slow-tests, the feature the tiers replaced
  (lit would skip it silently, forever);
- every ctest entry of the gate label is in the full label, lit-full is in
  full only, and every GoogleTest binary is in the gate tier.

Prints `tiers: G gate tests, F full-only tests, C ctest entries (gate E)`
and exits 1 listing every problem.
"""
import argparse
import os
import pickle
import re
import subprocess
import sys

def lit_tests(lit, build_test_dir, tier):
    out = subprocess.run([sys.executable, lit, "--show-tests", f"-Dtocc_tier={tier}",
                          build_test_dir], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"check-tiers: error: lit --show-tests (tier {tier}) failed:\n{out.stderr}")
    # Lines look like "  tocc :: Frontend/torchvision/vit.test".
    return {m.group(1) for m in re.finditer(r"^\s+tocc :: (\S+)$", out.stdout, re.M)}


def ctest_entries(ctest, build_dir, label):
    cmd = [ctest, "--test-dir", build_dir, "-N"] + (["-L", label] if label else [])
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"check-tiers: error: {' '.join(cmd)} failed:\n{out.stderr}")
    return {m.group(1) for m in re.finditer(r"Test\s+#\d+: (\S+)", out.stdout)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--source-dir", required=True)
    parser.add_argument("--build-dir", required=True)
    parser.add_argument("--lit", default="/usr/lib/llvm-19/build/utils/lit/lit.py")
    parser.add_argument("--ctest", default="ctest")
    args = parser.parse_args()

    test_root = os.path.join(args.source_dir, "test")
    problems = []
    # lit.cfg.py's own reading of REQUIRES (the module imports lit's formats).
    sys.path[:0] = [test_root, os.path.dirname(os.path.abspath(args.lit))]
    from tocc_lit_tiers import FullSuiteOnly, required_features
    try:  # lit sends each test's format to its workers pickled
        pickle.loads(pickle.dumps(FullSuiteOnly(execute_external=False)))
    except Exception as e:
        problems.append(f"the full-only test format cannot be pickled for lit's workers: {e}")

    gate = lit_tests(args.lit, os.path.join(args.build_dir, "test"), "gate")
    full_only = lit_tests(args.lit, os.path.join(args.build_dir, "test"), "full-only")
    if not gate:
        problems.append("lit discovered no test in the gate tier")
    want_full = set()
    for name in gate:
        features = required_features(os.path.join(test_root, name))
        if "full-suite" in features:
            want_full.add(name)
        if "slow-tests" in features:
            problems.append(f"{name}: REQUIRES slow-tests, a feature that no longer exists "
                            "(full-suite: docs/testing.md)")
    for name in sorted(full_only - want_full):
        problems.append(f"{name}: discovered by the full-only tier but does not require "
                        "full-suite (it would run twice in the full tier)")
    for name in sorted(want_full - full_only):
        problems.append(f"{name}: requires full-suite but the full-only tier does not "
                        "discover it (it would run in no ctest entry)")
    for name in sorted(full_only - gate):
        problems.append(f"{name}: discovered by the full-only tier only")

    entries = ctest_entries(args.ctest, args.build_dir, None)
    gate_entries = ctest_entries(args.ctest, args.build_dir, "gate")
    full_entries = ctest_entries(args.ctest, args.build_dir, "full")
    for name in sorted(entries - gate_entries - full_entries):
        problems.append(f"ctest entry {name} has neither the gate nor the full label")
    for name in sorted(gate_entries - full_entries):
        problems.append(f"ctest entry {name} is in the gate tier but not in the full tier")
    if "lit" not in gate_entries:
        problems.append("ctest entry lit is not in the gate tier")
    if "lit-full" not in full_entries or "lit-full" in gate_entries:
        problems.append("ctest entry lit-full must be in the full tier only")
    for name in sorted(entries):
        if name.endswith("Tests") and name not in gate_entries:
            problems.append(f"GoogleTest binary {name} is not in the gate tier")

    for p in problems:
        print(f"error: {p}")
    print(f"tiers: {len(gate) - len(full_only)} gate tests, {len(full_only)} full-only tests, "
          f"{len(entries)} ctest entries (gate {len(gate_entries)})")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
