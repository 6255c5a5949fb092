#!/usr/bin/env bash
# Builds the engine fuzzer with libFuzzer and runs it.
#
#   Fuzz/run.sh [SECONDS]        fuzz for SECONDS (default 600), corpus kept in Fuzz/.build-fuzz
#   Fuzz/run.sh --regressions    run every engine input in Fuzz/Regressions once (scenario-*
#                                inputs belong to Fuzz/run-scenarios.sh), with
#                                every check strict, and report each
#   Fuzz/run.sh --print FILE     decode FILE, print its plan and run it once
#
# The harness compiles the core's sources directly: swift-numerics' RealModule (from the root
# package's resolved checkout), BottomSheetCore and BottomSheetRules become static libraries
# (Fuzz/build-common.sh),
# the core instrumented with -sanitize=fuzzer, and the harness (Fuzz/EngineFuzzer plus the
# BottomSheetTestSupport sources) links them with libFuzzer's main. The scenario decoder has its
# own target: Fuzz/run-scenarios.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

source Fuzz/build-common.sh
FUZZER="$OUT/engine-fuzzer"
mkdir -p "$OUT/corpus" "$OUT/artifacts"

build() {
  build_core
  # Linking with -g leaves the harness's module files in the working directory: use $OUT.
  local root="$PWD"
  (cd "$OUT" && "$SWIFTC" "${COMMON[@]}" -sanitize=fuzzer -module-name EngineFuzzer \
    "$root"/Fuzz/EngineFuzzer/*.swift "$root"/Sources/BottomSheetTestSupport/*.swift \
    libBottomSheetRules.a libBottomSheetCore.a libRealModule.a -lm -o engine-fuzzer)
}

build
# Let libFuzzer, not the Swift backtracer, handle the trap, so it writes the crashing input.
export SWIFT_BACKTRACE=enable=no

case "${1:-}" in
  --regressions)
    status=0
    for input in Fuzz/Regressions/*; do
      [[ -f "$input" && "$input" != *.md && "$input" != */scenario-* ]] || continue
      if "$FUZZER" "$input" >"$OUT/regression.log" 2>&1; then
        echo "pass  $input"
      else
        echo "FAIL  $input: $(grep -m1 -o 'invariant violated: .\{0,150\}' "$OUT/regression.log" || echo crash)"
        status=1
      fi
    done
    exit $status
    ;;
  --print)
    FUZZ_PRINT=1 exec "$FUZZER" "$2"
    ;;
  *)
    exec "$FUZZER" "$OUT/corpus" -max_total_time="${1:-600}" -max_len=4096 -timeout=20 \
      -artifact_prefix="$OUT/artifacts/" -print_final_stats=1
    ;;
esac
