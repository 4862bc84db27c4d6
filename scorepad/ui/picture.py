"""A picture the device drew, made to fit: in a browser Flutter draws a capture onto a canvas the size of the
window, the picture in its top-left corner and the rest see-through. Keeping the top-left corner of a PNG
needs no decoding: each kept byte's filter looks only left, up and up-left, all of which are kept too."""

from __future__ import annotations

import math
import struct
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}  # colour type -> samples per pixel


class NotAPicture(ValueError):
    """Bytes that are not a PNG this module can cut (interlaced, or not a PNG at all)."""


def chunks(png: bytes) -> list[tuple[bytes, bytes]]:
    """The PNG's chunks as (type, data), checked against their CRCs."""
    if not png.startswith(SIGNATURE):
        raise NotAPicture("no PNG signature")
    found, at = [], len(SIGNATURE)
    while at + 12 <= len(png):
        length, kind = struct.unpack(">I4s", png[at : at + 8])
        data = png[at + 8 : at + 8 + length]
        if len(data) != length or struct.unpack(">I", png[at + 8 + length : at + 12 + length])[0] != zlib.crc32(
            kind + data
        ):
            raise NotAPicture("a damaged chunk")
        found.append((kind, data))
        at += 12 + length
        if kind == b"IEND":
            return found
    raise NotAPicture("no end")


def size(png: bytes) -> tuple[int, int]:
    """(width, height) in pixels."""
    kind, data = chunks(png)[0]
    if kind != b"IHDR":
        raise NotAPicture("no header first")
    return struct.unpack(">II", data[:8])


def top_left(png: bytes, width: int, height: int) -> bytes:
    """The PNG cut to its top-left `width` × `height` pixels (no larger than it is)."""
    parts = chunks(png)
    header = parts[0][1]
    full_width, full_height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", header)
    if interlace or colour not in CHANNELS:
        raise NotAPicture("interlaced or an unknown colour type")
    width, height = max(1, min(width, full_width)), max(1, min(height, full_height))
    if (width, height) == (full_width, full_height):
        return png
    row = 1 + math.ceil(full_width * CHANNELS[colour] * depth / 8)  # the filter byte, then the samples
    kept = 1 + math.ceil(width * CHANNELS[colour] * depth / 8)
    pixels = zlib.decompress(b"".join(data for kind, data in parts if kind == b"IDAT"))
    cut = b"".join(pixels[start : start + kept] for start in range(0, height * row, row))
    others = [(kind, data) for kind, data in parts[1:] if kind not in (b"IDAT", b"IEND")]
    new_header = struct.pack(">II", width, height) + header[8:]
    return SIGNATURE + b"".join(
        chunk(kind, data)
        for kind, data in [(b"IHDR", new_header), *others, (b"IDAT", zlib.compress(cut, 9)), (b"IEND", b"")]
    )


def chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def fitting_ratio(
    wanted: float, picture: tuple[float, float], window: tuple[float, float], device_ratio: float
) -> float:
    """The pixels per logical pixel to capture with: `wanted`, or less when the picture would not fit the
    window's canvas (its logical size times the device's pixel ratio)."""
    (pw, ph), (ww, wh) = picture, window
    if pw <= 0 or ph <= 0 or ww <= 0 or wh <= 0:
        return wanted
    device = device_ratio if device_ratio > 0 else 1.0
    return max(0.1, min(wanted, ww * device / pw, wh * device / ph))
