#!/usr/bin/env bash
# Builds the scenario-decoder fuzzer (sheet-lab's scenario files) with libFuzzer and runs it.
#
#   Fuzz/run-scenarios.sh [SECONDS]        fuzz for SECONDS (default 600), corpus kept in
#                                          Fuzz/.build-fuzz/scenarios, seeded with
#                                          Examples/Scenarios/*.json and every built-in
#                                          scenario as `sheet-lab export` writes it
#   Fuzz/run-scenarios.sh --regressions    run every Fuzz/Regressions/scenario-* input once
#   Fuzz/run-scenarios.sh --print FILE     decode FILE, print the scenario or the error, run it
#   Fuzz/run-scenarios.sh --large          build files of about 1 MiB (the size limit) that are
#                                          hard for a parser and run each once, timed: distinct
#                                          keys, deep nesting, long strings of combining marks,
#                                          long arrays, whitespace, one byte over the limit
#
# RealModule, BottomSheetCore and BottomSheetRules come from Fuzz/build-common.sh (shared with Fuzz/run.sh);
# BottomSheetTestSupport and SheetLabKit (with -enable-testing, so the harness can reach the
# JSON syntax pass) are compiled the same way, instrumented, and Fuzz/ScenarioFuzzer links them
# with libFuzzer's main.
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
    libBottomSheetRules.a libBottomSheetCore.a libRealModule.a -lm -o scenario-fuzzer)
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
  --large)
    LARGE="$WORK/large"
    rm -rf "$LARGE" && mkdir -p "$LARGE"
    set +o pipefail  # `head -c` ends the generators early on purpose
    limit=1048576
    keys() { printf '{"name": "k", "duration": 1,'; seq 1 85000 | sed 's/.*/"k&": 0,/' | tr -d '\n'
      printf '"detents": ["large"]}'; }
    keys | head -c $limit > "$LARGE/distinct-keys.json"
    { printf '{"name": "'; for _ in $(seq 1 2000); do printf 'a\xcc\x81\xcc\x81\xcc\x81'; done
      printf '", "duration": 1, "detents": ["large"]}'; } > "$LARGE/combining-name.json"
    { printf '{"name": "deep", "duration": 1, "detents": '; head -c 100000 /dev/zero | tr '\0' '['
      } > "$LARGE/deep-nesting.json"
    { printf '{"name": "inputs", "duration": 100, "detents": ["large"], "inputs": ['
      seq 1 30000 | sed 's/.*/{"at": 0.001, "type": "tapOnDimming"},/' | tr -d '\n'
      printf '{"at": 0, "type": "present"}]}'; } | head -c $limit > "$LARGE/many-inputs.json"
    { printf '{"name": "summary", "duration": 1, "detents": ["large"], "summary": "'
      head -c 1000000 /dev/zero | tr '\0' 'x'; printf '"}'; } > "$LARGE/long-summary.json"
    head -c $limit /dev/zero | tr '\0' ' ' > "$LARGE/whitespace.json"
    head -c $((limit + 1)) /dev/zero | tr '\0' ' ' > "$LARGE/one-byte-over.json"
    status=0
    for input in "$LARGE"/*.json; do
      start=$(date +%s.%N)
      if "$FUZZER" "$input" >"$WORK/large.log" 2>&1; then result=pass; else result=FAIL; status=1; fi
      end=$(date +%s.%N)
      printf '%s  %-22s %8d bytes  %.2f s\n' "$result" "$(basename "$input")" \
        "$(wc -c < "$input")" "$(echo "$end - $start" | bc)"
    done
    exit $status
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
