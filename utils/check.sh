#!/usr/bin/env bash
# check.sh: installs what is missing, builds tocc, and runs every test.
# ctest runs last, so the last lines printed are its summary and its exit
# code is this script's.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash utils/bootstrap.sh

jobs="$(nproc 2>/dev/null || echo 2)"
cmake -G Ninja -S . -B build \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DTOCC_WERROR=ON \
  -DPython3_EXECUTABLE=/usr/bin/python3
ninja -C build -j "$jobs"
exec ctest --test-dir build --output-on-failure -j "$jobs"
