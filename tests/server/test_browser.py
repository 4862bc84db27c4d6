"""A phone opening the watch link in headless Chromium, against the real `scorepad --web --host 0.0.0.0`;
and a watcher whose link is renewed (the same app in a thread, so that the test can press new links)."""

from __future__ import annotations

import asyncio

import pytest
from server_driver import CHROMIUM_ARGS, ServerProcess, ServerThread, in_thread

PHONE = {"width": 390, "height": 844}


@pytest.fixture(scope="module")
def network(tmp_path_factory):
    server = ServerProcess(tmp_path_factory.mktemp("data"), host="0.0.0.0").start()
    yield server
    server.stop()


async def open_link(chromium: str, url: str, from_another_site: bool) -> dict:
    """Open `url` in a fresh phone-sized context (typed, or tapped on another site's page as a QR
    scanner's page would); report where it ended, its cookie, and whether the app's websocket talked."""
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        context = await browser.new_context(viewport=PHONE, locale="en-US")
        page = await context.new_page()
        frames, refused = [], []
        page.on("websocket", lambda ws: ws.on("framereceived", lambda frame: frames.append(frame)))
        page.on("response", lambda r: refused.append(r.url) if r.status == 403 else None)
        if from_another_site:
            await page.set_content(f'<a id="join" href="{url}">join the table</a>')
            await page.click("#join")
        else:
            await page.goto(url)
        await page.wait_for_selector("flt-semantics-placeholder", state="attached", timeout=60000)
        for _ in range(200):
            if frames:
                break
            await page.wait_for_timeout(100)
        report = {"url": page.url, "cookies": await context.cookies(), "frames": len(frames), "refused": refused}
        await browser.close()
        return report


async def open_without_link(chromium: str, url: str) -> str:
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        page = await (await browser.new_context(locale="de-DE")).new_page()
        response = await page.goto(url)
        text = f"{response.status} {await page.inner_text('body')}"
        await browser.close()
        return text


@pytest.mark.parametrize("from_another_site", [False, True], ids=["typed", "tapped-on-another-site"])
def test_a_phone_opening_the_watch_link_gets_the_cookie_and_the_app(chromium, network, from_another_site):
    secret = network.secrets()["watch"]
    url = f"http://127.0.0.1:{network.port}/?key={secret}"
    report = in_thread(lambda: open_link(chromium, url, from_another_site))
    assert report["url"] == f"http://127.0.0.1:{network.port}/"  # the secret left the address bar
    cookie = next(c for c in report["cookies"] if c["name"] == f"scorepad_{network.port}")
    assert cookie["value"].startswith("watch.") and secret not in cookie["value"]  # a token, not the secret
    assert cookie["httpOnly"] and cookie["sameSite"] == "Lax"
    assert report["frames"] > 0 and report["refused"] == []  # every asset and the websocket came through


def test_a_browser_without_the_link_gets_the_page_that_says_what_to_do(chromium, network):
    text = in_thread(lambda: open_without_link(chromium, f"http://127.0.0.1:{network.port}/"))
    assert text.startswith("403 ") and "Frag den Schreiber nach dem QR-Code" in text


def test_a_watcher_whose_link_was_renewed_lands_on_the_page_that_says_what_to_do(chromium, tmp_path):
    import flet as ft

    from scorepad.storage import Store

    def app(store, lang, chosen_lang=None):
        async def main(page):
            page.add(ft.Text("the table"))

        return main

    with ServerThread(Store(tmp_path / "data"), make_main=app) as server:
        url = f"http://127.0.0.1:{server.port}/?key={server.secret('watch')}"

        async def renewed() -> tuple[str, str]:
            from playwright.async_api import async_playwright

            async with async_playwright() as playwright:
                browser = await playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
                page = await (await browser.new_context(viewport=PHONE)).new_page()
                await page.goto(url)
                await page.wait_for_selector("flt-semantics-placeholder", state="attached", timeout=60000)
                await page.evaluate("document.querySelector('flt-semantics-placeholder').click()")
                await page.get_by_text("the table").wait_for(timeout=30000)
                new_links = asyncio.run_coroutine_threadsafe(server.serving.new_links(), server.loop)
                await asyncio.wrap_future(new_links)
                await page.get_by_text("Ask the scorer for the QR code").wait_for(timeout=15000)
                shown = (page.url, await page.inner_text("body"))
                await browser.close()
                return shown

        address, text = in_thread(renewed)
    assert address == f"http://127.0.0.1:{server.port}/" and "A link stops working" in text
