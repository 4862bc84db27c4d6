"""The one module that knows Flet's internals (server/flet_asgi.py): what it relies on in Flet 1.0.5 is
checked here, so that these tests break (and say what to re-read) when an upgrade of Flet changes it."""

from __future__ import annotations

import asyncio
import hashlib
import inspect
import sys
import tomllib
from pathlib import Path

import flet as ft
import msgpack
import pytest
from flet.messaging.connection import Connection
from flet.messaging.protocol import (
    ControlEventBody,
    InvokeMethodResponseBody,
    Message,
    MessageAction,
    PatchControlBody,
    RegisterClientRequestBody,
    SessionCrashedBody,
    UpdateControlPropsBody,
)
from flet.messaging.session import Session
from flet.pubsub.pubsub_hub import PubSubHub
from flet_web.fastapi import app_manager
from flet_web.fastapi.flet_app import FletApp
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from server_driver import in_thread

from scorepad.server import flet_asgi
from scorepad.server.flet_asgi import (
    PINNED,
    FletVersionError,
    check_pinned,
    frame,
    parsed,
    public,
)

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_harness import fletapp_send_queue  # noqa: E402  (the tests' side of the wall)

ROOT = Path(__file__).resolve().parents[2]
# the fields of what a client sends, as flet_asgi.parsed accepts them
BODIES = [
    (RegisterClientRequestBody, {"session_id", "page_name", "page"}),
    (ControlEventBody, {"target", "name", "data"}),
    (UpdateControlPropsBody, {"id", "props"}),
    (InvokeMethodResponseBody, {"control_id", "call_id", "result", "error"}),
]


class Recorder(Connection):
    """A connection that keeps what a Session sends."""

    def __init__(self, loop):
        super().__init__()
        self.loop, self.executor = loop, app_manager.executor
        self.pubsubhub = PubSubHub(loop=loop, executor=app_manager.executor)
        self.sent: list[Message] = []

    def send_message(self, message: Message) -> None:
        self.sent.append(message)


def test_the_installed_flet_is_the_pinned_one_and_pyproject_pins_it():
    check_pinned()
    dependencies = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    assert f"flet=={PINNED}" in dependencies and f"flet-web=={PINNED}" in dependencies


@pytest.mark.parametrize(
    "versions", [{"flet": "1.0.6", "flet-web": PINNED}, {"flet": PINNED, "flet-web": "1.1.0"}, {"flet": PINNED}]
)
def test_another_flet_is_a_clear_error_at_import(versions):
    from importlib.metadata import PackageNotFoundError

    def version_of(name):
        if name not in versions:
            raise PackageNotFoundError(name)
        return versions[name]

    with pytest.raises(FletVersionError) as refused:
        check_pinned(version_of)
    text = str(refused.value)
    assert f"flet and flet-web {PINNED}" in text and f"pip install flet=={PINNED} flet-web=={PINNED}" in text
    assert "1.0.6" in text or "1.1.0" in text or "flet-web not installed" in text


@pytest.mark.parametrize("name", sorted(flet_asgi.MIRRORED))
def test_the_flet_code_the_adapter_mirrors_is_the_code_it_was_written_against(name):
    print_ = flet_asgi.MIRRORED[name]
    found = hashlib.sha256(inspect.getsource(flet_asgi.mirrored(name)).encode()).hexdigest()[:16]
    assert found == print_, f"Flet's {name} changed: re-read it and adapt scorepad/server/flet_asgi.py"


@pytest.mark.parametrize("body, fields", BODIES, ids=[b.__name__ for b, _ in BODIES])
def test_what_a_client_may_send_has_the_fields_the_adapter_checks(body, fields):
    assert (
        set(body.__dataclass_fields__)
        == fields
        == set(
            flet_asgi.BODIES[
                next(action for action, cls in flet_asgi.BODIES.items() if cls is body)
            ].__dataclass_fields__
        )
    )


def test_a_frame_is_what_fletapp_itself_sends():
    async def both():
        app = FletApp(
            loop=asyncio.get_running_loop(), executor=app_manager.executor, main=lambda page: None, before_main=None
        )
        queue = fletapp_send_queue(app)
        messages = [
            Message(MessageAction.SESSION_CRASHED, SessionCrashedBody("boom")),
            Message(MessageAction.PATCH_CONTROL, PatchControlBody(1, [[0], [0, 0, "controls", [ft.Text("x")]]])),
        ]
        sent = []
        for message in messages:
            app.send_message(message)
            sent.append(queue.get_nowait())
        return sent, [frame(message) for message in messages]

    fletapp, ours = in_thread(both)
    assert fletapp == ours
    assert msgpack.unpackb(ours[0][1:]) == [6, {"message": "boom"}]


def test_the_context_page_is_what_flet_reads_as_the_current_page():
    async def bound():
        session = Session(Recorder(asyncio.get_running_loop()))
        flet_asgi.make_current(session.page)
        return ft.context.page is session.page

    assert in_thread(bound)


def test_a_disconnected_session_sends_nothing_and_a_closed_one_hears_no_pubsub():
    async def away_then_closed():
        connection = Recorder(asyncio.get_running_loop())
        session = Session(connection)
        flet_asgi.make_current(session.page)
        session.get_page_patch()
        heard = []
        session.page.pubsub.subscribe(heard.append)
        await session.disconnect(60)
        session.page.add(ft.Text("while away"))
        session.close()
        connection.pubsubhub.send_all("news")
        await asyncio.sleep(0.05)
        return connection.sent, heard, session.expires_at

    sent, heard, expires = in_thread(away_then_closed)
    assert sent == [] and heard == [] and expires is not None


def test_a_control_id_is_what_the_session_indexes_and_a_client_patch_can_set_private_fields_in_flet():
    # The second is why the adapter drops every client property whose name starts with "_": a patch naming
    # the page's private session reference cuts the page from its session.
    async def patched():
        session = Session(Recorder(asyncio.get_running_loop()))
        page_id = flet_asgi.control_id(session.page)
        indexed = session.index.get(page_id) is session.page and session.page.session is session
        session.apply_patch(page_id, {"_Page__session": None})
        try:
            return indexed, session.page.session is session
        except TypeError:  # its weak reference became None
            return indexed, False

    indexed, still_its_session = in_thread(patched)
    assert indexed and not still_its_session


REGISTER = [1, {"session_id": "", "page_name": "", "page": {"route": "/"}}]
PARSED = [
    (REGISTER, MessageAction.REGISTER_CLIENT),
    ([1, {"session_id": None, "page_name": "", "page": {}}], MessageAction.REGISTER_CLIENT),
    ([3, {"target": 5, "name": "click", "data": None}], MessageAction.CONTROL_EVENT),
    ([4, {"id": 1, "props": {"width": 390.0}}], MessageAction.UPDATE_CONTROL_PROPS),
    ([5, {"control_id": 1, "call_id": "x", "result": None, "error": None}], MessageAction.INVOKE_METHOD),
    ([2, {"id": 1, "patch": []}], None),  # the server's own messages are not a client's
    ([6, {"message": "x"}], None),
    ([9, {}], None),
    ([1, {"session_id": "", "page": {}}], None),  # a field missing
    ([1, {**REGISTER[1], "extra": 1}], None),
    ([1, {"session_id": 5, "page_name": "", "page": {}}], None),  # a field of the wrong type
    ([3, {"target": "5", "name": "click", "data": None}], None),
    ([4, {"id": 1, "props": [1]}], None),
    ([1], None),
    ("text", None),
]


@pytest.mark.parametrize("value, action", PARSED)
def test_only_the_messages_a_client_may_send_are_taken(value, action):
    found = parsed(b"\x00" + msgpack.packb(value))
    assert (found[0] if found else None) == action


@given(st.binary(max_size=200))
def test_no_bytes_a_client_sends_make_the_parser_raise(data):
    found = parsed(b"\x00" + data)
    assert found is None or (found[0] in flet_asgi.BODIES and isinstance(found[1], dict))


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner, max_size=4),
    max_leaves=30,
)


@settings(suppress_health_check=[HealthCheck.too_slow])  # nested JSON is slow to draw on a loaded machine
@given(st.dictionaries(st.one_of(st.text(max_size=6), st.integers()), JSON, max_size=6))
def test_no_private_or_odd_name_survives_public_at_any_depth(props):
    def names(value):
        if isinstance(value, dict):
            for key, inner in value.items():
                yield key
                yield from names(inner)
        elif isinstance(value, list):
            for inner in value:
                yield from names(inner)

    kept = public(props)
    assert all(isinstance(name, str) and not name.startswith("_") for name in names(kept))
    assert {k: v for k, v in props.items() if isinstance(k, str) and not k.startswith("_")}.keys() == kept.keys()
