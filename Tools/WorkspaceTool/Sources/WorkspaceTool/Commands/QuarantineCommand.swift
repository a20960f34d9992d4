import CommandLineKit
import Foundation

/// `mf quarantine add|list|remove|check`: the tests whose failures are reported apart and fail
/// neither `mf test` nor CI, kept in `quarantine.json` (``Quarantine``).
enum QuarantineCommand {
  static let test = Argument<String>(
    "test", summary: "Module/Suite/function, as mf test --repeat and --flaky name it")
  static let reason = Option<String>(
    "reason", valueName: "text", summary: "why it is quarantined, for the reviewer")
  static let results = Argument<String>(
    "folder", summary: "the folder where swift test --xunit-output wrote its files")
  static let status = Option<Int?>(
    "status", valueName: "code", summary: "the exit status of that swift test (default: 0)")

  static let declaration = Command<ToolAction>(
    "quarantine", summary: "keep flaky tests running without failing the build",
    discussion: """
      A quarantined test still runs, and its runs are recorded; its failure is
      reported apart and fails neither mf test nor .ci/run. The list is
      quarantine.json at the workspace root, checked in and reviewed like code.
      mf lint warns for an entry older than 14 days and fails one older than 30.
      """,
    subcommands: [
      Command(
        "add", summary: "quarantine a test, with the reason",
        discussion: """
          The name is checked against the @Test functions of the workspace's test
          targets (and the tests recorded by mf test); an unknown one is refused with
          the closest known name.
          """,
        parameters: [test, reason], action: { call, context in try add(call, context) }),
      Command(
        "list", summary: "the quarantined tests, each with its age and recent runs",
        action: { _, context in try list(context) }),
      Command(
        "remove", summary: "take a test out of quarantine",
        parameters: [test], action: { call, context in try remove(call, context) }),
      Command(
        "check", summary: "judge a swift test run's xUnit results against the quarantine",
        discussion: """
          Records each test's result for the commit, as mf test does, and lists the
          quarantined tests that failed. Exits 0 when the run passed or every failed
          test is quarantined; else 1, or the run's own status when it failed with no
          failed test (a crash or a build error). What .ci/run calls after swift test.
          """,
        parameters: [results, status], action: { call, context in try check(call, context) }),
    ])

  private static func add(_ call: Invocation, _ context: CommandContext) throws -> Int32 {
    let workspace = try context.loadWorkspace()
    let name = call[test]
    let why = call[reason].trimmingCharacters(in: .whitespacesAndNewlines)
    guard !why.isEmpty else { throw call.usageError("--reason needs a few words on why") }
    var quarantine = try Quarantine.read(root: workspace.root)
    guard !quarantine.tests.contains(name) else {
      throw ToolError.failure("\(name) is already quarantined; see mf quarantine list")
    }
    let recorded =
      (try? TestTimings.read(from: TestTimings.url(root: workspace.root)))?.runs
      .flatMap(\.results.keys) ?? []
    let known = KnownTests.names(in: workspace.graph, root: workspace.root).union(recorded)
    guard known.contains(name) else {
      let suggestion = KnownTests.suggestion(for: name, among: known)
      throw ToolError.failure(
        "no test named \(name.quoted) in the workspace's test targets"
          + (suggestion.map { "; did you mean \($0.quoted)?" } ?? "")
          + " (a name is Module/Suite/function, as mf test --repeat prints it)")
    }
    quarantine.entries.append(
      Quarantine.Entry(test: name, reason: why, added: Quarantine.day(Date())))
    try quarantine.write(root: workspace.root)
    context.print(
      "Quarantined \(name) in \(Quarantine.path): it still runs, and its failures fail nothing. "
        + "Commit \(Quarantine.path) for review.")
    return 0
  }

  private static func list(_ context: CommandContext) throws -> Int32 {
    let root = try context.root()
    let quarantine = try Quarantine.read(root: root)
    guard !quarantine.entries.isEmpty else {
      context.print("No tests are quarantined (\(Quarantine.path)).")
      return 0
    }
    let runs = (try? TestTimings.read(from: TestTimings.url(root: root)))?.runs ?? []
    let now = Date()
    for entry in quarantine.entries.sorted(by: { $0.test < $1.test }) {
      let age = Quarantine.age(of: entry, at: now).map { "\($0) days" } ?? "unknown age"
      context.print("\(entry.test): since \(entry.added) (\(age)): \(entry.reason)")
      context.print("    " + QuarantineStatus(of: entry.test, in: runs).summary)
    }
    context.print("\(quarantine.entries.count) quarantined test(s).")
    return 0
  }

  private static func remove(_ call: Invocation, _ context: CommandContext) throws -> Int32 {
    let root = try context.root()
    var quarantine = try Quarantine.read(root: root)
    let name = call[test]
    guard quarantine.tests.contains(name) else {
      let suggestion = KnownTests.suggestion(for: name, among: quarantine.tests)
      throw ToolError.failure(
        "\(name) is not quarantined"
          + (suggestion.map { "; did you mean \($0.quoted)?" } ?? "; see mf quarantine list"))
    }
    quarantine.entries.removeAll { $0.test == name }
    try quarantine.write(root: root)
    context.print("\(name) is out of quarantine: its failures fail mf test and CI again.")
    return 0
  }

  private static func check(_ call: Invocation, _ context: CommandContext) throws -> Int32 {
    let root = try context.root()
    let quarantined = try Quarantine.read(root: root).tests
    let folder = context.resolve(call[results])
    let xUnit = XUnitResults(folder: folder)
    let runStatus = Int32(clamping: call[status] ?? 0)
    // The packages' times are not this command's to drop: every record is kept.
    let timed = (try? TestTimings.read(from: TestTimings.url(root: root)))?.records ?? [:]
    TestTimings.update(
      root: root, with: [], packages: Set(timed.keys), at: Date(),
      run: TestRunRecord(
        commit: CommitKey.current(root: root, runner: context.runner), at: Date(),
        results: xUnit.tests),
      warn: { context.errorOutput.write($0 + "\n") })
    let failed = xUnit.tests.filter { $0.value.failed > 0 }.map(\.key).sorted()
    let excused = failed.filter(quarantined.contains)
    let counted = failed.filter { !quarantined.contains($0) }
    for name in excused { context.print("quarantined, failing nothing: \(name)") }
    for name in counted { context.print("failed: \(name)") }
    context.print(
      "\(xUnit.tests.count) tests in \(call[results]): \(failed.count) failed, "
        + "\(excused.count) of them quarantined.")
    if runStatus == 0 { return 0 }
    if xUnit.isEmpty || failed.isEmpty {
      context.print("The run failed (status \(runStatus)) with no failed test: not excused.")
      return runStatus
    }
    return counted.isEmpty ? 0 : 1
  }
}
