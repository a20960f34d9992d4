import CommandLineKit
import Foundation

/// Runs a program's completion script in a real shell, as if the user pressed Tab after some
/// words, and returns what it offers, so tests can check completions without a terminal.
///
/// ```swift
/// let probe = try CompletionProbe(program, shell: .bash)
/// let candidates = try probe.candidates(["shop", "cart", ""])   // ["add", "set", "remove"]
/// ```
///
/// Bash runs the script as it is, through the function it registers with `complete -F`. zsh
/// runs it with stand-ins for the completion system's `compadd`, `_describe`, `_files`,
/// `compset` and `compdef`, which print what they are given (`_files` prints `<files>` or
/// `<directories>`): this checks the script's logic, not zsh's menus.
public struct CompletionProbe {
  /// Whether the shell can be run here; tests of its script are skipped without it.
  public static func isAvailable(_ shell: Shell) -> Bool {
    executable(for: shell) != nil
  }

  private let shell: Shell
  private let scriptURL: URL
  private let program: String

  /// Saves the program's script for `shell` for the probes.
  /// - Parameters:
  ///   - program: The program whose `completions` script is probed.
  ///   - shell: The shell that runs it.
  /// - Throws: When the script cannot be written to the temporary folder.
  public init<Action>(_ program: CommandLineProgram<Action>, shell: Shell) throws {
    self.shell = shell
    self.program = program.name
    scriptURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("completion-\(UUID().uuidString).\(shell.rawValue)")
    try Data(program.completionScript(for: shell).utf8).write(to: scriptURL)
  }

  /// What the script offers for a line.
  /// - Parameter words: The program's name, the words before the cursor, and the word being
  ///   typed (empty after a space). For bash, split as bash does: `--format=do` is `--format`,
  ///   `=` and `do`; zsh keeps `--format=do` whole.
  /// - Returns: The candidates, in order.
  /// - Throws: ``Failure`` when the shell is missing or the script does not load or register.
  public func candidates(_ words: [String]) throws -> [String] {
    guard let executable = Self.executable(for: shell) else { throw Failure(status: 127) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    let driver = shell == .bash ? Self.bashDriver : Self.zshDriver
    let options = shell == .bash ? ["--norc", "--noprofile"] : ["-f"]
    process.arguments = options + ["-c", driver, shell.rawValue, scriptURL.path, program] + words
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw Failure(status: process.terminationStatus) }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// Deletes the saved script.
  public func remove() {
    try? FileManager.default.removeItem(at: scriptURL)
  }

  /// The shell could not run the script.
  public struct Failure: Error, CustomStringConvertible {
    /// The shell's exit status: 3 when the script did not load or register, 127 when the
    /// shell is not installed.
    public let status: Int32

    /// What failed.
    public var description: String { "the completion probe's shell exited with \(status)" }
  }

  private static func executable(for shell: Shell) -> String? {
    ["/bin/", "/usr/bin/", "/usr/local/bin/", "/opt/homebrew/bin/"].map { $0 + shell.rawValue }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Loads the script, finds the function it registers with `complete -F`, calls it with
  /// `COMP_WORDS` and prints `COMPREPLY`.
  private static let bashDriver = """
    source "$1" || exit 3
    spec="$(complete -p "$2")" || exit 3
    spec="${spec#*-F }"
    shift 2
    COMP_WORDS=("$@")
    COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
    "${spec%% *}"
    printf '%s\\n' "${COMPREPLY[@]}"
    """

  /// Stands in for the completion system, loads the script, and calls the function it
  /// registers with `compdef` with `words` and `CURRENT` set.
  private static let zshDriver = """
    compdef() { registered="$1" }
    compadd() { [[ "$1" == "--" ]] && shift; print -l -- "$@" }
    _describe() { local -a described; described=("${(@P)${@[-1]}}"); print -l -- "${described[@]%%:*}" }
    _files() { if [[ "$1" == "-/" ]]; then print -- "<directories>"; else print -- "<files>"; fi }
    compset() { : }
    source "$1" || exit 3
    [[ -n "$registered" ]] || exit 3
    shift 2
    words=("$@")
    CURRENT=${#words}
    "$registered"
    exit 0
    """
}
