#!/bin/bash
# deep-scaling.sh: export time against model depth, tocc-export and
# torch.onnx.export side by side.
#
# usage: bench/deep-scaling.sh [--build-dir build] [--layers 250,1000,...]
#                              [--quick] [--work DIR] [--torch-timeout S]
#                              [--no-torch]
#
# Traces a stack of N residual layers (x + tanh(Linear 8x8 (x)), each layer
# its own submodule; bench/deep_stack.py; default N = 250, 1000, 4000 and
# 16000), then exports each with (a) `tocc-export deep-N.pt --example-inputs
# inputs.pt -o tocc.onnx` and (b) torch.onnx.export (opset 17) of the same
# TorchScript module in a fresh Python process, each under GNU time
# (`/usr/bin/time -f '%e %M'`: wall time and peak RSS of the whole process),
# and prints a Markdown table (layers, both wall times, torch's export() call
# alone, both peaks, both node counts, the ratio) and each exporter's slope
# of log(time) against log(layers), between consecutive sizes and from the
# smallest to the largest it finished. torch.onnx.export is given
# --torch-timeout seconds (default 900) per model; a model it does not
# finish in time shows as such and ends its slopes. --quick uses 50, 100
# and 200 layers. --work keeps the models (tracing 16,000 layers takes
# about 13 minutes; made models are reused) and outputs in DIR. Progress
# goes to stderr, the table to stdout. Exit 1 if tocc-export fails on a
# model, 2 on a usage error; torch's failures and timeouts are results.
set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
python=/usr/bin/python3
build=build layers=250,1000,4000,16000 work= timeout_s=900 no_torch=

die() { echo "deep-scaling.sh: error: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
  case $1 in
    --build-dir) [ $# -ge 2 ] || die "$1 needs a value"; build=$2; shift ;;
    --build-dir=*) build=${1#*=} ;;
    --layers) [ $# -ge 2 ] || die "$1 needs a value"; layers=$2; shift ;;
    --layers=*) layers=${1#*=} ;;
    --work) [ $# -ge 2 ] || die "$1 needs a value"; work=$2; shift ;;
    --work=*) work=${1#*=} ;;
    --torch-timeout) [ $# -ge 2 ] || die "$1 needs a value"; timeout_s=$2; shift ;;
    --torch-timeout=*) timeout_s=${1#*=} ;;
    --quick) layers=50,100,200 ;;
    --no-torch) no_torch=1 ;;
    -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown argument '$1' (see --help)" ;;
  esac
  shift
done
[[ $layers =~ ^[1-9][0-9]*(,[1-9][0-9]*)+$ ]] ||
  die "--layers wants two or more positive numbers separated by commas, got '$layers'"
[[ $timeout_s =~ ^[1-9][0-9]*$ ]] || die "--torch-timeout wants a positive number of seconds, got '$timeout_s'"
[ -x /usr/bin/time ] || die "GNU time (/usr/bin/time) is not installed"
tool=$(cd "$build/bin" 2>/dev/null && pwd)/tocc-export
[ -x "$tool" ] || die "no tocc-export in $build/bin: build first (ninja -C $build tocc-export)"

cleanup=
if [ -z "$work" ]; then
  work=$(mktemp -d "${TMPDIR:-/tmp}/deep-scaling.XXXXXX") || die "cannot make a work folder"
  cleanup=$work
  trap 'rm -rf "$cleanup"' EXIT
fi
mkdir -p "$work" || die "cannot make '$work'"
work=$(cd "$work" && pwd)

# timed LOG CMD...: runs CMD under GNU time, its output in LOG; writes
# "SECONDS MIB" to LOG.tm and returns CMD's status.
timed() {
  local log=$1; shift
  /usr/bin/time -f 'TIME %e %M' -o "$log.time" "$@" >"$log" 2>&1
  local rc=$?
  awk '/^TIME /{printf "%s %d\n", $2, $3/1024}' "$log.time" >"$log.tm"
  return $rc
}

status=0
rows=()
IFS=, read -r -a ns <<<"$layers"
for n in "${ns[@]}"; do
  pt=$work/deep-$n.pt
  if [ ! -s "$pt" ] || [ ! -s "$work/inputs.pt" ]; then
    echo "deep-scaling.sh: tracing $n layers" >&2
    "$python" "$here/deep_stack.py" make "$work" "$n" ||
      die "tracing $n layers failed"
  fi
  out=$work/tocc-$n.onnx
  rm -f "$out"
  timed "$work/tocc-$n.log" "$tool" "$pt" --example-inputs "$work/inputs.pt" \
    --input-names x --output-names y --opset 17 -q --progress=never -o "$out"
  rc=$?
  read -r t_s t_mb <"$work/tocc-$n.log.tm"
  if [ $rc -eq 0 ] && [ -s "$out" ]; then
    t_nodes=$("$python" "$here/deep_stack.py" nodes "$out")
    echo "deep-scaling.sh: $n layers: tocc ok, ${t_s}s, ${t_mb} MiB" >&2
  else
    echo "deep-scaling.sh: $n layers: tocc-export failed (see $work/tocc-$n.log):" >&2
    tail -n 3 "$work/tocc-$n.log" >&2
    t_s=failed t_mb=- t_nodes=-
    status=1
  fi
  if [ -n "$no_torch" ]; then
    w_s=- w_e=- w_mb=- w_nodes=-
  else
    out=$work/torch-$n.onnx
    rm -f "$out"
    timed "$work/torch-$n.log" timeout -s KILL "$timeout_s" \
      "$python" "$here/deep_stack.py" torch-export "$pt" "$work/inputs.pt" "$out"
    rc=$?
    read -r w_s w_mb <"$work/torch-$n.log.tm"
    if [ $rc -eq 0 ] && [ -s "$out" ]; then
      w_e=$(sed -n 's/^export_s=//p' "$work/torch-$n.log")
      w_nodes=$("$python" "$here/deep_stack.py" nodes "$out")
      echo "deep-scaling.sh: $n layers: torch ok, ${w_s}s, ${w_mb} MiB" >&2
    elif [ $rc -eq 137 ]; then
      w_s="not in ${timeout_s} s" w_e=- w_mb=- w_nodes=-
      echo "deep-scaling.sh: $n layers: torch did not finish in ${timeout_s} s" >&2
    else
      w_s="failed ($(grep -m1 -i error "$work/torch-$n.log" | cut -c1-60))" w_e=- w_mb=- w_nodes=-
      echo "deep-scaling.sh: $n layers: torch failed (see $work/torch-$n.log)" >&2
    fi
  fi
  rows+=("$n $t_s $t_mb $t_nodes|$w_s|$w_e $w_mb $w_nodes")
done

number() { [[ $1 =~ ^[0-9]+(\.[0-9]+)?$ ]]; }
ratio() { if number "$1" && number "$2"; then awk -v a="$1" -v b="$2" 'BEGIN{printf "%.1fx", a/b}'; else echo -; fi; }
slope() { awk -v n1="$1" -v t1="$2" -v n2="$3" -v t2="$4" \
  'BEGIN{ if (t1 <= 0 || t2 <= 0) print "n/a"; else printf "%.2f", log(t2/t1)/log(n2/n1) }'; }

echo "| layers | tocc wall (s) | torch wall (s) | torch export() alone (s) | wall ratio (torch/tocc) | tocc peak RSS (MiB) | torch peak RSS (MiB) | tocc nodes | torch nodes |"
echo "|--:|--:|--:|--:|--:|--:|--:|--:|--:|"
tocc_pts=() torch_pts=()
for row in "${rows[@]}"; do
  IFS='|' read -r a w b <<<"$row"
  read -r n t_s t_mb t_nodes <<<"$a"
  read -r w_e w_mb w_nodes <<<"$b"
  printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$n" "$t_s" "$w" "$w_e" \
    "$(ratio "$w" "$t_s")" "$t_mb" "$w_mb" "$t_nodes" "$w_nodes"
  number "$t_s" && tocc_pts+=("$n $t_s")
  number "$w" && torch_pts+=("$n $w")
done
echo
for side in tocc torch; do
  if [ $side = tocc ]; then pts=("${tocc_pts[@]}"); else pts=("${torch_pts[@]}"); fi
  [ -n "$no_torch" ] && [ $side = torch ] && continue
  if [ ${#pts[@]} -lt 2 ]; then
    echo "- $side: fewer than two sizes finished, no slope"
    continue
  fi
  steps=
  for ((i = 1; i < ${#pts[@]}; i++)); do
    read -r n1 t1 <<<"${pts[i-1]}"; read -r n2 t2 <<<"${pts[i]}"
    steps+="${steps:+, }$n1 to $n2: $(slope "$n1" "$t1" "$n2" "$t2")"
  done
  read -r n1 t1 <<<"${pts[0]}"; read -r n2 t2 <<<"${pts[${#pts[@]}-1]}"
  echo "- $side slope of log(time) vs log(layers), $n1 to $n2: $(slope "$n1" "$t1" "$n2" "$t2") ($steps)"
done
exit $status
