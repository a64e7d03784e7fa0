#!/usr/bin/env python3
"""A virtual touch panel (uinput, run inside the VM): replays a Tactile touch script as evdev
multitouch at panel coordinates.

The device is what a Pi's panel driver makes: a direct-touch screen (INPUT_PROP_DIRECT)
with ABS_MT slots (two fingers), ABS_MT_TRACKING_ID, BTN_TOUCH and single-touch ABS_X/ABS_Y,
0...32767 on both axes. Script points are UI points; each is turned into the panel point the
UI shows it at (rotation), then into the raw value an uncalibrated controller reports
(the inverse of the calibration), so a tap lands where the kiosk drew the button.

    touch.py SCRIPT --panel 800x480 [--rotation 90] [--calibration swap,invert-x]
             [--go FILE] [--ready FILE] [--until SECONDS] [--second-finger]

Prints "TACTILE-SHOT name" on /dev/ttyS0 (the host's serial line) at each shot time.
"""
import argparse, os, select, sys, time
import evdev
from evdev import UInput, AbsInfo, ecodes as e

RAW = 32767
KEYS = {13: e.KEY_ENTER, 27: e.KEY_ESC, 8: e.KEY_BACKSPACE, 9: e.KEY_TAB, 32: e.KEY_SPACE}


def parse(path):
    steps = []
    for n, line in enumerate(open(path)):
        w = line.split('#', 1)[0].split()
        if not w:
            continue
        t, cmd = float(w[0]), w[1]
        if cmd == 'tap':
            p = (float(w[2]), float(w[3]))
            steps.append((t, 'down', 0, p)); steps.append((t + 0.05, 'up', 0, p))
        elif cmd in ('down', 'move'):
            steps.append((t, cmd, int(w[2]), (float(w[3]), float(w[4]))))
        elif cmd == 'up':
            steps.append((t, 'up', int(w[2]), (float(w[3]), float(w[4]))) if len(w) >= 5 else (t, 'up', int(w[2]), None))
        elif cmd == 'shot':
            steps.append((t, 'shot', w[2], None))
        elif cmd == 'key':
            steps.append((t, 'key', int(w[2]), None))
        else:
            raise SystemExit(f'{path}:{n + 1}: unknown command {cmd}')
    return sorted(steps, key=lambda s: s[0])


def panel_point(p, panel, rotation):
    """DisplayTransform.outputPoint(fromUI:) for a full-panel transform (no letterbox)."""
    pw, ph = panel
    x, y = p
    if rotation == 90:   # UI is ph x pw
        return (pw - y, x)
    if rotation == 180:
        return (pw - x, ph - y)
    if rotation == 270:
        return (y, ph - x)
    return (x, y)


def raw_point(o, panel, calibration):
    """The inverse of TouchCalibration.apply (swap, then invert) on normalised coordinates."""
    cx, cy = o[0] / panel[0], o[1] / panel[1]
    if 'invert-x' in calibration: cx = 1 - cx
    if 'invert-y' in calibration: cy = 1 - cy
    if 'swap' in calibration: cx, cy = cy, cx
    return (round(min(max(cx, 0), 1) * RAW), round(min(max(cy, 0), 1) * RAW))


def main():
    a = argparse.ArgumentParser()
    a.add_argument('script'); a.add_argument('--panel', default='800x480')
    a.add_argument('--rotation', type=int, default=0); a.add_argument('--calibration', default='')
    a.add_argument('--go'); a.add_argument('--ready'); a.add_argument('--until', type=float, default=1e9)
    a.add_argument('--settle', action='store_true', help='before each gesture, key and shot, wait (up to --settle-max s) '
                   'until the host says the screen is at rest, shifting the rest of the tour: end states compare, '
                   'whatever the emulation speed')
    a.add_argument('--settle-max', type=float, default=60)
    a.add_argument('--input-acks', metavar='KIOSK_LOG', help='with --settle: first wait until the kiosk\'s input trace '
                   '(KIOSK_TRACE_INPUT=1, its log here) shows every release and key sent')
    a.add_argument('--second-finger', action='store_true',
                   help='rest a second finger (slot 1) on the panel corner during the first drag')
    o = a.parse_args()
    panel = tuple(int(v) for v in o.panel.split('x'))
    cal = set(o.calibration.replace(' ', '').split(',')) if o.calibration else set()
    absinfo = AbsInfo(value=0, min=0, max=RAW, fuzz=0, flat=0, resolution=0)
    caps = {e.EV_KEY: [e.BTN_TOUCH],
            e.EV_ABS: [(e.ABS_X, absinfo), (e.ABS_Y, absinfo),
                       (e.ABS_MT_SLOT, AbsInfo(0, 0, 1, 0, 0, 0)),
                       (e.ABS_MT_TRACKING_ID, AbsInfo(0, 0, 65535, 0, 0, 0)),
                       (e.ABS_MT_POSITION_X, absinfo), (e.ABS_MT_POSITION_Y, absinfo)]}
    touch = UInput(caps, name='Tactile virtual touch panel', input_props=[e.INPUT_PROP_DIRECT])
    keyboard = UInput({e.EV_KEY: list(range(1, 128))}, name='Tactile virtual keyboard')  # 1...127: udev tags it ID_INPUT_KEYBOARD
    serial = open('/dev/ttyS0', 'w') if os.path.exists('/dev/ttyS0') else sys.stdout
    tty = open('/dev/ttyS0', 'r') if o.settle else None
    def say(msg):
        serial.write(msg + '\n'); serial.flush()
        print(msg, flush=True)
    if o.ready:
        open(o.ready, 'w').close()
    while o.go and not os.path.exists(o.go):
        time.sleep(0.02)
    start = time.monotonic()
    say('TACTILE-TOUR-START')
    slot, tracking, down = None, 100, set()
    def use_slot(s):
        nonlocal slot
        if slot != s:
            touch.write(e.EV_ABS, e.ABS_MT_SLOT, s); slot = s
    pid = o.settle
    sent = {'ups': 0, 'keys': 0}
    def acknowledged():
        """Waits until the kiosk's input trace (KIOSK_TRACE_INPUT) shows every release and key
        sent so far: a screen that stays unchanged is no proof the app has read its input when
        its loop is saturated (rot90 + GLES under TCG: a clock frame costs more than a second,
        the kiosk used 1.8 of 2 cores at rest, and a tap was handled seconds after a shot)."""
        t0 = time.monotonic()
        while time.monotonic() - t0 < o.settle_max:
            try:
                text = open(o.input_acks).read()
            except OSError:
                text = ''
            ups = text.count('kiosk: input ended') + text.count('kiosk: input cancelled')
            keys = text.count(' up\n') if 'kiosk: input key' in text else 0
            if ups >= sent['ups'] and keys >= sent['keys']:
                return time.monotonic() - t0
            time.sleep(0.2)
        say(f'TACTILE-NOTE the kiosk has not reported input sent {o.settle_max:.0f} s ago '
            f'(releases {ups} of {sent["ups"]}, keys {keys} of {sent["keys"]}): going on')
        return time.monotonic() - t0
    def settle():
        if o.input_acks:
            acknowledged()
        # Ask the host (serial line) to say when two screendumps 0.7 s apart are the same
        # outside the clock: the screen is at rest, whatever the emulation's speed.
        t0 = time.monotonic()
        say('TACTILE-SETTLE?')
        answered = False
        while time.monotonic() - t0 < o.settle_max:
            # readline alone would block for ever if the host never answers
            if not select.select([tty], [], [], max(0.1, o.settle_max - (time.monotonic() - t0)))[0]:
                continue
            line = tty.readline()
            if 'SETTLED' in line:
                answered = True
                break
        if not answered:
            say(f'TACTILE-NOTE no SETTLED from the host within {o.settle_max:.0f} s: going on unsettled')
        # A screen unchanged for 3 s is not proof when one frame takes longer than that (a
        # loaded host): also wait until the kiosk is back to its own rest (the CPU it used over
        # 2 s before the tour, ticking its clock: about 1 core for gles under TCG, where one
        # llvmpipe frame costs most of a second), with a margin.
        busy = 0.0
        while time.monotonic() - t0 < o.settle_max:
            busy = app_cpu()
            if busy <= rest_limit:
                break
        else:
            say(f'TACTILE-NOTE the kiosk still used {busy:.2f} core after {o.settle_max:.0f} s: going on unsettled')
        return time.monotonic() - t0
    def app_cpu(seconds=2.0):
        """The kiosk's CPU use (cores) over `seconds`; 0 when it cannot be read."""
        try:
            kpid = open('/tmp/kiosk.pid').read().strip()
            def ticks():
                f = open(f'/proc/{kpid}/stat').read().rsplit(')', 1)[1].split()
                return int(f[11]) + int(f[12])  # utime + stime (fields 14 and 15)
            a = ticks(); time.sleep(seconds); b = ticks()
        except (OSError, ValueError, IndexError):
            return 0.0
        return (b - a) / os.sysconf('SC_CLK_TCK') / seconds
    rest_limit = 1e9
    if pid:
        # The rest baseline is taken once the screen is at rest (the first frame's start-up
        # work and the first transitions would inflate it: a first try measured 1.59 cores
        # right after the first frame, a limit of 2.39 that 2 vCPUs never exceed), as the
        # least of three 2 s samples.
        settle()
        samples = [app_cpu() for _ in range(3)]
        ncpu = os.cpu_count() or 1
        rest_limit = max(0.33, 1.5 * min(samples))
        rest = ", ".join(f"{c:.2f}" for c in samples)
        if rest_limit >= 0.9 * ncpu:
            # rot90 + GLES under TCG: 1.8 of 2 cores at rest; busy and at rest look the same
            say(f'TACTILE-NOTE kiosk at rest: {rest} core of {ncpu}: it saturates the guest, so its CPU '
                f'cannot tell busy from rest; settling relies on the input trace and the screen')
            rest_limit = 1e9
        else:
            say(f'TACTILE-NOTE kiosk at rest: {rest} core; settling also waits for its CPU under {rest_limit:.2f} core (of {ncpu})')
    start = time.monotonic()
    waited = 0.0
    last = None  # (script time, monotonic time) of the step before
    for t, cmd, arg, p in parse(o.script):
        if t > o.until:
            break
        if last is not None:
            # A step never comes sooner after the one before than the script says, even when the
            # tour has fallen behind (slow frames, slow settling): the minute untouched before
            # the dimmer's shot stays a minute of the kiosk's time, not what is left of it.
            start = max(start, last[1] - last[0])
        if pid and (cmd in ('shot', 'key') or (cmd == 'down' and not down)):
            if start + t > time.monotonic():
                time.sleep(start + t - time.monotonic())
            w = settle(); start += w; waited += w
        delay = start + t - time.monotonic()
        if delay > 0:
            time.sleep(delay)
        last = (t, time.monotonic())
        if cmd == 'shot':
            say(f'TACTILE-SHOT {arg} {time.monotonic() - start:.3f}')
            continue
        if cmd == 'key':
            code = KEYS.get(arg)
            if code is None:
                say(f'TACTILE-NOTE key {arg} has no evdev code here'); continue
            keyboard.write(e.EV_KEY, code, 1); keyboard.syn(); time.sleep(0.03)
            keyboard.write(e.EV_KEY, code, 0); keyboard.syn()
            sent['keys'] += 1
            continue
        finger = arg
        if p is not None:
            rx, ry = raw_point(panel_point(p, panel, o.rotation), panel, cal)
        if cmd in ('down', 'up'):  # what was sent, to set beside the kiosk's own input trace
            print(f'{time.monotonic() - start:8.3f} {cmd} slot {finger} ui {p} raw {(rx, ry) if p is not None else None}', flush=True)
        use_slot(finger)
        if cmd == 'down':
            tracking += 1
            touch.write(e.EV_ABS, e.ABS_MT_TRACKING_ID, tracking)
        if cmd == 'up' and p is None:
            pass
        elif p is not None:
            touch.write(e.EV_ABS, e.ABS_MT_POSITION_X, rx); touch.write(e.EV_ABS, e.ABS_MT_POSITION_Y, ry)
        if cmd == 'down':
            down.add(finger)
            if o.second_finger and finger == 0 and len(down) == 1 and t > 1.4 and t < 1.6:
                # a second finger at the panel's top-left corner while the first drags (slot 1)
                use_slot(1); tracking += 1
                touch.write(e.EV_ABS, e.ABS_MT_TRACKING_ID, tracking)
                touch.write(e.EV_ABS, e.ABS_MT_POSITION_X, 300); touch.write(e.EV_ABS, e.ABS_MT_POSITION_Y, 300)
                down.add(1); use_slot(0)
        if cmd == 'up':
            touch.write(e.EV_ABS, e.ABS_MT_TRACKING_ID, -1)
            down.discard(finger)
            sent['ups'] += 1
            if 1 in down and finger == 0:
                use_slot(1); touch.write(e.EV_ABS, e.ABS_MT_TRACKING_ID, -1); down.discard(1); sent['ups'] += 1
        if p is not None and finger == 0:
            touch.write(e.EV_ABS, e.ABS_X, rx); touch.write(e.EV_ABS, e.ABS_Y, ry)
        touch.write(e.EV_KEY, e.BTN_TOUCH, 1 if down else 0)
        touch.syn()
    say(f'TACTILE-TOUR-END (waited {waited:.1f} s for the app to settle)' if pid else 'TACTILE-TOUR-END')
    time.sleep(0.5)
    touch.close(); keyboard.close()


if __name__ == '__main__':
    main()
