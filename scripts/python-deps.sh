#!/usr/bin/env bash
# Creates the git-ignored virtual environment .venv with the Python packages of the tests
# (scripts/python-requirements.txt, from PyPI: poga, Yoga's Python bindings, for the Yoga
# cross-check; dask and distributed for the Dask recipe). Does nothing when .venv already
# has every pinned version; installs what is missing or differs into an existing .venv.
# An argument names another requirements file of the same form, installed into the same
# .venv (scripts/font-requirements.txt: fontTools, for Tests/Fixtures/VariableFont).
# python3 and its venv module come from Debian (python3, python3-venv): as root it
# installs them, otherwise it prints the command.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
venv=.venv
requirements=${1:-scripts/python-requirements.txt}
say() { echo "python-deps: $*" >&2; }

# Whether .venv has every "name==version" of the requirements, at that version.
satisfied() {
  [[ -x $venv/bin/python ]] || return 1
  "$venv/bin/python" - "$requirements" <<'PYTHON'
import sys
from importlib.metadata import PackageNotFoundError, version

for line in open(sys.argv[1], encoding="utf-8"):
    name, _, wanted = line.split("#")[0].strip().partition("==")
    try:
        if name and version(name) != wanted:
            sys.exit(1)
    except PackageNotFoundError:
        sys.exit(1)
PYTHON
}

if satisfied; then
  exit 0
fi
packages=$(grep -v '^#' "$requirements" | tr '\n' ' ')

if [[ -x $venv/bin/python ]] && "$venv/bin/python" -m pip --version >/dev/null 2>&1; then
  say "installing ${packages}into $venv from PyPI"
else
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
  say "creating $venv and installing ${packages}from PyPI"
  rm -rf "$venv"
  python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements"
satisfied || { say "$venv lacks a version pinned in $requirements after installing it"; exit 1; }
