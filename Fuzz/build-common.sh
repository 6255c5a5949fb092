# Sourced by Fuzz/run.sh and Fuzz/run-scenarios.sh (from the repository root): the libraries
# every fuzz target links, built with swiftc into Fuzz/.build-fuzz (SwiftPM cannot link a
# libFuzzer main).
#
#   build_core    RealModule (from the root package's resolved swift-numerics checkout; not
#                 instrumented: it is math, not logic) and BottomSheetCore (instrumented with
#                 -sanitize=fuzzer) as static libraries and modules in $OUT, and
#                 BottomSheetRules (the adapters' rules, on top of the core; BottomSheetTestSupport
#                 imports it) the same way.
#
# It sets SWIFTC, OUT and COMMON (the flags every compilation shares).

SWIFTC="${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}"
OUT="$PWD/Fuzz/.build-fuzz"
mkdir -p "$OUT/modules"

build_core() {
  swift package --scratch-path "$OUT/spm" resolve >/dev/null
  local numerics="$OUT/spm/checkouts/swift-numerics/Sources"
  # -package-name: the harnesses use the core's `package` declarations, as the package's own
  # test targets do.
  COMMON=(-parse-as-library -O -g -wmo -swift-version 6 -I "$OUT/modules" -package-name BottomSheet
    -Xcc "-fmodule-map-file=$numerics/_NumericsShims/include/module.modulemap"
    -Xcc -I -Xcc "$numerics/_NumericsShims/include")
  if [[ ! -f "$OUT/libRealModule.a" ]]; then
    "$SWIFTC" "${COMMON[@]}" -module-name RealModule -emit-library -static \
      -emit-module -emit-module-path "$OUT/modules/RealModule.swiftmodule" \
      -o "$OUT/libRealModule.a" "$numerics"/RealModule/*.swift
  fi
  build_module BottomSheetCore Sources/BottomSheetCore
  build_module BottomSheetRules Sources/BottomSheetRules
}

# build_module NAME DIRECTORY [FLAGS...]: every .swift file under DIRECTORY, instrumented, into
# $OUT/libNAME.a and $OUT/modules/NAME.swiftmodule.
build_module() {
  local name="$1" directory="$2"
  shift 2
  local sources=()
  while IFS= read -r file; do sources+=("$file"); done < <(find "$directory" -name '*.swift' | sort)
  "$SWIFTC" "${COMMON[@]}" -sanitize=fuzzer "$@" -module-name "$name" -emit-library -static \
    -emit-module -emit-module-path "$OUT/modules/$name.swiftmodule" \
    -o "$OUT/lib$name.a" "${sources[@]}"
}
