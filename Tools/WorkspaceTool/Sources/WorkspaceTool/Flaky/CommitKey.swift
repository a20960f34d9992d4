import Foundation

/// The code a test run tested, as its record names it: the commit checked out, `5af405b...`,
/// and when tracked files differ from it, `5af405b...+` and a hash of the difference, so runs
/// on different uncommitted code never count as one commit's runs. `unknown` outside git.
enum CommitKey {
  static func current(root: URL, runner: ProcessRunner) -> String {
    guard let head = try? runner.run("git", ["rev-parse", "HEAD"], in: root), head.status == 0
    else { return "unknown" }
    let commit = head.output.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let diff = try? runner.run("git", ["diff", "HEAD", "--no-ext-diff"], in: root),
      diff.status == 0, !diff.output.isEmpty
    else { return commit }
    return commit + "+" + String(fnv1a(diff.output), radix: 16)
  }

  /// The commit shortened for a line of output: `5af405b1c2`, or with uncommitted changes
  /// `5af405b1c2+3f9a1c` (the start of their hash, which tells two such states apart).
  static func short(_ key: String) -> String {
    let parts = key.split(separator: "+", maxSplits: 1)
    return String(parts.first?.prefix(10) ?? "")
      + (parts.count > 1 ? "+" + parts[1].prefix(6) : "")
  }

  /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes: stable across runs and machines.
  private static func fnv1a(_ text: String) -> UInt64 {
    text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
  }
}
