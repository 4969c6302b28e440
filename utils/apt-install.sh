#!/usr/bin/env bash
# apt-install.sh WHO PACKAGE...: installs the Debian packages that are not
# installed yet (non-interactive; as root, or through `sudo -n`). WHO names
# the calling script in messages. bootstrap.sh and fuzz.sh install with it.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
who="$1"
shift
missing=()
for p in "$@"; do
  status="$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)"
  if [[ "$status" != "install ok installed" ]]; then
    missing+=("$p")
  fi
done
((${#missing[@]})) || exit 0
if [[ "$(id -u)" -eq 0 ]]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo -n env DEBIAN_FRONTEND=noninteractive)
else
  echo "$who: missing packages: ${missing[*]}; run as root or install sudo" >&2
  exit 1
fi
echo "$who: installing ${missing[*]}"
"${sudo[@]}" apt-get update -q
"${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
