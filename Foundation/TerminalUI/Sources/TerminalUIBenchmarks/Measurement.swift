/// Times work several times and keeps the fastest round, the least disturbed one.
enum Measurement {
  static let rounds = 7

  /// The time of one operation: the best round's mean over `count` operations. Each round ends
  /// with `check`, which must hold, so a broken operation cannot look fast.
  @MainActor
  static func perOperation(
    count: Int, _ operation: () -> Void, check: () -> Bool
  ) -> Duration {
    let clock = ContinuousClock()
    var best = Duration.seconds(3600)
    for _ in 0..<rounds {
      let elapsed = clock.measure {
        for _ in 0..<count { operation() }
      }
      precondition(check(), "the benchmark's operation did not show on the screen")
      best = min(best, elapsed / count)
    }
    return best
  }

  /// Prints a figure beside its goal.
  static func report(_ name: String, _ duration: Duration, goal: Duration) {
    let verdict = duration <= goal ? "within" : "OVER"
    let label = name.padding(toLength: 40)
    print("\(label) \(milliseconds(duration))  goal \(milliseconds(goal))  \(verdict)")
  }

  static func milliseconds(_ duration: Duration) -> String {
    let value =
      Double(duration.components.seconds) * 1_000
      + Double(duration.components.attoseconds) / 1e15
    let rounded = (value * 1_000).rounded() / 1_000
    return "\(rounded) ms"
  }
}

extension String {
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
