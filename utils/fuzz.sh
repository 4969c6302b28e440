#!/usr/bin/env bash
# fuzz.sh: builds one libFuzzer harness of tools/fuzz with clang and runs it
# (docs/testing.md, "Fuzzing and sanitizers").
#
#   utils/fuzz.sh TARGET SECONDS [libFuzzer args...]
#
# TARGET is ir-parser, symbolic-expr, onnx-reader or torchscript. Installs
# clang-19 and libclang-rt-19-dev if missing, configures build-fuzz/ with
# -DTOCC_FUZZ=ON and builds only fuzz-TARGET, makes a seed corpus from the
# tests (tools/fuzz/make-seeds.py), then fuzzes for SECONDS in one process
# at a time (-fork=1: a crash, timeout or out-of-memory is saved and the
# run goes on) with the corpus in build-fuzz/corpus/TARGET and the crashing
# inputs in build-fuzz/crashes/TARGET. Extra arguments go to libFuzzer
# (e.g. -fork=0 to stop at the first crash, -only_ascii=1). Exits 1 when the
# run saved new crash artifacts. FUZZ_JOBS (default 2) sets the build's -j.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

targets=(ir-parser symbolic-expr onnx-reader torchscript)
usage="usage: utils/fuzz.sh TARGET SECONDS [libFuzzer args...] (TARGET: ${targets[*]})"
if (($# < 2)); then
  echo "$usage" >&2
  exit 2
fi
target="$1"
seconds="$2"
shift 2
known=0
for t in "${targets[@]}"; do
  [[ "$t" == "$target" ]] && known=1
done
if ((!known)); then
  echo "fuzz.sh: unknown target '$target' (expected one of: ${targets[*]})" >&2
  exit 2
fi
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || ((seconds == 0)); then
  echo "fuzz.sh: SECONDS must be a positive whole number, got '$seconds'" >&2
  exit 2
fi

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$root/build-fuzz"

# Memory and time per input: LibTorch alone takes ~1 GB under ASan. Its
# zip reader leaks a few hundred bytes on every malformed .pt, which is not
# ours to fix: leak checking is off for torchscript (ASAN_OPTIONS, if set,
# wins).
asan_options="${ASAN_OPTIONS:-}"
case "$target" in
  torchscript)
    rss=6144 timeout=60
    asan_options="${ASAN_OPTIONS:-detect_leaks=0}"
    ;;
  onnx-reader) rss=3072 timeout=20 ;;
  *) rss=2048 timeout=10 ;;
esac

# The compiler (utils/apt-install.sh installs what is missing).
packages=(clang-19 libclang-rt-19-dev cmake ninja-build)
bash "$root/utils/apt-install.sh" fuzz.sh "${packages[@]}"

if [[ ! -f "$build/CMakeCache.txt" ]]; then
  cmake -G Ninja -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 -DTOCC_FUZZ=ON
fi
ninja -C "$build" -j"${FUZZ_JOBS:-2}" "fuzz-$target"

seeds="$build/seeds/$target"
corpus="$build/corpus/$target"
crashes="$build/crashes/$target"
scratch="$build/tmp/$target"
rm -rf "$seeds" "$scratch"
mkdir -p "$corpus" "$crashes" "$scratch"
/usr/bin/python3 "$root/tools/fuzz/make-seeds.py" "$target" "$seeds"

count_artifacts() {
  find "$crashes" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'leak-*' \
    -o -name 'timeout-*' -o -name 'oom-*' \) | wc -l
}
before="$(count_artifacts)"
log="$build/fuzz-$target.log"
start=$SECONDS
# The harnesses leave scratch files under TMPDIR; a run starts clean.
set +e
TMPDIR="$scratch" ASAN_OPTIONS="$asan_options" \
  "$build/bin/fuzz-$target" -max_total_time="$seconds" \
  -rss_limit_mb="$rss" -timeout="$timeout" -print_final_stats=1 \
  -artifact_prefix="$crashes/" -fork=1 -ignore_crashes=1 -ignore_timeouts=1 \
  -ignore_ooms=1 "$@" "$corpus" "$seeds" 2>&1 | tee "$log"
set -e
elapsed=$((SECONDS - start))
rm -rf "$scratch"

# Executions: the last fork-mode status line (`#N: cov: ...`), or the sum of
# the final statistics of runs in this process.
execs="$(grep -aoE '^#[0-9]+: cov:' "$log" | tail -n 1 | tr -dc '0-9')"
if [[ -z "$execs" ]]; then
  execs="$(grep -aoE 'stat::number_of_executed_units: [0-9]+' "$log" |
    awk '{n += $2} END {print n + 0}')"
fi
found=$(($(count_artifacts) - before))
echo "fuzz.sh: $target: ${execs:-0} executions in $elapsed s, $found crashes (artifacts in $crashes)"
((found == 0))
