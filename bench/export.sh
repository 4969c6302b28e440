#!/bin/bash
# export.sh: tocc-export vs torch.onnx.export (PyTorch 1.13), side by side.
#
# usage: bench/export.sh [--build-dir build] [--reps N] [--quick] [--work DIR]
#                        [--stand-in] [--models a,b] [--reuse] [--ort-runs N]
#
# Traces resnet50, vit_b_16, squeezenet1_1, swin_t (torchvision, random
# weights, dynamic batch), a BERT-base-sized encoder (dynamic batch and
# sequence) and a stack of 1,000 residual layers (bench/deep_stack.py,
# dynamic batch) into .pt files with
# example inputs (bench/export_models.py make), then exports each model N
# times (default 3) with (a) tocc-export and (b) torch.onnx.export of the same
# TorchScript module in a fresh Python process, each under GNU time for wall
# time and peak RSS, and prints a Markdown table of the medians, the node
# counts, whether both files agree with LibTorch in ONNX Runtime and each
# file's ORT latency (median of --ort-runs runs, default 20, same inputs).
# --quick uses tiny variants (resnet18 and squeezenet1_1 at 64x64, a 2-layer
# ViT, Swin and encoder, 50 layers deep). --models traces and measures only those.
# --stand-in runs onnx-opt's by-hand pipeline instead of tocc-export.
# --work keeps the models, the ONNX files and the logs in DIR; --reuse (with
# --work) measures again the models an earlier run left there.
# Exit 1 if tocc-export failed on a model or its file disagrees with LibTorch
# in ORT (the table is printed anyway); torch.onnx.export's failures are
# results, shown in the table. 2 on a usage error.
set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
python=/usr/bin/python3
build=build reps=3 quick= work= stand_in= models= reuse= ort_runs=20

die() { echo "export.sh: error: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
  case $1 in
    --build-dir) [ $# -ge 2 ] || die "$1 needs a value"; build=$2; shift ;;
    --build-dir=*) build=${1#*=} ;;
    --reps) [ $# -ge 2 ] || die "$1 needs a value"; reps=$2; shift ;;
    --reps=*) reps=${1#*=} ;;
    --work) [ $# -ge 2 ] || die "$1 needs a value"; work=$2; shift ;;
    --work=*) work=${1#*=} ;;
    --models) [ $# -ge 2 ] || die "$1 needs a value"; models=$2; shift ;;
    --models=*) models=${1#*=} ;;
    --ort-runs) [ $# -ge 2 ] || die "$1 needs a value"; ort_runs=$2; shift ;;
    --ort-runs=*) ort_runs=${1#*=} ;;
    --quick) quick=--quick ;;
    --stand-in) stand_in=1 ;;
    --reuse) reuse=1 ;;
    -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown argument '$1' (see --help)" ;;
  esac
  shift
done
[[ $reps =~ ^[1-9][0-9]*$ ]] || die "--reps wants a positive number, got '$reps'"
[[ $ort_runs =~ ^[1-9][0-9]*$ ]] || die "--ort-runs wants a positive number, got '$ort_runs'"
[ -x /usr/bin/time ] || die "GNU time (/usr/bin/time) is not installed"
command -v node >/dev/null || die "node is not on PATH (ONNX Runtime runs in onnxruntime-node)"
bin=$(cd "$build/bin" 2>/dev/null && pwd) || die "no $build/bin: build first"
if [ -n "$stand_in" ]; then
  tool=$bin/onnx-opt
else
  tool=$bin/tocc-export
fi
[ -x "$tool" ] || die "$tool not found: build it (ninja -C $build $(basename "$tool"))"

if [ -z "$work" ]; then
  work=$(mktemp -d "${TMPDIR:-/tmp}/tocc-export-bench.XXXXXX") || die "cannot make a work folder"
  trap 'rm -rf "$work"' EXIT
fi
if [ -n "$reuse" ] && [ ! -s "$work/models" ]; then
  die "--reuse: no models in '$work' (run once with --work first)"
fi
mkdir -p "$work" || die "cannot make $work"
work=$(cd "$work" && pwd)

if [ -z "$reuse" ]; then
  echo "export.sh: tracing the models into $work" >&2
  "$python" "$here/export_models.py" make "$work" $quick ${models:+--models "$models"} ||
    die "making the models failed"
fi

results=$work/results.tsv
: > "$results"

# first_error LOG RC: the line a table cell shows for a failed run: the
# first diagnostic (`error:`, or the torch child's `torch.onnx.export failed:`),
# else the exit status and the log's last line (a crash prints no diagnostic).
first_error() {
  local line
  line=$(grep -m1 -E 'error:|^torch\.onnx\.export failed: ' "$1") ||
    line="exit status $2: $(grep . "$1" | tail -n1)"
  line=${line#torch.onnx.export failed: }
  printf '%s' "${line:0:160}" | tr '\t|' ' /'
}

# measure MODEL TOOL REP CMD...: one run under GNU time, one line of results.
measure() {
  local model=$1 which=$2 rep=$3
  shift 3
  local log=$work/$model/$which.$rep.log times=$work/$model/$which.$rep.time
  rm -f "$work/$model/$which.onnx"  # a failed run must not leave an old file to check
  /usr/bin/time -f '%e %M' -o "$times" "$@" > "$log" 2>&1
  local rc=$? wall rss inproc= status=ok message=
  read -r wall rss < <(tail -n1 "$times")
  if [ $rc -ne 0 ]; then
    status=failed message=$(first_error "$log" $rc)
  elif [ "$which" = torch ]; then
    inproc=$(awk '$1 == "export_s" { print $2 }' "$log")
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$model" "$which" "$status" "$wall" "$rss" \
    "$inproc" "$message" >> "$results"
  echo "export.sh: $model $which run $rep/$reps: $status, ${wall}s, $((rss / 1024)) MB" >&2
}

names() { "$python" -c 'import json, sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])' "$@"; }
join_names() { "$python" -c 'import json, sys; print(",".join(json.load(open(sys.argv[1]))[sys.argv[2]]))' "$@"; }

while read -r model <&3; do
  dir=$work/$model
  if [ -n "$models" ] && [[ ",$models," != *",$model,"* ]]; then continue; fi
  spec=$dir/spec.json
  axes=$(names "$spec" tocc_dynamic_axes)
  if [ -n "$stand_in" ]; then
    shapes=()
    while read -r s; do shapes+=("--input-shape=$s"); done < <(
      "$python" -c 'import json, sys; print("\n".join(json.load(open(sys.argv[1]))["input_shapes"]))' "$spec")
    tocc=("$tool" "$dir/model.pt" --example-inputs "$dir/inputs.pt" "${shapes[@]}"
          '--pass-pipeline=decompose,fold-constants,dce,lower-to-onnx{opset=17},cse,dce'
          -o "$dir/tocc.onnx")
  else
    tocc=("$tool" "$dir/model.pt" --example-inputs "$dir/inputs.pt"
          --input-names "$(join_names "$spec" input_names)"
          --output-names "$(join_names "$spec" output_names)"
          --dynamic-axes "$axes" --opset 17 --progress=never -o "$dir/tocc.onnx")
  fi
  for ((rep = 1; rep <= reps; ++rep)); do
    measure "$model" tocc "$rep" "${tocc[@]}"
    measure "$model" torch "$rep" "$python" "$here/export_models.py" torch-export \
      "$dir" "$dir/torch.onnx"
  done
done 3< "$work/models"

[ -s "$results" ] || die "no model matched --models '$models'"
if [ -n "$stand_in" ]; then
  echo "tocc side: stand-in, onnx-opt's by-hand pipeline (--stand-in), not tocc-export"
fi
"$python" "$here/export_models.py" table "$work" "$results" \
  --ort-run "$root/utils/ort/run.js" --reps "$reps" --ort-runs "$ort_runs"
