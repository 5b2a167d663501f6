#!/usr/bin/env bash
# Times a user's snapshot suite (Benchmarks/SnapshotSuite) as a user runs it. The suite is
# written against UIKit in Swift 5 mode without `@MainActor`: it is copied to
# .build/snapshot-suite and ported there with uimodel-port, built for debugging, and COUNT
# snapshots are recorded, then verified with plain `swift test` (Swift Testing's default,
# parallel), with --no-parallel, and in two shards by filter side by side (the test binary run
# twice: SwiftPM lets one `swift test` at a time use a build folder). The same screens as XCTest
# methods are recorded, then verified one at a time and with XCTest's parallel workers
# (`swift test --parallel`); each verification is the fastest of three runs. Prints the time per
# snapshot and where it goes (UIMODEL_PHASE_TIMES).
# A command's fixed cost (SwiftPM loading the package graph, starting the test processes) is
# measured apart, as the same command with no snapshots to take, and left out of the times per
# snapshot.
set -euo pipefail
count=${1:-100}
root=$(cd "$(dirname "$0")/.." && pwd)
suite=$root/.build/snapshot-suite
log=$suite/run.log

# The porter, then the suite ported as its user ports it.
swift build --package-path "$root" --product uimodel-port >/dev/null
mkdir -p "$suite"
rm -rf "$suite/Sources" "$suite/Tests"
cp -R "$root/Benchmarks/SnapshotSuite/Sources" "$root/Benchmarks/SnapshotSuite/Tests" "$suite/"
sed "s|path: \"../..\"|path: \"$root\"|" "$root/Benchmarks/SnapshotSuite/Package.swift" > "$suite/Package.swift"
"$root/.build/debug/uimodel-port" "$suite/Sources" "$suite/Tests" > "$suite/port.log"
grep -q "@MainActor" "$suite/Tests/ListScreenTests/ListScreenSnapshotTests.swift" \
    || { echo "error: the porter did not put the suite on the main actor"; cat "$suite/port.log"; exit 1; }
cd "$suite"
# SwiftPM can miss a source file added to a path dependency since the last build: plan anew.
rm -f .build/debug.yaml .build/build.db
swift build --build-tests > "$suite/build.log" 2>&1 || { tail -30 "$suite/build.log"; exit 1; }
binary=$(swift build --show-bin-path)/SnapshotSuitePackageTests.xctest
refs=Tests/ListScreenTests/__Snapshots__
phases=$suite/phases
mkdir -p "$phases"

# Seconds `$@` took with SNAPSHOT_SUITE_COUNT=$count, its output in the log and the phase times
# of its processes in $phases/$name (the first argument).
timed() {
    local name=$1; shift
    rm -f "$phases/$name"
    local start end
    start=$(date +%s.%N)
    SNAPSHOT_SUITE_COUNT=$count UIMODEL_PHASE_TIMES=$phases/$name "$@" >"$log" 2>&1 || true
    end=$(date +%s.%N)
    awk "BEGIN { printf \"%.2f\", $end - $start }"
}
# The fastest of three runs of `timed "$@"` (a run sometimes waits on SwiftPM's caches); the
# phase times and the log are the last run's.
best() { for _ in 1 2 3; do timed "$@"; echo; done | sort -n | head -1; }
# The fixed cost of `$@`: the fastest of three runs with no snapshots.
fixed() { count=0 best fixed "$@"; }
passed() { grep -q "passed after" "$log" && ! grep -q "recorded\|failed" "$log" \
    || { echo "error: $1 failed"; tail -20 "$log"; exit 1; }; }
# Milliseconds a snapshot: the seconds given, less the fixed cost (second argument, default none).
per() { awk "BEGIN { printf \"%.1f\", ($1 - ${2:-0}) * 1000 / $count }"; }
# A result line: the label, the seconds, the fixed cost and what else to say.
line() { printf "  %-26s %6s s, %5s ms a snapshot%s\n" "$1" "$2" "$(per "$2" "$3")" "${4:-}"; }

fixedTest=$(fixed swift test --skip-build)
rm -rf "$refs"; mkdir -p "$refs"
record=$(timed record swift test --skip-build)
recorded=$(find "$refs" -name '*.png' | wc -l)
[ "$recorded" -eq "$count" ] || { echo "error: $recorded references recorded, not $count"; tail -20 "$log"; exit 1; }
parallel=$(best parallel swift test --skip-build)
passed "the verification"
# Swift Testing's own time for the run, inside the test process.
inprocess=$(grep -oE "passed after [0-9.]+ seconds" "$log" | tail -1 | grep -oE "[0-9.]+")
fixedSerial=$(fixed swift test --skip-build --no-parallel)
serial=$(best serial swift test --skip-build --no-parallel)
passed "the serial verification"
# Two shards side by side, one device each: `--filter` picks a shard's tests.
shards() {
    "$binary" --testing-library swift-testing --filter 'onSmallPhone' >"$log.se" 2>&1 &
    "$binary" --testing-library swift-testing --filter 'onLargePhone' >"$log.15" 2>&1
    wait
}
fixedShards=$(fixed shards)
sharded=$(best shards shards)
grep -q "passed after" "$log.se" && grep -q "passed after" "$log.15" || { echo "error: a shard failed"; tail -5 "$log.se" "$log.15"; exit 1; }

# The XCTest methods: recorded, verified one at a time, then with two parallel workers.
export SNAPSHOT_SUITE_XCTEST=1
fixedXC=$(fixed swift test --skip-build --filter ListScreenXCTests)
xcrecord=$(timed xcrecord swift test --skip-build --filter ListScreenXCTests)
xcserial=$(best xcserial swift test --skip-build --filter ListScreenXCTests)
grep -q "Executed 10 tests, with 0 failures" "$log" || { echo "error: the XCTest verification failed"; tail -20 "$log"; exit 1; }
fixedXCParallel=$(fixed swift test --skip-build --filter ListScreenXCTests --parallel --num-workers 2)
xcparallel=$(best xcparallel swift test --skip-build --filter ListScreenXCTests --parallel --num-workers 2)
grep -q "error\|failed" "$log" && { echo "error: the parallel XCTest verification failed"; tail -20 "$log"; exit 1; }
unset SNAPSHOT_SUITE_XCTEST

echo "snapshot suite, $count snapshots on an iPhone SE and an iPhone 15, ported by uimodel-port"
echo "(Swift 5 mode, debug build, $(nproc) cores; verifications the fastest of three runs); each"
echo "command's fixed cost (the same command with no snapshots) is left out of its time per snapshot:"
line "record" "$record" "$fixedTest" "; fixed ${fixedTest} s; $recorded references"
line "verify, parallel" "$parallel" "$fixedTest" "; the last run $(per "$inprocess") ms inside the test process"
line "verify, serial" "$serial" "$fixedSerial" "; fixed ${fixedSerial} s"
line "verify, 2 shards" "$sharded" "$fixedShards" "; the test binary twice side by side, fixed ${fixedShards} s"
line "XCTest record" "$xcrecord" "$fixedXC" "; fixed ${fixedXC} s"
line "XCTest verify, serial" "$xcserial" "$fixedXC"
line "XCTest verify, 2 workers" "$xcparallel" "$fixedXCParallel" "; --parallel --num-workers 2, fixed ${fixedXCParallel} s"
echo
echo "where a snapshot's time goes, ms (UIMODEL_PHASE_TIMES; other: the test frameworks, the"
echo "reference files, the screen's own code):"
printf "  %-16s %8s %8s\n" phase record verify
sum() { awk -F'\t' -v p="$1" 'p == "" || $1 == p { s += $2 } END { print s + 0 }' "$2"; }
for phase in "runtime set-up" launch layout display draw read PNG compare; do
    printf "  %-16s %8s %8s\n" "$phase" "$(per "$(sum "$phase" "$phases/record")")" "$(per "$(sum "$phase" "$phases/parallel")")"
done
printf "  %-16s %8s %8s\n" other "$(per "$record" "$(awk "BEGIN { print $fixedTest + $(sum "" "$phases/record") }")")" \
    "$(per "$parallel" "$(awk "BEGIN { print $fixedTest + $(sum "" "$phases/parallel") }")")"
printf "  %-16s %8s %8s\n" total "$(per "$record" "$fixedTest")" "$(per "$parallel" "$fixedTest")"
