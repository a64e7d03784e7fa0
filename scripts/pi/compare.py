#!/usr/bin/python3
"""Compares PNGs by name between a reference folder and others with the snapshot tolerance of
TactileTesting's ImageTolerance.default: a pixel differs when its CIE76 ΔE exceeds 2, at most
1 % of pixels may differ, and no solid 3x3 block of differing pixels is allowed. Writes a
diff image (differing pixels red over a faded actual) next to each failing picture.

    compare.py REFERENCE_DIR ACTUAL_DIR [--names a,b] [--mask x,y,w,h ...] [--json FILE]
               [--as NAME=REFNAME ...] [--shot-mask NAME:x,y,w,h ...]
--mask hides an area in every picture; --shot-mask in one picture only; --as compares the
picture NAME with the reference REFNAME (a shot the headless tour takes in motion, which a
settled tour can only take once the motion has ended). Callers give the reason for each.
Prints one line per picture; exits 1 when any differs.
"""
import argparse, json, os, sys
import numpy as np
from PIL import Image


def lab(rgb):
    c = rgb.astype(np.float64) / 255.0
    c = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    m = np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]])
    xyz = c @ m.T / np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > 216 / 24389, np.cbrt(xyz), (24389 / 27 * xyz + 16) / 116)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], -1)


def compare(ref_path, act_path, masks=()):
    ref = np.asarray(Image.open(ref_path).convert('RGB'))
    act = np.asarray(Image.open(act_path).convert('RGB'))
    if ref.shape != act.shape:
        return {'ok': False, 'why': f'size {act.shape[1]}x{act.shape[0]} != {ref.shape[1]}x{ref.shape[0]}'}
    changed = np.linalg.norm(lab(ref) - lab(act), axis=-1) > 2.0
    for x, y, w, h in masks:
        changed[y:y + h, x:x + w] = False
    fraction = float(changed.mean())
    c = changed.astype(np.int32)
    s = c[:-2, :-2] + c[1:-1, :-2] + c[2:, :-2] + c[:-2, 1:-1] + c[1:-1, 1:-1] + c[2:, 1:-1] + c[:-2, 2:] + c[1:-1, 2:] + c[2:, 2:]
    blocks = int((s == 9).sum())
    ok = fraction <= 0.01 and blocks == 0
    if not ok:
        diff = (act * 0.3 + 178).astype(np.uint8)
        diff[changed] = [255, 0, 0]
        Image.fromarray(diff).save(os.path.splitext(act_path)[0] + '.diff.png')
    return {'ok': ok, 'changed_pct': round(fraction * 100, 3), 'solid_3x3_blocks': blocks}


def main():
    a = argparse.ArgumentParser()
    a.add_argument('reference'); a.add_argument('actual'); a.add_argument('--names')
    a.add_argument('--mask', action='append', default=[]); a.add_argument('--json')
    a.add_argument('--as', dest='alias', action='append', default=[])
    a.add_argument('--shot-mask', action='append', default=[])
    o = a.parse_args()
    masks = [tuple(int(v) for v in m.split(',')) for m in o.mask]
    alias = dict(x.split('=', 1) for x in o.alias)
    shot_masks = {}
    for x in o.shot_mask:
        n, r = x.split(':', 1)
        shot_masks.setdefault(n, []).append(tuple(int(v) for v in r.split(',')))
    names = o.names.split(',') if o.names else sorted(f[:-4] for f in os.listdir(o.actual)
                                                      if f.endswith('.png') and not f.endswith('.diff.png'))
    results, bad = {}, 0
    for n in names:
        ref, act = os.path.join(o.reference, alias.get(n, n) + '.png'), os.path.join(o.actual, n + '.png')
        if not os.path.exists(ref) or not os.path.exists(act):
            r = {'ok': False, 'why': 'missing ' + (ref if not os.path.exists(ref) else act)}
        else:
            r = compare(ref, act, masks + shot_masks.get(n, []))
            if n in alias: r['against'] = alias[n]
            if n in shot_masks: r['masked'] = ' '.join(','.join(map(str, m)) for m in shot_masks[n])
        results[n] = r
        bad += not r['ok']
        print(f"  {'same' if r['ok'] else 'DIFFERS'}  {n}: " + ', '.join(f'{k} {v}' for k, v in r.items() if k != 'ok'))
    if o.json:
        json.dump(results, open(o.json, 'w'), indent=1)
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
