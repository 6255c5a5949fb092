import BottomSheetCore
import BottomSheetRules
import PropertyBased
import Testing

/// ``LivePositionOwnership`` over random frames (in random phases) and departures of three
/// sheets that share one hub. Whatever the order: no frame of one sheet is delivered while
/// another sheet's last delivered frame was moving and it has not left, and no frame is dropped
/// unless such a sheet exists.
@Suite("LivePositionOwnership: random frames and departures")
struct LivePositionOwnershipPropertyTests {
  static let phases: [SheetPhase] = [
    .presenting, .resting, .dragging, .settling, .dismissing, .hidden,
  ]

  @Test("never two sheets' frames while one moves, and nothing dropped without a moving owner")
  func randomInterleavings() async {
    // 0…5: a frame in that phase; 6: the source leaves.
    let steps = zip(Gen.int(in: 0...2), Gen.int(in: 0...6))
    await seededPropertyCheck(count: 500, input: steps.array(of: 1...60)) { steps in
      var ownership = LivePositionOwnership<Int>()
      // Whether each sheet's last delivered frame was moving, and it has not left since.
      var holds = [false, false, false]
      for (source, kind) in steps {
        guard kind < Self.phases.count else {
          let command = ownership.handle(.left(source))
          if case .restore(let other)? = command {
            #expect(other != source && holds[source], "only an owner's departure restores")
          } else {
            #expect(command == nil, "a departure delivers no frame of its own")
          }
          holds[source] = false
          continue
        }
        let phase = Self.phases[kind]
        let others = holds.indices.filter { $0 != source && holds[$0] }
        let command = ownership.handle(.moved(source, phase: phase))
        if Self.deliversItsFrame(command) {
          #expect(others.isEmpty, "sheet \(source) delivered while \(others) moves")
          holds[source] = phase != .resting && phase != .hidden
        } else {
          #expect(!others.isEmpty, "sheet \(source)'s frame dropped with no other sheet moving")
        }
        #expect(holds.filter { $0 }.count <= 1, "two sheets hold the hub")
      }
    }
  }

  /// Whether `command` hands out the frame that came with it.
  static func deliversItsFrame(_ command: LivePositionOwnership<Int>.Command?) -> Bool {
    switch command {
    case .deliver?, .deliverAndRestore?: true
    case .restore?, nil: false
    }
  }
}
