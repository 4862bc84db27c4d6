"""Each hand's story in words: "entered 21:04 by Carla (score link) · changed 21:07 by host: Ben 13 → 12".

Times are shown in local time (the clock of the device that shows them), with the date when it is not today.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, date, datetime, tzinfo

from scorepad.i18n import catalog, t
from scorepad.i18n.words import figure, seat_name, shown
from scorepad.rules.match import Hand, Match
from scorepad.rules.story import HOST_LABEL, TakenBack, author
from scorepad.rules.values import moment

SEPARATOR = " · "


def label(by: str, lang: str) -> str:
    """A stored label in the user's language: "Carla (Mitschreib-Link)", "Gastgeber", "dieses Handy"."""
    kind, name = author(by)
    known = f"story.by.{kind}" in catalog.TEXT
    if name and known:
        return t("story.linked", lang, name=shown(name), link=t(f"story.by.{kind}", lang))
    return t(f"story.by.{kind}", lang) if known else shown(by)


def clock(at: str, lang: str, today: date | None = None, tz: tzinfo | None = None) -> str:
    """A stored time as the local "21:04", with its date when that is not `today` (a text that is no time: as it is)."""
    when = moment(at)
    if when is None:
        return shown(at)
    local = when.astimezone(tz)
    time = local.strftime("%H:%M")
    if local.date() == (today or datetime.now(tz).astimezone(tz).date()):
        return time
    return t("story.date", lang, year=local.year, month=local.month, day=local.day, time=time)


def difference(before: Hand, after: Hand, players: Sequence[str], lang: str) -> str:
    """What a change did: "Ben 13 → 12, Carla 0 → 1", and the moon, the J♦, the die and the sun where they changed."""
    parts = [
        t("story.points", lang, name=seat_name(seat, players, lang), before=figure(old), after=figure(new))
        for seat, (old, new) in enumerate(zip(before.points, after.points, strict=True))
        if old != new
    ]
    if before.moon != after.moon:
        parts.append(t("story.moon", lang, before=_choice(before.moon, lang), after=_choice(after.moon, lang)))
    if before.jack != after.jack:
        parts.append(
            t("story.jack", lang, before=_seat(before.jack, players, lang), after=_seat(after.jack, players, lang))
        )
    if before.suit != after.suit:
        parts.append(t("story.suit", lang, before=_suit(before.suit, lang), after=_suit(after.suit, lang)))
    if before.sun != after.sun:
        parts.append(t("story.sun" if after.sun else "story.no_sun", lang))
    return ", ".join(parts)


def hand_story(
    hand: Hand, players: Sequence[str], lang: str, today: date | None = None, tz: tzinfo | None = None
) -> str:
    """A hand's story in one line: how it was entered, then each change and what it did, oldest first."""
    story = hand.story
    if story is None or story.entered is None:
        parts = [t("story.before_stories", lang)]
    else:
        parts = [_stamped("story.entered", story.entered.at, story.entered.by, lang, today, tz)]
    changes = story.changes if story is not None else ()
    events = []
    for index, change in enumerate(changes):
        after = changes[index + 1].before if index + 1 < len(changes) else hand
        what = difference(change.before, after, players, lang)
        events.append((_moment(change.at), _stamped("story.changed", change.at, change.by, lang, today, tz, what=what)))
    for back in story.put_back if story is not None else ():
        taken = _stamped("story.taken_back", back.taken.at, back.taken.by, lang, today, tz)
        events.append((_moment(back.at), taken + ", " + _stamped("story.put_back", back.at, back.by, lang, today, tz)))
    events.sort(key=lambda event: event[0])  # stable: changes, then put-backs, at the same moment
    return SEPARATOR.join(parts + [text for _, text in events])


def taken_back_story(
    gone: TakenBack, players: Sequence[str], lang: str, today: date | None = None, tz: tzinfo | None = None
) -> str:
    """A hand taken back: its story, then when and by whom it was taken back."""
    return SEPARATOR.join(
        [
            hand_story(gone.hand, players, lang, today, tz),
            _stamped("story.taken_back", gone.at, gone.by, lang, today, tz),
        ]
    )


def points_text(hand: Hand, players: Sequence[str], lang: str) -> str:
    """A hand's points by name: "Anna 26, Ben 0, Carla 0, Dan 0"."""
    return ", ".join(f"{seat_name(seat, players, lang)} {figure(points)}" for seat, points in enumerate(hand.points))


def news_line(number: int, before: Hand, after: Hand, by: str, players: Sequence[str], lang: str) -> str:
    """The watchers' line for a changed hand: "Hand 4 changed by the host: Ben 13 → 12"."""
    what = difference(before, after, players, lang)
    if author(by)[0] == HOST_LABEL:
        return t("story.news.host", lang, number=number, what=what)
    return t("story.news", lang, number=number, by=label(by, lang), what=what)


def latest_news(match: Match, lang: str) -> str | None:
    """The watchers' line when the match's newest event is a change or a hand taken back (None: a hand entered)."""
    events: list[tuple[str, str, int, Hand, Hand | None, str]] = []
    for number, hand in enumerate(match.hands, start=1):
        story = hand.story
        if story is None:
            continue
        if story.entered is not None:
            events.append((story.entered.at, "entered", number, hand, None, story.entered.by))
        for index, change in enumerate(story.changes):
            after = story.changes[index + 1].before if index + 1 < len(story.changes) else hand
            events.append((change.at, "changed", number, change.before, after, change.by))
        events += [(back.at, "put_back", number, hand, None, back.by) for back in story.put_back]
    events += [(gone.at, "taken_back", gone.number, gone.hand, None, gone.by) for gone in match.taken_back]
    if not events:
        return None
    # stamps keep seconds: of two events in one second, the one listed later (a hand's later change) is newer
    at, kind, number, before, after, by = max(reversed(events), key=lambda event: _moment(event[0]))
    if kind == "changed" and after is not None:
        return news_line(number, before, after, by, match.players, lang)
    if kind in ("taken_back", "put_back"):
        host = author(by)[0] == HOST_LABEL
        return t(f"story.news.{kind}.host" if host else f"story.news.{kind}", lang, number=number, by=label(by, lang))
    return None


def _moment(at: str) -> datetime:
    """A stored time for ordering: one that is no time comes first."""
    return moment(at) or datetime.min.replace(tzinfo=UTC)


def _stamped(key: str, at: str, by: str, lang: str, today, tz, **values) -> str:
    time = clock(at, lang, today, tz)
    if not by:
        return t(f"{key}.nobody", lang, time=time, **values)
    return t(key, lang, time=time, by=label(by, lang), **values)


def _choice(moon: str | None, lang: str) -> str:
    return t(f"choice.{moon}", lang) if moon in ("minus", "plus") else t("story.none", lang)


def _seat(seat: int | None, players: Sequence[str], lang: str) -> str:
    return seat_name(seat, players, lang) if seat is not None else t("story.none", lang)


def _suit(suit: str | None, lang: str) -> str:
    return t(f"suit.{suit}", lang) if suit in ("spades", "hearts", "diamonds", "clubs") else t("story.none", lang)
