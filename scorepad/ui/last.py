"""The last answer again, for the very same question: every phone at a table draws the same stored match."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def last_answer(work: Callable[..., T]) -> Callable[..., T]:
    """`work`, answering a call with the very same arguments (the same objects) as the last one from that
    call's answer. Identical arguments are equal ones, so the answer is always right; only a copy that is
    equal but not identical is worked out again."""
    last: list = [None, None]  # [the arguments, the answer]

    @functools.wraps(work)
    def answer(*asked):
        before, said = last
        if before is not None and len(before) == len(asked) and all(a is b for a, b in zip(before, asked)):
            return said
        said = work(*asked)
        last[:] = asked, said
        return said

    return answer
