/// How far a keyboard covers the container from its bottom edge.
package enum KeyboardOverlap {
  /// The overlap in points, given both frames in the container's coordinates: the distance from
  /// the keyboard's top edge to the container's bottom edge when the two intersect, and 0 when
  /// the keyboard is hidden, floating clear of the container or off to the side (iPad split
  /// view, a hardware keyboard's accessory bar below the screen).
  package static func overlap(keyboard: Rect, container: Rect) -> Double {
    let values = [
      keyboard.minX, keyboard.minY, keyboard.width, keyboard.height,
      container.minX, container.minY, container.width, container.height,
    ]
    guard values.allSatisfy(\.isFinite), keyboard.width > 0, keyboard.height > 0 else { return 0 }
    let intersects =
      keyboard.minX < container.maxX && keyboard.maxX > container.minX
      && keyboard.minY < container.maxY && keyboard.maxY > container.minY
    return intersects ? max(0, container.maxY - keyboard.minY) : 0
  }
}
