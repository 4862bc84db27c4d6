"""A data folder whose store.json names no schema version to trust, through the `scorepad` command (in this
process: tests/command.py): restored from store.bak with its notice, or refused in one line with exit 65
(EX_DATAERR, docs/storage.md), never an unexpected error (70) and never a migration."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from command import in_process

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "e2e"))
from e2e_driver import free_port  # noqa: E402

# the damaged stores of issue 42, each as it was reported
DAMAGED = {
    "text for the first document": b'{"meta":{"1":"x"}}',
    "a list for the meta table": b'{"meta":[1]}',
    "schema 0": b'{"meta":{"1":{"schema":0}}}',
    "schema true": b'{"meta":{"1":{"schema":true}}}',
}
SAID = {
    "en": ("is damaged", "holds no good copy", "nothing was opened or changed"),
    "de": ("ist beschädigt", "enthält keine gute Kopie", "nichts geöffnet oder verändert"),
}


def run(data_dir, *args, lang="en"):
    return in_process("--data-dir", data_dir, "--lang", lang, *args, cwd=data_dir.parent)


def damaged_folder(tmp_path, kind, backup: bool) -> Path:
    """A data folder holding one match, then store.json damaged (and store.bak gone unless `backup`)."""
    folder = tmp_path / "data"
    assert run(folder, "new", "--players", "Anna,Ben,Carla,Dan").code == 0
    (folder / "store.json").write_bytes(DAMAGED[kind])
    if not backup:
        (folder / "store.bak").unlink()
    return folder


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("kind", sorted(DAMAGED))
@pytest.mark.parametrize("command", [("list",), ("new", "--players", "A,B,C"), ("export", "--all")])
def test_a_damaged_store_without_a_good_copy_is_one_line_and_exit_65(tmp_path, kind, lang, command):
    folder = damaged_folder(tmp_path, kind, backup=False)
    done = run(folder, *command, lang=lang)
    assert done.code == 65 and done.out == "" and len(done.err.splitlines()) == 1, done
    line = done.err.strip()
    assert line.startswith(f"scorepad: {folder / 'store.json'} ") and all(words in line for words in SAID[lang])
    assert "Traceback" not in line and "Error" not in line and "version True" not in line
    assert (folder / "store.json").read_bytes() == DAMAGED[kind] and not (folder / "backups").exists()


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("kind", sorted(DAMAGED))
def test_a_damaged_store_with_its_good_backup_opens_saying_what_was_restored(tmp_path, kind, lang):
    folder = damaged_folder(tmp_path, kind, backup=True)
    done = run(folder, "list", lang=lang)
    restored = {
        "en": "store.json was damaged: it was moved to damaged/",
        "de": "store.json war beschädigt: die Datei wurde nach damaged/",
    }
    assert done.code == 0 and "Anna 0 · Ben 0" in done.out and done.err.startswith(f"scorepad: {restored[lang]}")
    assert len(done.err.splitlines()) == 1 and run(folder, "list").err == ""  # said once


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_web_app_does_not_start_on_a_damaged_store_and_says_why_in_one_line(tmp_path, lang):
    folder = damaged_folder(tmp_path, "schema true", backup=False)
    done = run(folder, "--web", "--port", free_port(), lang=lang)
    assert done.code == 65 and len(done.err.splitlines()) == 1 and all(words in done.err for words in SAID[lang])
    assert "http://" not in done.out
