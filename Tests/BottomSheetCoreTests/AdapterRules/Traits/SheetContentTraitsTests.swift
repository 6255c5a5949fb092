import BottomSheetCore
import Testing

@Suite("SheetContentTraits: what the sheet adds to its content's traits")
struct SheetContentTraitsTests {
  @Test("a modal sheet is elevated, a persistent one keeps its screen's level")
  func interfaceLevel() {
    // (line, configuration, level)
    let rows:
      [(line: UInt, configuration: SheetConfiguration, level: SheetContentTraits.InterfaceLevel)] =
        [
          (#line, SheetConfiguration(detents: [.fitting]), .elevated),
          (#line, SheetConfiguration(detents: [.medium, .large]), .elevated),
          // A modal sheet that lets the background be used is still presented content.
          (
            #line,
            SheetConfiguration(
              detents: [.medium, .large], dimming: Dimming(largestUndimmedDetent: .large)),
            .elevated
          ),
          (
            #line, SheetConfiguration.persistent(detents: [.collapsed, .medium, .large]), .inherited
          ),
          (#line, SheetConfiguration(detents: [.medium], isPersistent: true), .inherited),
        ]
    for row in rows {
      let traits = SheetContentTraits(isPersistent: row.configuration.isPersistent)
      #expect(traits.interfaceLevel == row.level, sourceLocation: rowLocation(row.line))
    }
  }
}
