"""The statistics for a group: everyone, a group the user named, this table's people, or players picked by tap.

The group rides in the statistics' route (`group`: the names, one per line), so back and reload keep it; the
named groups are kept in the settings (scorepad.stats.groups). Every figure comes from scorepad.stats."""

from __future__ import annotations

import flet as ft

from scorepad.stats import people_key, title_of, with_group, without_group
from scorepad.stats.groups import SEPARATOR, unique
from scorepad.ui import widgets as w
from scorepad.ui.typed import TypedField


def group_names(params: dict) -> list[str]:
    """The names of the group in the route (none: everyone)."""
    return unique(name.strip() for name in str(params.get("group") or "").split(SEPARATOR) if name.strip())


def group_param(names) -> str | None:
    return SEPARATOR.join(names) or None


def group_filter(ui, state, go) -> ft.Control:
    """Everyone, each named group, the group on screen if it has no name; picking players; keeping a group."""
    t, groups, names = ui.t, state.groups, group_names(state.params)
    title = title_of(groups, names) if names else None
    options = [(None, t("stats.everyone"), t("stats.everyone"))]
    options += [(group_param(n), g, t("stats.group_named", title=g)) for g, n in groups.items()]
    chosen = group_param(groups[title]) if title else group_param(names)
    if names and title is None:
        shown = " · ".join(names)
        options.append((chosen, shown, t("stats.group_named", title=shown)))
    picking = state.params.get("pick") == "1"
    items = [
        ft.Row(
            [
                w.choice_row(options, chosen, lambda g: go(ui, state, group=g, pick=None)),
                ft.TextButton(
                    content=t("stats.pick_done" if picking else "stats.pick"),
                    icon=ft.Icons.CHECK if picking else ft.Icons.GROUP_ADD,
                    on_click=go(ui, state, pick=None if picking else "1"),
                    height=w.TAP,
                ),
            ],
            wrap=True,
            spacing=6,
        )
    ]
    if picking:
        items.append(picker(ui, state, names, go))
    if names and title is None:
        items.append(keeper(ui, state, names))
    elif title:
        items.append(
            ft.TextButton(
                content=t("stats.group_forget", title=title), on_click=ui.act(forget, ui, state, title), height=w.TAP
            )
        )
    return ft.Column(items, spacing=6)


def picker(ui, state, names: list[str], go) -> ft.Control:
    """Every player who ever played, a tap each to put them in the group or take them out."""
    inside = {people_key([n]) for n in names}

    def toggled(name: str) -> list[str]:
        if people_key([name]) in inside:
            return [n for n in names if people_key([n]) != people_key([name])]
        return [*names, name]

    taps = [
        w.tap(name, ui.t("stats.pick_player", name=name), go(ui, state, group=group_param(toggled(name))), in_group)
        for key, name in state.everyone or ()
        for in_group in [key in inside]
    ]
    return ft.Column([w.about(ui.t("stats.pick_about")), ft.Row(taps, wrap=True, spacing=6, run_spacing=6)], spacing=6)


def keeper(ui, state, names: list[str]) -> ft.Control:
    """A name for the group on screen, to find it again in one tap."""
    field_ = TypedField(
        ui,
        state.group_title,
        ui.on_event(lambda e: state.type_group_title(e.control.value)),
        label=ui.t("stats.group_label"),
        dense=True,
        on_submit=ui.act(keep, ui, state, names),
        **w.name_hints(state.group_title),
    )
    button = ft.FilledButton(content=ui.t("stats.group_keep"), on_click=ui.act(keep, ui, state, names), height=w.TAP)
    return ft.Row([ft.Container(field_, expand=True), button])


async def keep(ui, state, names: list[str]) -> None:
    title = state.group_title.strip()
    if not title:
        ui.say(ui.t("stats.group_empty"))
        return
    await change_groups(ui, state, with_group(state.groups, title, names), ui.t("stats.group_kept", title=title))


async def forget(ui, state, title: str) -> None:
    await change_groups(ui, state, without_group(state.groups, title), ui.t("stats.group_forgotten", title=title))


async def change_groups(ui, state, after: dict, message: str) -> None:
    """Keep the changed groups (only that key of the settings); the message offers to put the old ones back."""
    await changed_with_undo(ui, ui.files.save_groups, dict(state.groups), after, message, ui.reload)


async def changed_with_undo(ui, save, before: dict, after: dict, message: str, then) -> None:
    """A statistics setting saved as `after`, the screen redrawn by `then()`; the message offers Undo, which saves
    `before` again (and redraws the statistics if they are still on screen)."""
    await save(after)

    async def undo():
        await save(before)
        if ui.pattern in ("/stats", "/stats/:player"):
            await ui.reload()

    await then()
    ui.say(message, undo=undo)
