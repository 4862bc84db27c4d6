"""A language tag the engine cannot read (issue 44): the page's first script after the guard
(scorepad/site/languages.js, on the site and in `scorepad --web` alike) gives Flutter only tags it can make an
Intl.Locale of, as Flutter's web engine does with each at its start; a POSIX locale's "C" (WebKitGTK under
LANG=C.UTF-8), an empty one or none leaves English. Run here by Node, whose Intl is the browsers'; the page itself
in WebKit under LANG=C.UTF-8 is in tests/e2e/test_webkit_in_browser.py. The app's own language follows from what
the page then says (English for anything but German), and a language chosen in its settings comes first."""

from __future__ import annotations

import json
import subprocess

import pytest
from programs import need_program

from scorepad.server.secret_gate import language
from scorepad.site import pages

# (what the browser says: navigator.languages, navigator.language) -> what the page tells Flutter then
CASES = [
    ((["C"], "C"), (["en"], "en")),  # WebKitGTK under LANG=C.UTF-8: the page stayed on its splash
    (([""], ""), (["en"], "en")),
    (([], None), (["en"], "en")),  # a browser that says nothing
    ((["de_DE.UTF-8", "C"], "de_DE.UTF-8"), (["de-DE"], "de-DE")),  # a system's locale, made a tag
    ((["en-US", "C"], "en-US"), (["en-US"], "en-US")),
    ((["POSIX"], "POSIX"), (["POSIX"], "POSIX")),  # a tag Intl reads ("posix"): left as it is, the app says English
    ((["de-DE", "en"], "de-DE"), (["de-DE", "en"], "de-DE")),  # readable ones untouched
]
RUN = """
const [script, cases] = [process.argv[1], JSON.parse(process.argv[2])];
console.info = () => {};
process.stdout.write(JSON.stringify(cases.map(([languages, language]) => {
    Object.defineProperty(globalThis, "navigator", {value: {languages, language}, configurable: true, writable: true});
    new Function(script)();
    return [navigator.languages, navigator.language];
})));
"""


@pytest.mark.browser  # Node
def test_the_page_gives_flutter_only_language_tags_it_can_read_and_english_when_none_is_left():
    node = need_program("SCOREPAD_NODE", "node", "Node not found (apt install nodejs); this test runs the page's script in it")
    told = subprocess.run([node, "-e", RUN, pages.early_script("languages.js"), json.dumps([given for given, _ in CASES])],
                          capture_output=True, text=True, check=True, timeout=60).stdout
    assert [tuple(pair) for pair in json.loads(told)] == [said for _, said in CASES]


@pytest.mark.parametrize("tag", ["C", "POSIX", "", "C.UTF-8", "en-US"])
def test_the_device_language_the_page_may_still_say_is_english_to_the_app(tag):
    from scorepad.i18n import normalise

    assert normalise(tag) == "en" and language(tag) == "en"  # the app's language, and a shared link's (Accept-Language)
