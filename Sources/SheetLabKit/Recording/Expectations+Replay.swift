extension Expectations {
  /// These expectations without what a replayed recording cannot show: UIKit's transition calls
  /// (`hostTransitions`), the navigation stack's events, the list's offset and a stacked sheet's
  /// recession (the recording is the lower sheet's engine alone), none of which the engine is
  /// told. A checkpoint loses its `contentOffset`, `stackedScale` and `stackedTop` and is dropped
  /// only when nothing else is left to check.
  package var replayable: Expectations {
    var copy = self
    copy.hostTransitions = nil
    copy.navigationEvents = nil
    copy.checkpoints = checkpoints.compactMap { checkpoint in
      var kept = checkpoint
      kept.contentOffset = nil
      kept.stackedScale = nil
      kept.stackedTop = nil
      return kept == Checkpoint(at: kept.time) ? nil : kept
    }
    return copy
  }

  /// The first field a recording's expectations may not hold, as a path below `expect`, and
  /// why; nil when every field can be checked on a replay.
  var firstUnreplayableField: (path: String, reason: String)? {
    if hostTransitions != nil {
      return ("hostTransitions", "a recording holds what the engine was told, not UIKit's calls")
    }
    if navigationEvents != nil {
      return ("navigationEvents", "a recording holds the content heights, not the stack's events")
    }
    if let index = checkpoints.firstIndex(where: { $0.contentOffset != nil }) {
      return ("checkpoints[\(index)].contentOffset", "a recording holds no list offset")
    }
    if let index = checkpoints.firstIndex(where: { $0.stackedScale != nil || $0.stackedTop != nil })
    {
      return ("checkpoints[\(index)].stackedScale", "a recording holds one sheet, not a stack")
    }
    return nil
  }
}
