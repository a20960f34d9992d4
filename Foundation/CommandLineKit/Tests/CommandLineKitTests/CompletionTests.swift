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
      await SampleShop.program.completionScript(for: shell), matches: "shop.\(shell.rawValue)")
    TextSnapshots.commandLineKit.expect(
      SampleTool.program.completionScript(for: shell), matches: "mf.\(shell.rawValue)")
  }

  /// Lines ending with an empty word (Tab after a space, or after a lone dash), where both
  /// shells offer the same.
  static let commonRows: [([String], [String])] = [
    (
      ["shop", ""],
      ["search", "browse", "cart", "checkout", "orders", "debug", "help", "completions"]
    ),
    (["shop", "cart", ""], ["add", "set", "remove"]),
    (["shop", "--data-dir", "cart", "debug", ""], ["tree"]),
    (["shop", "--flag", "a=1", "cart", "--data-dir", "/tmp", ""], ["add", "set", "remove"]),
    (
      ["shop", "checkout", "-"],
      ["--address", "--pay", "--gift", "--data-dir", "--flag", "--help", "-h"]
    ),
    (["shop", "cart", "add", "-"], ["--data-dir", "--flag", "--help", "-h"]),
    (["shop", "completions", ""], ["bash", "zsh"]),
    (
      ["shop", "help", ""],
      ["search", "browse", "cart", "checkout", "orders", "debug", "help", "completions"]
    ),
    (["shop", "cart", "add", ""], []),
    (["mf", "new", ""], ["feature", "foundation"]),
    (
      ["mf", "new", "--uses", "Core", "feature", "-"],
      ["--uses", "--root", "-C", "--version", "--help", "-h"]
    ),
    (["mf", "graph", "--format", ""], ["mermaid", "dot", "json"]),
    (
      ["mf", "graph", "--format", "dot", "-"],
      ["--format", "--focus", "--readme", "--write", "--root", "-C", "--version", "--help", "-h"]
    ),
    (["mf", "-C", "/w", ""], ["new", "sync", "graph", "test", "help", "completions"]),
    (["mf", "graph", "--", ""], []),
    (["mf", "sync", ""], []),
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
    (["shop", "c"], ["cart", "checkout", "completions"]),
    (["shop", "cart", "re"], ["remove"]),
    (["shop", "checkout", "--a"], ["--address"]),
    (["mf", "graph", "--format", "=", ""], ["mermaid", "dot", "json"]),
    (["mf", "graph", "--format", "=", "d"], ["dot"]),
    (["mf", "graph", "--format", "=", "dot", "--f"], ["--format", "--focus"]),
    (["mf", "completions", "z"], ["zsh"]),
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
    #expect(try probe.candidates(["mf", "-C", prefix]) == [folder.path + "/alpha"])
    #expect(
      try probe.candidates(["mf", "graph", "--readme", prefix]).sorted()
        == [folder.path + "/alpha", folder.path + "/alps.txt"])
  }

  /// zsh keeps `--format=` in one word and leaves file names to its own `_files`.
  static let zshRows: [([String], [String])] = [
    (["mf", "graph", "--format=d"], ["mermaid", "dot", "json"]),
    (["mf", "-C", ""], ["<directories>"]),
    (["mf", "graph", "--readme", ""], ["<files>"]),
    (["shop", "search", "--data-dir=/t"], ["<directories>"]),
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
      words[0] == "shop"
      ? try CompletionProbe(SampleShop.program, shell: shell)
      : try CompletionProbe(SampleTool.program, shell: shell)
    defer { probe.remove() }
    #expect(try probe.candidates(words) == expected, sourceLocation: sourceLocation)
  }
}
