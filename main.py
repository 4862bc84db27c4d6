"""Entry point for `flet build` and the published static site: the Scorepad table app. In the browser the
matches are kept in its storage (IndexedDB).

On a computer `python main.py` is `scorepad` (its checks, its window or the browser): Flet's own start would
pip-install flet-desktop when it is missing and fetch its client without a time limit."""

import flet as ft
from flet.utils.platform_utils import is_embedded, is_pyodide

from scorepad.ui.app import assets_dir, default_main

if __name__ == "__main__":
    if is_pyodide() or is_embedded():
        ft.run(default_main(), assets_dir=assets_dir(), no_cdn=True)
    else:
        from scorepad.cli import main

        raise SystemExit(main())
