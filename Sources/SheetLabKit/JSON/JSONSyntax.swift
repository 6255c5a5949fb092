/// A strict RFC 8259 syntax check over raw bytes that never traps: every malformed input ends in
/// a ``ScenarioError`` naming the line and column. It builds nothing: bytes that pass go to
/// Foundation's `JSONDecoder`, which does the field decoding.
///
/// Why this pass stays (measured on swift-corelibs-foundation, Swift 6.3; pinned by
/// `FoundationJSONFactsTests`): `JSONDecoder` accepts trailing commas (`[1, 2,]`, `{"a": 1,}`)
/// and duplicate keys (`{"a": 1, "a": 2}`), and its syntax errors say only "The given data was
/// not valid JSON." with no line, column or path. It also refuses number literals that
/// overflow a `Double` or underflow to zero, so this pass refuses them too (with a position),
/// and the two never disagree about what is JSON.
///
/// Nesting is limited to ``maximumDepth`` levels so hostile input cannot exhaust the stack,
/// strings must be valid UTF-8 (lone surrogate escapes are refused), and keys are unique within
/// an object (checked with a set, so linear in the object's size).
///
/// The pass counts its own work in ``steps`` so tests can hold it to linear time by counting
/// rather than timing (see ``validate(_:steps:)``).
struct JSONSyntax {
  /// The deepest nesting of arrays and objects accepted: far more than any scenario needs, far
  /// less than what would exhaust a thread's stack.
  static let maximumDepth = 64

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  /// The path of the value being parsed, for errors ("inputs[3].velocity"), spelled out only
  /// when there is one.
  private var path: [JSONPathComponent] = []
  /// The work done so far: one step per byte looked at, plus one per byte copied or scanned
  /// again (a string checked as UTF-8 and hashed as a key, a number's text, the path and the
  /// line scan of an error). One addition per byte, cheap next to the comparisons it counts.
  private var steps = 0

  private init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Checks one JSON document (an optional UTF-8 byte order mark, one value, whitespace).
  static func validate(_ bytes: [UInt8]) throws(ScenarioError) {
    var steps = 0
    try validate(bytes, steps: &steps)
  }

  /// Checks one JSON document as ``validate(_:)`` does and reports the work it took, so a test
  /// can bound the pass's cost per byte without a clock.
  ///
  /// - Parameters:
  ///   - bytes: The document.
  ///   - steps: Set to the steps taken (see ``steps``), whether the document passes or not.
  static func validate(_ bytes: [UInt8], steps: inout Int) throws(ScenarioError) {
    var parser = JSONSyntax(bytes)
    defer { steps = parser.steps }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    guard parser.index < bytes.count else {
      throw parser.error("expected a JSON document, found nothing")
    }
    try parser.parseValue()
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      throw parser.error("expected the end of the document after the top-level value")
    }
  }

  // MARK: - Values

  private mutating func parseValue() throws(ScenarioError) {
    guard let byte = peek() else { throw error("expected a value, found the end of the file") }
    switch byte {
    case UInt8(ascii: "{"): try parseObject()
    case UInt8(ascii: "["): try parseArray()
    case UInt8(ascii: "\""): _ = try parseString()
    case UInt8(ascii: "t"): try parseLiteral("true")
    case UInt8(ascii: "f"): try parseLiteral("false")
    case UInt8(ascii: "n"): try parseLiteral("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
    default:
      if isLetter(byte) {
        let start = index
        while let next = peek(), isLetter(next) { index += 1 }
        let word = String(decoding: bytes[start..<index].prefix(20), as: UTF8.self)
        index = start
        throw error(
          "\(word) is not a JSON value; expected a number, a string in quotes, true, false, "
            + "null, an array or an object")
      }
      throw error("expected a value, found \(describe(byte))")
    }
  }

  private func isLetter(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
  }

  private mutating func parseLiteral(_ word: String) throws(ScenarioError) {
    for expected in word.utf8 {
      guard peek() == expected else { throw error("expected '\(word)'") }
      index += 1
    }
  }

  private mutating func enter() throws(ScenarioError) {
    depth += 1
    guard depth <= JSONSyntax.maximumDepth else {
      throw error("nesting deeper than \(JSONSyntax.maximumDepth) levels")
    }
  }

  private mutating func parseObject() throws(ScenarioError) {
    try enter()
    index += 1
    // Keys seen so far: a set keeps the duplicate check linear in the object's size.
    var keys = Set<String>()
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return
    }
    while true {
      skipWhitespace()
      guard peek() == UInt8(ascii: "\"") else { throw error("expected a field name in quotes") }
      let keyStart = index
      let key = try parseString()
      steps += key.utf8.count  // hashed (and compared) by the set
      if !keys.insert(key).inserted {
        index = keyStart
        throw error("duplicate field \"\(key)\"")
      }
      skipWhitespace()
      guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after \"\(key)\"") }
      index += 1
      skipWhitespace()
      path.append(.key(key))
      try parseValue()
      path.removeLast()
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","):
        index += 1
      case UInt8(ascii: "}"):
        index += 1
        depth -= 1
        return
      default:
        throw error("expected ',' or '}' after a field")
      }
    }
  }

  private mutating func parseArray() throws(ScenarioError) {
    try enter()
    index += 1
    var count = 0
    skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return
    }
    while true {
      skipWhitespace()
      path.append(.index(count))
      try parseValue()
      count += 1
      path.removeLast()
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","):
        index += 1
      case UInt8(ascii: "]"):
        index += 1
        depth -= 1
        return
      default:
        throw error("expected ',' or ']' after an array element")
      }
    }
  }

  // MARK: - Numbers

  private mutating func parseNumber() throws(ScenarioError) {
    let start = index
    if peek() == UInt8(ascii: "-") { index += 1 }
    guard let first = peek(), isDigit(first) else {
      if let byte = peek(), isLetter(byte) {
        throw error("-\(String(UnicodeScalar(byte)))… is not a JSON number; expected digits")
      }
      throw error("expected a digit")
    }
    index += 1
    var isZero = first == UInt8(ascii: "0")
    if !isZero {
      while let byte = peek(), isDigit(byte) { index += 1 }
    }
    if peek() == UInt8(ascii: ".") {
      index += 1
      guard let byte = peek(), isDigit(byte) else {
        throw error("expected a digit after the decimal point")
      }
      while let byte = peek(), isDigit(byte) {
        isZero = isZero && byte == UInt8(ascii: "0")
        index += 1
      }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      index += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
      guard let byte = peek(), isDigit(byte) else {
        throw error("expected a digit in the exponent")
      }
      while let byte = peek(), isDigit(byte) { index += 1 }
    }
    // The grammar above admits only ASCII digits, signs, '.', 'e' and 'E'.
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    steps += 2 * text.utf8.count  // copied, then read by Double's parser
    guard let value = Double(text) else {
      index = start
      throw error("unreadable number")
    }
    // JSONDecoder refuses these (see the type's note), so they are syntax errors here too.
    guard value.isFinite else {
      index = start
      throw error("the number \(text.prefix(40)) is too large for a Double")
    }
    guard value != 0 || isZero else {
      index = start
      throw error("the number \(text.prefix(40)) is too small for a Double (it would read as 0)")
    }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  // MARK: - Strings

  private mutating func parseString() throws(ScenarioError) -> String {
    index += 1
    var utf8: [UInt8] = []
    while true {
      guard let byte = peek() else { throw error("unterminated string") }
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        steps += utf8.count  // checked as UTF-8 into a String
        guard let text = String(validating: utf8, as: UTF8.self) else {
          throw error("string is not valid UTF-8")
        }
        return text
      case UInt8(ascii: "\\"):
        try parseEscape(into: &utf8)
      case 0..<0x20:
        index -= 1
        throw error("control character in a string (escape it)")
      default:
        utf8.append(byte)
      }
    }
  }

  private mutating func parseEscape(into utf8: inout [UInt8]) throws(ScenarioError) {
    guard let byte = peek() else { throw error("unterminated escape") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): utf8.append(byte)
    case UInt8(ascii: "\\"): utf8.append(byte)
    case UInt8(ascii: "/"): utf8.append(byte)
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0C)
    case UInt8(ascii: "n"): utf8.append(0x0A)
    case UInt8(ascii: "r"): utf8.append(0x0D)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try parseHex4()
      if (0xD800..<0xDC00).contains(scalar) {
        guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
          throw error("lone high surrogate in a \\u escape")
        }
        index += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else {
          throw error("invalid low surrogate in a \\u escape")
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(scalar) {
        throw error("lone low surrogate in a \\u escape")
      }
      guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
      utf8.append(contentsOf: Array(String(Character(unicode)).utf8))
    default:
      index -= 1
      throw error("unknown escape \\\(describe(byte))")
    }
  }

  private mutating func parseHex4() throws(ScenarioError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek() else { throw error("expected four hex digits after \\u") }
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a")) + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A")) + 10
      default: throw error("expected four hex digits after \\u")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  // MARK: - Helpers

  /// The byte `ahead` of the current one (nil past the end); every look is a step.
  private mutating func peek(_ ahead: Int = 0) -> UInt8? {
    steps += 1
    let position = index + ahead
    return position < bytes.count ? bytes[position] : nil
  }

  private mutating func skipWhitespace() {
    while let byte = peek(),
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r")
    {
      index += 1
    }
  }

  private func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F {
      return "'\(String(UnicodeScalar(byte)))'"
    }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  /// An error at the current position, as "line L, column C: message" (1-based, in bytes).
  private mutating func error(_ message: String) -> ScenarioError {
    var line = 1
    var column = 1
    let end = min(index, bytes.count)
    steps += end
    // By index: iterating the slice allocated twice a byte in debug builds (two million
    // allocations before refusing 1 MiB of whitespace).
    for position in 0..<end {
      if bytes[position] == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    let spelled = JSONPathComponent.path(path)
    steps += spelled.utf8.count
    return ScenarioError(path: spelled, message: "line \(line), column \(column): \(message)")
  }
}
