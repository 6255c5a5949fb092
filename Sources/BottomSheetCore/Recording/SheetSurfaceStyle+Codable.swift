/// A surface style is written as its name, `"floating"` or `"attached"`.
extension SheetSurfaceStyle: Codable {}
