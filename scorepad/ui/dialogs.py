"""A question as a dialog: big choices (the moon's two ways) as framed buttons with their lines, the others
as buttons; any choice closes it first, then does what it says."""

from __future__ import annotations

import inspect

import flet as ft

from scorepad.ui.chrome import Choice, Question


def question_dialog(ui, question: Question) -> ft.AlertDialog:
    big = [c for c in question.choices if c.tone == "big"]
    content = [ft.Text(line) for line in question.lines] + [big_choice(ui, c) for c in big]
    actions = [choice_button(ui, c) for c in question.choices if c.tone != "big"]
    # scrollable: on a small phone the legend's twelve lines are taller than the dialog may be
    return ft.AlertDialog(
        title=ft.Text(question.title),
        content=ft.Column(content, tight=True, spacing=10) if content else None,
        actions=actions,
        scrollable=True,
        on_dismiss=ui.act(ui.ask, None),
    )


def answer(ui, choice: Choice):
    """The handler of a choice: close the question, then do what was chosen."""

    async def chosen():
        ui.ask(None)
        if choice.action is not None:
            result = choice.action()
            if inspect.isawaitable(result):
                await result

    return ui.act(chosen)


def big_choice(ui, choice: Choice) -> ft.Control:
    lines = [
        ft.Text(choice.label, size=20, weight=ft.FontWeight.BOLD),
        *(ft.Text(line, size=14) for line in choice.lines),
    ]
    if choice.warning:
        lines.append(ft.Text(choice.warning, color=ft.Colors.ERROR, weight=ft.FontWeight.BOLD))
    if choice.good:
        lines.append(ft.Text(choice.good, color=ft.Colors.PRIMARY, weight=ft.FontWeight.BOLD))
    label = " ".join(line.value for line in lines)
    style = ft.ButtonStyle(
        padding=ft.Padding.all(12),
        shape=ft.RoundedRectangleBorder(radius=10),
        side=ft.BorderSide(2, ft.Colors.ERROR) if choice.warning else None,
    )
    return ft.OutlinedButton(
        content=ft.Column(lines, spacing=2, tight=True),
        style=style,
        on_click=answer(ui, choice),
        tooltip=label,
        width=float("inf"),
    )


def choice_button(ui, choice: Choice) -> ft.Control:
    if choice.tone == "primary":
        return ft.FilledButton(content=choice.label, on_click=answer(ui, choice))
    color = ft.Colors.ERROR if choice.tone == "danger" else None
    return ft.TextButton(content=ft.Text(choice.label, color=color), on_click=answer(ui, choice))
