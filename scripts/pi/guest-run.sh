#!/bin/sh
# Runs inside the VM (PID 1, from guest-init.sh): starts udev, makes the virtual touch panel,
# runs the kiosk fullscreen on KMSDRM, replays the tour through evdev, measures idle CPU.
# The mode comes from the kernel command line (tactile.mode=…); results go to
# /opt/roompanel/out/MODE (the host's payload folder) and "TACTILE-…" lines to the serial line.
P=/opt/roompanel
MODE=gles
for w in $(cat /proc/cmdline); do case $w in tactile.mode=*) MODE=${w#*=};; esac; done
OUT=$P/out/$MODE; rm -rf $OUT; mkdir -p $OUT
say() { echo "TACTILE-$*" > /dev/ttyS0; echo "TACTILE-$*" >> $OUT/guest.log; }
say "LOG init at uptime $(cut -d' ' -f1 /proc/uptime)"
modprobe uinput
stty -F /dev/ttyS0 -echo 2>/dev/null  # the host answers settle questions on this line
/lib/systemd/systemd-udevd --daemon
udevadm trigger --action=add; udevadm settle -t 30
i=0; while [ ! -e /dev/dri/card0 ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i+1)); done
say "LOG drm: $(ls /dev/dri | tr '\n' ' ')"
if [ "$MODE" = idle ]; then
  # The idle cost on KMSDRM, per renderer: the kiosk's own measurement (CPU, wake-ups, frames).
  cd /root
  for r in opengles2 software; do for extra in "" --static-screen; do
    env TACTILE_VIDEO_DRIVER=KMSDRM TACTILE_FULLSCREEN=true TACTILE_RENDERER=$r $P/kiosk --measure-idle 30 $extra > $OUT/idle-$r$extra.log 2>&1
    say "IDLE $r $extra: $(tr '\n' ' ' < $OUT/idle-$r$extra.log)"
  done; done
  say "DONE"; sync; echo o > /proc/sysrq-trigger; sleep 5; poweroff -f
fi
R=opengles2; ROT=0; CAL=none; SCRIPT=tour.script; UNTIL=1000; EXTRA=
case $MODE in
  gles) EXTRA=--second-finger;;
  software) R=software;;
  auto) R=auto; UNTIL=1.4;;
  rot90) ROT=90; SCRIPT=tour-portrait.script; UNTIL=11.0;;
  calib) R=software; CAL=swap,invert-x; UNTIL=11.0;;
esac
python3 $P/touch.py $P/$SCRIPT --panel 800x480 --rotation $ROT --calibration "${CAL#none}" --until $UNTIL \
  --ready /tmp/ready --go /tmp/go --settle --input-acks $OUT/kiosk.log $EXTRA > $OUT/touch.log 2>&1 &
TOUCH=$!
while [ ! -e /tmp/ready ] && kill -0 $TOUCH 2>/dev/null; do sleep 0.05; done
[ -e /tmp/ready ] || say "LOG touch.py failed: $(tail -1 $OUT/touch.log)"
udevadm settle -t 10
for d in /dev/input/event*; do echo "$d $(udevadm info -q property $d | grep -E 'NAME|ID_INPUT_TOUCHSCREEN|ID_INPUT_KEYBOARD' | tr '\n' ' ')"; done > $OUT/input.txt
cd /root
# The kiosk's clock stands at 09:41:00, the headless tour's start (KIOSK_STILL_CLOCK; the header
# clock is masked in the comparison anyway; a booking's "until" minute is exact): ticking, it
# kept the kiosk at 1.8 of 2 cores under TCG (rot90 + GLES), input waited behind clock frames and
# shots showed screens from seconds before. The idle mode still measures the ticking clock.
# Settled tours wait for the screen to rest (over a minute per step when frames take seconds):
# the kiosk's default 2-minute dimming would then swallow the next input (a wake-up press), so
# the tour modes dim after 30 minutes. kiosk.log has a line for every dim and wake.
# The headless references run with the same file (the settings screen shows "Dim after 30 min").
cp $P/tour-tactile.json /root/tactile.json
date -s 09:41:00 > /dev/null
say "LOG kiosk start at uptime $(cut -d' ' -f1 /proc/uptime)"
env KIOSK_TRACE_INPUT=1 KIOSK_STILL_CLOCK=1 TACTILE_VIDEO_DRIVER=KMSDRM TACTILE_FULLSCREEN=true TACTILE_RENDERER=$R TACTILE_ROTATION=$ROT \
    TACTILE_CALIBRATION=$CAL stdbuf -oL $P/kiosk --timing > $OUT/kiosk.log 2>&1 &
KPID=$!
echo $KPID > /tmp/kiosk.pid
(while kill -0 $KPID 2>/dev/null; do top -b -n1 -w 200 | head -15 >> $OUT/top.txt; sleep 10; done) &
i=0; while ! grep -q "first frame" $OUT/kiosk.log && [ $i -lt 1200 ] && kill -0 $KPID 2>/dev/null; do sleep 0.1; i=$((i+1)); done
say "FIRSTFRAME uptime $(cut -d' ' -f1 /proc/uptime): $(grep -E 'renderer|first frame' $OUT/kiosk.log | tr '\n' ' ')"
if ! kill -0 $KPID 2>/dev/null; then say "LOG kiosk exited: $(tail -3 $OUT/kiosk.log | tr '\n' ' ')"; fi
touch /tmp/go
wait $TOUCH
sleep 3
# Idle CPU at rest: the kiosk's own ticks over 30 s (its clock stands still here: the idle mode measures it ticking).
HZ=$(getconf CLK_TCK)
a=$(awk '{print $14+$15}' /proc/$KPID/stat); sleep 30; b=$(awk '{print $14+$15}' /proc/$KPID/stat)
say "IDLE kiosk (clock still) cpu $(( (b-a)*1000/(HZ*30) ))/1000 of a core over 30 s; rss $(grep VmRSS /proc/$KPID/status | tr -s ' ' | cut -d' ' -f2-)"
kill -TERM $KPID; i=0; while kill -0 $KPID 2>/dev/null && [ $i -lt 50 ]; do sleep 0.1; i=$((i+1)); done
say "LOG kiosk after SIGTERM: $(kill -0 $KPID 2>/dev/null && echo still running || echo exited); $(tail -2 $OUT/kiosk.log | tr '\n' ' ')"
say "DONE"
sync; echo o > /proc/sysrq-trigger; sleep 5; poweroff -f
