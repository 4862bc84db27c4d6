"""The client's pages of `scorepad --web` (scorepad/server/client_files.py), made by the same code as the
published site's (scorepad/site/pages.py): Scorepad's name, description and icon instead of Flet's, the
bundled font loaded first, and the guard that keeps other hosts' scripts out running before any script."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest
from flet_web import get_package_web_dir

from scorepad.assets import assets_dir
from scorepad.i18n import t
from scorepad.server.client_files import description, made_pages
from scorepad.site import pages
from scorepad.site.build import ROOT


@pytest.fixture(scope="module")
def made():
    return {
        name: body.decode("utf-8")
        for name, body in made_pages(Path(get_package_web_dir()), Path(assets_dir()), "/ws").items()
    }


def test_the_server_names_the_app_as_the_site_does():
    with (ROOT / "pyproject.toml").open("rb") as file:
        project = tomllib.load(file)
    assert project["tool"]["flet"]["product"] == pages.NAME
    assert description() == project["project"]["description"]


def test_the_servers_page_is_scorepads_with_its_icon_and_talks_to_its_own_websocket(made):
    html = made["index.html"]
    for setting in (
        "<title>Scorepad</title>",
        '<meta name="apple-mobile-web-app-title" content="Scorepad">',
        f'<meta name="description" content="{description()}">',
        '<link rel="icon" type="image/png" href="icon.png" />',
        '<link rel="apple-touch-icon" href="icon.png">',
        '<img src="icon.png"',
        '<base href="/">',
        'flet.webSocketEndpoint="/ws";',
        'flet.routeUrlStrategy="path";',
        "flet.pyodide = false;",
    ):
        assert setting in html, setting
    assert "favicon.png" not in html and "icons/" not in html and "<title>Flet" not in html
    assert "Scorepad loads nothing from other hosts" in html.split("<script")[1]  # the guard is the first script
    assert pages.early_script("languages.js") in html.split("<script")[2]  # then the languages Flutter can read
    assert pages.early_script("link_once.js") in html.split("<script")[3]  # then a hand-over link kept out of history


def test_the_servers_page_says_in_the_browsers_language_when_the_connection_is_gone_before_the_client_starts(made):
    head = made["index.html"].split("</head>")[0]
    scripts = head.split("<script")
    connection = len(pages.EARLY) + 1  # after the scripts that run before any other
    assert "Scorepad loads nothing from other hosts" in scripts[1] and "scorepad-connection" in scripts[connection]
    for lang in ("en", "de"):
        assert json.dumps(t("server.reconnecting", lang), ensure_ascii=False) in scripts[connection]
    assert "__WORDS__" not in head and "window.WebSocket = StandIn" in scripts[connection]
    assert "flutter_bootstrap.js" not in head  # the client's own scripts come after, in the body


def test_the_servers_manifest_and_font_manifest_are_the_sites(made):
    manifest = json.loads(made["manifest.json"])
    assert (manifest["name"], manifest["short_name"], manifest["theme_color"]) == (
        "Scorepad",
        "Scorepad",
        pages.THEME_COLOR,
    )
    assert manifest["icons"] == [{"src": "icon.png", "sizes": "512x512", "type": "image/png", "purpose": "any"}]
    fonts = json.loads(made["assets/FontManifest.json"])
    assert {"family": "DejaVu Sans", "fonts": [{"asset": "../fonts/DejaVuSans-Scorepad.ttf"}]} in fonts
    assert (Path(assets_dir()) / "fonts" / "DejaVuSans-Scorepad.ttf").is_file()


def test_the_client_loads_before_its_first_frame_only_the_fonts_scorepad_draws_with(made):
    """Flet's client lists 21 fonts, and loads each before its first frame; KaTeX's (Markdown's maths) and
    Cupertino's icons are never drawn here."""
    fonts = json.loads(made["assets/FontManifest.json"])
    assert [entry["family"] for entry in fonts] == ["MaterialIcons", "Roboto", "DejaVu Sans"]
    listed = json.loads(Path(get_package_web_dir(), "assets", "FontManifest.json").read_text(encoding="utf-8"))
    assert len(listed) > 10 and any("KaTeX" in entry["family"] for entry in listed)  # what was left out


def test_a_changed_client_page_is_refused_rather_than_half_patched():
    with pytest.raises(ValueError, match="apple-touch-icon-192.png.* found 0 times"):
        pages.branded('<html><head><link rel="icon" href="favicon.png"></head></html>')


def test_flets_wakelock_loads_its_script_where_scorepads_keep_awake_is_served_on_the_server_and_the_site(
    made, tmp_path
):
    web = Path(get_package_web_dir())
    # wakelock_plus's web plugin loads assets/no_sleep.js of its package and calls window.Wakelock.toggle(on)
    client = (web / "main.dart.js").read_text(encoding="utf-8", errors="replace")
    assert '"wakelock_plus","assets/no_sleep.js"' in client and "Wakelock.toggle(" in client
    assert (web / pages.KEEP_AWAKE).is_file()  # the file it replaces, as flet-web ships it
    ours = pages.keep_awake_script().decode("utf-8")
    assert made[pages.KEEP_AWAKE] == ours and "window.Wakelock = {" in ours and 'addEventListener("pointerdown"' in ours
    # the clips are data: URLs: nothing fetched
    assert not re.search(r"https?://|fetch\(|import\(|XMLHttpRequest", ours)
    assert ours.count("data:video/mp4;base64,") == 2


def test_the_clip_chromium_plays_has_no_audio_track_and_firefoxs_and_safaris_has_one():
    """Blink's clip cannot take a phone's audio: its MP4 holds one track, a video one (handler "vide"); the other
    clip has a sound track too (handler "soun"), which Gecko and WebKit need to hold the screen."""
    import base64

    ours = pages.keep_awake_script().decode("utf-8")
    clips = {
        name: base64.b64decode(data)
        for name, data in re.findall(r'const (CLIP|VIDEO_ONLY) = "data:video/mp4;base64,([A-Za-z0-9+/=]+)"', ours)
    }
    handlers = {name: re.findall(rb"hdlr.{8}(vide|soun)", data, re.S) for name, data in clips.items()}
    assert handlers == {"CLIP": [b"vide", b"soun"], "VIDEO_ONLY": [b"vide"]}
