#!/usr/bin/env bash
# The whole suite, as CI runs it (.ci/run, after installing what it needs): everything but the browser tests on
# two workers, then the browser tests on two workers that steal each other's queue, and beside both the
# evening's faults (tests/e2e/test_faults_in_browser.py): about 11 minutes of mostly waiting, but timed.
# Measured here (docs/benchmarks.md, "The test suite"): running the rest beside the browser tests too saves
# 2 to 4 minutes, but the cores are then so busy that tests which time a writer, a server's start or a
# phone's return failed in two of the three runs measured; so one after the other.
# The faults' output follows once they end; the run fails if either part failed.
set -uo pipefail
cd "$(dirname "$0")/.."
faults_log=$(mktemp)
pytest tests/e2e/test_faults_in_browser.py -p no:cacheprovider >"$faults_log" 2>&1 &
faults=$!
# Each test has its own limit (pytest-timeout, pyproject.toml); should a run still stall outside any test, it is
# interrupted (SIGINT: pytest reports what ran) long after its usual time, not left to CI's own limit.
status=0
timeout -s INT -k 60 1200 pytest -n 2 -m "not browser" \
  && timeout -s INT -k 60 2400 pytest -n 2 --dist worksteal -m browser --deselect tests/e2e/test_faults_in_browser.py \
  || status=$?
faults_status=0
wait "$faults" || faults_status=$?
echo "--- the evening's faults (tests/e2e/test_faults_in_browser.py), run beside the rest:"
cat "$faults_log"
rm -f "$faults_log"
[ "$status" -eq 0 ] && [ "$faults_status" -eq 0 ]
