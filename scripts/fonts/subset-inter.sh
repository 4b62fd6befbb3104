#!/usr/bin/env bash
# Regenerates src/app/fonts/inter-latin-wght.woff2, the one web font an English or French page loads (docs/requirements.md, "First load"):
# Inter (from @fontsource-variable/inter's latin file) cut to the weights the shop uses (400-900; Tailwind's
# font-normal to font-black) and the OpenType features it needs (kerning, ligatures, composition, marks, locale forms,
# tabular figures for prices): 48 kB -> 26 kB. The characters are those of fontsource's latin file, with the same
# unicode-range in src/app/fonts/inter.css, so nothing a visitor types loses its font.
# Needs fonttools with brotli (Debian: apt-get install python3-fonttools python3-brotli). Run from the repository root.
set -euo pipefail
PY=${PYTHON:-/usr/bin/python3}
SRC=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
OUT=src/app/fonts/inter-latin-wght.woff2
UNICODES="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$PY" -m fontTools.subset "$SRC" --unicodes="$UNICODES" --layout-features="kern,liga,ccmp,locl,mark,mkmk,tnum" --output-file="$tmp/subset.ttf"
"$PY" -m fontTools.varLib.instancer "$tmp/subset.ttf" wght=400:900 -q -o "$tmp/instance.ttf"
"$PY" - "$tmp/instance.ttf" "$OUT" <<'PYEOF'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
font.flavor = 'woff2'
font.save(sys.argv[2])
PYEOF
echo "wrote $OUT ($(stat -c %s "$OUT") bytes)"

# The metric overrides of the DejaVu Sans fallback face in src/app/fonts/inter.css: DejaVu scaled to Inter's
# average width of English text (letter frequencies), and Inter's hhea ascent and descent at that scale.
DEJAVU=${DEJAVU:-/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf}
[ -f "$DEJAVU" ] && "$PY" - "$OUT" "$DEJAVU" <<'PYEOF'
import sys
from fontTools.ttLib import TTFont
FREQ = {' ': .1874, 'e': .0951, 't': .0700, 'a': .0618, 'o': .0583, 'i': .0554, 'n': .0535, 's': .0506, 'h': .0491, 'r': .0459, 'd': .0336, 'l': .0313, 'u': .0226, 'c': .0222, 'm': .0200, 'f': .0181, 'w': .0177, 'g': .0163, 'y': .0158, 'p': .0146, 'b': .0117, 'v': .0081, 'k': .0065, 'x': .0013, 'j': .0011, 'q': .0009, 'z': .0006}
def metrics(path):
    f = TTFont(path)
    upm, cmap, hmtx = f['head'].unitsPerEm, f.getBestCmap(), f['hmtx']
    avg = sum(hmtx[cmap[ord(c)]][0] * w for c, w in FREQ.items()) / sum(FREQ.values()) / upm
    return avg, f['hhea'].ascent / upm, -f['hhea'].descent / upm, f['hhea'].lineGap / upm
inter, fallback = metrics(sys.argv[1]), metrics(sys.argv[2])
scale = inter[0] / fallback[0]
print(f"DejaVu Sans fallback: size-adjust: {scale * 100:.2f}%; ascent-override: {inter[1] / scale * 100:.2f}%; descent-override: {inter[2] / scale * 100:.2f}%; line-gap-override: {inter[3] / scale * 100:.2f}%")
PYEOF
