#!/usr/bin/env bash
# Builds the engine fuzzer with libFuzzer and runs it.
#
#   Fuzz/run.sh [SECONDS]        fuzz for SECONDS (default 600), corpus kept in Fuzz/.build-fuzz
#   Fuzz/run.sh --regressions    run every input in Fuzz/Regressions once, with the filters for
#                                every check strict, and report each
#   Fuzz/run.sh --print FILE     decode FILE, print its plan and run it once
#
# The harness compiles the core's sources directly: swift-numerics' RealModule (from the root
# package's resolved checkout) and BottomSheetCore become static libraries, the core
# instrumented with -sanitize=fuzzer, and the harness (Fuzz/EngineFuzzer plus the
# BottomSheetTestSupport sources) links them with libFuzzer's main.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFTC="${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}"
OUT="$PWD/Fuzz/.build-fuzz"
FUZZER="$OUT/engine-fuzzer"
mkdir -p "$OUT/modules" "$OUT/corpus" "$OUT/artifacts"

build() {
  swift package --scratch-path "$OUT/spm" resolve >/dev/null
  local numerics="$OUT/spm/checkouts/swift-numerics/Sources"
  local shims=(-Xcc "-fmodule-map-file=$numerics/_NumericsShims/include/module.modulemap"
    -Xcc -I -Xcc "$numerics/_NumericsShims/include")
  local common=(-parse-as-library -O -g -wmo -swift-version 6 -I "$OUT/modules" "${shims[@]}")
  if [[ ! -f "$OUT/libRealModule.a" ]]; then
    "$SWIFTC" "${common[@]}" -module-name RealModule -emit-library -static \
      -emit-module -emit-module-path "$OUT/modules/RealModule.swiftmodule" \
      -o "$OUT/libRealModule.a" "$numerics"/RealModule/*.swift
  fi
  local core=()
  while IFS= read -r file; do core+=("$file"); done < <(find Sources/BottomSheetCore -name '*.swift' | sort)
  "$SWIFTC" "${common[@]}" -sanitize=fuzzer -module-name BottomSheetCore -emit-library -static \
    -emit-module -emit-module-path "$OUT/modules/BottomSheetCore.swiftmodule" \
    -o "$OUT/libBottomSheetCore.a" "${core[@]}"
  # Linking with -g leaves the harness's module files in the working directory: use $OUT.
  local root="$PWD"
  (cd "$OUT" && "$SWIFTC" "${common[@]}" -sanitize=fuzzer -module-name EngineFuzzer \
    "$root"/Fuzz/EngineFuzzer/*.swift "$root"/Sources/BottomSheetTestSupport/*.swift \
    libBottomSheetCore.a libRealModule.a -lm -o engine-fuzzer)
}

build
# Let libFuzzer, not the Swift backtracer, handle the trap, so it writes the crashing input.
export SWIFT_BACKTRACE=enable=no

case "${1:-}" in
  --regressions)
    status=0
    for input in Fuzz/Regressions/*; do
      [[ -f "$input" && "$input" != *.md ]] || continue
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
