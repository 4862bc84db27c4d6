"""Small checks of values read from outside, shared by every reader: whole numbers and stored times."""

from __future__ import annotations

from datetime import UTC, datetime


def is_whole(value: object) -> bool:
    """A whole number (JSON's integers; true and false are not numbers)."""
    return isinstance(value, int) and not isinstance(value, bool)


def moment(value: object) -> datetime | None:
    """An ISO-8601 time as an aware datetime (UTC when it names no offset), or None when it is not one."""
    if not isinstance(value, str):
        return None
    try:
        found = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return found if found.tzinfo else found.replace(tzinfo=UTC)


def is_stamp_time(value: object) -> bool:
    """A story's time: ISO 8601 with its offset ("2026-12-02T20:04:11.204+00:00"; "Z" for UTC)."""
    if not isinstance(value, str) or "T" not in value:
        return False
    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00")).tzinfo is not None
    except ValueError:
        return False
