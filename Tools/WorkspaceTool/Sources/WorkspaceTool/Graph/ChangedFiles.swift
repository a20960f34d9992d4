import Foundation

/// The files a change touches, from git: every path that differs between a base revision and
/// the working tree (committed, staged or not), plus untracked files, relative to the
/// workspace root.
///
/// A renamed file counts under its old and its new path, so both packages are selected; a
/// deleted file counts under its path.
enum ChangedFiles {
  /// The changed paths since `base`, sorted, each once.
  /// - Throws: ``ToolError`` when `base` names no commit or git cannot run there.
  static func since(_ base: String, root: URL, runner: ProcessRunner) throws -> [String] {
    let commit = try resolve(base, root: root, runner: runner)
    let diff = try git(
      ["diff", "--name-only", "--no-renames", "--relative", "-z", commit, "--"], root: root,
      runner: runner, doing: "compare with \(base.quoted)")
    let untracked = try git(
      ["ls-files", "--others", "--exclude-standard", "-z"], root: root, runner: runner,
      doing: "list untracked files")
    let paths = (diff + "\0" + untracked).split(separator: "\0").map(String.init)
    return Array(Set(paths)).sorted()
  }

  /// The commit `base` names, so a word that looks like an option never reaches git as one.
  private static func resolve(_ base: String, root: URL, runner: ProcessRunner) throws
    -> String
  {
    let commit = try git(
      ["rev-parse", "--verify", "--quiet", "--end-of-options", base + "^{commit}"], root: root,
      runner: runner, doing: "find the revision \(base.quoted)")
    return commit.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Runs git in the workspace; a failure says what mf was doing and what git said.
  private static func git(
    _ arguments: [String], root: URL, runner: ProcessRunner, doing: String
  ) throws -> String {
    let result = try runner.run("git", arguments, in: root)
    guard result.status == 0 else {
      let said = result.errorOutput.trimmingCharacters(in: .whitespacesAndNewlines)
      throw ToolError.failure(
        "git could not \(doing)" + (said.isEmpty ? "" : ": \(said)"))
    }
    return result.output
  }
}
