"""A test that cannot run on a machine (no Chromium, no network address, no `unshare`) is a skip on a developer's
machine and a failure in CI (CI=true), where a skip would pass unseen (tests/programs.py, cannot_run). Tried on the
suite's own tests: their needs taken away by a plugin, run by pytest again with and without CI=true."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from programs import cannot_run

ROOT = Path(__file__).resolve().parents[1]
# the tests that once skipped in CI too (issue 42): what each needs
NEEDING = {
    "tests/server/test_secret_gate.py::test_bound_to_one_network_address_the_hosts_link_stays_on_127_0_0_1_and_answers_there":
        "no network address",
    "tests/cli/test_web_command.py::test_bound_to_one_network_address_a_busy_port_on_loopback_is_the_same_line":
        "no network address",
    "tests/storage/test_faults.py::test_on_a_really_full_file_system_every_write_is_refused_and_the_data_stays":
        "unshare",
}
# a plugin for the run: this machine as one with loopback alone and no `unshare`
TAKEN_AWAY = textwrap.dedent('''
    import shutil

    import scorepad.server.links

    scorepad.server.links.network_address = lambda host: None
    real_which = shutil.which
    shutil.which = lambda name, *args, **kwargs: None if name == "unshare" else real_which(name, *args, **kwargs)
''')


@pytest.mark.parametrize("ci, raised", [("true", pytest.fail.Exception), ("TRUE", pytest.fail.Exception),
                                        ("", pytest.skip.Exception), ("false", pytest.skip.Exception)])
def test_a_test_that_cannot_run_fails_in_ci_and_is_skipped_elsewhere(monkeypatch, ci, raised):
    monkeypatch.setenv("CI", ci)
    with pytest.raises(raised, match="no network address"):
        cannot_run("no network address")


@pytest.mark.slow
@pytest.mark.parametrize("ci, outcome", [("true", "failed"), ("", "skipped")])
def test_the_suites_tests_lacking_what_they_need_fail_in_ci_and_skip_elsewhere(tmp_path, ci, outcome):
    (tmp_path / "taken_away.py").write_text(TAKEN_AWAY)
    env = {**os.environ, "CI": ci, "PYTHONPATH": os.pathsep.join([str(tmp_path), str(ROOT), os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "taken_away", "-p", "no:cacheprovider", "-q", "-rfs", *NEEDING], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert f"{len(NEEDING)} {outcome}" in done.stdout.splitlines()[-1], done.stdout[-3000:]
    summary = [line for line in done.stdout.splitlines() if line.startswith(outcome.upper())]  # -rfs: why each
    assert all(any(why in line for line in summary) for why in ("no network address to bind", "unshare (util-linux)"))
