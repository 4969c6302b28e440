#!/bin/bash
# onnx-opt-scaling.sh: how onnx-opt's time and memory grow with the model.
#
# usage: bench/onnx-opt-scaling.sh [--build-dir build] [--sizes 10000,...]
#                                  [--quick] [--work DIR] [--keep]
#
# Makes chain-like ONNX models of N nodes (bench/make_onnx_chain.py: MatMul,
# Add, activations, Identity/Reshape/Cast no-ops, duplicate Muls, dead
# nodes; default N = 10k, 100k, 300k and 1M), runs
#   onnx-opt MODEL --pass-pipeline='cse,dce,onnx-cleanup,cse,dce' -o OUT.onnx
# on each under GNU time (`/usr/bin/time -f '%e %M'`: wall time and peak
# RSS of the whole process: read, passes with the verifier, write), and
# prints a Markdown table (nodes, wall s, peak MiB, µs per node) and the
# slopes of log(time) against log(nodes) between the smallest and the
# largest size and between the second and the largest.
# --quick uses 1k, 3k and 10k nodes. --work keeps the models and outputs in
# DIR (made models are reused); without it they go to a temporary folder
# that is removed at the end. Progress goes to stderr, the table to stdout.
# Exit 1 if onnx-opt fails on a model, 2 on a usage error.
set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
python=/usr/bin/python3
build=build sizes=10000,100000,300000,1000000 work=
pipeline='cse,dce,onnx-cleanup,cse,dce'

die() { echo "onnx-opt-scaling.sh: error: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
  case $1 in
    --build-dir) [ $# -ge 2 ] || die "$1 needs a value"; build=$2; shift ;;
    --build-dir=*) build=${1#*=} ;;
    --sizes) [ $# -ge 2 ] || die "$1 needs a value"; sizes=$2; shift ;;
    --sizes=*) sizes=${1#*=} ;;
    --work) [ $# -ge 2 ] || die "$1 needs a value"; work=$2; shift ;;
    --work=*) work=${1#*=} ;;
    --quick) sizes=1000,3000,10000 ;;
    -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown argument '$1' (see --help)" ;;
  esac
  shift
done
[[ $sizes =~ ^[1-9][0-9]*(,[1-9][0-9]*)+$ ]] ||
  die "--sizes wants two or more positive numbers separated by commas, got '$sizes'"
[ -x /usr/bin/time ] || die "GNU time (/usr/bin/time) is not installed"
tool=$(cd "$build/bin" 2>/dev/null && pwd)/onnx-opt
[ -x "$tool" ] || die "no onnx-opt in $build/bin: build first (ninja -C $build onnx-opt)"

cleanup=
if [ -z "$work" ]; then
  work=$(mktemp -d "${TMPDIR:-/tmp}/onnx-opt-scaling.XXXXXX") || die "cannot make a work folder"
  cleanup=$work
  trap 'rm -rf "$cleanup"' EXIT
fi
mkdir -p "$work" || die "cannot make '$work'"

status=0
rows=()
IFS=, read -r -a ns <<<"$sizes"
for n in "${ns[@]}"; do
  model=$work/chain-$n.onnx out=$work/chain-$n.opt.onnx
  if [ ! -s "$model" ]; then
    "$python" "$here/make_onnx_chain.py" "$n" "$model" ||
      { echo "onnx-opt-scaling.sh: cannot make the $n-node model" >&2; exit 1; }
  fi
  nodes=$("$python" -c 'import onnx,sys; print(len(onnx.load(sys.argv[1], load_external_data=False).graph.node))' "$model")
  if /usr/bin/time -f '%e %M' -o "$work/time-$n.txt" \
      "$tool" "$model" --pass-pipeline="$pipeline" -o "$out" \
      >"$work/log-$n.txt" 2>&1; then
    read -r secs kb <"$work/time-$n.txt"
    echo "onnx-opt-scaling.sh: $nodes nodes: ok, ${secs}s, $((kb / 1024)) MiB" >&2
    rows+=("$nodes $secs $kb")
  else
    echo "onnx-opt-scaling.sh: $nodes nodes: onnx-opt failed:" >&2
    sed 's/^/  /' "$work/log-$n.txt" >&2
    status=1
  fi
done

printf '%s\n' "${rows[@]}" | "$python" -c '
import math, sys
rows = [tuple(float(x) for x in line.split()) for line in sys.stdin if line.strip()]
print("| nodes | wall (s) | peak RSS (MiB) | µs/node |")
print("|--:|--:|--:|--:|")
for n, s, kb in rows:
    print(f"| {int(n):,} | {s:.2f} | {kb / 1024:.0f} | {s / n * 1e6:.1f} |")
def slope(a, b):
    (n0, s0, _), (n1, s1, _) = a, b
    if s0 <= 0 or s1 <= 0 or n0 == n1:
        return "n/a"
    return f"{math.log(s1 / s0) / math.log(n1 / n0):.2f}"
print()
if len(rows) >= 2:
    print(f"- slope of log(time) vs log(nodes), {int(rows[0][0]):,} to {int(rows[-1][0]):,}: {slope(rows[0], rows[-1])}")
if len(rows) >= 3:
    print(f"- slope, {int(rows[1][0]):,} to {int(rows[-1][0]):,}: {slope(rows[1], rows[-1])}")
'
exit $status
