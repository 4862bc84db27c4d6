"""The start page's glance as the app's Python makes it (scorepad/ui/glance.py) and the published site carries
it (scorepad/site/glance.py): the engine's totals and the catalogue's words as JSON text, nothing for a match
that is over or a glance too long to keep, and the page and the archive's Python with one build stamp."""

from __future__ import annotations

import json
import re
import tarfile

import pytest

from scorepad.rules import Hand, Rules
from scorepad.storage import Store
from scorepad.ui import glance


@pytest.fixture
def store(tmp_path):
    return Store(tmp_path / "data")


def test_a_running_match_is_its_next_deal_and_the_engines_totals_in_the_players_language(store):
    match = store.create(("Anna", "Ben", "Carla", "Dan"))
    stored = store.add_hand(match.id, Hand((5, 8, 13, 0)))
    stored = store.add_hand(match.id, Hand((0, 0, 13, 13)))
    kept = json.loads(glance.rendering(stored, "de", "b1"))
    assert (kept["stamp"], kept["lang"], kept["title"]) == ("b1", "de", "Spiel 3 · Geber Carla")
    assert kept["players"] == [
        ["Anna", "5", "Anna: 5 insgesamt"],
        ["Ben", "8", "Ben: 8 insgesamt"],
        ["Carla", "26", "Carla: 26 insgesamt"],
        ["Dan", "13", "Dan: 13 insgesamt"],
    ]
    assert kept["lines"][0].startswith("↕ 3 Karten")


def test_a_negative_total_is_shown_with_the_minus_sign_a_person_reads_and_read_out_as_the_app_does(store):
    match = store.create(("Anna", "Ben", "Carla", "Dan"))
    stored = store.add_hand(match.id, Hand((0, 0, 0, 26), moon="minus"))
    assert json.loads(glance.rendering(stored, "en", "b1"))["players"][3] == ["Dan", "\u221226", "Dan: -26 in total"]


def test_a_match_that_is_over_has_no_glance(store):
    match = store.create(("Anna", "Ben", "Carla", "Dan"), Rules(target=20))
    assert glance.rendering(store.get(match.id), "en", "b1") != ""
    assert glance.rendering(store.add_hand(match.id, Hand((1, 0, 4, 21))), "en", "b1") == ""


def test_a_glance_too_long_to_keep_is_not_kept(store, monkeypatch):
    stored = store.create(("A" * 40, "B" * 40, "C" * 40, "D" * 40, "E" * 40, "F" * 40))
    assert len(glance.rendering(stored, "en", "b1")) <= glance.LIMIT
    monkeypatch.setattr(glance, "LIMIT", 100)
    assert glance.rendering(stored, "en", "b1") == ""


def test_the_page_shows_only_the_glance_of_the_build_whose_python_the_archive_carries(published_site):
    site = published_site
    with tarfile.open(site / "app.tar.gz") as archive:
        stamp = json.load(archive.extractfile(f"scorepad/{glance.PUBLISHED}"))["stamp"]
    html = (site / "index.html").read_text(encoding="utf-8")
    assert re.findall(r'const STAMP = "([0-9a-f]+)";', html) == [stamp]
    assert html.index("scorepad-glance") < html.index("flutter_service_worker.js?v=")  # drawn before anything starts
    assert 'const KEY = "flutter.scorepad.glance";' in html and "innerHTML" not in html
    assert glance.stamp() is None  # the checkout is no published site: its app keeps no glance
