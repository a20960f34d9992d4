import CommandLineKit
import Testing

/// The example of the package's README, declared and run as the README shows it, with the
/// outputs the README prints: if this test changes, change the README with it.
@Suite("README example")
@MainActor
struct ReadmeExampleTests {
  typealias Action = @MainActor (Invocation) async throws -> String

  static let name = Argument<String>("name", summary: "who to greet")
  static let times = Option<Int>("times", default: 1, summary: "how many greetings")
  static let shout = Flag("shout", summary: "in capitals")

  static let greet = Command<Action>(
    "greet", summary: "say hello", parameters: [name, times, shout],
    action: { call in
      let line = "hello, \(call[name])\n"
      return String(repeating: call[shout] ? line.uppercased() : line, count: call[times])
    })

  static let program = CommandLineProgram(
    Command<Action>("hello", summary: "a friendly program", subcommands: [greet]))

  /// The README's `main`, writing to strings instead of the standard streams.
  func main(_ arguments: [String]) async -> (code: Int32, output: String, errors: String) {
    do {
      switch try Self.program.parse(arguments) {
      case .output(let text): return (ExitCode.success.rawValue, text, "")
      case .run(let action, let invocation):
        return (ExitCode.success.rawValue, try await action(invocation), "")
      }
    } catch {
      return (ExitCode(for: error).rawValue, "", "\(error)\n")
    }
  }

  @Test func greetsAsTheReadmeShows() async {
    #expect(
      await main(["greet", "Ada", "--times", "2", "--shout"]) == (0, "HELLO, ADA\nHELLO, ADA\n", "")
    )
    #expect(await main(["greet", "--times=2", "Ada"]) == (0, "hello, Ada\nhello, Ada\n", ""))
  }

  @Test func theHelpIsTheReadmes() async {
    #expect(
      await main(["greet", "--help"]).output == """
        OVERVIEW: say hello

        USAGE: hello greet [--times <number>] [--shout] <name>

        ARGUMENTS:
          <name>  who to greet

        OPTIONS:
          --times <number>  how many greetings (default: 1)
          --shout           in capitals
          -h, --help        show this help

        """)
  }

  @Test func theErrorsAreTheReadmes() async {
    #expect(
      await main(["greet", "Ada", "--time", "2"]) == (
        2, "",
        """
        error: unknown option "--time" for 'hello greet'; did you mean "--times"?
        hint: usage: hello greet [--times <number>] [--shout] <name>

        """
      ))
    #expect(
      await main(["gret", "Ada"]) == (
        2, "",
        """
        error: unknown command "gret"; did you mean "greet"?
        hint: run 'hello help' to see the commands

        """
      ))
  }
}
