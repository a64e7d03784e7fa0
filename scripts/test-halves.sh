#!/usr/bin/env bash
# Runs the built test suite as two `swift test --skip-build` processes at once, one a core.
# Nearly every suite is @MainActor, so one process keeps one core busy whatever Swift Testing's
# parallelism; two processes use both. The halves are disjoint and together the whole suite:
# the first runs the tests whose `Target.Suite/test` name matches TEST_HALF (a regular
# expression), the second skips exactly those. Each half writes a log, printed when both are
# done; the status fails when either half fails.
#
#   scripts/test-halves.sh -c release        # after swift build -c release --build-tests -Xswiftc -enable-testing
#   TEST_HALF='^TactileTests\.[A-F]' scripts/test-halves.sh
set -uo pipefail
swift=${SWIFT:-swift}
# About half the suite's CPU time in an optimised build (2026-11-27: 18 s of 43 s, BENCHMARKS.md
# "make test"); the other half is the rest of TactileTests, SampleTests and TactileTestingTests.
half=${TEST_HALF:-'^TactileTests\.[A-N]'}
# SwiftPM 6 locks the build folder for a whole command: without --ignore-lock the second
# process waits for the first. Both only read the built tests (--skip-build).
lock=()
if "$swift" test --help-hidden 2>/dev/null | grep -q -- '--ignore-lock'; then lock=(--ignore-lock); fi
logs=$(mktemp -d -t tactile-test-halves-XXXXXX)
echo "tactile: running the tests in two processes (logs in $logs)"
"$swift" test --skip-build "${lock[@]}" "$@" --filter "$half" >"$logs/first.log" 2>&1 &
first=$!
"$swift" test --skip-build "${lock[@]}" "$@" --skip "$half" >"$logs/second.log" 2>&1 &
second=$!
wait "$first"; s1=$?
wait "$second"; s2=$?
cat "$logs/first.log" "$logs/second.log"
echo "tactile: first half ($half):"
grep -E "Test run with|Executed [0-9]+ tests?" "$logs/first.log" | tail -2
echo "tactile: second half (the rest):"
grep -E "Test run with|Executed [0-9]+ tests?" "$logs/second.log" | tail -2
if [ "$s1" -ne 0 ] || [ "$s2" -ne 0 ]; then
  echo "tactile: tests failed (first half: status $s1, second half: status $s2)" >&2
  exit 1
fi
