/// Calls `rule` with a question that answers `answer`, and returns the rule's result and whether
/// it asked: for rules that must ask (measure, look up) only when they need to.
func asking<Answer, Result>(
  _ answer: Answer, _ rule: (_ question: () -> Answer) -> Result
) -> (result: Result, asked: Bool) {
  var asked = false
  let result = rule {
    asked = true
    return answer
  }
  return (result, asked)
}
