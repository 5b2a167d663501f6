#!/usr/bin/env bash
# Runs scenes briefly under valgrind (memcheck) and fails on any invalid read, write or free, or
# any definite leak. Usage: scripts/memcheck.sh BINARY [SCENE...] (default: every scene).
# The script takes screenshots at three sizes (the offscreen canvas is replaced each time, the case
# where textures once outlived their renderer), taps, drags, an edge swipe, a device change and
# dark appearance. Any valgrind error fails (uninitialised values too); Tests/Memcheck/swift.supp
# names the one false positive of the Swift runtime. Reports per scene: invalid accesses,
# definite and indirect leaks, valgrind errors.
set -uo pipefail
cd "$(dirname "$0")/.."
bin=${1:?usage: scripts/memcheck.sh BINARY [SCENE...]}
shift
scenes=("$@")
[ ${#scenes[@]} -eq 0 ] && scenes=(gallery views modal navigation container pane adaptive)
out=.build/memcheck
mkdir -p "$out"
status=0
for scene in "${scenes[@]}"; do
  log="$out/$scene.log"
  valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite,indirect --errors-for-leak-kinds=definite \
    --suppressions=Tests/Memcheck/swift.supp --num-callers=30 \
    --log-file="$log" "$bin" --headless --check-hierarchy --scale 1 --scene "$scene" \
    --script Tests/Memcheck/scene.json --out "$out/$scene" --resources Resources >/dev/null 2>"$out/$scene.stderr"
  rc=$?
  invalid=$(grep -cE 'Invalid (read|write|free)|Mismatched free|Source and destination overlap' "$log")
  definite=$(grep -oE 'definitely lost: [0-9,]+ bytes' "$log" | grep -oE '[0-9,]+' | tr -d , | head -1)
  indirect=$(grep -oE 'indirectly lost: [0-9,]+ bytes' "$log" | grep -oE '[0-9,]+' | tr -d , | head -1)
  errors=$(grep -oE 'ERROR SUMMARY: [0-9]+ errors' "$log" | grep -oE '[0-9]+' | head -1)
  printf '%-11s exit %s  invalid accesses %s  definitely lost %s B  indirectly lost %s B  valgrind errors %s\n' \
    "$scene" "$rc" "$invalid" "${definite:-0}" "${indirect:-0}" "${errors:-?}"
  if [ "$rc" -ne 0 ] || [ "$invalid" -ne 0 ] || [ "${definite:-0}" -ne 0 ] || [ "${errors:-1}" -ne 0 ]; then
    echo "memcheck: $scene failed; see $log" >&2
    status=1
  fi
done
exit $status
