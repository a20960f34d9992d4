/// Runs right after each change a run makes on disk: a file written or renamed, a folder made,
/// moved or removed, a line of the journal. The shipped `mf` runs none; the crash tests count
/// the changes with one and end the run right after any of them (`CrashTestMF`).
struct ChangeHook: Sendable {
  let afterChange: @Sendable () throws -> Void

  /// The hook of the shipped `mf`: nothing.
  static let none = ChangeHook {}

  func didChange() throws { try afterChange() }

  /// What a hook throws to stand for the process ending right after a change, as a kill would
  /// end it: nothing more of the change runs, not even its roll-back; the next run repairs it.
  struct Interrupted: Error {}
}
