"""Entry point for `flet run`, `flet build` and the published static site: the Scorepad table app
(`scorepad` does the same). In the browser the matches are kept in its storage (IndexedDB)."""

import flet as ft

from scorepad.ui.app import assets_dir, default_main

if __name__ == "__main__":
    ft.run(default_main(), assets_dir=assets_dir(), no_cdn=True)
