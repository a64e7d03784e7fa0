#!/bin/sh
# Test-only (the VM's tactile-probe.service): with the guide's unit running the kiosk under
# systemd, report when it is up, kill it with SIGKILL, and report when systemd has it back.
say() { echo "TACTILE-$*" > /dev/ttyS0; }
pid() { systemctl show -p MainPID --value roompanel; }
i=0; while [ "$(pid)" = 0 ] && [ $i -lt 600 ]; do sleep 0.2; i=$((i+1)); done
# Up = the kiosk said which renderer it opened; then give it time to draw (emulation is slow).
opened() { journalctl -u roompanel -b --no-pager -o cat | grep -c "renderer"; }
i=0; while [ "$(opened)" -lt 1 ] && [ $i -lt 400 ]; do sleep 1; i=$((i+1)); done
sleep 45
P1=$(pid)
say "LOG systemd: roompanel MainPID $P1 user $(ps -o user= -p $P1) at uptime $(cut -d' ' -f1 /proc/uptime); $(journalctl -u roompanel -b --no-pager -o cat | grep -E 'renderer|error|cannot' | head -3 | tr '\n' ' ')"
say "SHOT systemd-up"
sleep 2
kill -KILL $P1
say "LOG killed $P1 at uptime $(cut -d' ' -f1 /proc/uptime)"
i=0; while { [ "$(pid)" = 0 ] || [ "$(pid)" = "$P1" ]; } && [ $i -lt 300 ]; do sleep 0.2; i=$((i+1)); done
P2=$(pid)
say "LOG systemd: back as MainPID $P2 at uptime $(cut -d' ' -f1 /proc/uptime); NRestarts $(systemctl show -p NRestarts --value roompanel)"
i=0; while [ "$(opened)" -lt 2 ] && [ $i -lt 400 ]; do sleep 1; i=$((i+1)); done
say "LOG systemd: the restarted kiosk opened its window at uptime $(cut -d' ' -f1 /proc/uptime)"
sleep 45
say "SHOT systemd-restarted"
sleep 2
journalctl -b --no-pager -o short-monotonic -u roompanel > /opt/roompanel/out/systemd/journal.txt 2>&1
say "DONE"
sleep 1; systemctl poweroff -f
