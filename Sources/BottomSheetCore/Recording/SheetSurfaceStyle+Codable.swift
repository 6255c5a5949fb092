/// A surface style is written as its name, `"automatic"`, `"floating"` or `"attached"`.
extension SheetSurfaceStyle: Codable {}
