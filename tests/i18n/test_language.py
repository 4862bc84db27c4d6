"""The user's language from the environment: SCOREPAD_LANG, then the locale in gettext's order."""

import pytest

from scorepad.i18n import language_from_env

# environment -> language
CASES = [
    ({}, "en"),
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANGUAGE": "de"}, "de"),
    ({"LANGUAGE": "de", "LANG": "en_US.UTF-8"}, "de"),  # LANGUAGE comes first
    ({"LANGUAGE": "en_GB:de", "LANG": "de_DE.UTF-8"}, "en"),  # the first language of the list that Scorepad has
    ({"LANGUAGE": "fr:de_AT:en", "LANG": "en_US.UTF-8"}, "de"),
    # gettext: the first variable set decides, untranslated if none fits
    (
        {"LANGUAGE": "fr", "LANG": "de_DE.UTF-8"},
        "en",
    ),
    ({"LANGUAGE": "", "LC_ALL": "de_CH.UTF-8", "LANG": "en_US"}, "de"),  # an empty one is not set
    ({"LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "de_DE", "LANG": "de_DE"}, "en"),
    ({"LC_MESSAGES": "de_DE", "LANG": "en_US"}, "de"),
    ({"LC_ALL": "C"}, "en"),
    ({"SCOREPAD_LANG": "de", "LANGUAGE": "en", "LC_ALL": "en_US"}, "de"),  # Scorepad's own variable above all
]


@pytest.mark.parametrize("environ, lang", CASES)
def test_the_language_follows_gettexts_order_of_the_locale_variables(environ, lang):
    assert language_from_env(environ) == lang
