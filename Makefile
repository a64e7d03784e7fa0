# Tactile: two commands. `make demo` sets up and runs the gallery; `make test` sets up and
# runs the tests. Both install missing system packages first (apt, when root).
SWIFT ?= swift
ARGS ?=

.PHONY: setup demo test bench previews game kiosk clean

setup:
	@bash scripts/install-deps.sh

# With a display (DISPLAY or WAYLAND_DISPLAY) the gallery opens a window; without one, or
# with ARGS=--headless, it renders offscreen and prints the PNG paths.
demo: setup
	$(SWIFT) build --product gallery
	$(SWIFT) run gallery --script Samples/Gallery/tour.script $(ARGS)

test: setup
	$(SWIFT) test

bench: setup
	$(SWIFT) build -c release --product tactile-bench
	@for n in 60 1000 10000; do \
	  $(SWIFT) run -c release tactile-bench --scene button-grid --n $$n --frames 200; \
	  $(SWIFT) run -c release tactile-bench --scene button-grid --n $$n --frames 200 --baseline; \
	done

previews: setup
	$(SWIFT) run previews --out previews

game: setup
	$(SWIFT) run tapgame $(ARGS)

kiosk: setup
	$(SWIFT) run kiosk $(ARGS)

clean:
	rm -rf .build out previews
