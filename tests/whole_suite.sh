#!/usr/bin/env bash
# The whole suite, as CI runs it (.ci/run, after installing what it needs): everything but the browser tests on
# two workers, alone; then the browser tests on three workers that steal each other's queue, and beside them
# the evening's faults (tests/e2e/test_faults_in_browser.py): about 11 minutes, mostly waiting, but timed; after
# them, in the same process, the WebKit tests (tests/e2e/test_webkit_in_browser.py, about a minute): there they
# fill the faults' idle cores, instead of ending the browser run as the last files of its queue.
# Why this shape (docs/benchmarks.md, "The test suite"): two browser workers leave a core idle a sixth of the
# time (a test waiting on a page); a third worker and the faults fill it. The rest runs alone because its
# timed tests (a writer's acknowledged hands, a server's start) failed when the browsers shared the cores.
# The faults' output follows once they end; the run fails if any part failed.
set -uo pipefail
cd "$(dirname "$0")/.."
# Each test has its own limit (pytest-timeout, pyproject.toml); should a run still stall outside any test, it is
# interrupted (SIGINT: pytest reports what ran) long after its usual time, not left to CI's own limit.
status=0
timeout -s INT -k 60 1200 pytest -n 2 -m "not browser" || status=$?
beside=(tests/e2e/test_faults_in_browser.py tests/e2e/test_webkit_in_browser.py)
faults_log=$(mktemp)
pytest "${beside[@]}" -p no:cacheprovider >"$faults_log" 2>&1 &
faults=$!
timeout -s INT -k 60 2400 pytest -n 3 --dist worksteal -m browser "${beside[@]/#/--deselect=}" || status=$?
faults_status=0
wait "$faults" || faults_status=$?
echo "--- the evening's faults and WebKit (${beside[*]}), run beside the browser tests:"
cat "$faults_log"
rm -f "$faults_log"
[ "$status" -eq 0 ] && [ "$faults_status" -eq 0 ]
