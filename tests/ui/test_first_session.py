"""What a server's first session pays: nothing imported after `make_main`, which the server runs before it
listens (an import in the first session delays its first screen; the browser has no such time)."""

import subprocess
import sys
import textwrap
from pathlib import Path

TESTS = Path(__file__).resolve().parent

FIRST_SESSION = textwrap.dedent(
    """
    import asyncio, sys
    sys.path.insert(0, sys.argv[1])
    from ui_harness import Table
    from scorepad.storage import Store
    from scorepad.ui.app import make_main

    main = make_main(Store(sys.argv[2]), "en")
    before = set(sys.modules)

    async def first_session():
        table = await Table(main).open()
        table.close()

    asyncio.run(first_session())
    print(" ".join(sorted(m for m in set(sys.modules) - before if m.split(".")[0] in ("scorepad", "flet"))))
    """
)


def test_a_servers_first_session_imports_nothing_of_scorepad_or_flet(tmp_path):
    done = subprocess.run(
        [sys.executable, "-c", FIRST_SESSION, str(TESTS), str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == []
