#!/usr/bin/env bash
# `make trixie-check`: builds and tests Tactile with Debian trixie's Swift (swiftlang 6.0.3,
# what `apt install swiftlang` gives on Raspberry Pi OS 13) in a trixie chroot.
# The chroot is made once with debootstrap from deb.debian.org and cached outside the repository
# (TRIXIE_CHROOT, default /var/cache/tactile/trixie-amd64); later runs reuse it. The sources are
# copied into it (git's tracked and untracked, not ignored, files) and built there with their own
# .build, so the host's .build is untouched. Needs root (debootstrap, chroot, mounts).
set -euo pipefail

# The whole script is one function, read by bash before it runs: editing this file while it
# runs cannot change what runs.
main() {
C=${TRIXIE_CHROOT:-/var/cache/tactile/trixie-amd64}
MIRROR=${TRIXIE_MIRROR:-http://deb.debian.org/debian}
SRC=/src/tactile
packages=(swiftlang libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libfontconfig-dev pkg-config git make ca-certificates)

if [ "$(id -u)" -ne 0 ]; then
  echo "tactile: make trixie-check needs root (debootstrap, chroot); run it with sudo" >&2
  exit 1
fi
start=$(date +%s)

has_swift() { [ -x "$C/bin/sh" ] && chroot "$C" sh -c 'command -v swift' >/dev/null 2>&1; }

if ! has_swift; then
  command -v debootstrap >/dev/null || { echo "tactile: apt-get install debootstrap" >&2; exit 1; }
  if [ ! -x "$C/usr/bin/apt-get" ]; then
    echo "tactile: debootstrap trixie into $C (once; a few minutes)"
    mkdir -p "$C"
    debootstrap --variant=minbase trixie "$C" "$MIRROR" > "$C.debootstrap.log" 2>&1 \
      || { echo "tactile: debootstrap failed, see $C.debootstrap.log" >&2; exit 1; }
  fi
fi

# proc, dev and sys for the compiler and the tests (left mounted: the chroot is a cache).
for m in proc dev sys; do
  mountpoint -q "$C/$m" && continue
  case $m in
    proc) mount -t proc proc "$C/proc" ;;
    dev) mount --bind /dev "$C/dev" ;;
    sys) mount -t sysfs sys "$C/sys" ;;
  esac
done

if ! has_swift; then
  echo "tactile: apt-get install ${packages[*]} in the chroot (once)"
  chroot "$C" env DEBIAN_FRONTEND=noninteractive sh -c \
    "apt-get update -qq && apt-get install -y -qq ${packages[*]}" > "$C.apt.log" 2>&1 \
    || { echo "tactile: apt-get failed in the chroot, see $C.apt.log" >&2; exit 1; }
fi

# Without access to GitHub, SwiftPM resolves from its cache: share the host's.
if [ -d "$HOME/.cache/org.swift.swiftpm/repositories" ]; then
  mkdir -p "$C/root/.cache/org.swift.swiftpm"
  cp -a "$HOME/.cache/org.swift.swiftpm/repositories" "$C/root/.cache/org.swift.swiftpm/"
fi

# The sources, fresh (their build folders, .build and make test's .build-tests, are kept between runs).
mkdir -p "$C$SRC"
find "$C$SRC" -mindepth 1 -maxdepth 1 ! -name .build ! -name .build-tests -exec rm -rf {} +
git ls-files -z --cached --others --exclude-standard | tar -c --null -T - | tar -x -C "$C$SRC"
ready=$(date +%s)

echo "tactile: $(chroot "$C" swift --version 2>/dev/null | head -1)"
log="$C$SRC/trixie-check.log"
status=0
# `make test` there: its test packages (Xvfb, Mesa, fonts) are installed by apt in the chroot.
chroot "$C" env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/root TERM=dumb \
  bash -c "cd $SRC && make test" > "$log" 2>&1 || status=$?
end=$(date +%s)

grep -E "^(error|warning):|: error:|: warning:" "$log" | sort -u | head -20 || true
grep -E "^skipped: |Test run with|Executed [0-9]+ tests" "$log" | sort -u | tail -6 || true
echo "tactile: trixie-check $([ $status -eq 0 ] && echo passed || echo FAILED): chroot ready in $((ready - start)) s, build and tests $((end - ready)) s (log: $log)"
return $status
}
main "$@"
