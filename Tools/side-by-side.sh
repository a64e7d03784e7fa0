#!/bin/sh
# side-by-side.sh - tactile-bench against LVGL 9.5 (the peers in ../shared/peers, built with
# `make all lvgl cpu-shim` in a writable copy), interleaved, CPU time of the drawing thread
# (tactile-bench --clock cpu; the peers through the peers' cpuclock shim), medians.
#
# usage: PEERS=/path/to/peers-build Tools/side-by-side.sh BENCH [BENCH2 ...] > log
#   each BENCH is a tactile-bench binary (e.g. the commit before and after a change); every
#   round runs every program once per scene, so a burst of load hits all of them alike.
#   REPEATS (default 3) rounds; prints every line, then the medians.
set -eu
P=${PEERS:?set PEERS to the built peers folder}
REPEATS=${REPEATS:-3}
SHIM="$P/build/libcpuclock.so"
LOG=$(mktemp)
lv() { CPUCLOCK_MONO=1 LD_PRELOAD="$SHIM" "$@" 2>/dev/null; }
r=1
while [ "$r" -le "$REPEATS" ]; do
    for nf in 60:300 1000:30 10000:4; do
        n=${nf%%:*}; f=${nf#*:}
        for b in "$@"; do "$b" --clock cpu --scene button-grid --n "$n" --frames "$f" 2>/dev/null | sed "s|^name=|bin=$b name=|"; done
        lv "$P/build/lvgl_grid" "$n" "$f"
        for b in "$@"; do "$b" --clock cpu --scene button-grid-one --n "$n" --frames 300 2>/dev/null | sed "s|^name=|bin=$b name=|"; done
        [ "$n" -le 1000 ] && lv "$P/build/lvgl_grid" -one "$n" $((n == 60 ? 20000 : 2000))
    done
    for nf in 10:600 100:200 1000:30; do
        n=${nf%%:*}; f=${nf#*:}
        for b in "$@"; do "$b" --clock cpu --scene animate --n "$n" --frames "$f" 2>/dev/null | sed "s|^name=|bin=$b name=|"; done
        lv "$P/build/lvgl_anim" "$n" "$f"
    done
    r=$((r + 1))
done | tee "$LOG"
echo "# medians of $REPEATS rounds (ms per frame, CPU time)"
awk '{ key = ""; ms = ""
       for (i = 1; i <= NF; i++) { split($i, kv, "=")
           if (kv[1] == "bin" || kv[1] == "name" || kv[1] == "n") key = key " " $i
           if (kv[1] == "ms_per_frame" || kv[1] == "animated_ms_per_frame") ms = kv[2] }
       if (ms == "") next
       c[key]++; v[key, c[key]] = ms + 0; if (!(key in seen)) { seen[key] = 1; order[++no] = key } }
     END { for (o = 1; o <= no; o++) { k = order[o]; m = c[k]
             for (i = 1; i <= m; i++) a[i] = v[k, i]
             for (i = 2; i <= m; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
             printf "%-70s %9.3f\n", k, (m % 2 ? a[(m + 1) / 2] : (a[m / 2] + a[m / 2 + 1]) / 2) } }' "$LOG"
rm -f "$LOG"
