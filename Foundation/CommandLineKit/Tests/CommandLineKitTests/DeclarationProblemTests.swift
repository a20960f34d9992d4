import Testing

@testable import CommandLineKit

/// The mistakes in declarations that would make a command line ambiguous or its help wrong
/// are each found, and the sample programs have none.
@Suite("Declaration problems")
struct DeclarationProblemTests {
  typealias Action = @Sendable () -> Void

  /// A command that runs, with these parameters.
  static func leaf(_ name: String, _ parameters: [any CommandParameter] = []) -> Command<Action> {
    Command(name, summary: "", parameters: parameters, action: {})
  }

  /// A group without an action.
  static func group(
    _ name: String, _ subcommands: [Command<Action>], parameters: [any CommandParameter] = []
  ) -> Command<Action> {
    Command(name, summary: "", parameters: parameters, subcommands: subcommands)
  }

  static let rows: [(Command<Action>, String)] = [
    (group("p", [leaf("help")]), "'p help' is reserved for the built-in command"),
    (group("p", [leaf("a"), leaf("a")]), "'p' has two subcommands named a"),
    (group("p", [group("a", [])]), "'p a' has neither subcommands nor an action"),
    (
      group(
        "p", [leaf("a", [Option<String?>("all", summary: "")])],
        parameters: [Flag("all", summary: "")]),
      "'p a' accepts two options named --all"
    ),
    (
      leaf("p", [Flag("all", short: "a", summary: ""), Flag("any", short: "a", summary: "")]),
      "'p' accepts two options named -a"
    ),
    (leaf("p", [Flag("help", summary: "")]), "'p': --help is not a valid or free option name"),
    (leaf("p", [Flag("x", short: "h", summary: "")]), "'p': -h is not a valid or free short name"),
    (leaf("p", [Flag("x", short: "1", summary: "")]), "'p': -1 is not a valid or free short name"),
    (
      leaf("p", [Flag("no spaces", summary: "")]),
      "'p': --no spaces is not a valid or free option name"
    ),
    (group("p", [leaf("a b")]), "'p a b': a command name is letters, digits, '-', '_' and '.'"),
    (
      group("p", [leaf("a")], parameters: [Argument<String>("x", summary: "")]),
      "'p' has subcommands, so it cannot take arguments"
    ),
    (
      leaf(
        "p", [Argument<String?>("first", summary: ""), Argument<String>("second", summary: "")]),
      "'p': required <second> comes after optional <first>"
    ),
    (
      leaf("p", [Argument<[String]>("rest", summary: ""), Argument<String?>("last", summary: "")]),
      "'p': <rest> takes the remaining words, so it comes last"
    ),
    (
      leaf("p", [Argument<String>("x", summary: ""), Argument<Int>("x", summary: "")]),
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
    #expect(
      DeclarationProblems.of(Self.group("p", [Self.leaf("a", [shared]), Self.leaf("b", [shared])]))
        .isEmpty)
  }
}
