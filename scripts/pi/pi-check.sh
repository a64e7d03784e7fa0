#!/bin/bash
# make pi-check: the kiosk and the gallery built for aarch64 with Debian trixie's Swift 6.0.3,
# natively in an arm64 trixie chroot under qemu-user (binfmt_misc), their headless tours run
# there, and every PNG compared with the x86-64 build's (ImageTolerance.default).
# The chroot is made once (debootstrap --foreign + qemu-user-static) and cached in PI_CHROOT.
#   CONFIG=debug|release (default debug: the emulated optimiser is much slower)
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
C=${PI_CHROOT:-/var/cache/tactile/trixie-arm64}
CONFIG=${CONFIG:-debug}
OUT=${PI_OUT:-/var/cache/tactile/pi-check}
SRC=/src/tactile
cd "$ROOT"
[ "$(id -u)" -eq 0 ] || { echo "pi-check needs root (chroot)" >&2; exit 1; }
if ! chroot "$C" test -x /usr/bin/swift 2>/dev/null; then
  mkdir -p "$C"
  [ -x "$C/usr/bin/apt-get" ] || debootstrap --arch=arm64 --variant=minbase trixie "$C" http://deb.debian.org/debian > "$C.debootstrap.log" 2>&1 || exit 1
  for m in proc dev sys; do mountpoint -q "$C/$m" || mount --bind /$m "$C/$m"; done
  chroot "$C" env DEBIAN_FRONTEND=noninteractive sh -c "apt-get update -qq && apt-get install -y -qq swiftlang libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libfontconfig-dev pkg-config git make" > "$C.apt.log" 2>&1 || exit 1
fi
for m in proc dev sys; do mountpoint -q "$C/$m" || mount --bind /$m "$C/$m"; done
# The same fonts as the x86-64 side (scripts/install-deps.sh --test): italic text draws with
# DejaVu Sans Oblique on both, so the tours compare glyph for glyph.
chroot "$C" dpkg -s fonts-dejavu-extra > /dev/null 2>&1 \
  || chroot "$C" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-dejavu-extra > "$C.fonts.log" 2>&1 || exit 1
if [ -d "$HOME/.cache/org.swift.swiftpm/repositories" ]; then
  mkdir -p "$C/root/.cache/org.swift.swiftpm"; cp -a "$HOME/.cache/org.swift.swiftpm/repositories" "$C/root/.cache/org.swift.swiftpm/"
fi
mkdir -p "$C$SRC" "$OUT"
find "$C$SRC" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
git ls-files -z --cached --others --exclude-standard | tar -c --null -T - | tar -x -C "$C$SRC"
echo "pi-check: $(chroot "$C" uname -m), $(chroot "$C" swift --version 2>&1 | head -1)"
t=$(date +%s)
chroot "$C" env -i PATH=/usr/bin:/bin HOME=/root sh -c "cd $SRC && swift build -c $CONFIG --product kiosk && swift build -c $CONFIG --product gallery" > "$OUT/build.log" 2>&1 \
  || { tail -30 "$OUT/build.log"; echo "pi-check: aarch64 build FAILED after $(( $(date +%s) - t )) s"; exit 1; }
echo "pi-check: aarch64 $CONFIG build of kiosk and gallery: $(( $(date +%s) - t )) s (qemu-user)"
BIN=$SRC/.build/$CONFIG
rm -rf "$C/tmp/pi" "$OUT/arm64" "$OUT/x86"; mkdir -p "$C/tmp/pi/empty"
chroot "$C" env -i PATH=/usr/bin:/bin HOME=/root sh -c "cd /tmp/pi/empty && $BIN/kiosk --headless --timing --script $SRC/Samples/Kiosk/tour.script --out /tmp/pi/kiosk && $BIN/gallery --headless --timing --script $SRC/Samples/Gallery/tour.script --out /tmp/pi/gallery" > "$OUT/run-arm64.log" 2>&1 || { tail "$OUT/run-arm64.log"; exit 1; }
grep "first frame" "$OUT/run-arm64.log" | sed 's/^/pi-check: aarch64 (emulated) /'
cp -r "$C/tmp/pi" "$OUT/arm64"
# The x86-64 build, same sources, on the host.
swift build -c $CONFIG --product kiosk > /dev/null && swift build -c $CONFIG --product gallery > /dev/null || exit 1
H=$(swift build -c $CONFIG --show-bin-path)
mkdir -p "$OUT/x86/empty"
(cd "$OUT/x86/empty" && env -u DISPLAY -u WAYLAND_DISPLAY "$H/kiosk" --headless --script "$ROOT/Samples/Kiosk/tour.script" --out "$OUT/x86/kiosk" > /dev/null \
  && env -u DISPLAY -u WAYLAND_DISPLAY "$H/gallery" --headless --script "$ROOT/Samples/Gallery/tour.script" --out "$OUT/x86/gallery" > /dev/null) || exit 1
status=0
for app in kiosk gallery; do
  echo "pi-check: $app, aarch64 against x86-64:"
  /usr/bin/python3 "$ROOT/scripts/pi/compare.py" "$OUT/x86/$app" "$OUT/arm64/$app" || status=1
done
exit $status
