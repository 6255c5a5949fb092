import BottomSheetCore
import BottomSheetRules
import Testing

@Suite("SettingPrecedence: which place wins for a SwiftUI sheet's settings")
struct SettingPrecedenceTests {
  typealias Style = SettingPrecedence.InterfaceStyle

  @Test func theContentsSelectionWinsOverTheModifiers() {
    let rows: [(line: UInt, content: Int?, modifier: Int?, expected: Int?)] = [
      (#line, nil, nil, nil),
      (#line, nil, 2, 2),
      (#line, 1, nil, 1),
      (#line, 1, 2, 1),
    ]
    for row in rows {
      #expect(
        SettingPrecedence.selection(content: row.content, modifier: row.modifier)
          == row.expected, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func anExplicitStyleWinsOverThePresentersColourScheme() {
    let rows: [(line: UInt, configured: Style, presenter: Style, expected: Style)] = [
      (#line, .unspecified, .light, .light),
      (#line, .unspecified, .dark, .dark),
      (#line, .unspecified, .unspecified, .unspecified),
      (#line, .dark, .light, .dark),
      (#line, .light, .dark, .light),
      (#line, .dark, .dark, .dark),
      (#line, .light, .unspecified, .light),
    ]
    for row in rows {
      #expect(
        SettingPrecedence.interfaceStyle(configured: row.configured, presenter: row.presenter)
          == row.expected, sourceLocation: rowLocation(row.line))
    }
  }

  @Test func theContentKeepsTheSheetsStyleOnlyWhenTheConfigurationNamesOne() {
    let rows: [(line: UInt, configured: Style, keeps: Bool)] = [
      (#line, .unspecified, false),
      (#line, .dark, true),
      (#line, .light, true),
    ]
    for row in rows {
      #expect(
        SettingPrecedence.contentKeepsSheetStyle(configured: row.configured) == row.keeps,
        sourceLocation: rowLocation(row.line))
    }
  }
}
