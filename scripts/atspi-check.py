#!/usr/bin/python3
"""Finds a button by its label through AT-SPI (pyatspi) and presses it.

Run inside a D-Bus session with at-spi2-core, while a Tactile app runs in a window with
TACTILE_ATSPI=1 (scripts/atspi-check.sh sets all of that up). Exits 0 when the button was
found and its action reported success; prints what it saw.
"""
import sys
import time

import pyatspi

APP = sys.argv[1] if len(sys.argv) > 1 else "hello"
LABEL = sys.argv[2] if len(sys.argv) > 2 else "Press me"


def find(app):
    for frame in app:
        for child in frame:
            if child is not None and child.name == LABEL and child.getRole() == pyatspi.ROLE_PUSH_BUTTON:
                return child
    return None


deadline = time.time() + 20
button = None
seen = []
while time.time() < deadline and button is None:
    desktop = pyatspi.Registry.getDesktop(0)
    seen = [a.name for a in desktop if a is not None]
    for app in desktop:
        if app is not None and app.name == APP:
            button = find(app)
    if button is None:
        time.sleep(0.2)

if button is None:
    print(f"atspi-check: no {LABEL!r} push button in {APP!r}; applications on the desktop: {seen}")
    sys.exit(1)

states = button.getState()
print(f"atspi-check: found {button.getRoleName()} {button.name!r} in {button.getApplication().name!r}, "
      f"parent {button.parent.getRoleName()} {button.parent.name!r}, "
      f"enabled={states.contains(pyatspi.STATE_ENABLED)} showing={states.contains(pyatspi.STATE_SHOWING)}")
ext = button.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
print(f"atspi-check: extents {ext.x},{ext.y} {ext.width}x{ext.height}")
scr = button.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
print(f"atspi-check: screen extents {scr.x},{scr.y} {scr.width}x{scr.height}")
selection = button.parent.querySelection()
print(f"atspi-check: frame selection interface, {selection.nSelectedChildren} selected, "
      f"button selectable={states.contains(pyatspi.STATE_SELECTABLE)} isChildSelected={selection.isChildSelected(button.getIndexInParent())}")
action = button.queryAction()
names = [action.getName(i) for i in range(action.nActions)]
print(f"atspi-check: actions {names}")
started = time.time()
ok = action.doAction(0)
print(f"atspi-check: doAction(0) -> {ok} in {(time.time() - started) * 1000:.1f} ms")
sys.exit(0 if ok else 1)
