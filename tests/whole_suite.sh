#!/usr/bin/env bash
# The whole suite, as CI runs it (.ci/run, after installing what it needs): everything but the browser tests on
# two workers, alone; then the browser tests on three workers that steal each other's queue, and beside them
# the evening's faults (tests/e2e/test_faults_in_browser.py): about 11 minutes, mostly waiting, but timed.
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
faults_log=$(mktemp)
pytest tests/e2e/test_faults_in_browser.py -p no:cacheprovider >"$faults_log" 2>&1 &
faults=$!
timeout -s INT -k 60 2400 pytest -n 3 --dist worksteal -m browser --deselect tests/e2e/test_faults_in_browser.py \
  || status=$?
faults_status=0
wait "$faults" || faults_status=$?
echo "--- the evening's faults (tests/e2e/test_faults_in_browser.py), run beside the browser tests:"
cat "$faults_log"
rm -f "$faults_log"
[ "$status" -eq 0 ] && [ "$faults_status" -eq 0 ]
