#!/usr/bin/env bash
# Builds the scenario-decoder fuzzer (sheet-lab's scenario files) with libFuzzer and runs it.
#
#   Fuzz/run-scenarios.sh [SECONDS]        fuzz for SECONDS (default 600), corpus kept in
#                                          Fuzz/.build-fuzz/scenarios, seeded with
#                                          Examples/Scenarios/*.json and every built-in
#                                          scenario as `sheet-lab export` writes it
#   Fuzz/run-scenarios.sh --regressions    run every Fuzz/Regressions/scenario-* input once
#   Fuzz/run-scenarios.sh --print FILE     decode FILE, print the scenario or the error, run it
#
# RealModule and BottomSheetCore come from Fuzz/build-common.sh (shared with Fuzz/run.sh);
# BottomSheetTestSupport and SheetLabKit (with -enable-testing, so the harness can reach the
# JSON parser) are compiled the same way, instrumented, and Fuzz/ScenarioFuzzer links them with
# libFuzzer's main.
set -euo pipefail
cd "$(dirname "$0")/.."

source Fuzz/build-common.sh
WORK="$OUT/scenarios"
FUZZER="$OUT/scenario-fuzzer"
mkdir -p "$WORK/corpus" "$WORK/seeds" "$WORK/artifacts"

build() {
  build_core
  build_module BottomSheetTestSupport Sources/BottomSheetTestSupport
  build_module SheetLabKit Sources/SheetLabKit -enable-testing
  # Linking with -g leaves the harness's module files in the working directory: use $OUT.
  local root="$PWD"
  (cd "$OUT" && "$SWIFTC" "${COMMON[@]}" -sanitize=fuzzer -module-name ScenarioFuzzer \
    "$root"/Fuzz/ScenarioFuzzer/*.swift libSheetLabKit.a libBottomSheetTestSupport.a \
    libBottomSheetCore.a libRealModule.a -lm -o scenario-fuzzer)
}

build
# Let libFuzzer, not the Swift backtracer, handle the trap, so it writes the crashing input.
export SWIFT_BACKTRACE=enable=no

case "${1:-}" in
  --regressions)
    status=0
    for input in Fuzz/Regressions/scenario-*; do
      [[ -f "$input" ]] || continue
      if "$FUZZER" "$input" >"$WORK/regression.log" 2>&1; then
        echo "pass  $input"
      else
        echo "FAIL  $input: $(grep -m1 -o 'invariant violated: .\{0,150\}' "$WORK/regression.log" || echo crash)"
        status=1
      fi
    done
    exit $status
    ;;
  --print)
    FUZZ_PRINT=1 exec "$FUZZER" "$2"
    ;;
  *)
    FUZZ_EXPORT_SEEDS="$WORK/seeds" "$FUZZER"
    cp Examples/Scenarios/*.json "$WORK/seeds/"
    # New inputs go to the first directory; the seeds are only read.
    exec "$FUZZER" "$WORK/corpus" "$WORK/seeds" -dict=Fuzz/ScenarioFuzzer/scenario.dict \
      -max_total_time="${1:-600}" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
      -artifact_prefix="$WORK/artifacts/" -print_final_stats=1
    ;;
esac
