/// An app's own prompt: it reads one command per line, typed at a terminal or piped in, and runs
/// each in the app that is already running, as a shell runs a script.
///
/// Blank lines are skipped; `quit`, `exit` or the end of input ends it. A command that fails
/// does not end the session: its error is reported and the next line is read, and the outcome
/// keeps the first failure's exit code, so a script piping commands learns that one failed.
///
/// ```swift
/// let prompt = LinePrompt(program, readLine: { readLine() }, write: { print($0, terminator: "") })
/// let outcome = await prompt.run { action, invocation in
///   try await action(invocation, app)
/// } report: { error, usage in
///   writeError("\(error)\n")
///   return ExitCode(for: error).rawValue
/// }
/// ```
@MainActor
public struct LinePrompt<Action> {
  /// What a session of the prompt did.
  public struct Outcome: Equatable, Sendable {
    /// The exit code of the first command that failed; 0 when none did.
    public var exitCode: Int32 = 0
    /// The lines read that were not blank, the `quit` that ended the session not counted.
    public var commandCount = 0
  }

  private let program: CommandLineProgram<Action>
  private let readLine: @MainActor () -> String?
  private let write: @MainActor (String) -> Void
  private let prompt: (@MainActor () async -> String)?

  /// Makes a prompt.
  /// - Parameters:
  ///   - program: The commands a line may run; its `help` and usage errors are the prompt's.
  ///   - readLine: Reads one line of input; `nil` at its end.
  ///   - write: Writes the program's own output, such as `help`, and the prompt.
  ///   - prompt: Makes the text shown before each line, for a person at a terminal; `nil` at a
  ///     pipe, where nobody reads it.
  public init(
    _ program: CommandLineProgram<Action>, readLine: @escaping @MainActor () -> String?,
    write: @escaping @MainActor (String) -> Void, prompt: (@MainActor () async -> String)? = nil
  ) {
    self.program = program
    self.readLine = readLine
    self.write = write
    self.prompt = prompt
  }

  /// Reads and runs commands until the end of input, `quit` or `exit`.
  /// - Parameters:
  ///   - perform: Runs one command's action with what its line said.
  ///   - report: Shows an error and returns its exit code, given the usage line of the command
  ///     whose action failed (`nil` when the line did not parse: the parser's error says how
  ///     to write it).
  /// - Returns: How many commands were read, and the first failure's exit code.
  public func run(
    _ perform: @MainActor (Action, Invocation) async throws -> Void,
    report: @MainActor (any Error, _ usage: String?) -> Int32
  ) async -> Outcome {
    var outcome = Outcome()
    func fail(_ error: any Error, usage: String?) {
      let code = report(error, usage)
      if outcome.exitCode == 0 { outcome.exitCode = code }
    }
    while true {
      if let prompt { write(await prompt()) }
      guard let line = readLine() else { break }
      if line.allSatisfy(\.isWhitespace) { continue }
      let words: [String]
      do {
        words = try ShellWords.split(line)
      } catch {
        outcome.commandCount += 1
        fail(error, usage: nil)
        continue
      }
      if words == ["quit"] || words == ["exit"] { break }
      outcome.commandCount += 1
      var usage: String?
      do {
        switch try program.parse(words) {
        case .output(let text):
          write(text)
        case .run(let action, let invocation):
          usage = invocation.usage
          try await perform(action, invocation)
        }
      } catch {
        fail(error, usage: usage)
      }
    }
    return outcome
  }
}
