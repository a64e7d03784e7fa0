#!/bin/bash
# Orca itself reads a Tactile window: under Xvfb, in a private D-Bus session with at-spi2-core,
# Orca runs with its debug log on (no audio here: speech-dispatcher cannot spawn an output, and
# Orca logs every utterance as "SPEECH OUTPUT: ..." whether or not a synthesiser speaks it).
# The hello sample starts (no variables: it sees accessibility on and exports itself),
# scripts/orca-focus.py gives "Press me" the focus over AT-SPI (GrabFocus), and Orca must announce it.
# Needs: xvfb, dbus, at-spi2-core, python3-pyatspi, orca (Debian). `make orca-check` runs it.
set -uo pipefail
BIN=${1:-.build/debug/hello}
[ -x "$BIN" ] || { echo "orca-check: build $BIN first (swift build)"; exit 1; }
for p in xvfb-run dbus-run-session /usr/bin/python3 /usr/bin/orca; do command -v "$p" >/dev/null || { echo "orca-check: $p missing (apt install xvfb dbus at-spi2-core python3-pyatspi orca)"; exit 1; }; done
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
export ORCA_LOG=$WORK/orca.log APP_OUT=$WORK/app.out BIN WORK
dbus-run-session -- bash -c '
  export SDL_AUDIODRIVER=dummy TACTILE_TITLE=hello HOME=$WORK
  dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.freedesktop.DBus.Properties.Set \
    string:org.a11y.Status string:IsEnabled variant:boolean:true >/dev/null
  export DISPLAY=:$((100 + RANDOM % 400))
  Xvfb $DISPLAY -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
  X=$!
  sleep 0.5
  /usr/bin/python3 /usr/bin/orca --debug --debug-file "$ORCA_LOG" >/dev/null 2>&1 &
  O=$!
  for i in $(seq 1 120); do grep -q "ORCA: Startup complete" "$ORCA_LOG" 2>/dev/null && break; sleep 0.25; done
  "$BIN" > "$APP_OUT" 2>&1 &
  A=$!
  /usr/bin/python3 scripts/orca-focus.py hello "Press me"
  sleep 2
  kill -TERM $A 2>/dev/null; wait $A 2>/dev/null
  kill -INT $O 2>/dev/null; wait $O 2>/dev/null
  kill $X 2>/dev/null; wait $X 2>/dev/null
' 2>/dev/null
grep "SPEECH OUTPUT" "$ORCA_LOG" | sed "s/^/orca-check: /"
if grep -q "SPEECH OUTPUT: .Press me" "$ORCA_LOG"; then
  echo "orca-check: passed (Orca announced the focused button)"
  exit 0
fi
echo "orca-check: FAILED, Orca did not announce \"Press me\"; its log's events:"
grep "EVENT MANAGER: object\|EVENT MANAGER: window\|ERROR" "$ORCA_LOG" | tail -20
exit 1
