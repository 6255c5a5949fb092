#if os(iOS)
  // `@preconcurrency`: the iOS 16 SDK exposes `UIAccessibilityTraits.adjustable` as a mutable
  // global without concurrency annotations; newer SDKs annotate it and need no exemption.
  import BottomSheetCore
  @preconcurrency import UIKit

  /// The grabber pill, and the sheet's adjustable VoiceOver element: swiping up or down on it
  /// moves the sheet to the next larger or smaller detent.
  ///
  /// It takes no touches itself (a drag that starts on it goes to the sheet's pan, and taps
  /// reach the content below), but VoiceOver still reaches it.
  @MainActor
  final class SheetGrabberView: UIView {
    /// The width of the area VoiceOver highlights around the pill, in points (a comfortable
    /// target, larger than the 36 pt pill).
    static let accessibilityWidth: CGFloat = 60

    weak var driver: SheetDriver?
    /// What VoiceOver says as the grabber's value; the localized text is looked up only when it
    /// changes, not on every frame.
    var spokenDetent: SpokenDetent? {
      didSet {
        guard spokenDetent != oldValue else { return }
        accessibilityValue = spokenDetent.map(SheetStrings.text(for:))
      }
    }
    private let pill = UIView()
    private var style = BottomSheetGrabberStyle.visible
    /// The style's look on the running system (`BottomSheetGrabberStyle.resolvedLook`).
    private var look = BottomSheetGrabberStyle.visible.resolvedLook(usesGlassDesign: false)

    override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      addSubview(pill)
      isAccessibilityElement = true
      accessibilityTraits = .adjustable
      accessibilityLabel = SheetStrings.grabberLabel
      accessibilityHint = SheetStrings.grabberHint
      apply(style)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      return nil
    }

    /// Applies the pill's colour and metrics: the style's own, or the iOS 26 glass sheet's where
    /// the system uses that design and the style leaves the look to the system.
    func apply(_ newStyle: BottomSheetGrabberStyle) {
      style = newStyle
      look = newStyle.resolvedLook(usesGlassDesign: SystemDesign.usesGlassDesign)
      pill.backgroundColor = look.color
      pill.layer.cornerRadius = look.size.height / 2
      setNeedsLayout()
    }

    /// The height of the grabber's area from the sheet's top edge, in points.
    var preferredHeight: CGFloat {
      look.topInset * 2 + look.size.height
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      pill.frame = CGRect(
        x: (bounds.width - look.size.width) / 2, y: look.topInset,
        width: look.size.width, height: look.size.height)
    }

    override func accessibilityIncrement() {
      MainActorBridge.run { self.driver?.accessibilityIncrement() }
    }

    override func accessibilityDecrement() {
      MainActorBridge.run { self.driver?.accessibilityDecrement() }
    }
  }
#endif
