#!/usr/bin/env bash
# demo.sh: installs what is missing, builds tocc-export, and exports a small
# residual image classifier (built now by examples/export/make_model.py)
# to ONNX with a dynamic batch, verified in ONNX Runtime against LibTorch at
# the example batch and at another one, with a report of the export.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash utils/bootstrap.sh
cmake -G Ninja -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DPython3_EXECUTABLE=/usr/bin/python3 >/dev/null
ninja -C build -j "$(nproc 2>/dev/null || echo 2)" tocc-export onnx-opt

out=build/demo
rm -rf "$out"
mkdir -p "$out"
echo
echo "=== /usr/bin/python3 examples/export/make_model.py $out"
echo "# a traced ResNet-style classifier and a batch of two 32x32 images"
/usr/bin/python3 examples/export/make_model.py "$out"

echo
echo "=== tocc-export $out/classifier.pt --dynamic-axes 'image:0=batch' --verify ..."
build/bin/tocc-export "$out/classifier.pt" \
  --example-inputs "$out/classifier.inputs.pt" \
  --input-names image --output-names probs \
  --dynamic-axes 'image:0=batch' --opset 17 \
  --verify --report "$out/report.md" -o "$out/classifier.onnx"

echo
echo "=== the exported graph (onnx-opt $out/classifier.onnx, weights elided)"
build/bin/onnx-opt "$out/classifier.onnx" --elide-constants=4 |
  grep -v 'onnx.initializer'

echo
echo "=== the report's stages ($out/report.md)"
sed -n '/^## Stages/,/^## Op histogram/p' "$out/report.md" | sed '$d'
