import Foundation

/// The revision `mf api-check` compares the working tree with: the one `--base` names, or by
/// default the merge base of `HEAD` with the main branch (`main`, else `origin/main`), which is
/// `HEAD` itself on the main branch, so that only the uncommitted changes count there.
struct ApiBaseRevision: Sendable, Equatable {
  var commit: String
  /// How the revision was chosen, for the report's first line: `origin/main` or `the merge
  /// base with main`.
  var origin: String

  var shortCommit: String { String(commit.prefix(10)) }

  static func resolve(_ given: String?, root: URL, runner: ProcessRunner) throws
    -> ApiBaseRevision
  {
    let inside = try runner.run("git", ["rev-parse", "--is-inside-work-tree"], in: root)
    guard inside.status == 0 else {
      throw ToolError.failure(
        "\(root.path) is not in a git repository; mf api-check compares with a git revision")
    }
    if let given {
      guard let commit = try commit(named: given, root: root, runner: runner) else {
        throw ToolError.usage(
          "no commit named \(given.quoted)",
          hint: "give a commit, a branch or a tag: --base origin/main")
      }
      return ApiBaseRevision(commit: commit, origin: given)
    }
    for branch in ["main", "origin/main"] {
      guard try commit(named: branch, root: root, runner: runner) != nil else { continue }
      let base = try runner.git(
        ["merge-base", "HEAD", branch], in: root, doing: "find the merge base with \(branch)")
      return ApiBaseRevision(
        commit: base.trimmingCharacters(in: .whitespacesAndNewlines),
        origin: "the merge base with \(branch)")
    }
    guard let head = try commit(named: "HEAD", root: root, runner: runner) else {
      throw ToolError.failure("the repository has no commit to compare with yet")
    }
    return ApiBaseRevision(commit: head, origin: "HEAD, as there is no main branch")
  }

  /// A word that looks like an option never reaches git as one.
  private static func commit(named name: String, root: URL, runner: ProcessRunner) throws
    -> String?
  {
    let result = try runner.run(
      "git", ["rev-parse", "--verify", "--quiet", "--end-of-options", name + "^{commit}"],
      in: root)
    let commit = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    return result.status == 0 && !commit.isEmpty ? commit : nil
  }
}
