"""The one error boundary of a session: every event handler, every piece of background work and every
component's drawing goes through it. The Store's errors become a message in the user's language; anything
else is a coding error: logged with its traceback and shown as the calm failure screen with a way back."""

from __future__ import annotations

import asyncio
import functools
import inspect
import itertools
import logging
from collections.abc import Callable
from typing import Any

import flet as ft

from scorepad.storage import StorageError
from scorepad.ui.chrome import Chrome, Message

log = logging.getLogger("scorepad.ui")
MESSAGE_SECONDS = (4.0, 8.0)  # how long a message stays: without, with a button (the app bar's ↶ stays after)
# s a message waits for its phone to say it drew it before its time starts anyway (a client that never says so)
DRAWN_WITHIN = 20.0


class Events:
    """A session's handlers, its background tasks and its messages."""

    def __init__(self, chrome: Chrome):
        self.chrome = chrome
        self._tasks: set[asyncio.Task] = set()
        self._serials = itertools.count(1)
        self._drawn: dict[int, asyncio.Event] = {}  # a message's serial -> set once its phone has drawn it

    def act(self, work: Callable, *args: Any, **kwargs: Any) -> Callable:
        """An event handler doing `work(*args, **kwargs)` (the event itself is not passed on)."""

        async def handler(e=None):
            await self.guard(work, *args, **kwargs)

        handler.guarded = True
        return handler

    def on_event(self, work: Callable) -> Callable:
        """An event handler doing `work(event)`."""

        async def handler(e=None):
            await self.guard(work, e)

        handler.guarded = True
        return handler

    async def guard(self, work: Callable, *args: Any, **kwargs: Any) -> Any:
        """Run `work`: a StorageError becomes a message; anything else is a failure, logged and shown."""

        async def run():
            try:
                result = work(*args, **kwargs)
                return (await result) if inspect.isawaitable(result) else result
            except StorageError as error:
                from scorepad.i18n.storage_text import error_text

                self.say(error_text(error, self.chrome.lang))
                return None

        return await self.contain(run)

    async def contain(self, work: Callable[[], Any]) -> Any:
        """`await work()`; a coding error in it is logged and shown as the failure (None is returned then)."""
        try:
            return await work()
        except Exception as error:  # the boundary: never a silent message, always loud
            self.fail(error)
            return None

    def contain_now(self, work: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """`work(*args, **kwargs)` where nothing is awaited (a component's drawing, news shown at once)."""
        try:
            return work(*args, **kwargs)
        except Exception as error:  # the same boundary, for what runs without an event loop turn
            self.fail(error)
            return None

    def fail(self, error: BaseException) -> None:
        log.error("unexpected error in the table app", exc_info=error)
        self.chrome.fail(error)

    def background(self, work) -> asyncio.Task:
        """Work that goes on after the handler returned (an awaitable), guarded like a handler."""

        async def guarded():
            return await self.guard(lambda: work)

        task = asyncio.get_running_loop().create_task(guarded())
        self._tasks.add(task)  # kept referenced until done: the loop holds tasks only weakly
        task.add_done_callback(self._tasks.discard)
        return task

    def say(
        self, text: str, undo: Callable | None = None, action: Callable | None = None, label: str | None = None
    ) -> None:
        """A short message above the big bottom button, with Undo (`undo`) or another button (`action`
        named `label`); it goes by itself."""
        work = undo or action
        message = Message(text, None if work is None else self.act(work), label, next(self._serials))
        self._drawn[message.serial] = asyncio.Event()
        self.chrome.show(message)
        self.background(self._expire(message, MESSAGE_SECONDS[work is not None]))

    def drawn(self, message: Message) -> None:
        """The phone says it has drawn `message` (its bar was laid out in a frame): its time starts now."""
        shown = self._drawn.get(message.serial)
        if shown is not None:
            shown.set()

    def offer(self, text: str, action: Callable, label: str, close: Callable) -> None:
        """A line in the message's place with a button (`action` named `label`) and ✕ (`close`): it stays until
        one of them is tapped, another message comes, or the screen changes."""
        self.chrome.show(Message(text, self.act(action), label, next(self._serials), self.act(close)))

    async def _expire(self, message: Message, seconds: float) -> None:
        """A message stays its whole time on the phone's screen: counted from when the phone drew it, which on
        a slow phone (a session's first screen in WebKit) can be seconds after Python said it."""
        try:
            async with asyncio.timeout(DRAWN_WITHIN):  # not wait_for: in 3.11 it can swallow the tab's closing
                await self._drawn[message.serial].wait()
        except TimeoutError:
            log.debug("message %d: its phone never said it drew it", message.serial)
        finally:
            del self._drawn[message.serial]
        await asyncio.sleep(seconds)
        self.chrome.expire(message)

    def closed(self) -> None:
        """The tab closed: its work in the background ends."""
        for task in list(self._tasks):
            task.cancel()


def drawing(memo: bool = False):
    """A Flet component (its first argument is the screen's Ui) whose drawing errors go to the session's
    boundary: the failure screen instead of a session whose updates stopped. `memo`: skipped while its
    arguments are equal."""

    def decorate(draw):
        @functools.wraps(draw)
        def drawn(ui, *args, **kwargs):
            return ui.events.contain_now(draw, ui, *args, **kwargs)

        component = ft.component(drawn)
        return ft.memo(component) if memo else component

    return decorate
