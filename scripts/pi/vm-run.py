#!/usr/bin/python3
"""Boots the test VM once (qemu-system-x86_64, software emulation) in one mode and records
what it shows: QMP screendumps at the tour's shot times (the guest prints "TACTILE-SHOT name"
on its serial line), the guest's TACTILE lines, and the time from QEMU's start to the
kiosk's first frame.

    vm-run.py MODE --cache DIR --payload DIR [--timeout S]
MODE: gles, software, auto, rot90, calib (guest-run.sh) or systemd (the guide's unit).
"""
import argparse, json, os, socket, subprocess, sys, time


class QMP:
    def __init__(self, path):
        for _ in range(100):
            try:
                self.s = socket.socket(socket.AF_UNIX); self.s.connect(path); break
            except OSError:
                time.sleep(0.1)
        self.f = self.s.makefile('rw')
        self.f.readline()
        self.call('qmp_capabilities')

    def call(self, cmd, **args):
        self.f.write(json.dumps({'execute': cmd, 'arguments': args}) + '\n'); self.f.flush()
        while True:
            r = json.loads(self.f.readline())
            if 'return' in r or 'error' in r:
                return r


def settle(qmp, run, mode, limit=40.0, span=3.0):
    """Waits until screendumps over `span` seconds match outside the header (its clock ticks):
    under emulation a frame can take over a second, so two dumps close together can match while
    a transition is still under way."""
    import numpy as np
    from PIL import Image
    t0, first, first_at = time.monotonic(), None, 0.0
    path = os.path.join(run, 'settle.png')
    while time.monotonic() - t0 < limit:
        r = qmp.call('screendump', filename=path, format='png')
        if 'error' in r:
            raise SystemExit(f'pi-vm: screendump failed while settling: {r["error"]}')
        img = np.asarray(Image.open(path).convert('RGB')).astype(np.int16)
        img = img[:, :-60] if mode == 'rot90' else img[60:]
        if first is None or np.abs(img - first).max() > 8:
            first, first_at = img, time.monotonic()
        elif time.monotonic() - first_at >= span:
            return time.monotonic() - t0, True
        time.sleep(0.5)
    return time.monotonic() - t0, False


def main():
    a = argparse.ArgumentParser()
    a.add_argument('mode'); a.add_argument('--cache', required=True); a.add_argument('--payload', required=True)
    a.add_argument('--timeout', type=float, default=600)
    a.add_argument('--progress', type=float, default=0, help='also screendump progress.png every this many seconds')
    o = a.parse_args()
    out = os.path.join(o.payload, 'out', o.mode)
    os.makedirs(out, exist_ok=True)
    run = os.path.join(o.cache, 'run-' + o.mode)
    os.makedirs(run, exist_ok=True)
    # One VM per mode at a time: a second run would unlink the first's sockets and share its
    # log and output folder (seen: two rot90 VMs writing one serial.log).
    import fcntl
    lock = open(os.path.join(run, 'lock'), 'w')
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        raise SystemExit(f'pi-vm: another {o.mode} VM is running ({run}/lock is held); wait for it or stop it')
    qmp_path, serial_path = os.path.join(run, 'qmp.sock'), os.path.join(run, 'serial.sock')
    for p in (qmp_path, serial_path):
        if os.path.exists(p): os.unlink(p)
    # systemd: its boot status on the serial line (what the panel shows is in the screendumps).
    init = 'init=/lib/systemd/systemd systemd.show_status=1' if o.mode == 'systemd' else 'init=/sbin/tactile-init quiet loglevel=3'
    cmd = ['qemu-system-x86_64', '-accel', 'tcg,thread=multi', '-cpu', 'max', '-smp', '2', '-m', '1536',
           '-vga', 'none', '-device', 'virtio-gpu-pci,xres=800,yres=480', '-display', 'none', '-no-reboot',
           '-kernel', os.path.join(o.cache, 'vmlinuz'), '-initrd', os.path.join(o.cache, 'initrd.img'),
           '-append', f'root=/dev/vda rw console=ttyS0 no_timer_check {init} tactile.mode={o.mode}',
           '-drive', f'file={os.path.join(o.cache, "base.img")},if=virtio,format=raw,snapshot=on',
           '-virtfs', f'local,path={o.payload},mount_tag=tactile,security_model=none,id=tactile',
           '-chardev', f'socket,id=ser,path={serial_path},server=on,wait=off', '-serial', 'chardev:ser',
           '-qmp', f'unix:{qmp_path},server=on,wait=off']
    if o.mode == 'systemd':
        # The guide's unit runs the kiosk with its real clock: the VM's clock starts at the headless
        # tour's 09:41, so the panel's schedule is the reference's (the header clock is masked).
        cmd += ['-rtc', 'base=2026-11-27T09:41:00']
    t0 = time.monotonic()
    vm = subprocess.Popen(cmd, stdout=open(os.path.join(run, 'qemu.log'), 'w'), stderr=subprocess.STDOUT)
    qmp = QMP(qmp_path)
    ser = socket.socket(socket.AF_UNIX); ser.connect(serial_path)
    buf, lines, figures = b'', [], {}
    log = open(os.path.join(run, 'serial.log'), 'w')
    ser.settimeout(1.0)
    done = False
    last_progress = time.monotonic()
    while not done and time.monotonic() - t0 < o.timeout and vm.poll() is None:
        try:
            chunk = ser.recv(4096)
        except socket.timeout:
            if o.progress and time.monotonic() - last_progress > o.progress:
                last_progress = time.monotonic()
                qmp.call('screendump', filename=os.path.join(out, 'progress.png'), format='png')
            continue
        if not chunk:
            break
        buf += chunk
        while b'\n' in buf:
            raw, buf = buf.split(b'\n', 1)
            line = raw.decode('utf-8', 'replace').strip('\r')
            log.write(line + '\n'); log.flush()
            i = line.find('TACTILE-')
            if i < 0:
                continue
            line = line[i:]
            now = time.monotonic() - t0
            print(f'  [{now:6.1f}s] {line}', flush=True)
            lines.append(line)
            if line.startswith('TACTILE-SHOT '):
                name = line.split()[1]
                r = qmp.call('screendump', filename=os.path.join(out, name + '.png'), format='png')
                if 'error' in r:
                    print('  screendump failed:', r['error'], flush=True)
            elif line.startswith('TACTILE-SETTLE?'):
                waited, rested = settle(qmp, run, o.mode)
                ser.sendall(b'SETTLED\n')
                if rested:
                    print(f'  settled after {waited:.1f} s', flush=True)
                else:  # the tour goes on, but the shots after this may show a screen in motion
                    figures['unsettled_steps'] = figures.get('unsettled_steps', 0) + 1
                    print(f'  NOT settled: the screen still changed after {waited:.1f} s', flush=True)
            elif line.startswith('TACTILE-FIRSTFRAME'):
                figures['boot_to_first_frame_s'] = round(now, 1)
            elif line.startswith('TACTILE-DONE'):
                done = True
    figures['wall_s'] = round(time.monotonic() - t0, 1)
    figures['completed'] = done
    try:
        qmp.call('quit')
    except Exception:
        pass
    try:
        vm.wait(20)
    except subprocess.TimeoutExpired:
        vm.kill()
    log.close()
    subprocess.run(['cp', os.path.join(run, 'serial.log'), out])
    json.dump({'mode': o.mode, 'figures': figures, 'lines': lines}, open(os.path.join(out, 'run.json'), 'w'), indent=1)
    print(f'  {o.mode}: ' + ', '.join(f'{k} {v}' for k, v in figures.items()), flush=True)
    sys.exit(0 if done else 1)


if __name__ == '__main__':
    main()
