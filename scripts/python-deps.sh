#!/usr/bin/env bash
# Creates the git-ignored virtual environment .venv with the Python packages the Yoga
# cross-check needs (scripts/python-requirements.txt: poga, Yoga's Python bindings, from
# PyPI). Does nothing when they are already there. python3 and its venv module come from
# Debian (python3, python3-venv): as root it installs them, otherwise it prints the command.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
venv=.venv
requirements=scripts/python-requirements.txt
say() { echo "python-deps: $*" >&2; }

if [[ -x $venv/bin/python ]] && $venv/bin/python -c 'import poga' >/dev/null 2>&1; then
  exit 0
fi

# python3 with a working venv module (Debian splits ensurepip into python3-venv).
probe=$(mktemp -d "${TMPDIR:-/tmp}/venv-probe.XXXXXX")
trap 'rm -rf "$probe"' EXIT
if ! command -v python3 >/dev/null 2>&1 || ! python3 -m venv "$probe/env" >/dev/null 2>&1; then
  command="apt-get update && apt-get install -y --no-install-recommends python3 python3-venv python3-pip"
  if [[ $(id -u) -ne 0 ]]; then
    say "python3 with its venv module is missing; run as root:  sudo sh -c '$command'"
    exit 1
  fi
  say "installing python3, python3-venv and python3-pip"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q --no-install-recommends python3 python3-venv python3-pip
fi

say "creating $venv and installing $(grep -v '^#' "$requirements" | tr '\n' ' ')from PyPI"
rm -rf "$venv"
python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements"
"$venv/bin/python" -c 'import poga' || { say "poga does not import after installing it"; exit 1; }
