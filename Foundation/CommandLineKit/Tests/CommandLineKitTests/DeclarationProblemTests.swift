import Testing

@testable import CommandLineKit

/// The mistakes in declarations that would make a command line ambiguous or its help wrong
/// are each found, and the sample programs have none.
@Suite("Declaration problems")
struct DeclarationProblemTests {
  typealias Action = @Sendable () -> Void

  static let rows: [(Command<Action>, String)] = [
    (
      Command("p", summary: "", subcommands: [Command("help", summary: "")]),
      "'p help' is reserved for the built-in command"
    ),
    (
      Command(
        "p", summary: "", subcommands: [Command("a", summary: ""), Command("a", summary: "")]),
      "'p' has two subcommands named a"
    ),
    (
      Command(
        "p", summary: "", parameters: [Flag("all", summary: "")],
        subcommands: [Command("a", summary: "", parameters: [Option<String?>("all", summary: "")])]),
      "'p a' accepts two options named --all"
    ),
    (
      Command(
        "p", summary: "",
        parameters: [Flag("all", short: "a", summary: ""), Flag("any", short: "a", summary: "")]),
      "'p' accepts two options named -a"
    ),
    (
      Command("p", summary: "", parameters: [Flag("help", summary: "")]),
      "'p': --help is not a valid or free option name"
    ),
    (
      Command("p", summary: "", parameters: [Flag("x", short: "h", summary: "")]),
      "'p': -h is not a valid or free short name"
    ),
    (
      Command("p", summary: "", parameters: [Flag("x", short: "1", summary: "")]),
      "'p': -1 is not a valid or free short name"
    ),
    (
      Command("p", summary: "", parameters: [Flag("no spaces", summary: "")]),
      "'p': --no spaces is not a valid or free option name"
    ),
    (
      Command("p", summary: "", subcommands: [Command("a b", summary: "")]),
      "'p a b': a command name is letters, digits, '-', '_' and '.'"
    ),
    (
      Command(
        "p", summary: "", parameters: [Argument<String>("x", summary: "")],
        subcommands: [Command("a", summary: "")]),
      "'p' has subcommands, so it cannot take arguments"
    ),
    (
      Command(
        "p", summary: "",
        parameters: [
          Argument<String?>("first", summary: ""), Argument<String>("second", summary: ""),
        ]),
      "'p': required <second> comes after optional <first>"
    ),
    (
      Command(
        "p", summary: "",
        parameters: [
          Argument<[String]>("rest", summary: ""), Argument<String?>("last", summary: ""),
        ]),
      "'p': <rest> takes the remaining words, so it comes last"
    ),
    (
      Command(
        "p", summary: "",
        parameters: [Argument<String>("x", summary: ""), Argument<Int>("x", summary: "")]),
      "'p' has two arguments named <x>"
    ),
  ]

  @Test(arguments: rows)
  func eachMistakeIsFound(root: Command<Action>, problem: String) {
    #expect(DeclarationProblems.of(root) == [problem])
  }

  @Test @MainActor func theSampleProgramsAreSound() {
    #expect(DeclarationProblems.of(SampleShop.program.root).isEmpty)
    #expect(DeclarationProblems.of(SampleTool.program.root).isEmpty)
  }

  @Test func anOptionMayBeSharedBySiblings() {
    let shared = Option<String?>("base", summary: "")
    let root = Command<Action>(
      "p", summary: "",
      subcommands: [
        Command("a", summary: "", parameters: [shared]),
        Command("b", summary: "", parameters: [shared]),
      ])
    #expect(DeclarationProblems.of(root).isEmpty)
  }
}
