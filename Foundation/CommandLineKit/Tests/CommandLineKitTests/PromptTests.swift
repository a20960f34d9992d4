import CommandLineKit
import Testing

/// Lines typed at a program's own prompt: split into words by `ShellWords`, then parsed by the
/// same declarations as the command line, without the program's name.
@Suite("Prompt lines")
struct PromptTests {
  static let splitRows: [(String, [String])] = [
    ("", []),
    ("   ", []),
    ("search mug", ["search", "mug"]),
    (#"checkout --address "1 Loop Road""#, ["checkout", "--address", "1 Loop Road"]),
    ("checkout --address '1 Loop Road'", ["checkout", "--address", "1 Loop Road"]),
    (#"say it\'s"#, ["say", "it's"]),
    (#"'a\b' "c\"d""#, [#"a\b"#, #"c"d"#]),
    (#"""# + #"""#, [""]),
    ("a\tb\u{A0}c", ["a", "b", "c"]),
    ("x''y", ["xy"]),
  ]

  @Test(arguments: splitRows)
  func linesSplitLikeAShell(line: String, words: [String]) throws {
    #expect(try ShellWords.split(line) == words)
  }

  @Test(arguments: [#"say "hi"#, "say 'hi", #"end\"#])
  func malformedLinesAreUsageErrors(line: String) {
    #expect(throws: CommandLineError.self) { try ShellWords.split(line) }
    do {
      _ = try ShellWords.split(line)
    } catch {
      #expect(error.kind == .malformedLine)
      #expect(error.exitCode == .usageError)
    }
  }

  @Test @MainActor func aTypedLineRunsWithTheSameDeclarations() async throws {
    let store = SampleStore(dataDirectory: nil, flags: [])
    let words = try ShellWords.split(#"checkout --address "1 Loop Road" --pay invoice"#)
    guard case .run(let action, let invocation) = try SampleShop.prompt.parse(words) else {
      Issue.record("the line did not parse to a command")
      return
    }
    #expect(try await action(invocation, store) == "checkout to \"1 Loop Road\" by invoice\n")
  }

  @Test @MainActor func thePromptRefusesGlobalOptionsAndHasNoCompletions() {
    #expect(throws: CommandLineError.self) {
      try SampleShop.prompt.parse(["--data-dir", "/tmp", "search", "mug"])
    }
    #expect(throws: CommandLineError.self) { try SampleShop.prompt.parse(["completions", "bash"]) }
    #expect(SampleShop.prompt.helpText()?.contains("completions") == false)
  }
}
