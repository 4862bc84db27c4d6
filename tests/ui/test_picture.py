"""Cutting the device's picture out of the capture: the top-left corner of a PNG, kept without decoding,
reads pixel for pixel as the same corner of the whole."""

import struct
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pngs import decode, predict
from scorepad.ui.picture import NotAPicture, fitting_ratio, size, top_left
from tiers import examples


def encode(rows: list[bytes], width: int, filters: list[int]) -> bytes:
    """An 8-bit RGBA PNG of `rows`, each row filtered with its filter (0-4), as an encoder would."""
    raw, previous = b"", bytes(width * 4)
    for row, kind in zip(rows, filters, strict=True):
        raw += bytes([kind]) + filtered(row, previous, kind)
        previous = row
    header = struct.pack(">IIBBBBB", width, len(rows), 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + b"".join(
        struct.pack(">I", len(d)) + k + d + struct.pack(">I", zlib.crc32(k + d))
        for k, d in ((b"IHDR", header), (b"IDAT", zlib.compress(raw)), (b"IEND", b""))
    )


def filtered(row: bytes, previous: bytes, kind: int) -> bytes:
    return bytes(
        (row[i] - predict(kind, row[i - 4] if i >= 4 else 0, previous[i], previous[i - 4] if i >= 4 else 0)) % 256
        for i in range(len(row))
    )


@settings(max_examples=examples(60), deadline=None)
@given(st.data())
def test_the_top_left_corner_reads_as_the_same_pixels_whatever_the_filters(data):
    width, height = data.draw(st.integers(1, 9)), data.draw(st.integers(1, 7))
    rows = [data.draw(st.binary(min_size=width * 4, max_size=width * 4)) for _ in range(height)]
    png = encode(rows, width, [data.draw(st.integers(0, 4)) for _ in range(height)])
    keep_w, keep_h = data.draw(st.integers(1, width)), data.draw(st.integers(1, height))
    cut = top_left(png, keep_w, keep_h)
    assert size(cut) == (keep_w, keep_h)
    assert decode(cut) == [row[: keep_w * 4] for row in rows[:keep_h]]


def test_a_corner_as_big_as_the_picture_or_bigger_leaves_it_as_it_is():
    png = encode([bytes(range(8))], 2, [1])
    assert top_left(png, 2, 1) is png and top_left(png, 50, 50) is png


@pytest.mark.parametrize("junk", [b"", b"GIF89a", b"\x89PNG\r\n\x1a\n\x00\x00"])
def test_bytes_that_are_no_png_are_refused_in_one_error(junk):
    with pytest.raises(NotAPicture):
        top_left(junk, 1, 1)


def test_a_damaged_chunk_is_refused():
    png = bytearray(encode([bytes(8)], 2, [0]))
    png[20] ^= 0xFF  # inside the header: its CRC no longer matches
    with pytest.raises(NotAPicture):
        top_left(bytes(png), 1, 1)


@pytest.mark.parametrize(
    "picture, window, device, ratio",
    [
        ((374, 505), (390, 844), 1.0, 390 / 374),  # a phone at 1×: just fits the width
        ((374, 505), (390, 844), 2.0, 2.0),  # at 2×: as sharp as wanted
        ((374, 1700), (390, 844), 1.0, 844 / 1700),  # a long match: smaller, but whole
        ((0, 0), (390, 844), 1.0, 2.0),  # not measured yet: as wanted
    ],
)
def test_the_capture_is_as_sharp_as_wanted_unless_the_window_is_too_small(picture, window, device, ratio):
    assert fitting_ratio(2.0, picture, window, device) == pytest.approx(ratio)
