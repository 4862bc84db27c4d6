"""Names as typed: no capital forced on any word, the length limit shown and kept while typing."""

import flet as ft
import pytest
from ui_harness import run

from scorepad.rules.names import MAX_NAME_LENGTH

TABLE = ("von Bülow", "de la Cruz", "anna", "Ben")


def name_field(t, seat: int) -> ft.TextField:
    return next(c for c in t.all() if isinstance(c, ft.TextField) and c.label == f"Player {seat}")


def test_the_name_field_never_capitalises_by_itself(open_table):
    """Flutter's web engine rewrites what is typed for any capitalisation but none ("von" became "Von" with
    WORDS, and would with SENTENCES): the person typing decides."""

    async def flow():
        t = await open_table()
        assert all(name_field(t, seat).capitalization == ft.TextCapitalization.NONE for seat in range(1, 5))

    run(flow())


def test_names_are_kept_as_typed_on_the_scorecard_in_the_store_and_as_recent_names(open_table, store):
    async def flow():
        t = await open_table()
        for seat, name in enumerate(TABLE):
            await t.type(f"Player {seat + 1}", name)
        await t.tap("Start match")
        match = store.summaries(0, 1)[0]
        assert store.get(match.id).match.players == TABLE
        assert all(name in t.text() for name in TABLE)
        assert store.recent_names()[:4] == list(TABLE)

    run(flow())


@pytest.mark.parametrize(
    "typed, counter",
    [
        ("Anna", ""),
        ("x" * (MAX_NAME_LENGTH - 11), ""),
        ("x" * (MAX_NAME_LENGTH - 10), f"{MAX_NAME_LENGTH - 10}/{MAX_NAME_LENGTH}"),
        ("x" * MAX_NAME_LENGTH, f"{MAX_NAME_LENGTH}/{MAX_NAME_LENGTH}"),
    ],
)
def test_the_limit_is_kept_while_typing_and_near_it_the_count_shows(open_table, typed, counter):
    async def flow():
        t = await open_table()
        await t.type("Player 1", typed)
        field = name_field(t, 1)
        assert field.max_length == MAX_NAME_LENGTH and (field.counter or "") == counter

    run(flow())
