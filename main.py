"""Entry point for `flet run` and `flet build`: the Scorepad table app (`scorepad` does the same)."""

import flet as ft

from scorepad.ui.app import assets_dir, session_main

if __name__ == "__main__":
    ft.run(session_main, assets_dir=assets_dir(), no_cdn=True)
