#!/usr/bin/env bash
# The whole suite, as CI runs it (.ci/run, after installing what it needs): three parts at once, because
# one after the other left the two cores idle while tests waited on pages, servers and sleeping phones.
#   - the evening's faults (tests/e2e/test_faults_in_browser.py): about 11 minutes of mostly waiting, but it
#     times how fast phones come back, so it gets the CPU first when it wants it (normal priority);
#   - the browser tests on two workers that steal each other's queue (nice 5; this part's output comes live);
#   - everything else on one worker (nice 5), filling what the browser tests leave idle while they wait.
# Three browser workers and all at one priority kept the cores as busy but slowed a server's start past 30 s
# and a phone's return after a fault past 5 s.
# The other two parts' output follows once they end; the run fails if any part failed.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
pytest tests/e2e/test_faults_in_browser.py -p no:cacheprovider >"$logs/faults" 2>&1 &
faults=$!
nice -n 5 pytest -n 1 -m "not browser" -p no:cacheprovider >"$logs/rest" 2>&1 &
rest=$!
nice -n 5 pytest -n 2 --dist worksteal -m browser --deselect tests/e2e/test_faults_in_browser.py
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
