import BottomSheetCore

/// The `placement` setting: `"automatic"`, or a card object
/// `{"side": "leading" | "trailing" | "center", "width": 360}` or
/// `{"side": …, "fraction": 0.4, "minimumWidth": 320, "maximumWidth": 375}`, with optional
/// `horizontalMargin` and `bottomMargin` (absent fields take ``SheetCardSize``'s defaults).
extension Decoder {
  func placement() throws -> SheetPlacement {
    if JSONKind(from: self) == .string {
      return try choice([("automatic", SheetPlacement.automatic)], "placement")
    }
    let fields = try self.fields(PlacementKeys.self, "\"automatic\" or a card object")
    let side = try fields.required(.side, "\"leading\", \"trailing\" or \"center\"").choice(
      [
        ("leading", SheetPlacement.leading), ("trailing", SheetPlacement.trailing),
        ("center", SheetPlacement.center),
      ], "side")
    var size = SheetCardSize.default
    if let width = try fields.present(.width) {
      for key in [PlacementKeys.fraction, .minimumWidth, .maximumWidth]
      where try fields.present(key) != nil {
        throw fields.error(key, "a card has either a width or a fraction with its bounds")
      }
      size = .points(try width.positiveLength())
    }
    if let fraction = try fields.present(.fraction) {
      size.fraction = try fraction.number(in: 0...1, "a fraction from 0 to 1")
    }
    if let minimum = try fields.present(.minimumWidth) { size.minimumWidth = try minimum.length() }
    if let maximum = try fields.present(.maximumWidth) { size.maximumWidth = try maximum.length() }
    if let margin = try fields.present(.horizontalMargin) {
      size.horizontalMargin = try margin.length()
    }
    if let margin = try fields.present(.bottomMargin) { size.bottomMargin = try margin.length() }
    return side(size)
  }
}
