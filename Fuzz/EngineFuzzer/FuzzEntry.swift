#if canImport(Glibc)
  import Glibc
#endif

/// Set `FUZZ_PRINT=1` to print each decoded plan (to turn a crash input into a test).
private let printsPlans = getenv("FUZZ_PRINT") != nil

/// libFuzzer's entry point: decodes `size` bytes at `data` into a plan, runs it through the
/// engine and traps when an invariant breaks. Always returns 0 (the input may join the corpus).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let plan = FuzzPlan(bytes)
  if printsPlans { report("\(plan)") }
  var run = FuzzRun(plan: plan)
  run.execute()
  return 0
}

/// Writes `text` and a newline to standard error at once (stdout's buffer is lost on a trap).
func report(_ text: String) {
  let line = text + "\n"
  _ = line.utf8.withContiguousStorageIfAvailable { write(2, $0.baseAddress, $0.count) }
}
