"""The rules engine's examples run: each public function's `>>>` lines in its docstring are checked as written."""

import doctest
import importlib

import pytest

from scorepad import rules

MODULES = ["scorecard", "scoring", "table", "validate", "entry"]


@pytest.mark.parametrize("name", MODULES)
def test_the_examples_in_the_docstrings_of_the_rules_run_as_written(name):
    module = importlib.import_module(f"scorepad.rules.{name}")
    found = doctest.testmod(module, extraglobs=vars(rules), optionflags=doctest.ELLIPSIS)
    assert found.failed == 0 and found.attempted > 0


def test_the_engine_shows_at_least_ten_examples():
    finder = doctest.DocTestFinder()
    examples = sum(len(test.examples) for name in MODULES for test in finder.find(importlib.import_module(f"scorepad.rules.{name}")))
    assert examples >= 10
