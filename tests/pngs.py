"""The tests' own PNG reader (8-bit RGB or RGBA, not interlaced): a picture the app made (tests/ui/test_picture.py)
and a browser's screenshot (tests/e2e/e2e_driver.until_drawn: a page that drew nothing is one colour)."""

from __future__ import annotations

import struct
import zlib

CHANNELS = {2: 3, 6: 4}  # colour type -> bytes a pixel: RGB, RGBA


def paeth(a: int, b: int, c: int) -> int:
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else b if pb <= pc else c


def predict(kind: int, left: int, up: int, up_left: int) -> int:
    """What a PNG row filter (0-4) predicts a byte from its neighbours: left, up, up-left."""
    return (0, left, up, (left + up) // 2, paeth(left, up, up_left))[kind]


def decode(png: bytes) -> list[bytes]:
    """The rows of an 8-bit RGB or RGBA PNG, unfiltered."""
    at, idat, width, bpp = 8, b"", 0, 4
    while at < len(png):
        length, kind = struct.unpack(">I4s", png[at : at + 8])
        data = png[at + 8 : at + 8 + length]
        if kind == b"IHDR":
            width, _, depth, colour, _, _, interlaced = struct.unpack(">IIBBBBB", data)
            if depth != 8 or colour not in CHANNELS or interlaced:
                raise ValueError(f"not an 8-bit RGB(A) PNG: depth {depth}, colour type {colour}")
            bpp = CHANNELS[colour]
        elif kind == b"IDAT":
            idat += data
        at += 12 + length
    raw, stride, rows, previous = zlib.decompress(idat), width * bpp, [], bytes(width * bpp)
    for start in range(0, len(raw), stride + 1):
        kind, line, row = raw[start], raw[start + 1 : start + 1 + stride], bytearray(stride)
        for i in range(stride):
            left, up_left = (row[i - bpp], previous[i - bpp]) if i >= bpp else (0, 0)
            row[i] = (line[i] + predict(kind, left, previous[i], up_left)) % 256
        rows.append(bytes(row))
        previous = bytes(row)
    return rows


def colours(png: bytes) -> int:
    """How many colours an 8-bit RGB(A) PNG shows (a screenshot's), its alpha aside."""
    bpp = CHANNELS[png[25]]  # IHDR's colour type
    return len({row[i : i + 3] for row in decode(png) for i in range(0, len(row), bpp)})


DRAWN = 8  # colours a screenshot of a drawn screen has at least (its text alone, anti-aliased, has dozens)
PLAIN_MOST = 8_000  # bytes: one colour is 3 KB at a phone's size, 5 at 1280x800; only below it is every pixel read


def undrawn(png: bytes) -> int | None:
    """None for a screenshot that shows a drawn screen; else how many colours it has (a renderer that drew
    nothing leaves the page one colour, under a semantics tree where every label is found)."""
    if len(png) > PLAIN_MOST:
        return None  # too large to be plain: not worth reading every pixel
    shown = colours(png)
    return shown if shown < DRAWN else None
