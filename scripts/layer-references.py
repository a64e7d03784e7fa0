#!/usr/bin/env python3
"""Counts upward references between Tactile's layers: (file, type) pairs where a file of a
lower layer names a type declared (at top level) in a higher layer.

    scripts/layer-references.py [--list]   (reads Sources/TactileGraphics, TactileCore, TactileKit and Tactile)

Layers, lowest first: graphics (Geometry Support Platform Rendering), core (Styling Views
Gestures Animation Layout Graphics Accessibility), kit (Controls Text Scrolling
ViewControllers AttributedText Menus), app (Immediate AccessibilityServices App). One layer is
one module target (graphics TactileGraphics, core TactileCore, kit TactileKit, app Tactile), so
the compiler already rejects what this counts; the script lists it by type name, for moving
code between folders before a build. A folder missing from LAYERS is an error (it would be
skipped silently). Comments and string literals are skipped; only top-level declarations
count as types (nested names are too often repeated)."""
import os, re, sys
from collections import defaultdict

LAYERS = [
    ("graphics", ["Geometry", "Support", "Platform", "Rendering"]),
    ("core", ["Styling", "Views", "Gestures", "Animation", "Layout", "Graphics", "Accessibility"]),
    ("kit", ["Controls", "Text", "Scrolling", "ViewControllers", "AttributedText", "Menus"]),
    ("app", ["Immediate", "AccessibilityServices", "App"]),
]
RANK = {name: i for i, (name, _) in enumerate(LAYERS)}
FOLDER = {f: name for name, folders in LAYERS for f in folders}

roots = [a for a in sys.argv[1:] if not a.startswith("--")] or ["Sources/TactileGraphics", "Sources/TactileCore", "Sources/TactileKit", "Sources/Tactile"]
listing = "--list" in sys.argv
DECL = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|package|fileprivate|private|final|nonisolated|indirect)\s+)*"
                  r"(?:class|struct|enum|protocol|actor|typealias)\s+([A-Z]\w*)")

def strip(src):
    src = re.sub(r"/\*.*?\*/", " ", src, flags=re.S)
    src = re.sub(r'"""(?:.|\n)*?"""', '""', src)
    src = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', src)
    return re.sub(r"//[^\n]*", "", src)

files = {}
for root in roots:
    for dp, _, fs in os.walk(root):
        for f in fs:
            if f.endswith(".swift"):
                folder = os.path.relpath(dp, root).split(os.sep)[0]
                if folder not in FOLDER:
                    if folder != "." and os.path.isdir(os.path.join(root, folder)) and not folder.endswith(".docc"):
                        sys.exit(f"{folder}: a folder the LAYERS table does not name")
                    continue
                if True:
                    path = os.path.join(dp, f)
                    files[path] = (FOLDER[folder], strip(open(path, encoding="utf-8").read()))

declared = defaultdict(set)
for path, (layer, src) in files.items():
    for line in src.splitlines():
        m = DECL.match(line)
        if m:
            declared[m.group(1)].add(layer)
home = {t: min(ls, key=RANK.get) for t, ls in declared.items()}

pairs = defaultdict(set)
for path, (layer, src) in files.items():
    for ident in set(re.findall(r"\b[A-Z]\w*\b", src)):
        owner = home.get(ident)
        if owner and RANK[owner] > RANK[layer]:
            pairs[(layer, owner)].add((path, ident))

total = 0
for (lo, hi), ps in sorted(pairs.items(), key=lambda kv: (RANK[kv[0][0]], RANK[kv[0][1]])):
    total += len(ps)
    print(f"{lo} -> {hi}: {len(ps)}")
    if listing:
        for p, t in sorted(ps):
            print(f"    {p}: {t}")
print(f"total: {total}")
