#if os(iOS)
  import QuartzCore

  /// Receives the display-link frames of a ``FrameTicker``.
  @MainActor
  protocol FrameTickerClient: AnyObject {
    /// A frame is due; `link.targetTimestamp` is when it will be shown.
    func frameTicker(_ ticker: FrameTicker, didTick link: CADisplayLink)
  }
#endif
