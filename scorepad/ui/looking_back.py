"""Looking back, as the screens write it: time spans for the statistics' filters, figures in each language."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from scorepad.stats import Span

SPANS = ("all", "year", "12m", "month", "30d")


def span_for(choice: str, variant: str | None, now: datetime | None = None) -> Span:
    """The Span of a filter choice; time bounds are the UTC instants of local calendar bounds."""
    local = (now or datetime.now().astimezone()).astimezone()
    start = None
    if choice == "year":
        start = local.replace(month=1, day=1, hour=0, minute=0, second=0, microsecond=0)
    elif choice == "month":
        start = local.replace(day=1, hour=0, minute=0, second=0, microsecond=0)
    elif choice == "12m":
        start = local - timedelta(days=365)
    elif choice == "30d":
        start = local - timedelta(days=30)
    since = start.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S") if start is not None else None
    return Span(variant=variant, since=since)
