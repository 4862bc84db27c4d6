#!/usr/bin/env bash
# The whole suite, as CI runs it (.ci/run, after installing what it needs): three parts at once, because
# one after the other left the two cores idle while tests waited on pages, servers and sleeping phones.
#   - the browser tests on three workers that steal each other's queue (this part's output comes live);
#   - everything else on one worker beside them: its CPU fills the browser tests' waits;
#   - the evening's faults (tests/e2e/test_faults_in_browser.py), about 11 minutes of mostly waiting.
# The other two parts' output follows once they end; the run fails if any part failed.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
pytest tests/e2e/test_faults_in_browser.py -p no:cacheprovider >"$logs/faults" 2>&1 &
faults=$!
pytest -n 1 -m "not browser" -p no:cacheprovider >"$logs/rest" 2>&1 &
rest=$!
pytest -n 3 --dist worksteal -m browser --deselect tests/e2e/test_faults_in_browser.py
browser_status=$?
wait "$rest"
rest_status=$?
wait "$faults"
faults_status=$?
echo "--- everything but the browser tests, run beside them:"
cat "$logs/rest"
echo "--- the evening's faults (tests/e2e/test_faults_in_browser.py), run beside the rest:"
cat "$logs/faults"
rm -rf "$logs"
echo "browser tests: exit $browser_status; the rest: exit $rest_status; the faults: exit $faults_status"
[ "$browser_status" -eq 0 ] && [ "$rest_status" -eq 0 ] && [ "$faults_status" -eq 0 ]
