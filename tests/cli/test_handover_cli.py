"""Hand-over links on the command line, on real data folders: `export ID --link|--qr FILE.png --site URL` makes
one (the payload is `export ID`'s very bytes), and `import`, `check` and `show` take a link where they take a
file; a link stored twice is stored once, and a bad link is one line that stores nothing."""

from __future__ import annotations

import base64
import json
import struct
import subprocess
import tempfile
import zlib

import pytest

from command import in_process
from evenings import evening, evening_file
from programs import need_program
from scorepad.rules.handover import payload_of
from scorepad.server.links import QR_LIMIT

SITE = "https://anna.example/scorepad/"


def run(data_dir, *args, lang="en"):
    done = in_process("--data-dir", data_dir, "--lang", lang, *args, cwd=tempfile.gettempdir())
    return done.code, done.out, done.err


@pytest.fixture
def stored(tmp_path):
    """A data folder holding a running evening of five, 12 hands with their stories; (folder, match id)."""
    data = evening_file(evening(5, 12))
    path = tmp_path / "evening.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    folder = tmp_path / "phone-a"
    code, _, err = run(folder, "import", str(path))
    assert code == 0, err
    return folder, data["id"]


def link_of_export(folder, match_id):
    code, exported, err = run(folder, "export", match_id)
    assert code == 0, err
    compact = json.dumps(json.loads(exported), ensure_ascii=False, separators=(",", ":"))
    return SITE + "#/take/" + payload_of(compact.encode("utf-8")), exported


def test_export_link_prints_the_site_then_take_then_the_export_deflated_in_compact_json(stored):
    folder, match_id = stored
    code, out, err = run(folder, "export", match_id, "--link", "--site", SITE)
    link, exported = link_of_export(folder, match_id)
    assert code == 0 and out == link + "\n", err
    payload = out.strip().split("#/take/")[1]
    raw = zlib.decompress(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)), wbits=-15).decode("utf-8")
    assert json.loads(raw) == json.loads(exported) and "\n" not in raw and ": " not in raw  # the export, compact


def test_a_link_carries_the_match_and_nothing_of_the_groups_or_names_kept_on_this_device(stored):
    from scorepad.stats import save_aliases, save_groups, with_alias, with_group
    from scorepad.storage import Store

    folder, match_id = stored
    with Store(folder) as store:
        players = store.get(match_id).match.players
        save_groups(store, with_group({}, "Donnerstagsrunde", players))
        save_aliases(store, with_alias({}, players[0], "Tante Erika"))
    code, out, err = run(folder, "export", match_id, "--link", "--site", SITE)
    payload = out.strip().split("#/take/")[1]
    raw = zlib.decompress(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)), wbits=-15).decode("utf-8")
    assert code == 0 and "Donnerstagsrunde" not in raw and "Tante Erika" not in raw, err
    assert json.loads(raw) == json.loads(link_of_export(folder, match_id)[1])


def test_the_site_given_once_is_kept_for_the_next_link(stored):
    folder, match_id = stored
    run(folder, "export", match_id, "--link", "--site", SITE)
    code, out, _ = run(folder, "export", match_id, "--link")
    assert code == 0 and out.startswith(SITE + "#/take/")
    code, out, _ = run(folder, "--site", "https://ben.example/", "export", match_id, "--link")  # before the command too
    assert code == 0 and out.startswith("https://ben.example/#/take/")


@pytest.mark.parametrize(
    "lang, args, words",
    [
        ("en", (), "give its address once with --site URL"),
        ("de", (), "ihre Adresse einmal mit --site URL angeben"),
        ("en", ("--site", "anna.example"), "--site anna.example: not a web address"),
        ("de", ("--site", "ftp://anna.example/"), "keine Web-Adresse"),
        ("en", ("--all",), "give its ID, without --all"),
    ],
)
def test_a_link_without_a_site_is_one_line_saying_how_to_give_one(stored, lang, args, words):
    folder, match_id = stored
    code, out, err = run(folder, "export", *((match_id,) if "--all" not in args else ()), "--link", *args, lang=lang)
    assert code != 0 and out == "" and words in err and len(err.strip().splitlines()) == 1, err


def png_size(path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_export_qr_writes_the_links_code_as_a_png(stored, tmp_path):
    folder, match_id = stored
    code, _, err = run(folder, "export", match_id, "--qr", str(tmp_path / "code.png"), "--site", SITE)
    assert code == 0 and "QR code written (version" in err
    version = int(err.split("version ")[1].split(")")[0])
    assert version <= QR_LIMIT and png_size(tmp_path / "code.png") == ((17 + 4 * version + 8) * 8,) * 2


@pytest.mark.browser  # zbarimg: a real decoder over the picture
def test_the_qr_code_decodes_to_the_link(stored, tmp_path):
    zbarimg = need_program(
        "SCOREPAD_ZBARIMG", "zbarimg", "zbarimg not found (apt install zbar-tools); the QR tests need it"
    )
    folder, match_id = stored
    assert run(folder, "export", match_id, "--qr", str(tmp_path / "code.png"), "--site", SITE)[0] == 0
    decoded = subprocess.run(
        [zbarimg, "-q", "--raw", str(tmp_path / "code.png")], capture_output=True, text=True, timeout=30
    )
    assert decoded.stdout.strip() == link_of_export(folder, match_id)[0]


@pytest.mark.parametrize(
    "lang, words", [("en", "too long for a QR code a phone reads"), ("de", "zu lang für einen QR-Code")]
)
def test_a_match_too_long_for_a_qr_code_is_pointed_to_a_file(tmp_path, lang, words):
    path = tmp_path / "long.json"
    path.write_text(json.dumps(evening_file(evening(6, 60))), encoding="utf-8")
    run(tmp_path / "data", "import", str(path))
    code, _, err = run(
        tmp_path / "data", "export", "0mik6y3f4a1b", "--qr", str(tmp_path / "code.png"), "--site", SITE, lang=lang
    )
    assert code != 0 and words in err and "export 0mik6y3f4a1b -o" in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "code.png").exists()


def test_import_takes_a_link_twice_and_stores_the_match_once(stored, tmp_path):
    folder, match_id = stored
    link, exported = link_of_export(folder, match_id)
    other = tmp_path / "phone-b"
    assert (
        run(other, "import", "Our match: " + link)[1].strip()
        == "1 match imported, 0 matches merged, 0 already stored, 0 rejected"
    )
    assert run(other, "import", link)[1].strip() == "0 matches imported, 0 matches merged, 1 already stored, 0 rejected"
    listed = json.loads(run(other, "list", "--json")[1])
    assert [(m["id"], m["hands"]) for m in listed] == [(match_id, 12)]
    assert run(other, "export", match_id)[1] == exported  # the same match, story and all


def test_a_link_handed_back_merges_the_other_phones_hand(stored, tmp_path):
    folder, match_id = stored
    other = tmp_path / "phone-b"
    run(other, "import", link_of_export(folder, match_id)[0])
    assert run(other, "add", match_id, "--points", "0,13,13,0,0")[0] == 0
    code, out, _ = run(folder, "import", link_of_export(other, match_id)[0])
    assert code == 0 and "1 match merged" in out
    assert json.loads(run(folder, "list", "--json")[1])[0]["hands"] == 13


def test_check_and_show_read_a_link_as_a_file(stored):
    folder, match_id = stored
    link, _ = link_of_export(folder, match_id)
    code, out, _ = run(folder, "check", link)
    assert code == 0 and out.strip() == "the link: valid, 12 hands"
    code, out, _ = run(folder, "show", link)
    assert code == 0 and "Anna" in out and "Elisabeth" in out


@pytest.mark.parametrize(
    "lang, damage, words",
    [
        ("en", lambda link: link[:-9], "the link is cut short"),
        ("de", lambda link: link[:-9], "der Link ist abgeschnitten"),
        ("en", lambda link: link[:80] + "%" + link[81:], "the link is damaged"),
        ("de", lambda link: link[:80] + "%" + link[81:], "der Link ist beschädigt"),
        (
            "en",
            lambda link: SITE + "#/take/" + payload_of(json.dumps({"format": "scorepad-match", "version": 9}).encode()),
            "made by a newer Scorepad",
        ),
        (
            "de",
            lambda link: SITE + "#/take/" + payload_of(json.dumps({"format": "scorepad-match", "version": 9}).encode()),
            "von einem neueren Scorepad",
        ),
    ],
)
def test_a_bad_link_is_one_line_and_nothing_is_stored(stored, tmp_path, lang, damage, words):
    folder, match_id = stored
    other = tmp_path / "phone-b"
    code, out, err = run(other, "import", damage(link_of_export(folder, match_id)[0]), lang=lang)
    assert code != 0 and words in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert json.loads(run(other, "list", "--json")[1]) == []
