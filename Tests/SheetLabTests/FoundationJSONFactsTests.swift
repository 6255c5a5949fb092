import Foundation
import Testing

/// What Foundation's `JSONDecoder` does with the inputs sheet-lab's own syntax pass
/// (`JSONSyntax`) exists to refuse or to locate. Scenario files decode through `JSONDecoder`,
/// but it accepts trailing commas and duplicate keys and reports syntax errors without a line
/// or column, so the pass stays in front of it. If one of these starts failing, Foundation
/// changed: see whether the syntax pass can shrink.
@Suite("Foundation's JSONDecoder: the facts that keep a syntax pass of our own")
struct FoundationJSONFactsTests {
  struct Pair: Decodable, Equatable {
    var a: Int
  }

  static func decode(_ text: String) throws -> Pair {
    try JSONDecoder().decode(Pair.self, from: Data(text.utf8))
  }

  @Test func itAcceptsTrailingCommas() throws {
    #expect(try Self.decode("{\"a\": 1,}") == Pair(a: 1))
    #expect(try JSONDecoder().decode([Int].self, from: Data("[1, 2,]".utf8)) == [1, 2])
  }

  @Test func itAcceptsDuplicateKeysSilently() throws {
    #expect(throws: Never.self) { try Self.decode("{\"a\": 1, \"a\": 2}") }
  }

  @Test func itsSyntaxErrorsCarryNoLineColumnOrPath() {
    do {
      _ = try Self.decode("{\"a\": 1\n, \n\"b\" 2}")
      Issue.record("decoded")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.isEmpty)
      #expect(!context.debugDescription.contains("line"))
      #expect(!context.debugDescription.contains("column"))
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test func itRefusesNumbersThatOverflowOrUnderflowADouble() {
    for literal in ["1e999", "1e-400", "-1e-400"] {
      #expect(throws: DecodingError.self, "\(literal)") {
        try JSONDecoder().decode(Double.self, from: Data(literal.utf8))
      }
    }
    #expect(throws: Never.self) { try JSONDecoder().decode(Double.self, from: Data("0e-400".utf8)) }
  }
}
