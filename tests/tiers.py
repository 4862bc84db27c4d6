"""How many examples a property test tries: all of them in the whole suite, a fifth (at least 10) in the quick
tier, pytest -m "not browser and not slow" (tests/conftest.py sets QUICK from the -m expression). Every
property still runs in the quick loop; the whole suite, which CI runs, tries the full number."""

QUICK = False
QUICK_SHARE = 5
QUICK_LEAST = 10


def examples(full: int) -> int:
    """The max_examples for a property that tries `full` examples in the whole suite."""
    return max(QUICK_LEAST, full // QUICK_SHARE) if QUICK else full
