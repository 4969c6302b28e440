#!/usr/bin/env bash
# bootstrap.sh: installs what tocc needs to build and test on Debian 12.
# Idempotent and non-interactive: installs only missing packages, then the
# pinned onnxruntime-node in utils/ort when its node_modules is missing or
# older than package-lock.json.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

packages=(
  cmake g++ ninja-build ccache              # ccache: CMake uses it when present
  llvm-19-dev llvm-19-tools libzstd-dev       # LLVM ADT/Support; lit, FileCheck, not
  libtorch-dev python3-torch python3-torchvision python3-torchaudio
  libonnx-dev libprotobuf-dev protobuf-compiler python3-onnx libonnx-testdata
  libgtest-dev libgmock-dev
  python3 python3-numpy
)
# Node may come from elsewhere (NodeSource); Debian's only when it is absent.
if ! command -v node >/dev/null 2>&1; then
  packages+=(nodejs)
fi
if ! command -v npm >/dev/null 2>&1; then
  packages+=(npm)
fi

bash "$root/utils/apt-install.sh" bootstrap "${packages[@]}"

# onnxruntime-node for the numerical tests (utils/ort/run.js). Its install
# script only fetches optional GPU libraries from outside the npm registry:
# --ignore-scripts skips it; the CPU binaries ship in the package itself.
ort="$root/utils/ort"
stamp="$ort/node_modules/.package-lock.json"
if [[ ! -f "$stamp" || "$ort/package-lock.json" -nt "$stamp" ]]; then
  echo "bootstrap: installing onnxruntime-node in utils/ort"
  (cd "$ort" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error)
fi
echo "bootstrap: ok"
