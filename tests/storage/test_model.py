"""Any sequence of edits leaves the store equal to a plain model of the hands, also after reopening (hypothesis)."""

from __future__ import annotations

import tempfile

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorepad.rules import Hand, Rules
from scorepad.storage import StorageError, Store
from tiers import examples

HANDS = [Hand((3, 1, 18, 4)), Hand((13, 0, 6, 7)), Hand((0, 26, 0, 0), moon="minus"), Hand((26, 0, 0, 0), moon="plus")]
STEPS = st.lists(
    st.one_of(
        st.tuples(st.just("add"), st.integers(0, 1), st.sampled_from(HANDS)),
        st.tuples(st.just("undo"), st.integers(0, 1), st.none()),
        st.tuples(st.just("edit"), st.integers(0, 1), st.tuples(st.integers(1, 6), st.sampled_from(HANDS))),
        st.tuples(st.just("delete"), st.integers(0, 1), st.none()),
        st.tuples(st.just("restore"), st.integers(0, 1), st.none()),
    ),
    max_size=14,
)


def apply(store, model, deleted, ids, step):
    """Do one step on the store and on the model; a refused step must change neither."""
    action, which, arg = step
    match_id, hands = ids[which], model[which]
    try:
        if action == "add":
            store.add_hand(match_id, arg)
            hands.append(arg)
        elif action == "undo":
            store.undo_hand(match_id)
            hands[-1:] = []
        elif action == "edit":
            store.replace_hand(match_id, *arg)
            hands[arg[0] - 1] = arg[1]
        elif action == "delete":
            store.delete(match_id)
            deleted[which] = True
        else:
            store.restore(match_id)
            deleted[which] = False
    except StorageError as error:
        assert error.code in ("invalid", "not_found")
        assert error.code != "not_found" or deleted[which] or action == "edit"


@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(STEPS)
def test_the_store_holds_exactly_the_hands_of_the_accepted_steps(steps):
    with tempfile.TemporaryDirectory() as folder:
        store = Store(folder)
        ids = [
            store.create(["Anna", "Ben", "Carla", "Dan"]).id,
            store.create(["Eva", "Finn", "Gus", "Hal"], Rules(moon="choice")).id,
        ]
        model, deleted = [[], []], [False, False]
        for step in steps:
            apply(store, model, deleted, ids, step)
        reopened = Store(folder)
        for which, match_id in enumerate(ids):
            stored = reopened.get(match_id)
            assert list(stored.match.hands) == model[which] and stored.deleted == deleted[which]
        assert reopened.count() == deleted.count(False)
        listed = {s.id: s for s in reopened.summaries()}
        for which, match_id in enumerate(ids):
            if not deleted[which]:
                assert listed[match_id].totals == reopened.get(match_id).card.totals
                assert listed[match_id].hands == len(model[which])
