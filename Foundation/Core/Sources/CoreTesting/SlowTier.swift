import Foundation
import Testing

/// The slow tier: stress, fuzz and long randomized loops, which run only with `SLOW_TESTS=1`
/// (`.ci/run` runs them once: `SLOW_TESTS=1 swift test --filter SlowTests`). A plain
/// `swift test` runs a small, deterministic version of each instead, so it stays quick. Every
/// test module of the repository takes the switch from here.
public enum SlowTier {
  /// Whether this run is the slow tier.
  public static let isOn = ProcessInfo.processInfo.environment["SLOW_TESTS"] == "1"
}

extension Trait where Self == ConditionTrait {
  /// Runs the suite only in the slow tier. Its type's name ends in `SlowTests`, by which the
  /// slow tier is selected.
  public static var slow: Self { .enabled(if: SlowTier.isOn, "slow: runs with SLOW_TESTS=1") }
}
