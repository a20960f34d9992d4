import Foundation

/// `mf test --flaky`: the flaky tests of the recorded runs, newest first.
enum FlakyListing {
  static func run(_ context: CommandContext) throws -> Int32 {
    let root = try context.root()
    let runs: [TestRunRecord]
    do {
      runs = try TestTimings.read(from: TestTimings.url(root: root)).runs
    } catch {
      throw ToolError.failure("\(TestTimings.path) cannot be read: \(error.reason)")
    }
    let flaky = FlakyTests(runs: runs, now: Date())
    let days = Int(FlakyTests.windowDays)
    guard !flaky.entries.isEmpty else {
      context.print(
        "No flaky tests in \(runs.count) recorded run(s): none passed and failed on one commit "
          + "with a failure in the last \(days) days.")
      return 0
    }
    context.print("Flaky tests (passed and failed on one commit), newest first:")
    for entry in flaky.entries { context.print("  " + entry.line) }
    context.print(
      "\(flaky.entries.count) flaky test(s) in \(runs.count) recorded run(s); tests with no "
        + "failure in the last \(days) days are left out.")
    return 0
  }
}
