"""The questions the table asks before it does something, and what it says after: every one says what it
will do to what. Plain values (Question, Choice) from the engine's answers; nothing here writes."""

from __future__ import annotations

from collections.abc import Callable

from scorepad.i18n.words import card_name, figure, names
from scorepad.rules import HandDraft, scorecard
from scorepad.ui.chrome import Choice, Question


def moon(ui, table, check, chosen: Callable[[str], object]) -> Question:
    """Both ways to score the moon with the totals each leads to; the one that hands the match away is marked."""
    shooter = check.shooter
    sun = table.entry.sun and table.entry.can_be_sun
    name = table.players[shooter]
    points = table.stored.match.rules.sun if sun else check.points[shooter]
    choices = []
    for option in check.moon_options:
        totals = ui.t("moon.leads_to", totals=scores_line(table.players, option.totals))
        warning = (
            ui.t("moon.ends_other", names=names(option.outcome.winners, table.players, ui.lang))
            if option.hands_match_to_another
            else ""
        )
        good = ui.t("moon.ends_win", name=name) if option.shooter_wins else ""
        choices.append(
            Choice(
                ui.t(f"moon.option.{option.choice}", name=name, points=points),
                lambda choice=option.choice: chosen(choice),
                (totals,),
                warning,
                good,
                "big",
            )
        )
    choices.append(Choice(ui.t("app.cancel"), None))
    title = ui.t("sun.title" if sun else "moon.title", name=name)
    return Question(title, tuple(choices), (ui.t("moon.pick", name=name),))


def edit(ui, table, moon_choice: str | None, change: Callable) -> Question:
    """Change hand k? With what changes in it and the totals it leads to."""
    return Question(
        ui.t("entry.edit_confirm", number=table.editing),
        (
            Choice(ui.t("app.cancel"), None),
            Choice(ui.t("entry.change"), change, tone="primary"),
        ),
        edit_summary(ui, table, moon_choice),
    )


def edit_summary(ui, table, moon_choice: str | None) -> tuple[str, ...]:
    """'Carla 13 → 0, Dan 0 → 13', 'Q♠: Carla → Dan', 'Totals then: …' (the engine's, replayed)."""
    players, was, hand = table.players, table.edit_was, table.entry.hand(moon_choice)
    lines = []
    changed = [
        f"{players[s]} {figure(a)} → {figure(b)}"
        for s, (a, b) in enumerate(zip(was.points, hand.points, strict=True))
        if a != b
    ]
    if changed:
        lines.append(ui.t("entry.edit_points", changes=", ".join(changed)))
    before = dict(HandDraft.of_hand(was, len(players), table.stored.match.rules).takers)
    for card, seat in table.entry.takers:
        if before.get(card) is not None and seat is not None and before[card] != seat:
            lines.append(f"{card_name(card, ui.lang)}: {players[before[card]]} → {players[seat]}")
    after = scorecard(table.stored.match.with_hand_replaced(table.editing, hand)).totals
    now = ", ".join(figure(v) for v in table.card.totals)
    lines.append(ui.t("entry.edit_totals", totals=scores_line(players, after), now=now))
    return tuple(lines)


def same_hand(ui, table, discard: Callable, save_as_next: Callable) -> Question:
    """The other device saved the hand being entered here: discard mine, or save mine as the next hand."""
    number, next_number = table.number, len(table.stored.match.hands) + 1
    return Question(
        ui.t("entry.same_hand_title", number=number),
        (
            Choice(ui.t("app.cancel"), None),
            Choice(ui.t("entry.discard_mine"), discard, tone="danger"),
            Choice(ui.t("entry.save_as_next", number=next_number), save_as_next, tone="primary"),
        ),
        (ui.t("entry.same_hand_body"),),
    )


def undo(ui, table, number: int, take_back: Callable) -> Question:
    """Take back hand k (with what it scored, so the table sees which hand goes)?"""
    return Question(
        ui.t("card.undo_confirm", number=number, scores=hand_scores(table, number)),
        (
            Choice(ui.t("app.cancel"), None),
            Choice(ui.t("card.undo_last"), take_back, tone="primary"),
        ),
    )


def leave(ui, table, discard: Callable) -> Question:
    """Leaving a half-entered hand: keep entering, or drop what was tapped; leaving an edit drops only the
    changes (the saved hand stays, and the question says what it is)."""
    number = table.editing
    if number is not None:
        return Question(
            ui.t("entry.leave_edit_title", number=number),
            (
                Choice(ui.t("entry.keep_editing"), None),
                Choice(ui.t("entry.discard_changes"), discard, tone="danger"),
            ),
            (ui.t("entry.leave_edit_body", number=number, scores=hand_scores(table, number)),),
        )
    return Question(
        ui.t("entry.leave_title", number=table.number),
        (
            Choice(ui.t("entry.keep_entering"), None),
            Choice(ui.t("entry.discard"), discard, tone="danger"),
        ),
        (ui.t("entry.leave_body"),),
    )


def scores_line(players, scores) -> str:
    """'Anna −26, Ben 0, …': each player with a number as a person reads it."""
    return ", ".join(f"{p} {figure(v)}" for p, v in zip(players, scores, strict=True))


def hand_scores(table, number: int) -> str:
    """What hand k scored for each player, as the scorecard shows it (the moon applied)."""
    return scores_line(table.players, table.card.results[number - 1].score.scores)


def delete(ui, date: str, players, delete_it: Callable) -> Question:
    """Deleting asks first (and can still be undone after): a slip of the thumb costs nothing."""
    return Question(
        ui.t("history.delete_confirm", date=date),
        (
            Choice(ui.t("app.cancel"), None),
            Choice(ui.t("history.delete_do"), delete_it, tone="danger"),
        ),
        (", ".join(players),),
    )


def legend(ui) -> Question:
    """What the scorecard's signs mean."""
    signs = ("dealer", "tint", "leader", "near", "pass", "keep", "moon", "queen", "back", "die", "running", "changed")
    return Question(ui.t("legend.title"), (Choice(ui.t("app.close"), None),), tuple(ui.t(f"legend.{s}") for s in signs))


def saved_text(ui, after, number: int) -> str:
    """'Hand 3 saved', with what the moon (or the sun) did when there was one."""
    text = ui.t("entry.saved", number=number)
    results = after.card.results
    if len(results) >= number and results[number - 1].score.moon is not None:
        shot = results[number - 1].score.moon
        result = results[number - 1]
        worth = after.match.rules.sun if shot.sun else result.hand.points[shot.shooter]
        text += " · " + ui.t(
            f"{'sun' if shot.sun else 'moon'}.applied.{shot.applied}",
            name=after.match.players[shot.shooter],
            points=worth,
            score=figure(result.score.scores[shot.shooter]),
        )
    return text


def hand_story(ui, number: int, hand, players) -> Question:
    """A hand's story: "entered 21:04 by Carla (score link) · changed 21:07 by host: Ben 13 → 12"."""
    from scorepad.i18n.story_words import hand_story as story

    return Question(
        ui.t("story.story_of", number=number), (Choice(ui.t("app.close"), None),), (story(hand, players, ui.lang),)
    )


def scorer(ui, players, chosen: Callable[[str], object]) -> Question:
    """Who scores on this phone: a player's name (or none), for the story of each hand it enters or changes."""
    choices = [Choice(name, lambda name=name: chosen(name)) for name in players]
    choices += [Choice(ui.t("score.nobody"), lambda: chosen("")), Choice(ui.t("app.cancel"), None)]
    return Question(ui.t("score.who"), tuple(choices), (ui.t("score.who_about"),))
