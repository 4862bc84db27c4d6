"""The web client's files for `scorepad --web`: Flet's client as flet-web ships it and the app's assets (font,
icon), with index.html, manifest.json and FontManifest.json made Scorepad's by the same code as the published
site's (scorepad/site/pages.py): Scorepad's name and icon, the bundled font loaded first, no script from
another host; Scorepad's keep-awake script where Flet's Wakelock loads wakelock_plus's; and the server's own
script that says when the connection is gone and brings it back (connection.js). In place of flet-web's
FletStaticFiles, which names the page "Flet" and shows Flet's icon."""

from __future__ import annotations

import importlib.metadata
import json
import os
import shutil
import stat
import tempfile
from importlib import resources
from pathlib import Path

import anyio
from starlette.responses import Response
from starlette.staticfiles import StaticFiles

from scorepad.i18n import t
from scorepad.site import pages

INDEX, MANIFEST, FONT_MANIFEST = "index.html", "manifest.json", "assets/FontManifest.json"
TYPES = {
    INDEX: "text/html; charset=utf-8",
    MANIFEST: "application/manifest+json",
    FONT_MANIFEST: "application/json",
    pages.KEEP_AWAKE: "text/javascript; charset=utf-8",
}
PATCHED = (INDEX, MANIFEST, FONT_MANIFEST)  # flet-web's files, patched; the keep-awake script is Scorepad's own


class ClientFiles(StaticFiles):
    """The client's files (the app's assets first, then flet-web's), the three made pages from memory, and
    index.html for any address that is a route of the app rather than a file (`/match`, as Flet's does)."""

    def __init__(self, assets_dir: str, websocket_endpoint_path: str = "/ws"):
        from flet_web import get_package_web_dir

        web = get_package_web_dir()
        super().__init__(directory=web, html=False, check_dir=True)
        self.all_directories = [assets_dir, web]
        self.made = made_pages(Path(web), Path(assets_dir), websocket_endpoint_path)

    async def get_response(self, path: str, scope) -> Response:
        name = path if path in self.made else INDEX if await self.is_route(path) else None
        if name is None or scope["method"] not in ("GET", "HEAD"):
            return await super().get_response(path, scope)
        return Response(self.made[name], media_type=TYPES[name], headers={"Cache-Control": "no-cache"})

    async def is_route(self, path: str) -> bool:
        """Whether `path` names a page of the app: no file there, and no extension but .html (a missing
        font or script is a 404, not the page)."""
        if os.path.splitext(path)[1].lower() not in ("", ".html"):
            return False
        try:
            _, found = await anyio.to_thread.run_sync(self.lookup_path, path)
        except (OSError, ValueError):  # a name too long or with a NUL byte: no file, and no route either
            return False
        return found is None or not stat.S_ISREG(found.st_mode)


def made_pages(web: Path, assets: Path, websocket_endpoint_path: str) -> dict[str, bytes]:
    """index.html, manifest.json and assets/FontManifest.json of the client, made Scorepad's, and Scorepad's
    keep-awake script in place of wakelock_plus's."""
    from flet.controls.types import RouteUrlStrategy, WebRenderer
    from flet_web import patch_index_html

    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        for name in PATCHED:
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(web / name, folder / name)
        # what FletStaticFiles writes for a server at the root of its host, with Scorepad's name
        patch_index_html(
            str(folder / INDEX),
            base_href="/",
            websocket_endpoint_path=websocket_endpoint_path,
            app_name=pages.NAME,
            app_description=description(),
            web_renderer=WebRenderer.AUTO,
            route_url_strategy=RouteUrlStrategy.PATH,
            no_cdn=True,
        )
        (folder / INDEX).write_text(
            pages.branded(with_connection((folder / INDEX).read_text(encoding="utf-8"))), encoding="utf-8"
        )
        pages.brand_manifest(
            folder / MANIFEST, pages.NAME, description(), pages.THEME_COLOR, pages.BACKGROUND_COLOR, assets / pages.ICON
        )
        pages.brand_fonts(folder / FONT_MANIFEST, assets)
        return {**{name: (folder / name).read_bytes() for name in PATCHED}, pages.KEEP_AWAKE: pages.keep_awake_script()}


def with_connection(html: str) -> str:
    """index.html with connection.js at the start of its head (after the guard, which branded() puts first): the
    one line said while the scorer's computer is out of
    reach (in the browser's language), and the websocket that keeps trying without Flet's growing waits."""
    script = resources.files("scorepad.server").joinpath("connection.js").read_text(encoding="utf-8")
    words = json.dumps({lang: t("server.reconnecting", lang) for lang in ("en", "de")}, ensure_ascii=False)
    return pages.replaced(
        html, ((pages.HEAD, f"{pages.HEAD}\n  <script>\n{script.replace('__WORDS__', words)}</script>"),)
    )


def description() -> str:
    """The app's one line ([project] description), from the installed package's metadata."""
    try:
        return importlib.metadata.metadata("scorepad")["Summary"] or ""
    except importlib.metadata.PackageNotFoundError:  # run from a source tree that was never installed
        return ""
