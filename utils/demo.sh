#!/usr/bin/env bash
# demo.sh: installs what is missing, builds onnx-opt, and shows cse and dce
# cleaning up examples/demo.mlir.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash utils/bootstrap.sh
cmake -G Ninja -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DPython3_EXECUTABLE=/usr/bin/python3 >/dev/null
ninja -C build -j "$(nproc 2>/dev/null || echo 2)" onnx-opt

echo
echo "=== input: examples/demo.mlir"
cat examples/demo.mlir
echo
echo "=== onnx-opt examples/demo.mlir --pass-pipeline='cse,dce'"
echo "# cse merged the two identical core.add ops, dce removed the unused core.relu; [batch, ...] stays symbolic."
build/bin/onnx-opt examples/demo.mlir --pass-pipeline='cse,dce'
