#!/usr/bin/env bash
# Times a user's snapshot suite (Benchmarks/SnapshotSuite): COUNT snapshots recorded, then
# verified with plain `swift test` (parallel, Swift Testing's default) and with --no-parallel.
set -euo pipefail
count=${1:-1000}
cd "$(dirname "$0")/../Benchmarks/SnapshotSuite"
swift build --build-tests >/dev/null
export SNAPSHOT_SUITE_COUNT=$count
refs=Tests/ListScreenTests/__Snapshots__
seconds() { local start end; start=$(date +%s.%N); "$@" >/tmp/snapshot-suite.log 2>&1 || true; end=$(date +%s.%N); awk "BEGIN { printf \"%.1f\", $end - $start }"; }
per() { awk "BEGIN { printf \"%.1f\", $1 * 1000 / $count }"; }
rm -rf "$refs"; mkdir -p "$refs"
record=$(seconds swift test --skip-build)
recorded=$(ls "$refs"/*/ | wc -l)
parallel=$(seconds swift test --skip-build)
grep -q "passed after" /tmp/snapshot-suite.log || { echo "error: the verification failed"; tail -20 /tmp/snapshot-suite.log; exit 1; }
serial=$(seconds swift test --skip-build --no-parallel)
grep -q "passed after" /tmp/snapshot-suite.log || { echo "error: the serial verification failed"; tail -20 /tmp/snapshot-suite.log; exit 1; }
echo "snapshot suite, $count snapshots (debug build, $(nproc) cores), process start included:"
echo "  record:            ${record} s ($(per "$record") ms a snapshot; $recorded references)"
echo "  verify, parallel:  ${parallel} s ($(per "$parallel") ms a snapshot)"
echo "  verify, serial:    ${serial} s ($(per "$serial") ms a snapshot)"
