#!/usr/bin/env bash
# Copies the bundled system font, Inter, into Resources/Fonts from Debian's fonts-inter package
# (bookworm's 4.0~beta7+ds-1; the files say version 3.019): the Text cut (Inter-*.otf, drawn below
# 20 pt) and the Display cut (InterDisplay-*.otf), nine weights, upright and italic, unmodified.
# Usage: scripts/inter-fonts.sh [Resources/Fonts]
set -euo pipefail
out="${1:-Resources/Fonts}"
version="4.0~beta7+ds-1"
"$(dirname "$0")/ensure-packages.sh" fonts-inter
installed="$(dpkg-query -W -f='${Version}' fonts-inter)"
if [ "$installed" != "$version" ]; then
  echo "error: fonts-inter $installed is installed; the bundled faces are $version's" >&2
  exit 1
fi
cp /usr/share/fonts/opentype/inter/Inter-*.otf /usr/share/fonts/opentype/inter/InterDisplay-*.otf "$out/"
echo "Copied $(ls /usr/share/fonts/opentype/inter/Inter*-*.otf | wc -l) faces into $out"
