import Foundation

/// The files a change touches, from the workspace root: every path that differs between a base
/// revision and the working tree (committed, staged or not), and the untracked files. A renamed
/// file counts under both paths, so both packages are selected.
enum ChangedFiles {
  /// The changed paths since `base`, sorted, each once.
  static func since(_ base: String, root: URL, runner: ProcessRunner) throws -> [String] {
    // Resolved first, so a word that looks like an option never reaches git as one.
    let commit = try runner.git(
      ["rev-parse", "--verify", "--quiet", "--end-of-options", base + "^{commit}"], in: root,
      doing: "find the revision \(base.quoted)"
    ).trimmingCharacters(in: .whitespacesAndNewlines)
    let diff = try runner.git(
      ["diff", "--name-only", "--no-renames", "--relative", "-z", commit, "--"], in: root,
      doing: "compare with \(base.quoted)")
    let untracked = try runner.git(
      ["ls-files", "--others", "--exclude-standard", "-z"], in: root,
      doing: "list untracked files")
    return Set((diff + "\0" + untracked).split(separator: "\0").map(String.init)).sorted()
  }
}
