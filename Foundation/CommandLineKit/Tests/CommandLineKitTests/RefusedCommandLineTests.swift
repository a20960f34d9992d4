import CommandLineKit
import Testing

/// Table tests of every form the parser refuses: the kind, the exact one-line problem with its
/// suggestion, and the hint, for both sample programs.
@Suite("Refused command lines")
struct RefusedCommandLineTests {
  /// A command line and the error it gets; test logs show only the words.
  struct Refusal: Sendable, CustomTestStringConvertible {
    let words: [String]
    let error: CommandLineError

    init(_ words: [String], _ error: CommandLineError) {
      self.words = words
      self.error = error
    }

    var testDescription: String { words.debugDescription }
  }

  static let shopUsage = "usage: store [--data-dir <path>] [--flag <name=value> ...] [<command>]"
  static let checkoutUsage =
    "usage: store checkout --address <text> --pay <card:<number>:<MM/YY>|invoice> [--gift]"

  static let shopRows: [Refusal] = [
    Refusal(
      ["serch", "mug"],
      CommandLineError(
        #"unknown command "serch""#, hint: "run 'store help' to see the commands",
        kind: .unknownCommand, suggestion: "search")
    ),
    Refusal(
      ["chekout"],
      CommandLineError(
        #"unknown command "chekout""#, hint: "run 'store help' to see the commands",
        kind: .unknownCommand, suggestion: "checkout")
    ),
    Refusal(
      ["cart", "ad", "MUG"],
      CommandLineError(
        #"unknown subcommand "ad" for 'store cart'"#,
        hint: "run 'store help cart' to see its subcommands",
        kind: .unknownSubcommand, suggestion: "add")
    ),
    Refusal(
      ["debug"],
      CommandLineError(
        "'store debug' needs a subcommand: tree",
        hint: "run 'store help debug' to see its subcommands",
        kind: .missingCommand)
    ),
    Refusal(
      ["checkout", "--adress", "x", "--pay", "invoice"],
      CommandLineError(
        #"unknown option "--adress" for 'store checkout'"#, hint: checkoutUsage,
        kind: .unknownOption,
        suggestion: "--address")
    ),
    Refusal(
      ["checkout", "--pay", "invoice", "--address"],
      CommandLineError("--address needs a value <text>", hint: checkoutUsage, kind: .missingValue)
    ),
    Refusal(
      ["checkout", "--address", "--pay", "invoice"],
      CommandLineError("--address needs a value <text>", hint: checkoutUsage, kind: .missingValue)
    ),
    Refusal(
      ["checkout", "--pay", "invoice"],
      CommandLineError(
        "'store checkout' needs --address <text>", hint: checkoutUsage, kind: .missingOption)
    ),
    Refusal(
      ["checkout", "--address", "A", "--pay", "card:4242424242424242:13/30"],
      CommandLineError(
        "invalid value for --pay: the card expiry must be MM/YY, for example 09/28",
        hint: checkoutUsage, kind: .invalidValue)
    ),
    Refusal(
      ["checkout", "--address", "A", "--pay", "invoice", "--gift=yes"],
      CommandLineError("--gift takes no value", hint: checkoutUsage, kind: .unexpectedValue)
    ),
    Refusal(
      ["cart", "add"],
      CommandLineError(
        "'store cart add' needs <sku>", hint: "usage: store cart add <sku> [<quantity>]",
        kind: .missingArgument)
    ),
    Refusal(
      ["cart", "add", "MUG", "two"],
      CommandLineError(
        #"invalid value for <quantity>: "two" is not a whole number"#,
        hint: "usage: store cart add <sku> [<quantity>]", kind: .invalidValue)
    ),
    Refusal(
      ["cart", "remove", "MUG", "extra"],
      CommandLineError(
        #"unexpected argument "extra" for 'store cart remove'"#,
        hint: "usage: store cart remove <sku>", kind: .unexpectedArgument)
    ),
    Refusal(
      ["search"],
      CommandLineError(
        "'store search' needs <words>", hint: "usage: store search <words> ...",
        kind: .missingArgument)
    ),
    Refusal(
      ["search", "mug", "--fleg", "a=b"],
      CommandLineError(
        #"unknown option "--fleg" for 'store search'"#, hint: "usage: store search <words> ...",
        kind: .unknownOption, suggestion: "--flag")
    ),
    Refusal(
      ["--data-dir"],
      CommandLineError("--data-dir needs a value <path>", hint: shopUsage, kind: .missingValue)
    ),
    Refusal(
      ["--data-dir=", "search", "x"],
      CommandLineError(
        "invalid value for --data-dir: the path is empty", hint: shopUsage, kind: .invalidValue)
    ),
    Refusal(
      ["--flag", "novalue", "search", "x"],
      CommandLineError(
        "invalid value for --flag: a flag is name=value, such as search=v2", hint: shopUsage,
        kind: .invalidValue)
    ),
    Refusal(
      ["-x"],
      CommandLineError(#"unknown option "-x" for 'store'"#, hint: shopUsage, kind: .unknownOption)
    ),
    Refusal(
      ["orders", "1001", "1002"],
      CommandLineError(
        #"unexpected argument "1002" for 'store orders'"#, hint: "usage: store orders [<id>]",
        kind: .unexpectedArgument)
    ),
    Refusal(
      ["completions", "bsh"],
      CommandLineError(
        #"invalid value for <shell>: "bsh" is not one of bash, zsh"#,
        hint: "usage: store completions <shell>", kind: .invalidValue, suggestion: "bash")
    ),
    Refusal(
      ["help", "cart", "ad"],
      CommandLineError(
        #"unknown subcommand "ad" for 'store cart'"#,
        hint: "run 'store help cart' to see its subcommands",
        kind: .unknownSubcommand, suggestion: "add")
    ),
    Refusal(
      ["help", "search", "mug"],
      CommandLineError(
        #"'store search' has no subcommand "mug""#, hint: "run 'store help' to see the commands",
        kind: .unknownSubcommand)
    ),
    Refusal(
      ["search", "line\nbreak", "--x\n"],
      CommandLineError(
        #"unknown option "--x\n" for 'store search'"#, hint: "usage: store search <words> ...",
        kind: .unknownOption)
    ),
  ]

  @Test(arguments: shopRows)
  @MainActor func theShopRefuses(_ refusal: Refusal) async {
    let (words, error) = (refusal.words, refusal.error)
    #expect(throws: error) { try SampleShop.program.parse(words) }
    #expect(
      await SampleShop.run(words) == SampleRun(status: .usageError, errorOutput: error.description))
  }

  static let graphUsage =
    "usage: tool graph [--format <mermaid|dot|json>] [--focus <package>] [--readme <path>] [--write]"

  static let toolRows: [Refusal] = [
    Refusal(
      ["graph", "--format", "svg"],
      CommandLineError(
        #"invalid value for --format: "svg" is not one of mermaid, dot, json"#, hint: graphUsage,
        kind: .invalidValue)
    ),
    Refusal(
      ["graph", "--format", "mermiad"],
      CommandLineError(
        #"invalid value for --format: "mermiad" is not one of mermaid, dot, json"#,
        hint: graphUsage, kind: .invalidValue, suggestion: "mermaid")
    ),
    Refusal(
      ["graph", "--fromat", "dot"],
      CommandLineError(
        #"unknown option "--fromat" for 'tool graph'"#, hint: graphUsage, kind: .unknownOption,
        suggestion: "--format")
    ),
    Refusal(
      ["graph", "--write"],
      CommandLineError("--write needs --readme", hint: graphUsage)
    ),
    Refusal(
      ["new", "feature"],
      CommandLineError(
        "'tool new feature' needs <Name>", hint: "usage: tool new feature [--uses <A,B>] <Name>",
        kind: .missingArgument)
    ),
    Refusal(
      ["new", "widget", "X"],
      CommandLineError(
        #"unknown subcommand "widget" for 'tool new'"#,
        hint: "run 'tool help new' to see its subcommands",
        kind: .unknownSubcommand)
    ),
    Refusal(
      ["new"],
      CommandLineError(
        "'tool new' needs a subcommand: feature, foundation",
        hint: "run 'tool help new' to see its subcommands", kind: .missingCommand)
    ),
    Refusal(
      ["sync", "--check=yes"],
      CommandLineError(
        "--check takes no value", hint: "usage: tool sync [--check]", kind: .unexpectedValue)
    ),
    Refusal(
      ["sync", "extra"],
      CommandLineError(
        #"unexpected argument "extra" for 'tool sync'"#, hint: "usage: tool sync [--check]",
        kind: .unexpectedArgument)
    ),
    Refusal(
      ["sync", "-C"],
      CommandLineError(
        "--root needs a value <path>", hint: "usage: tool sync [--check]", kind: .missingValue)
    ),
    Refusal(
      ["sync", "-x"],
      CommandLineError(
        #"unknown option "-x" for 'tool sync'"#, hint: "usage: tool sync [--check]",
        kind: .unknownOption)
    ),
    Refusal(
      ["sync", "--version=1"],
      CommandLineError(
        "--version takes no value", hint: "usage: tool sync [--check]", kind: .unexpectedValue)
    ),
    Refusal(
      ["lint"],
      CommandLineError(
        #"unknown command "lint""#, hint: "run 'tool help' to see the commands",
        kind: .unknownCommand
      )
    ),
    Refusal(
      ["--uses", "Core", "new", "foundation", "Metrics"],
      CommandLineError(
        #"unknown option "--uses" for 'tool'"#,
        hint: "--uses is an option of 'tool new'; give it after 'new'", kind: .unknownOption)
    ),
  ]

  @Test(arguments: toolRows)
  func theToolRefuses(_ refusal: Refusal) {
    let (words, error) = (refusal.words, refusal.error)
    #expect(
      SampleTool.run(words)
        == SampleRun(status: .usageError, errorOutput: error.message(prefix: "tool: ")))
  }

  @Test @MainActor func anUnknownOptionIsNamedWithoutItsValue() {
    #expect(
      throws: CommandLineError(
        #"unknown option "--py" for 'store checkout'"#, hint: Self.checkoutUsage,
        kind: .unknownOption, suggestion: "--pay")
    ) {
      try SampleShop.program.parse([
        "checkout", "--address", "A", "--py=card:4242424242424242:12/30",
      ])
    }
  }

  @Test @MainActor func aRefusedCardNumberIsNeverRepeated() {
    do {
      _ = try SampleShop.program.parse([
        "checkout", "--address", "A", "--pay", "card:4242424242424242",
      ])
      Issue.record("a card without expiry parsed")
    } catch {
      #expect(error.kind == .invalidValue)
      #expect(!error.description.contains("4242"))
    }
  }

  static let failureRows: [([String], String)] = [
    (
      ["checkout", "--address", "A", "--pay", "card:4000000000000002:12/30"],
      "the card was declined"
    ),
    (["cart", "remove", "MUG-001"], "MUG-001 is not in the cart"),
    (["cart", "add", "MUG-001", "-2"], "the quantity must be at least 1"),
  ]

  @Test(arguments: failureRows)
  @MainActor func theHandlersOwnFailuresExitWithOne(words: [String], message: String) async {
    #expect(
      await SampleShop.run(words) == SampleRun(status: .failure, errorOutput: "error: \(message)"))
  }

  @Test func theToolsOwnFailuresExitWithOne() {
    #expect(
      SampleTool.run(["test", "Broken"])
        == SampleRun(status: .failure, errorOutput: "tool: error: Broken: 1 test failed"))
  }
}
