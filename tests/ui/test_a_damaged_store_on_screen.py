"""The app's own start (`flet run`, a built app, the published site: `default_main`) on a data folder it cannot
open says so plainly, in the user's language, with the file and what is wrong: never the "something went
wrong" screen, never a crash; a good copy put back, the next start opens."""

import pytest
from ui_harness import Table, run

from scorepad.storage import Store
from scorepad.ui.app import default_main

SAID = {
    "en": ("Scorepad cannot open its stored data.", "its data version is true, not a whole number from 1 to 2"),
    "de": (
        "Scorepad kann seine gespeicherten Daten nicht öffnen.",
        "ihre Datenversion ist true, keine ganze Zahl von 1 bis 2",
    ),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_start_on_a_damaged_store_says_what_is_wrong_and_where(tmp_path, monkeypatch, lang):
    folder = tmp_path / "data"
    Store(folder).close()
    (folder / "store.json").write_text('{"meta":{"1":{"schema":true}}}')
    (folder / "store.bak").unlink()
    monkeypatch.setenv("SCOREPAD_DATA_DIR", str(folder))
    monkeypatch.setenv("SCOREPAD_LANG", lang)
    main = default_main()

    async def flow():
        table = await Table(main).open()
        try:
            text = table.text()
            assert all(words in text for words in SAID[lang]) and str(folder / "store.json") in text
            assert "Something went wrong" not in text and "Etwas ist schiefgegangen" not in text
            assert table.errors.records == []
        finally:
            table.close()
        (folder / "store.json").write_text('{"meta":{"1":{"schema":2}}}')  # a good copy put back
        again = await Table(main).open()
        try:
            assert again.screen == "new" and again.errors.records == []
        finally:
            again.close()

    run(flow())
