"""The Python worker's head start (scorepad/site/head_start.py, issue 44): Flet's python-worker.js starts Pyodide's
wasm and reads app.tar.gz first thing, writes its files once Pyodide is loaded, and its Python leaves the archive
alone when they are in; a worker of another flet-web is refused rather than half patched. The worker's tar reader,
run here by Node: the site's own archive as Python's tarfile reads it, the formats tarfile writes, and anything
else refused (the worker's Python then unpacks it, as without the head start). In the browser:
tests/e2e/test_site_start_in_browser.py."""

from __future__ import annotations

import io
import json
import subprocess
import tarfile
from pathlib import Path

import pytest
from flet_web import get_package_web_dir

from programs import need_program
from scorepad.site import head_start
from scorepad.site.build import APP_ARCHIVE

FLET_WORKER = Path(get_package_web_dir()) / head_start.WORKER
# Node runs the worker's script (its top-level names become globals) and reads each tar given as a file.
READ = """
const vm = require("vm"), fs = require("fs");
globalThis.self = globalThis;
globalThis.fetch = async (path) => new Response(fs.readFileSync(path));
vm.runInThisContext(fs.readFileSync(process.argv[1], "utf8"));
(async () => {
  const read = [];
  for (const path of JSON.parse(process.argv[2])) {
    try {
      const files = await scorepadArchiveFiles(path);
      read.push(files.map(([name, bytes]) => [name, bytes && Buffer.from(bytes).toString("hex")]));
    } catch (error) {
      read.push(String(error.message));
    }
  }
  process.stdout.write(JSON.stringify(read));
})();
"""


def test_the_worker_starts_first_thing_unpacks_before_its_python_runs_and_its_python_then_leaves_the_archive_alone(
    published_site,
):
    worker = (published_site / head_start.WORKER).read_text(encoding="utf-8")
    assert worker.startswith(head_start.script())
    start, unpack, skip = (worker.index(new) for _, new in (head_start.START, head_start.UNPACK, head_start.SKIP))
    assert (
        start
        < worker.index("self.pyodide = await ")
        < unpack
        < worker.index("await self.pyodide.runPythonAsync(`")
        < skip
    )
    assert worker.count("scorepadHeadStart(self.pyodideUrl, self.appPackageUrl);") == 1
    assert worker[skip:].index('elif "script" not in py_args:') < worker[skip:].index("await pyfetch(app_package_url)")


@pytest.mark.parametrize(
    "change, found",
    [
        (
            lambda s: s.replace(
                'self.pyodide.registerJsModule("flet_js", flet_js);',
                'self.pyodide.registerJsModule("flet_js", self.flet_js);',
            ),
            "0 times",
        ),
        (lambda s: s.replace('        if "script" not in py_args:\n', '        if "script" in py_args:\n'), "0 times"),
        (lambda s: s + "\nconst pyodideModule = await import(self.pyodideUrl);\n", "2 times"),
    ],
)
def test_a_worker_of_another_flet_web_is_refused_rather_than_half_patched(tmp_path, change, found):
    worker = tmp_path / head_start.WORKER
    worker.write_text(change(FLET_WORKER.read_text(encoding="utf-8")), encoding="utf-8")
    before = worker.read_bytes()
    with pytest.raises(ValueError, match=f"python-worker.js of this flet-web differs: .* found {found}"):
        head_start.add_head_start(tmp_path)
    assert worker.read_bytes() == before


def made_tar(folder: Path, name: str, entries, form=tarfile.GNU_FORMAT, packed: bool = True) -> Path:
    """A tar of `entries` ((name, bytes) a file, (name, None) a folder, (name, "->target") a link), as tarfile
    writes it in `form`, gzipped unless not `packed`."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=form) as tar:
        for entry, data in entries:
            info = tarfile.TarInfo(entry)
            if data is None:
                info.type = tarfile.DIRTYPE
            elif isinstance(data, str):
                info.type, info.linkname = tarfile.SYMTYPE, data[2:]
            else:
                info.size = len(data)
            tar.addfile(info, io.BytesIO(data) if isinstance(data, bytes) else None)
    path = folder / name
    path.write_bytes(__import__("gzip").compress(buffer.getvalue()) if packed else buffer.getvalue())
    return path


LONG = "scorepad/" + "a-folder-with-a-long-name/" * 5 + "and_a_module.py"  # 150 characters
# (what the tar holds, how tarfile writes it, gzipped?) -> the files the worker reads, or the error it gives
CASES = [
    ([("main.py", b"import flet\n"), ("scorepad/__init__.py", b"")], tarfile.GNU_FORMAT, True, None),
    ([(LONG, b"x = 1\n" * 200)], tarfile.GNU_FORMAT, True, None),  # a GNU long name
    ([(LONG, b"x = 1\n")], tarfile.USTAR_FORMAT, True, None),  # a POSIX name in two parts
    # a folder; 1200 bytes
    (
        [("scorepad", None), ("scorepad/ü.py", "ß".encode() * 600)],
        tarfile.GNU_FORMAT,
        True,
        None,
    ),
    ([("main.py", b"print('inflated by the host')\n")], tarfile.GNU_FORMAT, False, None),  # Content-Encoding: gzip
    ([("../outside.py", b"")], tarfile.GNU_FORMAT, True, "../outside.py: outside the folder"),
    ([("/etc/passwd", b"")], tarfile.GNU_FORMAT, True, "/etc/passwd: outside the folder"),
    ([("link.py", "->main.py")], tarfile.GNU_FORMAT, True, "link.py: a tar entry of type 2"),
    ([(LONG, b"")], tarfile.PAX_FORMAT, True, "a tar entry of type x"),  # pax headers: left to Python
]


@pytest.mark.browser  # Node
def test_the_workers_tar_reader_reads_the_sites_archive_and_what_tarfile_writes_and_refuses_the_rest(
    published_site, tmp_path
):
    node = need_program(
        "SCOREPAD_NODE", "node", "Node not found (apt install nodejs); this test runs the worker's script in it"
    )
    tars = [published_site / APP_ARCHIVE] + [
        made_tar(tmp_path, f"{n}.tar.gz", entries, form, packed) for n, (entries, form, packed, _) in enumerate(CASES)
    ]
    read = json.loads(
        subprocess.run(
            [node, "-e", READ, str(published_site / head_start.WORKER), json.dumps([str(t) for t in tars])],
            capture_output=True,
            text=True,
            check=True,
            timeout=120,
        ).stdout
    )
    with tarfile.open(published_site / APP_ARCHIVE) as archive:
        expected = [[m.name, archive.extractfile(m).read().hex()] for m in archive.getmembers()]
    assert read[0] == expected and len(expected) > 400
    for (entries, _, _, error), got in zip(CASES, read[1:], strict=True):
        if error is None:
            assert got == [[name + "/", None] if data is None else [name, data.hex()] for name, data in entries]
        else:
            assert isinstance(got, str) and error in got
