#!/usr/bin/env python3
"""Draws the package's modules as a picture: each module a building, its folders the rooms
inside, each import an arrow from the importing module down to the imported one. The arrows
come from the sources' `import` lines, so the picture shows the layers as the code has them
(ModuleLayeringTests checks the same rules). Writes SimulatorKit.docc/modules.png
(through ImageMagick's `convert`) and prints any arrow that points up.

    scripts/module-picture.py
"""
import os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources")
OUT = os.path.join(SOURCES, "SimulatorKit", "SimulatorKit.docc", "modules.png")

# Rows from the top (the app layer) down to the model and the libraries under everything.
ROWS = [
    ["SimulatorKit", "UIModelSnapshotTesting", "Demos"],
    ["SimulatorCore", "UIModelTesting"],
    ["SimulatorRendering"],
    ["UIModel", "CSDL2", "CDeflate", "CXXHash", "CFriBidi"],
    ["Cassowary", "InterfaceBuilderFiles"],
]
LIBRARIES = {"CSDL2": "SDL2, SDL_ttf,\nSDL_image", "CDeflate": "libdeflate", "CXXHash": "xxHash", "CFriBidi": "FriBidi"}
CAPTIONS = {
    "SimulatorKit": "app layer: the window, the command line, @main, fuzzing",
    "UIModelSnapshotTesting": "a user's snapshot tests",
    "Demos": "the demo app",
    "SimulatorCore": "core: session, frame pipeline, scripts, headless runner, test driver, video",
    "UIModelTesting": "a runtime per test",
    "SimulatorRendering": "rendering: display list → SDL calls, damage, text, PNG; no SDL type public",
    "UIModel": "UIKit's model, pure Swift and Foundation: never sees SDL",
    "Cassowary": "the constraint solver",
    "InterfaceBuilderFiles": "storyboards and xibs",
}
WIDTH, ROW_HEIGHT, GAP, LIBRARY_WIDTH = 1400, 150, 50, 150


def imports(module):
    found = set()
    for folder, _, files in os.walk(os.path.join(SOURCES, module)):
        for name in files:
            if name.endswith(".swift"):
                for line in open(os.path.join(folder, name), encoding="utf-8"):
                    m = re.match(r"^(?:@\w+ )*(?:(?:public|package|internal|private|fileprivate) )?import (\w+)", line)
                    if m:
                        found.add(m.group(1))
    return found


def rooms(module):
    path = os.path.join(SOURCES, module)
    return sorted(d for d in os.listdir(path) if os.path.isdir(os.path.join(path, d)) and not d.endswith(".docc"))


def layout():
    boxes = {}
    y = 20
    for row in ROWS:
        weights = [0 if m in LIBRARIES else max(len(rooms(m)), len(CAPTIONS.get(m, "")) / 7, len(m) / 4, 3) for m in row]
        libraries = sum(1 for m in row if m in LIBRARIES)
        usable = WIDTH - 40 - GAP * (len(row) - 1) - LIBRARY_WIDTH * libraries
        total = sum(weights)
        x = 20
        height = {"Cassowary": 100, "SimulatorKit": 140}.get(row[0], ROW_HEIGHT)
        if row[0] == "UIModel":
            height = 250
        for m, w in zip(row, weights):
            width = LIBRARY_WIDTH if m in LIBRARIES else usable * w / total
            boxes[m] = (x, y, width, 80 if m in LIBRARIES else height)
            x += width + GAP
        y += height + GAP
    return boxes, y


def svg():
    boxes, height = layout()
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" font-family="DejaVu Sans">',
           f'<rect width="{WIDTH}" height="{height}" fill="white"/>']
    for m, (x, y, w, h) in boxes.items():
        library = m in LIBRARIES
        fill = "#f4f4f4" if library else "#eef3fb"
        out.append(f'<rect x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="{h:.0f}" rx="12" fill="{fill}" stroke="#34507a" stroke-width="2"/>')
        out.append(f'<text x="{x + 14:.0f}" y="{y + 24:.0f}" font-size="17" font-weight="bold" fill="#1d2b44">{m}</text>')
        caption = LIBRARIES.get(m, CAPTIONS.get(m, "")).split("\n")
        for i, line in enumerate(caption):
            out.append(f'<text x="{x + 14:.0f}" y="{y + 44 + i * 15:.0f}" font-size="12" fill="#445">{line}</text>')
        if library:
            continue
        # The folders, as rooms along the building.
        names = rooms(m)
        rx, ry = x + 12, y + 58
        for name in names:
            rw = 9 + 7.2 * len(name)
            if rx + rw > x + w - 10:
                rx, ry = x + 12, ry + 28
            if ry + 24 > y + h - 4:
                break
            out.append(f'<rect x="{rx:.0f}" y="{ry:.0f}" width="{rw:.0f}" height="22" rx="5" fill="white" stroke="#8aa0c4"/>')
            out.append(f'<text x="{rx + 5:.0f}" y="{ry + 15:.0f}" font-size="12" fill="#223">{name}</text>')
            rx += rw + 6
    row_of = {m: i for i, row in enumerate(ROWS) for m in row}
    up = []
    arrows = []
    for m in boxes:
        if m in LIBRARIES:
            continue
        for target in sorted(imports(m) & set(boxes)):
            if row_of[target] <= row_of[m]:
                up.append(f"{m} → {target}")
            x0, y0, w0, h0 = boxes[m]
            x1, y1, w1, h1 = boxes[target]
            sx, sy = x0 + w0 / 2 + (x1 - x0) * 0.08, y0 + h0
            tx, ty = x1 + w1 / 2 + (x0 - x1) * 0.08, y1
            color, dash = ("#9a9a9a", ' stroke-dasharray="6,4"') if target in LIBRARIES else ("#2d4670", "")
            arrows.append(f'<line x1="{sx:.0f}" y1="{sy:.0f}" x2="{tx:.0f}" y2="{ty - 9:.0f}" stroke="{color}" stroke-width="2"{dash}/>')
            # The head: a triangle pointing along the line, at the imported module's edge.
            dx, dy = tx - sx, ty - sy
            n = (dx * dx + dy * dy) ** 0.5 or 1
            ux, uy = dx / n, dy / n
            bx, by = tx - 11 * ux, ty - 11 * uy
            arrows.append(f'<polygon points="{tx:.0f},{ty:.0f} {bx - 5 * uy:.0f},{by + 5 * ux:.0f} {bx + 5 * uy:.0f},{by - 5 * ux:.0f}" fill="{color}"/>')
    out += arrows
    out.append("</svg>")
    return "\n".join(out), up


def main():
    picture, up = svg()
    for arrow in up:
        print(f"error: an arrow points up or sideways: {arrow}", file=sys.stderr)
    svg_path = OUT[:-4] + ".svg"
    with open(svg_path, "w", encoding="utf-8") as f:
        f.write(picture)
    subprocess.run(["convert", "-density", "96", svg_path, "-strip", OUT], check=True)
    os.remove(svg_path)
    print(f"wrote {os.path.relpath(OUT, ROOT)}")
    return 1 if up else 0


if __name__ == "__main__":
    sys.exit(main())
