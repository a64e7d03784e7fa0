#!/bin/sh
# PID 1 of the test VM (installed as /sbin/tactile-init by vm-rootfs.sh): mounts the kernel's
# file systems and the host's payload folder (9p) at /opt/roompanel, then runs guest-run.sh.
mount -t proc proc /proc; mount -t sysfs sys /sys; mount -t devtmpfs dev /dev
mkdir -p /dev/pts /dev/shm /run /tmp; mount -t devpts devpts /dev/pts; mount -t tmpfs tmpfs /run; mount -t tmpfs tmpfs /tmp
modprobe 9pnet_virtio; modprobe 9p
mkdir -p /opt/roompanel
mount -t 9p -o trans=virtio,version=9p2000.L,msize=262144 tactile /opt/roompanel
exec /bin/sh /opt/roompanel/guest-run.sh
