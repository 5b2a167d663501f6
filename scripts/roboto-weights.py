#!/usr/bin/env python3
"""Makes the system font's eighteen faces: Roboto 3 in nine weights, upright and italic.

Roboto 3 ships as a variable font (weight 100 to 900, width 75 to 100) in the PyPI package
fontpkg-roboto; this script instances it at UIKit's nine weights (SF Pro's scale: ultralight
100, thin 200, light 300, regular 400, medium 500, semibold 600, bold 700, heavy 800, black
900) at the normal width, with fontTools, and writes static TrueType files named as Roboto's
own static cuts are (Roboto-Thin.ttf ... Roboto-Black.ttf, Roboto-Italic.ttf ...), with the
package's licence (SIL Open Font License 1.1).

Reproducible: the package and fontTools are pinned (the wheel is checked against its SHA-256,
the fontTools version is required), and the files keep the source's timestamps, so the same
inputs give the same bytes. Run with fontTools installed (pip install fonttools==4.60.1):

    python3 scripts/roboto-weights.py Resources/Fonts
    python3 scripts/roboto-weights.py --wheel fontpkg_roboto-3.15-py3-none-any.whl Resources/Fonts
"""

import argparse
import hashlib
import io
import os
import subprocess
import sys
import tempfile
import zipfile

PACKAGE = "fontpkg-roboto==3.15"
WHEEL_SHA256 = "5502431dd22fe30911cd497cefac11760e48b4a1ed78df26c02288664eeddb9f"
FONTTOOLS_VERSION = "4.60.1"
UPRIGHT = "fontpkg_roboto/files/Roboto[wdth,wght].ttf"
ITALIC = "fontpkg_roboto/files/Roboto-Italic[wdth,wght].ttf"
LICENSE = "fontpkg_roboto/LICENSE"

# Roboto's style names for the nine weights (its static cuts' names), by OS/2 weight class.
WEIGHTS = [(100, "Thin"), (200, "ExtraLight"), (300, "Light"), (400, "Regular"), (500, "Medium"),
           (600, "SemiBold"), (700, "Bold"), (800, "ExtraBold"), (900, "Black")]


def fail(message):
    sys.exit("roboto-weights: " + message)


def wheel_bytes(path):
    if path is None:
        with tempfile.TemporaryDirectory() as folder:
            result = subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", "-d", folder, PACKAGE])
            if result.returncode != 0:
                fail("pip could not download " + PACKAGE + " (is PyPI reachable?)")
            names = [n for n in os.listdir(folder) if n.endswith(".whl")]
            if len(names) != 1:
                fail("expected one wheel from pip, found " + repr(names))
            path = os.path.join(folder, names[0])
            with open(path, "rb") as f:
                data = f.read()
    else:
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as error:
            fail("cannot read the wheel: " + str(error))
    digest = hashlib.sha256(data).hexdigest()
    if digest != WHEEL_SHA256:
        fail("the wheel's SHA-256 is " + digest + ", not " + PACKAGE + "'s " + WHEEL_SHA256)
    return data


def style_name(weight_name, italic):
    if not italic:
        return weight_name
    return "Italic" if weight_name == "Regular" else weight_name + "Italic"


def instance(variable_bytes, weight, weight_name, italic):
    from fontTools.ttLib import TTFont
    from fontTools.varLib import instancer

    font = TTFont(io.BytesIO(variable_bytes), recalcTimestamp=False)
    static = instancer.instantiateVariableFont(font, {"wght": weight, "wdth": 100})
    style = style_name(weight_name, italic)
    postscript = "Roboto-" + style
    # The names Roboto's static cuts carry: the family with its style (typographic names), and
    # the four-style family (Roboto with regular, italic, bold, bold italic) for the others.
    bold = weight_name == "Bold"
    legacy_family = "Roboto" if weight_name in ("Regular", "Bold") else "Roboto " + weight_name
    legacy_style = {(True, True): "Bold Italic", (True, False): "Bold", (False, True): "Italic", (False, False): "Regular"}[(bold, italic)]
    typographic_style = (weight_name + " Italic" if weight_name != "Regular" else "Italic") if italic else weight_name
    full = "Roboto " + typographic_style
    name = static["name"]
    for record in list(name.names):
        if record.nameID in (1, 2, 3, 4, 6, 16, 17, 25):
            name.removeNames(nameID=record.nameID)
    for name_id, value in [(1, legacy_family), (2, legacy_style), (3, "3.015;" + postscript), (4, full), (6, postscript),
                           (16, "Roboto"), (17, typographic_style)]:
        name.setName(value, name_id, 3, 1, 0x409)
        name.setName(value, name_id, 1, 0, 0)
    static["OS/2"].usWeightClass = weight
    # fsSelection: italic (bit 0), bold (bit 5), regular (bit 6), use typographic metrics kept.
    selection = static["OS/2"].fsSelection & ~0b1100001
    if italic:
        selection |= 1
    if bold:
        selection |= 1 << 5
    if weight_name == "Regular" and not italic:
        selection |= 1 << 6
    static["OS/2"].fsSelection = selection
    static["head"].macStyle = (1 if bold else 0) | (2 if italic else 0)
    out = io.BytesIO()
    static.save(out)
    return postscript + ".ttf", out.getvalue()


def main():
    parser = argparse.ArgumentParser(description="Instance Roboto 3's nine weights from fontpkg-roboto.")
    parser.add_argument("out", help="the folder to write the faces and LICENSE-Roboto.txt into (Resources/Fonts)")
    parser.add_argument("--wheel", help="fontpkg_roboto-3.15-py3-none-any.whl already downloaded")
    args = parser.parse_args()
    try:
        import fontTools
    except ImportError:
        fail("fontTools is not installed: pip install fonttools==" + FONTTOOLS_VERSION)
    if fontTools.version != FONTTOOLS_VERSION:
        fail("fontTools " + fontTools.version + " is installed; the faces are made with " + FONTTOOLS_VERSION)
    wheel = zipfile.ZipFile(io.BytesIO(wheel_bytes(args.wheel)))
    sources = {False: wheel.read(UPRIGHT), True: wheel.read(ITALIC)}
    os.makedirs(args.out, exist_ok=True)
    for italic in (False, True):
        for weight, weight_name in WEIGHTS:
            file_name, data = instance(sources[italic], weight, weight_name, italic)
            with open(os.path.join(args.out, file_name), "wb") as f:
                f.write(data)
            print(file_name, len(data))
    with open(os.path.join(args.out, "LICENSE-Roboto.txt"), "wb") as f:
        f.write(wheel.read(LICENSE))


if __name__ == "__main__":
    main()
