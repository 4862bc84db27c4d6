"""Per-player statistics, the leaderboard and head-to-head over hand-built match sets."""

import pytest
from stats_build import SHORT, facts, play, won_by

from scorepad.rules import Hand, Rules
from scorepad.stats import Span, group_of, head_to_head, leaderboard, player_stats, with_alias

ABCD = ("Anna", "Ben", "Carla", "Dieter")


def test_a_player_is_the_same_person_whatever_the_case_and_spaces():
    found = player_stats(
        [
            facts(won_by(("Anna", "Ben", "Carla"), 0), "2026-01-01T10:00:00Z"),
            facts(won_by((" anna ", "Ben", "Carla"), 1), "2026-01-02T10:00:00Z"),
            facts(won_by(("ANNA", "ben", "Carla"), 2), "2026-01-03T10:00:00Z"),
        ]
    )
    assert sorted(found) == ["anna", "ben", "carla"]
    assert found["anna"].matches == 3
    assert found["anna"].name == "ANNA"  # the latest spelling is shown


def test_matches_played_won_and_the_win_rate_count_finished_matches_only():
    running = play(ABCD, [Hand((0, 5, 8, 13))])
    found = player_stats([facts(won_by(ABCD, 0)), facts(won_by(ABCD, 0)), facts(won_by(ABCD, 1)), facts(running)])
    anna = found["anna"]
    assert (anna.matches, anna.finished, anna.wins, anna.shared_wins) == (4, 3, 2, 0)
    assert anna.win_rate == pytest.approx(2 / 3)
    assert found["carla"].win_rate == 0.0
    assert player_stats([facts(running)])["anna"].win_rate is None


def test_average_points_per_hand_is_the_engine_total_over_the_hands_played():
    first = play(ABCD, [Hand((0, 5, 8, 13)), Hand((2, 3, 8, 13))])  # Dieter 26: over, Anna leads with 2
    second = play(ABCD, [Hand((4, 0, 9, 13))])
    found = player_stats([facts(first), facts(second)])
    assert found["anna"].points == 6 and found["anna"].hands == 3
    assert found["anna"].points_per_hand == pytest.approx(2.0)
    assert found["dieter"].points_per_hand == pytest.approx(13.0)


MOON_BEN = Hand((0, 26, 0, 0))
BEN_AHEAD = [Hand((0, 13, 13, 0)), Hand((0, 14, 0, 12))]  # (0, 27, 13, 12): plus would end it with Anna winning


@pytest.mark.parametrize(
    "rules, before, moon, points_after, applied",
    [
        (Rules(target=100), [], "minus", (0, -26, 0, 0), "minus"),
        (Rules(target=100), [], "plus", (26, 0, 26, 26), "plus"),
        (Rules(moon="minus", target=100), [], None, (0, -26, 0, 0), "minus"),
        (Rules(moon="plus", target=100), [], None, (26, 0, 26, 26), "plus"),
        (Rules(moon="plus_safe", target=100), [], None, (26, 0, 26, 26), "plus"),
        (Rules(moon="plus_safe", target=30), BEN_AHEAD, None, (0, 1, 13, 12), "minus"),
    ],
)
def test_a_moon_counts_for_its_shooter_with_the_way_it_was_scored(rules, before, moon, points_after, applied):
    match = play(ABCD, [*before, Hand(MOON_BEN.points, moon=moon)], rules)
    found = player_stats([facts(match)])
    ben = found["ben"]
    assert ben.moons == 1
    assert (ben.moons_minus, ben.moons_plus) == ((1, 0) if applied == "minus" else (0, 1))
    assert tuple(found[k].points for k in ("anna", "ben", "carla", "dieter")) == points_after
    assert sum(s.moons for s in found.values()) == 1


def test_the_omnibus_jack_counts_in_the_points_and_in_who_took_the_most():
    rules = Rules("omnibus", target=100)
    match = play(ABCD, [Hand((0, 0, 13, 13), jack=0), Hand((13, 0, 0, 13), jack=0)], rules)
    found = player_stats([facts(match)])
    assert found["anna"].points == -10 + 3  # (-10, 0, 13, 13) then (3, 0, 0, 13)
    assert (found["carla"].most, found["carla"].most_shared) == (0, 1)
    assert (found["dieter"].most, found["dieter"].most_shared) == (1, 1)
    assert (found["anna"].most, found["anna"].most_shared) == (0, 0)


def test_papayoos_shared_win_counts_as_a_win_for_each_winner():
    rules = Rules("papayoo", rounds=1)
    match = play(("Anna", "Ben", "Carla"), [Hand((48, 48, 48), suit="spades")], rules)
    found = player_stats([facts(match)])
    assert [found[k].wins for k in ("anna", "ben", "carla")] == [1, 1, 1]
    assert [found[k].shared_wins for k in ("anna", "ben", "carla")] == [1, 1, 1]
    assert sum(s.wins for s in found.values()) > 1  # more wins than finished matches


@pytest.mark.parametrize(
    "rules, points, jack, alone, shared",
    [
        (SHORT, (0, 5, 8, 13), None, {"dieter"}, set()),
        (SHORT, (13, 13, 0, 0), None, set(), {"anna", "ben"}),
        (Rules(target=100), (0, 26, 0, 0), None, set(), {"anna", "carla", "dieter"}),  # moon, plus: the others 26
        (Rules("omnibus", target=100), (0, 0, 13, 13), 3, {"carla"}, set()),  # Dieter's jack: 13 - 10
    ],
)
def test_most_points_in_a_hand_is_the_highest_score_alone_or_shared(rules, points, jack, alone, shared):
    moon = "plus" if 26 in points else None
    found = player_stats([facts(play(ABCD, [Hand(points, moon=moon, jack=jack)], rules))])
    assert {k for k, s in found.items() if s.most} == alone
    assert {k for k, s in found.items() if s.most_shared} == shared


def test_a_hand_where_everybody_scores_the_same_counts_for_nobody():
    match = play(("Anna", "Ben", "Carla"), [Hand((48, 48, 48), suit="clubs")], Rules("papayoo", rounds=1))
    found = player_stats([facts(match)])
    assert all(s.most == 0 and s.most_shared == 0 for s in found.values())


def test_best_and_worst_final_scores_come_from_finished_matches_only():
    low = play(ABCD, [Hand((0, 13, 13, 0)), Hand((0, 13, 13, 0))])  # Anna and Dieter 0: tied, play on
    low = play(ABCD, [*low.hands, Hand((1, 0, 12, 13))])  # Anna 1, Dieter 13: Anna wins
    high = play(ABCD, [Hand((13, 0, 0, 13)), Hand((13, 1, 0, 12))])  # Anna 26
    running = play(ABCD, [Hand((0, 0, 13, 13))])  # Anna 0 but not finished
    found = player_stats([facts(low), facts(high), facts(running)])
    assert (found["anna"].best, found["anna"].worst) == (1, 26)
    assert player_stats([facts(running)])["anna"].best is None


def test_the_leaderboard_ranks_wins_then_win_rate_then_points_per_hand_then_name():
    set_ = [
        facts(won_by(("Anna", "Carla", "Dieter"), 0)),
        facts(won_by(("Anna", "Carla", "Dieter"), 0)),  # Anna 2 of 2
        facts(won_by(("Gabi", "Carla", "Dieter"), 0)),
        facts(won_by(("Gabi", "Carla", "Dieter"), 1)),  # Gabi 1 of 2
        facts(play(("Ben", "Eva", "Fritz"), [Hand((1, 12, 13)), Hand((1, 12, 13))])),  # Ben 1 of 1, 1 a hand
        facts(won_by(("Hans", "Eva", "Fritz"), 0)),  # Hans 1 of 1, 0 a hand
    ]
    board = [s.name for s in leaderboard(player_stats(set_))]
    # Carla 1 win; Eva 12 a hand; Dieter and Fritz 13 a hand, no wins: by name
    assert board == ["Anna", "Hans", "Ben", "Gabi", "Carla", "Eva", "Dieter", "Fritz"]


def test_the_leaderboard_breaks_a_full_tie_by_name_and_leaves_out_players_without_a_finished_match():
    set_ = [
        facts(won_by(("Carla", "Anna", "Ben"), 1)),
        facts(won_by(("Carla", "Anna", "Ben"), 0)),
        facts(play(("Zoe", "Ben", "Eva"), [Hand((0, 13, 13))])),
    ]
    board = leaderboard(player_stats(set_))
    assert [s.name for s in board] == ["Anna", "Carla", "Ben"]  # Anna and Carla: 1 of 2, 6.5 a hand


def test_head_to_head_counts_matches_together_who_finished_ahead_and_wins():
    set_ = [
        facts(won_by(ABCD, 0)),  # Anna 0, Ben 26: Anna ahead and wins
        facts(won_by(ABCD, 1)),  # Ben wins; Anna 26
        facts(won_by(("Anna", "Ben", "Carla"), 2)),  # Anna 26, Ben 26: level
        facts(play(ABCD, [Hand((0, 5, 8, 13))])),  # together, running
        facts(won_by(("Anna", "Carla", "Dieter"), 0)),  # Ben not there
    ]
    h = head_to_head(set_, "anna", " BEN ")
    assert (h.matches, h.finished, h.a_ahead, h.b_ahead, h.level, h.a_wins, h.b_wins) == (4, 3, 1, 1, 1, 1, 1)


def test_the_variant_and_time_filters_choose_the_matches_counted():
    omnibus = Rules("omnibus", target=20)
    set_ = [
        facts(won_by(ABCD, 0), "2026-01-31T23:59:00Z"),
        facts(won_by(ABCD, 0), "2026-02-01T00:00:00Z"),
        facts(
            play(ABCD, [Hand((0, 13, 13, 0), jack=0), Hand((0, 13, 13, 0), jack=0)], omnibus), "2026-02-15T20:00:00Z"
        ),
        facts(won_by(ABCD, 1), "2026-03-01T00:00:00Z"),
    ]
    assert player_stats(set_, span=Span(variant="omnibus"))["anna"].matches == 1
    assert player_stats(set_, span=Span(variant="standard"))["anna"].matches == 3
    assert player_stats(set_, span=Span(since="2026-02-01"))["anna"].matches == 3
    assert player_stats(set_, span=Span(until="2026-02-28"))["anna"].wins == 3
    feb = player_stats(set_, span=Span(since="2026-02-01", until="2026-02"))
    assert feb["anna"].matches == 2
    assert player_stats(set_, span=Span(variant="papayoo")) == {}


THURSDAY = ("Anna", "Ben", "Carla", "Dieter", "Eva")
EVENINGS = [
    facts(won_by(ABCD, 0)),
    facts(won_by(("Eva", "Carla", "Ben", "Anna"), 0)),  # four of the five, other seats
    facts(won_by(("Anna", "Ben", "Carla"), 1)),
    facts(won_by(("Anna", "Ben", "Carla", "Oma"), 3)),  # a guest: not the group's
]


@pytest.mark.parametrize(
    ("group", "matches", "players"),
    [
        (THURSDAY, 3, {"anna", "ben", "carla", "dieter", "eva"}),
        (("carla", " DIETER ", "ben", "Anna"), 2, {"anna", "ben", "carla", "dieter"}),
        (("Anna", "Ben", "Carla"), 1, {"anna", "ben", "carla"}),
        (("Anna", "Ben"), 0, set()),
        (("Anna", "Ben", "Carla", "Oma", "Nobody"), 2, {"anna", "ben", "carla", "oma"}),
    ],
)
def test_a_group_counts_the_matches_whose_every_player_is_in_it_in_any_seats(group, matches, players):
    found = player_stats(EVENINGS, span=Span(group=group_of(group)))
    assert set(found) == players
    assert max((s.matches for s in found.values()), default=0) == matches


def test_a_group_finds_a_player_under_any_name_merged_into_them():
    evenings = [facts(won_by(("Benni", "Anna", "Carla"), 0)), facts(won_by(("Ben", "Anna", "Carla"), 1))]
    aliases = with_alias({}, "Benni", "Ben")
    by_ben = player_stats(evenings, aliases, Span(group=group_of(["Ben", "Anna", "Carla"])))
    by_benni = player_stats(evenings, aliases, Span(group=group_of(["benni", "Anna", "Carla"])))
    assert by_ben == by_benni and by_ben["ben"].matches == 2
    assert player_stats(evenings, span=Span(group=group_of(["Ben", "Anna", "Carla"])))["ben"].matches == 1


def test_head_to_head_follows_the_group():
    duel = head_to_head(EVENINGS, "Anna", "Ben", span=Span(group=group_of(THURSDAY)))
    assert (duel.matches, duel.finished) == (3, 3)
    assert head_to_head(EVENINGS, "Anna", "Ben").matches == 4


def test_a_group_of_blank_names_is_everyone_and_a_name_counts_once():
    assert group_of(["", "  "]) is None
    assert group_of(["Anna", " anna ", "Ben"]) == frozenset({"Anna", "Ben"})


def test_a_merged_name_adds_up_both_names_figures():
    set_ = [facts(won_by(("Benni", "Anna", "Carla"), 0)), facts(won_by(("Ben", "Anna", "Carla"), 1))]
    aliases = with_alias({}, "benni", "Ben")
    found = player_stats(set_, aliases)
    assert "benni" not in found
    assert (found["ben"].matches, found["ben"].wins, found["ben"].name) == (2, 1, "Ben")


def test_a_renamed_player_is_shown_under_the_new_name():
    found = player_stats([facts(won_by(("Bob", "Anna", "Carla"), 0))], with_alias({}, "bob", "Robert"))
    assert found["robert"].name == "Robert" and found["robert"].wins == 1


def test_a_merge_never_joins_two_seats_of_the_same_match():
    set_ = [facts(won_by(("Ben", "Benni", "Carla"), 0)), facts(won_by(("Benni", "Anna", "Carla"), 0))]
    found = player_stats(set_, with_alias({}, "Benni", "Ben"))
    assert found["ben"].matches == 2 and found["benni"].matches == 1
    assert sum(s.matches for s in found.values()) == 6
