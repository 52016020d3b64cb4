#!/usr/bin/env bash
# Regenerates src/fonts from @fontsource-variable/inter 5.3.0 (fetched with `npm pack`, so no dependency is
# needed). Needs Debian's python3-fonttools and python3-brotli (apt-get install -y python3-fonttools python3-brotli).
#
# inter-latin-wght.woff2 (about 15 KB, was 48 KB): only the characters the shop writes, only the weights it
# uses (400 to 700: tokens.css), and only the OpenType features it needs (kerning, tabular figures for
# prices). It is the one font file of the first view, preloaded beside the page's CSS on a slow network, so
# every kilobyte counts (issue 13: it decided when the largest text was painted).
# inter-naira-wght.woff2 (1.3 KB): the naira sign alone, from latin-ext (85 KB), inlined into the CSS.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack @fontsource-variable/inter@5.3.0 --silent >/dev/null && tar xzf ./*.tgz)
src=$work/package/files
python3 -m fontTools.subset "$src/inter-latin-wght-normal.woff2" --output-file="$work/latin.ttf" \
  --unicodes='U+0020-007E,U+00A0,U+00A9,U+00B7,U+00D7,U+2013-2014,U+2018-201D,U+2022,U+2026,U+2039-203A,U+202F,U+2212' \
  --layout-features='kern,tnum' --name-IDs=1,2 --drop-tables+=STAT,MVAR
python3 -m fontTools.varLib.instancer "$work/latin.ttf" wght=400:700 --quiet --output="$work/latin-400-700.ttf"
python3 -c 'import sys; from fontTools.ttLib import TTFont; f = TTFont(sys.argv[1]); f.flavor = "woff2"; f.save(sys.argv[2])' \
  "$work/latin-400-700.ttf" src/fonts/inter-latin-wght.woff2
python3 -m fontTools.subset "$src/inter-latin-ext-wght-normal.woff2" --unicodes=U+20A6 --flavor=woff2 \
  --layout-features='*' --output-file=src/fonts/inter-naira-wght.woff2
cp "$work/package/LICENSE" src/fonts/LICENSE-Inter.txt
ls -l src/fonts
