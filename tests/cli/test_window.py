"""`scorepad` where a window is wanted: each reason there is none is one line, then the browser is served; the
one-time download of Flet's client is bounded and Ctrl+C ends every stage cleanly. The real command, a virtual
display, a home of its own (Flet keeps its client in ~/.flet) and only 127.0.0.1 (FLET_CLIENT_URL)."""

import signal
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from window_driver import (  # noqa: E402
    Scorepad,
    client_archive,
    free_port,
    need_flet_desktop,
    not_found_server,
    silent_server,
    virtual_display,
)

NO_WINDOW = "No desktop window can open here"


@pytest.fixture(scope="module")
def display():
    with virtual_display() as name:
        yield name


@pytest.fixture
def home(tmp_path):
    (tmp_path / "home").mkdir()
    return tmp_path / "home"


def start(home, display, url, lang="en"):
    need_flet_desktop()
    port = free_port()
    pad = Scorepad(
        home,
        "--lang",
        lang,
        "--port",
        str(port),
        "--data-dir",
        str(home / "data"),
        env={"DISPLAY": display, "FLET_CLIENT_URL": url},
    )
    pad.port = port
    return pad


def served_after(pad, words, timeout):
    """The one line that says why there is no window, once the browser is served; and the address served."""
    why = pad.wait_for(words, timeout)
    url = pad.wait_for("http://127.0.0.1:", 30)
    pad.wait_listening(pad.port)
    return why, url


def test_a_stalled_download_falls_back_to_the_browser_within_a_minute_and_ctrl_c_then_exits_0(home, display):
    with silent_server() as port:
        url = f"http://127.0.0.1:{port}/flet-client.tar.gz"
        pad = start(home, display, url)
        try:
            assert (
                pad.wait_for("Fetching the window client once", 30) == f"Fetching the window client once from {url} …"
            )
            why, served = served_after(pad, NO_WINDOW, 60)
            code, said = pad.stop(signal.SIGINT)
        finally:
            pad.kill()
    assert why == (
        f"{NO_WINDOW} (the window client's one-time download from {url} stalled (nothing came for 15 s)); "
        "serving the app to the browser instead."
    )
    assert code == 0 and [line for line in said if NO_WINDOW in line] == [why]
    assert not any("Traceback" in line or "Error" in line for line in said), said
    assert pad.opened.read_text().strip() == served.strip()  # the default browser was sent to it


def test_a_404_download_is_one_line_in_german_and_sigterm_then_ends_it(home, display):
    with not_found_server() as port:
        url = f"http://127.0.0.1:{port}/flet-client.tar.gz"
        pad = start(home, display, url, lang="de")
        try:
            why, _ = served_after(pad, "Hier kann sich kein Fenster öffnen", 30)
            code, said = pad.stop(signal.SIGTERM)
        finally:
            pad.kill()
    assert why == (
        f"Hier kann sich kein Fenster öffnen (das einmalige Laden des Fenster-Clients von {url} wurde abgelehnt: "
        "404 Not Found); die App läuft stattdessen im Browser."
    )
    assert code == 0 and not any("Traceback" in line or "Event loop" in line for line in said), said


def test_ctrl_c_during_the_download_ends_at_once(home, display):
    with silent_server() as port:
        pad = start(home, display, f"http://127.0.0.1:{port}/flet-client.tar.gz")
        try:
            pad.wait_for("Fetching the window client once", 30)
            code, said = pad.stop(signal.SIGINT, timeout=5)  # the silent server keeps the download waiting 15 s
        finally:
            pad.kill()
    assert code == 130 and not any("Traceback" in line for line in said), said


def test_without_internet_the_line_names_the_address_and_the_reason_in_german(home, display):
    missing = home / "nowhere" / "flet-client.tar.gz"
    pad = start(home, display, missing.as_uri(), lang="de")
    try:
        why = pad.wait_for("Hier kann sich kein Fenster öffnen", 30)
    finally:
        pad.kill()
    assert f"erreichte {missing.as_uri()} nicht: Datei oder Ordner gibt es nicht; ohne Internet siehe README" in why


def test_a_client_archive_on_disk_installs_the_window_offline_once(home, display):
    """FLET_CLIENT_URL=file://… (README): unpacked into ~/.flet/client and started; later starts need no address.
    The stand-in client ends at once, so scorepad says so and serves the browser."""
    flet_desktop = need_flet_desktop()
    ran = home / "client-ran"
    archive = client_archive(home, flet_desktop.get_artifact_filename(), f'#!/bin/sh\necho "$@" >> {ran}\n')
    for url in (archive.as_uri(), "http://127.0.0.1:9/not-asked.tar.gz"):
        pad = start(home, display, url)
        try:
            why, _ = served_after(pad, NO_WINDOW, 30)
            code, said = pad.stop(signal.SIGINT)
        finally:
            pad.kill()
        assert why == (
            f"{NO_WINDOW} (the window client ended before it showed the app); serving the app to the browser instead."
        )
        assert code == 0
    assert [line for line in said if "Fetching" in line] == []  # the second start found it unpacked
    assert len(list((home / ".flet" / "client").glob("flet-desktop-*/flet/flet"))) == 1
    started = ran.read_text().splitlines()
    # page, pid file, assets
    assert len(started) == 2 and all(Path(line.split()[-1]).name == "assets" for line in started)


@pytest.mark.slow
@pytest.mark.parametrize(
    "display_value, reason", [(None, "no display"), (":4711", "the display :4711 does not answer")]
)
def test_no_display_is_one_line_before_anything_is_fetched(home, display_value, reason):
    env = {
        "FLET_CLIENT_URL": "http://127.0.0.1:9/never.tar.gz",
        **({"DISPLAY": display_value} if display_value else {}),
    }
    port = free_port()
    pad = Scorepad(home, "--lang", "en", "--port", str(port), "--data-dir", str(home / "data"), env=env)
    pad.port = port
    try:
        why, _ = served_after(pad, NO_WINDOW, 30)
        code, said = pad.stop(signal.SIGINT)
    finally:
        pad.kill()
    assert why == f"{NO_WINDOW} ({reason}); serving the app to the browser instead." and code == 0
    assert not (home / ".flet").exists() and not any("Fetching" in line for line in said)
