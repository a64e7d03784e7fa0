#!/bin/bash
# The test VM's disk: a Debian trixie minbase (debootstrap) with Debian's kernel, udev,
# systemd, SDL2's runtime, Mesa (GBM/EGL/GLES) and python3-evdev, plus what the checks need
# (the PID-1 script, the guide's systemd unit, a "kiosk" user). Cached under CACHE; the
# kiosk and the scripts are not in the image: the VM mounts the payload folder over 9p.
#   scripts/pi/vm-rootfs.sh [CACHE]   (default /var/cache/tactile/vm)  -> CACHE/base.img
set -euo pipefail
CACHE=${1:-/var/cache/tactile/vm}
HERE=$(cd "$(dirname "$0")" && pwd)
R=$CACHE/rootfs
mkdir -p "$CACHE"
PACKAGES=linux-image-amd64,udev,systemd,systemd-sysv,kmod,procps,fontconfig,fonts-dejavu-core,libsdl2-2.0-0,libsdl2-ttf-2.0-0,libsdl2-image-2.0-0,libfontconfig1,libgbm1,libegl1,libgles2,libgl1-mesa-dri,libegl-mesa0,python3-evdev
if [ ! -d "$R" ]; then
  echo "pi-vm: debootstrap trixie minbase into $R (a few minutes, once)"
  rm -rf "$R.tmp"
  debootstrap --variant=minbase --include=$PACKAGES trixie "$R.tmp" http://deb.debian.org/debian > "$CACHE/debootstrap.log" 2>&1 \
    || { tail -20 "$CACHE/debootstrap.log"; exit 1; }
  mv "$R.tmp" "$R"
fi
# What the checks need, added once (a marker keeps the image from being remade every run).
if [ ! -f "$R/etc/tactile-vm.stamp" ] || [ "$HERE/guest-init.sh" -nt "$R/etc/tactile-vm.stamp" ] \
   || [ "$HERE/roompanel.service" -nt "$R/etc/tactile-vm.stamp" ] || [ "$HERE/tactile-probe.service" -nt "$R/etc/tactile-vm.stamp" ]; then
  install -m 755 "$HERE/guest-init.sh" "$R/sbin/tactile-init"
  install -m 644 "$HERE/roompanel.service" "$HERE/tactile-probe.service" "$R/etc/systemd/system/"
  mkdir -p "$R/opt/roompanel" "$R/etc/systemd/system/multi-user.target.wants"
  grep -q '^tactile ' "$R/etc/fstab" 2>/dev/null || echo 'tactile /opt/roompanel 9p trans=virtio,version=9p2000.L,msize=262144 0 0' >> "$R/etc/fstab"
  printf '9pnet_virtio\n9p\n' > "$R/etc/modules-load.d/tactile-9p.conf"
  chroot "$R" sh -c 'id kiosk >/dev/null 2>&1 || useradd --system --create-home kiosk;
    getent group render >/dev/null || groupadd --system render; usermod -aG video,input,render kiosk;
    systemctl enable roompanel.service tactile-probe.service >/dev/null 2>&1; systemctl set-default multi-user.target >/dev/null 2>&1;
    echo root:tactile | chpasswd; echo tactile-vm > /etc/hostname'
  touch "$R/etc/tactile-vm.stamp"
fi
ls "$R"/boot/vmlinuz-* "$R"/boot/initrd.img-* > /dev/null
IMG=$CACHE/base.img
if [ ! -f "$IMG" ] || [ "$R/etc/tactile-vm.stamp" -nt "$IMG" ]; then
  rm -f "$IMG.tmp"
  size=$(( $(du -sm "$R" | cut -f1) + 400 ))
  mkfs.ext4 -q -L tactile-root -d "$R" "$IMG.tmp" "${size}M"
  mv "$IMG.tmp" "$IMG"
fi
cp "$R"/boot/vmlinuz-* "$CACHE/vmlinuz"; cp "$R"/boot/initrd.img-* "$CACHE/initrd.img"
echo "pi-vm: image $IMG ($(du -h --apparent-size "$IMG" | cut -f1)), kernel $(basename "$R"/boot/vmlinuz-*)"
