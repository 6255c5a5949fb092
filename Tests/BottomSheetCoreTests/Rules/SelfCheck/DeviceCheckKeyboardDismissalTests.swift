@_spi(SelfCheck) import BottomSheetRules
import Testing

/// The keyboard's limits when its sheet is dismissed (``DeviceCheckKeyboardDismissal``).
@Suite("Diagnostics: the keyboard leaves with its sheet, in time")
struct DeviceCheckKeyboardDismissalTests {
  @Test(
    "announced leaving within 0.1 s",
    arguments: [
      (#line, 0.0, true), (#line, 0.02, true), (#line, 0.1, true), (#line, 0.1001, false),
      (#line, 0.5, false), (#line, nil, false), (#line, .nan, false), (#line, .infinity, false),
    ] as [(UInt, Double?, Bool)])
  func leaving(_ row: (line: UInt, at: Double?, passes: Bool)) {
    #expect(
      DeviceCheckKeyboardDismissal.announcedLeavingInTime(at: row.at) == row.passes,
      sourceLocation: rowLocation(row.line))
  }

  @Test(
    "down by the time the sheet is gone, one 60 Hz frame of slack",
    arguments: [
      (#line, 0.2, 0.3, true), (#line, 0.3, 0.3, true), (#line, 0.3 + 1.0 / 61, 0.3, true),
      (#line, 0.3 + 1.0 / 59, 0.3, false), (#line, 0.6, 0.3, false), (#line, nil, 0.3, false),
      (#line, 0.2, .nan, false), (#line, .nan, 0.3, false),
    ] as [(UInt, Double?, Double, Bool)])
  func down(_ row: (line: UInt, at: Double?, gone: Double, passes: Bool)) {
    #expect(
      DeviceCheckKeyboardDismissal.isDownInTime(at: row.at, sheetGoneAt: row.gone) == row.passes,
      sourceLocation: rowLocation(row.line))
  }
}
