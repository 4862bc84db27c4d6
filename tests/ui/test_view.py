"""Components that only draw, and the controls a component keeps between its drawings (view.Kept): a
control that shows the same thing is given again as the same object, which Flet's diff passes over."""

from scorepad.ui.view import Kept


def drawing(kept: Kept) -> Kept:
    return kept.next_render()


def test_a_control_that_shows_the_same_thing_is_the_same_object_in_the_next_drawing():
    kept = drawing(Kept())
    first = kept(("row", 1, (5, 8, 13, 0)), object)
    drawing(kept)
    assert kept(("row", 1, (5, 8, 13, 0)), object) is first


def test_a_control_that_shows_something_else_is_drawn_anew():
    kept = drawing(Kept())
    first = kept(("total", "Anna", 5), object)
    drawing(kept)
    assert kept(("total", "Anna", 18), object) is not first


def test_a_control_left_out_of_one_drawing_is_never_given_back_later():
    """It has left the page (Flet unmounted it): putting the same object back would be a stale control."""
    kept = drawing(Kept())
    first = kept("moon banner", object)
    drawing(kept)  # a drawing without it
    drawing(kept)
    assert kept("moon banner", object) is not first


def test_the_same_thing_shown_twice_in_one_drawing_gets_a_control_for_each_place():
    kept = drawing(Kept())
    assert kept(" ", object) is not kept(" ", object)
    drawing(kept)
    assert kept(" ", object) is not kept(" ", object)
