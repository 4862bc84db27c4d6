"""What frames every screen of a session, as one observable with its verbs: the language, the theme and
the other settings, the window's width class, the message at the bottom, the open question, a failure."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import flet as ft

from scorepad.i18n import normalise, t

WIDE = 1100  # px: from here a match shows the scorecard and the next hand's entry side by side
NARROW = 600  # px: below this a match's title leaves out the day (the app bar's buttons need the room)
KEEP_AWAKE = (
    True  # the screen stays on during a match unless the settings say "wakelock": False (a data folder's default)
)
LOW = 560  # px: a window wider than high and lower than this is a phone held sideways


@dataclass(frozen=True)
class Message:
    """A short line above the big bottom button, with Undo (or another button) when there is something to do."""

    text: str
    action: Callable | None = None  # what its button does (a guarded handler)
    label: str | None = None  # the button's word when it is not Undo
    serial: int = 0  # tells two messages with the same words apart
    close: Callable | None = None  # an offer that stays until answered: its ✕ (a guarded handler)


@dataclass(frozen=True)
class Choice:
    """One answer to a question: what it says, what it leads to, and what it does."""

    label: str
    action: Callable | None  # None: just close
    lines: tuple[str, ...] = ()
    warning: str = ""  # said in red under the choice (e.g. it hands the match to someone else)
    good: str = ""  # said under the choice in the primary colour
    tone: str = "plain"  # plain, primary, danger, big


@dataclass(frozen=True)
class Question:
    """A dialog: a title, some lines, and the choices (the last one usually Cancel)."""

    title: str
    choices: tuple[Choice, ...]
    lines: tuple[str, ...] = ()


@ft.observable
@dataclass
class Chrome:
    """The session's frame; the components draw it, its verbs change it."""

    fallback_lang: str = "en"  # the locale's language, when nothing else says one
    chosen_lang: str | None = None  # `scorepad --lang`: above the device's own
    device_lang: str | None = None
    settings: dict = field(default_factory=dict)
    width: float = 0  # px, as the client says
    wide: bool = False
    narrow: bool = False  # a phone held upright
    sideways: bool = False  # a phone held sideways: the match and the entry put their parts side by side
    running: bool = False  # the scorecard's rows show the running totals (the hands' points small beside)
    message: Message | None = None
    question: Question | None = None
    failure: str | None = None
    connected: int = 0  # counts reconnections: what a dropped connection missed is drawn again

    @property
    def lang(self) -> str:
        """The settings' choice, else `scorepad --lang`, else the device's language, else the locale's."""
        chosen = self.settings.get("lang", "auto")
        if chosen in ("de", "en"):
            return chosen
        return self.chosen_lang or self.device_lang or self.fallback_lang

    def t(self, key: str, **values) -> str:
        return t(key, self.lang, **values)

    def show(self, message: Message) -> None:
        self.message = message

    def expire(self, message: Message) -> None:
        """The message's time is up (a newer one stays)."""
        if self.message is message:
            self.message = None

    def ask(self, question: Question | None) -> None:
        self.question = question

    def fail(self, error: BaseException) -> None:
        """Something the app did not expect: the question closes, the failure screen shows."""
        self.question = None
        self.failure = f"{type(error).__name__}: {error}"

    def reconnected(self) -> None:
        """Back after a dropped connection: Flet dropped the drawing meanwhile, so the screen is drawn again."""
        self.connected += 1

    def recovered(self) -> None:
        self.failure = None

    def screen_changed(self) -> None:
        """A message and a question belong to the screen they were said on."""
        self.message = None
        self.question = None

    def resized(self, width: float | None, height: float | None = None) -> None:
        self.width = width or 0
        self.wide = (width or 0) >= WIDE
        self.narrow = (width or 0) < NARROW
        self.sideways = not self.wide and bool(height) and height < LOW and self.width > height

    def show_running(self, running: bool) -> None:
        """The scorecard's rows: running totals (True) or each hand's points."""
        self.running = bool(running)

    def use_settings(self, settings: dict) -> None:
        """The settings as stored now (read at the start, or after another tab changed them)."""
        self.settings = dict(settings)

    @property
    def keep_awake(self) -> bool:
        """Whether the screen stays on during a match: on by default, off only when someone turned it off."""
        return bool(self.settings.get("wakelock", KEEP_AWAKE))

    def settings_saved(self, changes: dict) -> None:
        """The changed keys are stored: a None value removed its key."""
        self.settings = {k: v for k, v in {**self.settings, **changes}.items() if v is not None}

    def heard_language(self, code: str | None) -> None:
        """The device's language, as it answered."""
        if code:
            self.device_lang = normalise(code)

    @property
    def theme_mode(self) -> ft.ThemeMode:
        mode = self.settings.get("theme", "system")
        return {"light": ft.ThemeMode.LIGHT, "dark": ft.ThemeMode.DARK}.get(mode, ft.ThemeMode.SYSTEM)
