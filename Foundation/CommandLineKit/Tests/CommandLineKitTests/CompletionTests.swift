import CommandLineKit
import CommandLineKitTesting
import Foundation
import Testing

/// The completion scripts of both sample programs, compared with snapshots and run in the
/// shells that are installed (bash as bash runs it on Tab; zsh with stand-ins for its
/// completion system).
@Suite("Completions")
struct CompletionTests {
  @Test(arguments: [Shell.bash, .zsh])
  func theScriptsMatchTheirSnapshots(shell: Shell) async {
    TextSnapshots.commandLineKit.expect(
      await SampleShop.program.completionScript(for: shell), matches: "store.\(shell.rawValue)")
    TextSnapshots.commandLineKit.expect(
      SampleTool.program.completionScript(for: shell), matches: "tool.\(shell.rawValue)")
  }

  /// Lines ending with an empty word (Tab after a space, or after a lone dash), where both
  /// shells offer the same.
  static let commonRows: [([String], [String])] = [
    (
      ["store", ""],
      ["search", "browse", "cart", "checkout", "orders", "debug", "help", "completions"]
    ),
    (["store", "cart", ""], ["add", "set", "remove"]),
    (["store", "--data-dir", "cart", "debug", ""], ["tree"]),
    (["store", "--flag", "a=1", "cart", "--data-dir", "/tmp", ""], ["add", "set", "remove"]),
    (
      ["store", "checkout", "-"],
      ["--address", "--pay", "--gift", "--data-dir", "--flag", "--help", "-h"]
    ),
    (["store", "cart", "add", "-"], ["--data-dir", "--flag", "--help", "-h"]),
    (["store", "completions", ""], ["bash", "zsh"]),
    (
      ["store", "help", ""],
      ["search", "browse", "cart", "checkout", "orders", "debug", "help", "completions"]
    ),
    (["store", "cart", "add", ""], []),
    (["tool", "new", ""], ["feature", "foundation"]),
    (
      ["tool", "new", "--uses", "Core", "feature", "-"],
      ["--uses", "--root", "-C", "--version", "--help", "-h"]
    ),
    (["tool", "graph", "--format", ""], ["mermaid", "dot", "json"]),
    (
      ["tool", "graph", "--format", "dot", "-"],
      ["--format", "--focus", "--readme", "--write", "--root", "-C", "--version", "--help", "-h"]
    ),
    (["tool", "-C", "/w", ""], ["new", "sync", "graph", "test", "help", "completions"]),
    (["tool", "graph", "--", ""], []),
    (["tool", "sync", ""], []),
  ]

  @Test(
    .enabled(if: CompletionProbe.isAvailable(.bash), "bash is not installed"),
    arguments: commonRows)
  @MainActor func bashOffers(words: [String], expected: [String]) throws {
    try expectCandidates(.bash, words, expected)
  }

  @Test(
    .enabled(if: CompletionProbe.isAvailable(.zsh), "zsh is not installed"),
    arguments: commonRows)
  @MainActor func zshOffers(words: [String], expected: [String]) throws {
    try expectCandidates(.zsh, words, expected)
  }

  /// Bash filters by the word being typed itself, and splits `--format=` into three words.
  static let bashRows: [([String], [String])] = [
    (["store", "c"], ["cart", "checkout", "completions"]),
    (["store", "cart", "re"], ["remove"]),
    (["store", "checkout", "--a"], ["--address"]),
    (["tool", "graph", "--format", "=", ""], ["mermaid", "dot", "json"]),
    (["tool", "graph", "--format", "=", "d"], ["dot"]),
    (["tool", "graph", "--format", "=", "dot", "--f"], ["--format", "--focus"]),
    (["tool", "completions", "z"], ["zsh"]),
  ]

  @Test(
    .enabled(if: CompletionProbe.isAvailable(.bash), "bash is not installed"),
    arguments: bashRows)
  @MainActor func bashFiltersAndSplits(words: [String], expected: [String]) throws {
    try expectCandidates(.bash, words, expected)
  }

  @Test(.enabled(if: CompletionProbe.isAvailable(.bash), "bash is not installed"))
  func bashOffersFoldersOrFilesForPaths() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("completion-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("alpha"), withIntermediateDirectories: true)
    try Data().write(to: folder.appendingPathComponent("alps.txt"))
    defer { try? FileManager.default.removeItem(at: folder) }
    let probe = try CompletionProbe(SampleTool.program, shell: .bash)
    defer { probe.remove() }
    let prefix = folder.path + "/al"
    #expect(try probe.candidates(["tool", "-C", prefix]) == [folder.path + "/alpha"])
    #expect(
      try probe.candidates(["tool", "graph", "--readme", prefix]).sorted()
        == [folder.path + "/alpha", folder.path + "/alps.txt"])
  }

  /// zsh keeps `--format=` in one word and leaves file names to its own `_files`.
  static let zshRows: [([String], [String])] = [
    (["tool", "graph", "--format=d"], ["mermaid", "dot", "json"]),
    (["tool", "-C", ""], ["<directories>"]),
    (["tool", "graph", "--readme", ""], ["<files>"]),
    (["store", "search", "--data-dir=/t"], ["<directories>"]),
  ]

  @Test(
    .enabled(if: CompletionProbe.isAvailable(.zsh), "zsh is not installed"),
    arguments: zshRows)
  @MainActor func zshCompletesValues(words: [String], expected: [String]) throws {
    try expectCandidates(.zsh, words, expected)
  }

  @MainActor private func expectCandidates(
    _ shell: Shell, _ words: [String], _ expected: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let probe =
      words[0] == "store"
      ? try CompletionProbe(SampleShop.program, shell: shell)
      : try CompletionProbe(SampleTool.program, shell: shell)
    defer { probe.remove() }
    #expect(try probe.candidates(words) == expected, sourceLocation: sourceLocation)
  }
}
