"""The last answer again for the very same question (scorepad/ui/last.py)."""

from scorepad.ui.last import last_answer


def counted():
    calls = []

    @last_answer
    def work(*asked):
        calls.append(asked)
        return list(asked)

    return work, calls


def test_the_very_same_arguments_get_the_last_answer_without_working_again():
    work, calls = counted()
    card = ("Anna", 5)
    first = work(card, None)
    assert work(card, None) is first and len(calls) == 1


def test_other_arguments_and_equal_copies_are_worked_out_again():
    work, calls = counted()
    card = ("Anna", 5)
    work(card)
    assert work(("Ben", 8)) == [("Ben", 8)] and len(calls) == 2
    assert work(tuple(["Ben", 8])) == [("Ben", 8)] and len(calls) == 3  # equal, not the same object


def test_only_the_last_question_is_remembered():
    work, calls = counted()
    anna, ben = ("Anna", 5), ("Ben", 8)
    work(anna)
    work(ben)
    work(anna)
    assert len(calls) == 3
