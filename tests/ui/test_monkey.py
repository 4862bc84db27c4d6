"""A monkey at the table, in-process: seeded random walks over the app's sessions (ui_harness.py) on a real store,
each step what a distracted player's hands might do: tap anything enabled (dialogs and menus too), type names,
digits and odd text into a field and submit it, press keys, turn the phone, the browser's back, open the
tab anew. Never the failure screen, never an error the app logged, and afterwards every stored match reads back
without a problem. The browser's walk (tests/e2e/test_monkey_in_browser.py) is short: it proves the same walk
through Chromium's own reload, back and forward and taps by position; the many steps are here."""

from __future__ import annotations

import random

import flet as ft
import pytest
from test_screens import start
from ui_harness import Table, control_id, name_of, run

from scorepad.rules.matchfile import read_match_file
from scorepad.ui.app import make_main

TEXTS = ("Anna", "Ben", "Carla", "Dan", "von Bülow", "Zoë", "13", "7", "0", "26", "100", "-3", "  ", "", "🂡♥",
         "x" * 45, "李", "\u200bAnna", "1e9", "٣")  # fmt: skip
KEYS = ("Enter", "Escape", "Tab", "Backspace", "Arrow Down", "Q", "1", "3", "Z")
ACTIONS = (("tap", 60), ("type", 12), ("key", 8), ("turn", 5), ("back", 8), ("reopen", 3))
WALKS, STEPS = (1, 2, 3, 4, 5, 6), 150


def tappable(t) -> list:
    """Every enabled control on show with a click to give (the screen, its dialogs and sheets)."""
    return [c for c in t.all() if getattr(c, "on_click", None) is not None and not getattr(c, "disabled", False)]


async def step(t, rng: random.Random, action: str) -> str:
    """One step of the walk; what it did, for the failure's report."""
    if action == "tap" and (targets := tappable(t)):
        target = rng.choice(targets)
        await t.fire(target, "click")
        return f"tap {type(target).__name__} {name_of(target)!r}"
    fields = [c for c in t.all() if isinstance(c, ft.TextField) and not c.disabled]
    if action == "type" and fields:
        field, text = rng.choice(fields), rng.choice(TEXTS)
        await t.type(field.label, text) if field.label else await t.fire(field, "change", text)
        if rng.random() < 0.3 and getattr(field, "on_submit", None) is not None:
            await t.fire(field, "submit", text)
        return f"type {text!r} into {field.label!r}"
    if action == "key":
        key = rng.choice(KEYS)
        await t.key(key, ctrl=key == "Z")
        return f"key {key}"
    if action == "turn":
        width, height = rng.choice(((390, 844), (844, 390), (1280, 800)))
        await t.resize(width, height)
        return f"turn {width}x{height}"
    if action == "back" and t.app.nav.trail.below is not None:
        await t.browser_back()
        return "the browser's back"
    return "nothing to do"


def phone(store) -> Table:
    """A tab of an Android phone's browser on `scorepad --web`, as the browser's monkey walks."""
    return Table(make_main(store, "en"), route="/", web=True, platform=ft.PagePlatform.ANDROID)


async def walk(store, seed: int, steps: int) -> list[str]:
    """A walk of `steps` steps from the app's start (a phone already in use for even seeds); its steps."""
    rng = random.Random(seed)
    open_tab = lambda: phone(store).open()  # noqa: E731
    t, done = await open_tab(), []
    if seed % 2 == 0:
        await start(t)
    try:
        for _ in range(steps):
            action = rng.choices([a for a, _ in ACTIONS], [w for _, w in ACTIONS])[0]
            if action == "reopen":  # the tab reloaded: a new session on the same store
                t.close()
                t, did = await open_tab(), "the tab opened anew"
            else:
                did = await step(t, rng, action)
            done.append(did)
            assert t.app.chrome.failure is None, f"the failure screen: {t.app.chrome.failure}"
    except BaseException as error:
        recent = "\n  ".join(done[-15:])
        raise AssertionError(f"seed {seed}, step {len(done)}: {error}\n  last steps:\n  {recent}") from error
    finally:
        t.close()
    return done


@pytest.mark.parametrize("seed", WALKS)
def test_a_monkey_at_the_table_never_meets_the_failure_screen_and_leaves_every_match_readable(store, seed):
    steps = run(walk(store, seed, STEPS))
    assert sum(s.startswith("tap") for s in steps) > STEPS // 3  # the walk did reach the controls
    for stored in store.matches():
        _, problems = read_match_file(store.export_match(stored.id))
        assert problems == [], f"seed {seed}: match {stored.id}: {problems}"


def test_the_monkeys_taps_reach_every_control_the_harness_can_name(store):
    async def flow():
        t = await phone(store).open()
        try:
            assert all(control_id(c) for c in tappable(t)) and tappable(t)
        finally:
            t.close()

    run(flow())
