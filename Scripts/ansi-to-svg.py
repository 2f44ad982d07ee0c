#!/usr/bin/env python3
"""Draws a terminal screen, as `tmux capture-pane -e -p` prints it, as an SVG image.

usage: Scripts/ansi-to-svg.py COLUMNS ROWS < capture.txt > screen.svg

Reads the SGR escape sequences tmux writes (bold, dim, italic, underline, reverse, the 16
colours, 256 colours and true colour) and draws each cell on a grid: wide characters
(East Asian wide and fullwidth) take two cells. Standard library only.
"""
import re
import sys
import unicodedata
from html import escape

CELL_W, CELL_H, PAD, FONT = 8.4, 18, 14, 14
FOREGROUND, BACKGROUND = "#d8d8d8", "#1e1e1e"
PALETTE = ["#1e1e1e", "#f2777a", "#99cc99", "#ffcc66", "#6699cc", "#cc99cc", "#66cccc", "#d8d8d8",
           "#747369", "#f2777a", "#99cc99", "#ffcc66", "#6699cc", "#cc99cc", "#66cccc", "#ffffff"]


def colour256(n):
    if n < 16:
        return PALETTE[n]
    if n < 232:
        n -= 16
        levels = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (levels[n // 36], levels[n // 6 % 6], levels[n % 6])
    grey = 8 + (n - 232) * 10
    return "#%02x%02x%02x" % (grey, grey, grey)


class Style:
    def __init__(self):
        self.reset()

    def reset(self):
        self.fg = self.bg = None
        self.bold = self.dim = self.italic = self.underline = self.reverse = False

    def key(self):
        return (self.fg, self.bg, self.bold, self.dim, self.italic, self.underline, self.reverse)

    def apply(self, params):
        codes = [int(p) if p else 0 for p in params.split(";")] if params else [0]
        i = 0
        while i < len(codes):
            c = codes[i]
            if c == 0:
                self.reset()
            elif c == 1:
                self.bold = True
            elif c == 2:
                self.dim = True
            elif c == 3:
                self.italic = True
            elif c == 4:
                self.underline = True
            elif c == 7:
                self.reverse = True
            elif c == 22:
                self.bold = self.dim = False
            elif c == 23:
                self.italic = False
            elif c == 24:
                self.underline = False
            elif c == 27:
                self.reverse = False
            elif 30 <= c <= 37 or 90 <= c <= 97:
                self.fg = PALETTE[c - 30 if c < 90 else c - 82]
            elif 40 <= c <= 47 or 100 <= c <= 107:
                self.bg = PALETTE[c - 40 if c < 100 else c - 92]
            elif c == 39:
                self.fg = None
            elif c == 49:
                self.bg = None
            elif c in (38, 48) and i + 1 < len(codes):
                if codes[i + 1] == 5 and i + 2 < len(codes):
                    value, i = colour256(codes[i + 2]), i + 2
                elif codes[i + 1] == 2 and i + 4 < len(codes):
                    value, i = "#%02x%02x%02x" % tuple(codes[i + 2:i + 5]), i + 4
                else:
                    value = None
                if c == 38:
                    self.fg = value
                else:
                    self.bg = value
            i += 1


def width(ch):
    if unicodedata.combining(ch):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def parse(text, rows):
    """Lines of cells: (character, style key) with None after a wide character."""
    style, screen = Style(), []
    for line in text.split("\n")[:rows]:
        cells = []
        for part in re.split(r"(\x1b\[[0-9;]*m)", line):
            if part.startswith("\x1b["):
                style.apply(part[2:-1])
                continue
            for ch in re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", part):
                w = width(ch)
                if w == 0 and cells:
                    cells[-1] = (cells[-1][0] + ch, cells[-1][1])
                elif w:
                    cells.append((ch, style.key()))
                    if w == 2:
                        cells.append((None, style.key()))
        screen.append(cells)
    return screen


def draw(screen, columns, rows):
    w, h = columns * CELL_W + 2 * PAD, rows * CELL_H + 2 * PAD
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" '
           f'viewBox="0 0 {w:.0f} {h:.0f}" font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" '
           f'font-size="{FONT}">',
           f'<rect width="100%" height="100%" rx="8" fill="{BACKGROUND}"/>']
    for y, cells in enumerate(screen):
        top = PAD + y * CELL_H
        x = 0
        while x < len(cells):
            ch, (fg, bg, bold, dim, italic, underline, reverse) = cells[x]
            run, start = [], x
            while x < len(cells) and cells[x][1] == cells[start][1]:
                run.append(cells[x][0])
                x += 1
            fill, back = fg or FOREGROUND, bg
            if reverse:
                fill, back = bg or BACKGROUND, fg or FOREGROUND
            left = PAD + start * CELL_W
            if back:
                out.append(f'<rect x="{left:.1f}" y="{top}" width="{len(run) * CELL_W:.1f}" '
                           f'height="{CELL_H}" fill="{back}"/>')
            text = "".join(c for c in run if c is not None)
            if not text.strip():
                continue
            attributes = f'fill="{fill}"'
            attributes += ' font-weight="bold"' if bold else ""
            attributes += ' opacity="0.6"' if dim else ""
            attributes += ' font-style="italic"' if italic else ""
            attributes += ' text-decoration="underline"' if underline else ""
            # Each character at its own cell, so wide characters and fonts without them line up.
            xs = []
            for i, c in enumerate(run):
                if c is not None:
                    xs.extend([f"{left + i * CELL_W:.1f}"] + [""] * (len(c) - 1))
            positions = " ".join(p for p in xs if p)
            out.append(f'<text x="{positions}" y="{top + CELL_H - 5}" {attributes} '
                       f'xml:space="preserve">{escape(text)}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print("usage: ansi-to-svg.py COLUMNS ROWS < capture > screen.svg", file=sys.stderr)
        sys.exit(64)
    columns, rows = int(sys.argv[1]), int(sys.argv[2])
    sys.stdout.write(draw(parse(sys.stdin.read(), rows), columns, rows))
