#!/usr/bin/env bash
# The whole suite, as CI runs it (.ci/run, after installing what it needs): README's one test command runs this.
# First the linter, the formatter and the types (ruff, and mypy strictly over the engine and the storage), and the
# published site, built once from this checkout with no network (tests/site checks that with every connection
# refused) and shared by every test that serves it (tests/published.py). Then everything but the browser tests on
# two workers, alone; then the browser tests on three workers that steal each other's queue, and beside them the
# evening's faults and the WebKit tests (tests/e2e/test_faults_in_browser.py, about 4 minutes, mostly waiting
# out the faults; tests/e2e/test_webkit_in_browser.py, about a minute): they fill the cores the browser workers
# leave idle while a page loads. Why this shape: docs/benchmarks.md, "The test suite". The rest runs alone because
# its timed tests (a writer's acknowledged hands, a server's start) failed when the browsers shared the cores.
# The faults' output follows once they end; the run fails if any part failed. No test is retried.
set -uo pipefail
cd "$(dirname "$0")/.."
ruff check && ruff format --check && mypy || exit 1
shared=$(mktemp -d)
trap 'rm -rf "$shared"' EXIT
scorepad publish "$shared/site" >/dev/null || exit 1
export SCOREPAD_TEST_SITE="$shared/site"
# Each test has its own limit (pytest-timeout, pyproject.toml); should a run still stall outside any test, it is
# interrupted (SIGINT: pytest reports what ran) long after its usual time, not left to CI's own limit.
status=0
timeout -s INT -k 60 900 pytest -n 2 -m "not browser" || status=$?
beside=(tests/e2e/test_faults_in_browser.py tests/e2e/test_webkit_in_browser.py)
faults_log="$shared/beside.log"
pytest "${beside[@]}" -p no:cacheprovider >"$faults_log" 2>&1 &
faults=$!
timeout -s INT -k 60 1500 pytest -n 3 --dist worksteal -m browser "${beside[@]/#/--deselect=}" || status=$?
faults_status=0
wait "$faults" || faults_status=$?
echo "--- the evening's faults and WebKit (${beside[*]}), run beside the browser tests:"
cat "$faults_log"
[ "$status" -eq 0 ] && [ "$faults_status" -eq 0 ]
