#if os(iOS)
  import BottomSheetRules
  import UIKit

  /// The views the modal sheets hide from VoiceOver (`accessibilityElementsHidden`), one set
  /// for all of them: the core's `SharedHiding` decides (a view stays hidden while any sheet
  /// wants it; one hidden by the app is left alone), over identities. The views and the sheets
  /// are held weakly: a sheet freed without letting go (UIKit ends no dismissal when the app
  /// replaces the window's root view controller) lets go at the next change, and nothing here
  /// keeps a view alive.
  @MainActor
  enum VoiceOverHiding {
    private final class Weak {
      weak var object: AnyObject?
      init(_ object: AnyObject) { self.object = object }
    }

    private static var rule = SharedHiding<ObjectIdentifier, ObjectIdentifier>()
    private static var views: [ObjectIdentifier: Weak] = [:]
    private static var owners: [ObjectIdentifier: Weak] = [:]

    /// `owner` wants exactly `hidden` hidden from VoiceOver from now on (none: it lets go).
    static func set(_ owner: AnyObject, hides hidden: [UIView]) {
      for (id, box) in owners where box.object == nil {
        owners[id] = nil
        apply(rule.set(id, hides: [], isHiddenElsewhere: { _ in false }))
      }
      let id = ObjectIdentifier(owner)
      owners[id] = hidden.isEmpty ? nil : Weak(owner)
      for view in hidden { views[ObjectIdentifier(view)] = Weak(view) }
      apply(
        rule.set(id, hides: hidden.map(ObjectIdentifier.init)) { viewID in
          (views[viewID]?.object as? UIView)?.accessibilityElementsHidden ?? false
        })
    }

    private static func apply(_ change: SharedHiding<ObjectIdentifier, ObjectIdentifier>.Change) {
      for id in change.hide { (views[id]?.object as? UIView)?.accessibilityElementsHidden = true }
      for id in change.show { (views[id]?.object as? UIView)?.accessibilityElementsHidden = false }
      // Only the views the rule holds hidden need finding again.
      views = views.filter { rule.owners[$0.key] != nil }
    }
  }
#endif
