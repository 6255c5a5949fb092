# Reads a `log stream --style compact` capture of the demo app (.github/workflows/ios.yml) and
# prints each runtime warning SwiftUI or UIKit logged, one line each: `LIBRARY <first line>` for
# the package's own views, `ELSEWHERE <first line>` for the others. Exits 1 when there is a
# LIBRARY one, else 0.
#
# The rules are DeviceCheckRuntimeWarnings's (Sources/BottomSheetRules/SelfCheck), where they
# are documented; Tests/BottomSheetCoreTests/Rules/SelfCheck/RuntimeWarningsScriptTests.swift
# runs this script on Linux and holds it to that type. A line that starts with a date begins a
# message; any other continues it (a constraint warning lists the views on lines of its own).
# POSIX awk only: macOS runs its own awk, Linux mawk or gawk.

function flush(kind) {
  if (entry == "") return
  kind = ""
  if (index(entry, "Publishing changes from within view updates") \
      || index(entry, "Modifying state during view update") \
      || index(entry, "Unbalanced calls to begin/end appearance transitions")) {
    kind = "LIBRARY"
  } else if (index(entry, "Unable to simultaneously satisfy constraints")) {
    if (index(entry, "BottomSheet.") || index(entry, "BottomSheetSwiftUI.") \
        || index(entry, "11BottomSheet") || index(entry, "18BottomSheetSwiftUI")) {
      kind = "LIBRARY"
    } else {
      kind = "ELSEWHERE"
    }
  }
  if (kind != "") {
    print kind " " first
    if (kind == "LIBRARY") found++
  }
  entry = ""
}

/^[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9] / {
  flush()
  entry = $0
  first = $0
  next
}

{
  if (entry == "") {
    entry = $0
    first = $0
  } else {
    entry = entry "\n" $0
  }
}

END {
  flush()
  exit (found > 0 ? 1 : 0)
}
