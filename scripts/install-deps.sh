#!/usr/bin/env bash
# Installs the Debian packages RichText builds against, if any is missing.
# As root it runs apt-get; otherwise it prints the exact command and stops (exit 1).
set -euo pipefail

packages=(pkg-config libfreetype-dev libharfbuzz-dev libfribidi-dev libicu-dev libfontconfig-dev
          libcmark-gfm-dev libcmark-gfm-extensions-dev libthai-dev libcairo2-dev
          poppler-utils libxml2-utils)

if ! command -v swift >/dev/null 2>&1; then
  echo "install-deps: 'swift' is not on PATH; install Swift 6 (https://www.swift.org/install/linux/) first" >&2
  exit 1
fi

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$package")
done

if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi

command="apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
if [[ $(id -u) -ne 0 ]]; then
  echo "install-deps: missing packages: ${missing[*]}" >&2
  echo "install-deps: run as root:  sudo sh -c '$command'" >&2
  exit 1
fi

echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get install -y -q --no-install-recommends "${missing[@]}"
