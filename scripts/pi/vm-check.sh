#!/bin/bash
# make pi-vm-check: the kiosk on a virtual Pi (KMSDRM on virtio-gpu, evdev touch, Mesa GLES)
# under qemu-system-x86_64 software emulation, from nothing (the disk image is cached in CACHE).
#  1. builds the kiosk for x86-64 (release, static Swift stdlib: no Swift runtime in the VM);
#  2. makes the VM's disk (vm-rootfs.sh) and renders the headless tours as references;
#  3. boots the VM once per mode: gles (opengles2, two fingers), software, auto, rot90 (rotation
#     90, portrait tour), calib (software renderer, calibration swap,invert-x), systemd (the
#     guide's unit: up without a desktop, back after SIGKILL), idle (kiosk --measure-idle per renderer);
#  4. compares the screendumps with the headless PNGs (snapshot tolerance) and prints figures.
#   MODES="gles software" scripts/pi/vm-check.sh   (a subset)
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
CACHE=${PI_VM_CACHE:-/var/cache/tactile/vm}
MODES=${MODES:-gles software auto rot90 calib systemd idle}
HERE=$ROOT/scripts/pi
PAY=$CACHE/payload
cd "$ROOT"
mkdir -p "$CACHE"
t=$(date +%s)
nice swift build -c release --product kiosk --static-swift-stdlib > "$CACHE/kiosk-build.log" 2>&1 || { tail -20 "$CACHE/kiosk-build.log"; exit 1; }
BIN=$(swift build -c release --show-bin-path)/kiosk
echo "pi-vm: kiosk built in $(( $(date +%s) - t )) s; $(du -m "$BIN" | cut -f1) MB, $(strip -o /tmp/kiosk.stripped.$$ "$BIN" && du -k /tmp/kiosk.stripped.$$ | awk '{printf "%.1f", $1/1024}') MB stripped"
nice bash "$HERE/vm-rootfs.sh" "$CACHE" || exit 1
rm -rf "$PAY"; mkdir -p "$PAY/out"
cp /tmp/kiosk.stripped.$$ "$PAY/kiosk"; rm -f /tmp/kiosk.stripped.$$
cp "$HERE/touch.py" "$HERE/guest-run.sh" "$HERE/systemd-probe.sh" Samples/Kiosk/tour.script Samples/Kiosk/tour-portrait.script "$PAY/"
cp Samples/Kiosk/tactile.example.json "$PAY/tactile.json"   # the guide's configuration, for the systemd run
chmod -R a+rX "$PAY"; chmod a+rwx "$PAY/out"
# Headless references (the same binary), from an empty folder so no tactile.json is read.
REF=$CACHE/ref; rm -rf "$REF"; mkdir -p "$REF/empty"
(cd "$REF/empty" && env -u DISPLAY -u WAYLAND_DISPLAY "$PAY/kiosk" --headless --script "$PAY/tour.script" --out "$REF/landscape" > /dev/null \
  && env -u DISPLAY -u WAYLAND_DISPLAY "$PAY/kiosk" --headless --rotation 90 --script "$PAY/tour-portrait.script" --out "$REF/portrait" > /dev/null) || exit 1
status=0
for m in $MODES; do
  echo "pi-vm: boot, mode $m"
  /usr/bin/python3 "$HERE/vm-run.py" "$m" --cache "$CACHE" --payload "$PAY" --timeout "${PI_VM_TIMEOUT:-2400}" || { echo "pi-vm: mode $m did not complete (see $PAY/out/$m)"; status=1; }
done
echo "pi-vm: screendumps against the headless tour (ImageTolerance.default; the header clock masked)"
CLOCK="--mask 560,0,240,56"
for m in $MODES; do
  d=$PAY/out/$m; [ -d "$d" ] || continue
  case $m in
    rot90) ref=$REF/portrait; mask="--mask 744,0,56,480";;  # the header runs down the right edge
    systemd|idle) continue;;
    *) ref=$REF/landscape; mask=$CLOCK;;
  esac
  echo " $m:"; /usr/bin/python3 "$HERE/compare.py" "$ref" "$d" $mask --json "$d/compare.json" || status=1
done
echo "pi-vm: figures:"
grep -h -E "TACTILE-(FIRSTFRAME|IDLE|LOG systemd)" "$PAY"/out/*/serial.log 2>/dev/null | sed "s/^/  /" | cut -c1-300
grep -h -o "\"boot_to_first_frame_s\": [0-9.]*" "$PAY"/out/*/run.json 2>/dev/null | sed "s/^/  /"
echo "pi-vm: results in $PAY/out (screendumps, diffs, serial logs), references in $REF"
exit $status
