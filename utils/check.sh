#!/usr/bin/env bash
# check.sh: installs what is missing, builds tocc, and runs the tests.
#
#   bash utils/check.sh          the gate tier (what CI runs: ctest -L gate)
#   bash utils/check.sh --full   the full tier (ctest -L full: the gate tier
#                                and the slow end-to-end suites)
#   bash utils/check.sh --sanitize   the gate tier built with ASan and UBSan
#                                (-DTOCC_SANITIZE=address,undefined) in
#                                build-san/; any report fails its test
#
# docs/testing.md says what each tier holds. The time of each phase
# (bootstrap, configure, build) is printed before ctest starts; ctest prints
# each entry's time. ctest runs last, so the last lines printed are its
# summary and its exit code is this script's.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

tier=gate
build=build
sanitize=()
for arg in "$@"; do
  case "$arg" in
    --full) tier=full ;;
    --gate) tier=gate ;;
    --sanitize)
      build=build-san
      sanitize=(-DTOCC_SANITIZE=address,undefined)
      ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
    *) echo "check.sh: unknown argument '$arg' (expected --full, --gate or --sanitize)" >&2; exit 2 ;;
  esac
done
if ((${#sanitize[@]})); then
  # A report stops the program (-fno-sanitize-recover=all), so the test
  # that ran it fails. lit passes these variables to every test. Leak
  # checking is off by default: LeakSanitizer's tracer itself dies with
  # signal 11 at exit in some processes that ran LibTorch's kernels
  # (onnx-opt --run of a model), failing their tests with no leak found.
  # Set ASAN_OPTIONS with detect_leaks=1 to turn it on (the GoogleTest
  # binaries pass with it); LibTorch's own leaks (its zip reader and
  # operator registry keep memory to the end) are suppressed by module.
  # allow_user_poisoning=0: LLVM's BumpPtrAllocator poisons its slabs in
  # the template copies compiled into our instrumented code, while Debian's
  # uninstrumented libLLVMSupport hands out the memory without unpoisoning
  # it (StringSaver under ExecuteAndWait: a use-after-poison that is not
  # one); ASan's own checks are unaffected. allocator_may_return_null=1:
  # an allocation too large to make fails as it does without ASan (LibTorch
  # throws, and the evaluation that asked for it gives up: the size-cap
  # tests do this on purpose) instead of aborting the process.
  root="$(pwd)"
  export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:allow_user_poisoning=0:detect_stack_use_after_return=0:allocator_may_return_null=1}"
  export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$root/utils/lsan.supp:print_suppressions=0}"
  export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
fi

phases=()
phase() {  # phase NAME COMMAND...: runs COMMAND, records its wall time
  local name="$1" start end
  shift
  start=$(date +%s)
  "$@"
  end=$(date +%s)
  phases+=("$(printf '%-10s %5d s' "$name" $((end - start)))")
  echo "check.sh: phase $name took $((end - start)) s"
}

phase bootstrap bash utils/bootstrap.sh

jobs="$(nproc 2>/dev/null || echo 2)"
phase configure cmake -G Ninja -S . -B "$build" \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DTOCC_WERROR=ON \
  -DPython3_EXECUTABLE=/usr/bin/python3 ${sanitize[@]+"${sanitize[@]}"}
phase build ninja -C "$build" -j "$jobs"

echo "check.sh: phase times (tier $tier; ctest prints each entry's time):"
for line in "${phases[@]}"; do
  echo "  $line"
done
exec ctest --test-dir "$build" --output-on-failure -j "$jobs" -L "$tier"
