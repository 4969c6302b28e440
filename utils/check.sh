#!/usr/bin/env bash
# check.sh: installs what is missing, builds tocc, and runs the tests.
#
#   bash utils/check.sh          the gate tier (what CI runs: ctest -L gate)
#   bash utils/check.sh --full   the full tier (ctest -L full: the gate tier
#                                and the slow end-to-end suites)
#
# docs/testing.md says what each tier holds. The time of each phase
# (bootstrap, configure, build) is printed before ctest starts; ctest prints
# each entry's time. ctest runs last, so the last lines printed are its
# summary and its exit code is this script's.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

tier=gate
for arg in "$@"; do
  case "$arg" in
    --full) tier=full ;;
    --gate) tier=gate ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    *) echo "check.sh: unknown argument '$arg' (expected --full or --gate)" >&2; exit 2 ;;
  esac
done

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
phase configure cmake -G Ninja -S . -B build \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DTOCC_WERROR=ON \
  -DPython3_EXECUTABLE=/usr/bin/python3
phase build ninja -C build -j "$jobs"

echo "check.sh: phase times (tier $tier; ctest prints each entry's time):"
for line in "${phases[@]}"; do
  echo "  $line"
done
exec ctest --test-dir build --output-on-failure -j "$jobs" -L "$tier"
