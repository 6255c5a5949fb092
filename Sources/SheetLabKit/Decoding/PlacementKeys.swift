/// The fields of a card placement object (the `placement` setting).
enum PlacementKeys: String, CodingKey, CaseIterable {
  case side, width, fraction, minimumWidth, maximumWidth, horizontalMargin, bottomMargin
}
