/// Times a piece of work several times and keeps the fastest run, the least disturbed one.
enum Measurement {
  static let rounds = 7

  static func best(_ work: () -> Void) -> Duration {
    let clock = ContinuousClock()
    var best = Duration.seconds(3600)
    for _ in 0..<rounds {
      best = min(best, clock.measure(work))
    }
    return best
  }

  static func milliseconds(_ duration: Duration) -> String {
    let value =
      Double(duration.components.seconds) * 1_000
      + Double(duration.components.attoseconds) / 1e15
    return formatted(value, digits: 3) + " ms"
  }

  static func formatted(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return "\(rounded)"
  }
}
