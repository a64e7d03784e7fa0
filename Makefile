# Tactile: two commands. `make demo` sets up and runs the gallery; `make test` sets up and
# runs the tests. Both install missing system packages first (apt, when root).
SWIFT ?= swift
ARGS ?=

.PHONY: setup demo test test-full bench previews game kiosk clean fuzz docs trixie-check pi-vm-check pi-check a11y-audit atspi-check orca-check

# The assembler's .incbin embeds Resources/ (font, theme) in CTactileResources, and no build
# system sees that dependency: a resource newer than resources.S makes SwiftPM rebuild it.
setup:
	@bash scripts/install-deps.sh
	@if [ -n "$$(find Resources -type f -newer Sources/CTactileResources/resources.S 2>/dev/null | head -1)" ]; then touch Sources/CTactileResources/resources.S; fi

# With a display (DISPLAY or WAYLAND_DISPLAY) the gallery opens a window; without one, or
# with ARGS=--headless, it renders offscreen and prints the PNG paths.
demo: setup
	$(SWIFT) build --product gallery
	@if [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ] || echo "$(ARGS)" | grep -q -- --headless; then \
		$(SWIFT) run gallery --script Samples/Gallery/tour.script $(ARGS); \
	else \
		$(SWIFT) run gallery $(ARGS); \
	fi

# Tests write files only under TestOutput's per-run folder: a fixed /tmp path fails the run.
# `make test` builds the tests optimised (`-c release`, with `-enable-testing` for @testable
# imports) in a build folder of its own, .build-tests (so `make bench`'s release build without
# -enable-testing does not rebuild it, nor it them), and runs them as two processes, one a core
# (scripts/test-halves.sh: disjoint halves, the whole suite). `make test-debug` is the
# unoptimised build in one process, `swift test` (what you iterate with; #if DEBUG code).
TEST_BUILD = --scratch-path .build-tests -c release
test: test-setup
	$(SWIFT) build $(TEST_BUILD) --build-tests -Xswiftc -enable-testing
	SWIFT=$(SWIFT) bash scripts/test-halves.sh $(TEST_BUILD)

test-debug: test-setup
	$(SWIFT) test

.PHONY: test-setup test-debug
test-setup:
	@bash scripts/install-deps.sh --test
	@if [ -n "$$(find Resources -type f -newer Sources/CTactileResources/resources.S 2>/dev/null | head -1)" ]; then touch Sources/CTactileResources/resources.S; fi
	@if grep -rn '/tmp/' Tests; then echo "tactile: tests must write under TestOutput.path(...), not a fixed /tmp/ path (above)" >&2; exit 1; fi

# Build and test with Debian trixie's Swift 6.0.3 in a trixie chroot (root; the chroot is made
# once with debootstrap and cached in /var/cache/tactile/trixie-amd64, or TRIXIE_CHROOT).
trixie-check:
	@bash scripts/trixie-check.sh

# The engine against raw SDL on the standard scene (see BENCHMARKS.md); fewer frames for
# the larger scenes so the whole run takes about a minute.
bench: setup
	$(SWIFT) build -c release --product tactile-bench
	@bin="$$($(SWIFT) build -c release --show-bin-path)/tactile-bench"; \
	for n in 60 1000 10000; do \
	  case $$n in 60) f=500;; 1000) f=100;; *) f=10;; esac; \
	  "$$bin" --scene button-grid --n $$n --frames $$f; \
	  "$$bin" --scene button-grid --n $$n --frames $$f --baseline; \
	  "$$bin" --scene button-grid-one --n $$n --frames 200; \
	  "$$bin" --scene list-one --n $$n --frames 200; \
	done

# No allocation in a steady-state animated frame (the standard): the bench's animate scene with
# Tools/malloc-counter.c preloaded; fails when a frame allocates.
.PHONY: alloc-check
alloc-check: setup
	$(SWIFT) build -c release --product tactile-bench
	@mkdir -p out && cc -shared -fPIC -O2 -o out/libmalloc-counter.so Tools/malloc-counter.c -ldl
	@bin="$$($(SWIFT) build -c release --show-bin-path)/tactile-bench"; status=0; \
	for n in 10 100; do \
	  line=$$(LD_PRELOAD=$$PWD/out/libmalloc-counter.so "$$bin" --scene animate --n $$n 2>&1 | grep allocations_per_frame); \
	  echo "$$line"; case "$$line" in *allocations_per_frame=0.00) ;; *) status=1;; esac; \
	done; [ $$status -eq 0 ] || echo "alloc-check: an animated frame allocates"; exit $$status

# Tactile against LVGL 9.5 on the same scenes, interleaved, CPU time (BENCHMARKS.md, top section):
# PEERS is a writable copy of ../shared/peers after `make lvgl cpu-shim` there (see its README).
.PHONY: bench-peers
bench-peers: setup
	$(SWIFT) build -c release --product tactile-bench
	PEERS=$(PEERS) Tools/side-by-side.sh "$$($(SWIFT) build -c release --show-bin-path)/tactile-bench"

previews: setup
	$(SWIFT) run previews --out previews

game: setup
	$(SWIFT) run tapgame $(ARGS)

kiosk: setup
	$(SWIFT) run kiosk $(ARGS)

# The DocC catalog (Sources/Tactile/Tactile.docc: articles and the API) built with the docc in
# the Swift toolchain; broken symbol links are errors. Open .build-docs/Tactile.doccarchive.
docs: setup
	$(SWIFT) build --target Tactile --scratch-path .build-docs -Xswiftc -emit-symbol-graph \
	  -Xswiftc -emit-symbol-graph-dir -Xswiftc .build-docs/symbol-graphs
	# Tactile's graph already holds what it re-exports (TactileGraphics, TactileCore, TactileKit): one module for docc.
	rm -f .build-docs/symbol-graphs/TactileGraphics*.symbols.json .build-docs/symbol-graphs/TactileCore*.symbols.json \
	  .build-docs/symbol-graphs/TactileKit*.symbols.json
	docc convert Sources/Tactile/Tactile.docc --additional-symbol-graph-dir .build-docs/symbol-graphs \
	  --fallback-display-name Tactile --fallback-bundle-identifier org.tactile.Tactile \
	  --output-path .build-docs/Tactile.doccarchive --warnings-as-errors

clean:
	rm -rf .build .build-tests out previews

# The whole suite with the seeded/fuzz and big-text tests at the sizes they were written with
# (more seeds, steps and text; `swift test` runs smaller ones, see Tests/TactileTests/Support/FuzzScale.swift).
# Optimised and in two processes, as `make test`.
test-full:
	TACTILE_FUZZ_SCALE=full $(MAKE) test

# The touch-contract fuzzers for SECONDS seconds (default 600), half each: the core views'
# (TouchContractFuzzTests) and a whole app's session (AppSessionFuzzTests). Prints the
# events run and, on a violation, the seed with a one-line command to replay it.
SECONDS ?= 600
fuzz: setup
	@mkdir -p out; SWIFT_DETERMINISTIC_HASHING=1 TACTILE_FUZZ_SECONDS=$(SECONDS) $(SWIFT) test --filter 'TouchContractFuzzTests|AppSessionFuzzTests' \
	  > out/fuzz.log 2>&1; status=$$?; grep -E "touch fuzz|app fuzz|broke|not freed|event [0-9]|Test run with" out/fuzz.log; exit $$status

# A virtual Pi (issue 21): the kiosk on KMSDRM (virtio-gpu, Mesa GLES and software), driven by
# uinput multitouch, under qemu-system-x86_64 software emulation; screendumps compared with the
# headless tour. Slow (minutes per boot); images cached in /var/cache/tactile/vm. Not for CI.
pi-vm-check:
	@bash scripts/pi/vm-check.sh

# aarch64 (issue 21): kiosk and gallery built with trixie's Swift 6.0.3 in an arm64 chroot under
# qemu-user, their headless tours compared with the x86-64 build's. Slow (tens of minutes).
pi-check:
	@bash scripts/pi/pi-check.sh

# The accessibility audit of the kiosk's and the gallery's screens, and the eyes-free booking.
a11y-audit: setup
	$(SWIFT) test --filter "KioskAccessibilityTests|GalleryAccessibilityTests|GalleryClippedTextFindings|ContentSizeAuditTests"

# AT-SPI for real: under Xvfb in a private D-Bus session with at-spi2-core, pyatspi finds the
# hello sample's "Press me" button by label and presses it (apt install xvfb dbus at-spi2-core
# python3-pyatspi).
atspi-check: setup
	$(SWIFT) build --product hello
	bash scripts/atspi-check.sh .build/debug/hello

# Orca (Debian: orca) reads the hello sample under Xvfb: its debug log must show it announced
# the button given the focus over AT-SPI. Needs apt orca python3-pyatspi at-spi2-core xvfb.
orca-check: setup
	$(SWIFT) build --product hello
	bash scripts/orca-check.sh .build/debug/hello
