import CommandLineKit
import Testing

/// The app's own prompt, fed lines as a pipe or a person would type them.
@Suite("The line prompt")
@MainActor
struct LinePromptTests {
  /// What a session wrote, in order: prompts, the program's output, the commands' output and
  /// the errors reported.
  @MainActor
  final class Session {
    var lines: [String]
    var written = ""
    var reported: [(error: String, usage: String?)] = []

    init(_ lines: [String]) { self.lines = lines }

    func readLine() -> String? { lines.isEmpty ? nil : lines.removeFirst() }

    func run(prompt: (@MainActor () async -> String)? = nil) async
      -> LinePrompt<SampleShopAction>
      .Outcome
    {
      let store = SampleStore(dataDirectory: nil, flags: [])
      let prompt = LinePrompt(
        SampleShop.prompt, readLine: { self.readLine() }, write: { self.written += $0 },
        prompt: prompt)
      return await prompt.run { action, invocation in
        self.written += try await action(invocation, store)
      } report: { error, usage in
        self.reported.append(("\(error)", usage))
        return ExitCode(for: error).rawValue
      }
    }
  }

  @Test("each line runs one command; blank lines are skipped; the end of input ends it")
  func runsEachLine() async {
    let session = Session(["search mug", "", "   ", "cart add MUG-001 2", "debug tree"])
    let outcome = await session.run()
    #expect(session.written == "search [\"mug\"] data-dir=- flags=[]\ncart add MUG-001 2\ntree\n")
    #expect(outcome.exitCode == 0)
    #expect(outcome.commandCount == 3)
  }

  @Test("a failed line is reported and the next runs; the first failure's exit code is kept")
  func failuresGoOn() async {
    let session = Session([
      "cart add", "checkout --address A --pay card:4000000000000002:12/30", "say 'unclosed",
      "browse Kitchen",
    ])
    let outcome = await session.run()
    #expect(session.written == "browse Kitchen\n", "the line after the failures ran")
    #expect(session.reported.count == 3)
    #expect(session.reported[0].error.contains("cart add"), "the parser says how to write it")
    #expect(session.reported[1].error == "the card was declined")
    #expect(session.reported[1].usage?.contains("checkout") == true, "the failed command's usage")
    #expect(session.reported[2].usage == nil, "a malformed line named no command")
    #expect(outcome.exitCode == ExitCode.usageError.rawValue, "the first failure's code")
    #expect(outcome.commandCount == 4)
  }

  @Test("quit and exit end the session; the lines after them are never read")
  func quitEnds() async {
    for word in ["quit", "exit"] {
      let session = Session(["browse", word, "search mug"])
      let outcome = await session.run()
      #expect(session.written == "browse -\n")
      #expect(session.lines == ["search mug"])
      #expect(outcome.commandCount == 1)
    }
  }

  @Test("help is the program's; the prompt is shown before each line read, at a terminal only")
  func helpAndPrompt() async {
    let session = Session(["help"])
    var prompts = 0
    _ = await session.run(prompt: {
      prompts += 1
      return "> "
    })
    #expect(prompts == 2, "before `help` and before the end of input")
    #expect(session.written.hasPrefix("> "))
    #expect(session.written.contains("search"))
    #expect(session.written.hasSuffix("> "))

    let piped = Session(["browse"])
    _ = await piped.run()
    #expect(piped.written == "browse -\n", "no prompt at a pipe")
  }
}
