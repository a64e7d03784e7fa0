#!/bin/bash
# The AT-SPI export tested for real: under Xvfb, in a private D-Bus session with at-spi2-core,
# accessibility is switched on (org.a11y.Status.IsEnabled, as Orca does), the hello sample runs
# in a window and exports itself, and scripts/atspi-check.py (pyatspi)
# finds its "Press me" button by label and presses it; the app must print "pressed".
# Needs: xvfb, dbus, at-spi2-core, python3-pyatspi (Debian). `make atspi-check` runs it.
set -euo pipefail
BIN=${1:-.build/debug/hello}
[ -x "$BIN" ] || { echo "atspi-check: build $BIN first (swift build)"; exit 1; }
for p in xvfb-run dbus-run-session /usr/bin/python3; do command -v "$p" >/dev/null || { echo "atspi-check: $p missing (apt install xvfb dbus at-spi2-core python3-pyatspi)"; exit 1; }; done
OUT=$(mktemp)
trap 'rm -f "$OUT"' EXIT
set +e
dbus-run-session -- bash -c '
  export SDL_AUDIODRIVER=dummy TACTILE_TITLE=hello
  unset TACTILE_ATSPI
  # Accessibility on, as a desktop with Orca has it: the app must find it and export itself.
  dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.freedesktop.DBus.Properties.Set \
    string:org.a11y.Status string:IsEnabled variant:boolean:true >/dev/null
  D=:$((100 + RANDOM % 400))
  Xvfb $D -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
  X=$!
  sleep 0.5
  DISPLAY=$D "'"$BIN"'" > "'"$OUT"'" 2>&1 &
  APP=$!
  rc=0
  /usr/bin/python3 scripts/atspi-check.py hello "Press me" || rc=$?
  sleep 0.5
  kill -TERM $APP 2>/dev/null; wait $APP 2>/dev/null
  kill $X 2>/dev/null; wait $X 2>/dev/null
  exit $rc
'
RC=$?
cat "$OUT"
grep -q "^pressed" "$OUT" || { echo "atspi-check: FAILED, the app did not print \"pressed\""; exit 1; }
echo "atspi-check: passed (found by label through AT-SPI, pressed, the app saw the tap)"
exit $RC
