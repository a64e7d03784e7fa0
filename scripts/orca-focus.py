#!/usr/bin/python3
"""Finds a push button by its label through AT-SPI and gives it the focus (Component.GrabFocus).

Part of scripts/orca-check.sh: Orca, listening on the same bus, must then announce it.
"""
import sys
import time

import pyatspi

APP = sys.argv[1] if len(sys.argv) > 1 else "hello"
LABEL = sys.argv[2] if len(sys.argv) > 2 else "Press me"

deadline = time.time() + 60
button = None
while time.time() < deadline and button is None:
    for app in pyatspi.Registry.getDesktop(0):
        if app is None or app.name != APP:
            continue
        for frame in app:
            for child in frame:
                if child is not None and child.name == LABEL and child.getRole() == pyatspi.ROLE_PUSH_BUTTON:
                    button = child
    if button is None:
        time.sleep(0.2)
if button is None:
    print(f"orca-check: no {LABEL!r} push button in {APP!r}")
    sys.exit(1)
print(f"orca-check: grabFocus on {button.getRoleName()} {button.name!r}: {button.queryComponent().grabFocus()}")
