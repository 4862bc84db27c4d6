"""Roles per Flet session, decided by the gate: the real app (gate, Flet, uvicorn) in a thread of the test
process so that the test can press "new links" and look at the server's sessions; clients are raw
websockets speaking Flet's protocol, as a crafted client would."""

from __future__ import annotations

import asyncio
import logging
import time
from datetime import UTC

import flet as ft
import pytest
import websockets
from flet_web.fastapi import app_manager
from server_driver import (
    CRASHED,
    UPDATE,
    FletClient,
    ServerThread,
    closed_by_server,
    connect,
    handshake_status,
    http_get,
    in_thread,
    pack,
    raw_websocket,
    register_frame,
    ws_frame,
)

from scorepad.i18n.storage_text import error_text
from scorepad.rules import Hand
from scorepad.seating import HOST, SCORE, WATCH
from scorepad.server import seat_of
from scorepad.server.connections import Limits
from scorepad.server.flet_asgi import control_id
from scorepad.storage import StorageError, Store

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
    from datetime import datetime, timedelta

    from flet_web.fastapi.oauth_state import OAuthState

    with ServerThread(store, make_main=table_app) as server:
        server.serving.table.share(shared)

        async def watcher_with_a_state_cookie():
            host = await joined(server, HOST)
            soon = datetime.now(UTC) + timedelta(minutes=5)
            app_manager.store_state("planted", OAuthState(session_id=f"_{host.session_id}_", expires_at=soon))
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

        with caplog.at_level(logging.WARNING, logger="scorepad.server.roles"):
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
        for attempt in (
            lambda: watch_seat.share(None),
            lambda: watch_seat.links,
            lambda: server.call(watch_seat.new_links()),
        ):
            with pytest.raises(StorageError, match="forbidden"):
                attempt()
        assert server.serving.table.match_id == shared


def _register(page: dict, page_name: str = "", session_id: str = "") -> bytes:
    from server_driver import REGISTER, pack

    return pack(REGISTER, {"session_id": session_id, "page_name": page_name, "page": page})


def _session_id(client: FletClient) -> str:
    return next(body["session_id"] for action, body in client.messages if action == 1)


# --- the server owns its sessions (issue 18) --------------------------------------------------------------
SHORT = Limits(grace=0.5, register_within=0.5, sessions_per_link=3)


def grant_of(server: ServerThread, role: str):
    return server.serving.keys.grant_for(server.secret(role))


def on_server(server: ServerThread, coroutine):
    """Await `coroutine` on the server's loop from a client's loop (as a UI handler of the host would)."""
    return asyncio.wrap_future(asyncio.run_coroutine_threadsafe(coroutine, server.loop))


async def closed(client: FletClient, timeout: float = 10) -> int:
    """Wait until the server has closed `client`'s socket; its close code."""
    await asyncio.wait_for(client.ws.wait_closed(), timeout)
    return client.ws.close_code


async def bounded_until(condition, timeout: float = 10) -> None:
    """Poll `condition()` (the server's state, seen from the test) until true or `timeout`."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        if loop.time() > deadline:
            raise AssertionError("the server never got there")
        await asyncio.sleep(0.05)


def test_a_second_register_on_one_socket_is_refused_and_fifty_make_one_session_at_most(store, shared):
    with ServerThread(store, make_main=table_app) as server:
        server.serving.table.share(shared)

        async def fifty_registers():
            client = FletClient(await connect(server.port, cookie=server.cookie(WATCH)))
            for number in range(50):
                await client.ws.send(register_frame(session_id=f"made-up-{number}" if number else ""))
            code = await closed(client)
            return code, server.serving.sessions.count(grant_of(server, WATCH))

        code, sessions = in_thread(fifty_registers)
        assert code == 1008 and sessions <= 1


def test_crafted_private_props_and_a_double_register_then_new_links_end_every_old_socket(store, shared, caplog):
    # Once, each of these made "new links" stop half-way: the old sockets stayed open and the old scorer
    # kept taking back hands.
    with ServerThread(store, make_main=table_app) as server:
        server.serving.table.share(shared)
        before = store.get(shared)

        async def crafted_then_new_links():
            host, scorer, crafty = [await joined(server, role) for role in (HOST, SCORE, WATCH)]
            await crafty.ws.send(pack(UPDATE, {"id": crafty.page_id, "props": {"_Page__session": None}}))
            double = await joined(server, WATCH)
            await double.ws.send(register_frame(session_id="made-up"))
            assert await closed(double) == 1008  # refused: socket closed, nothing made
            session = server.serving.sessions.find(crafty.session_id)
            await bounded_until(lambda: crafty.ws.state.name != "OPEN" or session.page.session is session, 2)
            scorer_store = seat_of(server.serving.sessions.find(scorer.session_id).page).store
            ended = await on_server(server, server.serving.new_links())
            codes = [await closed(client) for client in (scorer, crafty)]
            with pytest.raises(websockets.ConnectionClosed):
                await scorer.click(button_id(scorer.messages, "Undo"))
            await host.click(button_id(host.messages, "Undo"))  # the host's session goes on
            await until(host, "undone")
            return ended, codes, scorer_store, session

        with caplog.at_level(logging.WARNING, logger="scorepad.server"):
            ended, codes, scorer_store, session = in_thread(crafted_then_new_links)
        assert session.page.session is session  # the private prop never reached the page
        assert ended == 3 and codes == [1008, 1008]  # scorer, crafty and double's first (waiting) session
        assert "a second REGISTER" in caplog.text
        with pytest.raises(StorageError, match="forbidden"):
            scorer_store.undo_hand(shared)  # the old scorer's writes are refused afterwards
        assert store.get(shared).match.hands == ()  # the host's Undo only
        assert len(before.match.hands) == 1


@pytest.mark.filterwarnings("ignore:coroutine 'send_away.<locals>.navigate' was never awaited")
def test_new_links_end_every_old_session_even_when_one_of_them_fails(store, shared, caplog):
    with ServerThread(store, make_main=table_app) as server:
        server.serving.table.share(shared)

        async def one_broken_then_new_links():
            clients = [await joined(server, role) for role in (SCORE, WATCH, WATCH)]
            broken = server.serving.sessions.find(clients[1].session_id)
            # what a crafted private prop once did (the adapter now drops it): sending it away fails
            broken.apply_patch(control_id(broken.page), {"_Page__session": None})
            ended = await on_server(server, server.serving.new_links())
            return ended, [await closed(client) for client in clients], broken.id

        with caplog.at_level(logging.INFO, logger="scorepad.server.sessions"):
            ended, codes, broken = in_thread(one_broken_then_new_links)
        assert ended == 3 and codes == [1008, 1008, 1008]
        failure = next(r for r in caplog.records if r.levelno == logging.ERROR)
        assert failure.getMessage() == f"new links: could not send away session {broken}" and failure.exc_info
        assert "new links: 3 sessions of the old links ended (1 steps failed)" in caplog.text
        assert server.serving.sessions.count(grant_of(server, WATCH)) == 0


def test_a_phone_back_within_the_grace_time_finds_its_session_and_after_it_the_session_is_freed(store, shared):
    import gc
    import weakref

    with ServerThread(store, limits=SHORT) as server:  # the real table UI: it subscribes and follows
        server.serving.table.share(shared)
        followers = len(server.serving.table._followers)

        async def leave_come_back_leave():
            phone = FletClient(await connect(server.port, cookie=server.cookie(WATCH)))
            await phone.register()
            await phone.until("Who are you?")
            session = server.serving.sessions.find(phone.session_id)
            refs = weakref.ref(session), weakref.ref(session.page)
            following = len(server.serving.table._followers)
            await phone.ws.close()
            await asyncio.sleep(0.1)
            back = FletClient(await connect(server.port, cookie=server.cookie(WATCH)))
            assert await back.register(session_id=phone.session_id) == phone.session_id  # the same session
            await back.ws.close()
            del session
            await bounded_until(lambda: server.serving.sessions.find(phone.session_id) is None)
            return refs, following

        (session, page), following = in_thread(leave_come_back_leave)
        assert following == followers + 1
        for _ in range(20):  # the page's close event runs on the server's loop
            gc.collect()
            if session() is None and page() is None and len(server.serving.table._followers) == followers:
                break
            time.sleep(0.05)
        assert session() is None and page() is None  # its page, subscriptions and all are gone
        assert len(server.serving.table._followers) == followers


def test_a_link_holds_a_few_sessions_connected_or_waiting_and_the_host_is_never_capped(store, shared):
    with ServerThread(store, make_main=table_app, limits=SHORT) as server:
        server.serving.table.share(shared)
        watch = grant_of(server, WATCH)

        async def fill_the_link():
            watchers = [await joined(server, WATCH) for _ in range(SHORT.sessions_per_link)]
            over = FletClient(await connect(server.port, cookie=server.cookie(WATCH)))
            await over.ws.send(register_frame())
            refused = await closed(over)
            await watchers[0].ws.close()  # away: its session waits for it and still counts
            late = FletClient(await connect(server.port, cookie=server.cookie(WATCH)))
            await late.ws.send(register_frame())
            refused_while_waiting = await closed(late)
            hosts = [await joined(server, HOST) for _ in range(SHORT.sessions_per_link + 2)]
            await bounded_until(lambda: server.serving.sessions.count(watch) < SHORT.sessions_per_link)
            again = await joined(server, WATCH)  # after the grace time there is room again
            return refused, refused_while_waiting, over, late, hosts, again

        refused, refused_while_waiting, over, late, hosts, again = in_thread(fill_the_link)
        assert refused == refused_while_waiting == 1008
        assert over.session_id is None and late.session_id is None  # never answered
        assert all(host.session_id for host in hosts) and found(again.messages, "role watch")
        assert server.serving.sessions.count(watch) == SHORT.sessions_per_link


def test_a_socket_that_closes_before_it_is_answered_or_never_registers_leaves_nothing(store, shared):
    limits = Limits(grace=60, register_within=0.5)  # an answered session would still wait for its phone
    with ServerThread(store, make_main=table_app, limits=limits) as server:
        server.serving.table.share(shared)
        watch = grant_of(server, WATCH)
        cookie = server.cookie(WATCH)
        for _ in range(10):  # REGISTER and the close in one write: gone before the answer leaves
            sock = raw_websocket(server.port, cookie)
            sock.sendall(ws_frame(register_frame()) + ws_frame(b"\x03\xe8", opcode=0x8))
            assert closed_by_server(sock)
            sock.close()

        async def silent_then_settled():
            silent = FletClient(await connect(server.port, cookie=cookie))
            assert await closed(silent, timeout=5) == 1008  # no REGISTER within register_within
            await bounded_until(lambda: server.serving.door.total == 0 and not server.serving.sessions._sockets)

        in_thread(silent_then_settled)
        assert server.serving.sessions.count(watch) == 0


def test_a_socket_whose_link_is_renewed_meanwhile_is_closed_at_its_next_message_and_registers_nothing(store, shared):
    with ServerThread(store, make_main=table_app) as server:
        server.serving.table.share(shared)

        async def renewed_under_them():
            scorer = await joined(server, SCORE)
            early = FletClient(await connect(server.port, cookie=server.cookie(WATCH)))
            old = grant_of(server, WATCH)
            server.serving.keys.renew()  # the secrets only: as if "new links" had not reached these sockets yet
            await scorer.click(button_id(scorer.messages, "Undo"))
            await early.ws.send(register_frame())
            return await closed(scorer), await closed(early), server.serving.sessions.count(old)

        assert in_thread(renewed_under_them) == (1008, 1008, 0)
        assert len(store.get(shared).match.hands) == 1


def test_a_phone_is_told_a_crash_in_one_plain_line_and_the_host_sees_what_happened(store, shared):
    def crashing_app(store, lang, chosen_lang=None):
        async def main(page: ft.Page) -> None:
            page.add(ft.Text("ready"))
            raise OSError(f"cannot open {store!r} at /home/host/secret/data")

        return main

    with ServerThread(store, make_main=crashing_app) as server:

        async def crash(role):
            client = FletClient(await connect(server.port, cookie=server.cookie(role)))
            await client.register()
            await client.until("ready")
            for _ in range(50):
                if any(message[0] == CRASHED for message in client.messages):
                    break
                await client.receive()
            await client.ws.close()
            return next(body for action, body in client.messages if action == CRASHED)

        assert "/home/host" in str(in_thread(lambda: crash(HOST)))
        told = in_thread(lambda: crash(WATCH))
        assert "/home/host" not in str(told) and "Something went wrong on the scorer's computer" in str(told)


def test_a_phone_asleep_in_a_pocket_for_ten_minutes_still_finds_its_session_and_a_hosts_waits_longer():
    """The evening's faults (tests/e2e/test_faults_in_browser.py) pocket a phone for less than ten minutes to keep
    CI short: the waiting itself is the server's grace, which outlasts the ten minutes docs/server.md promises."""
    ten_minutes = 600
    assert Limits().grace > ten_minutes
    assert Limits().host_grace >= Limits().grace
