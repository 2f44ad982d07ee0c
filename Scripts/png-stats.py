#!/usr/bin/env python3
"""Prints what a PNG holds, to tell a rendered page from a blank one.

usage: Scripts/png-stats.py FILE.png
prints: WIDTH HEIGHT COLOURS INK BACKGROUND
  COLOURS     distinct colours among the pixels
  INK         the share of pixels (0..1) that differ from the most common colour
  BACKGROUND  the most common colour, as #rrggbb

Reads 8-bit greyscale, RGB and RGBA PNGs without interlacing (what Chromium writes), with the
standard library only. Exits 1 with a one-line message on anything else.
"""
import struct
import sys
import zlib
from collections import Counter


def fail(message):
    print(f"png-stats: {message}", file=sys.stderr)
    sys.exit(1)


def read(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail(f"{path}: not a PNG")
    pos, idat, header = 8, b"", None
    while pos + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
        pos += 12 + length
    if header is None:
        fail(f"{path}: no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace:
        fail(f"{path}: unsupported PNG (depth {depth}, colour type {colour}, interlace {interlace})")
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    pixels = Counter()
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            upleft = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - upleft
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - upleft)
                predictor = left if pa <= pb and pa <= pc else up if pb <= pc else upleft
                line[i] = (line[i] + predictor) & 255
        pixels.update(bytes(line[x:x + channels]) for x in range(0, stride, channels))
        previous = line
    total = width * height
    common, count = pixels.most_common(1)[0] if total else (b"\0\0\0", 0)
    ink = 1 - count / total if total else 0
    grey = len(common) <= 2
    rgb = common[:1] * 3 if grey else common[:3]
    return width, height, len(pixels), ink, "#" + rgb.hex()


if __name__ == "__main__":
    if len(sys.argv) != 2:
        fail("usage: png-stats.py FILE.png")
    width, height, colours, ink, background = read(sys.argv[1])
    print(f"{width} {height} {colours} {ink:.4f} {background}")
