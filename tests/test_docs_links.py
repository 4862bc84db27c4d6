"""Every relative link and image in README.md and docs/*.md names a file or folder of the checkout."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")  # [text](target) and ![alt](target)


def relative_links(text: str) -> list[str]:
    """The targets of the page's links that point into the checkout (no scheme, not only an #anchor)."""
    targets = (match.group(1) for match in LINK.finditer(text))
    return [t.split("#")[0] for t in targets if not re.match(r"[a-z][a-z0-9+.-]*:", t) and not t.startswith("#")]


def test_the_links_are_found_where_markdown_puts_them():
    text = '[a](docs/app.md) ![b](docs/shot.png "title") [c](https://example.org) [d](#here) [e](web.md#cost)'
    assert relative_links(text) == ["docs/app.md", "docs/shot.png", "web.md"]


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.relative_to(ROOT).as_posix())
def test_every_relative_link_of_a_page_leads_to_a_file(page):
    links = relative_links(page.read_text(encoding="utf-8"))
    missing = [link for link in links if not (page.parent / link).exists()]
    assert missing == []
