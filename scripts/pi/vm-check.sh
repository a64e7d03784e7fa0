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
# The results of modes not run this time stay (a subset re-run keeps the others' screendumps).
mkdir -p "$PAY/out"; find "$PAY" -maxdepth 1 -type f -delete; for m in $MODES; do rm -rf "$PAY/out/$m"; done
cp /tmp/kiosk.stripped.$$ "$PAY/kiosk"; rm -f /tmp/kiosk.stripped.$$
cp "$HERE/touch.py" "$HERE/guest-run.sh" "$HERE/systemd-probe.sh" "$HERE/tour-tactile.json" Samples/Kiosk/tour.script Samples/Kiosk/tour-portrait.script "$PAY/"
cp Samples/Kiosk/tactile.example.json "$PAY/tactile.json"   # the guide's configuration, for the systemd run
chmod -R a+rX "$PAY"; chmod a+rwx "$PAY/out"
# Headless references (the same binary), from a folder holding only the tours' tactile.json
# (the VM's tour modes dim after 30 minutes: settled steps under emulation take minutes), with
# the VM tours' KIOSK_STILL_CLOCK (the clock stands at 09:41:00, the caret does not blink).
REF=$CACHE/ref; rm -rf "$REF"; mkdir -p "$REF/empty"; cp "$HERE/tour-tactile.json" "$REF/empty/tactile.json"
(cd "$REF/empty" && env -u DISPLAY -u WAYLAND_DISPLAY KIOSK_STILL_CLOCK=1 "$PAY/kiosk" --headless --script "$PAY/tour.script" --out "$REF/landscape" > /dev/null \
  && env -u DISPLAY -u WAYLAND_DISPLAY KIOSK_STILL_CLOCK=1 "$PAY/kiosk" --headless --rotation 90 --script "$PAY/tour-portrait.script" --out "$REF/portrait" > /dev/null) || exit 1
status=0
for m in $MODES; do
  echo "pi-vm: boot, mode $m"
  /usr/bin/python3 "$HERE/vm-run.py" "$m" --cache "$CACHE" --payload "$PAY" --timeout "${PI_VM_TIMEOUT:-2400}" || { echo "pi-vm: mode $m did not complete (see $PAY/out/$m)"; status=1; }
done
echo "pi-vm: screendumps against the headless tour (ImageTolerance.default; the header clock masked)"
# What is not compared pixel for pixel, and why (everything else must match within the tolerance):
# - shots the headless tour takes in the middle of a motion (a glide, the 0.8 s save, a push)
#   are compared with the headless picture of the state that motion ends in: the VM's tour waits
#   for the screen to rest before every shot (under emulation a frame takes up to seconds), so it
#   can only take them once the motion has ended. The motions themselves run (the next shots
#   show where they ended) and the swipe-back shot, whose finger is held still, stays exact.
# - the flick's glide distance: the fling velocity comes from the touch events' times, which SDL
#   stamps when the kiosk polls (under emulation several evdev events are read in one poll), so
#   where the list comes to rest varies; the list's rows are masked in the three shots after the
#   flick (mid-scroll, tomorrow, and swipe-back, where the list has moved with the finger; the
#   header, the navigation bar, the home screen sliding in are still compared).
MOTION="--as bookings-mid-scroll=bookings-tomorrow --as saving=booked-alert --as settings-push=settings"
LIST_L="--shot-mask bookings-mid-scroll:20,145,760,320 --shot-mask bookings-tomorrow:20,145,760,320 --shot-mask bookings-swipe-back:276,145,524,320"
LIST_P="--shot-mask bookings-mid-scroll:105,15,560,450 --shot-mask bookings-tomorrow:105,15,560,450 --shot-mask bookings-swipe-back:105,193,560,287"
CLOCK="--mask 560,0,240,56"
for m in $MODES; do
  d=$PAY/out/$m; [ -d "$d" ] || continue
  case $m in
    rot90) ref=$REF/portrait; mask="--mask 744,0,56,480 $LIST_P";;  # the header runs down the right edge
    idle) continue;;
    systemd)  # the guide's unit: the panel shows the home screen when up and after the restart
      echo " $m:"; /usr/bin/python3 "$HERE/compare.py" "$REF/landscape" "$d" --names systemd-up,systemd-restarted \
        --as systemd-up=home --as systemd-restarted=home $CLOCK --json "$d/compare.json" || status=1
      grep -q "TACTILE-LOG systemd: back as MainPID [1-9]" "$d/serial.log" || { echo "  systemd: the kiosk did not come back after SIGKILL"; status=1; }
      continue;;
    *) ref=$REF/landscape; mask="$CLOCK $LIST_L";;
  esac
  echo " $m:"; /usr/bin/python3 "$HERE/compare.py" "$ref" "$d" $mask $MOTION --json "$d/compare.json" || status=1
done
if [ -d "$PAY/out/idle" ]; then  # at rest on a static screen the loop sleeps: no frames, little CPU
  for r in opengles2 software; do
    f=$PAY/out/idle/idle-$r--static-screen.log
    pct=$(sed -n 's/.*= \([0-9.]*\) % of one core.*/\1/p' "$f" 2>/dev/null)
    frames=$(sed -n 's/^idle: \([0-9]*\) frames drawn.*/\1/p' "$f" 2>/dev/null)
    if [ -z "$pct" ] || [ "$frames" != 0 ] || ! awk "BEGIN{exit !($pct < 15)}"; then
      echo "  idle $r static screen: ${pct:-?} % of a core, ${frames:-?} frames (want 0 frames, under 15 %)"; status=1
    else echo "  idle $r static screen: $pct % of a core, 0 frames"; fi
  done
fi
echo "pi-vm: figures:"
grep -h -E "TACTILE-(FIRSTFRAME|IDLE|LOG systemd)" "$PAY"/out/*/serial.log 2>/dev/null | sed "s/^/  /" | cut -c1-300
grep -h -o "\"boot_to_first_frame_s\": [0-9.]*" "$PAY"/out/*/run.json 2>/dev/null | sed "s/^/  /"
echo "pi-vm: results in $PAY/out (screendumps, diffs, serial logs), references in $REF"
exit $status
