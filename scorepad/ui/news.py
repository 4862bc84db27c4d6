"""News between sessions: a session that changed a match tells the others (Flet's pubsub in a server, a
BroadcastChannel between the browser's tabs); an open table shows the match it was sent at once, a list on
show is read again; a session back from a dropped connection reads what it missed."""

from __future__ import annotations

import asyncio
import contextvars
import logging

log = logging.getLogger("scorepad.ui")
TOPIC = "scorepad.matches"  # the pubsub topic on which sessions tell each other of a changed match
NEWS_TURNS = 4  # see News.after_news
LISTS = ("/history", "/stats", "/stats/:player")  # screens that show many matches: read again on news


class News:
    """One session's side of the news."""

    def __init__(self, session):
        self.session = session
        self._stops: list = []

    def listen(self) -> None:
        """Hear of matches another session changed (each handled in this session's own context)."""
        page = self.session.page
        home = contextvars.copy_context()  # this session's: its page is the current one

        async def heard(topic, news):  # a coroutine: the hub runs it on the loop, not in a worker thread
            try:
                home.copy().run(self.hear, *news)
            except Exception as error:  # a coding error: logged with its traceback, not lost in the hub's future
                log.error("unexpected error while hearing news", exc_info=error)

        page.pubsub.subscribe_topic(TOPIC, heard)
        disk = self.session.backend.disk
        if disk is not None:  # the browser's other tabs: each its own Python, told over a BroadcastChannel
            disk.listen(lambda message: self._in_session(self.follow, message.get("match")))

    def follow_shared(self, moved) -> None:
        """A score or watch session follows the match the table shares (a rematch: the new one)."""

        def shared(match_id):
            if self._in_session(moved, match_id) is None:
                stop()

        stop = self.session.seat.table.follow(shared)
        self._stops.append(stop)

    def closed(self) -> None:
        for stop in self._stops:
            stop()

    def tell_others(self, match_id: str, stored=None) -> None:
        """Tell the other sessions a match changed, with the match as stored now when there is one (an
        immutable value: they show it without reading the disk again); the browser's other tabs by id."""
        self.session.page.pubsub.send_others_on_topic(TOPIC, (match_id, stored))
        disk = self.session.backend.disk
        if disk is not None:
            disk.announce({"match": match_id})

    async def publish(self, table, stored) -> None:
        """A write of this session's is stored: the other sessions are told first and draw it (the phones at
        the table), then this one shows it."""
        self.tell_others(table.id, stored)
        await self.after_news()
        table.show(stored)

    async def after_news(self) -> None:
        """Let the sessions just told of a change draw it and send it before this one draws its own: the
        news takes NEWS_TURNS turns of the loop to leave (the hub starts a task per session; that task
        shows the match; the session's scheduler draws it; its sender writes it to the socket). Only a
        server's sessions have phones to wait for: elsewhere (the browser, where each turn is a timer of the
        page's, a desktop window) this draws at once."""
        if self.session.seat is None:
            return
        for _ in range(NEWS_TURNS):
            await asyncio.sleep(0)

    def hear(self, match_id: str, stored=None) -> None:
        """News from another session: an open table shows the match it was sent at once (nothing read, nothing
        awaited, so every session's redraw is queued in the order the news went out); the rest, reading
        the disk or a list on show, in a task of this session's own."""
        table = self.session.tables.get(match_id)
        if table is None or stored is None or stored.deleted or self.session.nav.pattern in LISTS:
            self._in_session(self.follow, match_id, stored)
            return
        if not self._present():
            return  # away (everything is read again when it is back, see connected) or gone
        try:
            table.show(stored)
        except Exception as error:  # a coding error: loud, as in the guard
            self.session.events.fail(error)

    async def follow(self, match_id: str, stored=None) -> None:
        """Another session changed a match: an open table follows it; a list on show is read again."""
        await self.session.events.guard(self._follow, match_id, stored)

    async def _follow(self, match_id: str, stored=None) -> None:
        session = self.session
        table = session.tables.get(match_id)
        if table is not None and stored is not None and not stored.deleted:
            table.show(stored)
        elif table is not None:
            await session.tables.reload(table, session.chrome)
        if session.nav.pattern in LISTS:
            await session.nav.reload()

    async def connected(self) -> None:
        """Back after a dropped connection: read the open matches again (a shared link: follow the table to a
        match it moved on to meanwhile)."""
        session = self.session
        for table in session.tables.all():
            await session.events.guard(session.tables.reload, table, session.chrome)
        current = session.nav.trail.current
        state = current.state if current is not None else None
        if not session.is_host and session.shared is not None and getattr(state, "id", None) != session.shared:
            await session.events.guard(session.home)
        session.chrome.reconnected()

    def _in_session(self, work, *args):
        """Run `work` in this session's own context, told from another session's; a session that is away
        (its connection dropped) reads everything again when it is back; returns None once it has gone."""
        present = self._present()
        if present:
            try:
                contextvars.copy_context().run(self.session.page.run_task, work, *args)
            except RuntimeError:  # gone in between
                log.debug("news for a closed session dropped")
                return None
        return present

    def _present(self) -> bool | None:
        """Connected (True), away for now (False: it reads everything again when back), or gone (None)."""
        try:
            return self.session.page.session.connection is not None
        except RuntimeError:  # the session is gone (its tab closed)
            log.debug("news for a closed session dropped")
            return None
