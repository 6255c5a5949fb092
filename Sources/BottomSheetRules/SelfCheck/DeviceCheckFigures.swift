import BottomSheetCore

/// How the self-check prints numbers, without Foundation's formatters.
enum DeviceCheckFigures {
  /// `value` rounded to one decimal: `334.0`, `-0.5`, `nan`, `inf`, `-inf`.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    let tenths = (abs(value) * 10).rounded()
    guard tenths < 1e15 else { return value > 0 ? "inf" : "-inf" }
    let whole = Int(tenths) / 10
    let fraction = Int(tenths) % 10
    let sign = value < 0 && tenths > 0 ? "-" : ""
    return "\(sign)\(whole).\(fraction)"
  }

  /// A share, 0…1 and beyond, rounded to two decimals: `0.04`, `1.10`.
  static func fraction(_ value: Double) -> String {
    guard value.isFinite else { return number(value) }
    let hundredths = (abs(value) * 100).rounded()
    guard hundredths < 1e15 else { return value > 0 ? "inf" : "-inf" }
    let digits = Int(hundredths) % 100
    let sign = value < 0 && hundredths > 0 ? "-" : ""
    return "\(sign)\(Int(hundredths) / 100).\(digits < 10 ? "0" : "")\(digits)"
  }

  /// `value` in points: `334.0 pt`.
  static func points(_ value: Double) -> String {
    "\(number(value)) pt"
  }

  /// A count's bound: `1...1`, `0...7`, `2 or more`.
  static func bound(_ range: ClosedRange<Int>) -> String {
    range.upperBound == Int.max ? "\(range.lowerBound) or more" : "\(range)"
  }
}
