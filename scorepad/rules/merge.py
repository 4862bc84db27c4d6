"""Two copies of one match that went on apart, merged hand by hand through each hand's story.

A hand is the same hand on both sides when it was entered at the same moment by the same label (a hand
entered before stories were kept: the same hand as first written). Of the same hand, the copy whose changes
extend the other's wins; the times it was taken back and put back are joined. A hand one side took back
leaves the other side too, unless that side built another hand on it. Hands only one side has are added, and
the hands taken back of both are kept, each once. Anything else is a disagreement, and nothing is merged.

The result does not depend on which copy is "mine": two devices that import each other's copy end with the
same match.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from scorepad.rules.story import bare
from scorepad.rules.match import Change, Hand, HandStory, Match, PutBack, Stamp, TakenBack
from scorepad.rules.scorecard import scorecard

ENTERED = "entered"  # the two copies hold different hands under this number
CHANGED = "changed"  # both changed the hand, differently
BUILT_ON = "built_on"  # one copy took the hand back, the other added hands after it
OTHER = "other"  # other players, rules or first dealer: not copies of one match
INVALID = "invalid"  # each copy is valid, their hands together are not (a change on one side ended the match earlier)


@dataclass(frozen=True)
class Disagreement:
    """Why two copies can't be merged, and the first hand where they part (None: the whole match)."""

    reason: str
    hand: int | None = None


def merge(mine: Match, theirs: Match) -> Match | Disagreement:
    """The match both copies grew into, or where they truly disagree."""
    if (mine.players, mine.rules, mine.first_dealer) != (theirs.players, theirs.rules, theirs.first_dealer):
        return Disagreement(OTHER)
    gone = _joined_taken_back(mine.taken_back + theirs.taken_back)
    every = mine.hands + theirs.hands + tuple(g.hand for g in mine.taken_back + theirs.taken_back)
    gone = tuple(g for g in gone if not _put_back_since(g, every))
    left, right = _without_taken_back(mine.hands, gone), _without_taken_back(theirs.hands, gone)
    for side in (left, right):
        if isinstance(side, Disagreement):
            return side
    assert not isinstance(left, Disagreement) and not isinstance(right, Disagreement)
    hands = []
    for number in range(1, max(len(left[0]), len(right[0])) + 1):
        hand = _either(left[0], right[0], number)
        if isinstance(hand, Disagreement):
            return hand
        hands.append(hand)
    gone = _joined_taken_back(gone + left[1] + right[1])
    merged = replace(mine, hands=tuple(hands), taken_back=gone, extra={**theirs.extra, **mine.extra})
    problems = scorecard(merged).problems  # each copy was valid; their hands together may not be (an end moved)
    return Disagreement(INVALID, problems[0].hand) if problems else merged


def same_story(one: Match, other: Match) -> bool:
    """Whether two copies hold the same hands with the same stories and the same hands taken back."""
    def stories(m: Match) -> object:
        return [(h, h.story, h.extra) for h in m.hands], [(g, g.hand.story) for g in m.taken_back]

    return one == other and stories(one) == stories(other)


def _either(left: tuple[Hand, ...], right: tuple[Hand, ...], number: int) -> Hand | Disagreement:
    if number > len(left):
        return right[number - 1]
    if number > len(right):
        return left[number - 1]
    return merge_hand(left[number - 1], right[number - 1], number)


def merge_hand(one: Hand, other: Hand, number: int | None = None) -> Hand | Disagreement:
    """The same hand from two copies: the one whose changes extend the other's, with the put-backs of both."""
    if identity(one) != identity(other):
        return Disagreement(ENTERED, number)
    first, second = _changes(one), _changes(other)
    if first[:len(second)] == second:
        longer = one
    elif second[:len(first)] == first:
        longer = other
    else:
        return Disagreement(CHANGED, number)
    if first == second and bare(one) != bare(other):
        return Disagreement(CHANGED, number)
    if one.story is None and other.story is None:
        return longer
    put_back = tuple(sorted(set(_put_back(one) + _put_back(other)), key=lambda p: (p.at, p.by, p.taken.at, p.taken.by)))
    story = longer.story or HandStory()
    return replace(longer, story=replace(story, put_back=put_back))


def identity(hand: Hand) -> tuple[str, Stamp | Hand]:
    """What makes two hands the same hand: when and by whom it was entered, or (before stories were kept)
    the hand as first written."""
    story = hand.story
    if story is not None and story.entered is not None:
        return ("entered", story.entered)
    first = story.changes[0].before if story is not None and story.changes else bare(hand)
    return ("written", first)


def _changes(hand: Hand) -> tuple[Change, ...]:
    return hand.story.changes if hand.story is not None else ()


def _put_back(hand: Hand) -> tuple[PutBack, ...]:
    return hand.story.put_back if hand.story is not None else ()


def _put_back_since(gone: TakenBack, hands: tuple[Hand, ...]) -> bool:
    """Whether a hand taken back was put back on one of the copies (its story says so)."""
    taken = Stamp(gone.at, gone.by)
    return any(identity(hand) == identity(gone.hand) and any(p.taken == taken for p in _put_back(hand)) for hand in hands)


def _without_taken_back(hands: tuple[Hand, ...], gone: tuple[TakenBack, ...]) -> tuple[tuple[Hand, ...], tuple[TakenBack, ...]] | Disagreement:
    """A copy's hands without those the other copy took back (which must be its last ones), and those hands
    taken back with the story they had here when it is longer."""
    kept = list(hands)
    stories: list[TakenBack] = []
    while kept:
        match = next((g for g in gone if g.number == len(kept) and identity(g.hand) == identity(kept[-1])), None)
        if match is None:
            break
        merged = merge_hand(match.hand, kept.pop(), match.number)
        if isinstance(merged, Disagreement):  # taken back on one side, changed otherwise on this one
            return merged
        stories.append(replace(match, hand=merged))
    for number, hand in enumerate(kept, start=1):
        if any(g.number == number and identity(g.hand) == identity(hand) for g in gone):
            return Disagreement(BUILT_ON, number)
    return tuple(kept), tuple(stories)


def _joined_taken_back(gone: tuple[TakenBack, ...]) -> tuple[TakenBack, ...]:
    """The hands taken back of both copies, each once (with the longer story), oldest first."""
    joined: list[TakenBack] = []
    for item in gone:
        key = (item.number, item.at, item.by, identity(item.hand))
        for index, known in enumerate(joined):
            merged = merge_hand(known.hand, item.hand, item.number)
            if (known.number, known.at, known.by, identity(known.hand)) == key and isinstance(merged, Hand):
                joined[index] = replace(item, hand=merged)
                break
        else:
            joined.append(item)
    # at one moment (stamps keep seconds), hands are taken back from the last: the higher number first
    return tuple(sorted(joined, key=lambda g: (g.at, -g.number, g.by, repr(g.hand.story))))
