#!/usr/bin/env bash
# Installs the system packages Tactile needs, when they are missing.
# As root it runs apt-get; otherwise it prints the exact apt line and fails.
set -euo pipefail

packages=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libfontconfig-dev pkg-config)
# The screen reader's speech (espeak-ng, opened at run time: without it the reader is silent).
packages+=(libespeak-ng-dev)
# With --test: Xvfb and Mesa for the GL parity test (it is skipped, with a message, without them),
# the fallback fonts the glyph-fallback tests and snapshots draw with (colour emoji; CJK), and
# DejaVu Serif (font lookup by family and style).
if [ "${1:-}" = "--test" ]; then
  packages+=(xvfb libgl1-mesa-dri libegl1 fonts-noto-color-emoji fonts-droid-fallback fonts-dejavu-extra)
fi
missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "tactile: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "tactile: missing system packages. Run:" >&2
    echo "  sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

# The libraries must be visible to pkg-config (and so to the compiler and linker).
if ! pkg-config --exists sdl2 SDL2_ttf SDL2_image fontconfig; then
  echo "tactile: pkg-config cannot find sdl2, SDL2_ttf, SDL2_image and fontconfig after installing" >&2
  exit 1
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "tactile: no 'swift' on PATH; install Swift 6.3 (swift.org) and try again" >&2
  exit 1
fi
