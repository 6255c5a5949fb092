@testable import SheetLabKit

#if canImport(Glibc)
  import Glibc
#endif

/// Set `FUZZ_PRINT=1` to print what each input decodes to and how its run ends.
let printsResults = getenv("FUZZ_PRINT") != nil

/// libFuzzer's entry point: decodes `size` bytes at `data` as `sheet-lab run` reads a file: a
/// recording when the object has `steps`, else a scenario. An error must be clear
/// (``ErrorCheck``); a scenario must survive a round trip through the encoder and a bounded run
/// through the lab's player (``PlayCheck``); a recording its round trip and a replay
/// (``RecordingCheck``). Any broken promise traps, so libFuzzer records the input. Always
/// returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  if RecordingFile.holdsRecording(bytes) {
    do {
      RecordingCheck.verify(try RecordingFile.decode(bytes))
    } catch {
      if printsResults { report("error: \(error)") }
      ErrorCheck.verify(error, for: bytes)
    }
    return 0
  }
  let scenario: Scenario
  do {
    scenario = try ScenarioDecoder.decode(bytes)
  } catch {
    if printsResults { report("error: \(error)") }
    ErrorCheck.verify(error, for: bytes)
    return 0
  }
  if printsResults { report("scenario:\n" + ((try? ScenarioEncoder.encode(scenario)) ?? "?")) }
  PlayCheck.verify(scenario)
  return 0
}

/// libFuzzer's start-up hook: with `FUZZ_EXPORT_SEEDS=DIR`, writes every built-in scenario to
/// `DIR/NAME.json` as `sheet-lab export NAME` prints it, then exits (the seed corpus).
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
  _ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  guard let directory = getenv("FUZZ_EXPORT_SEEDS").map({ String(cString: $0) }) else {
    return 0
  }
  for scenario in BuiltInScenarios.all {
    let path = directory + "/" + scenario.name + ".json"
    guard let file = fopen(path, "w") else { fail("cannot write \(path)") }
    guard let text = try? ScenarioEncoder.encode(scenario) else { fail("cannot encode \(path)") }
    fputs(text, file)
    fclose(file)
  }
  for seed in RecordingCheck.seeds() {
    let path = directory + "/" + seed.name + ".json"
    guard let file = fopen(path, "w") else { fail("cannot write \(path)") }
    fputs(seed.text, file)
    fclose(file)
  }
  report(
    "exported \(BuiltInScenarios.all.count) built-in scenarios and short recordings to \(directory)"
  )
  exit(0)
}

/// Writes `text` and a newline to standard error at once (stdout's buffer is lost on a trap).
func report(_ text: String) {
  let line = text + "\n"
  _ = line.utf8.withContiguousStorageIfAvailable { write(2, $0.baseAddress, $0.count) }
}

/// Reports a broken promise and traps, so libFuzzer saves the input.
func fail(_ message: String) -> Never {
  report("invariant violated: " + message)
  fatalError(message)
}
