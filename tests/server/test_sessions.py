"""Roles per Flet session, decided by the gate: the real app (gate, Flet, uvicorn) in a thread of the test
process so that the test can press "new links" and look at the server's sessions; clients are raw
websockets speaking Flet's protocol, as a crafted client would."""

from __future__ import annotations

import asyncio
import logging

import flet as ft
import pytest
from flet_web.fastapi import app_manager
from server_driver import FletClient, ServerThread, connect, handshake_status, http_get, in_thread

from scorepad.i18n.storage_text import error_text
from scorepad.rules import Hand
from scorepad.server import seat_of
from scorepad.server.table import HOST, SCORE, WATCH
from scorepad.storage import Store, StorageError

PLAYERS = ("Anna", "Ben", "Carla", "Dan")


def table_app(store, lang, chosen_lang=None):
    """A stand-in for the table UI: says its role, and offers Undo (disabled for a watcher, as a careless
    watcher view might keep it) that calls the Store it was given."""

    async def main(page: ft.Page) -> None:
        seat = seat_of(page)

        async def undo(_):
            try:
                await asyncio.to_thread(store.undo_hand, seat.table.match_id)
                page.add(ft.Text("undone"))
            except StorageError as error:
                page.add(ft.Text(error_text(error, "en")))

        page.add(ft.Text(f"role {seat.role}"), ft.Button("Undo", on_click=undo, disabled=seat.role == WATCH))

    return main


def greedy_app(store, lang, chosen_lang=None):
    """A stand-in for a UI that does not know roles yet: every session reads the history at start."""

    async def main(page: ft.Page) -> None:
        page.add(ft.Text(f"{len(store.summaries())} matches"))

    return main


@pytest.fixture
def store(tmp_path):
    store = Store(tmp_path / "data")
    return store


@pytest.fixture
def shared(store):
    return store.add_hand(store.create(PLAYERS).id, Hand((13, 6, 4, 3))).id


def found(messages, text: str) -> bool:
    return any(text in str(message) for message in messages)


async def until(client: FletClient, text: str, timeout: float = 15) -> None:
    """Read messages until one carries `text`."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not found(client.messages, text):
        await client.receive(timeout=max(0.1, deadline - loop.time()))


def button_id(messages, label: str) -> int:
    """The control id of the button labelled `label` in what the server sent."""
    stack = list(messages)
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if item.get("_c") == "Button" and item.get("content") == label:
                return item["_i"]
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    raise AssertionError(f"no button {label!r} in {messages}")


async def joined(server: ServerThread, role: str, **register) -> FletClient:
    client = FletClient(await connect(server.port, cookie=server.cookie(role)))
    await client.register(**register)
    await until(client, "role ")
    return client


def test_a_session_has_the_role_of_the_cookie_it_came_with_not_what_the_client_claims(store, shared):
    with ServerThread(store, make_main=table_app) as server:
        server.serving.table.share(shared)

        async def claim_to_be_host():
            socket_ = await connect(server.port, cookie=server.cookie(WATCH))
            async with socket_:
                client = FletClient(socket_)
                page = {"route": f"/?key={server.secret(HOST)}", "width": 400, "height": 800}
                await socket_.send(_register(page, page_name="host"))
                await until(client, "role ")
                return client

        client = in_thread(claim_to_be_host)
        assert found(client.messages, "role watch") and not found(client.messages, "role host")
        session = server.serving.sessions.find(_session_id(client))
        assert seat_of(session.page).role == WATCH


def test_a_client_cannot_take_over_a_session_made_under_another_link(store, shared):
    with ServerThread(store, make_main=table_app) as server:
        server.serving.table.share(shared)

        async def host_then_watcher_with_the_hosts_session_id():
            host = await joined(server, HOST)
            await host.ws.close()
            watcher = await joined(server, WATCH, session_id=host.session_id)
            await watcher.ws.close()
            return host.session_id, watcher

        host_id, watcher = in_thread(host_then_watcher_with_the_hosts_session_id)
        assert watcher.session_id != host_id and found(watcher.messages, "role watch")
        assert seat_of(server.serving.sessions.find(host_id).page).role == HOST


def test_flet_sees_no_cookie_so_a_planted_oauth_state_cannot_hand_a_watcher_the_hosts_session(store, shared):
    from datetime import datetime, timedelta, timezone

    from flet_web.fastapi.oauth_state import OAuthState

    with ServerThread(store, make_main=table_app) as server:
        server.serving.table.share(shared)

        async def watcher_with_a_state_cookie():
            host = await joined(server, HOST)
            session = server.serving.sessions.find(host.session_id)
            soon = datetime.now(timezone.utc) + timedelta(minutes=5)
            app_manager.store_state("planted", OAuthState(session_id=session.connection.session_key(session.id),
                                                          expires_at=soon))
            cookie = f"flet_oauth_state=planted; {server.cookie(WATCH)}"
            watcher = FletClient(await connect(server.port, cookie=cookie))
            await watcher.register()
            await until(watcher, "role ")
            await watcher.ws.close()
            await host.ws.close()
            return host.session_id, watcher

        host_id, watcher = in_thread(watcher_with_a_state_cookie)
        assert watcher.session_id != host_id and found(watcher.messages, "role watch")
        assert app_manager.retrieve_state("planted") is not None  # Flet never looked it up


def test_new_links_end_the_score_and_watch_sessions_and_keep_the_host(store, shared):
    with ServerThread(store, make_main=table_app) as server:
        server.serving.table.share(shared)
        old = {role: server.cookie(role) for role in (HOST, SCORE, WATCH)}

        async def press_new_links():
            clients = {role: await joined(server, role) for role in (HOST, SCORE, WATCH)}
            ended = await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(server.serving.new_links(), server.loop))
            for role in (SCORE, WATCH):
                await asyncio.wait_for(clients[role].ws.wait_closed(), 10)
            await clients[HOST].click(button_id(clients[HOST].messages, "Undo"))  # the host's session goes on
            await until(clients[HOST], "undone")
            await clients[HOST].ws.close()
            return ended, clients

        ended, clients = in_thread(press_new_links)
        assert ended == 2
        for role in (SCORE, WATCH):
            assert clients[role].ws.close_code == 1008
            assert server.serving.sessions.find(clients[role].session_id) is None
            assert not any(clients[role].session_id in key for key in _flet_session_keys())
            assert http_get(server.port, "/", cookie=old[role])[0] == 403  # the old tokens died with the links
            assert handshake_status(server.port, cookie=old[role]) == 403
            assert handshake_status(server.port, cookie=server.cookie(role)) == 101
        assert server.serving.sessions.find(clients[HOST].session_id) is not None
        assert http_get(server.port, "/", cookie=old[HOST])[0] == 200  # the host's token lives on
        assert handshake_status(server.port, cookie=old[HOST]) == 101


def test_a_watchers_crafted_click_on_a_write_is_refused_and_nothing_changes(store, shared, caplog):
    with ServerThread(store, make_main=table_app) as server:
        server.serving.table.share(shared)
        before = store.get(shared)

        async def crafted_click(role):
            client = await joined(server, role)
            await client.click(button_id(client.messages, "Undo"))  # disabled on the screen; sent anyway
            await until(client, "not allowed with this link" if role == WATCH else "undone")
            await client.ws.close()
            return client

        with caplog.at_level(logging.WARNING, logger="scorepad.server.access"):
            watcher = in_thread(lambda: crafted_click(WATCH))
        assert store.get(shared) == before
        assert f"refused: session {watcher.session_id} (watch link) tried undo_hand('{shared}')" in caplog.text
        in_thread(lambda: crafted_click(SCORE))
        assert store.get(shared).match.hands == ()  # the same click from a scorer's session does it


def test_a_ui_asking_more_than_its_link_allows_shows_one_line_not_a_crash(store, shared):
    with ServerThread(store, make_main=greedy_app) as server:
        server.serving.table.share(shared)

        async def watch():
            client = FletClient(await connect(server.port, cookie=server.cookie(WATCH)))
            await client.register()
            await until(client, "not allowed with this link")
            await client.ws.close()
            return client

        client = in_thread(watch)
        assert not any(message[0] == 6 for message in client.messages)  # no "session crashed" with a trace
        assert not found(client.messages, "Traceback")


def test_only_the_hosts_seat_shares_a_match_and_makes_new_links(store, shared):
    with ServerThread(store, make_main=table_app) as server:

        async def seats():
            return [await joined(server, role) for role in (HOST, WATCH)]

        host, watcher = in_thread(seats)
        host_seat = seat_of(server.serving.sessions.find(host.session_id).page)
        watch_seat = seat_of(server.serving.sessions.find(watcher.session_id).page)
        host_seat.share(shared)
        assert server.serving.table.match_id == shared
        assert host_seat.links.url(WATCH).endswith(f"?key={server.secret(WATCH)}")
        for attempt in (lambda: watch_seat.share(None), lambda: watch_seat.links,
                        lambda: server.call(watch_seat.new_links())):
            with pytest.raises(StorageError, match="forbidden"):
                attempt()
        assert server.serving.table.match_id == shared


def _register(page: dict, page_name: str = "", session_id: str = "") -> bytes:
    from server_driver import REGISTER, pack

    return pack(REGISTER, {"session_id": session_id, "page_name": page_name, "page": page})


def _session_id(client: FletClient) -> str:
    return next(body["session_id"] for action, body in client.messages if action == 1)


def _flet_session_keys() -> list[str]:
    return list(app_manager._FletAppManager__sessions)  # Flet 1.0.5's registry: checked, never changed
