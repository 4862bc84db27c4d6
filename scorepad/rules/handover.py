"""The hand-over link: a running match carried to another phone in an address, `SITE#/take/PAYLOAD`.

This is a contract other tools build and read: PAYLOAD is the match file exactly as `scorepad export ID` writes
it (format, version, needs, story and all: UTF-8 bytes) in JSON's compact form, without the spaces between its
parts (a reader takes any JSON: the indented export packed as it is reads too), compressed with raw DEFLATE
(RFC 1951, no zlib or gzip header) and written in base64url without padding (RFC 4648 section 5). It is in the fragment, so no server
ever sees it. Reading one never raises: a payload that is damaged, cut short, or made by a newer Scorepad is
refused with one problem, and nothing of it is taken.

Raw DEFLATE has no checksum: a damaged link is found when its stream, its JSON or its match does not read,
which catches nearly every change but not each one; a QR code's own error correction guards a scanned link.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from urllib.parse import urlsplit, urlunsplit

from scorepad.rules import problems as P
from scorepad.rules.limits import load_json
from scorepad.rules.matchfile import needs_newer, read_match_file
from scorepad.rules.problems import Problem

ROUTE = "/take/"  # the app's route after the '#'
MARK = "#" + ROUTE  # what a link holds between the site's address and the payload
ALPHABET = re.compile(r"[A-Za-z0-9_-]*")  # base64url (RFC 4648 section 5), no padding
MAX_FILE = 1_000_000  # bytes a payload may inflate to: a match of a thousand hands and their stories is a fifth of it
FOUND = re.compile(re.escape(MARK) + r"(\S*)")


def payload_of(file: bytes) -> str:
    """The payload of a match file's bytes: raw DEFLATE, then base64url without padding."""
    packer = zlib.compressobj(level=9, wbits=-15, memLevel=9)
    packed = packer.compress(file) + packer.flush()
    return base64.urlsafe_b64encode(packed).rstrip(b"=").decode("ascii")


def link_of(site: str, payload: str) -> str:
    """The link: the site's address (without a fragment), '#/take/', the payload."""
    return site_address(site) + MARK + payload


def file_of(payload: str) -> tuple[bytes | None, Problem | None]:
    """The match file's bytes in a payload, or why there are none: not base64url or no DEFLATE stream
    (damaged), a stream that stops before its end (cut short), or more than MAX_FILE bytes."""
    if not ALPHABET.fullmatch(payload) or not payload:
        return None, Problem(P.LINK_DAMAGED)
    if len(payload) % 4 == 1:  # no base64 text ends so: a letter more than whole bytes, as a cut may leave
        _, problem = file_of(payload[:-1]) if len(payload) > 1 else (None, Problem(P.LINK_CUT_SHORT))
        return None, problem if problem is not None else Problem(P.LINK_DAMAGED)
    try:
        packed = base64.b64decode(payload + "=" * (-len(payload) % 4), altchars=b"-_", validate=True)
        unpacker = zlib.decompressobj(wbits=-15)
        file = unpacker.decompress(packed, MAX_FILE + 1)
    except (binascii.Error, zlib.error):
        return None, Problem(P.LINK_DAMAGED)
    if len(file) > MAX_FILE or unpacker.unconsumed_tail:
        return None, Problem(P.LINK_DAMAGED)
    if not unpacker.eof:
        return None, Problem(P.LINK_CUT_SHORT)
    if unpacker.unused_data:  # bytes after the stream's end: something else was appended
        return None, Problem(P.LINK_DAMAGED)
    return file, None


def read_payload(payload: str) -> tuple[dict[str, object] | None, Problem | None]:
    """The match file in a payload as data for an import, checked as `import` checks a file: or one problem,
    the link's (damaged, cut short, made by a newer Scorepad)."""
    file, problem = file_of(payload)
    if file is None:
        return None, problem
    data, problems = load_json(file)
    if not problems:
        match, problems = read_match_file(data)
    if needs_newer(problems):
        return None, Problem(P.LINK_NEWER)
    if problems or not isinstance(data, dict):
        return None, Problem(P.LINK_DAMAGED)
    return data, None


def payload_in(text: str) -> str | None:
    """The payload of a link in `text` (a link alone, or as a share sheet gives it, with words around it);
    a route '/take/PAYLOAD' too. None when it holds no link."""
    text = text.strip()
    if text.startswith(ROUTE):
        return text[len(ROUTE):]
    found = FOUND.search(text)
    return found.group(1) if found else None


def site_address(url: str) -> str:
    """The site's address as a link starts: as given, without its fragment; '' when it is not an http or https
    address with a host."""
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return ""
    if parts.scheme.lower() not in ("http", "https") or not parts.netloc:
        return ""
    return urlunsplit(parts._replace(fragment=""))
