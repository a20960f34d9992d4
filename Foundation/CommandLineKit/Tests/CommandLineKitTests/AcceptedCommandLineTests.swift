import CommandLineKit
import Testing

/// Table tests of every form the parser accepts, end to end: each sample handler prints the
/// typed values it read, so a row fails if a value is lost, reordered or read wrong.
@Suite("Accepted command lines")
struct AcceptedCommandLineTests {
  static let shopRows: [([String], String)] = [
    ([], "prompt data-dir=- flags=[]\n"),
    (["search", "mug"], #"search ["mug"] data-dir=- flags=[]\#n"#),
    (["search", "blue", "mug"], #"search ["blue", "mug"] data-dir=- flags=[]\#n"#),
    // Global options before, between and after the command's words, in both spellings.
    (["--data-dir", "/tmp/s", "search", "mug"], #"search ["mug"] data-dir=/tmp/s flags=[]\#n"#),
    (["--data-dir=/tmp/s", "search", "mug"], #"search ["mug"] data-dir=/tmp/s flags=[]\#n"#),
    (["search", "mug", "--data-dir", "/tmp/s"], #"search ["mug"] data-dir=/tmp/s flags=[]\#n"#),
    (
      ["search", "--flag", "search=v2", "mug"], #"search ["mug"] data-dir=- flags=["search=v2"]\#n"#
    ),
    // A repeatable option keeps every value in order; a single one keeps the last.
    (
      ["--flag", "a=1", "search", "mug", "--flag=b=2"],
      #"search ["mug"] data-dir=- flags=["a=1", "b=2"]\#n"#
    ),
    (
      ["--data-dir", "/a", "search", "x", "--data-dir=/b"], #"search ["x"] data-dir=/b flags=[]\#n"#
    ),
    // `--` ends the options; `-` and negative numbers are words.
    (["search", "--", "--flag", "-h"], #"search ["--flag", "-h"] data-dir=- flags=[]\#n"#),
    (["search", "-", "-1", "-0.5"], #"search ["-", "-1", "-0.5"] data-dir=- flags=[]\#n"#),
    (["browse"], "browse -\n"),
    (["browse", "Kitchen"], "browse Kitchen\n"),
    (["cart"], "cart 0 lines\n"),
    (["cart", "add", "MUG-001"], "cart add MUG-001 1\n"),
    (["cart", "add", "MUG-001", "3"], "cart add MUG-001 3\n"),
    (["cart", "--flag", "a=1", "add", "MUG-001"], "cart add MUG-001 1\n"),
    (["cart", "set", "MUG-001", "0"], "cart set MUG-001 0\n"),
    (
      ["checkout", "--address", "1 Loop Road", "--pay", "invoice"],
      "checkout to \"1 Loop Road\" by invoice\n"
    ),
    (
      ["checkout", "--address=1 Loop Road", "--pay=card:4242424242424242:12/30"],
      "checkout to \"1 Loop Road\" by card *4242 12/2030\n"
    ),
    (
      ["checkout", "--pay", "invoice", "--address", "A", "--address", "B"],
      "checkout to \"B\" by invoice\n"
    ),
    (
      ["checkout", "--address=", "--pay", "invoice", "--gift"],
      "checkout to \"\" by invoice as a gift\n"
    ),
    (
      ["checkout", "--gift", "--address", "A", "--pay", "invoice"],
      "checkout to \"A\" by invoice as a gift\n"
    ),
    (["checkout", "--address", "-", "--pay", "invoice"], "checkout to \"-\" by invoice\n"),
    (["checkout", "--address=--pay", "--pay", "invoice"], "checkout to \"--pay\" by invoice\n"),
    (["orders"], "orders\n"),
    (["orders", "1001"], "order 1001\n"),
    (["debug", "tree"], "tree\n"),
  ]

  @Test(arguments: shopRows)
  @MainActor func theShopAccepts(words: [String], output: String) async {
    #expect(await SampleShop.run(words) == SampleRun(status: .success, output: output))
  }

  static let toolRows: [([String], String)] = [
    (["--version"], "tool 1.0\n"),
    (["-C", "/w", "new", "feature", "Wishlist"], "new feature Wishlist uses [] in /w\n"),
    (["new", "feature", "Wishlist", "-C/w"], "new feature Wishlist uses [] in /w\n"),
    (["new", "feature", "Wishlist", "-C=/w"], "new feature Wishlist uses [] in /w\n"),
    (["new", "feature", "Wishlist", "--root=/w"], "new feature Wishlist uses [] in /w\n"),
    (
      ["new", "feature", "Wishlist", "--uses", "Catalog, Core,"],
      #"new feature Wishlist uses ["Catalog", "Core"] in .\#n"#
    ),
    // A group's option is its subcommands' too, on either side of the subcommand's name.
    (["new", "--uses=Core", "foundation", "Metrics"], #"new foundation Metrics uses ["Core"]\#n"#),
    (["sync"], "sync\n"),
    (["--root", "/w", "sync", "--check"], "sync --check\n"),
    (["sync", "--check", "--check"], "sync --check\n"),
    (["graph"], "graph mermaid focus=- readme=-\n"),
    (["graph", "--format", "dot", "--focus", "Cart"], "graph dot focus=Cart readme=-\n"),
    (["graph", "--format=json", "--format", "dot"], "graph dot focus=- readme=-\n"),
    (
      ["graph", "--readme", "README.md", "--write"],
      "graph mermaid focus=- readme=README.md write\n"
    ),
    (["test"], "test [] affected=false base=-\n"),
    (
      ["test", "Core", "--affected", "Cart", "--base", "main"],
      #"test ["Core", "Cart"] affected=true base=main\#n"#
    ),
    (["test", "--", "--affected"], #"test ["--affected"] affected=false base=-\#n"#),
  ]

  @Test(arguments: toolRows)
  func theToolAccepts(words: [String], output: String) {
    #expect(SampleTool.run(words) == SampleRun(status: .success, output: output))
  }

  @Test func theToolWithoutACommandPrintsItsOverview() {
    #expect(
      SampleTool.run([]) == SampleRun(status: .success, output: SampleTool.program.helpText()!))
  }

  @Test(arguments: [Shell.bash, .zsh])
  func completionsPrintTheScript(shell: Shell) {
    #expect(
      SampleTool.run(["completions", shell.rawValue])
        == SampleRun(status: .success, output: SampleTool.program.completionScript(for: shell)))
  }

  @Test func anInvocationKnowsItsCommandAndUsage() throws {
    guard case .run(_, let invocation) = try SampleTool.program.parse(["new", "feature", "X"])
    else {
      Issue.record("new feature X did not parse to a command")
      return
    }
    #expect(invocation.commandPath == ["tool", "new", "feature"])
    #expect(invocation.usage == "tool new feature [--uses <A,B>] <Name>")
    #expect(invocation.usageError("bad").hint == "usage: tool new feature [--uses <A,B>] <Name>")
  }
}

/// A program that is a single command: no `help` or `completions` commands, so every word is
/// its argument, and `--help` still works.
@Suite("Single-command programs")
struct SingleCommandProgramTests {
  static let names = Argument<[String]>("name", summary: "who to greet")
  static let program = CommandLineProgram(
    Command<@Sendable ([String]) -> String>(
      "greet", summary: "say hello", parameters: [names],
      action: { "hello \($0.joined(separator: ", "))" }))

  @Test func everyWordIsAnArgument() throws {
    guard case .run(let action, let invocation) = try Self.program.parse(["help", "completions"])
    else {
      Issue.record("greet help completions did not run greet")
      return
    }
    #expect(action(invocation[Self.names]) == "hello help, completions")
  }

  @Test func helpIsStillThere() throws {
    guard case .output(let text) = try Self.program.parse(["--help"]) else {
      Issue.record("greet --help did not print help")
      return
    }
    #expect(text == Self.program.helpText())
    #expect(text.contains("USAGE: greet [<name> ...]"))
    #expect(!text.contains("COMMANDS"))
  }
}
